import { describe, expect, it } from "vitest";
import { FREE_CASH_FLOW, withDerivedFacts } from "../../../src/verification/claims/derived-facts";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { factsFrom } from "../../../src/verification/claims/facts";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/*
 * By hand from ../shared/data/reference/tushare_annual_300750_002594_601318_600519_600036.csv (n_cashflow_act,
 * c_pay_acq_const_fiolta): 002594 FY2025 59,135,544,000 − 156,807,853,000 = −97,672,309,000 (disclosed 2026-03-28);
 * FY2024 133,453,873,000 − 97,359,768,000 = 36,094,105,000.
 */
describe("derived fact series: 自由现金流 = 经营现金流 − 资本开支", () => {
  it("is the published OCF less the published capex of the same report, public when both are", () => {
    const byd = sampleFacts("002594", "2026-04-30");
    const fcf = byd.series[FREE_CASH_FLOW] ?? [];
    expect(fcf.find((p) => p.period === "2025-12-31")).toEqual({
      period: "2025-12-31",
      value: -97_672_309_000,
      unit: "元",
      publicDate: "2026-03-28",
    });
    expect(fcf.find((p) => p.period === "2024-12-31")?.value).toBe(36_094_105_000);
  });

  it("holds a period only where both inputs are known by asOf, and never looks ahead", () => {
    // Before the FY2025 report, FY2025 is not a point of either input, so not of the difference.
    const before = sampleFacts("002594", "2026-03-27").series[FREE_CASH_FLOW] ?? [];
    expect(before.map((p) => p.period)).not.toContain("2025-12-31");
    const series = {
      operating_cash_flow: [
        { period: "2024-12-31", value: 10, unit: "元", publicDate: "2025-03-01" },
        { period: "2025-06-30", value: 4, unit: "元", publicDate: "2025-08-01" },
      ],
      capex: [{ period: "2024-12-31", value: 3, unit: "元", publicDate: "2025-04-02" }],
    };
    // The later of the two inputs' dates; no capex for the half year, so no free cash flow for it.
    expect(withDerivedFacts(series)[FREE_CASH_FLOW]).toEqual([
      { period: "2024-12-31", value: 7, unit: "元", publicDate: "2025-04-02" },
    ]);
  });

  it("is part of every fact set built from chunk figures, and a stored point of it would win", () => {
    const figures = [
      { label: "经营活动现金流量净额", value: 10, unit: "元" },
      { label: "购建长期资产支付的现金", value: 3, unit: "元" },
    ];
    const facts = factsFrom([{ period: "2024-12-31", publicDate: "2025-03-01", figures }], "2026-01-01");
    expect(facts.series[FREE_CASH_FLOW]?.map((p) => p.value)).toEqual([7]);
    const stored = { ...facts.series, [FREE_CASH_FLOW]: [{ ...facts.series[FREE_CASH_FLOW]![0]!, value: 8 }] };
    expect(withDerivedFacts(stored)[FREE_CASH_FLOW]?.map((p) => p.value)).toEqual([8]);
  });
});

describe("the checker reads 自由现金流 on the derived series", () => {
  it("checks its level, its change and its direction like any stored amount", () => {
    expect(mark("002594", "2025年自由现金流约-976.7亿元。")).toBe("✅");
    expect(mark("002594", "2025年自由现金流约为-900亿元。")).toBe("❌");
    expect(mark("002594", "2025年自由现金流大幅恶化。")).toBe("✅");
    expect(mark("002594", "2025年自由现金流明显改善。")).toBe("❌");
    // 600519 FY2025: 615.22亿 − 31.28亿 = 583.95亿.
    expect(mark("600519", "2025年自由现金流约584亿元。")).toBe("✅");
  });
});
