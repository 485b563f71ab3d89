import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { clauseTerms } from "../../../src/verification/claims/clause-terms";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));
const words = (text: string) => clauseTerms(text).terms.map((t) => t.word);

describe("two characters before 收入 or 利润 that name no segment", () => {
  it("a reader's verb (先看利润, 再看收入) leads the figures after it", () => {
    expect(words("一季报先看利润")).toEqual([]);
    expect(words("再看收入")).toEqual([]);
    // 招商银行 2026Q1 归母净利润 378.52亿元 (+1.52 %), 营业总收入 869.40亿元 (+3.81 %).
    const claim = "一季报先看利润：归母净利润378.52亿元，比上年同期多赚约5.7亿元（+1.5%）；营收869.40亿元，增3.8%。";
    expect(mark("600036", claim)).toBe("✅");
  });

  it("a speaker's 我们 is the company (管理层：“我们收入8039亿”)", () => {
    expect(words("2025年我们收入8039亿")).toEqual([]);
    // 比亚迪 2025 营业总收入 8039.65亿元, 资本开支 1568亿元.
    expect(mark("002594", "路演纪要｜管理层：“2025年我们收入8039亿，资本开支1568亿，投入期还在继续。”")).toBe("✅");
    expect(mark("002594", "路演纪要｜管理层：“2025年我们收入9039亿。”")).toBe("❌");
  });

  it("a segment's name still is one", () => {
    expect(words("储能收入约600亿元")).toEqual(["储能收入"]);
  });
});
