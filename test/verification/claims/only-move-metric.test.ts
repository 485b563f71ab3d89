import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("the only move of a window with its metric named between (唯一一次收入负增长) is counted year by year", () => {
  // 宁德时代 营业总收入: 2021-2023 rising, 2024 3620.13亿 (-9.7 %), 2025 4237.02亿; 2020 not stored.
  const fall = "2024年营收3620.13亿元，同比下降9.7%，";
  it("passes the one falling year of the window", () => {
    expect(mark("300750", `${fall}是2022年以来唯一一次收入负增长。`, "2026-04-30")).toBe("✅");
  });

  it("fails an 'only' rise when other years rose too", () => {
    expect(mark("300750", "2025年营收4237亿元，是2022年以来唯一一次收入正增长。", "2026-04-30")).toBe("❌");
  });

  it("never reads a negation in the slot as the move (唯一一年没有增长 is not the only year of growth)", () => {
    // 贵州茅台 营业总收入 2025 −1.20 %, every year since 2020 before it rising.
    expect(mark("600519", "茅台营收2025年是2020年以来唯一一年没有增长", "2026-04-30")).not.toBe("❌");
    expect(mark("600519", "茅台营收2025年是2020年以来唯一一年未能增长", "2026-04-30")).not.toBe("❌");
  });

  it("leaves a window reaching a year not stored undecided", () => {
    expect(mark("300750", `${fall}是2019年以来唯一一次收入负增长。`, "2026-04-30")).toBe("❔");
  });
});
