import type { ChunkFigure } from "../../db/schema";
import { buildChunk, type ChunkInsert, uniqueById } from "./chunk-id";
import { classifyMetric } from "./classify";
import type { MetricInput } from "../ingest-payload";
import type { MetricVersion } from "../figures/metric-versions";

type VersionFields = Pick<MetricVersion, "publicDate" | "supersededDate" | "revises">;
import { METRICS } from "../../domain/metric-catalog";
import { formatSignedPercent, formatValue } from "../../shared/number-format";
import { periodLabel } from "../figures/period-label";

export type { ChunkInsert } from "./chunk-id";
export { formatAmount, formatPercent, formatSignedPercent, formatValue } from "../../shared/number-format";

export interface CompanyRef {
  code: string;
  name: string;
}

/** "贵州茅台(600519)": every chunk names its company so a chunk read alone is still unambiguous. */
export const companyTag = (c: CompanyRef) => `${c.name}(${c.code})`;

/** "2023-12-31" -> "2022-12-31": the same report period one year earlier. */
export function previousYearPeriod(period: string): string {
  return `${Number(period.slice(0, 4)) - 1}${period.slice(4)}`;
}

/** Percent change against a base; null when the base is zero (a change from nothing has no percentage). */
export function percentChange(current: number, base: number): number | null {
  return base === 0 ? null : ((current - base) / Math.abs(base)) * 100;
}

/**
 * Seed 000 §3.2: "数值切片必须独立成段" — each figure is its own short chunk (company, period, metric, value, YoY,
 * source, disclosure date), so embedding does not dilute the number into a paragraph. Each stored version of a figure
 * (src/ingest/figures/metric-versions.ts) is its own chunk, public from the version's date until the next one
 * supersedes it.
 */
export function metricChunks(company: CompanyRef, metrics: (MetricInput & Partial<VersionFields>)[]): ChunkInsert[] {
  const own = metrics.filter((m) => m.ticker === company.code);
  const byKey = new Map<string, (MetricInput & Partial<VersionFields>)[]>();
  for (const m of own) {
    const key = `${m.source}|${m.metric}|${m.period}`;
    byKey.set(key, [...(byKey.get(key) ?? []), m]);
  }
  return uniqueById(
    own.map((m) => {
      const def = METRICS[m.metric];
      const publicDate = m.publicDate ?? m.disclosureDate;
      const figures: ChunkFigure[] = [{ label: def.label, value: m.value, unit: m.unit }];
      let text = `${companyTag(company)} ${periodLabel(m.period)} ${def.label} ${formatValue(m.value, m.unit)}`;
      if (m.yoy !== null) {
        text += `，同比${formatSignedPercent(m.yoy)}`;
        figures.push({ label: `${def.label}同比`, value: m.yoy, unit: "%" });
      }
      text +=
        publicDate === m.disclosureDate
          ? `（${m.source}，披露 ${m.disclosureDate}）`
          : `（${m.source}，披露 ${m.disclosureDate}，${publicDate} 更新）`;
      // Without a published YoY the category still follows the move against the same period a year earlier, as it
      // was public when this version was.
      const prior = (byKey.get(`${m.source}|${m.metric}|${previousYearPeriod(m.period)}`) ?? [])
        .filter((p) => (p.publicDate ?? p.disclosureDate) <= publicDate)
        .sort((a, b) => (a.publicDate ?? a.disclosureDate).localeCompare(b.publicDate ?? b.disclosureDate))
        .at(-1);
      // A printed growth rate (营业收入同比增长率) is the change itself, never a level to compare with last year's.
      const change = "rateOf" in def ? m.value : (m.yoy ?? (prior ? percentChange(m.value, prior.value) : null));
      return buildChunk({
        // The first version keeps the key chunks always had, so ids survive; a restatement is keyed by its date.
        key: `${m.period}|${m.metric}|${m.source}${m.revises ? `|${publicDate}` : ""}`,
        ticker: company.code,
        kind: "metric",
        ...classifyMetric(m.metric, change),
        text,
        period: m.period,
        publicDate,
        supersededDate: m.supersededDate ?? null,
        source: m.source,
        sourceUrl: m.sourceUrl ?? null,
        figures,
      });
    }),
  );
}
