import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A point's own voice (check-assertions.ts): what the other side claimed and the point reports is not asserted, and a
 * side may concede a fact against it. 贵州茅台 FY2025: 营业总收入 −1.20 %, 归母净利润 823.20亿元 (−4.53 %).
 */
const mark = (claim: string, side?: "bull" | "bear") =>
  markOf(
    checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("600519", "2026-04-30"), {
      ...(side ? { side } : {}),
    }),
  );

describe("a point's own voice", () => {
  it("the other side's claim it reports (空方称, 对方认为) is not checked as its own; its own voice after 但/实际上 is", () => {
    expect(mark("对方说净利润大幅下滑，实际上2025年归母净利润仅下降4.5%", "bull")).toBe("✅");
    // Denying the other side's view asserts its negation (refuted-views.ts): 2025 归母净利润 fell 4.5 %, not 大幅/30 %,
    // so the denial holds; a view the data bears out is refuted falsely.
    expect(mark("空方认为2025年净利润大幅下滑30%，这一说法不准确", "bull")).toBe("✅");
    expect(mark("空方认为2025年净利润下滑，这一说法不准确", "bull")).toBe("❌");
    expect(mark("对方说净利润大幅下滑，实际上2025年归母净利润仅下降2.5%", "bull")).toBe("❌");
  });

  it("a bare fact against its side, read neither way, asserts no stance: marked by its facts, never ❌ for stance", () => {
    // The point may conclude from it what the data cannot show; its own reading (说明, 承压, 风险) is what is judged.
    expect(mark("2025年归母净利润823.20亿元，同比下降4.5%", "bull")).toBe("✅");
    expect(mark("与2022年的627.16亿元相比，2025年归母净利润增长约31%", "bear")).toBe("✅");
    expect(mark("2025年归母净利润同比下降4.5%，说明盈利能力正在恶化", "bull")).toBe("❌");
  });

  it("a side may concede a fact against it: inconsistent only when none of its judgements argues its side", () => {
    expect(mark("空方称2025年营收下滑，但下滑幅度仅1.2%", "bull")).toBe("✅");
    expect(mark("2025年归母净利润823.20亿元，同比下降4.5%，盈利承压", "bull")).toBe("❌");
    expect(mark("2025年归母净利润823.20亿元，同比下降4.5%", "bear")).toBe("✅");
  });
});
