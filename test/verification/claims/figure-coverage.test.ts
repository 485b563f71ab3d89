import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * The honest default figure by figure and order by order (figure-coverage.ts, relation-coverage.ts): a figure no
 * check named, or an order no check read, is 未能核验 with its words, never carried to ✅ by what was checked beside
 * it. 招商银行 2026-04-30: 归母净利润 2025 1501.81亿元, 2024 1483.91亿元; 中国平安 2025 1347.78亿元.
 * 五粮液 2020-05-15: 资产负债率 2018 24.36 %, 2019 28.48 %.
 */
const checks = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf));
const unread = (ticker: string, claim: string, word: string, asOf?: string) =>
  checks(ticker, claim, asOf).some((c) => c.ok === null && c.reason.includes(`“${word}”没有核验`));

describe("a figure no check named", () => {
  it("is 未能核验 beside the checked ones, by its own figure", () => {
    // 贵州茅台 2025-09-30: the distance from the 52-week low 1400元 is read, the price written before it is not.
    const range = checks("600519", "当前1443.99元距52周低点1400元仅约3%。", "2025-09-30");
    expect(range.some((c) => c.ok === null && /“1443.99元”没有核验/.test(c.reason))).toBe(true);
    expect(markOf(range)).toBe("❔");
    expect(markOf(checks("600519", "最新收盘1384.79元。"))).toBe("✅");
  });

  it("leaves a stock's code, a month/day and an indicator's reference line alone", () => {
    expect(unread("600519", "[600519] 收盘1384.79元。", "600519")).toBe(false);
    expect(unread("600519", "RSI(14)约39.6，离30的超卖线还有距离。", "30")).toBe(false);
  });
});

describe("an order no check read", () => {
  it("is 未能核验 when one side is never stated (比同行还多) or the stated sides are the other way (被…反超)", () => {
    expect(unread("600036", "2025年归母净利润1501.81亿元比同行还多。", "比同行还多")).toBe(true);
    // Against a period, 比2024年还多 is the metric's move from it (compared-sides.ts), read by the direction check.
    expect(unread("600036", "2025年归母净利润1501.81亿元比2024年还多。", "比2024年还多")).toBe(false);
    expect(unread("600036", "招行2025年归母净利1502亿元，已被中国平安的1348亿元反超。", "反超")).toBe(true);
  });

  it("holds where both sides are checked figures in the order said", () => {
    const both = checks("600036", "2025年归母净利润1501.81亿元，比2024年的1483.91亿元还多。");
    expect(both.some((c) => c.reason.includes("没有核验"))).toBe(false);
  });

  it("does not read a company's name (比亚迪) or 占比 as the word 比", () => {
    expect(unread("600036", "归母净利润1501.81亿元，存货占比不低。", "比不低")).toBe(false);
  });
});

describe("a bound in points on a ratio's move", () => {
  it("bounds the change from the base year, not the level (较2018年抬升超过5个百分点 when +4.12)", () => {
    const over = checks("000858", "资产负债率28.48%，较2018年抬升超过5个百分点。", "2020-05-15");
    expect(markOf(over)).toBe("❌");
    expect(markOf(checks("000858", "资产负债率28.48%，较2018年抬升超过4个百分点。", "2020-05-15"))).toBe("✅");
  });
});
