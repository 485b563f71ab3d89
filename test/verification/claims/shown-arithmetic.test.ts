import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A figure computed from true figures its sentence shows before it is true as computed. Real figures (the bundled
 * sample, as of 2026-04-30): 600519 2025 营业收入 1688.38亿, 营业总收入 1720.54亿; 600036 ROE 2024 14.49 % → 2025
 * 13.44 %; 300750 2025 经营现金流 1332.20亿, 归母净利润 722.01亿.
 */
function checked(ticker: string, claim: string) {
  const asOf = "2026-04-30";
  const checks = checkAssertions(
    parseAssertions(claim, undefined, { asOf, company: ticker }),
    sampleFacts(ticker, asOf),
  );
  return { mark: markOf(checks), reasons: checks.map((c) => `${c.kind}:${c.ok}:${c.reason}`).join("\n") };
}

describe("a figure computed from the figures its sentence shows", () => {
  it("a gap between two true amounts is true as computed", () => {
    const v = checked("600519", "2025年营业收入1688.38亿元、营业总收入1720.54亿元，差额约32.2亿元");
    expect(v.mark, v.reasons).toBe("✅");
    expect(v.reasons).toContain("之差");
  });
  it("a quotient of two true amounts is true as computed", () => {
    const v = checked("300750", "2025年经营现金流1332.20亿元，归母净利润722.01亿元，现金流是利润的1.85倍左右");
    expect(v.mark, v.reasons).not.toBe("❌");
  });
  it("never from a figure the data contradicts", () => {
    const v = checked("600519", "2025年营业收入1700.00亿元、营业总收入1720.54亿元，差额约20.5亿元");
    expect(v.mark, v.reasons).toBe("❌");
    expect(v.reasons).not.toContain("之差");
  });
  it("never a rate's change in % for what is a change in points", () => {
    const v = checked("600036", "ROE从14.49%降到13.44%，同比下降1.05%，幅度不大");
    expect(v.mark, v.reasons).not.toBe("✅");
  });
  it("never a share or a multiple over a figure its binding found false, nor a change of two metrics", () => {
    // 比亚迪 归母净利润 402.54亿 → 326.19亿 is −18.97 %; 326.19 / 402.54 = 81 % is no fall of 81 %.
    expect(checked("002594", "2024年归母净利润402.54亿元，2025年归母净利润326.19亿元，下降约81%").mark).toBe("❌");
    // 招商银行 ROE 2025 13.44 %; 1501.81 / 3375.32 = 44.5 % is 净利润 over 营收, not ROE.
    expect(checked("600036", "2025年归母净利润1501.81亿元，营业总收入3375.32亿元，ROE约44.5%").mark).toBe("❌");
    // ROE 13.44 % less 净利率 44.77 % is no change of ROE (it fell 1.05 points).
    expect(checked("600036", "2025年ROE为13.44%，净利率44.77%，ROE同比下降31.3个百分点").mark).not.toBe("✅");
  });
  it("the rate of a pair of one metric's stated levels is their change, whatever period its binding took", () => {
    // 招商银行 每股净资产 2024 41.46元 → 2025 43.43元 (+4.75 %).
    const claim = (rate: string) => `每股净资产由41.46元增至43.43元，增幅约${rate}%，基本每股收益5.70元、上年5.66元。`;
    expect(checked("600036", claim("4.8")).mark).toBe("✅");
    expect(checked("600036", claim("6.8")).mark).toBe("❌");
  });
  it("a multiple its binding could not place is the quotient of the pair its sentence stated", () => {
    // 贵州茅台 投资活动净流出 2024 17.85亿元 → 2025 316.42亿元 (×17.73).
    const claim = (x: string) => `投资活动现金净流出由17.85亿元扩大至316.42亿元，约${x}倍。`;
    expect(checked("600519", claim("17.7")).mark).toBe("✅");
    expect(checked("600519", claim("12.7")).mark).not.toBe("✅");
  });
  it("a share or a gap of rates its binding doubted is the quotient or the points of the figures shown", () => {
    // 比亚迪 2025 商誉 44.28亿元, 总资产 8837.30亿元 (0.50 %); 贵州茅台 归母净利润 2024 +15.38 %, 2025 -4.53 %.
    const share = (x: string) => `商誉44.28亿元，只占8837.30亿元总资产的约${x}%，减值风险有限。`;
    expect(checked("002594", share("0.5")).mark).toBe("✅");
    expect(checked("002594", share("1.5")).mark).not.toBe("✅");
    const points = (x: string) => `2024年归母净利增15.38%，2025年转为-4.53%，一年里增速回落近${x}个百分点。`;
    expect(checked("600519", points("20")).mark).toBe("✅");
    expect(checked("600519", points("30")).mark).not.toBe("✅");
  });
});

describe("a relation the sentence names between the figures it shows (相差, 差额, 合计)", () => {
  // 宁德时代 2025: 毛利率 26.27 %, 净利率 18.12 % (8.15 points apart); 经营现金流 1332.20亿, 资本开支 423.45亿.
  it("a gap named between two rates is in points, whatever the rates are of", () => {
    const gap = (x: string) => `宁德2025年毛利率26.27%、净利率18.12%，两者相差约${x}个百分点。`;
    expect(checked("300750", gap("8")).mark).toBe("✅");
    expect(checked("300750", gap("12")).mark).toBe("❌");
  });
  it("a named difference of the only two amounts shown that misses them is the writer's arithmetic failing", () => {
    const diff = (x: string) => `经营现金流1332.20亿元，资本开支423.45亿元，两者差额约${x}亿元。`;
    expect(checked("300750", diff("909")).mark).toBe("✅");
    const v = checked("300750", diff("700"));
    expect(v.mark, v.reasons).toBe("❌");
    expect(v.reasons).toContain("之差为908.75亿");
  });
  it("never with a third amount shown, when which two it takes is not known", () => {
    const v = checked("300750", "经营现金流1332.20亿元、资本开支423.45亿元、归母净利润722.01亿元，差额约700亿元。");
    expect(v.reasons).not.toContain("之差为");
  });
  it("a ratio the data does not store is the quotient of the two figures of its period shown", () => {
    // 中国平安 2025 归母净利润 1347.78亿, 营业收入 10505.06亿 (12.83 %); no 净利率 is stored for an insurer.
    const margin = (x: string) => `平安2025年归母净利润1347.78亿元，营业收入10505.06亿元，净利率约${x}%。`;
    expect(checked("601318", margin("12.8")).mark).toBe("✅");
    expect(checked("601318", margin("15")).mark).not.toBe("✅");
  });
  it("a quotient named after two amounts shown is theirs, either way round", () => {
    // 宁德时代 2025 经营现金流 1332.20亿, 归母净利润 722.01亿 (1.85倍).
    const quotient = (x: string) => `宁德2025年经营现金流1332.20亿元、归母净利润722.01亿元，两者比值约${x}。`;
    expect(checked("300750", quotient("1.85")).mark).toBe("✅");
    expect(checked("300750", quotient("0.54")).mark).toBe("✅");
    expect(checked("300750", quotient("1.2")).mark).toBe("❌");
  });
});
