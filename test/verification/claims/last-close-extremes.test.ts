import { describe, expect, it } from "vitest";
import { checkFactClauses } from "../../../src/verification/claims/check-fact-clauses";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json, on 2026-04-30: 000858 closes at 97.08, its lowest close since 2020 (its highest
 * of 2026 is 110.77 on 2026-01-29; the 20 closes before range 98.34-105.00); 600036 at 38.27, above its 2026 low close
 * of 37.50 and below the 5 and 20 closes before it; 600519 at 1384.79, below the 20 closes before it (1401.17-1467.50).
 */
const wl = sampleFacts("000858", "2026-04-30");
const zs = sampleFacts("600036", "2026-04-30");
const mt = sampleFacts("600519", "2026-04-30");
const oks = (clauses: string[], facts = wl) =>
  checkFactClauses(clauses, facts)
    .filter((c) => c.kind === "market")
    .map((c) => c.ok);

describe("the last close called the highest or lowest close of a span since a year", () => {
  it("reads the price before 是/为 as the last close when it is that close", () => {
    expect(oks(["97.08元是2020年以来的最低收盘价"])).toEqual([true]);
    expect(oks(["97.08元是2026年以来的最高收盘价"])).toEqual([false]);
    expect(oks(["38.27元是2026年以来的最低收盘价"], zs)).toEqual([false]);
    expect(oks(["97.08元是2015年以来的最低收盘价"])).toEqual([null]);
  });

  it("takes the close from the clause before when this one only calls it the extreme", () => {
    expect(oks(["收盘97.08元", "是2020年以来的最低收盘价"])).toEqual([true]);
    expect(oks(["股价收于97.08元", "为2020年以来最低收盘"])).toEqual([true]);
    expect(oks(["股价收于97.08元", "为2026年以来最高收盘"])).toEqual([false]);
  });
});

describe("the last close against every close of the N sessions before it", () => {
  it("reads 低于/高于 所有/任一 收盘 as a new low or high of those sessions", () => {
    expect(oks(["最新收盘低于此前20个交易日的任一收盘价"], mt)).toEqual([true]);
    expect(oks(["收盘价低于此前5个交易日的所有收盘价"], zs)).toEqual([true]);
    expect(oks(["收盘价确实低于前20日所有收盘"], zs)).toEqual([true]);
    expect(oks(["收盘价高于此前20个交易日的所有收盘价"], mt)).toEqual([false]);
  });

  it("reads 站上 (站稳) 所有收盘价 as a close above every one of them, a breakout checked, not passed unread", () => {
    // 比亚迪 102.98 against the 20 closes before (97.98-105.54); 招行 38.27 against 38.50-39.91.
    const yd = sampleFacts("002594", "2026-04-30");
    expect(oks(["最新收盘已站上前20日所有收盘价", "向上突破确立"], yd)).toEqual([false]);
    expect(oks(["收盘站稳前10日全部收盘价之上"], mt)).toEqual([false]);
    // Counter-case: 站上 an average is the average's check, not the closes'.
    expect(oks(["收盘站上20日均线"], zs)).toEqual([false]);
    expect(oks(["收盘跌破前20日所有收盘价"], zs)).toEqual([true]);
  });

  it("reads a close with its price called the lowest of N days", () => {
    expect(oks(["收盘97.08元为近20日最低"])).toEqual([true]);
    expect(oks(["收盘97.08元为近20日最高"])).toEqual([false]);
  });
});

describe("the last close against every close of the windows listed before it", () => {
  it("reads 此前10个交易日里的每一个收盘价 as the 10 closes before (宁德 436.00 is not below 427.67)", () => {
    expect(oks(["最新收盘价低于此前10个交易日里的每一个收盘价"], mt)).toEqual([true]);
    expect(oks(["最新收盘价低于此前10个交易日里的每一个收盘价"], sampleFacts("300750", "2026-04-30"))).toEqual([false]);
  });

  it("reads 此前5日、20日的所有收盘价 at the longest window listed (中国石化 5.39 is above its 60-day low)", () => {
    expect(oks(["最新收盘同时低于此前5日、20日的所有收盘价"], zs)).toEqual([true]);
    expect(oks(["收盘低于此前5日和60日的所有收盘价"], sampleFacts("600028", "2026-04-30"))).toEqual([false]);
  });
});
