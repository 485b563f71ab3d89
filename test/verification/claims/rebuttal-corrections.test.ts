import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, side: "bull" | "bear") =>
  markOf(
    checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30"), {
      side,
    }),
  );

/**
 * A rebuttal that reports the other side's view and then corrects it in its own words: the correction is the point's
 * own claim and is checked; the view is only refuted. 宁德时代 归母净利润 2026Q1 207.38亿 (+48.52 %);
 * 中国平安 归母净利润 2023-2025 rising, 2025 1347.78亿; 贵州茅台 归母净利润 2025 823.20亿 (−4.53 %); 招商银行 资产负债率 2025 90.20 %;
 * 宁德时代 资产负债率 2025 61.94 %.
 */
describe("a correction announced after a reported view", () => {
  it("更正 and 纠正一下 lead the point's own figures, checked as the view's subject", () => {
    expect(mark("300750", "质疑方称宁德一季度利润同比只增两成，更正：207.38亿元同比增约48.5%。", "bull")).toBe("✅");
    expect(mark("300750", "空方说宁德一季度利润只增两成，纠正一下，207.38亿元同比增约48.5%。", "bull")).toBe("✅");
    // The correction is checked, so a wrong one fails.
    expect(mark("300750", "质疑方称宁德一季度利润同比只增两成，更正：207.38亿元同比增约58.5%。", "bull")).toBe("❌");
  });

  it("准确说法是 and 准确地说 lead the point's own figures as well", () => {
    expect(mark("300750", "质疑方把宁德一季度利润说成“只增两成”，准确说法是207.38亿元同比增约48.5%。", "bull")).toBe(
      "✅",
    );
    expect(mark("300750", "空方说宁德一季度利润只增两成，准确地说，207.38亿元同比增约58.5%。", "bull")).toBe("❌");
    // The view itself, reported without a correction, is still not the point's claim.
    expect(mark("300750", "质疑方把宁德一季度利润说成同比增约58.5%。", "bull")).not.toBe("❌");
  });

  it("更正 inside a word is no correction", () => {
    // 更正后的 names a restated figure; the reported view still rules the clause after it.
    expect(mark("300750", "空方称宁德一季度利润同比只增两成，更正后的口径也是如此。", "bull")).not.toBe("✅");
  });
});

describe("a view called a misreading, or unsupported by the data", () => {
  it("数据不支持 and 这是误读 end the reported view; what follows is checked", () => {
    expect(mark("601318", "空方说平安利润还在下滑，数据不支持：归母净利润2023、2024、2025年连续增长。", "bull")).toBe(
      "✅",
    );
    expect(mark("600519", "多方称茅台利润还在增长，数据不支持：2025年归母净利润同比下降约4.5%。", "bear")).toBe("✅");
    expect(mark("600519", "多方称茅台利润还在增长，数据不支持：2025年归母净利润同比下降约14.5%。", "bear")).toBe("❌");
  });

  it("a bare 不支持 is a stance, not a denial of the view", () => {
    // Without the data named, the clause after it is still the other side's.
    expect(mark("601318", "空方说平安利润还在下滑，我们不支持：归母净利润2025年同比下降约6%。", "bull")).not.toBe("❌");
  });
});

describe("leverage taken for a risk", () => {
  it("当成风险 and 是风险 read a bank's normal leverage as a risk", () => {
    expect(mark("600036", "招行90.20%的资产负债率是风险。", "bear")).toBe("❌");
    expect(mark("600036", "把招行90.20%的资产负债率当成风险，要减仓。", "bear")).toBe("❌");
    // Denied or bounded, the risk word is no such reading.
    expect(mark("600036", "招行90.20%的资产负债率不是风险。", "bull")).toBe("✅");
    expect(mark("600036", "招行90.20%的资产负债率是风险可控的银行常态。", "bull")).toBe("✅");
  });

  it("refuting that reading is industry sense, decided by the industry's band", () => {
    expect(mark("600036", "质疑方把招行90.20%的资产负债率当成风险，这是误读：银行负债率普遍在九成上下。", "bull")).toBe(
      "✅",
    );
    // A manufacturer's 62 % is not read by a bank's band: the refutation is left undecided.
    expect(mark("300750", "质疑方把宁德61.94%的资产负债率当成风险，这是误读。", "bull")).toBe("❔");
  });
});
