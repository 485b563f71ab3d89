import type { ExtractedNumber } from "../extract-numbers";
import { matchesFigure } from "../figure-match";
import type { BoundFigure } from "./binding";
import type { ClaimCheck } from "./check-series";
import type { Facts } from "./facts";

/**
 * "去年7月快照市净率3.15倍，收盘120.39元", "25年7月快照PB 1.12倍，当时股价56.57元": after a clause naming a snapshot
 * with no day of its own, a price with no time of its own may be the close of the snapshot's day - the newest day a
 * market reading (PE, PB, 总市值) is stored for before the last bar - as the writer read it off the snapshot.
 */
export const SNAPSHOT = /快照/;

/** The market readings a snapshot stores. */
export const SNAPSHOT_READINGS: readonly string[] = ["pb", "market_cap", "pe_ttm"];

/** "快照日收盘120.39元", "快照当天股价331元": a clause naming the snapshot's day itself prices at that day's close. */
export const SNAPSHOT_DAY = /快照(?:日|当日|当天|那天|时)/;
/**
 * "7月4日快照：总市值约1.21万亿，PB 5.02倍，当日收盘265.8元": 当日 after the snapshot's readings, under a heading the
 * sentence's clauses do not keep, is the snapshot's day too.
 */
export const THAT_DAY = /^\s*(?:当日|当天)(?=\s*(?:收盘|股价|收于|收报))/;

/** The session of the snapshot's day: the newest day a market reading is stored for before the last bar. */
export function snapshotSession(facts: Facts): { date: string; close: number } | undefined {
  const m = facts.market;
  const day = SNAPSHOT_READINGS.flatMap((s) => facts.series[s] ?? [])
    .map((p) => p.period)
    .filter((d) => m && d < m.lastBar)
    .sort()
    .at(-1);
  return day ? m?.sessions?.find((s) => s.date === day) : undefined;
}

const closeCheck = (n: ExtractedNumber, ok: boolean, found: string): ClaimCheck => {
  const reason = ok ? `“${n.raw}”与${found}相符` : `“${n.raw}”不是${found}`;
  return { kind: "number", ok, figure: n.raw, expected: "收盘价", found, reason };
};

/** The close of the snapshot's day where the figure shows it; null where it does not or no snapshot is kept. */
export function snapshotClose(n: ExtractedNumber, bound: BoundFigure["bound"], facts: Facts): ClaimCheck | null {
  const session = snapshotSession(facts);
  if (!session || !matchesFigure(n, { value: session.close, kind: "amount" }, bound)) return null;
  return closeCheck(n, true, `快照日${session.date} 收盘价 ${session.close.toFixed(2)}元`);
}

/**
 * "7月4日快照PB约8.33倍，按当日收盘331元算" read on 2026-04-30: a month and day written without a year, after the last
 * bar in its year, is no close to come where the sentence names a snapshot of that month and day - it is the
 * snapshot's day (2025-07-04), whose close the price is held to (any snapshot's day where `monthDay` is null). Null
 * where no snapshot of that day is kept.
 */
export function snapshotDayClose(
  n: ExtractedNumber,
  bound: BoundFigure["bound"],
  facts: Facts,
  monthDay: string | null,
): ClaimCheck | null {
  const session = snapshotSession(facts);
  if (!session || (monthDay !== null && session.date.slice(5) !== monthDay)) return null;
  const ok = matchesFigure(n, { value: session.close, kind: "amount" }, bound);
  return closeCheck(n, ok, `快照日${session.date} 收盘价 ${session.close.toFixed(2)}元`);
}
