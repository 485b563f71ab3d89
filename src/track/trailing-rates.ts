/**
 * What the market had shown before a prediction: among the ledger's scored windows that had already closed by its
 * asOf, how often the stock went up, went down, and how often each simple baseline's call came true. These make the
 * fair reference forecasts (a constant at the base rate; momentum stated at its own past hit rate). Only windows whose
 * exit session is on or before asOf are read, so no later outcome leaks into an earlier forecast.
 */
import { baselineHit, type Call } from "./score";

/** One scored window of the market, the same for every protocol and model that made a call on it. */
export interface MarketWindow {
  /** Ticker and entry session: the same window scored for two predictions counts once. */
  key: string;
  exitDate: string;
  returnPct: number;
  momentumCall: Call | null;
  yesterdayCall: Call | null;
}

/** A rate smoothed with one success and one failure (Laplace): 0.5 before any window has closed, never 0 or 1. */
export interface Rate {
  k: number;
  n: number;
  rate: number;
}

export interface TrailingRates {
  up: Rate;
  down: Rate;
  momentum: Rate;
  yesterday: Rate;
}

const laplace = (k: number, n: number): Rate => ({ k, n, rate: (k + 1) / (n + 2) });

/** Counts so far, in exit order. */
interface Prefix {
  exitDate: string;
  up: number;
  down: number;
  momentum: [number, number];
  yesterday: [number, number];
  n: number;
}

/**
 * The trailing rates at any asOf, from `windows` (deduplicated by key, the first kept). A lookup is a binary search
 * over the windows sorted by exit session.
 */
export function trailingRates(windows: readonly MarketWindow[]): (asOf: string) => TrailingRates {
  const seen = new Set<string>();
  const unique = windows.filter((w) => !seen.has(w.key) && seen.add(w.key));
  unique.sort((a, b) => (a.exitDate < b.exitDate ? -1 : a.exitDate > b.exitDate ? 1 : 0));
  const prefix: Prefix[] = [];
  let cur: Prefix = { exitDate: "", up: 0, down: 0, momentum: [0, 0], yesterday: [0, 0], n: 0 };
  for (const w of unique) {
    const m = baselineHit(w.momentumCall, w.returnPct);
    const y = baselineHit(w.yesterdayCall, w.returnPct);
    cur = {
      exitDate: w.exitDate,
      up: cur.up + (w.returnPct > 0 ? 1 : 0),
      down: cur.down + (w.returnPct < 0 ? 1 : 0),
      momentum: m === null ? cur.momentum : [cur.momentum[0] + (m ? 1 : 0), cur.momentum[1] + 1],
      yesterday: y === null ? cur.yesterday : [cur.yesterday[0] + (y ? 1 : 0), cur.yesterday[1] + 1],
      n: cur.n + 1,
    };
    prefix.push(cur);
  }
  return (asOf) => {
    // The last window whose exit session is on or before asOf.
    let lo = 0;
    let hi = prefix.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (prefix[mid]!.exitDate <= asOf) lo = mid + 1;
      else hi = mid;
    }
    const p = lo === 0 ? null : prefix[lo - 1]!;
    const n = p?.n ?? 0;
    return {
      up: laplace(p?.up ?? 0, n),
      down: laplace(p?.down ?? 0, n),
      momentum: laplace(p?.momentum[0] ?? 0, p?.momentum[1] ?? 0),
      yesterday: laplace(p?.yesterday[0] ?? 0, p?.yesterday[1] ?? 0),
    };
  };
}

/** The base rate of a call's direction: how often the market moved that way before. */
export const directionRate = (r: TrailingRates, call: Call): number => (call === "up" ? r.up.rate : r.down.rate);
