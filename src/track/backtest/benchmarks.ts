import { exRightsAtOpen, type IndexBar, type StockBar } from "../score";
import type { BacktestEntry } from "./simulate";

/**
 * What following the verdicts is measured against, over the same sessions, each a value per session starting at 1
 * before the first session's open: the CSI 300 bought at that open and held, and the same shares held in equal
 * weights (rebalanced each session, no costs). Benchmarks, not strategies: the equal-weight one knows which shares the
 * ledger covers over the whole window, as a reader comparing against "just holding them" would.
 */

/** The CSI 300 from the first session's open; a session the index series lacks keeps the last value. */
export function csi300Values(index: readonly IndexBar[], sessions: readonly string[]): number[] {
  const byDate = new Map(index.map((b) => [b.date, b]));
  const start = byDate.get(sessions[0] ?? "")?.open ?? null;
  const values = [1];
  for (const d of sessions) {
    const bar = byDate.get(d);
    values.push(start !== null && bar ? bar.close / start : values.at(-1)!);
  }
  return values;
}

/**
 * Each share the ledger debated, held from the open after its first call to the open that would close its last call's
 * horizon (`holdSessions` later), in equal weights: a session's return is the mean of the held shares' returns
 * (open to close on the first day and on an ex-rights day, close to close after; 0 on a day the share does not trade).
 */
export function equalWeightValues(
  entries: readonly BacktestEntry[],
  bars: ReadonlyMap<string, readonly StockBar[]>,
  sessions: readonly string[],
  holdSessions: number,
): number[] {
  const position = new Map(sessions.map((d, i) => [d, i]));
  const firstAfter = (asOf: string) => sessions.findIndex((d) => d > asOf);
  const spans = new Map<string, { from: number; to: number }>();
  for (const e of entries) {
    const at = firstAfter(e.asOf);
    if (at < 0 || (sessions[0] !== undefined && e.asOf < sessions[0])) continue;
    const span = spans.get(e.ticker);
    spans.set(e.ticker, { from: Math.min(span?.from ?? at, at), to: Math.max(span?.to ?? at, at + holdSessions) });
  }
  const values = [1];
  for (let i = 0; i < sessions.length; i++) {
    const returns: number[] = [];
    for (const [ticker, { from, to }] of spans) {
      if (i < from || i >= to) continue;
      const series = bars.get(ticker) ?? [];
      const k = series.findIndex((b) => b.date === sessions[i]);
      const bar = series[k];
      const prev = k > 0 ? series[k - 1] : undefined;
      const carried = prev && (position.get(prev.date) ?? -1) >= from && bar?.open;
      // From the open on the first day, and on an ex-rights day (unadjusted prices: the gap is not a return).
      const base =
        carried && !exRightsAtOpen(ticker, sessions[i]!, prev.close, bar.open!) ? prev.close : (bar?.open ?? null);
      returns.push(bar && base ? bar.close / base - 1 : 0);
    }
    const r = returns.length ? returns.reduce((s, x) => s + x, 0) / returns.length : 0;
    values.push(values.at(-1)! * (1 + r));
  }
  return values;
}
