import { type ChunkInsert, uniqueById } from "../chunks/chunk-id";
import type { MetricInput } from "../ingest-payload";
import { debtRatio, grossMargin, receivableDays } from "./level-indicators";
import type { CompanyRef } from "../chunks/metric-chunks";
import { isAnnualPeriod } from "./period-label";
import { capexIntensity, cashFlowCoverage, computedYoy, goodwillShare, inventoryVsRevenue } from "./period-indicators";

/**
 * Indicators computed in code, never by a model: a debater may only cite a ratio that these modules derived from
 * published inputs, and every input is named with its value and period so the verifier can retrace it. Level
 * indicators (margins, ratios, days, with their trends) are in level-indicators.ts; indicators read from one annual
 * report against the one before are in period-indicators.ts.
 */

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
