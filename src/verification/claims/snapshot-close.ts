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

const READINGS = ["pb", "market_cap", "pe_ttm"] as const;

/** The close of the snapshot's day where the figure shows it; null where it does not or no snapshot is kept. */
export function snapshotClose(n: ExtractedNumber, bound: BoundFigure["bound"], facts: Facts): ClaimCheck | null {
  const m = facts.market;
  const day = READINGS.flatMap((s) => facts.series[s] ?? [])
    .map((p) => p.period)
    .filter((d) => m && d < m.lastBar)
    .sort()
    .at(-1);
  const session = day ? m?.sessions?.find((s) => s.date === day) : undefined;
  if (!session || !matchesFigure(n, { value: session.close, kind: "amount" }, bound)) return null;
  const found = `快照日${session.date} 收盘价 ${session.close.toFixed(2)}元`;
  return { kind: "number", ok: true, figure: n.raw, expected: "收盘价", found, reason: `“${n.raw}”与${found}相符` };
}
