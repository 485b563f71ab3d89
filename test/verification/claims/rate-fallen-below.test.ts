import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a rate said to have fallen below a line of percent (跌破50%) is below it", () => {
  // 贵州茅台 销售净利率 2025 50.53%; 比亚迪 销售毛利率 2025 17.74%.
  it.each([
    ["600519", "2025年净利率跌破51%。", "✅"],
    ["600519", "茅台2025年营收1720亿，为2019年以来首降；净利率跌破50%", "❌"],
    ["002594", "2025年毛利率跌破18%。", "✅"],
    ["002594", "2025年毛利率跌破17%。", "❌"],
    // A fall below denied (没有/未/并未跌破) holds the line: not below it.
    ["600519", "茅台2025年净利率没有跌破50%。", "✅"],
    ["600519", "茅台2025年净利率未跌破50%。", "✅"],
    ["600519", "茅台2025年净利率并未跌破51%。", "❌"],
  ])("%s %s → %s", (ticker, claim, want) => expect(mark(ticker, claim)).toBe(want));
  // 中国石化 归母净利润 2024 503.13亿; 比亚迪 2025 326.19亿 (2023 300.41亿).
  it.each([
    ["600028", "2024年中国石化归母净利润跌破550亿元。", "✅"],
    ["600028", "2024年中国石化归母净利润跌破500亿元。", "❌"],
    ["002594", "2025年比亚迪利润下滑之后跌破了2023年的300亿。", "❌"],
  ])("a line of 亿 fallen below too: %s %s → %s", (ticker, claim, want) => expect(mark(ticker, claim)).toBe(want));
  it("a price or an average fallen below is the price facts' (招商银行 2026-04-30 收盘38.27, MA20 39.40)", () =>
    expect(mark("600036", "股价跌破40元，MA20下方运行。")).toBe("✅"));
});

describe("a fall below a line of 亿 denied (没有跌破850亿) holds the line, as one of percent does", () => {
  it("reads the denial as at or above the line (贵州茅台 2025 归母净利润 823.20亿元)", () => {
    expect(mark("600519", "茅台2025年净利润没有跌破800亿。")).toBe("✅");
    expect(mark("600519", "茅台2025年净利润没有跌破850亿。")).toBe("❌");
    expect(mark("600519", "茅台2025年净利润跌破850亿。")).toBe("✅");
  });
});
