import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { metricCarried } from "../../../src/verification/claims/metric-carried";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/* 300750 总资产 (sample): 2024 7866.58亿元, 2025 9748.28亿元 (+23.92%); 601318 2024 12.96万亿, 2025 13.90万亿 (+7.26%). */
const checks = (ticker: string, claim: string, asOf: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {});
const mark = (ticker: string, claim: string, asOf = "2026-04-30") => markOf(checks(ticker, claim, asOf));

describe("a change from a period's end after a clause naming a financial line", () => {
  it("is the line's change, not the share price's move from that year's last close", () => {
    expect(metricCarried("2025年末总资产9748.28亿元", "较2024年末增长约23.9%")).toBe(true);
    expect(metricCarried("总资产13.9万亿元", "比上年末增加约7.3%")).toBe(true);
    expect(metricCarried("总资产13.9万亿元", "较年初扩大7%")).toBe(true);
    expect(mark("300750", "2025年末总资产9748.28亿元，较2024年末增长约23.9%，扩张速度快于营收")).toBe("✅");
    expect(mark("601318", "2025年末总资产约13.9万亿元，较2024年末增长约7.3%")).toBe("✅");
  });

  it("still fails a wrong size of the line's change", () => {
    expect(mark("300750", "2025年末总资产9748.28亿元，较2024年末增长约35%")).toBe("❌");
  });

  it("leaves a clause that speaks of the price to the market checks", () => {
    expect(metricCarried("2025年末总资产9748.28亿元", "股价较2024年末上涨约60%")).toBe(false);
    expect(metricCarried("2025年末总资产9748.28亿元", "较2024年末上涨约60%")).toBe(false);
    expect(metricCarried("近20日", "较2024年末增长约23.9%")).toBe(false);
  });

  it("keeps a dated 元 figure after a per-share line as that line's level", () => {
    expect(metricCarried("2026年一季度末每股净资产44.90元", "较2025年末的43.43元增加1.47元")).toBe(true);
  });
});

describe("a change in 亿元 after a clause about a ratio", () => {
  it("is the change of the ratio's numerator, not of the ratio", () => {
    // 宁德时代 经营活动现金流量净额 2024 969.90 → 2025 1332.20亿元; 经营现金流/归母净利润 1.91 → 1.85倍.
    const ratio = "经营现金流净额1332.20亿元，约为归母净利润的1.85倍";
    expect(mark("300750", `${ratio}，同比多出三百多亿元。`)).toBe("✅");
    expect(mark("300750", `${ratio}，同比少了三百多亿元。`)).toBe("❌");
  });
});

// 601318: 年初至2026-04-30 股价 -13.20%, PE(TTM) about 8倍.
describe("a bare move after a multiple of the price (PE, PB)", () => {
  it("is the share price's move, read by the market checks", () => {
    expect(mark("601318", "保险股的“估值洼地”：平安年内回撤约13%，按收盘价算PE只有8倍上下")).toBe("✅");
  });

  it("a move the price did not make is wrong", () => {
    expect(mark("601318", "保险股的“估值洼地”：平安年内回撤约25%，按收盘价算PE只有8倍上下")).toBe("❌");
  });
});
