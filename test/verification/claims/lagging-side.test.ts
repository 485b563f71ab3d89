import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { lagsClearly, lagsFar } from "../../../src/verification/claims/lagging-side";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

// 招商银行 2026Q1: 营业总收入 +3.81 %, 归母净利润 +1.52 %. 比亚迪 2025: 营业总收入 +3.46 %, 归母净利润 -18.97 %;
// 2025H1 营业总收入 +23.3 %, 归母净利润 +13.8 %. 宁德时代 2026Q1: 营业总收入 +52.45 %, 归母净利润 +48.52 %.
describe("增收不增利 said of profit that lags revenue", () => {
  it("holds when profit did not grow", () => {
    expect(mark("002594", "2025年增收不增利的迹象明显。")).toBe("✅");
    expect(mark("002594", "2025年营收仅增3.5%，归母净利润下滑19%，增收不增利。")).toBe("✅");
  });

  // 贵州茅台 2026Q1: 营业总收入 +6.54 %, 归母净利润 +1.47 %.
  it("holds when profit grew by at most half of revenue's growth", () => {
    expect(mark("600036", "一季度营收增速（约3.8%）快于利润增速（约1.5%），增收不增利的迹象仍在。")).toBe("✅");
    expect(mark("600036", "一季度出现增收不增利的苗头。")).toBe("✅");
    expect(mark("600519", "今年一季度营收增长约6.5%，净利只增约1.5%，增收不增利。")).toBe("✅");
  });

  it("with profit growing more than half as fast, yet clearly slower, the writer's meaning is undecided (❔)", () => {
    const h1 = "比亚迪上半年营收3712.81亿元，同比增长约23%，但归母净利155.11亿元仅增约14%，增收不增利。";
    expect(mark("002594", h1, "2025-09-05")).toBe("❔");
  });

  it("growths about equal, or profit ahead, refute it", () => {
    expect(mark("300750", "一季度出现增收不增利的苗头。")).toBe("❌");
    expect(mark("300750", "2025年增收不增利。")).toBe("❌");
  });

  it("a lag is clear beyond the points or the fifth of the larger growth that count as about equal", () => {
    expect(lagsClearly(3.81, 1.52, 0.1, 2)).toBe(true);
    expect(lagsClearly(52.45, 48.52, 0.1, 2)).toBe(false);
    expect(lagsClearly(3.81, -1, 0.1, 2)).toBe(false);
  });

  it("a lag is far when the slower growth is at most half the faster", () => {
    expect(lagsFar(3.81, 1.52, 0.1, 2)).toBe(true);
    expect(lagsFar(23.3, 13.79, 0.1, 2)).toBe(false);
  });
});
