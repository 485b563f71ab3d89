import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a doubling (翻了一番) is said of figures that round to twice", () => {
  it("holds at +99.77 % (412亿→823亿), fails well short of twice", () => {
    // 贵州茅台 归母净利润 2019 412.06亿元, 2021 524.60亿元, 2024 862.28亿元, 2025 823.20亿元.
    expect(mark("600519", "2019—2025年归母净利润从412亿增至823亿，正好翻了一番。")).toBe("✅");
    expect(mark("600519", "2021—2024年归母净利润翻了一番。", "2025-04-30")).toBe("❌");
  });
});
