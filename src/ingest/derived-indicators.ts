import type { ChunkFigure } from "../db/schema";
import { buildChunk, type ChunkInsert, uniqueById } from "./chunk-id";
import { type ChunkSignal, classifyChunk } from "./classify";
import type { MetricInput } from "./ingest-payload";
import { METRICS, type MetricKey } from "./metric-catalog";
import { type CompanyRef, companyTag, percentChange, previousYearPeriod } from "./metric-chunks";
import { formatAmount, formatDays, formatPercent, formatPointChange, formatPoints, formatSignedPercent, formatTimes } from "./number-format";
import { isAnnualPeriod, periodLabel } from "./period-label";

/**
 * Indicators computed in code, never by a model: a debater may only cite a ratio that this file derived from
 * published inputs, and every input is named with its value and period so the verifier can retrace it.
 */

/** Per-period indicators cover this many recent annual reports. */
const RECENT_YEARS = 5;
/** A trend spans this many annual reports (seed 000 §4.1 reads "最近" figures; three years shows direction). */
const TREND_YEARS = 3;
/** Trend chunks for this many window ends, so a debate "as of" an earlier date still finds the trend it could know. */
const TREND_WINDOWS = 3;
const COUNT_WORD: Record<number, string> = { 2: "两", 3: "三" };

/**
 * One annual figure per period. The source with most periods is the base; periods it lacks (typically the newest
 * report, from another vendor) are filled from the others, so the latest report's change is never silently missing.
 * Stored data keeps one basis per company (as first published), so filling gaps does not mix restated figures.
 */
type Series = Map<string, MetricInput>;

/** A level (margin, ratio, days) per period, either published or computed, with the inputs behind it. */
interface Level {
  value: number;
  inputs: MetricInput[];
  computed: boolean;
}

function pickSeries(metrics: MetricInput[], metric: MetricKey): Series {
  const bySource = new Map<string, MetricInput[]>();
  for (const m of metrics) {
    if (m.metric !== metric || !isAnnualPeriod(m.period)) continue;
    bySource.set(m.source, [...(bySource.get(m.source) ?? []), m]);
  }
  // Most periods first; ties go to the alphabetically first source so the choice is stable.
  const ranked = [...bySource.entries()].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1));
  const series: Series = new Map();
  for (const [, rows] of ranked) for (const m of rows) if (!series.has(m.period)) series.set(m.period, m);
  return series;
}

const recentPeriods = (periods: Iterable<string>, n = RECENT_YEARS) => [...new Set(periods)].sort().slice(-n);

/** "（计算：…；东方财富F10，披露 2025-04-03）" plus the chunk fields every derived chunk shares. */
function provenance(inputs: MetricInput[]) {
  const sources = [...new Set(inputs.map((m) => m.source))];
  const publicDate = inputs.map((m) => m.disclosureDate).sort().at(-1) ?? "";
  return {
    publicDate,
    source: `计算（${sources.join("、")}）`,
    sourceUrl: inputs.find((m) => m.sourceUrl)?.sourceUrl ?? null,
    tail: `${sources.join("、")}，披露 ${publicDate}`,
  };
}

function derived(
  company: CompanyRef,
  key: string,
  period: string,
  text: (tail: string) => string,
  inputs: MetricInput[],
  figures: ChunkFigure[],
  signal: Extract<ChunkSignal, { kind: "derived" }>,
): ChunkInsert {
  const p = provenance(inputs);
  return buildChunk({
    key,
    ticker: company.code,
    kind: "derived",
    ...classifyChunk(signal),
    text: text(p.tail),
    period,
    publicDate: p.publicDate,
    source: p.source,
    sourceUrl: p.sourceUrl,
    figures,
  });
}

const YOY_METRICS = ["revenue", "net_profit", "deducted_net_profit"] as const satisfies readonly MetricKey[];

