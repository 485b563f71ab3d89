import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** Moves said the short way of spoken prose: 升了, 降了近一半, 同比仍为正, and views answered or backdrops named. */
describe("spoken moves", () => {
  it("升了 before a change in points is a move up (比亚迪's debt ratio fell 3.9 points in 2025)", () => {
    expect(mark("002594", "资产负债率70.74%，较上年又升了约3.9个百分点，偿债压力加大。")).toBe("❌");
    expect(mark("002594", "资产负债率70.74%，较上年降了约3.9个百分点。")).toBe("✅");
  });

  it("降了 sized as a fraction needs the fall near it (茅台's cash flow fell 33 % in 2025)", () => {
    expect(mark("600519", "2025年经营现金流615亿元，同比降了近一半。")).toBe("❌");
    expect(mark("600519", "2025年经营现金流615亿元，同比降了约三分之一。")).toBe("✅");
  });

  // 宁德时代 资本开支 2024 311.80亿 → 2025 423.45亿 (+35.8 %); 投资活动净流出 488.75亿 → 944.76亿 (+93.3 %).
  it("tenths after the size of a move named as a noun (增幅约三成半) size it as after a verb", () => {
    expect(mark("300750", "2025年资本开支423.45亿元，增幅约三成半。")).toBe("✅");
    expect(mark("300750", "2025年资本开支423.45亿元，增幅约两成。")).toBe("❌");
    expect(mark("300750", "2025年投资活动净流出944.76亿元，较上年多流出约456亿元，增幅约九成。")).toBe("✅");
    expect(mark("300750", "2025年投资活动净流出944.76亿元，较上年多流出约456亿元，增幅约五成。")).toBe("❌");
    // A share of another quantity is no size of a change.
    expect(mark("300750", "2025年资本开支423.45亿元，约为营收的一成。")).not.toBe("❌");
  });

  it("a change named by its sign (同比仍为正, 增速为负) is a move that way", () => {
    expect(mark("600036", "2025年归母净利1501.81亿元，同比仍为正。")).toBe("✅");
    expect(mark("600519", "2025年归母净利823.20亿元，同比仍为正。")).toBe("❌");
    expect(mark("600519", "2025年归母净利823.20亿元，同比仍为负。")).toBe("✅");
  });

  it("a view quoted after 针对/面对 and its speaker is answered, not asserted", () => {
    expect(mark("300750", "面对空方“营收停滞”的说法：2025年营业总收入同比增长约17%。")).toBe("✅");
    expect(mark("300750", "面对空方“营收停滞”的说法：2025年营业总收入同比下降约17%。")).toBe("❌");
    expect(mark("600519", "针对空方“利润大降”：2025年归母净利同比增长4.5%。")).toBe("❌");
  });

  it("growth named as the backdrop (高增长之下) does not size the move after it", () => {
    const claim = "一季度归母净利207亿，比去年四季度的231.67亿少了约一成，高增长之下环比已经掉头。";
    expect(mark("300750", claim)).not.toBe("❌");
    expect(mark("300750", "一季度归母净利207亿，比去年四季度的231.67亿多了约一成。")).toBe("❌");
  });

  it("同比降/减 before its size is a fall (宁德时代's 2025 revenue rose 17 %)", () => {
    expect(mark("300750", "2025年营业总收入同比增约17%。")).toBe("✅");
    expect(mark("300750", "2025年营业总收入同比降约17%。")).toBe("❌");
    expect(mark("600519", "2025年归母净利润同比减4.5%。")).toBe("✅");
  });

  it("a fall said 几乎归零 needs nine tenths of the base gone", () => {
    expect(mark("601318", "2025年归母净利润几乎归零。")).toBe("❌");
    expect(mark("002594", "今年一季度又腰斩，利润几乎归零。")).toBe("❌");
  });

  it("向好 is a favourable move of the metric it reads", () => {
    expect(mark("600519", "2024年净利润增长15.4%，盈利趋势在向好。")).toBe("✅");
    expect(mark("600519", "2025年净利润下滑4.5%，盈利趋势其实在向好。")).toBe("❌");
  });

  it("a view its speaker said (空头说…并不客观) is checked as refuted", () => {
    expect(mark("002594", "空头说2025年营收增长并不客观：2025年营收8039.65亿元。")).toBe("❌");
    expect(mark("600519", "空方认为2025年利润增长并不成立：2025年归母净利823.20亿元。")).toBe("✅");
  });

  it("a size word before an order of paces no rule reads (明显快于) sizes that order, not the change", () => {
    expect(mark("600519", "一季度营业收入539.09亿元，但系列酒增速明显快于茅台酒。")).toBe("❔");
    expect(mark("600519", "一季度营业收入539.09亿元，同比明显增长。")).toBe("❌");
  });

  it("what a forecast figure stands for (…有望突破900亿元，对应PE…) is the forecast's", () => {
    expect(mark("300750", "2026年归母净利有望突破900亿元，对应PE降至22倍以下。")).toBe("❔");
    expect(mark("300750", "2026年归母净利有望突破900亿元，对应PE降至10倍以下。")).toBe("❔");
    expect(mark("300750", "2025年归母净利润同比增长42%，对应PE降至10倍以下。")).toBe("❌");
  });

  it("转差/转好/变好 are directions of the metric they follow, not words no list holds", () => {
    // 贵州茅台 2026Q1 经营现金流 269.10亿 against 88.09亿 (+205 %).
    const head = "2026年一季度净利润同比增长1.5%，";
    expect(mark("600519", `${head}现金流表现转差`)).toBe("❌");
    expect(mark("600519", `${head}现金流表现转好`)).toBe("✅");
    expect(mark("600519", `${head}现金流表现变好`)).toBe("✅");
  });

  it("a growth rate against a bare year compares the two years' rates, not their levels", () => {
    expect(mark("000858", "2019年营收增速25.2%已低于2018年。", "2020-04-30")).toBe("❔");
    expect(mark("000858", "2019年营收已低于2018年。", "2020-04-30")).toBe("❌");
  });
});
