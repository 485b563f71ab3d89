import { digitOrTen } from "../chinese-digits";
import { AFTER_YEAR, type YearMention } from "./periods";

/**
 * The years a clause judges when a year marks where a run or a turn starts, not the year it ends in:
 * - "2023年后已连续两年增长", "在2022年达到峰值后连续两年回落", "2021年之后的连续第三年下滑", "2021年后连降三年":
 *   the streak runs through the N years after the one named, so it ends N years later (the named year stays judged
 *   for its own figure).
 *   The ordinal run after a named extreme (2021年高点后的连续第三年) is written out before clauses split
 *   (peak-after.ts).
 * - "2024年起恢复增长", "2023年开始转为下降": the turn is that year's own change, so the year is judged, not taken
 *   as a window's start (as "2021年以来逐年加码" is).
 */
const AFTER_STREAK = new RegExp(
  String.raw`((?:19|20)\d{2})年[^,;。，；]{0,24}?(?:之|以)?后\s*的?\s*(?:已经?|又|便|就|则|即)?\s*` +
    String.raw`(?:连续第?|连(?:升|增|降|减|涨|跌))(\d+|[两二三四五六七八九十])(?:个)?年`,
);
const TURN_FROM =
  /^(?:FY)?\d{2,4}年?度?(?:起|开始)\s*(?:便|就|已|又)?\s*(?:恢复|重回|转为|转入|转|重新|止跌|企稳|扭亏|回升|回落)/;

/** The clause's own judged years: the non-base, non-window years, corrected for a run's or a turn's start. */
export function judgedYears(text: string, hits: readonly YearMention[]): number[] {
  const own = hits.filter((y) => !y.base && (!y.since || TURN_FROM.test(text.slice(y.index)))).map((y) => y.year);
  const after = AFTER_STREAK.exec(text);
  if (after) {
    const n = digitOrTen(after[2]!) ?? Number(after[2]);
    if (n >= 1) own.push(Number(after[1]) + n);
  }
  return [...new Set(own)].sort();
}

/**
 * "2021至2022年连续下滑后，2023年起逐年回升": a window the clause starts after every year its sentence judged so far
 * is the clause's own, so it does not inherit those years (its run goes from the year named on). After 以后/之后 the
 * window starts the year after ("2021年712亿元之后，2021年以后逐年走低" judges 2022 on, not 2021).
 */
export const laterWindow = (hits: readonly YearMention[], sentenceYears: readonly number[], text = ""): boolean =>
  hits.some((y) => {
    const start = y.year + (AFTER_YEAR.test(text.slice(y.index)) ? 1 : 0);
    return y.since && sentenceYears.every((s) => s < start);
  });