/** YoY from consecutive annual reports where the source published none. */
function computedYoy(company: CompanyRef, metrics: MetricInput[]): ChunkInsert[] {
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
        derived(
          company,
          `yoy|${metric}|${period}`,
          period,
          (tail) =>
            `${tag} ${pl} ${label}同比${formatSignedPercent(yoy)}（计算：${pl} ${formatAmount(cur.value)}，${ppl} ${formatAmount(prev.value)}；${tail}）`,
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

/** Published levels where given, else computed ones; per-period chunks are written only for the computed ones. */
function levelSeries(
  published: Series,
  periods: string[],
  compute: (period: string) => { value: number; inputs: MetricInput[] } | null,
): Map<string, Level> {
  const out = new Map<string, Level>();
  for (const period of [...new Set([...published.keys(), ...periods])].sort()) {
    const p = published.get(period);
    if (p) {
      out.set(period, { value: p.value, inputs: [p], computed: false });
      continue;
    }
    const c = compute(period);
    if (c && Number.isFinite(c.value)) out.set(period, { ...c, computed: true });
  }
  return out;
}

interface TrendSpec {
  indicator: "gross_margin_trend" | "debt_ratio_trend" | "ar_days_trend";
  label: string;
  format: (v: number) => string;
  formatChange: (v: number) => string;
  unit: string;
  changeUnit: string;
}

/** "近三年销售毛利率：2022年报 91.87%、2023年报 91.96%、2024年报 91.93%，2024年报较2022年报变动-0.06个百分点". */
function trendChunks(company: CompanyRef, levels: Map<string, Level>, spec: TrendSpec): ChunkInsert[] {
  const periods = [...levels.keys()].sort();
  const ends = periods.slice(-TREND_WINDOWS);
  return ends.flatMap((end) => {
    const window = periods.filter((p) => p <= end).slice(-TREND_YEARS);
    if (window.length < 2) return [];
    const points = window.map((p) => ({ period: p, level: levels.get(p)! }));
    const first = points[0]!;
    const last = points.at(-1)!;
    const change = last.level.value - first.level.value;
    const [fl, ll] = [periodLabel(first.period), periodLabel(last.period)];
    const listed = points.map((p) => `${periodLabel(p.period)} ${spec.format(p.level.value)}`).join("、");
    const basis = points.some((p) => p.level.computed) ? "计算" : "整理";
    return [
      derived(
        company,
        `${spec.indicator}|${end}`,
        end,
        (tail) =>
          `${companyTag(company)} 近${COUNT_WORD[points.length] ?? points.length}年${spec.label}：${listed}，${ll}较${fl}变动${spec.formatChange(change)}（${basis}；${tail}）`,
        points.flatMap((p) => p.level.inputs),
        [
          ...points.map((p) => ({ label: `${periodLabel(p.period)}${spec.label}`, value: p.level.value, unit: spec.unit })),
          { label: `${spec.label}变动（${spec.changeUnit}）`, value: change, unit: spec.unit },
        ],
        { kind: "derived", indicator: spec.indicator, value: last.level.value, change },
      ),
    ];
  });
}

function previousLevel(levels: Map<string, Level>, period: string): number | null {
  return levels.get(previousYearPeriod(period))?.value ?? null;
}

/** A level indicator (margin, ratio, days): its name, how it is written, and how its computed value is explained. */
interface LevelSpec {
  indicator: "gross_margin" | "debt_ratio" | "ar_days";
  label: string;
  format: (v: number) => string;
  unit: string;
  formatChange: (v: number) => string;
  changeUnit: string;
  /** The formula with its inputs' values, e.g. "总负债 2.1亿元 / 总资产 9.8亿元". */
  formula: (inputs: MetricInput[]) => string;
  /** The inputs as figures, so the verifier can check every number the formula names. */
  inputFigures: (inputs: MetricInput[]) => ChunkFigure[];
}

/** A chunk per recent period whose level was computed (published ones have their own metric chunk), then the trends. */
function levelChunks(company: CompanyRef, levels: Map<string, Level>, spec: LevelSpec): ChunkInsert[] {
  const tag = companyTag(company);
  const perPeriod = recentPeriods(levels.keys()).flatMap((period) => {
    const level = levels.get(period)!;
    if (!level.computed) return [];
    const pl = periodLabel(period);
    const prior = previousLevel(levels, period);
    return [
      derived(
        company,
        `${spec.indicator}|${period}`,
        period,
        (tail) => `${tag} ${pl} ${spec.label} ${spec.format(level.value)}（计算：${spec.formula(level.inputs)}；${tail}）`,
        level.inputs,
        [{ label: spec.label, value: level.value, unit: spec.unit }, ...spec.inputFigures(level.inputs)],
        { kind: "derived", indicator: spec.indicator, value: level.value, change: prior === null ? null : level.value - prior },
      ),
    ];
  });
  const { indicator, label, format, formatChange, unit, changeUnit } = spec;
  return [...perPeriod, ...trendChunks(company, levels, { indicator: `${indicator}_trend`, label, format, formatChange, unit, changeUnit })];
}

function grossMargin(company: CompanyRef, metrics: MetricInput[]): ChunkInsert[] {
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

function cashFlowCoverage(company: CompanyRef, metrics: MetricInput[]): ChunkInsert[] {
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
      derived(
        company,
        `ocf_to_profit|${period}`,
        period,
        (tail) =>
          `${tag} ${pl} 经营活动现金流量净额 ${formatAmount(o.value)}，归母净利润 ${formatAmount(n.value)}，经营现金流/归母净利润 ${formatTimes(ratio)}，${verdict}（计算；${tail}）`,
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

function debtRatio(company: CompanyRef, metrics: MetricInput[]): ChunkInsert[] {
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

function receivableDays(company: CompanyRef, metrics: MetricInput[]): ChunkInsert[] {
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
    formula: ([r, rev]) => `期末应收账款 ${formatAmount(r!.value)} / ${METRICS[rev!.metric].label} ${formatAmount(rev!.value)}，按全年天数折算`,
    inputFigures: ([r, rev]) => [
      { label: "应收账款", value: r!.value, unit: "元" },
      { label: METRICS[rev!.metric].label, value: rev!.value, unit: "元" },
    ],
  });
}

function goodwillShare(company: CompanyRef, metrics: MetricInput[]): ChunkInsert[] {
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
      derived(
        company,
        `goodwill_to_equity|${period}`,
        period,
        (tail) =>
          `${tag} ${pl} 商誉 ${formatAmount(g.value)}，占归母股东权益 ${formatPercent(share)}（计算：商誉 / 归母股东权益 ${formatAmount(e.value)}；${tail}）`,
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

function inventoryVsRevenue(company: CompanyRef, metrics: MetricInput[]): ChunkInsert[] {
  const inventory = pickSeries(metrics, "inventory");
  const totalRevenue = pickSeries(metrics, "revenue");
  const revenue = totalRevenue.size > 0 ? totalRevenue : pickSeries(metrics, "operating_revenue");
  const tag = companyTag(company);
  return recentPeriods(inventory.keys()).flatMap((period) => {
    const prevPeriod = previousYearPeriod(period);
    const [inv, invPrev, rev, revPrev] = [inventory.get(period), inventory.get(prevPeriod), revenue.get(period), revenue.get(prevPeriod)];
    if (!inv || !invPrev || !rev || !revPrev) return [];
    const invGrowth = percentChange(inv.value, invPrev.value);
    const revGrowth = percentChange(rev.value, revPrev.value);
    if (invGrowth === null || revGrowth === null) return [];
    const gap = invGrowth - revGrowth;
    const revLabel = METRICS[rev.metric].label;
    const [pl, ppl] = [periodLabel(period), periodLabel(prevPeriod)];
    const relation = gap >= 0 ? "高于" : "低于";
    return [
      derived(
        company,
        `inventory_vs_revenue|${period}`,
        period,
        (tail) =>
          `${tag} ${pl} 存货 ${formatAmount(inv.value)}（${ppl} ${formatAmount(invPrev.value)}），同比${formatSignedPercent(invGrowth)}；` +
          `${revLabel} ${formatAmount(rev.value)}（${ppl} ${formatAmount(revPrev.value)}），同比${formatSignedPercent(revGrowth)}；` +
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

function capexIntensity(company: CompanyRef, metrics: MetricInput[]): ChunkInsert[] {
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
      derived(
        company,
        `capex_intensity|${period}`,
        period,
        (tail) =>
          `${tag} ${pl} 资本开支强度 ${formatPercent(now.value)}（计算：购建长期资产支付的现金 ${formatAmount(now.c.value)} / ${revLabel} ${formatAmount(now.r.value)}；${tail}）`,
        [now.c, now.r],
        [
          { label: "资本开支强度", value: now.value, unit: "%" },
          { label: "购建长期资产支付的现金", value: now.c.value, unit: "元" },
          { label: revLabel, value: now.r.value, unit: "元" },
        ],
        { kind: "derived", indicator: "capex_intensity", value: now.value, change: before ? now.value - before.value : null },
      ),
    ];
  });
}

/** Every derived indicator for one company, from its annual reports only. */
export function derivedChunks(company: CompanyRef, metrics: MetricInput[]): ChunkInsert[] {
  const own = metrics.filter((m) => m.ticker === company.code && isAnnualPeriod(m.period));
  return uniqueById([
    ...computedYoy(company, own),
    ...grossMargin(company, own),
    ...cashFlowCoverage(company, own),
    ...debtRatio(company, own),
    ...receivableDays(company, own),
    ...goodwillShare(company, own),
    ...inventoryVsRevenue(company, own),
    ...capexIntensity(company, own),
  ]);
}
