/**
 * The words that name the averages' order (多头/空头排列), each with the order it names. "均线依次向下发散": the
 * averages fanning out downwards, as in 空头排列 (not "MACD绿柱向下发散"); "均线全面空头", "技术面：均线多头、DIF仍在
 * 零轴上": the order word without 排列, said of the averages.
 */
const BARE_ORDER = "均线(?:系统)?\\s*(?:呈|为|已|仍|全面|全线|完全|整体)*";
const BARE_ORDER_END = "(?=\\s*(?:[，,。；;、｜|]|$))";
/** 理顺 only right after averages named (a few words between): "理顺关系" elsewhere is no order of lines. */
const LINED_UP =
  String.raw`(?<=(?:均线|MA\s*\d+|日线|\d\s*日)` +
  String.raw`(?:[\d/、\s]|系统|已经|已|尚未|仍未|还没有?|没有|未|都|均)*)`;
/** "依次向上排列成空头形态", "排列为多头格局": the order word after 排列成/为, in its own shape word. */
const ARRANGED_AS = (stack: string) => String.raw`排列(?:成|为)了?\s*(?:典型的?|标准的?)?${stack}(?:形态|格局|态势)`;
export const MA_ORDER_WORDS: readonly { re: RegExp; order: "bull" | "bear" }[] = [
  {
    // "MA5/10/20尚未理顺", "均线已经理顺": the averages put in order, as traders say of a rising (多头) stack.
    re: new RegExp(
      `多头排列|${ARRANGED_AS("多头")}|均线[^，,。；;]{0,8}?(?:向上|多头)发散|` +
        `${BARE_ORDER}多头${BARE_ORDER_END}|${LINED_UP}理顺`,
    ),
    order: "bull",
  },
  {
    re: new RegExp(
      `空头排列|${ARRANGED_AS("空头")}|均线[^，,。；;]{0,8}?(?:向下|空头)发散|${BARE_ORDER}空头${BARE_ORDER_END}`,
    ),
    order: "bear",
  },
];
