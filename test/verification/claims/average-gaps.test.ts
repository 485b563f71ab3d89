import { describe, expect, it } from "vitest";
import { checkAverageGaps } from "../../../src/verification/claims/average-gaps";
import { averagePriced } from "../../../src/verification/claims/check-price";
import { checkMarketClause } from "../../../src/verification/claims/check-market";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json: 600519 on 2026-04-30 closes at 1384.79, MA20 1433.56 (−3.40 %); 000858 closes
 * at 97.08, MA250 116.47 (−16.65 %); 002594 closes at 102.98, MA60 98.35 (+4.71 %).
 */
const mt = sampleFacts("600519", "2026-04-30");
const gaps = (text: string, facts = mt) => checkAverageGaps(text, facts.market!).map((c) => c.ok);

describe("the close's distance from an average, with its side", () => {
  it("reads a comparison word before the average (低于MA20约3.4%, 较MA20低约3.4%)", () => {
    expect(gaps("股价低于MA20约3.4%")).toEqual([true]);
    expect(gaps("股价较MA20低约3.4%")).toEqual([true]);
    expect(gaps("股价高于MA20约3.4%")).toEqual([false]);
    expect(gaps("股价低于MA20（1433.56元）约3.4%")).toEqual([true]);
  });

  it("reads a distance in money at the place written (比MA20低四十多元, 比60日线高4.6元, 高一分)", () => {
    const yd = sampleFacts("002594", "2026-04-30");
    expect(gaps("股价比20日线低四十多元")).toEqual([true]);
    expect(gaps("股价比MA20低约49元")).toEqual([true]);
    expect(gaps("股价比MA20低三十多元")).toEqual([false]);
    expect(gaps("股价比20日线高四十多元")).toEqual([false]);
    expect(gaps("收盘比60日线高4.6元", yd)).toEqual([true]);
    expect(gaps("收盘比60日线只高一分", yd)).toEqual([false]);
    // The figure is the gap, not a price the close is checked against.
    expect(averagePriced("股价比均线低1.88元", { index: 6, raw: "1.88元" })).toBe(true);
    expect(averagePriced("股价低至1.88元", { index: 4, raw: "1.88元" })).toBe(false);
  });

  it("reads a place word after the average as the side, its value in brackets aside", () => {
    const wl = sampleFacts("000858", "2026-04-30");
    expect(gaps("股价在MA250（约116.5元）下方约17%", wl)).toEqual([true]);
    expect(gaps("股价在MA250（约116.5元）上方约17%", wl)).toEqual([false]);
    expect(gaps("股价位于年线之下约25%", wl)).toEqual([false]);
  });

  it("reads a move onto or through the average as the side (站上60日均线约4.7%)", () => {
    const bd = sampleFacts("002594", "2026-04-30");
    expect(gaps("现价102.98元站上60日均线约4.7%", bd)).toEqual([true]);
    expect(gaps("现价跌破60日均线约4.7%", bd)).toEqual([false]);
    expect(gaps("现价站上60日均线约9%", bd)).toEqual([false]);
  });

  it("leaves a place with no side (在20日线约3.4%) unread", () => {
    expect(gaps("股价在20日线约3.4%")).toEqual([]);
  });

  it("is the whole reading of the clause, the side and the distance each checked", () => {
    expect(checkMarketClause("股价在MA20下方约3.4%", mt).map((c) => c.ok)).toEqual([true, true]);
    expect(checkMarketClause("股价在MA20下方约8%", mt).map((c) => c.ok)).toEqual([true, false]);
  });
});

describe("a distance in money right after the average (低于250日均线近4元, 距120日均线约2.3元)", () => {
  // 五粮液 2026-04-30: close 97.08, MA250 116.47 (19.39元 below); 比亚迪: close 102.98, MA60 98.35 (4.63元 above).
  const wl = sampleFacts("000858", "2026-04-30");
  const yd = sampleFacts("002594", "2026-04-30");
  const market = (text: string, facts: typeof wl) => checkMarketClause(text, facts).map((c) => c.ok);

  it("is the close's distance when far below the price, with the side said or none", () => {
    expect(gaps("收盘低于250日均线近19.4元", wl)).toEqual([true]);
    expect(gaps("收盘低于250日均线约25元", wl)).toEqual([false]);
    expect(gaps("收盘距60日均线约4.6元", yd)).toEqual([true]);
    expect(gaps("收盘高于60日均线约4.6元", yd)).toEqual([true]);
    expect(gaps("收盘低于60日均线约4.6元", yd)).toEqual([false]);
  });

  it("is the average's value when near the price, as before", () => {
    expect(gaps("收盘低于250日均线约116.5元", wl)).toEqual([]);
    expect(market("收盘低于250日均线约116.5元", wl)).not.toContain(false);
    expect(market("收盘低于250日均线约19.4元", wl)).not.toContain(false);
  });
});

describe("a discount to an average (折价) is below it, a premium (溢价) above", () => {
  // 600519 closes at 1384.79 on 2026-04-30, MA250 1453.44 (−4.72 %).
  it("reads the side from the word", () => {
    expect(gaps("股价较250日均线1453元折价约4.7%")).toEqual([true]);
    expect(gaps("股价较250日均线溢价约4.7%")).toEqual([false]);
  });
});
