import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

// 贵州茅台 2025 归母净利润: 上半年 454.03亿元, 下半年 369.17亿元 (-18.7 %).
// 宁德时代 2025 营业总收入: 上半年 1788.86亿元, 下半年 2448.16亿元 (+36.9 %).
describe("a year's shape told by its halves", () => {
  it("前高后低 / 后劲不足: the second half below the first; a size word sizes the gap between them", () => {
    expect(mark("600519", "下半年归母净利润约369亿元，仅为上半年454亿元的八成左右，节奏明显前高后低。")).toBe("✅");
    expect(mark("600519", "下半年归母净利润约369亿元，仅为上半年454亿元的八成左右，节奏明显前低后高。")).toBe("❌");
    expect(mark("300750", "2025年宁德时代归母净利润前高后低。")).toBe("❌");
    expect(mark("600519", "2025年下半年归母净利约369亿元，低于上半年的454.03亿元，后劲不足。")).toBe("✅");
  });
  it("后劲不足 with no second half or whole year near is weak momentum; quarters or 上半年 alone are no halves", () => {
    // 比亚迪 2025 营收 +3.46 %, 下半年 above 上半年; 招商银行 2025 四季度 归母净利润 364.09亿 (三季度 388亿);
    // 比亚迪 2025 二季度 63.56亿 < 一季度 91.55亿.
    expect(mark("002594", "比亚迪2025年营收仅增3.46%，增长后劲不足。")).toBe("❔");
    expect(mark("600036", "四季度净利润364亿，低于三季度的388亿，单季利润前高后低。")).toBe("✅");
    expect(mark("002594", "上半年利润前高后低，二季度不及一季度。", "2025-09-05")).toBe("✅");
  });
  it("前低后高 / 节奏后移: the second half above the first", () => {
    expect(mark("300750", "2025年宁德时代营收前低后高。")).toBe("✅");
    expect(mark("600519", "2025年茅台归母净利润前低后高。")).toBe("❌");
  });
  it("下半年 named as the level compared with, and 合计 of a second half as its own level", () => {
    expect(mark("600519", "2025年上半年归母净利润454.03亿元，高于下半年。")).toBe("✅");
    expect(mark("002594", "2025年上半年归母净利润155.11亿元，其实高于下半年。")).toBe("❌");
    expect(mark("300750", "2025年下半年营收合计2448.16亿元，高于上半年的1788.86亿元，收入节奏明显后移。")).toBe("✅");
    expect(mark("300750", "2025年下半年营收合计2648.16亿元，高于上半年的1788.86亿元。")).toBe("❌");
  });
});
