import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A span of years beside a from-to move sets the year it starts from (span-frames.ts). 贵州茅台 (600519) 归母净利润
 * 2020 466.97亿, 2021 524.60亿, 2024 862.28亿, 2025 823.20亿; 资产负债率 2021 22.81%, 2025 16.42%; 招商银行 (600036)
 * 归母净利润 2020 973.42亿, 2021 1199.22亿, 2025 1501.81亿.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a move's start set by a span of years", () => {
  it("starts N years back when the span is a clause of its own before the move", () => {
    expect(mark("600519", "四年时间，归母净利润从524.60亿元增长到823.20亿元。")).toBe("✅");
    expect(mark("600519", "短短四年里，营收从1094.64亿元做到1720.54亿元。")).toBe("✅");
    expect(mark("600036", "五年时间，归母净利润从973.42亿元增至1501.81亿元。")).toBe("✅");
  });

  it("starts N years back when the move's own clause names the span", () => {
    expect(mark("600036", "四年间归母净利润从1199.22亿元提升到1501.81亿元。")).toBe("✅");
  });

  it("starts N years back when the clause after the move opens with the span", () => {
    expect(mark("600519", "资产负债率从22.81%降到16.42%，四年里总体下行。")).toBe("✅");
  });

  it("takes no record window after the move (七年来第一次) as its span", () => {
    expect(mark("600519", "2025年少赚39亿：归母净利润由862亿降到823亿，七年来第一次。")).not.toBe("❌");
  });

  it("counts the span as years or as steps, and still refutes a start of neither", () => {
    // 2020 is five years, or six counted inclusively, before 2025: not four.
    expect(mark("600519", "四年时间，归母净利润从466.97亿元增长到823.20亿元。")).toBe("❌");
    // "五年里" from 2020 (steps) or 2021 (years counted): 招行 2021 1199.22亿 is the inclusive start.
    expect(mark("600036", "五年里，归母净利润从1199.22亿元增至1501.81亿元。")).toBe("✅");
  });

  // 贵州茅台 归母净利润 2019 412.06亿 → 2025 823.20亿 (CAGR 12.2 %); 招商银行 2019 928.67亿 → 2025 1501.81亿 (8.3 %).
  it("takes the count of a compound or cumulative rate beside the move as its span", () => {
    expect(mark("600519", "利润六年复合增长约12%，从412亿到823亿。")).toBe("✅");
    expect(mark("600036", "净利润由928.67亿元增至1501.81亿元，六年年复合增速约8.3%。")).toBe("✅");
    expect(mark("600519", "利润六年复合增长约20%，从412亿到823亿。")).toBe("❌");
  });

  it("takes no window (近两年) beside the move as its span", () => {
    expect(mark("600519", "营收从888.54亿增至1720.54亿元，但近两年复合增速已明显放缓。")).not.toBe("✅");
  });
});
