import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 贵州茅台 close 2026-04-30 1384.79元, 52周最低收盘 1322.01元; 五粮液 97.08元.
describe("a company's name, then only a spoken price, is its price now", () => {
  it("opening the point, before the market clause it sets up", () => {
    expect(mark("600519", "茅台1384块，离一年低点1322不到5%")).toBe("✅");
    expect(mark("000858", "五粮液97块出头了，近20个交易日跌约7%")).toBe("✅");
    expect(mark("000858", "五粮液98块出头了，近20个交易日跌约7%")).toBe("❌");
    expect(mark("600519", "茅台1484块，离一年低点1322不到5%")).toBe("❌");
  });
});
