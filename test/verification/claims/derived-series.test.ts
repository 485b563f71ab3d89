import { describe, expect, it } from "vitest";
import type { FactPoint, Facts } from "../../../src/verification/claims/facts";
import { withDerived } from "../../../src/verification/claims/derived-series";
import { currentAnnualYear } from "../../../src/verification/claims/facts";

const point = (period: string, value: number, unit = "元"): FactPoint => ({
  period,
  value,
  unit,
  publicDate: `${Number(period.slice(0, 4)) + 1}-04-30`,
});

describe("derived series", () => {
  it("资产负债率 is derived from 总负债 / 总资产 for the periods the data holds only the inputs; a stored one wins", () => {
    const facts: Facts = {
      asOf: "2026-06-30",
      series: {
        debt_ratio: [point("2024-12-31", 74.64, "%")],
        total_liabilities: [point("2018-12-31", 1338.77e8), point("2024-12-31", 5846.68e8)],
        total_assets: [point("2018-12-31", 1945.71e8), point("2024-12-31", 7833.56e8)],
      },
    };
    const ratio = withDerived(facts).series.debt_ratio!;
    expect(ratio.map((p) => p.period)).toEqual(["2018-12-31", "2024-12-31"]);
    expect(ratio[0]!.value).toBeCloseTo(68.81, 2);
    expect(ratio[0]!.unit).toBe("%");
    expect(ratio[1]!.value).toBe(74.64);
  });

  it("销售净利率 is 净利润(含少数股东损益) / 营业收入, not 归母净利润 / 营业总收入", () => {
    const facts: Facts = {
      asOf: "2026-06-30",
      series: {
        net_income: [point("2024-12-31", 893.35e8)],
        net_profit: [point("2024-12-31", 862.28e8)],
        revenue: [point("2024-12-31", 1741.44e8)],
        operating_revenue: [point("2024-12-31", 1708.99e8)],
      },
    };
    const [margin] = withDerived(facts).series.net_margin!;
    expect(margin!.value).toBeCloseTo(52.27, 2);
    expect(withDerived(facts).series.parent_net_margin![0]!.value).toBeCloseTo(49.52, 2);
  });

  it("营业利润率 is 营业利润 / 营业收入 (营业总收入 where that is all a period holds)", () => {
    const facts: Facts = {
      asOf: "2020-05-15",
      series: {
        operating_profit: [point("2019-12-31", 242.46e8)],
        operating_revenue: [point("2019-12-31", 501.18e8)],
      },
    };
    expect(withDerived(facts).series.operating_margin![0]!.value).toBeCloseTo(48.38, 2);
  });

  it("净现比 is derived for a quarter's cumulative figures too", () => {
    const facts: Facts = {
      asOf: "2026-06-30",
      series: {
        operating_cash_flow: [point("2026-03-31", 269.1e8)],
        net_profit: [point("2026-03-31", 272.43e8)],
      },
    };
    const [q1] = withDerived(facts).series.cash_coverage!;
    expect(q1!.period).toBe("2026-03-31");
    expect(q1!.value).toBeCloseTo(0.99, 2);
  });

  it("静态市盈率 is the last close over the current report's EPS (or the one before), never a years-old one", () => {
    const market = { close: 400, lastBar: "2026-04-30" } as Facts["market"];
    const facts = (epsYear: number): Facts => ({
      asOf: "2026-04-30",
      series: {
        basic_eps: [point(`${epsYear}-12-31`, 10, "元/股")],
        revenue: [point("2025-12-31", 4237.02e8)],
      },
      market,
    });
    expect(withDerived(facts(2025)).series.pe_static![0]!.value).toBe(40);
    expect(withDerived(facts(2024)).series.pe_static).toBeDefined();
    // 宁德时代 with EPS stored only for 2019: 400 / 2019's EPS read as today's PE was a false ❌ on a true 25倍.
    expect(withDerived(facts(2019)).series.pe_static).toBeUndefined();
  });

  it("the current annual report is the newest public by the date, unless the data stops before the one due", () => {
    const facts: Facts = {
      asOf: "2026-06-30",
      series: { revenue: [point("2019-12-31", 501.18e8), point("2025-12-31", 4237.02e8)] },
    };
    expect(currentAnnualYear(facts, "2026-06-30")).toBe(2025);
    // FY2025 was published 2026-04-30 (point()), so on 2026-04-29 the FY2024 report is current - and not stored.
    expect(currentAnnualYear(facts, "2026-04-29")).toBeNull();
    // 五粮液's data ends with FY2019: in 2026 it is no current report.
    const old: Facts = { asOf: "2026-06-30", series: { revenue: [point("2019-12-31", 501.18e8)] } };
    expect(currentAnnualYear(old, "2026-06-30")).toBeNull();
    expect(currentAnnualYear(old, "2020-05-06")).toBe(2019);
  });
});
