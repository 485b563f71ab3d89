import type { PeriodKind } from "./periods";
import type { Side } from "./relation-values";

/**
 * "一季度归母净利润40.85亿元，不到上一季度的一半", "2026年一季度利润272.43亿元，约为上季度的1.5倍": a single quarter
 * taken as a share or a multiple of "the quarter before" is against the quarter right before it - the year before's
 * fourth quarter for a first quarter (BYD 2026Q1 40.85亿元 against 2025Q4 92.86亿元, 44%), not an unnamed whole.
 */
export const PRIOR_QUARTER = /^(?:上一?个?季度?|前一个?季度|上季|环比上季度?)(?:的)?$/;

const BEFORE: Partial<Record<PeriodKind, { kind: PeriodKind; yearBack: number }>> = {
  q1: { kind: "q4s", yearBack: 1 },
  q2s: { kind: "q1", yearBack: 0 },
  q3s: { kind: "q2s", yearBack: 0 },
  q4s: { kind: "q3s", yearBack: 0 },
};

/** The quarter right before a single quarter's side; null for a side that is no single quarter (a year, a half). */
export function quarterBefore(part: Side): Side | null {
  const step = BEFORE[part.kind];
  if (!step || part.year === null) return null;
  return { metric: part.metric, kind: step.kind, year: part.year - step.yearBack };
}
