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

/**
 * The other side's word before 利润/收入 (多方说利润, 质疑方所说利润, 空方强调利润) names the company's own line, which
 * the correction after it is about: the correction is checked, the view itself only as reported. 招商银行 2025 归母净利润
 * 1501.81亿元 (+1.21 %, a high since 2019); 中国平安 2025 1347.78亿元, 2020 1430.99亿元; 贵州茅台 2025 −4.53 %.
 */
describe("a speaker's word before 利润 or 收入", () => {
  it("names no segment", () => {
    expect(words("多方说利润年年创新高")).toEqual([]);
    expect(words("质疑方所说利润还没回到2020年")).toEqual([]);
  });

  it("leaves the correction after it checked, true or false", () => {
    const granted = "多方说利润再创新高没错（1501.81亿），但增速只有1.2%，已是连续第三年个位数增长。";
    expect(mark("600036", granted)).toBe("✅");
    expect(mark("601318", "质疑方说利润还没回到2020年，确实如此：1347.78亿元比1430.99亿元少约83亿元。")).toBe("✅");
    expect(mark("601318", "质疑方说利润还没回到2020年，确实如此：1347.78亿元比1430.99亿元少约183亿元。")).toBe("❌");
    expect(mark("600519", "多方所说利润连增六年成立，维持持有。")).toBe("❌");
  });

  it("a view only cited (引用) is left as the segment it reads as", () => {
    expect(mark("600519", "多方引用利润增长，但2025年营收同比下降约1.2%。")).toBe("❔");
  });
});

// 招商银行 2025 归母净利润增速 1.21 %, 2024 1.22 %.
describe("a rate compared with the growth of a year before", () => {
  it("is no gap between a level and a percent (略低于2024年的1.22%)", () => {
    expect(mark("600036", "多方说利润年年创新高，可2025年增速只有1.21%，还略低于2024年的1.22%。")).not.toBe("❌");
  });
});
