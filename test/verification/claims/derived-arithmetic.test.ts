import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checked = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf));
const mark = (ticker: string, claim: string, asOf = "2026-04-30") => markOf(checked(ticker, claim, asOf));

// 贵州茅台 2025: 营业总收入 -1.20 %, 归母净利润 -4.53 %, 经营现金流 / 归母净利润 0.75倍 (2024 1.07倍).
// 宁德时代 2025: 营业总收入 +17.04 %, 归母净利润 +42.28 %, 经营现金流 / 归母净利润 1.85倍.
const MT = "600519";
const ND = "300750";

describe("the spread of two growth rates, in points", () => {
  it("比…高出 / 低 sizes the first growth against the second", () => {
    expect(mark(ND, "2025年利润增速比营收高出约25个百分点。")).toBe("✅");
    expect(mark(ND, "2025年利润增速比营收低约25个百分点。")).toBe("❌");
    expect(mark(ND, "2025年利润增速比营收高出约10个百分点。")).toBe("❌");
  });
  it("a fall compared (降幅比…深, 降幅还要大) is the slower growth", () => {
    expect(mark(MT, "2025年利润降幅比营收深约3.3个百分点。")).toBe("✅");
    expect(mark(MT, "2025年营收降幅比利润深约3.3个百分点。")).toBe("❌");
    expect(mark(MT, "2025年归母净利润同比降约4.5%，比营业总收入的降幅还要大约3个百分点。")).toBe("✅");
    expect(mark(MT, "2025年利润降幅比营收深约8个百分点。")).toBe("❌");
  });
  it("剪刀差 of two growths named before it", () => {
    expect(mark(ND, "2025年收入与利润增速剪刀差约25个百分点。")).toBe("✅");
    expect(mark(ND, "2025年收入与利润增速剪刀差约10个百分点。")).toBe("❌");
  });
});

describe("a multiple of two metrics the clause before and this one name", () => {
  it("与Y之比 and 对Y的覆盖 are the clause before's metric over Y, never Y's own change", () => {
    expect(mark(MT, "2025年经营现金流615亿元，与归母净利之比约0.75倍。")).toBe("✅");
    expect(mark(MT, "2025年经营现金流615亿元，与归母净利之比仍有约0.95倍。")).toBe("❌");
    expect(mark(ND, "2025年1332亿元左右的经营现金流，对归母净利的覆盖约1.8倍。")).toBe("✅");
    expect(mark(ND, "2025年1332亿元左右的经营现金流，对722亿元归母净利的覆盖不过1.3倍。")).toBe("❌");
  });

  // 经营现金流 / 资本开支 2025: 宁德时代 1332.20 / 423.45 = 3.15倍, 贵州茅台 615.22 / 31.28 = 19.67倍.
  it("X覆盖Y N倍 is X over Y, the verb right before Y", () => {
    expect(mark(ND, "多方强调利润+42.3%，空方强调capex+35.8%，两者都成立；经营现金流覆盖capex 3倍有余。")).toBe("✅");
    expect(mark(MT, "2025年经营现金流足以覆盖资本开支约20倍。")).toBe("✅");
    expect(mark(ND, "经营现金流覆盖资本开支5倍有余。")).toBe("❌");
    expect(mark(MT, "2025年经营现金流足以覆盖资本开支约10倍。")).toBe("❌");
  });
});

describe("differences the stored figures define", () => {
  it("少数股东损益 is 净利润 less 归母净利润 (宁德时代 2025: 767.86 − 722.01 = 45.85亿)", () => {
    expect(mark(ND, "2025年净利润767.86亿元，其中归母722.01亿元，少数股东分走约46亿元。")).toBe("✅");
    expect(mark(ND, "2025年少数股东损益约60亿元。")).toBe("❌");
    expect(mark(ND, "2025年末少数股东权益约300亿元。")).toBe("❔");
  });
  it("metrics in a bracket defining the metric before it are not the figure's subject", () => {
    // 贵州茅台 2025 自由现金流 583.95亿 (经营现金流 615.23亿 − 资本开支 31.28亿).
    expect(mark(MT, "2025年自由现金流（经营现金流减资本开支）约584亿元，资本开支仅31.28亿元。")).toBe("✅");
    expect(mark(MT, "2025年自由现金流（经营现金流减资本开支）约684亿元。")).toBe("❌");
    // A formula's part may carry its own figure in the bracket: the figure after the bracket is still the name's.
    expect(mark(MT, "自由现金流（经营现金流减资本开支31.28亿）约584亿。")).toBe("✅");
    expect(mark(MT, "自由现金流（经营现金流减资本开支31.28亿）约684亿。")).toBe("❌");
  });
});

describe("a share of the same quantity a year earlier", () => {
  // 比亚迪 2026Q1: 归母净利润 40.85亿 vs 91.55亿 (44.6 %); 销售净利率 2.67 % vs 5.54 % (48.2 %).
  const BYD = "002594";
  it("不及上年同期一半: 的 may go unwritten", () => {
    expect(mark(BYD, "一季度利润已不及上年同期一半。")).toBe("✅");
    expect(mark(BYD, "一季度利润只有去年同期六成。")).toBe("❌");
  });
  it("one rate against its own value a year earlier divides; a level compared after 比 is no share", () => {
    expect(mark(BYD, "一季度净利率仅2.67%，不到上年同期5.54%的一半。")).toBe("✅");
    expect(mark(BYD, "一季度净利率仅2.67%，超过上年同期5.54%的一半。")).toBe("❌");
    expect(mark(MT, "2025年ROE仍有32.53%，只比2024年的36.02%低约3.5个百分点。")).not.toBe("❌");
  });
});
