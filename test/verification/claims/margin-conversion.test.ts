import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { conversionAsMargin } from "../../../src/verification/claims/per-hundred";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** The share of sales kept as profit, said in words, is the margin: not a move of the sales named first. */
describe("收入转化为利润的效率 read as the margin", () => {
  it("rewrites the phrase as 净利率 or 毛利率; sales alone stay sales", () => {
    expect(conversionAsMargin("收入转化为利润的效率明显提高")).toBe("净利率明显提高");
    expect(conversionAsMargin("营收转化为毛利的比例下降")).toBe("毛利率下降");
    expect(conversionAsMargin("营收明显提高")).toBe("营收明显提高");
  });

  it("招商银行 净利率 36.48 % → 44.77 % since 2021 while 营收 grew 1.9 %: 明显提高 holds, 明显下降 does not", () => {
    const lead = "净利率44.77%，较2021年的36.48%抬升约8.3个百分点，";
    expect(mark("600036", `${lead}收入转化为利润的效率明显提高`)).toBe("✅");
    expect(mark("600036", `${lead}收入转化为利润的效率明显下降`)).toBe("❌");
  });

  it("宁德时代 2025 毛利率 24.44 % → 26.27 %: 收入转化为毛利的效率下降 is false", () => {
    expect(mark("300750", "2025年营收转化为净利润的比例明显提升")).toBe("✅");
    expect(mark("300750", "2025年收入转化为毛利的效率明显下降")).toBe("❌");
  });
});
