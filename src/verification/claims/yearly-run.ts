import type { Assertion } from "./assertion";
import { STEP_BY_STEP } from "./year-runs";

/**
 * "ROE从2015年的14.93%逐年提高到2019年的25.26%", "净利润由2017年的890.88亿元年年增长至2025年": a move from a base year
 * to a year, said to have gone that way every year, is a streak of every year between - one year against the way
 * fails it, not only the span's whole change.
 */
/** The words of a move every year (year-runs.ts STEP_BY_STEP), and 每年都. */
export const EVERY_YEAR = new RegExp(`${STEP_BY_STEP.source}|每年都`);

export function yearlyRun(a: Assertion): Assertion {
  if (a.basis !== null || a.baseYear === null || a.years.length !== 1 || !a.direction || !EVERY_YEAR.test(a.read))
    return a;
  const n = a.years[0]! - a.baseYear;
  return n >= 2 && n <= 15 ? { ...a, basis: { kind: "streak", n } } : a;
}
