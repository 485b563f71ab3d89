import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { topicsOf } from "../../../src/verification/claims/uncovered-topics";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * The topics a clause names rule its sentence (uncovered-topics.ts). 贵州茅台 (600519) as of 2026-04-30: the last 20
 * sessions' average volume 106.3 % of the 20 before, the price -5.11 % over them.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a volume window (均量, 量比) as the topic of the share's trading", () => {
  it("names the price topic, as 成交量 does; a bare 量 does not", () => {
    expect(topicsOf("近20日均量比前20日放大约6%")).toContain("行情或技术指标");
    expect(topicsOf("量比约1.1")).toContain("行情或技术指标");
    expect(topicsOf("销量同比增长约6%")).not.toContain("行情或技术指标");
  });

  it("reads 价格 in the clause after it as the share price over the same window", () => {
    expect(mark("600519", "近20日均量比前20日放大约6%，但价格同期跌了5%左右。")).toBe("✅");
    // A move against the window's is never passed (the window carry leaves it 未能核验: it may be a peer's).
    expect(mark("600519", "20日均量比前20日放大约6%，价格同期却上涨了5.11%。")).not.toBe("✅");
  });
});
