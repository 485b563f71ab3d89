import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json: 002594's 2026Q1 营业总收入 -11.82 % and 归母净利润 -55.38 % (a gap of 43.57
 * points); 600519's 2025 -1.20 % and -4.53 % (3.33 points).
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

describe("a gap of points with 多 before its unit (40多个百分点, 3个多百分点)", () => {
  it("reads a round ten and more as up to the next ten, a single figure and more as up to the next point", () => {
    const byd = "2026Q1营收降11.8%而利润降55%，利润降幅比营收多出40多个百分点。";
    expect(mark("002594", byd)).toBe("✅");
    expect(mark("600519", "净利润降幅比营收降幅大3个多百分点。")).toBe("✅");
  });

  it("fails a gap outside that range", () => {
    expect(mark("002594", "2026Q1营收降11.8%而利润降55%，利润降幅比营收多出20多个百分点。")).toBe("❌");
    expect(mark("600519", "净利润降幅比营收降幅大30多个百分点。")).toBe("❌");
    expect(mark("600519", "净利润降幅比营收降幅大4个多百分点。")).toBe("❌");
  });
});
