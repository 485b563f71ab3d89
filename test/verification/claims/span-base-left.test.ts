import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 比亚迪 归母净利润 2021 30.45亿 … 2024 402.54亿 (three rises), 2025 326.19亿.
describe("a clause past a span's years leaves the span's base behind", () => {
  it("reads the clauses after it on its year", () => {
    const said = "2021—2024年归母净利润从30.45亿元一路增至402.54亿元，2025年转为下滑，连续三年的增长就此中断。";
    expect(mark("002594", said)).toBe("✅");
  });
  it("a clause within the span keeps its base", () => {
    expect(mark("002594", "2021—2024年归母净利润从30.45亿元增至402.54亿元，累计增长超过12倍。")).toBe("✅");
  });
});
