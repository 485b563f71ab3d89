import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

// 招商银行 2026Q1: 营业总收入 +3.81 %, 归母净利润 +1.52 %. 比亚迪 2025: 营业总收入 +3.46 %, 归母净利润 -18.97 %.
// 宁德时代 2026Q1: 营业总收入 and 归母净利润 both up, profit faster.
describe("a pattern said to show signs (增收不增利的迹象)", () => {
  it("strictly it fails while profit still grows; as a sign of a lag it is neither confirmed nor refuted (❔)", () => {
    expect(mark("600036", "一季度增收不增利。")).toBe("❌");
    expect(mark("600036", "一季度营收增速（约3.8%）快于利润增速（约1.5%），增收不增利的迹象仍在。")).toBe("❔");
    expect(mark("600036", "一季度出现增收不增利的苗头。")).toBe("❔");
  });

  it("a sign holds when the strict pattern does", () => {
    expect(mark("002594", "2025年增收不增利的迹象明显。")).toBe("✅");
  });

  it("a sign of a lag that is not there (profit outgrows revenue) is still refuted", () => {
    expect(mark("300750", "一季度出现增收不增利的苗头。")).toBe("❌");
  });
});
