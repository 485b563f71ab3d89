import type { ChunkInsert } from "../chunks/chunk-id";
import { pickSeries } from "./annual-series";
import type { MetricInput } from "../ingest-payload";
import { levelChunks, levelSeries } from "../chunks/level-chunks";
import { METRICS } from "../../domain/metric-catalog";
import type { CompanyRef } from "../chunks/metric-chunks";
import { formatAmount, formatDays, formatPercent, formatPointChange } from "../../shared/number-format";

/** Level indicators: published where the source gives them, else computed from the inputs their formula names. */

export function grossMargin(company: CompanyRef, metrics: MetricInput[]): ChunkInsert[] {
  const opRevenue = pickSeries(metrics, "operating_revenue");
  const totalRevenue = pickSeries(metrics, "revenue");
  const cost = pickSeries(metrics, "operating_cost");
  const levels = levelSeries(pickSeries(metrics, "gross_margin"), [...cost.keys()], (period) => {
    // 营业成本 pairs with 营业收入; 营业总收入 (which adds e.g. interest income) is the fallback.
    const rev = opRevenue.get(period) ?? totalRevenue.get(period);
    const c = cost.get(period);
    if (!rev || !c || rev.value <= 0) return null;
    return { value: ((rev.value - c.value) / rev.value) * 100, inputs: [rev, c] };
  });
  return levelChunks(company, levels, {
    indicator: "gross_margin",
    label: "销售毛利率",
    format: formatPercent,
    unit: "%",
    formatChange: formatPointChange,
    changeUnit: "百分点",
    formula: ([rev, c]) => {
      const revLabel = METRICS[rev!.metric].label;
      return `(${revLabel} ${formatAmount(rev!.value)} - 营业成本 ${formatAmount(c!.value)}) / ${revLabel}`;
    },
    inputFigures: ([rev, c]) => [
      { label: METRICS[rev!.metric].label, value: rev!.value, unit: "元" },
      { label: "营业成本", value: c!.value, unit: "元" },
    ],
  });
}

export function debtRatio(company: CompanyRef, metrics: MetricInput[]): ChunkInsert[] {
  const liabilities = pickSeries(metrics, "total_liabilities");
  const assets = pickSeries(metrics, "total_assets");
  const levels = levelSeries(pickSeries(metrics, "debt_ratio"), [...assets.keys()], (period) => {
    const l = liabilities.get(period);
    const a = assets.get(period);
    if (!l || !a || a.value <= 0) return null;
    return { value: (l.value / a.value) * 100, inputs: [l, a] };
  });
  return levelChunks(company, levels, {
    indicator: "debt_ratio",
    label: "资产负债率",
    format: formatPercent,
    unit: "%",
    formatChange: formatPointChange,
    changeUnit: "百分点",
    formula: ([l, a]) => `总负债 ${formatAmount(l!.value)} / 总资产 ${formatAmount(a!.value)}`,
    inputFigures: ([l, a]) => [
      { label: "总负债", value: l!.value, unit: "元" },
      { label: "总资产", value: a!.value, unit: "元" },
    ],
  });
}

const formatSignedDays = (d: number) => {
  const s = formatDays(d);
  return s.startsWith("-") ? s : `+${s}`;
};

export function receivableDays(company: CompanyRef, metrics: MetricInput[]): ChunkInsert[] {
  const ar = pickSeries(metrics, "accounts_receivable");
  const totalRevenue = pickSeries(metrics, "revenue");
  const opRevenue = pickSeries(metrics, "operating_revenue");
  const levels = levelSeries(pickSeries(metrics, "ar_days"), [...ar.keys()], (period) => {
    const r = ar.get(period);
    const rev = totalRevenue.get(period) ?? opRevenue.get(period);
    if (!r || !rev || rev.value <= 0) return null;
    // Year-end balance rather than the average: the previous balance is not always available.
    return { value: (r.value / rev.value) * 365, inputs: [r, rev] };
  });
  return levelChunks(company, levels, {
    indicator: "ar_days",
    label: "应收账款周转天数",
    format: formatDays,
    unit: "天",
    formatChange: formatSignedDays,
    changeUnit: "天",
    formula: ([r, rev]) =>
      `期末应收账款 ${formatAmount(r!.value)} / ${METRICS[rev!.metric].label} ${formatAmount(rev!.value)}，` +
      `按全年天数折算`,
    inputFigures: ([r, rev]) => [
      { label: "应收账款", value: r!.value, unit: "元" },
      { label: METRICS[rev!.metric].label, value: rev!.value, unit: "元" },
    ],
  });
}
