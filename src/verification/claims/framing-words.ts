/** Function words and framing: what is left of a clause without them says whether it asserts anything. */
const FRAMING_HEAD = "从|来看|看|方面|而言|角度|层面|的|和|与|及|以及|其|公司|该|数据|显示|表明|也";
const FRAMING_TAIL = "还|则|上|在|中|对|于|为|是|了|着|更|均|都|但|而|并|且|需|要|值得|关注|注意";
export const FRAMING = new RegExp(`${FRAMING_HEAD}|${FRAMING_TAIL}`, "g");

/** Where figures come from: a report, a data store (库, 数据库) or a filing. */
const SOURCE_NOUN = "年报|财报|季报|中报|报表|报告|公告|披露|数据库|数据|库";
/**
 * "按库里最近的年报", "根据最新财报", "据数据库中最新的数据": a clause naming only where the figures after it come
 * from - 按/据/根据 and source nouns, a place in one (库里) and a recency word between, nothing else - is a heading:
 * its recency word rules the clauses after it, which assert.
 */
export const SOURCE_ONLY = new RegExp(
  String.raw`^\s*(?:按|据|根据|依据|按照|参照)\s*(?:公司|其)?(?:(?:${SOURCE_NOUN})[里中内]?)?\s*` +
    String.raw`(?:最近|最新|最后)?(?:一期|一份)?的?\s*(?:${SOURCE_NOUN})(?:口径)?的?\s*$`,
);
