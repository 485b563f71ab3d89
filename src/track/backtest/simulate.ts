import { callFor, type Horizon, type LedgerEntry, type StockBar } from "../score";
import { affordableBuy, type OrderCost, orderCost, type Side } from "./costs";
import { MarketView } from "./market";

/**
 * Following the verdicts, session by session (long-only, as A-shares allow a retail account): a 看多 call made on day
 * T is bought at the open of the first session after T and held for the horizon's sessions (sold at the open of the
 * session after its last), or sold at the next open once a later call on the same share is no longer 看多; a new 看多
 * call on a held share extends the hold. Whenever the held set changes, the holdings that can trade are set to equal
 * weights of the equity at the open (a holding within REBALANCE_BAND of its target is left alone: a tiny order would
 * cost the ¥5 minimum). Every order is filled at the open, at the costs of costs.ts. A buy at a limit-up open or on a
 * suspended session is not made; a sale at a limit-down open or while suspended is carried to the next session.
 * On an ex-rights open (prices are stored unadjusted) a holding's share count is scaled so its value carries over.
 * A held share whose stored series stops (no bar for more than two weeks) is closed at its last stored close, with
 * the costs of a sale, and counted apart (`no_data`): the sample's series end where the data does, not the listing.
 * At step d the simulation reads only ledger entries dated before d and the prices of market.ts's view of d.
 */

/** The sessions each horizon holds a position (as src/track/score.ts counts them). */
export const HOLD_SESSIONS: Record<Horizon, number> = { "1d": 1, "1w": 5, "1m": 21 };
/** A holding this close to its equal-weight target (as a share of the target) is not traded on a rebalance. */
export const REBALANCE_BAND = 0.05;

export type BacktestEntry = Pick<LedgerEntry, "ticker" | "asOf" | "stance" | "horizons">;

export interface BacktestOptions {
  horizon: Horizon;
  /** The account's starting cash in yuan: what the ¥5 minimum commission is measured against. */
  notional: number;
  /** Shares known to be risk-warned (ST): their main-board limit is 5 %. */
  st?: ReadonlySet<string>;
}

export type OrderReason = "signal" | "horizon" | "turned" | "rebalance" | "no_data";

export interface Order {
  date: string;
  ticker: string;
  side: Side;
  reason: OrderReason;
  price: number;
  shares: number;
  value: number;
  cost: OrderCost;
}

export interface BlockedOrder {
  date: string;
  ticker: string;
  side: Side;
  reason: "suspended" | "limit_up" | "limit_down";
}

/** A position from its first buy to its last sale: net of every cost of every order on it. */
export interface RoundTrip {
  ticker: string;
  opened: string;
  closed: string;
  invested: number;
  received: number;
  returnPct: number;
  hit: boolean;
}

export interface Simulation {
  curve: { date: string; equity: number }[];
  orders: Order[];
  blocked: BlockedOrder[];
  trips: RoundTrip[];
  /** Positions still held after the last session (marked at its close, not sold). */
  openAtEnd: string[];
  /** Ledger entries read (dated inside the window) and left out (dated before its first session or on its last). */
  entriesUsed: number;
  entriesOutside: number;
}

interface Position {
  ticker: string;
  shares: number;
  invested: number;
  received: number;
  opened: string;
  /** Index of the session at whose open the horizon ends. */
  exitAt: number;
  selling: OrderReason | null;
}

