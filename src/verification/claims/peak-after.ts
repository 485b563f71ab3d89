import { digitOrTen } from "../chinese-digits";

/**
 * "已是2021年712亿高点后的连续第三年下滑", "2022年见顶之后连续第二年回落": the Nth year of a run after a year named as
 * the extreme is that year plus N, so the run covers the N years that follow the extreme (2022-2024年连续下滑), not the
 * year the extreme is in - its own move is the climb into the top. The extreme stays in its own clause for the extreme
 * checks (year-extremes.ts); the run is written as a clause of its own after it.
 */
const EXTREME_WORDS = "(?:高点|峰值|顶峰|高峰|巅峰|见顶|触顶|低点|谷底|低谷|见底|触底)";
const NTH_AFTER_EXTREME = new RegExp(
  String.raw`((?:19|20)\d{2})\s*年([^,，。；;!?]{0,16}?${EXTREME_WORDS})\s*(?:之|以)?后的?\s*` +
    String.raw`连续第\s*([二两三四五六七八九十]|\d{1,2})\s*(?:个)?年`,
  "g",
);

export function peakAfterWritten(sentence: string): string {
  return sentence.replace(NTH_AFTER_EXTREME, (whole, year: string, between: string, count: string) => {
    const n = digitOrTen(count) ?? Number(count);
    const from = Number(year) + 1;
    if (!(n >= 2)) return whole;
    return `${year}年${between}之后,${from}-${from + n - 1}年连续`;
  });
}
