import type { PeriodKind } from "./periods";
import { AFTER_THEN } from "./sequence-words";

/**
 * A growth rate turning sign (增速由负转正, 营收同比转负) and the readings it turns from. A turn names no base of its
 * own: it is the rate now against the readings the writer saw before it - the report or the quarter before, or the
 * same period a year earlier.
 */

/** Words of a rate turning sign. */
export const TURNS = "转负|由正转负|转正|由负转正";

// "26Q1利润同比转正", "营收同比由正转负": a turn written on 同比 is its growth rate's, as 增速转正 says it.
// "单季收入转正", "收入端由负转正": a revenue is never below zero, so its turn is its growth's too (a profit's or a
// cash flow's may be its level's: 扭亏, sign-turns.ts).
const YOY_TURN = new RegExp(
  String.raw`(?:同比(?:增长|增速)?|(?:营收|收入|营业收入|营业总收入)端?)\s*` +
    String.raw`(?:已经|已|也|均|都|再度|再次|首次|终于|重新|即|就)?\s*(${TURNS})`,
);

/** The turn word a clause writes on 同比 or on a revenue, and where it stands (its metric is named before it). */
export function yoyTurnOf(read: string): { word: string; index: number } | null {
  const m = YOY_TURN.exec(read);
  // "一季度-2.08%，此后单季同比转正": a turn of the periods after the one named is not that period's.
  if (!m || new RegExp(`${AFTER_THEN}|后续|以后`).test(read.slice(0, m.index))) return null;
  return { word: m[1]!, index: m.index + m[0].length - m[1]!.length };
}

/** A report period: its kind and year. */
export type PeriodAt = { kind: PeriodKind; year: number };

/** The cumulative period before a half year's or nine months' (上半年 → 一季度, 前三季度 → 上半年). */
const CUMULATIVE_BEFORE: Partial<Record<PeriodKind, PeriodKind>> = { h1: "q1", q3: "h1" };
/** Before a single quarter's: the single quarter before, else the report before (三季度单季 → 上半年). */
const SINGLE_BEFORE: Partial<Record<PeriodKind, PeriodKind[]>> = {
  q2s: ["q1"],
  q3s: ["q2s", "h1"],
  q4s: ["q3s", "q3"],
};

/**
 * The readings before a period's, in the order tried: the report before (the first held of `within`), the fourth
 * quarter before a first quarter's, and the same period a year earlier. A single quarter has a report before only
 * for a turn; a first quarter's fourth quarter only where its sentence did not frame the rate 同比, or for a turn.
 */
export function readingsBefore(
  kind: PeriodKind,
  year: number,
  o: { turn: boolean; yearOnYear: boolean },
): { within: PeriodAt[]; fourth: PeriodAt | null; earlier: PeriodAt } {
  const before = CUMULATIVE_BEFORE[kind];
  // A first quarter's reports before are the year before's: its annual report, and its fourth quarter's.
  const within: PeriodAt[] =
    kind === "q1"
      ? [{ kind: "annual", year: year - 1 }]
      : before
        ? [{ kind: before, year }]
        : o.turn
          ? (SINGLE_BEFORE[kind] ?? []).map((k) => ({ kind: k, year }))
          : [];
  const fourth: PeriodAt | null = kind === "q1" && (!o.yearOnYear || o.turn) ? { kind: "q4s", year: year - 1 } : null;
  return { within, fourth, earlier: { kind, year: year - 1 } };
}
