import { describe, expect, it } from "vitest";
import { checkAverageStreak } from "../../../src/verification/claims/average-streak";
import { sampleFacts } from "./sample-facts";

/*
 * At 2026-04-30 (src/sample/sample-data.json): 中国石化 closed under its MA60 on each of the last 20 sessions, 五粮液
 * under its MA20 on each of the last 10; 招商银行 closed above its MA60 on 12 of the last 20 (2026-04-02 39.76 over
 * 39.49), 贵州茅台 above its MA20 on 2026-04-24 (1458.49 over 1441.13).
 */
const streak = (ticker: string, text: string) =>
  checkAverageStreak(text, sampleFacts(ticker, "2026-04-30").market!).map((c) => c.ok);

describe("the closes of a run of sessions on one side of an average, each against its own day's average", () => {
  it("holds when every close of the run is on the side (连续20个交易日收在60日线下)", () => {
    expect(streak("600028", "连续20个交易日收在60日线下")).toEqual([true]);
    expect(streak("000858", "近10个交易日每天都收在20日均线之下")).toEqual([true]);
  });

  it("fails on one close on the other side, though the last close is on the side said", () => {
    expect(streak("600036", "连续20个交易日收在60日线下")).toEqual([false]);
    expect(streak("600519", "连续10个交易日收在20日均线之下")).toEqual([false]);
  });

  it("reads a year's average on each session of the run (近20个交易日持续运行在年线下方)", () => {
    expect(streak("600036", "近20个交易日持续运行在年线下方")).toEqual([true]);
    expect(streak("600519", "近20个交易日持续运行在年线下方")).toEqual([false]);
  });

  it("reads no run from 近N日 without 连续 or an every-day word", () => {
    expect(streak("600028", "近20日收在60日线下")).toEqual([]);
  });
});

/*
 * Since a named start: 中国石化 closed under its MA20 on every session from 2026-04-01; 宁德时代 above its MA60 on
 * every session from 2026-03-11 but not from 2026-03-02 (340.22 under 365.95); the MA250 of a session in January
 * needs more sessions than are kept.
 */
describe("the closes from a named day, month or the year's start to the last bar on one side of an average", () => {
  it("holds when every close since the start is on the side", () => {
    expect(streak("600028", "中石化4月以来一直在20日线下方")).toEqual([true]);
    expect(streak("600028", "石化自4月1日起持续运行在MA20之下")).toEqual([true]);
    expect(streak("300750", "宁德自3月中旬以来一直站稳60日均线")).toEqual([true]);
  });

  it("fails on a close on the other side since the start, though the last close is on the side said", () => {
    expect(streak("300750", "宁德3月以来始终站稳MA60")).toEqual([false]);
  });

  it("is undecided when the averages of the sessions since the start cannot be computed from the sessions kept", () => {
    expect(streak("601318", "股价自年初以来已连续站稳250日线")).toEqual([null]);
  });

  it("reads no run from 站上 or a side with no word of every session", () => {
    expect(streak("600028", "4月以来站上20日线")).toEqual([]);
  });
});

describe("a streak since a day denied (一直没能站稳20日均线) asserts no streak", () => {
  it("leaves the denial to the last bar's check (贵州茅台 2026-04-30 收盘1384.79 < MA20 1433.56)", () => {
    expect(streak("600519", "4月以来一直没能站稳20日均线")).toEqual([]);
    expect(streak("600519", "自4月中旬以来一直未站稳5日线")).toEqual([]);
    // The streak said is checked day by day: 10 closes since April 1 were under their MA20.
    expect(streak("600519", "自4月以来一直站稳20日均线")).toEqual([false]);
  });
});
