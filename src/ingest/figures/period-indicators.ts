import type { ChunkInsert } from "../chunks/chunk-id";
import { pickSeries, recentPeriods } from "./annual-series";
import { derivedChunk } from "../chunks/derived-chunk";
import type { MetricInput } from "../ingest-payload";
import { METRICS, type MetricKey } from "../../domain/metric-catalog";
import { type CompanyRef, companyTag, percentChange, previousYearPeriod } from "../chunks/metric-chunks";
import {
  formatAmount,
  formatPercent,
  formatPoints,
  formatSignedPercent,
  formatTimes,
} from "../../shared/number-format";
import { periodLabel } from "./period-label";

/** Indicators read from one annual report and the one before it: a chunk per recent period. */

const YOY_METRICS = ["revenue", "net_profit", "deducted_net_profit"] as const satisfies readonly MetricKey[];

/** YoY from consecutive annual reports where the source published none. */
export function computedYoy(company: CompanyRef, metrics: MetricInput[]): ChunkInsert[] {
  const tag = companyTag(company);
  return YOY_METRICS.flatMap((metric) => {
    const series = pickSeries(metrics, metric);
    const label = METRICS[metric].label;
    return recentPeriods(series.keys()).flatMap((period) => {
      const cur = series.get(period);
      const prev = series.get(previousYearPeriod(period));
      if (!cur || !prev || cur.yoy !== null) return [];
      const yoy = percentChange(cur.value, prev.value);
      if (yoy === null) return [];
      const [pl, ppl] = [periodLabel(period), periodLabel(prev.period)];
      return [
        derivedChunk(
          company,
          `yoy|${metric}|${period}`,
          period,
          (tail) =>
            `${tag} ${pl} ${label}同比${formatSignedPercent(yoy)}（计算：${pl} ${formatAmount(cur.value)}，${ppl}` +
            ` ${formatAmount(prev.value)}；${tail}）`,
          [cur, prev],
          [
            { label: `${label}同比`, value: yoy, unit: "%" },
            { label: `${pl}${label}`, value: cur.value, unit: "元" },
            { label: `${ppl}${label}`, value: prev.value, unit: "元" },
          ],
          { kind: "derived", indicator: "yoy", metric, value: yoy, change: yoy },
        ),
      ];
    });
  });
}

export function cashFlowCoverage(company: CompanyRef, metrics: MetricInput[]): ChunkInsert[] {
  const ocf = pickSeries(metrics, "operating_cash_flow");
  const profit = pickSeries(metrics, "net_profit");
  const tag = companyTag(company);
  return recentPeriods(ocf.keys()).flatMap((period) => {
    const o = ocf.get(period);
    const n = profit.get(period);
    // A ratio to a loss has no meaning: the loss itself is the finding, stated by its own metric chunk.
    if (!o || !n || n.value <= 0) return [];
    const ratio = o.value / n.value;
    const pl = periodLabel(period);
    const verdict = ratio < 1 ? "现金流低于利润" : "现金流覆盖利润";
    return [
      derivedChunk(
        company,
        `ocf_to_profit|${period}`,
        period,
        (tail) =>
          `${tag} ${pl} 经营活动现金流量净额 ${formatAmount(o.value)}，归母净利润 ${formatAmount(n.value)}，` +
          `经营现金流/归母净利润 ${formatTimes(ratio)}，${verdict}（计算；${tail}）`,
        [o, n],
        [
          { label: "经营活动现金流量净额", value: o.value, unit: "元" },
          { label: "归母净利润", value: n.value, unit: "元" },
          { label: "经营现金流/归母净利润", value: ratio, unit: "倍" },
        ],
        { kind: "derived", indicator: "ocf_to_profit", value: ratio, change: null },
      ),
    ];
  });
}

export function goodwillShare(company: CompanyRef, metrics: MetricInput[]): ChunkInsert[] {
  const goodwill = pickSeries(metrics, "goodwill");
  const equity = pickSeries(metrics, "parent_equity");
  const tag = companyTag(company);
  return recentPeriods(goodwill.keys()).flatMap((period) => {
    const g = goodwill.get(period);
    const e = equity.get(period);
    if (!g || !e || g.value <= 0 || e.value <= 0) return [];
    const share = (g.value / e.value) * 100;
    const pl = periodLabel(period);
    return [
      derivedChunk(
        company,
        `goodwill_to_equity|${period}`,
        period,
        (tail) =>
          `${tag} ${pl} 商誉 ${formatAmount(g.value)}，占归母股东权益 ${formatPercent(share)}（计算：商誉 / ` +
          `归母股东权益 ${formatAmount(e.value)}；${tail}）`,
        [g, e],
        [
          { label: "商誉", value: g.value, unit: "元" },
          { label: "商誉/归母股东权益", value: share, unit: "%" },
          { label: "归母股东权益", value: e.value, unit: "元" },
        ],
        { kind: "derived", indicator: "goodwill_to_equity", value: share, change: null },
      ),
    ];
  });
}

