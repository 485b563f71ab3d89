import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("valuations derived from their stored inputs", () => {
  it("PE from 总市值 over the named year's 归母净利润, the multiple bound to the PE written after it", () => {
    // 中国石化: 总市值 6887亿元 (2025-07-04 snapshot) / FY2024 归母净利润 503.13亿元 = 13.69.
    const cap = "7月4日快照的总市值约6,887亿元，对应2024年归母净利约";
    expect(mark("600028", `${cap}13.7倍PE`, "2025-07-10")).toBe("✅");
    expect(mark("600028", `${cap}18.7倍PE`, "2025-07-10")).toBe("❌");
    // 中国平安: 1.03万亿元 / FY2024 1266.07亿元 = 8.1; the profit written before its name is the profit's.
    const pa = "按7月4日约1.03万亿元的总市值和2024年1,266亿元归母净利计算，PE约";
    expect(mark("601318", `${pa}8.1倍`, "2025-07-10")).toBe("✅");
    expect(mark("601318", `${pa}12.1倍`, "2025-07-10")).toBe("❌");
  });

  it("a multiple is of the current report: a years-old EPS or profit gives no PE (❔), never a ✅ or ❌ on it", () => {
    // 宁德时代 stores EPS for 2018-2019 only: the 2026-04-30 close over 2019's EPS (208倍) is no one's PE.
    expect(mark("300750", "宁德当前市盈率约208倍", "2026-04-30")).not.toBe("✅");
    expect(mark("300750", "宁德当前市盈率约25倍", "2026-04-30")).not.toBe("❌");
    // 1.21万亿 (2025-07-04) / FY2025 722.01亿 = 16.8: the inputs are stored and current.
    expect(mark("300750", "按7月初1.21万亿的市值、2025年722亿的NP算，PE约16.8倍", "2026-04-30")).toBe("✅");
    // 五粮液's reports end with FY2019: in 2026 its market value over 2019's profit is not a PE.
    expect(mark("000858", "五粮液当前PE约26.85倍", "2026-04-30")).toBe("❔");
  });
});

describe("growth rates and weak names", () => {
  it("a multiple of a growth rate compares the two growth rates", () => {
    // 宁德时代 2025年前三季度: 营收 +9.3 %, 归母净利润 +36.2 % (3.9 times).
    const nine = "前三季度累计营收2,830.7亿元（同比+9.3%），归母净利490.3亿元（同比+36.2%），利润增速是收入的";
    expect(mark("300750", `${nine}近4倍`, "2025-10-31")).toBe("✅");
    expect(mark("300750", `${nine}近2倍`, "2025-10-31")).toBe("❌");
  });

  it("a weak name with a figure (利润同比下降7.5%) is the metric the clause before listed", () => {
    // 比亚迪 2025年前三季度: 营收 +12.8 %, 归母净利润 −7.5 %.
    const nine = "前三季度营收5,662.7亿元、归母净利233.3亿元，利润同比";
    expect(mark("002594", `${nine}下降7.5%`, "2025-10-31")).toBe("✅");
    expect(mark("002594", `${nine}增长7.5%`, "2025-10-31")).toBe("❌");
  });

  it("年中 is the half-year report's: a balance the facts hold only yearly is undecidable, not failed", () => {
    // 中国石化 has no quarterly report in the sample, only its annual debt ratios.
    expect(mark("600028", "年中负债率50.1%", "2025-09-30")).toBe("❔");
    // 贵州茅台's 2025 中报 prints its debt ratio (Tushare debt_to_assets 14.7549).
    expect(mark("600519", "年中负债率14.75%", "2025-09-30")).toBe("✅");
  });
});

describe("denied directions", () => {
  it("没有出现过 denies, and a cause between 因为 and 而 is not the clause's direction", () => {
    // 招商银行 归母净利润 FY2025 +1.2 %; 中国石化 研发费用 FY2020→FY2024 100.87 → 152.15亿元.
    expect(mark("600036", "招行2025年归母净利1,501.8亿元，连续多年没有出现过负增长")).toBe("✅");
    expect(mark("600036", "招行2025年归母净利1,501.8亿元，没有出现过增长")).toBe("❌");
    const rd = "研发费用从2020年的100.9亿元逐年增加到2024年的152.2亿元，转型投入";
    expect(mark("600028", `${rd}并没有因为利润下滑而收缩`, "2025-04-30")).toBe("✅");
    expect(mark("600028", `${rd}因为利润下滑而收缩`, "2025-04-30")).toBe("❌");
  });
});

describe("overstatements and the writer's own voice", () => {
  it("爆发 is a surge: +2.1 % is not 全面爆发", () => {
    // 中国平安 营业总收入 FY2025 +2.1 %.
    expect(mark("601318", "2025年营业总收入同比增长2.1%，收入端已经全面爆发")).toBe("❌");
    expect(mark("601318", "2025年营业总收入同比增长2.1%")).toBe("✅");
  });

  it("a bare 可 after the other side's claim is the writer's own assertion, checked", () => {
    // 五粮液 归母净利润 YoY: 2018 +38.4 %, 2019 +30.0 %.
    const claim = "多方强调利润增速，可2019年归母净利增速已经从2018年的38.4%降到了";
    expect(mark("000858", `${claim}13%左右`, "2020-06-30")).toBe("❌");
    expect(mark("000858", `${claim}30%左右`, "2020-06-30")).toBe("✅");
  });
});

// 招商银行 2025 归母净利润 +1.21%, PE(TTM) 6.7倍.
describe("a growth rate joined to its metric by a bound and 的", () => {
  it("N%以上的净利增速 is the profit's growth, not the multiple's", () => {
    expect(mark("600036", "6.7倍的PE对应1%以上的净利增速。")).toBe("✅");
  });

  it("a growth the profit did not reach is not confirmed", () => {
    expect(mark("600036", "6.7倍的PE对应5%以上的净利增速。")).not.toBe("✅");
  });
});

describe("a growth named beside a PE is the profit's, not the PE's (PE约25倍，一季度利润还在增长近五成)", () => {
  // 宁德时代 归母净利润 2025Q1 139.63亿元 → 2026Q1 207.38亿元 (+48.5 %); 贵州茅台 2024 → 2025 -4.5 %.
  it("reads a weak 利润 before 还在/正在 and its move as the clause's subject", () => {
    expect(mark("300750", "PE约25倍，一季度利润还在增长近五成。")).toBe("✅");
    expect(mark("300750", "PE约25倍，一季度利润正在下滑。")).toBe("❌");
    expect(mark("600519", "PE约21倍，利润还在增长。")).toBe("❌");
  });
});
