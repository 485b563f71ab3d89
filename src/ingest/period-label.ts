/** Report-period labels (seed 000 §4.1): "2024年报" lets a debater say exactly which report a figure comes from. */

const REPORT_BY_MONTH_DAY: Record<string, string> = {
  "12-31": "年报",
  "09-30": "三季报",
  "06-30": "中报",
  "03-31": "一季报",
};

/** "2024-12-31" -> "2024年报"; a date that is no report period end is returned unchanged. */
export function periodLabel(period: string): string {
  const report = REPORT_BY_MONTH_DAY[period.slice(5)];
  return report && /^\d{4}-\d{2}-\d{2}$/.test(period) ? `${period.slice(0, 4)}${report}` : period;
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
