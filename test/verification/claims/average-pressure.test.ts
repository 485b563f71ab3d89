import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * "年线5.85元上方压力明显": pressure from above an average puts the close below it; "60日线下方支撑较强" support from
 * below puts it above. A side set as the trigger of an action ("跌破MA60即止损") is a plan, not where the close is.
 * 中国石化 (600028) as of 2026-04-30: close 5.39, MA60 6.17, MA250 5.85; 宁德时代 (300750): close 436, MA60 391.63;
 * 比亚迪 (002594): close 102.98, MA60 98.35.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("pressure and support named after an average", () => {
  it("reads 上方压力 as the close below the average", () => {
    expect(mark("600028", "年线5.85元上方压力明显。")).toBe("✅");
    expect(mark("600028", "60日线上方抛压沉重。")).toBe("✅");
    expect(mark("300750", "60日线上方压力较大。")).toBe("❌");
  });

  it("reads 下方支撑 as the close above the average", () => {
    expect(mark("300750", "60日线下方支撑较强。")).toBe("✅");
    expect(mark("600028", "年线5.85元下方支撑明显。")).toBe("❌");
  });
});

describe("a side set as the trigger of an action", () => {
  it("is not read as where the close is", () => {
    expect(mark("002594", "跌破MA60即止损。")).toBe("❔");
    expect(mark("002594", "股价已跌破MA60。")).toBe("❌");
  });
});

describe("averages pressing from above each one (悉数压在股价上方)", () => {
  it("reads 悉数/全线 as every average listed over the close", () => {
    // 中国石化: MA20 5.63, MA60 6.17, MA120 6.04 all above the close 5.39; MA5 5.38 is below it.
    expect(mark("600028", "20/60/120日均线仍悉数压在股价上方。")).toBe("✅");
    expect(mark("600028", "5/20/60日均线仍悉数压在5.39元的股价上方。")).toBe("❌");
  });
});
