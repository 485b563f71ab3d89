import { describe, expect, it } from "vitest";
import { checkFactClause } from "../../../src/verification/claims/check-fact-clauses";
import { checkMarketClause } from "../../../src/verification/claims/check-market";
import { sampleFacts } from "./sample-facts";

/*
 * 600519 as of 2026-04-30 (a Thursday), by hand from ../shared/data/reference/prices_daily_600519_600036_601318_2021_2026.csv:
 * closes 04-16 1462.84, 04-17 1407.24 (−3.80 %), 04-23 1419.00, 04-24 1458.49 (+2.78 %), 04-27 1403.20 (−3.79 %),
 * 04-28 1405.00 (+0.13 %), 04-29 1401.17 (−0.27 %), 04-30 1384.79 (−1.17 %).
 */
const facts = sampleFacts("600519", "2026-04-30");
const marks = (text: string) => checkMarketClause(text, facts).map((c) => c.ok);

describe("a named session's move", () => {
  it("reads a day's move off that day's close against the one before, not off a 20-session window", () => {
    expect(marks("4月17日一天跌了3.8%")).toEqual([true, true]);
    expect(marks("4月17日大涨3.8%")).toEqual([false, true]);
    expect(marks("4月24日涨了5%")).toEqual([true, false]);
    // A price's points are per cent ("拉了5个点").
    expect(marks("4月24日那根阳线拉了5个点")).toEqual([true, true, false]);
    expect(marks("4月29日收跌")).toEqual([true]);
    // "上周五" is the Friday of the week before the last bar's.
    expect(marks("上周五涨了2.8%左右")).toEqual([true, true]);
  });

  it("reads a day's volume against the session before it, and its candle against its open", () => {
    // Volumes: 04-16 2,451,284, 04-17 9,682,499 (3.95×); 04-23 3,770,109, 04-24 5,545,531 (1.47×).
    expect(marks("4月17日放量跌了3.8%")).toEqual([true, true, true]);
    expect(marks("4月24日缩量上涨")).toEqual([false, true]);
    expect(marks("4月17日成交量是前一天的将近四倍")).toEqual([true]);
    expect(marks("4月24日量能是前一天的1.5倍左右")).toEqual([true]);
    expect(marks("4月24日量能是前一天的两倍多")).toEqual([false]);
    // The last bar dated (04-30, 5,275,267 against 04-29's 3,481,313: 1.52×) is that session's volume as well; one
    // failing against the day before alone may be meant against recent sessions, so it is undecided, not wrong.
    expect(checkMarketClause("4月30日缩量下跌", facts)[0]?.reason).toContain("成交量为前一交易日的1.52倍");
    expect(marks("4月30日放量下跌")[0]).toBe(true);
    expect(marks("4月30日缩量下跌")[0]).toBe(null);
    // No day named: which day's volume is not known.
    expect(marks("成交量是前一天的两倍多")).toEqual([null]);
    // 04-24 opened 1413.10 and closed 1458.49.
    expect(marks("4月24日收阳")).toEqual([true]);
  });

  it("carries the day the clause before names to a clause of that day's volume or sized move", () => {
    expect(checkFactClause("成交量是前一天的将近四倍", "4月17日放量跌了3.8%", facts).map((c) => c.ok)).toEqual([true]);
    const move = checkFactClause("涨了2.8%左右", "上周五（4月24日）放量长阳", facts);
    expect(move.map((c) => c.ok)).toEqual([true, true]);
    expect(move[0]?.reason).toContain("2026-04-24");
  });

  it("reads 次日 as the session after the day named, 较前一交易日 as that day's move, and the open as undecided", () => {
    const day = { month: "4", day: "27" };
    const oks = (text: string, prev: string | null) => checkFactClause(text, prev, facts, null, day).map((c) => c.ok);
    // 04-28 +0.13 %; 04-30 (the day after 04-29) −1.17 %.
    expect(oks("次日小幅反弹0.13%", "4月27日跌3.79%")).toEqual([true, true]);
    expect(oks("次日续跌", "4月27日跌3.79%")).toEqual([false]);
    expect(marks("4月29日次日下跌1.17%")).toEqual([true, true]);
    // The day after the last bar is not stored.
    expect(marks("4月30日次日上涨1%")).toEqual([null]);
    // "较前一交易日" is the named day's own move, not a window of one session.
    expect(oks("较前一交易日下跌0.27%", "4月29日收盘1401.17元")).toEqual([true, true]);
    expect(oks("较前一交易日上涨0.5%", "4月29日收盘1401.17元")).toEqual([false, false]);
    // A day an earlier clause of the sentence named carries past a clause naming none.
    expect(oks("跌了3.79%", "成交放大")).toEqual([true, true]);
    // 04-27 opened at 1420.00, under 04-24's close 1458.49 but within its range (low 1413.10): no gap.
    expect(marks("4月27日跳空低开")).toEqual([null]);
    expect(checkMarketClause("4月27日跳空低开", facts)[0]?.reason).toContain("未越过前一日区间");
  });

  it("reads a dated day's move after a window's clause as that session's, never as the window's", () => {
    const oks = (text: string, prev: string) => checkFactClause(text, prev, facts).map((c) => c.ok);
    // 04-17 −3.80 %, 04-24 +2.78 %: the 20-session move (−5.11 %) is not what the day's size is read against.
    expect(oks("4月17日单日跌3.8%", "近20个交易日下跌约5.1%")).toEqual([true, true]);
    expect(oks("4月24日大涨2.8%", "收盘跌破前20日所有收盘价")).toEqual([true, true]);
    expect(oks("4月24日大涨5.1%", "近20个交易日下跌约5.1%")).toEqual([true, false]);
    // Counter-case: a bare move naming no day is still over the window the clause before names.
    expect(oks("累计下跌约5.1%", "拉长到近20个交易日")).toEqual([true, true]);
  });

  it("keeps the window a clause names, and a day after the last bar undecided", () => {
    // A window named wins over the day: the 20-session move, not 04-24's.
    expect(marks("4月24日近20个交易日下跌")).toEqual([true]);
    expect(marks("5月8日涨了2%")).toEqual([null]);
  });
});

