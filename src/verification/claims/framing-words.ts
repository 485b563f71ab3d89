/** Function words and framing: what is left of a clause without them says whether it asserts anything. */
const FRAMING_HEAD = "从|来看|看|方面|而言|角度|层面|的|和|与|及|以及|其|公司|该|数据|显示|表明|也";
const FRAMING_TAIL = "还|则|上|在|中|对|于|为|是|了|着|更|均|都|但|而|并|且|需|要|值得|关注|注意";
export const FRAMING = new RegExp(`${FRAMING_HEAD}|${FRAMING_TAIL}`, "g");

/**
 * "按库里最近的年报", "根据最新财报": a clause naming only where the figures after it come from is a heading - its
 * recency word rules the clauses after it, which assert.
 */
export const SOURCE_ONLY =
  /^\s*(?:按|据|根据|依据|按照|参照)[^，,；;。]{0,14}?(?:年报|财报|季报|中报|报表|数据)(?:口径)?\s*$/;
