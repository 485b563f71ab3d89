import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("an outflow written as a positive size after its move (投资现金流出却扩大到316亿) is the net flow's size", () => {
  // 茅台 投资活动现金流量净额: 2024 -17.85亿, 2025 -316.42亿.
  it("passes the outflow's size with 却 before the move, and fails a wrong size", () => {
    const cash = "账上货币资金从592.96亿降到516.91亿，一年少了76亿，";
    expect(mark("600519", `${cash}投资现金流出却扩大到316亿。`, "2026-04-30")).toBe("✅");
    expect(mark("600519", `${cash}投资现金流出却扩大到216亿。`, "2026-04-30")).toBe("❌");
  });
});
