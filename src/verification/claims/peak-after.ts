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

/**
 * "2022年降至837.74亿元的低点后连续三年回升", "2024年升至402.54亿元之后连续两年回落": a year's move into it, then a
 * counted run of the years after it (2023-2025年连续回升), not a run from the year itself. A fall into a low (a rise
 * into a high) followed by the opposite run makes the low a turning point, which the two moves prove: the extreme word
 * is then dropped, and kept (for the extreme checks) when the moves do not bracket it.
 */
const MOVED_INTO = "(?:降至|降到|跌至|跌到|下滑至|回落至|升至|升到|增至|增长至|涨至|涨到|回升至)";
const RUN_AFTER_MOVE = new RegExp(
  String.raw`((?:19|20)\d{2})\s*年(${MOVED_INTO}[^,，。；;!?]{0,14}?)(的${EXTREME_WORDS})?\s*(?:之|以)?后\s*` +
    String.raw`连续\s*([二两三四五六七八九十]|\d{1,2})\s*(?:个)?年\s*(回升|增长|上升|走高|回落|下滑|下降|走低)`,
  "g",
);
const INTO_FALL = /降|跌|下滑|回落/;
const RUN_FALL = /回落|下滑|下降|走低/;

export function peakAfterWritten(sentence: string): string {
  return sentence
    .replace(NTH_AFTER_EXTREME, (whole, year: string, between: string, count: string) => {
      const n = digitOrTen(count) ?? Number(count);
      const from = Number(year) + 1;
      if (!(n >= 2)) return whole;
      return `${year}年${between}之后,${from}-${from + n - 1}年连续`;
    })
    .replace(RUN_AFTER_MOVE, (whole, year: string, into: string, extreme: string | undefined, count: string, run) => {
      const n = digitOrTen(count) ?? Number(count);
      const from = Number(year) + 1;
      if (!(n >= 2)) return whole;
      const fell = INTO_FALL.test(into);
      const turned = fell !== RUN_FALL.test(run) && (!extreme || /低|谷|底/.test(extreme) === fell);
      return `${year}年${into}${turned ? "" : (extreme ?? "")}之后,${from}-${from + n - 1}年连续${run}`;
    });
}
