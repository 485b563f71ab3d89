import { describe, expect, it } from "vitest";
import { type StatedAssertion, readStatedPeriod } from "../../../src/domain/stated-assertion";
import { checkStated, statedMetric } from "../../../src/verification/claims/check-stated";
import { sampleFacts } from "./sample-facts";

/**
 * What a model states as data is checked exactly against the facts known by asOf. Real figures: 600519 (贵州茅台) in
 * the bundled sample: 归母净利润 2023 747.34亿 → 2024 862.28亿 (+15.38 %), 营业总收入 2022 1275.54亿 → 2024 1741.44亿
 * (+36.53 %), 资产负债率 2023 17.98 % → 2024 19.04 %; 归母净利润 2025 一季度 268.47亿, 上半年 454.03亿 (二季度单季
 * 185.55亿), 前三季度 646.27亿 (published 2025-10-30).
 */
const facts = sampleFacts("600519", "2025-09-01");
const one = (a: StatedAssertion) => checkStated([a], facts);
const profit = { metric: "归母净利润", period: "2024" } as const;

describe("the exact check of stated assertions", () => {
  it("reads the period grammar: a year, a single quarter, a half year, a cumulative nine months, a trading day", () => {
    expect(readStatedPeriod("2024")).toEqual({ kind: "report", end: "2024-12-31", basis: "annual" });
    expect(readStatedPeriod("2025Q2")).toEqual({ kind: "report", end: "2025-06-30", basis: "quarter" });
    expect(readStatedPeriod("2025H1")).toEqual({ kind: "report", end: "2025-06-30", basis: "ytd" });
    expect(readStatedPeriod("2025Q3累计")).toEqual({ kind: "report", end: "2025-09-30", basis: "ytd" });
    expect(readStatedPeriod("2025-06-30")).toEqual({ kind: "day", date: "2025-06-30" });
    expect(readStatedPeriod("25年")).toBeNull();
  });

  it("names a metric only by a whole alias of the lexicon", () => {
    expect(statedMetric("归母净利润")).toBe("net_profit");
    expect(statedMetric("资产负债率")).toBe("debt_ratio");
    expect(statedMetric("主营业务收入")).toBeNull();
    expect(statedMetric("归母净利润和营收")).toBeNull();
  });

  it("passes a true value, change, direction and size word, each within the precision shown", () => {
    const checks = one({
      ...profit,
      value: 862.28,
      unit: "亿元",
      change: { kind: "pct", value: 15.4 },
      direction: "up",
    });
    expect(checks.map((c) => c.ok)).toEqual([true, true, true]);
    expect(one({ ...profit, value: 862, unit: "亿元", size: "明显" }).map((c) => c.ok)).toEqual([true, true]);
    const base = one({ metric: "营业总收入", period: "2024", base: "2022", change: { kind: "pct", value: 36.5 } });
    expect(base.map((c) => c.ok)).toEqual([true]);
    const pp = one({
      metric: "资产负债率",
      period: "2024",
      value: 19.04,
      unit: "%",
      change: { kind: "pp", value: 1.06 },
    });
    expect(pp.map((c) => c.ok)).toEqual([true, true]);
  });

  it("fails a value, a change, a direction or a size the data contradicts, naming the figure in Chinese", () => {
    const [value] = one({ ...profit, value: 900, unit: "亿元" });
    expect(value).toMatchObject({ kind: "stated", ok: false });
    expect(value!.reason).toContain("900亿元");
    expect(value!.reason).toContain("862.28亿元");
    expect(value!.reason).toContain("与数据不符");
    // The neighbouring year's figure is not this year's.
    expect(one({ ...profit, value: 747.34, unit: "亿元" })[0]!.ok).toBe(false);
    expect(one({ ...profit, value: 86.23, unit: "亿元" })[0]!.ok).toBe(false);
    expect(one({ ...profit, change: { kind: "pct", value: -4.5 } })[0]!.ok).toBe(false);
    expect(one({ ...profit, direction: "down" })[0]!.reason).toContain("与“下降”不符");
    expect(one({ ...profit, size: "翻倍" })[0]!.ok).toBe(false);
  });

  it("reads percentage points only as a ratio's change, and a ratio's absolute change only in %", () => {
    const [pp] = one({ ...profit, change: { kind: "pp", value: 1.5 } });
    expect(pp).toMatchObject({ kind: "stated", ok: null });
    expect(pp!.reason).toContain("百分点只适用于比率指标");
    expect(pp!.reason).not.toMatch(/\d{5,}/);
    const debt = { metric: "资产负债率", period: "2024" } as const;
    const [abs] = one({ ...debt, unit: "亿元", change: { kind: "abs", value: 1.06 } });
    expect(abs).toMatchObject({ ok: null });
    expect(abs!.reason).toContain("须以%为单位");
    expect(one({ ...debt, unit: "%", change: { kind: "abs", value: 1.06 } })[0]!.ok).toBe(true);
  });

  it("reads quarters from the cumulative reports: a single quarter is the cumulative minus the one before", () => {
    expect(one({ metric: "归母净利润", period: "2025Q2", value: 185.55, unit: "亿元" })[0]!.ok).toBe(true);
    expect(one({ metric: "归母净利润", period: "2025H1", value: 454.03, unit: "亿元" })[0]!.ok).toBe(true);
    expect(one({ metric: "归母净利润", period: "2025H1", value: 185.55, unit: "亿元" })[0]!.ok).toBe(false);
  });

  it("leaves a metric or a period the data does not hold 未能核验 with its reason, never a failure", () => {
    const [metric] = one({ metric: "主营业务收入", period: "2024", value: 1700, unit: "亿元" });
    expect(metric).toMatchObject({ ok: null });
    expect(metric!.reason).toContain("数据未收录该指标");
    // 前三季度 was published on 2025-10-30, after asOf.
    const [later] = one({ metric: "归母净利润", period: "2025Q3累计", value: 646.27, unit: "亿元" });
    expect(later).toMatchObject({ ok: null });
    expect(later!.reason).toContain("无该期数据");
    // No 2024 half year is stored: a change against it is read on the year-ago value the 2025 interim report's own
    // YoY implies (as the prose checker reads it); a base period named outright that the data lacks cannot be.
    const half = one({ metric: "归母净利润", period: "2025H1", value: 454.03, unit: "亿元", direction: "up" });
    expect(half.map((c) => c.ok)).toEqual([true, true]);
    expect(half[1]!.reason).toContain("报告所载同比推算");
    const named = one({ metric: "归母净利润", period: "2025H1", base: "2023H1", direction: "up" });
    expect(named.map((c) => c.ok)).toEqual([null]);
    expect(named[0]!.reason).toContain("无该期数据");
    expect(one({ ...profit, size: "蒸蒸日上" })[0]).toMatchObject({ ok: null });
  });
});
