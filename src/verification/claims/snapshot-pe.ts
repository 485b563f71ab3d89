import type { Assertion } from "./assertion";
import { type FactPoint, type Facts, annualPoints, currentAnnualYear } from "./facts";
import { NOW_WORDS, PRICED_NOW, calendarYears } from "./market-days";
import { TRAILING } from "./pe-basis";
import { PE_STATED } from "./pe-stated";
import { SNAPSHOT } from "./snapshot-close";
import { PE_NOW_STATIC, PE_NOW_TTM } from "./valuation-now";

/**
 * "略高于去年7月快照时的20.7倍", "去年7月初市值6887亿元，对2024年归母净利503亿，PE约13.7倍": a PE its sentence dates at
 * a stored snapshot of 总市值 (快照, the snapshot's day, or its month) is that day's static PE - the snapshot's market
 * value over the newest annual 归母净利润 public by that day - another reading of 市盈率 (metric-levels.ts). Where the
 * clause dates it itself, the PEs of the last close are another day's, not readings of it. Not a PE the clause says
 * is of now or of the trailing quarters (that day's quarters are not all stored), nor one it divides by another
 * year's profit than the one known that day.
 */
export const PE_SNAPSHOT = "pe_snapshot";

/** The series of the last close's PEs (valuation-now.ts, derived-series.ts, pe-stated.ts). */
const LAST_CLOSE_PE = ["pe_static", PE_NOW_STATIC, PE_NOW_TTM, PE_STATED];
/** "对2024年归母净利503亿", "按2024年利润算": the report year a PE is divided by. */
export const EARNINGS_YEAR = /((?:19|20)\d{2})年?度?的?(?:归母净利润?|归母净利|净利润?|利润|每股收益|EPS)/g;
const NOW = new RegExp(`${NOW_WORDS}|此后|之后|随后|后来|至今|${PRICED_NOW.source}`);

/** Whether a text dates a reading at `day` (YYYY-MM-DD): 快照, the day itself, or its month in its year. */
export function datesDay(text: string, day: string, lastBar: string): boolean {
  if (SNAPSHOT.test(text)) return true;
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  // "去年7月" is the calendar year before the last bar's; a month with no year is its latest one before the last bar.
  const resolved = calendarYears(text, lastBar);
  const re = new RegExp(String.raw`(?:(\d{4}|\d{2})\s*年\s*)?(?<!\d)${month}\s*月(?:\s*(\d{1,2})\s*日)?`, "g");
  const latestYear =
    Number(lastBar.slice(5, 7)) >= month ? Number(lastBar.slice(0, 4)) : Number(lastBar.slice(0, 4)) - 1;
  for (const m of resolved.matchAll(re)) {
    const y = m[1] ? Number(m[1].length === 2 ? `20${m[1]}` : m[1]) : latestYear;
    if (y === year && (!m[2] || Number(m[2]) === date)) return true;
  }
  return false;
}

const earningsYears = (text: string): number[] => [...text.matchAll(EARNINGS_YEAR)].map((m) => Number(m[1]));

export function withSnapshotPe(facts: Facts, a: Assertion, before: readonly Assertion[]): Facts {
  const market = facts.market;
  if (!market || !a.figures.some((f) => f.role === "metric" && f.metric === "pe_ttm")) return facts;
  if (new RegExp(TRAILING.source, "i").test(a.read) || NOW.test(a.read)) return facts;
  const cap = (facts.series.market_cap ?? []).filter((p) => p.period < market.lastBar).at(-1);
  if (!cap) return facts;
  const earlier = before.filter((b) => b.from === "claim" && b.sentence === a.sentence);
  const own = datesDay(a.read, cap.period, market.lastBar);
  const from = own ? earlier.length : earlier.findLastIndex((b) => datesDay(b.text, cap.period, market.lastBar));
  if (from < 0) return facts;
  const profit = annualPoints(facts.series.net_profit ?? [])
    .filter((p) => p.publicDate <= cap.period)
    .at(-1);
  // Only over the report current that day (a market value over a profit years old is a multiple nobody quotes).
  if (!profit || profit.value <= 0 || Number(profit.period.slice(0, 4)) !== currentAnnualYear(facts, cap.period))
    return facts;
  // The earnings the clause, or those between it and the dating clause, divide by: only the year known that day.
  const divided = earningsYears([...earlier.slice(from).map((b) => b.text), a.read].join("，"));
  if (divided.some((y) => y !== Number(profit.period.slice(0, 4)))) return facts;
  const point: FactPoint = { period: cap.period, value: cap.value / profit.value, unit: "倍", publicDate: cap.period };
  const series: Facts["series"] = { ...facts.series, [PE_SNAPSHOT]: [point] };
  if (own)
    for (const s of LAST_CLOSE_PE) if (series[s]) series[s] = series[s].filter((p) => p.period !== market.lastBar);
  return { ...facts, series };
}
