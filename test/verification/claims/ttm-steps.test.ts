import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/*
 * 比亚迪 as of 2026-04-30: TTM to 2026-03 营业总收入 7838.30亿, 归母净利润 275.49亿; the twelve months a quarter
 * before are the year 2025 (8039.65亿, 326.19亿); the twelve months to 2025-03 are not held (no 2024 first quarter).
 */
describe("a bare move of the rolling twelve months (ttm-steps.ts)", () => {
  it("is read from the twelve months a quarter before when the year before's are not held", () => {
    expect(mark("002594", "TTM归母净利润约275亿元，利润仍在下滑")).toBe("✅");
    expect(mark("002594", "TTM归母净利润约275亿元，利润已经回升")).toBe("❌");
  });

  it("takes 盈利 after a list of metrics as the list's profit", () => {
    expect(mark("002594", "近四个季度营收约7838亿元、归母净利润约275亿元，盈利能力仍在下行")).toBe("✅");
    expect(mark("002594", "近四个季度营收约7838亿元、归母净利润约275亿元，盈利能力在回升")).toBe("❌");
  });

  it("reads a clause after a TTM compared with a year from that year (the pair's base, not a year-on-year one)", () => {
    const claim = "把一季度并进来看，TTM归母净利润只剩约275亿，比FY25的326.19亿又少了约16%，利润下滑还没止住";
    expect(mark("002594", claim)).toBe("✅");
    expect(mark("002594", claim.replace("利润下滑还没止住", "利润已经止跌回升"))).toBe("❌");
  });

  it("leaves a change in per cent or a 同比 on the year before's twelve months, 未能核验 when not held", () => {
    expect(mark("002594", "TTM归母净利润约275亿元，同比下滑")).toBe("❔");
  });
});
