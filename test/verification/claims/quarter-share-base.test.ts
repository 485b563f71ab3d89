import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a quarter a share is of (不到去年四季度92.86亿的一半) is the base's period, not the clause's", () => {
  // 比亚迪 归母净利润: 2026年一季度 40.85亿, 2025年四季度 92.86亿; 宁德时代: 2026年一季度 207.38亿, 2025年四季度 231.67亿.
  it("checks the clause's own figure against its own quarter, and the share", () => {
    expect(mark("300750", "一季度净利207亿，不到去年四季度231.67亿的九成。", "2026-04-30")).toBe("✅");
    expect(mark("002594", "环比看，一季度净利50.85亿不到去年四季度92.86亿的一半。", "2026-04-30")).toBe("❌");
  });

  it("checks the base quarter's own figure against the base quarter, not against the clause's quarter", () => {
    expect(mark("002594", "环比看，一季度净利40.85亿不到去年四季度92.86亿的一半。", "2026-04-30")).toBe("✅");
    expect(mark("002594", "环比看，一季度净利40.85亿不到去年四季度82.86亿的一半。", "2026-04-30")).toBe("❌");
  });
});
