import { describe, expect, it } from "vitest";
import type { ChunkInsert } from "../../../src/ingest/chunks/chunk-id";
import { derivedChunks } from "../../../src/ingest/figures/derived-indicators";
import { EM, metric, MOUTAI, moutaiMetrics } from "../moutai-fixture";

const chunks = derivedChunks(MOUTAI, moutaiMetrics());
const find = (fragment: string, period?: string): ChunkInsert => {
  const hit = chunks.find((c) => c.text.includes(fragment) && (period === undefined || c.period === period));
  if (!hit) throw new Error(`no derived chunk with "${fragment}" for ${period}`);
  return hit;
};
const figure = (c: ChunkInsert, label: string) => c.figures?.find((f) => f.label === label)?.value;

// Hand-computed from the published 600519 figures in the fixture.
const REVENUE = { 2022: 127553959355.97, 2023: 150560330316.45, 2024: 174144069958.25 };

describe("derivedChunks on 贵州茅台 FY2022-FY2024", () => {
  it("computes revenue YoY from consecutive annual reports when the source gives none", () => {
    const c = find("营业总收入同比", "2024-12-31");
    expect(c.text).toBe(
      "贵州茅台(600519) 2024年报 营业总收入同比+15.66%（计算：2024年报 1741.44亿元，2023年报 1505.60亿元；东方财富F10，披露 2025-04-03）",
    );
    expect(figure(c, "营业总收入同比")).toBeCloseTo((REVENUE[2024] / REVENUE[2023] - 1) * 100, 10);
    expect(c).toMatchObject({
      kind: "derived",
      category: "growth",
      dimension: "earnings",
      source: `计算（${EM}）`,
      publicDate: "2025-04-03",
    });
    expect(figure(find("归母净利润同比", "2024-12-31"), "归母净利润同比")).toBeCloseTo(15.37996610162564, 8);
    expect(figure(find("扣非归母净利润同比", "2024-12-31"), "扣非归母净利润同比")).toBeCloseTo(15.36849155636184, 8);
  });

  it("does not recompute a YoY the source published", () => {
    const withYoy = moutaiMetrics().map((m) =>
      m.metric === "revenue" && m.period === "2024-12-31" ? { ...m, yoy: 15.66 } : m,
    );
    const list = derivedChunks(MOUTAI, withYoy);
    expect(list.some((c) => c.period === "2024-12-31" && c.text.includes("营业总收入同比"))).toBe(false);
    expect(list.some((c) => c.period === "2023-12-31" && c.text.includes("营业总收入同比"))).toBe(true);
  });

  it("computes gross margin from 营业收入 and 营业成本 when no margin is published", () => {
    const c = find("销售毛利率 91.93%", "2024-12-31");
    expect(c.text).toBe(
      "贵州茅台(600519) 2024年报 销售毛利率 91.93%（计算：(营业收入 1708.99亿元 - 营业成本 137.89亿元) / 营业收入；东方财富F10，披露 2025-04-03）",
    );
    expect(figure(c, "销售毛利率")).toBeCloseTo(((170899152276.34 - 13789482367.98) / 170899152276.34) * 100, 10);
    const published = derivedChunks(MOUTAI, [
      ...moutaiMetrics(),
      metric("2024-12-31", "gross_margin", 91.93, { unit: "%" }),
    ]);
    expect(published.some((c) => c.text.startsWith("贵州茅台(600519) 2024年报 销售毛利率"))).toBe(false);
  });

  it("states the three-year gross margin trend; a move under half a point is stable, not a signal", () => {
    const c = find("近三年销售毛利率");
    expect(c.text).toBe(
      "贵州茅台(600519) 近三年销售毛利率：2022年报 91.87%、2023年报 91.96%、2024年报 91.93%，2024年报较2022年报变动+0.06个百分点（计算；东方财富F10，披露 2025-04-03）",
    );
    expect(figure(c, "销售毛利率变动（百分点）")).toBeCloseTo(0.0645617796530189, 8);
    expect(c.category).toBe("neutral");
  });

  it("flags operating cash flow below net profit as a risk", () => {
    const y2023 = find("经营现金流/归母净利润", "2023-12-31");
    expect(figure(y2023, "经营现金流/归母净利润")).toBeCloseTo(66593247721.09 / 74734071550.75, 12);
    expect(y2023.text).toContain("0.89倍，现金流低于利润");
    expect(y2023).toMatchObject({ category: "risk", dimension: "risk" });
    const y2024 = find("经营现金流/归母净利润", "2024-12-31");
    expect(y2024.text).toBe(
      "贵州茅台(600519) 2024年报 经营活动现金流量净额 924.64亿元，归母净利润 862.28亿元，经营现金流/归母净利润 1.07倍，现金流覆盖利润（计算；东方财富F10，披露 2025-04-03）",
    );
    expect(y2024.category).toBe("neutral");
  });

  it("computes the debt ratio from liabilities and assets, and its trend", () => {
    expect(figure(find("资产负债率 19.04%", "2024-12-31"), "资产负债率")).toBeCloseTo(
      (56933264798.1 / 298944579918.7) * 100,
      10,
    );
    // 17.98% -> 19.04%: up more than half a point is a risk.
    expect(find("资产负债率 19.04%", "2024-12-31").category).toBe("risk");
    const trend = find("近三年资产负债率");
    expect(trend.text).toContain(
      "2022年报 19.47%、2023年报 17.98%、2024年报 19.04%，2024年报较2022年报变动-0.43个百分点",
    );
    expect(trend.dimension).toBe("risk");
  });

  it("computes receivable days as year-end receivables over revenue times 365", () => {
    const c = find("应收账款周转天数", "2023-12-31");
    expect(figure(c, "应收账款周转天数")).toBeCloseTo((60373410.41 / REVENUE[2023]) * 365, 12);
    expect(find("近三年应收账款周转天数").text).toContain("2022年报 0.06天、2023年报 0.15天、2024年报 0.04天");
  });

  it("compares inventory growth with revenue growth", () => {
    const c = find("存货增速", "2024-12-31");
    expect(figure(c, "存货同比")).toBeCloseTo((54343285157.47 / 46435185061.53 - 1) * 100, 10);
    expect(figure(c, "存货增速高于营收增速（百分点）")).toBeCloseTo(1.3664252945801536, 8);
    expect(c.category).toBe("neutral");
  });

  it("computes capex intensity; rising intensity is capacity being built", () => {
    const y2024 = find("资本开支强度", "2024-12-31");
    expect(figure(y2024, "资本开支强度")).toBeCloseTo((4678712053.56 / REVENUE[2024]) * 100, 10);
    expect(y2024.category).toBe("growth");
    expect(find("资本开支强度", "2023-12-31").category).toBe("neutral");
  });

  it("states goodwill as a share of parent equity, and a large share is a risk", () => {
    expect(chunks.some((c) => c.text.includes("商誉"))).toBe(false);
    const list = derivedChunks(MOUTAI, [...moutaiMetrics(), metric("2024-12-31", "goodwill", 30e9)]);
    const c = list.find((x) => x.text.includes("商誉"))!;
    expect(figure(c, "商誉/归母股东权益")).toBeCloseTo((30e9 / 233105984399.47) * 100, 10);
    expect(c.text).toContain("商誉 300.00亿元，占归母股东权益 12.87%");
    expect(c).toMatchObject({ category: "risk", dimension: "risk" });
  });

  it("uses one source per metric (the one with most periods) and dates a chunk by its latest input", () => {
    const other = metric("2024-12-31", "revenue", 174000000000, { source: "其他来源", disclosureDate: "2025-05-01" });
    const list = derivedChunks(MOUTAI, [...moutaiMetrics(), other]);
    const c = list.find((x) => x.period === "2024-12-31" && x.text.includes("营业总收入同比"))!;
    expect(c.text).toContain("1741.44亿元");
    expect(c.publicDate).toBe("2025-04-03");
  });

  it("ignores quarterly periods and keeps ids stable across runs", () => {
    const quarterly = metric("2024-09-30", "revenue", 120e9);
    const list = derivedChunks(MOUTAI, [...moutaiMetrics(), quarterly]);
    expect(list.map((c) => c.id)).toEqual(chunks.map((c) => c.id));
    expect(new Set(chunks.map((c) => c.id)).size).toBe(chunks.length);
  });
});
