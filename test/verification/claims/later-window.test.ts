import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

// 中国平安 归母净利润 2020 1430.99 → 2021 1016.18 → 2022 837.74 → 2023 856.65 → 2024 1266.07 → 2025 1347.78亿元.
describe("a window a clause starts after its sentence's years (period-starts.ts laterWindow)", () => {
  it("is the clause's own run, not the years before it", () => {
    expect(mark("601318", "中国平安归母净利润在2021至2022年连续下滑后，2023年起逐年回升。")).toBe("✅");
    expect(mark("601318", "中国平安归母净利润2021、2022年连续两年下滑，2023年起逐年回升。")).toBe("✅");
    expect(mark("601318", "中国平安归母净利润2021年和2022年连续下降，2023年开始逐年增长。")).toBe("✅");
    expect(mark("601318", "中国平安归母净利润在2021至2022年连续下滑后，2023年起逐年下降。")).toBe("❌");
  });
});
