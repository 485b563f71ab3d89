/**
 * "营收已连续三年徘徊在3400亿下方", "利润维持在900亿元以上": an amount said to stay on one side of a round figure is
 * below (or above) it, spelt as 低于/高于 so the comparison and its run of years read it. Only amounts in 亿 and 万亿:
 * a price or an average line on a side is the market readers' (market-spellings.ts).
 */
const STAY = "(?:徘徊|停留|维持|保持|处于|稳定)在";
const AMOUNT = String.raw`((?:约)?\d+(?:\.\d+)?\s*(?:万亿|亿)元?)\s*(?:的)?`;

/**
 * "已跌回2022年的水平以下", "退回到2021年水平之下", "重回2023年的水平之上": a level gone back past a named year's is
 * above or below that year's (read as 低于/高于2022年的水平, a comparison of the two years' levels).
 */
const BACK = "(?:跌回|退回|回落|回到|降回|落回|涨回|重回|升回|恢复)(?:到|至)?了?";
const YEAR_LEVEL = String.raw`((?:19|20)\d{2})\s*年\s*(?:的)?\s*(?:水平|水准)?`;

export const AMOUNT_SIDE_SPELLINGS: readonly (readonly [RegExp, string])[] = [
  [new RegExp(`${STAY}${AMOUNT}(?:下方|之下|以下)`, "g"), "低于$1"],
  [new RegExp(`${STAY}${AMOUNT}(?:上方|之上|以上)`, "g"), "高于$1"],
  [new RegExp(`${BACK}${YEAR_LEVEL}(?:下方|之下|以下)`, "g"), "低于$1年的水平"],
  [new RegExp(`${BACK}${YEAR_LEVEL}(?:上方|之上|以上)`, "g"), "高于$1年的水平"],
];
