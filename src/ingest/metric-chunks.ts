import type { ChunkFigure } from "../db/schema";
import { buildChunk, type ChunkInsert, uniqueById } from "./chunk-id";
import { classifyMetric } from "./classify";
import type { MetricInput } from "./ingest-payload";
import { METRICS } from "./metric-catalog";
import { formatSignedPercent, formatValue } from "./number-format";
import { periodLabel } from "./period-label";

export type { ChunkInsert } from "./chunk-id";
export { formatAmount, formatPercent, formatSignedPercent, formatValue } from "./number-format";

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
 * source, disclosure date), so embedding does not dilute the number into a paragraph.
 */
export function metricChunks(company: CompanyRef, metrics: MetricInput[]): ChunkInsert[] {
  const own = metrics.filter((m) => m.ticker === company.code);
  const byKey = new Map(own.map((m) => [`${m.source}|${m.metric}|${m.period}`, m]));
  return uniqueById(
    own.map((m) => {
      const def = METRICS[m.metric];
      const figures: ChunkFigure[] = [{ label: def.label, value: m.value, unit: m.unit }];
      let text = `${companyTag(company)} ${periodLabel(m.period)} ${def.label} ${formatValue(m.value, m.unit)}`;
      if (m.yoy !== null) {
        text += `，同比${formatSignedPercent(m.yoy)}`;
        figures.push({ label: `${def.label}同比`, value: m.yoy, unit: "%" });
      }
      text += `（${m.source}，披露 ${m.disclosureDate}）`;
      // Without a published YoY the category still follows the move against the same period a year earlier.
      const prior = byKey.get(`${m.source}|${m.metric}|${previousYearPeriod(m.period)}`);
      const change = m.yoy ?? (prior ? percentChange(m.value, prior.value) : null);
      return buildChunk({
        key: `${m.period}|${m.metric}|${m.source}`,
        ticker: company.code,
        kind: "metric",
        ...classifyMetric(m.metric, change),
        text,
        period: m.period,
        publicDate: m.disclosureDate,
        source: m.source,
        sourceUrl: m.sourceUrl ?? null,
        figures,
      });
    }),
  );
}
