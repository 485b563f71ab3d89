/** Report-period labels (seed 000 §4.1): "2024年报" lets a debater say exactly which report a figure comes from. */

const REPORT_BY_MONTH: Record<string, string> = { "03": "一季报", "06": "中报", "09": "三季报", "12": "年报" };
const PERIOD_END_DAY: Record<string, string> = { "03": "31", "06": "30", "09": "30", "12": "31" };

/**
 * Which dates get a report's name.
 * - "period-end": only the four report period ends (12-31, 09-30, 06-30, 03-31). Ingest writes these labels into
 *   chunk text and figure labels, where a trading date must never read as a report.
 * - "quarter-month": any date in March, June, September or December. The evidence lines of the prompts have always
 *   used this looser rule. The computed technical, activity and hot-rank items (evidence/role-packs.ts) carry a
 *   trading date as their period, so one dated 2025-03-14 reads "2025一季报" in a prompt; kept as it was because
 *   changing it changes those prompts (and what a model answers to them).
 */
export type PeriodLabelRule = "period-end" | "quarter-month";

/** "2024-12-31" -> "2024年报"; anything the rule does not name (or that is no YYYY-MM-DD) is returned unchanged. */
export function periodLabel(period: string, rule: PeriodLabelRule = "period-end"): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(period);
  if (m === null) return period;
  const [, year = "", month = "", day = ""] = m;
  const report = REPORT_BY_MONTH[month];
  if (report === undefined) return period;
  if (rule === "period-end" && PERIOD_END_DAY[month] !== day) return period;
  return `${year}${report}`;
}

/** Trends compare annual reports only: quarterly figures are cumulative and seasonal. */
export function isAnnualPeriod(period: string): boolean {
  return period.endsWith("-12-31");
}

/** "2024-12-31" -> 20241231, the numeric form vector metadata filters on; 0 when absent. */
export function dateNumber(isoDate: string | null | undefined): number {
  if (!isoDate) return 0;
  const n = Number(isoDate.replaceAll("-", ""));
  return Number.isFinite(n) ? n : 0;
}
