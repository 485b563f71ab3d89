import { describe, expect, it } from "vitest";
import type { StockBar } from "../../../src/track/score";
import { type BacktestEntry, simulate } from "../../../src/track/backtest/simulate";

/** Weekdays from `from`, `n` of them (no holidays in this span). */
function weekdays(from: string, n: number): string[] {
  const out: string[] = [];
  const d = new Date(`${from}T00:00:00Z`);
  while (out.length < n) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

const s = weekdays("2024-03-04", 14);
const A = "600001"; // main board: ±10 %
const B = "300001"; // ChiNext: ±20 %
const C = "600002";
const flat = (price: number): StockBar[] => s.map((date) => ({ date, open: price, close: price }));
const set = (bars: StockBar[], i: number, open: number, close: number) => {
  bars[bars.findIndex((b) => b.date === s[i])] = { date: s[i]!, open, close };
};

function market(): Map<string, StockBar[]> {
  const a = flat(10);
  set(a, 6, 9, 9.2); // opens at 跌停 (10 × 0.9): the horizon's sale waits
  for (let i = 7; i < s.length; i++) set(a, i, 9.5, 9.5);
  const b = flat(20);
  set(b, 3, 24, 24); // opens at 涨停 (20 × 1.2): no buy
  set(b, 4, 24.5, 25);
  for (let i = 5; i < 9; i++) set(b, i, 25, 25);
  for (let i = 9; i < s.length; i++) set(b, i, 26, 26);
  const c = flat(5).filter((bar) => bar.date !== s[9] && bar.date !== s[11]); // suspended on s9 and s11
  set(c, 12, 5.5, 5.5);
  set(c, 13, 5.5, 5.5);
  return new Map([
    [A, a],
    [B, b],
    [C, c],
  ]);
}

const call = (ticker: string, i: number, stance: BacktestEntry["stance"]): BacktestEntry => ({
  ticker,
  asOf: s[i]!,
  stance,
  horizons: null,
});
const ledger: BacktestEntry[] = [
  call(A, 0, "bullish"),
  call(B, 2, "bullish"),
  call(B, 3, "bullish"),
  call(C, 8, "bullish"),
  call(C, 9, "bullish"),
  call(C, 10, "bearish"),
];
const opts = { horizon: "1w" as const, notional: 20_000 };

// The rules by hand: commission 0.025 % (at least ¥5), stamp duty 0.05 % on sells, transfer fee 0.001 %.
const commission = (v: number) => Math.max(5, v * 0.00025);
const buyCost = (v: number) => commission(v) + v * 0.00001;
const sellCost = (v: number) => commission(v) + v * 0.0005 + v * 0.00001;
/** Spending all `cash` on one buy: the ¥5 minimum below ¥20,000 of order value, the rate above. */
const allIn = (cash: number) => (cash / 1.00026 >= 20_000 ? cash / 1.00026 : (cash - 5) / 1.00001);

describe("following the verdicts: three trades by hand", () => {
  const sim = simulate(ledger, market(), s, opts);

  it("buys at the open after a 看多 call, holds a week, and sells at the open after the horizon", () => {
    expect(sim.orders.map((o) => [o.date, o.ticker, o.side, o.reason])).toEqual([
      [s[1], A, "buy", "signal"],
      [s[4], A, "sell", "rebalance"], // B joins: A is cut to half the equity
      [s[4], B, "buy", "signal"],
      [s[7], A, "sell", "horizon"], // due at s6's open, which was 跌停
      [s[7], B, "buy", "rebalance"], // B alone: topped up to all the equity
      [s[9], B, "sell", "horizon"], // bought s4: five sessions s4..s8
      [s[10], C, "buy", "signal"],
      [s[12], C, "sell", "turned"], // 看空 on s10: due s11, suspended
    ]);
  });

  it("reports each order it could not fill: a buy at 涨停 or on a suspension dropped, a sale carried", () => {
    expect(sim.blocked).toEqual([
      { date: s[3], ticker: B, side: "buy", reason: "limit_up" },
      { date: s[6], ticker: A, side: "sell", reason: "limit_down" },
      { date: s[9], ticker: C, side: "buy", reason: "suspended" },
      { date: s[11], ticker: C, side: "sell", reason: "suspended" },
    ]);
  });

  it("charges every cost on every order and ends with what the arithmetic gives", () => {
    // s1: all ¥20,000 into A at 10 (order under ¥20,000: the ¥5 minimum).
    const a1 = allIn(20_000);
    expect(a1).toBeCloseTo(19_994.8, 2);
    let sharesA = a1 / 10;
    // s4: equity = A at its open (10); A is cut to half, B bought with what the sale brought.
    const half = (sharesA * 10) / 2;
    const trimA = half;
    let cash = trimA - sellCost(trimA);
    sharesA -= trimA / 10;
    const b1 = allIn(cash);
    let sharesB = b1 / 24.5;
    cash = 0;
    // s6 marks A at its close 9.2 while its sale waits; s7 sells A at 9.5 and puts it all into B at 25.
    expect(sim.curve[6]!.equity).toBeCloseTo(sharesA * 9.2 + sharesB * 25, 6);
    const a2 = sharesA * 9.5;
    cash = a2 - sellCost(a2);
    const b2 = allIn(cash);
    sharesB += b2 / 25;
    // s9: B sold at 26 (over ¥20,000: commission at the rate); s10: all into C at 5; s12: sold at 5.5.
    const b3 = sharesB * 26;
    expect(b3).toBeGreaterThan(20_000);
    cash = b3 - sellCost(b3);
    const c1 = allIn(cash);
    const c2 = (c1 / 5) * 5.5;
    cash = c2 - sellCost(c2);
    expect(sim.curve.at(-1)!.equity).toBeCloseTo(cash, 6);
    expect(sim.orders.map((o) => o.value)).toEqual(
      [a1, trimA, b1, a2, b2, b3, c1, c2].map((v) => expect.closeTo(v, 6)),
    );
    const stamp = sim.orders.map((o) => o.cost.stampDuty);
    expect(stamp).toEqual(
      [0, trimA * 0.0005, 0, a2 * 0.0005, 0, b3 * 0.0005, 0, c2 * 0.0005].map((v) => expect.closeTo(v, 9)),
    );
    expect(sim.orders[0]!.cost).toMatchObject({ commission: 5, transferFee: expect.closeTo(a1 * 0.00001, 9) });
    expect(sim.orders[6]!.cost.commission).toBeCloseTo(c1 * 0.00025, 9);
    // Round trips net of every cost: A lost (cut at 10, sold at 9.5), B and C gained.
    expect(sim.trips.map((t) => [t.ticker, t.opened, t.closed, t.hit])).toEqual([
      [A, s[1], s[7], false],
      [B, s[4], s[9], true],
      [C, s[10], s[12], true],
    ]);
    const tripA = sim.trips[0]!;
    expect(tripA.invested).toBeCloseTo(a1 + buyCost(a1), 6);
    expect(tripA.received).toBeCloseTo(trimA - sellCost(trimA) + a2 - sellCost(a2), 6);
  });
});

describe("only what was known at each step is read", () => {
  const base = simulate(ledger, market(), s, opts);

  it.each(s.slice(0, -1).map((_, k) => k))("session %i: later prices and calls change nothing up to it", (k) => {
    // Plant absurd prices on every later session, and a later 看多 call on every share.
    const planted = new Map(
      [...market()].map(([t, bars]) => [t, bars.map((b) => (b.date > s[k]! ? { ...b, open: 1e6, close: 1e-3 } : b))]),
    );
    const calls = [...ledger.filter((e) => e.asOf < s[k]!), call(A, k, "bullish"), call(B, k, "bearish")];
    const sim = simulate(calls, planted, s, opts);
    expect(sim.curve.slice(0, k + 1)).toEqual(base.curve.slice(0, k + 1));
    expect(sim.orders.filter((o) => o.date <= s[k]!)).toEqual(base.orders.filter((o) => o.date <= s[k]!));
  });
});

describe("a held share whose stored series stops", () => {
  it("is closed at its last stored close once no bar has come for two weeks, counted apart", () => {
    const days = weekdays("2024-03-04", 30);
    const bars = new Map([[A, days.slice(0, 5).map((date) => ({ date, open: 10, close: 11 }))]]);
    const sim = simulate([{ ticker: A, asOf: days[0]!, stance: "bullish", horizons: null }], bars, days, {
      horizon: "1m",
      notional: 20_000,
    });
    // Bought on day 1; the last bar is day 4 (a Friday); the first session more than 14 days later closes it.
    const sale = sim.orders.find((o) => o.side === "sell")!;
    expect(sale).toMatchObject({ reason: "no_data", price: 11 });
    expect(sale.date > "2024-03-22").toBe(true);
    expect(sim.blocked).toEqual([]);
    expect(sim.openAtEnd).toEqual([]);
  });

  it("reports a sale carried over several suspended sessions once", () => {
    const days = weekdays("2024-03-04", 12);
    const open = (d: string) => d <= days[3]! || d >= days[7]!; // suspended days 4-6
    const bars = new Map([[A, days.filter(open).map((date) => ({ date, open: 10, close: 10 }))]]);
    const sim = simulate([{ ticker: A, asOf: days[0]!, stance: "bullish", horizons: null }], bars, days, {
      horizon: "1d",
      notional: 20_000,
    });
    expect(sim.blocked).toEqual([]); // sold on day 2, before the suspension
    const held = simulate(
      [
        { ticker: A, asOf: days[0]!, stance: "bullish", horizons: null },
        { ticker: A, asOf: days[3]!, stance: "bearish", horizons: null },
      ],
      bars,
      days,
      { horizon: "1m", notional: 20_000 },
    );
    expect(held.blocked).toEqual([{ date: days[4], ticker: A, side: "sell", reason: "suspended" }]);
    expect(held.orders.at(-1)).toMatchObject({ date: days[7], side: "sell", reason: "turned" });
  });
});

describe("an ex-rights open", () => {
  it("carries a holding's value over a bonus issue the unadjusted prices show as a fall", () => {
    const days = weekdays("2024-03-04", 8);
    // 10转10 on day 3: the open halves (beyond the 10 % limit, so no trade printed it).
    const bars = new Map([[A, days.map((date, i) => ({ date, open: i < 3 ? 10 : 5, close: i < 3 ? 10 : 5 }))]]);
    const sim = simulate([{ ticker: A, asOf: days[0]!, stance: "bullish", horizons: null }], bars, days, {
      horizon: "1w",
      notional: 20_000,
    });
    const bought = allIn(20_000);
    expect(sim.curve[2]!.equity).toBeCloseTo(bought, 6);
    expect(sim.curve[3]!.equity).toBeCloseTo(bought, 6); // twice the shares at half the price
    const sale = sim.orders.find((o) => o.side === "sell")!;
    expect(sale).toMatchObject({ date: days[6], price: 5 });
    expect(sale.shares).toBeCloseTo((bought / 10) * 2, 6);
  });
});
