import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { findMetrics } from "../../../src/verification/claims/metric-lexicon";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * One stored figure as a share of another (relation-shares.ts, binding.ts). Sample figures (亿元): 300750 投资活动
 * 2025 -944.76, 经营现金流 1332.20; 600519 分配股利及偿付利息 2025 672.42, 归母净利润 823.20, ROE 2024 36.02%,
 * 2025 32.53%; 600028 毛利率 2022 15.03%, 2024 15.47%.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a share between two stored figures", () => {
  it("reads an outflow's share of an inflow in words by its size", () => {
    expect(mark("300750", "2025年投资活动现金净流出944.76亿元，约相当于经营现金流净额的七成。")).toBe("✅");
    expect(mark("300750", "2025年投资活动现金净流出944.76亿元，约相当于经营现金流净额的三成。")).toBe("❌");
  });

  it("reads 吃掉了/用掉了 an inflow's N% as a share of it, not a fall of the inflow", () => {
    // 中国平安 2025 投资活动净流出 5599.53亿元, 经营现金流 6586.32亿元 (85.0 %).
    const claim = (share: string) => `2025年投资活动净流出约5600亿元，吃掉了经营现金流的${share}左右。`;
    expect(mark("601318", claim("85%"))).toBe("✅");
    expect(mark("601318", claim("65%"))).toBe("❌");
    expect(mark("300750", "2025年投资活动净流出约945亿元，用掉了经营现金流的七成左右。")).toBe("✅");
    expect(mark("300750", "2025年投资活动净流出约945亿元，用掉了经营现金流的九成以上。")).toBe("❌");
  });

  it("reads 覆盖N成/N倍 as what covers over what is covered, the clause before's when unnamed", () => {
    // 比亚迪 2025 经营现金流 591.36亿 of 资本开支 1568.08亿 (37.7 %); 宁德时代 1332.20 over 423.45 (3.15倍);
    // 茅台 2025 经营现金流 615.22亿 of 归母净利润 823.20亿 (74.7 %).
    expect(mark("002594", "2025年资本开支1568.08亿元，经营现金流覆盖不到四成。")).toBe("✅");
    expect(mark("002594", "2025年资本开支1568.08亿元，经营现金流覆盖了八成以上。")).toBe("❌");
    expect(mark("300750", "2025年资本开支423亿元，经营现金流1332亿元足以覆盖三倍有余。")).toBe("✅");
    expect(mark("300750", "2025年资本开支423亿元，经营现金流1332亿元足以覆盖五倍有余。")).toBe("❌");
    expect(mark("600519", "2025年归母净利润823.20亿元，同年经营现金流615.22亿元仍覆盖其七成以上。")).toBe("✅");
    expect(mark("600519", "2025年归母净利润823.20亿元，同年经营现金流615.22亿元仍覆盖其九成以上。")).toBe("❌");
  });

  it("reads a share of a difference on the line the facts derive from it, else leaves it unread", () => {
    // 贵州茅台 2025 经营现金流 615.22 − 资本开支 31.28 = 自由现金流 583.95亿元, 86.8 % of 派现付息 672.42亿元.
    const claim = (share: string) => `2025年经营现金流减资本开支约584亿元，可覆盖当年派现付息支出的${share}。`;
    expect(mark("600519", claim("八成以上"))).toBe("✅");
    expect(mark("600519", claim("九成以上"))).toBe("❌");
    // 营业收入 less 营业成本 is no derived line: the part is not the first metric, and the share is left unread.
    expect(mark("600519", "2025年营业收入减营业成本约1500亿元，可覆盖当年派现付息支出的两倍以上。")).toBe("❔");
  });

  it("reads a weak name (利润) before 占 as the part of a share in %, and 不到 after a share in words", () => {
    // 中国石化 2024 归母净利润 503.13亿 of 营业总收入 3.07万亿 (1.64 %); 贵州茅台 2025 823.20 of 1720.54 (47.8 %).
    const claim = (x: string) => `营收3.07万亿元、归母净利润503亿元，利润只占收入的${x}%左右。`;
    expect(mark("600028", claim("1.6"))).toBe("✅");
    expect(mark("600028", claim("2.6"))).toBe("❌");
    expect(mark("600519", "2025年营收1720.54亿元，利润只占收入的六成不到。")).toBe("✅");
    expect(mark("600519", "2025年营收1720.54亿元，利润只占收入的四成不到。")).toBe("❌");
  });

  it("reads a multiple of a whole shown with its level (覆盖…349亿元的2.6倍), and 分配支出 as the paid-out line", () => {
    // 宁德时代 2025 自由现金流 908.75亿元 (1332.20 − 423.45), 分红付息 349.23亿元: 2.60倍.
    const fcf = (x: string) => `自由现金流约909亿元，覆盖当年分红付息支出349亿元的${x}倍。`;
    expect(mark("300750", fcf("2.6"))).toBe("✅");
    expect(mark("300750", fcf("1.6"))).toBe("❌");
    expect(mark("300750", "自由现金流约909亿元，覆盖当年分红付息支出449亿元的2.6倍。")).toBe("❌");
    const paid = (x: string) => `经营现金流减资本开支后的自由现金流约909亿元，覆盖当年分配支出349亿元的${x}倍。`;
    expect(mark("300750", paid("2.6"))).toBe("✅");
    expect(mark("300750", paid("3.6"))).toBe("❌");
  });

  it("reads 同比N倍 with no growth word as a multiple of the same period a year earlier", () => {
    // 贵州茅台 经营现金流 2025Q1 88.09亿 → 2026Q1 269.10亿 (×3.05); 比亚迪 归母净利润 91.55亿 → 40.85亿 (×0.45).
    expect(mark("600519", "茅台一季度经营现金流269亿，同比约三倍。")).toBe("✅");
    expect(mark("600519", "茅台一季度经营现金流269亿，同比约五倍。")).toBe("❌");
    expect(mark("002594", "一季度归母净利润40.85亿元，同比约两倍。")).toBe("❌");
  });

  it("reads 覆盖 a whole shown with its level, and a whole that is a paid-out line", () => {
    // 宁德时代 2025 货币资金 3335.13亿元, 总负债 6038.01亿元 (55.2 %); 贵州茅台 经营现金流 615.22 / 派现付息 672.42.
    expect(mark("300750", "货币资金3335.13亿元，足够覆盖6038.01亿元总负债的一半以上。")).toBe("✅");
    expect(mark("300750", "货币资金3335.13亿元，足够覆盖6038.01亿元总负债的七成以上。")).toBe("❌");
    expect(mark("300750", "2025年末货币资金3335亿，覆盖总负债6038亿的五成以上。")).toBe("✅");
    expect(mark("600519", "2025年经营现金流615.22亿元，可覆盖分红付息支出的九成左右。")).toBe("✅");
    expect(mark("600519", "2025年经营现金流615.22亿元，可覆盖分红付息支出的六成左右。")).toBe("❌");
  });

  it("reads the passive 里有N被…吃掉了 as the same share, the whole named first", () => {
    // 宁德时代 2025 资本开支 423.45亿元 of 经营现金流 1332.20亿元 (31.8 %).
    expect(mark("300750", "经营现金流1332.2亿里有三成左右被资本开支吃掉了。")).toBe("✅");
    expect(mark("300750", "经营现金流1332.2亿里有一半以上被资本开支吃掉了。")).toBe("❌");
    // The company and the year the whole opens with lead the whole clause, not the whole's side.
    expect(mark("300750", "宁德时代2025年经营现金流1332.2亿里有三成被资本开支吃掉了。")).toBe("✅");
    expect(mark("300750", "宁德时代2025年经营现金流1332.2亿里有一半以上被资本开支吃掉了。")).toBe("❌");
  });

  it("leaves a used-up share no check read 未能核验, never passed by the whole's figure beside it", () => {
    expect(mark("300750", "宁德时代2025年经营现金流1332.2亿里有一半以上被扩产吃掉了。")).toBe("❔");
    expect(mark("300750", "宁德时代2025年经营现金流1332.2亿里有三成被资本开支吃掉了。")).toBe("✅");
  });

  it("never sizes a change by a whole's N成多 after 吃掉了 or 占 (a dated whole too)", () => {
    // 672.42亿 of 823.20亿 (81.68 %); the payout fell 5.23 %, which 八成多 does not size. 分红 makes the clause an
    // event's, which no share rule reads yet.
    expect(mark("600519", "2025年分红和付息吃掉了净利润的八成多。")).not.toBe("❌");
    expect(mark("600519", "2025年分红和付息占2025年归母净利润的八成多。")).not.toBe("❌");
    // A change's own N成多 is still its size: 比亚迪 资本开支 2025 +61.06 %, 茅台 归母净利润 2025 −4.53 %.
    expect(mark("002594", "2025年资本开支同比增长了六成多。")).toBe("✅");
    expect(mark("600519", "2025年归母净利润同比下降了八成多。")).toBe("❌");
  });

  it("names the payout as 现金分红 or 分配, joined to 利息支付 by 叠加 or 及, as the same line", () => {
    expect(findMetrics("现金分红叠加利息支付672.42亿元").map((m) => m.metric)).toEqual(["dividends_interest_paid"]);
    expect(mark("600519", "2025年现金分红叠加利息支付672.42亿元，约占当年归母净利润的82%。")).toBe("✅");
    expect(mark("600519", "2025年现金分红叠加利息支付672.42亿元，约占当年归母净利润的92%。")).toBe("❌");
    // 709.51亿 → 672.42亿: 37亿 less, not 77亿.
    expect(mark("600519", "2025年分配及利息支付现金672亿，同比少了约37亿。")).toBe("✅");
    expect(mark("600519", "2025年分配及利息支付现金672亿，同比少了约77亿。")).toBe("❌");
  });

  it("names the cash paid as 股息 as the cash paid as 股利", () => {
    expect(findMetrics("分配股息及偿付利息支出672.42亿元").map((m) => m.metric)).toEqual(["dividends_interest_paid"]);
    expect(mark("600519", "2025年分配股息及偿付利息支出672.42亿元，约占当年归母净利润的82%。")).toBe("✅");
    expect(mark("600519", "2025年分配股息及偿付利息支出672.42亿元，约占当年归母净利润的60%。")).toBe("❌");
  });

  it("names the cash paid as 派现 (cash dividends) with the interest as the cash paid as 股利", () => {
    expect(mark("600519", "2025年派现及付息支出672.42亿元，约占当年归母净利润的82%。")).toBe("✅");
    expect(mark("600519", "2025年派现及付息支出672.42亿元，约占当年归母净利润的60%。")).toBe("❌");
  });

  it("reads a share after a near bound (接近…的N%)", () => {
    const paid = "2025年分配股利、利润或偿付利息支付的现金约672亿元";
    expect(mark("600519", `${paid}，接近同期归母净利润的82%。`)).toBe("✅");
    expect(mark("600519", `${paid}，接近同期归母净利润的95%。`)).toBe("❌");
  });

  it("reads a rate compared with another year's (比…的N%) as a comparison, not a share", () => {
    expect(mark("600519", "茅台2025年ROE仍有32.53%，只比2024年的36.02%低约3.5个百分点。")).toBe("✅");
    expect(mark("600519", "茅台2025年ROE仍有32.53%，只比2024年的36.02%低约6.5个百分点。")).toBe("❌");
    expect(mark("600028", "中石化2024年毛利率15.47%倒是比2022年的15.03%略高。")).toBe("✅");
    expect(mark("600028", "中石化2024年毛利率15.47%倒是比2022年的15.03%略低。")).toBe("❌");
  });

  it("does not read a denied record (没有哪年比这更低) as a move from a base", () => {
    // 600028 管理费用 2024 580.21亿元 is not the lowest since 2020: the record is unread, never a passed fall.
    expect(mark("600028", "2024年管理费用580.21亿元，2020年以来没有哪一年比这更低。")).not.toBe("✅");
  });

  it("reads 比…高/低 as a move only when the base is a period, not a peer or another metric", () => {
    expect(mark("600519", "茅台2025年毛利率比洋河低。")).toBe("❔");
    expect(mark("600036", "招行2025年ROE比平安银行高。")).toBe("❔");
    expect(mark("600519", "2024年经营现金流比归母净利润高。")).not.toBe("✅");
  });
});
