/**
 * "营收已连续三年徘徊在3400亿下方", "利润维持在900亿元以上": an amount said to stay on one side of a round figure is
 * below (or above) it, spelt as 低于/高于 so the comparison and its run of years read it. Only amounts in 亿 and 万亿:
 * a price or an average line on a side is the market readers' (market-spellings.ts).
 */
const STAY = "(?:徘徊|停留|维持|保持|处于|稳定)在";
const AMOUNT = String.raw`((?:约)?\d+(?:\.\d+)?\s*(?:万亿|亿)元?)\s*(?:的)?`;

export const AMOUNT_SIDE_SPELLINGS: readonly (readonly [RegExp, string])[] = [
  [new RegExp(`${STAY}${AMOUNT}(?:下方|之下|以下)`, "g"), "低于$1"],
  [new RegExp(`${STAY}${AMOUNT}(?:上方|之上|以上)`, "g"), "高于$1"],
];