export function inventoryVsRevenue(company: CompanyRef, metrics: MetricInput[]): ChunkInsert[] {
  const inventory = pickSeries(metrics, "inventory");
  const totalRevenue = pickSeries(metrics, "revenue");
  const revenue = totalRevenue.size > 0 ? totalRevenue : pickSeries(metrics, "operating_revenue");
  const tag = companyTag(company);
  return recentPeriods(inventory.keys()).flatMap((period) => {
    const prevPeriod = previousYearPeriod(period);
    const [inv, invPrev, rev, revPrev] = [
      inventory.get(period),
      inventory.get(prevPeriod),
      revenue.get(period),
      revenue.get(prevPeriod),
    ];
    if (!inv || !invPrev || !rev || !revPrev) return [];
    const invGrowth = percentChange(inv.value, invPrev.value);
    const revGrowth = percentChange(rev.value, revPrev.value);
    if (invGrowth === null || revGrowth === null) return [];
    const gap = invGrowth - revGrowth;
    const revLabel = METRICS[rev.metric].label;
    const [pl, ppl] = [periodLabel(period), periodLabel(prevPeriod)];
    const relation = gap >= 0 ? "高于" : "低于";
    return [
      derivedChunk(
        company,
        `inventory_vs_revenue|${period}`,
        period,
        (tail) =>
          `${tag} ${pl} 存货 ${formatAmount(inv.value)}（${ppl} ${formatAmount(invPrev.value)}），` +
          `同比${formatSignedPercent(invGrowth)}；` +
          `${revLabel} ${formatAmount(rev.value)}（${ppl} ${formatAmount(revPrev.value)}），` +
          `同比${formatSignedPercent(revGrowth)}；` +
          `存货增速${relation}营收增速${formatPoints(Math.abs(gap))}（计算；${tail}）`,
        [inv, invPrev, rev, revPrev],
        [
          { label: `${pl}存货`, value: inv.value, unit: "元" },
          { label: `${ppl}存货`, value: invPrev.value, unit: "元" },
          { label: "存货同比", value: invGrowth, unit: "%" },
          { label: `${pl}${revLabel}`, value: rev.value, unit: "元" },
          { label: `${ppl}${revLabel}`, value: revPrev.value, unit: "元" },
          { label: `${revLabel}同比`, value: revGrowth, unit: "%" },
          { label: `存货增速${relation}营收增速（百分点）`, value: Math.abs(gap), unit: "%" },
        ],
        { kind: "derived", indicator: "inventory_vs_revenue", value: gap, change: null },
      ),
    ];
  });
}

export function capexIntensity(company: CompanyRef, metrics: MetricInput[]): ChunkInsert[] {
  const capex = pickSeries(metrics, "capex");
  const totalRevenue = pickSeries(metrics, "revenue");
  const revenue = totalRevenue.size > 0 ? totalRevenue : pickSeries(metrics, "operating_revenue");
  const intensity = (period: string) => {
    const c = capex.get(period);
    const r = revenue.get(period);
    return c && r && r.value > 0 ? { c, r, value: (c.value / r.value) * 100 } : null;
  };
  const tag = companyTag(company);
  return recentPeriods(capex.keys()).flatMap((period) => {
    const now = intensity(period);
    if (!now) return [];
    const before = intensity(previousYearPeriod(period));
    const revLabel = METRICS[now.r.metric].label;
    const pl = periodLabel(period);
    return [
      derivedChunk(
        company,
        `capex_intensity|${period}`,
        period,
        (tail) =>
          `${tag} ${pl} 资本开支强度 ${formatPercent(now.value)}（计算：购建长期资产支付的现金` +
          ` ${formatAmount(now.c.value)} ` +
          `/ ${revLabel} ${formatAmount(now.r.value)}；${tail}）`,
        [now.c, now.r],
        [
          { label: "资本开支强度", value: now.value, unit: "%" },
          { label: "购建长期资产支付的现金", value: now.c.value, unit: "元" },
          { label: revLabel, value: now.r.value, unit: "元" },
        ],
        {
          kind: "derived",
          indicator: "capex_intensity",
          value: now.value,
          change: before ? now.value - before.value : null,
        },
      ),
    ];
  });
}
