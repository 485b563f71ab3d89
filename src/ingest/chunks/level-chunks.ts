import type { ChunkFigure } from "../../db/schema";
import type { ChunkInsert } from "./chunk-id";
import { recentPeriods, type Series } from "../figures/annual-series";
import { derivedChunk } from "./derived-chunk";
import type { MetricInput } from "../ingest-payload";
import { type CompanyRef, companyTag, previousYearPeriod } from "./metric-chunks";
import { periodLabel } from "../figures/period-label";

/** How a level indicator is written: a chunk per computed recent level, then its trend over the last few reports. */

/** A trend spans this many annual reports (seed 000 §4.1 reads "最近" figures; three years shows direction). */
const TREND_YEARS = 3;
/** Trend chunks for this many window ends, so a debate "as of" an earlier date still finds the trend it could know. */
const TREND_WINDOWS = 3;
const COUNT_WORD: Record<number, string> = { 2: "两", 3: "三" };

/** A level (margin, ratio, days) per period, either published or computed, with the inputs behind it. */
export interface Level {
  value: number;
  inputs: MetricInput[];
  computed: boolean;
}

/** Published levels where given, else computed ones; per-period chunks are written only for the computed ones. */
export function levelSeries(
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
      derivedChunk(
        company,
        `${spec.indicator}|${end}`,
        end,
        (tail) =>
          `${companyTag(company)} 近${COUNT_WORD[points.length] ?? points.length}年${spec.label}：${listed}` +
          `，${ll}较${fl}变` +
          `动${spec.formatChange(change)}（${basis}；${tail}）`,
        points.flatMap((p) => p.level.inputs),
        [
          ...points.map((p) => ({
            label: `${periodLabel(p.period)}${spec.label}`,
            value: p.level.value,
            unit: spec.unit,
          })),
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
export interface LevelSpec {
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
export function levelChunks(company: CompanyRef, levels: Map<string, Level>, spec: LevelSpec): ChunkInsert[] {
  const tag = companyTag(company);
  const perPeriod = recentPeriods(levels.keys()).flatMap((period) => {
    const level = levels.get(period)!;
    if (!level.computed) return [];
    const pl = periodLabel(period);
    const prior = previousLevel(levels, period);
    return [
      derivedChunk(
        company,
        `${spec.indicator}|${period}`,
        period,
        (tail) =>
          `${tag} ${pl} ${spec.label} ${spec.format(level.value)}（计算：${spec.formula(level.inputs)}；${tail}）`,
        level.inputs,
        [{ label: spec.label, value: level.value, unit: spec.unit }, ...spec.inputFigures(level.inputs)],
        {
          kind: "derived",
          indicator: spec.indicator,
          value: level.value,
          change: prior === null ? null : level.value - prior,
        },
      ),
    ];
  });
  const { indicator, label, format, formatChange, unit, changeUnit } = spec;
  return [
    ...perPeriod,
    ...trendChunks(company, levels, { indicator: `${indicator}_trend`, label, format, formatChange, unit, changeUnit }),
  ];
}