/** Runs the strategy over `sessions` (sorted trading days); `bars` per share, sorted oldest first. */
export function simulate(
  entries: readonly BacktestEntry[],
  bars: ReadonlyMap<string, readonly StockBar[]>,
  sessions: readonly string[],
  opts: BacktestOptions,
): Simulation {
  const first = sessions[0] ?? "";
  const last = sessions.at(-1) ?? "";
  const inside = [...entries]
    .filter((e) => e.asOf >= first && e.asOf < last)
    .sort((a, b) => (a.asOf < b.asOf ? -1 : 1));
  const out: Simulation = {
    curve: [],
    orders: [],
    blocked: [],
    trips: [],
    openAtEnd: [],
    entriesUsed: inside.length,
    entriesOutside: entries.length - inside.length,
  };
  const held = new Map<string, Position>();
  const carried = new Set<string>();
  let cash = opts.notional;
  let next = 0;
  for (let i = 0; i < sessions.length; i++) {
    const date = sessions[i]!;
    const market = new MarketView(bars, date, opts.st ?? new Set());
    // The calls known before this open: dated before the session; the latest per share decides.
    const fresh = new Map<string, BacktestEntry>();
    while (next < inside.length && inside[next]!.asOf < date) fresh.set(inside[next]!.ticker, inside[next++]!);
    const buys = new Map<string, number>();
    for (const [ticker, entry] of fresh) {
      const position = held.get(ticker);
      if (callFor(entry, opts.horizon) === "up") {
        if (position) Object.assign(position, { exitAt: i + HOLD_SESSIONS[opts.horizon], selling: null });
        else buys.set(ticker, i + HOLD_SESSIONS[opts.horizon]);
      } else if (position) position.selling = "turned";
    }
    for (const p of held.values()) {
      p.shares *= market.splitFactor(p.ticker);
      if (p.exitAt <= i && p.selling === null) p.selling = "horizon";
      if (p.selling === null && market.stale(p.ticker)) p.selling = "no_data";
    }

    const order = (p: Position, side: Side, reason: OrderReason, value: number, price = market.open(p.ticker)!) => {
      const cost = orderCost(side, value);
      const shares = value / price;
      out.orders.push({ date, ticker: p.ticker, side, reason, price, shares, value, cost });
      if (side === "buy") {
        cash -= value + cost.total;
        p.shares += shares;
        p.invested += value + cost.total;
      } else {
        cash += value - cost.total;
        p.shares -= shares;
        p.received += value - cost.total;
      }
    };
    let changed = false;
    for (const p of [...held.values()].filter((q) => q.selling !== null)) {
      const why = market.blocked(p.ticker, "sell");
      const last = market.lastClose(p.ticker);
      if (why === "suspended" && market.stale(p.ticker) && last !== null) {
        order(p, "sell", "no_data", p.shares * last, last);
      } else if (why) {
        // One report per order held up: a sale carried over several sessions is one blocked sale.
        if (!carried.has(p.ticker)) out.blocked.push({ date, ticker: p.ticker, side: "sell", reason: why });
        carried.add(p.ticker);
        continue;
      } else order(p, "sell", p.selling!, p.shares * market.open(p.ticker)!);
      carried.delete(p.ticker);
      held.delete(p.ticker);
      out.trips.push(trip(p, date));
      changed = true;
    }
    const added: Position[] = [];
    for (const [ticker, exitAt] of buys) {
      const why = market.blocked(ticker, "buy");
      if (why) out.blocked.push({ date, ticker, side: "buy", reason: why });
      else added.push({ ticker, shares: 0, invested: 0, received: 0, opened: date, exitAt, selling: null });
    }
    if (changed || added.length > 0) {
      const mark = (p: Position) => p.shares * (market.open(p.ticker) ?? market.lastClose(p.ticker) ?? 0);
      const equity = cash + [...held.values()].reduce((s, p) => s + mark(p), 0);
      // Held shares that cannot trade either way this open keep their weight; the rest share what is left.
      const frozen = [...held.values()].filter((p) => p.selling !== null || market.blocked(p.ticker, "buy") !== null);
      const active = [...held.values()].filter((p) => !frozen.includes(p)).concat(added);
      const target = active.length ? (equity - frozen.reduce((s, p) => s + mark(p), 0)) / active.length : 0;
      const drift = (p: Position) => mark(p) - target;
      const outOfBand = (p: Position) => p.shares === 0 || Math.abs(drift(p)) > REBALANCE_BAND * target;
      for (const p of active.filter((q) => outOfBand(q) && drift(q) > 0)) {
        if (market.blocked(p.ticker, "sell") === null) order(p, "sell", "rebalance", drift(p));
      }
      const wants = active.filter((q) => outOfBand(q) && drift(q) < 0).map((p) => ({ p, want: -drift(p) }));
      const needed = wants.reduce((s, w) => s + w.want + orderCost("buy", w.want).total, 0);
      const scale = needed > cash ? cash / needed : 1;
      for (const { p, want } of wants) {
        const value = affordableBuy(cash, want * scale);
        if (value > 0) order(p, "buy", p.shares === 0 ? "signal" : "rebalance", value);
        if (p.shares > 0) held.set(p.ticker, p);
      }
    }
    const close = [...held.values()].reduce((s, p) => s + p.shares * (market.close(p.ticker) ?? 0), 0);
    out.curve.push({ date, equity: cash + close });
  }
  out.openAtEnd = [...held.keys()];
  return out;
}

function trip(p: Position, closed: string): RoundTrip {
  const returnPct = p.invested > 0 ? (p.received / p.invested - 1) * 100 : 0;
  return {
    ticker: p.ticker,
    opened: p.opened,
    closed,
    invested: p.invested,
    received: p.received,
    returnPct,
    hit: p.received > p.invested,
  };
}
