import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { comparedSide } from "../../../src/verification/claims/compared-sides";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** 比<a period>多/少 before the gap's size: the size fits a rise and a fall alike, the order tells them apart. */
describe("比<period>多 / 少 as a direction from that period", () => {
  it("宁德时代 2026Q1 归母净利润 207.38亿 against 2025Q4 231.67亿 (−24.29亿): 环比 without the word", () => {
    expect(mark("300750", "空方说一季度利润环比下滑，其实一季度归母净利润比2025年四季度还多约24亿元。")).toBe("❌");
    expect(mark("300750", "一季度归母净利润比2025年四季度少约24亿元。")).toBe("✅");
    // 2025Q1 139.63亿 → Q2 165.23亿 (+25.6亿).
    expect(mark("300750", "二季度归母净利润比一季度多约26亿元。")).toBe("✅");
  });

  it("贵州茅台 2025 归母净利润 823.20亿 against 2024's 862.28亿 (−39.08亿)", () => {
    expect(mark("600519", "2025年归母净利润比上年少约39亿元。")).toBe("✅");
    expect(mark("600519", "2025年归母净利润比上年多约39亿元。")).toBe("❌");
  });
});

const markOwn = (claim: string, ticker = "600519", asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

// 贵州茅台 销售毛利率 2023 91.96 %, 2025 91.18 %.
describe("words with 无 that deny nothing before 比…高/低", () => {
  it("无疑, 无论 are no denial: the side is read", () => {
    expect(comparedSide("无疑比2023年低", [])?.sense).toBe("down");
    expect(comparedSide("无论如何比2023年低", [])?.sense).toBe("down");
    expect(markOwn("毛利率91.18%，无疑比2023年低。")).toBe("✅");
    expect(markOwn("毛利率91.18%，无疑比2023年高。")).toBe("❌");
  });

  it("没有 before 比 still denies it", () => {
    expect(comparedSide("没有比2023年低", [])).toBeNull();
  });
});
