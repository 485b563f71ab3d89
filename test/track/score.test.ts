import { describe, expect, it } from "vitest";
import { TradingCalendar } from "../../src/shared/trading-calendar";
import {
  baselineCalls,
  exRightsAtOpen,
  limitAtOpen,
  scorePrediction,
  type IndexBar,
  type LedgerEntry,
  type StockBar,
} from "../../src/track/score";

/** Weekdays from `from`, `n` of them (a week-only calendar: no holidays in these spans). */
function weekdays(from: string, n: number): string[] {
  const out: string[] = [];
  const d = new Date(`${from}T00:00:00Z`);
  while (out.length < n) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

// 2024-01-02 (Tue) .. 40 sessions; closes rise by 1 a day from 100, each open 0.5 below its close.
const days = weekdays("2024-01-02", 40);
const bars: StockBar[] = days.map((date, i) => ({ date, open: 99.5 + i, close: 100 + i }));
const index: IndexBar[] = days.map((date, i) => ({ date, open: 3000 + i * 2, close: 3001 + i * 2 }));
const calendar = new TradingCalendar(days, new Set());
const bull: LedgerEntry = { debateId: "d1", ticker: "600519", asOf: days[24]!, stance: "bullish", horizons: null };

describe("scoring a prediction", () => {
  it("enters at the next session's open (T+1) and exits at the horizon's last close", () => {
    const scores = scorePrediction(bull, bars, index, calendar, "2030-01-01");
    expect(scores.map((s) => s.horizon)).toEqual(["1d", "1w"]); // 1m needs 21 sessions after day 25: not stored
    const [d1, w1] = scores;
    expect(d1).toMatchObject({
      entryDate: days[25],
      exitDate: days[25],
      entryOpen: 124.5,
      exitClose: 125,
      tradeable: true,
      call: "up",
      hit: true,
    });
    expect(d1!.returnPct).toBeCloseTo((125 / 124.5 - 1) * 100, 3);
    expect(w1).toMatchObject({ entryDate: days[25], exitDate: days[29], exitClose: 129 });
    // CSI 300 from the entry open (3050) to the exit close (3059): the excess is the stock's move minus the index's.
    expect(w1!.benchmark).toBe("000300");
    expect(w1!.indexReturnPct).toBeCloseTo((3059 / 3050 - 1) * 100, 3);
    expect(w1!.excessPct).toBeCloseTo(w1!.returnPct! - w1!.indexReturnPct!, 3);
  });

  it("a call made on a Friday enters on Monday", () => {
    const friday = days.find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 5 && d > days[22]!)!;
    const [d1] = scorePrediction({ ...bull, asOf: friday }, bars, index, calendar, "2030-01-01");
    expect(new Date(`${d1!.entryDate}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it("does not score a horizon that has not matured", () => {
    // Today is the 1-week exit session itself: its close is not final yet, so only 1d is scored.
    expect(scorePrediction(bull, bars, index, calendar, days[29]!).map((s) => s.horizon)).toEqual(["1d"]);
    // Today is the entry session: nothing has matured.
    expect(scorePrediction(bull, bars, index, calendar, days[25]!)).toEqual([]);
    // The stored series ends before the exit: not matured, whatever today is.
    expect(scorePrediction(bull, bars.slice(0, 27), index, calendar, "2030-01-01").map((s) => s.horizon)).toEqual([
      "1d",
    ]);
  });

  it("never scores with a price from before the entry session", () => {
    // The entry session's bar is missing (suspended): the last close before it must not stand in for an entry price.
    const gap = bars.filter((b) => b.date !== days[25]);
    const scores = scorePrediction(bull, gap, index, calendar, "2030-01-01");
    expect(scores.length).toBeGreaterThan(0);
    for (const s of scores)
      expect(s).toMatchObject({
        tradeable: false,
        untradeable: "suspended",
        returnPct: null,
        hit: null,
        exitClose: null,
      });
    // A huge pre-entry move changes nothing after the entry.
    const jumped = bars.map((b) => (b.date === days[24] ? { ...b, close: 10 } : b));
    const before = scorePrediction(bull, bars, index, calendar, "2030-01-01").map((s) => s.returnPct);
    const after = scorePrediction(bull, jumped, index, calendar, "2030-01-01");
    expect(after[1]!.returnPct).toBe(before[1]);
  });

  it("does not score a stock without a daily series around the entry: a snapshot price is not a bar", () => {
    // Closing prices only (no open): the sample's snapshot of 600519 is such a row.
    const snapshots = bars.map((b) => ({ ...b, open: null }));
    expect(scorePrediction(bull, snapshots, index, calendar, "2030-01-01")).toEqual([]);
    // A series that stopped more than two weeks before the entry: not a suspension at the entry, just no data.
    const stale = [...bars.slice(0, 5), ...bars.slice(30)];
    expect(scorePrediction(bull, stale, index, calendar, "2030-01-01")).toEqual([]);
  });

  it("marks an entry session that opened at the limit untradeable and reports no return for it", () => {
    // Previous close 124 -> 10 % limit 136.40; the entry opens there.
    const limitUp = bars.map((b) => (b.date === days[25] ? { ...b, open: 136.4 } : b));
    const [d1] = scorePrediction(bull, limitUp, index, calendar, "2030-01-01");
    expect(d1).toMatchObject({ tradeable: false, untradeable: "limit_up", returnPct: null, hit: null });
    const limitDown = bars.map((b) => (b.date === days[25] ? { ...b, open: 111.6 } : b));
    expect(scorePrediction(bull, limitDown, index, calendar, "2030-01-01")[0]).toMatchObject({
      untradeable: "limit_down",
    });
  });

  it("says when no index series covers the window: no benchmark, no excess", () => {
    const [d1] = scorePrediction(bull, bars, [], calendar, "2030-01-01");
    expect(d1).toMatchObject({ benchmark: "none", indexReturnPct: null, excessPct: null, tradeable: true });
  });

  it("uses the protocol's own direction per horizon, and a neutral stance is no call", () => {
    const fin: LedgerEntry = { ...bull, stance: "bullish", horizons: { "1d": "down", "1w": "flat", "1m": "up" } };
    const [d1, w1] = scorePrediction(fin, bars, index, calendar, "2030-01-01");
    expect(d1).toMatchObject({ call: "down", hit: false });
    expect(w1).toMatchObject({ call: null, hit: null });
    expect(scorePrediction({ ...bull, stance: "neutral" }, bars, index, calendar, "2030-01-01")[0]).toMatchObject({
      call: null,
      hit: null,
    });
  });
});

describe("price limits", () => {
  it("knows the boards: 10 % main board, 20 % ChiNext after 2020-08-24 and STAR, ex-rights opens are not limits", () => {
    expect(limitAtOpen("600519", "2024-01-02", 100, 110)).toBe("limit_up");
    expect(limitAtOpen("600519", "2024-01-02", 100, 109.9)).toBeNull();
    expect(limitAtOpen("300750", "2024-01-02", 100, 110)).toBeNull();
    expect(limitAtOpen("300750", "2024-01-02", 100, 120)).toBe("limit_up");
    expect(limitAtOpen("300750", "2020-06-01", 100, 110)).toBe("limit_up");
    expect(limitAtOpen("688981", "2024-01-02", 50, 40)).toBe("limit_down");
    // The board decides, not a prefix list: 689009 (STAR) and 302132 (ChiNext) have 20 % limits too.
    expect(limitAtOpen("689009", "2024-01-02", 100, 110)).toBeNull();
    expect(limitAtOpen("689009", "2024-01-02", 100, 120)).toBe("limit_up");
    expect(limitAtOpen("302132", "2025-03-03", 100, 120)).toBe("limit_up");
    // 002594 opened 66 % lower on its 2025-07-29 ex-date (bonus shares): an adjusted reference price, not 跌停.
    expect(limitAtOpen("002594", "2025-07-29", 370, 123)).toBeNull();
  });

  it("gives a risk-warned (ST) main-board share 5 % when the caller knows it is one, and leaves ChiNext at 20 %", () => {
    expect(limitAtOpen("600001", "2024-01-02", 10, 10.5, true)).toBe("limit_up");
    expect(limitAtOpen("600001", "2024-01-02", 10, 10.5)).toBeNull();
    expect(limitAtOpen("000001", "2024-01-02", 10, 9.5, true)).toBe("limit_down");
    expect(limitAtOpen("300001", "2024-01-02", 10, 12, true)).toBe("limit_up");
    // Beyond 5 % by more than a point on an ST share: ex-rights, not a limit.
    expect(exRightsAtOpen("600001", "2024-01-02", 10, 10.7, true)).toBe(true);
    expect(exRightsAtOpen("600001", "2024-01-02", 10, 10.7)).toBe(false);
  });
});

describe("baselines", () => {
  it("read only the bars up to asOf: 20-session momentum and the last session's direction", () => {
    expect(baselineCalls(bars, days[24]!)).toEqual({ momentum: "up", yesterday: "up" });
    const falling = bars.map((b, i) => ({ ...b, close: 200 - i }));
    expect(baselineCalls(falling, days[24]!)).toEqual({ momentum: "down", yesterday: "down" });
    expect(baselineCalls(bars, days[10]!).momentum).toBeNull(); // fewer than 21 bars known
  });
});
