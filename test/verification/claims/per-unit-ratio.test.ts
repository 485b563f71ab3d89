import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { perUnitRatiosWritten } from "../../../src/verification/claims/per-unit-ratio";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a ratio said per one or per hundred yuan of its base", () => {
  it("is written as the ratio it is", () => {
    expect(perUnitRatiosWritten("每100元净资产赚取32.53元")).toBe("净资产收益率32.53%");
    expect(perUnitRatiosWritten("每1元净资产只作价1.12元")).toBe("市净率1.12倍");
    expect(perUnitRatiosWritten("每一元营业总收入仍能带来约0.48元归母净利润")).toBe("归母净利率约48%");
  });

  // 贵州茅台 FY2025 ROE 32.53 %; 招商银行 FY2025 ROE 13.44 %.
  it("per hundred yuan of equity is ROE: checked as it, a wrong one failed", () => {
    expect(mark("600519", "茅台2025年每100元净资产能赚到约32.5元利润。")).toBe("✅");
    expect(mark("600519", "茅台2025年每100元净资产能赚到约40元利润。")).toBe("❌");
    expect(mark("600036", "招行2025年每100元股东权益赚取约13.4元。")).toBe("✅");
  });

  // 宁德时代 FY2025 经营现金流/归母净利润 1.85倍; 招商银行 FY2025 4514.57亿元 / 1501.81亿元 ≈ 3.0倍.
  it("operating cash per yuan of profit is 经营现金流/归母净利润, the cash line named before the verb or after", () => {
    expect(mark("300750", "2025年宁德时代每赚1元归母净利润，经营活动带来约1.85元现金流入。")).toBe("✅");
    expect(mark("300750", "2025年宁德时代每赚1元归母净利润，经营活动带来约0.9元现金流入。")).toBe("❌");
    expect(mark("600036", "招行每赚1元归母净利润，经营活动就带来约3元净现金流入（2025年4514.57亿元）。")).toBe("✅");
    // no operating cash named: not the ratio, left as written
    expect(perUnitRatiosWritten("每1元净利润带来约3元现金")).toBe("每1元净利润带来约3元现金");
  });

  // 招商银行 PB 0.85倍 at the close of 2026-04-30.
  it("the price of one yuan of equity is PB", () => {
    expect(mark("600036", "按4月30日收盘价，招行每1元净资产只作价0.85元左右。")).toBe("✅");
    expect(mark("600036", "按4月30日收盘价，招行每1元净资产作价约1.3元。")).toBe("❌");
  });

  // 宁德时代 FY2025 归母净利润 / 营业总收入 17.04 %.
  it("profit per one yuan of sales is the margin in %", () => {
    expect(mark("300750", "2025年宁德时代每1元营收能留下约0.17元归母净利润。")).toBe("✅");
    expect(mark("300750", "2025年宁德时代每1元营收能留下约0.3元归母净利润。")).toBe("❌");
  });
});
