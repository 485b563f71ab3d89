import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A first quarter's three months run from the last year-end (periods.ts QUARTER_SPAN), and 上了/降了 before a figure
 * make it a change (binding.ts). 招商银行 (600036) 资产负债率 2025年末 90.20%, 2026Q1 90.43% (+0.23pp); 贵州茅台
 * (600519) 2025年末 16.42%, 2026Q1 12.12% (-4.30pp), a year before (2025Q1) 14.14%.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a change over a first quarter's three months", () => {
  it("is measured from the last year-end, as 较年初", () => {
    expect(mark("600036", "资产负债率在一季度末升到90.43%，三个月里上了0.23个百分点。")).toBe("✅");
    expect(mark("600519", "一季度末资产负债率降到12.12%，一个季度里下降了4.30个百分点。")).toBe("✅");
  });

  it("refutes a size off the year-end's, even one that fits the year before's quarter", () => {
    // 2025Q1 14.14% → 2026Q1 12.12% is -2.02pp: a year-on-year change, not three months'.
    expect(mark("600519", "一季度末资产负债率降到12.12%，三个月里下降了2.0个百分点。")).toBe("❌");
    expect(mark("600036", "资产负债率在一季度末升到90.43%，三个月里上了0.53个百分点。")).toBe("❌");
  });
});
