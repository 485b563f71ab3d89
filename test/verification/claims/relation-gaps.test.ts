import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { explainsGap } from "../../../src/verification/claims/relation-gaps";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("the gap between two metrics of one period", () => {
  it("is the difference of the stored levels under its hedge, never a level of either", () => {
    // 中国石化 FY2024: 扣非归母净利润 480.57亿元, 归母净利润 503.13亿元 (22.56亿元 apart).
    const claim = (gap: string) => `中石化2024年扣非归母净利480.57亿元，比归母净利少约${gap}亿元。`;
    expect(mark("600028", claim("22.6"))).toBe("✅");
    expect(mark("600028", claim("42.6"))).toBe("❌");
    // 招商银行 FY2025: 扣非 1500.07亿, 归母 1501.81亿 (1.74亿 apart).
    expect(mark("600036", "招行2025年扣非归母1500.07亿，与归母1501.81亿相差不到2亿。")).toBe("✅");
    expect(mark("600036", "招行2025年扣非归母1500.07亿，与归母1501.81亿相差不到1亿。")).toBe("❌");
  });

  it("reads a round gap under 约 as its rounding, as a level is read (207.98亿 is 约200亿, not 约300亿)", () => {
    expect(mark("600519", "2025年经营现金流比归母净利润少了约200亿元。")).not.toBe("❌");
    expect(mark("600519", "2025年经营现金流比归母净利润少了约300亿元。")).toBe("❌");
  });

  it("keeps its side: 比B少 is the part below the other, 减去…为负 the signed difference", () => {
    // 贵州茅台 FY2025: 经营现金流 615亿, 归母净利润 823.20亿.
    expect(mark("600519", "2025年经营现金流615亿，比归母净利润少了两百多亿。")).toBe("✅");
    expect(mark("600519", "2025年经营现金流615亿，比归母净利润多了两百多亿。")).toBe("❌");
    // 比亚迪 FY2025: 经营现金流 591.36亿, 资本开支 1568.08亿 (−976.72亿).
    expect(mark("002594", "比亚迪2025年经营现金流减去资本开支约为负977亿元。")).toBe("✅");
    expect(mark("002594", "比亚迪2025年经营现金流减去资本开支约为977亿元。")).toBe("❌");
    // The sign written as a minus is 负: "减资本开支约为-977亿元".
    expect(mark("002594", "经营现金流减资本开支约为-977亿元，缺口不小。")).toBe("✅");
    expect(mark("002594", "经营现金流减资本开支约为-877亿元，缺口不小。")).toBe("❌");
    expect(mark("002594", "2024年经营现金流减资本开支约为-361亿元。", "2025-04-30")).toBe("❌");
    // Each side's own level is no gap: the figure after 减去B (no 为 / 后 / 差额 between) is B's, and after
    // "扣除后" (扣除 with no object) the figure is the named result's.
    expect(mark("002594", "经营现金流591.36亿元减去资本开支1568.08亿元，2025年自由现金流约-977亿元。")).toBe("✅");
    expect(mark("300750", "资本开支增长约36%至423.45亿元，经营现金流扣除后自由现金流仍有约909亿元。")).toBe("✅");
  });

  it("against another period of the same metric is a change, not this reader's", () => {
    expect(explainsGap("差额主要是利息等其他收入")).toBe(true);
    expect(explainsGap("缺口要靠融资填补")).toBe(false);
    // What the gap is made of is a claim no series splits: 未能核验, not passed with the gap.
    expect(mark("600519", "2025年营业收入1688.38亿，比营业总收入1720.54亿少了约32亿，差额主要是利息等其他收入。")).toBe(
      "❔",
    );
  });
});

describe("a metric less another, written with a bare 减 or with the subtracted amount before its name", () => {
  it("贵州茅台 2025 经营现金流 615.22 − 资本开支 31.28 = 583.94亿元; 宁德时代 2025 资本开支 423.45亿元", () => {
    expect(mark("600519", "2025年经营现金流减资本开支约584亿元。")).toBe("✅");
    expect(mark("600519", "2025年经营现金流减资本开支约684亿元。")).toBe("❌");
    expect(mark("600519", "2025年经营现金流减少约33%。")).toBe("✅");
    expect(mark("300750", "经营现金流减去423.45亿元资本开支后，自由现金流约909亿元。")).toBe("✅");
    expect(mark("300750", "经营现金流减去523.45亿元资本开支后，自由现金流约909亿元。")).toBe("❌");
  });
});

describe("what is left after a metric is taken off (仍余, 还剩, 余下)", () => {
  // 宁德时代 2025 经营现金流 1332.20 − 资本开支 423.45 = 908.75亿元; 比亚迪 591.36 − 1568.08 = −976.72亿元.
  it("is the difference, after a ratio clause too", () => {
    expect(mark("300750", "经营现金流1332.20亿元，是归母净利润的1.8倍左右，扣除资本开支后仍余逾900亿元。")).toBe("✅");
    expect(mark("300750", "经营现金流1332.20亿元，扣掉资本开支后还剩约909亿元。")).toBe("✅");
    expect(mark("300750", "经营现金流1332.20亿元，扣除资本开支后仍余逾1000亿元。")).toBe("❌");
    expect(mark("002594", "2025年经营现金流591.36亿元，扣除资本开支后尚余约100亿元。")).toBe("❌");
  });
});