describe("a move after the day named", () => {
  it("is not that session's move (之后, 随后, 然后), but 最后 is its close", () => {
    expect(marks("4月16日见顶后回落")).toEqual([]);
    expect(marks("4月16日冲高，随后下跌3.8%")).toEqual([]);
    expect(marks("4月16日冲高，然后下跌3.8%")).toEqual([]);
    expect(marks("4月17日盘中震荡，最后下跌3.8%")).toEqual([true, true]);
  });
});

describe("a run of sessions", () => {
  it("checks each close of the run against the one before, ending at the last bar, a day or a span's end", () => {
    expect(marks("连续两个交易日收跌")).toEqual([true]);
    expect(marks("连续四个交易日收跌")).toEqual([false]);
    expect(marks("连跌三天")).toEqual([false]);
    expect(marks("4月27日到29日连涨三天")).toEqual([false]);
    expect(marks("4月21日至23日连跌三天")).toEqual([false]);
  });
});

describe("a size after a clause naming the 52-week high as its base", () => {
  it("is the distance from that high (600036: −21.17 % from 48.55元)", () => {
    const zs = sampleFacts("600036", "2026-04-30");
    expect(checkFactClause("已经回撤了两成多", "从一年内的高点48.55元算", zs).map((c) => c.ok)).toEqual([true]);
    expect(checkFactClause("已经回撤了三成多", "从一年内的高点48.55元算", zs).map((c) => c.ok)).toEqual([false]);
  });
});

describe("a day's volume named by 量 alone after a clause naming the day", () => {
  it("量是前一天的N倍 is that day's volume against the session before", () => {
    // 04-17 volume 3.95× the session before.
    const ratio = (times: string) =>
      checkFactClause(`量是前一天的${times}`, "4月17日放量跌了3.8%", facts).map((c) => c.ok);
    expect(ratio("4倍左右")).toEqual([true]);
    expect(ratio("2倍左右")).toEqual([false]);
  });
});

describe("runs and days written in other orders", () => {
  it("reads the count before the run's word (过去N个交易日连续收涨, 每天都收跌)", () => {
    // 04-28 +0.13 %, 04-29 −0.27 %, 04-30 −1.17 %.
    expect(marks("过去2个交易日连续收跌")).toEqual([true]);
    expect(marks("最近3个交易日每天都收跌")).toEqual([false]);
    expect(marks("过去5个交易日连续收涨")).toEqual([false]);
  });

  it("reads a day after a year as that year's day, never as a day of the last bar's year", () => {
    // 2021-02-19 is before the kept sessions: undecided, not the 2026-02-19 session, and 19日 is no window.
    const checks = checkMarketClause("较2021年2月19日的高点344.4元下跌约72%", facts);
    expect(checks.every((c) => c.ok === null)).toBe(true);
    expect(checks[0]?.reason).toContain("2021-02-19");
  });
});

// 600519: volume 04-24 1.47 times 04-23's, 04-27 1.31 times 04-24's (the hand-checked closes above).
describe("a day's volume after a clause on the session after the day", () => {
  const oks = (clauses: string[]) =>
    clauses.flatMap((t, i) => checkFactClause(t, clauses[i - 1] ?? null, facts)).map((c) => c.ok);
  it("is the volume of that next session", () => {
    expect(oks(["4月24日次日大跌约3.8%", "成交量是前一日的1.3倍左右"])).not.toContain(false);
    expect(oks(["4月24日次日大跌约3.8%", "成交量是前一日的1.5倍左右"])).toContain(false);
  });
  it("stays the day's own when the clause before names no next session", () => {
    expect(oks(["4月24日放量涨2.8%", "成交量是前一日的1.47倍"])).not.toContain(false);
  });
});
