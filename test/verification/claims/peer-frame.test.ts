import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const AS_OF = "2026-04-30";
const checks = (ticker: string, claim: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf: AS_OF, company: ticker }), sampleFacts(ticker, AS_OF));
const mark = (ticker: string, claim: string) => markOf(checks(ticker, claim));

// 招商银行's weighted ROE 2025: 13.44 %; 宁德时代's gross margin 2025 about 26 %.
describe("两者 (二者, 两家, 它们) after a frame of other companies (peer-frame.ts)", () => {
  it("are the framed companies: the clause's figures are theirs, 未能核验, never failed as the company's", () => {
    expect(mark("600036", "跟兴业银行、浦发银行比起来，招行ROE约13.4%，两家只有8%上下。")).toBe("❔");
    expect(mark("300750", "同亿纬锂能、国轩高科相比，宁德毛利率更高，二者毛利率不到20%。")).toBe("❔");
    const reasons = checks("600036", "和兴业银行、浦发银行相比，招行ROE约13.4%，而它们ROE只有8%上下。").map(
      (c) => c.reason,
    );
    expect(reasons.some((r) => r.includes("兴业银行、浦发银行"))).toBe(true);
  });
  it("counter-case: the company's own figure in the same sentence is still checked", () => {
    expect(mark("600036", "跟兴业银行、浦发银行比起来，招行ROE约18%，两家只有8%上下。")).toBe("❌");
  });
  it("counter-case: 两者 after two of the company's own metrics, with no frame, is still the company's", () => {
    expect(mark("600036", "ROE约13.4%，2024年约14.5%，两者都高于20%。")).toBe("❌");
  });
  it("counter-case: a likeness said of both after the metric (两家营收都在增长) takes in the company, still checked", () => {
    // 贵州茅台 营业总收入 2025 −1.20 %.
    expect(mark("600519", "与五粮液相比，茅台2025年营收更高，两家营收都在增长。")).toBe("❌");
  });
});
