import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { unheldPhrases } from "../../../src/verification/claims/unheld-phrases";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf));
const words = (text: string) => unheldPhrases(text).map((u) => u.word);

describe("a quantity's name the lexicon does not hold", () => {
  it("is a run of words ending in a quantity's head noun, right before a figure", () => {
    expect(words("2025年利息支出约20亿元")).toEqual(["利息支出"]);
    expect(words("年末固定资产为1,000亿元，利息支出：20亿元")).toEqual(["固定资产", "利息支出"]);
    // 投资活动现金净流出 names the stored 投资活动现金流量净额 (metric-flow-names.ts).
    expect(words("投资活动现金净流出944.76亿元")).toEqual([]);
  });

  it("is not a metric's own name, its tail, a one-character qualifier or a name with no figure after it", () => {
    expect(words("2025年营业成本3000亿元，总资产9748亿元")).toEqual([]);
    expect(words("分红付息流出2025年617.5亿，分红付息的现金流出约672亿")).toEqual([]);
    expect(words("净流出944.76亿元")).toEqual([]);
    expect(words("银行的经营现金流主要反映存贷款摆布")).toEqual([]);
  });

  it("leaves its figure ❔ rather than giving it to the metric named before or the clause before's", () => {
    // 宁德时代 资本开支 FY2025 423.45亿元; 投资活动现金流量净额 −944.76亿元.
    const claim = "资本开支由2024年的311.80亿回升到423.45亿，利息收入944.76亿元";
    const figure = checks("300750", claim).find((c) => c.figure?.includes("944.76") || c.reason.includes("944.76"));
    expect(figure?.ok).toBeNull();
    expect(markOf(checks("300750", claim))).not.toBe("❌");
    expect(markOf(checks("300750", "2025年利息支出20亿元"))).toBe("❔");
  });
});
