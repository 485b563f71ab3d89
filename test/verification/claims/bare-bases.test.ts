import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { bareBase } from "../../../src/verification/claims/bare-bases";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** A level right after 较/比 with no period of its own is the base of the change: the period before the one judged. */
describe("a comparison's base written as a bare figure", () => {
  it("较/比/相比 right before the figure, or 与…相比 around it, name a base", () => {
    expect(bareBase("2024年归母净利润402.54亿元，较", "增长")).toBe(true);
    expect(bareBase("比", "多")).toBe(true);
    expect(bareBase("与", "亿元相比明显增加")).toBe(true);
    expect(bareBase("营业收入与", "亿元的成本")).toBe(false);
    expect(bareBase("较2023年的", "增长")).toBe(false);
    // 同比/环比 are change words: the figure after them is the change.
    expect(bareBase("单季营收同比", "")).toBe(false);
    expect(bareBase("环比", "")).toBe(false);
  });

  it("比亚迪 归母净利润 2023 300.41 → 2024 402.54亿元: the bare figure is 2023's level", () => {
    expect(mark("002594", "2024年归母净利润402.54亿元，较300.41亿元明显增长")).toBe("✅");
    expect(mark("002594", "2024年归母净利润402.54亿元，比300.41亿元多出约100亿元")).toBe("✅");
    expect(mark("002594", "2024年归母净利润402.54亿元，较350.00亿元明显增长")).toBe("❌");
  });
});

describe("a change measured from the series' extreme", () => {
  it("较峰值 reads from the highest level stored before the period judged", () => {
    // 比亚迪 归母净利润 peak 2024 402.54亿元 → 2025 326.19亿元 (−76.35亿元).
    expect(mark("002594", "2025年归母净利润较峰值减少约76亿元")).toBe("✅");
    expect(mark("002594", "2025年归母净利润较峰值减少约120亿元")).toBe("❌");
  });

  it("距YYYY年…的高点少了: the gap from that year's level, as 比 measures it", () => {
    // 贵州茅台 营业总收入 2024 1741.44亿元 → 2025 1720.54亿元 (−20.90亿元); 2023 → 2024 was a rise.
    const claim = (gap: string) => `营业总收入1720.54亿元，距2024年1741.44亿元的高点少了约${gap}亿元。`;
    expect(mark("600519", claim("21"))).toBe("✅");
    expect(mark("600519", claim("61"))).toBe("❌");
  });
});

describe("a figure after 相比 joined by 的 to another metric's name", () => {
  it("sizes that metric in the same period, not a base of the subject's change", () => {
    expect(bareBase("相比", "亿元的总资产不到千分之一", "goodwill")).toBe(false);
    // The same metric's name after it keeps the figure its base.
    expect(bareBase("较", "亿元的归母净利润明显增长", "net_profit")).toBe(true);
  });
  // 宁德时代 2025: 商誉 8.37亿元, 总资产 9748.28亿元 (2024: 7866.58亿元).
  it("宁德时代 2025: the 总资产 after 相比 is 2025's", () => {
    expect(mark("300750", "商誉只有8.37亿元，相比9748亿元的总资产不到千分之一。")).toBe("✅");
    expect(mark("300750", "商誉只有8.37亿元，相比9990亿元的总资产不到千分之一。")).toBe("❌");
  });
});
