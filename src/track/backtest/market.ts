import { daysBetween } from "../../shared/dates";
import { exRightsAtOpen, limitAtOpen, MAX_GAP_DAYS, type StockBar } from "../score";

/**
 * The stock prices a backtest step may read: the bar dated on the session itself (its open before the trades, its close
 * after) and the bars before it, never a later one. One view per session; the simulation asks nothing else of prices.
 */
export class MarketView {
  constructor(
    private readonly bars: ReadonlyMap<string, readonly StockBar[]>,
    readonly date: string,
    private readonly st: ReadonlySet<string>,
  ) {}

  /** The last bar strictly before the session (binary search; bars sorted oldest first). */
  private before(ticker: string): StockBar | null {
    const bars = this.bars.get(ticker) ?? [];
    let lo = 0;
    let hi = bars.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (bars[mid]!.date < this.date) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 ? bars[lo - 1]! : null;
  }

  private today(ticker: string): StockBar | null {
    const bar = this.bars.get(ticker)?.find((b) => b.date === this.date);
    return bar ?? null;
  }

  /** The session's open, or null: no bar dated on the session (suspended) or no open stored. */
  open(ticker: string): number | null {
    const open = this.today(ticker)?.open ?? null;
    return open !== null && open > 0 ? open : null;
  }

  /** The session's close, else the last close before it (a suspended share is marked at its last price). */
  close(ticker: string): number | null {
    return this.today(ticker)?.close ?? this.before(ticker)?.close ?? null;
  }

  /** The last close before the session: what a holding is worth at the open when the share does not trade. */
  lastClose(ticker: string): number | null {
    return this.before(ticker)?.close ?? null;
  }

  /**
   * The share's stored series has stopped: no bar on the session and none in the MAX_GAP_DAYS before it (the rule by
   * which scoring ignores a series that stops; read from past bars only, so no later bar says whether it resumes).
   */
  stale(ticker: string): boolean {
    if (this.today(ticker)) return false;
    const prev = this.before(ticker);
    return !prev || daysBetween(prev.date, this.date) > MAX_GAP_DAYS;
  }

  /**
   * How many shares one held share became at this open: prevClose / open on an ex-rights day (exRightsAtOpen: the
   * stored prices are unadjusted, so a bonus issue would read as a loss), else 1. Cash dividends stay inside the limit
   * and are not added back.
   */
  splitFactor(ticker: string): number {
    const open = this.open(ticker);
    const prev = this.before(ticker);
    if (open === null || !prev) return 1;
    return exRightsAtOpen(ticker, this.date, prev.close, open, this.st.has(ticker)) ? prev.close / open : 1;
  }

  /**
   * Why an order in `side` cannot be filled at the open, or null: suspended (no open), or opened at the limit in the
   * order's way (a buy at 涨停, a sell at 跌停), the limit from the previous session's close (src/track/score.ts).
   */
  blocked(ticker: string, side: "buy" | "sell"): "suspended" | "limit_up" | "limit_down" | null {
    const open = this.open(ticker);
    if (open === null) return "suspended";
    const prev = this.before(ticker);
    if (!prev || daysBetween(prev.date, this.date) > MAX_GAP_DAYS) return null;
    const limit = limitAtOpen(ticker, this.date, prev.close, open, this.st.has(ticker));
    if (side === "buy" && limit === "limit_up") return limit;
    if (side === "sell" && limit === "limit_down") return limit;
    return null;
  }
}
