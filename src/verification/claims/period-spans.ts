import { EACH_YEAR } from "./year-runs";

/**
 * The year a change over a span of years is measured from. "2021-2025年…由X增至Y" and "从2019年…到2024年" read
 * from the first year named to the last; so does a written range judged as a whole ("2019-2025年归母净利润实际是负
 * 增长", "2021至2025年毛利率下降约5个百分点"): the change over the span, not the last year's. A range said of each
 * year (逐年, 每年, 均, 连续, 分别) is a run (year-runs.ts) or a list, not one change.
 */
const WRITTEN_RANGE = /(?<!\d)(?:FY)?20\d{2}年?\s*[-~至到—–]\s*(?:FY)?20\d{2}年/;
const PER_YEAR = /分别|连续|持续|一路|依次/;

export function spanBaseYear(text: string, ownYears: readonly number[]): number | null {
  if (ownYears.length < 2) return null;
  const whole = WRITTEN_RANGE.test(text) && !EACH_YEAR.test(text) && !PER_YEAR.test(text);
  return /由|从/.test(text) || whole ? Math.min(...ownYears) : null;
}
