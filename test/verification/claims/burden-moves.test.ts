import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, asOf: string, claim: string, side?: "bull" | "bear") =>
  markOf(
    checkAssertions(
      parseAssertions(claim, undefined, { asOf, company: ticker }),
      sampleFacts(ticker, asOf),
      side ? { side } : {},
    ),
  );

describe("a burden's move (压力上升, 风险加大, 压力缓解)", () => {
  // 比亚迪 货币资金 FY2024 1027.39亿元 → FY2025 754.25亿元; 宁德时代 3035.12 → 3335.13亿元, 负债率 65.24% → 61.94%.
  it("is adverse when it rises: the figures worsened, whatever the metric's own up or down", () => {
    expect(mark("002594", "2026-04-30", "货币资金由1027亿元降至754亿元，资金链压力上升。")).toBe("✅");
    expect(mark("002594", "2026-04-30", "2025年归母净利润下滑18.97%，经营风险上升。")).toBe("✅");
    expect(mark("300750", "2026-04-30", "货币资金增至3335亿元，资金压力加大。")).toBe("❌");
  });

  it("is favourable when it eases", () => {
    expect(mark("300750", "2026-04-30", "资产负债率由65.2%降至61.94%，偿债压力有所缓解。")).toBe("✅");
    expect(mark("600519", "2026-04-30", "资产负债率降至16.42%，偿债压力减轻。")).toBe("✅");
  });
});

describe("a side's fact, then a hedge the other way after 但", () => {
  // 五粮液 资产负债率 FY2015 15.61% → FY2019 28.48%; 宁德时代 归母净利润 FY2025 +42.28 %.
  it("still argues the side: the hedge grants the other side no reading against it", () => {
    const bear = "2019年资产负债率28.48%，较2015年的15.61%抬升近13个百分点，但仍属低杠杆。";
    expect(mark("000858", "2020-05-15", bear, "bear")).toBe("✅");
    expect(mark("300750", "2026-04-30", "2025年归母净利润增长42%，但负债率仍偏高。", "bull")).toBe("✅");
  });

  it("does not save a reading of the same fact the other way, nor a hedge carrying a figure", () => {
    expect(mark("600519", "2026-04-30", "2025年归母净利润同比下降4.5%，但这是利好。", "bull")).toBe("❌");
    expect(mark("601318", "2026-04-30", "2025年归母净利润增长6.5%，但这是利空。", "bear")).toBe("❌");
  });
});
