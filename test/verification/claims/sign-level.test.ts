import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 比亚迪 2025: 经营现金流 +591.36亿元, 资本开支 1568.08亿元 (自由现金流 −976.72亿元), 投资现金流 −1974.63亿元.
describe("为负 / 为正: the sign of a flow or a profit is checked on the period's level", () => {
  it("a sign the data contradicts fails; the one it holds passes", () => {
    expect(mark("002594", "2025年经营现金流为负，造血能力堪忧")).toBe("❌");
    expect(mark("002594", "2025年经营现金流为正，但自由现金流为负")).toBe("✅");
    expect(mark("002594", "2025年自由现金流为正")).toBe("❌");
    expect(mark("002594", "2025年投资活动现金流是负的，扩产仍在继续")).toBe("✅");
  });

  it("the sign of a growth rate is not the level's, and 由正转负 does not say of what", () => {
    // 比亚迪 2025 归母净利润 −19.0 % on 2024, a positive level: "利润增速已经转为负值" is not "利润为负".
    expect(mark("002594", "2025年归母净利润增速已经转为负值")).not.toBe("❌");
    expect(mark("002594", "2025年归母净利润同比回到负值区间")).not.toBe("❌");
    expect(mark("002594", "2025年归母净利润增速由正转为负")).not.toBe("❌");
  });

  it("a sign word before the growth it signs (转为负增长) is the change's sign, judged by the direction", () => {
    // 贵州茅台 2025: 营业总收入 −1.20 %, 归母净利润 −4.53 %, both positive levels; 宁德时代 2025 归母净利润 +42.28 %.
    expect(mark("600519", "营业总收入2019到2024年连续增长，2025年首次转为负增长")).toBe("✅");
    expect(mark("600519", "2025年归母净利润转为负增长")).toBe("✅");
    expect(mark("300750", "2025年归母净利润转为负增长")).toBe("❌");
    expect(mark("300750", "2024年归母净利润转为正增长", "2025-09-05")).toBe("✅");
  });

  it("a sign of something no sign rule reads (DIF, a metric the data lacks) is left to the other checks", () => {
    expect(mark("002594", "研发投入占比为正")).toBe("❔");
  });
});
