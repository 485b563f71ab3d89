import type { EventFact } from "./event-facts";
import type { Facts } from "./facts";

/**
 * Periodic reports known from the figures: the stored announcements hold few report filings, but every report period
 * whose headline figures (net profit, revenue) the facts hold was published, on the day those figures became public.
 * Such a report is an event of category 定期报告 for a clause saying it was published ("披露2026年一季度报告"). Only
 * headline figures count: a ratio or a price of a quarter-end day is no report. A report the announcements hold is not
 * restated. The day is the figures' public day, so a clause dating the report otherwise is 未能核验, never ❌.
 */

/** Series only a periodic report (or its summary) publishes. */
const REPORT_SERIES = ["net_profit", "revenue", "operating_revenue"] as const;

/** A report period's end, its report's title, and how a held title names it ("2024年度报告", "2025年一季度报告"). */
const REPORT_KINDS: Record<string, { title: string; held: string }> = {
  "03-31": { title: "第一季度报告", held: "第?一季度报告" },
  "06-30": { title: "半年度报告", held: "半年度报告|中期报告" },
  "09-30": { title: "第三季度报告", held: "第?三季度报告" },
  "12-31": { title: "年度报告", held: "年度报告|度报告|报" },
};

const fromFigures = new WeakSet<EventFact>();

/** A report event known only from its figures' public day (not an announcement held). */
export const isFromFigures = (e: EventFact): boolean => fromFigures.has(e);

/** Whether an announcement title names the report of that year and kind ("中国石化2024年年度报告"). */
const titles = (e: EventFact, year: string, held: string): boolean => new RegExp(`${year}年(?:${held})`).test(e.title);

/** The periodic reports the figures show published by asOf, besides those the announcements hold; oldest first. */
export function reportEvents(facts: Facts): EventFact[] {
  const days = new Map<string, string>();
  for (const key of REPORT_SERIES) {
    for (const p of facts.series[key] ?? []) {
      if (!REPORT_KINDS[p.period.slice(5)] || p.publicDate > facts.asOf) continue;
      const had = days.get(p.period);
      if (!had || p.publicDate < had) days.set(p.period, p.publicDate);
    }
  }
  const held = (facts.events ?? []).filter((e) => e.category === "定期报告");
  const out: EventFact[] = [];
  for (const [period, date] of days) {
    const [year, kind] = [period.slice(0, 4), REPORT_KINDS[period.slice(5)]!];
    if (held.some((e) => titles(e, year, kind.held))) continue;
    const e: EventFact = {
      date,
      category: "定期报告",
      stage: "完成",
      condition: null,
      title: `${year}年${kind.title}`,
    };
    fromFigures.add(e);
    out.push(e);
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
