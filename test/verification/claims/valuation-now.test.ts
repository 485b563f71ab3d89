import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { marketCapNow, valuationNow } from "../../../src/verification/claims/valuation-now";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("the PE of the last close, from the share count a dated snapshot implies", () => {
  // 贵州茅台: 总市值 2025-07-04 17,865.90亿元 at a close of 1422.22元 (12.56亿股); close 2026-04-30 1384.79元;
  // 归母净利润 FY2025 823.20亿元 (静态PE 21.1倍), TTM to 2026Q1 827.15亿元 (21.0倍).
  it("reads a static PE from the close and the annual profit the sentence states", () => {
    const claim = (x: string) => `按4月30日收盘价1384.79元和2025年823.20亿元归母净利润估算，当前静态PE约${x}倍。`;
    expect(mark("600519", claim("21"))).toBe("✅");
    expect(mark("600519", claim("26"))).toBe("❌");
    // 宁德时代: 436.00元 x 45.59亿股 / FY2025 722.01亿元 = 27.5倍; the profit is not the close named before it.
    const nd = (x: string, p = "722.01") => `按4月30日收盘价和2025年${p}亿元归母净利润估算，静态PE约${x}倍。`;
    expect(mark("300750", nd("27"))).toBe("✅");
    expect(mark("300750", nd("35"))).toBe("❌");
    expect(mark("300750", nd("27", "822.01"))).toBe("❌");
  });

  it("reads a PE over the trailing four quarters' profit as PE(TTM) of the last close", () => {
    expect(mark("600519", "以近四个季度（TTM）归母净利润约827亿元计，当前PE约21倍。")).toBe("✅");
    expect(mark("600519", "以近四个季度（TTM）归母净利润约827亿元计，当前PE约25倍。")).toBe("❌");
    // 宁德时代 TTM 789.76亿元: 25.2倍.
    expect(mark("300750", "TTM归母净利润约790亿元，按最新收盘价计PE(TTM)约25倍。")).not.toBe("❌");
  });

  it("derives nothing over an annual profit older than the current report", () => {
    // 五粮液's stored reports end with FY2019: a 2026 close over it is no PE anybody quotes.
    expect(valuationNow(sampleFacts("000858", "2026-04-30"))).toEqual({});
    expect(mark("000858", "以2025年预期利润计，当前PE约13倍。")).not.toBe("❌");
  });

  it("stops at a fall no daily limit allows (a 送转's 除权 changed the share count)", () => {
    const facts = sampleFacts("600519", "2026-04-30");
    expect(marketCapNow(facts)?.value).toBeCloseTo((17865.9e8 / 1422.22) * 1384.79, -9);
    const sessions = facts.market!.sessions!.map((s, i, all) =>
      i === all.length - 3 ? { ...s, close: s.close / 2 } : s,
    );
    expect(marketCapNow({ ...facts, market: { ...facts.market!, sessions } })).toBeNull();
  });
});

/**
 * 宁德时代: 总市值 1.21万亿元 on 2025-07-04's snapshot, 1.99万亿元 at 2026-04-30's close (436元); 比亚迪 went ex-rights
 * (送转) after its snapshot, so its market value now is not derived.
 */
describe("the market value now (当前市值) is the last close's, not a months-old snapshot's", () => {
  it("checks it at the last close", () => {
    expect(mark("300750", "宁德时代当前市值约1.9万亿元。")).toBe("✅");
    expect(mark("300750", "宁德时代当前市值约1.2万亿元。")).toBe("❌");
  });
  it("leaves it unread where the share count changed since the snapshot", () => {
    expect(mark("002594", "比亚迪当前市值约1.8万亿元。")).toBe("❔");
  });
  it("counter-case: a market value dated to the snapshot's day is the snapshot's", () => {
    expect(mark("300750", "2025年7月4日宁德时代总市值约1.21万亿元。")).not.toBe("❌");
  });
});
