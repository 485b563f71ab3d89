import { type PeriodKind, SINGLE_QUARTERS, periodKindOf } from "./periods";
import type { Side } from "./relation-values";

/**
 * "一季度归母净利润40.85亿元，不到上一季度的一半", "2026年一季度利润272.43亿元，约为上季度的1.5倍": a single quarter
 * taken as a share or a multiple of "the quarter before" is against the quarter right before it - the year before's
 * fourth quarter for a first quarter (BYD 2026Q1 40.85亿元 against 2025Q4 92.86亿元, 44%), not an unnamed whole.
 */
export const PRIOR_QUARTER = /^(?:上一?个?季度?|前一个?季度|上季|环比上季度?)(?:的)?$/;

/**
 * A quarter named as a base ("比Q2的63.56亿", "从Q3的192亿降到Q4的", "环比去年四季度176.93亿"): the figure after it is
 * that quarter's level, the quarter before under 环比 (periods.ts).
 */
export const QUARTER_AS_BASE =
  String.raw`(?:环比|较|比|从)(?:上一?季度?|(?:\d{4}年?|去年|上年)?` +
  String.raw`(?:第?[一二三四]季度|Q[1-4]))(?:单季)?`;

const QUARTERS: readonly PeriodKind[] = ["q1", "q2s", "q3s", "q4s"];
/** The single quarter right before a single quarter: a first quarter's is the year before's fourth (`yearBack` 1). */
export function singleQuarterBefore(kind: PeriodKind): { kind: PeriodKind; yearBack: 0 | 1 } | null {
  const k = QUARTERS.indexOf(kind);
  return k < 0 ? null : { kind: QUARTERS[(k + 3) % 4]!, yearBack: k === 0 ? 1 : 0 };
}

/** The quarter right before a single quarter's side; null for a side that is no single quarter (a year, a half). */
export function quarterBefore(part: Side): Side | null {
  const step = singleQuarterBefore(part.kind);
  if (!step || part.year === null) return null;
  return { metric: part.metric, kind: step.kind, year: part.year - step.yearBack };
}

/**
 * "从2025年一季度的140亿一路升到四季度的232亿": a base tagged with a single quarter not right before the one judged
 * is that quarter's level, not the quarter before's (the prior level a base is read as otherwise).
 */
export function quarterAfar(tag: string, judged: PeriodKind | undefined): boolean {
  const kind = periodKindOf(tag)?.kind;
  if (!judged || !kind || !SINGLE_QUARTERS.has(kind) || !SINGLE_QUARTERS.has(judged)) return false;
  return kind !== judged && singleQuarterBefore(judged)?.kind !== kind;
}
