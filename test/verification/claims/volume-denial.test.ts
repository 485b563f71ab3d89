import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { deniedVolumeMove } from "../../../src/verification/claims/volume-denial";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * At 2026-04-30 the last 20 sessions' mean volume over the 20 before (src/sample/sample-data.json): 贵州茅台 106.3 %,
 * 招商银行 110.1 %, 宁德时代 113.2 %, 中国平安 95.6 %, 比亚迪 68.2 %, 中国石化 60.8 %.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a denied 放量 or 缩量 is a denial of a clear change", () => {
  it("holds on a change under a tenth: 茅台 +6.3 % 谈不上放量, 没有放量出逃, 称不上明显放量", () => {
    expect(mark("600519", "近20日成交量较前20日仅增加约6%，算不上放量。")).toBe("✅");
    expect(mark("600519", "近20个交易日下跌约5.1%，成交量与前20日基本持平，没有放量出逃。")).toBe("✅");
    expect(mark("600519", "近20日量能只比前20日多了6%左右，称不上明显放量。")).toBe("✅");
  });

  it("a denied verb says no move at all, which a change under a tenth neither confirms nor refutes", () => {
    expect(deniedVolumeMove("并未放大", true, 1.063)).toBe(null);
    expect(deniedVolumeMove("并未明显放大", true, 1.063)).toBe(true);
    expect(deniedVolumeMove("没有萎缩", false, 0.956)).toBe(null);
  });

  it("is unknown from a tenth to a fifth: 招行 +10.1 %, 宁德 +13.2 % 谈不上放量", () => {
    expect(mark("600036", "近20日成交量较前20日增加约10%，谈不上放量。")).toBe("❔");
    expect(mark("300750", "近20日成交量较前20日增加约13%，并未明显放量。")).toBe("❔");
  });

  it("fails on a fifth or more: 比亚迪 −31.8 %, 石化 −39.2 % 并未萎缩", () => {
    expect(mark("002594", "近20日成交量并未萎缩。")).toBe("❌");
    expect(mark("600028", "近20日谈不上缩量。")).toBe("❌");
  });

  it("always holds on a change the other way: 平安 −4.4 % 并未放量, 比亚迪 没有放大", () => {
    expect(mark("601318", "近20日并未放量。")).toBe("✅");
    expect(mark("002594", "近20日成交量没有放大。")).toBe("✅");
    expect(deniedVolumeMove("并未缩量", false, 1.3)).toBe(true);
  });
});
