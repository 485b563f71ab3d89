import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a bare 年末 compared with in a quarter's clause (比年末70.74%) is the last year-end", () => {
  // 比亚迪 资产负债率 2025年末 70.74 %, 2026-03-31 70.94 %; 贵州茅台 2025年末 16.42 %, 2026-03-31 12.12 %.
  it("reads the figure after 比年末 as the year-end's level", () => {
    expect(mark("002594", "2026Q1负债率70.94%，比年末70.74%微升0.2个百分点。")).toBe("✅");
    expect(mark("600519", "一季度末负债率12.12%，较年末16.42%明显下降。")).toBe("✅");
  });

  it("fails a figure that is not the year-end's level", () => {
    expect(mark("002594", "2026Q1负债率70.94%，比年末70.10%微升0.8个百分点。")).toBe("❌");
    expect(mark("600519", "一季度末负债率12.12%，较年末14.20%明显下降。")).toBe("❌");
  });
});

describe("a weak name opening a 、-list item with a one-character move (现金流降三成多) is that item's metric", () => {
  // 贵州茅台 经营现金流 2024 924.64亿元 → 2025 615.22亿元 (−33.5 %), 归母净利润 −4.5 %; 比亚迪 经营现金流 −55.7 %.
  it("sizes the move of the named metric, not the metric of the item before", () => {
    expect(mark("600519", "综合来看，利润降4.5%、现金流降三成多，维持减仓判断。")).toBe("✅");
    expect(mark("002594", "利润降19%、现金流降五成多。")).toBe("✅");
  });

  it("fails a size that the named metric's move does not have", () => {
    expect(mark("002594", "利润降19%、现金流降两成多。")).toBe("❌");
  });
});
