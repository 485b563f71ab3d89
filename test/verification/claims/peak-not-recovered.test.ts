import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json: 601318's 归母净利润 peaked in 2019 at 1494.07亿元 (2025: 1347.78亿元); 600519's
 * was highest in 2024 (862.28亿元; 2025: 823.20亿元).
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

describe("a high a metric has not got back to (没能回到历史峰值, 仍未回到历史最高水平)", () => {
  it("is a recovery denied, not a record or a historic place claimed", () => {
    const pa = "归母净利润1347.78亿元仍比2019年1494.07亿元的高点低约10%，六年没能回到历史峰值。";
    expect(mark("601318", pa)).toBe("✅");
    expect(mark("600519", "茅台归母净利润仍未回到历史最高水平。")).toBe("✅");
  });

  it("fails where the period judged is the high, and a recovery claimed still reads the place", () => {
    expect(mark("600519", "茅台归母净利润仍未回到历史最高水平。", "2025-04-30")).toBe("❌");
    expect(mark("601318", "平安归母净利润已回到历史峰值。")).toBe("❌");
  });
});
