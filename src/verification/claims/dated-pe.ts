import type { Assertion } from "./assertion";
import { type FactPoint, type Facts, annualPoints, currentAnnualYear } from "./facts";
import { entryOf } from "./check-series";
import { NOW_WORDS } from "./market-days";
import { marketCapAt, valuationAt } from "./valuation-now";

/**
 * "2024年底市盈率约20倍", "2025年4月市盈率约20倍", "2025年7月4日PE约20.7倍": a PE its clause dates to a day, a month or
 * a year-end is that time's reading. Only the readings the data holds for that time count (the last close's when it
 * falls in it, a snapshot's, snapshot-pe.ts), and the market value it divides is that time's (valuation-inputs.ts);
 * with none, the PE is 未能核验, never matched against today's PE.
 */
const DATED = /(\d{4})\s*年\s*(?:(\d{1,2})\s*月(?:\s*(\d{1,2})\s*[日号])?|(?:年)?[底末])(?!\s*(?:以来|至今|起|开始))/;
const NOW = new RegExp(NOW_WORDS);

/** The prefix of the points' periods (YYYY-MM-DD) at the time a clause dates, or null when it dates none. */
function datedPrefix(text: string): string | null {
  const m = DATED.exec(text);
  if (!m) return null;
  const pad = (x: string): string => x.padStart(2, "0");
  if (!m[2]) return `${m[1]}-12`;
  return m[3] ? `${m[1]}-${pad(m[2])}-${pad(m[3])}` : `${m[1]}-${pad(m[2])}`;
}

export function withDatedPe(facts: Facts, a: Assertion): Facts {
  if (!a.figures.some((f) => f.role === "metric" && f.metric === "pe_ttm") || NOW.test(a.read)) return facts;
  const prefix = datedPrefix(a.read);
  if (!prefix) return facts;
  const series: Facts["series"] = { ...facts.series, ...pastReadings(facts, prefix) };
  for (const s of [...entryOf("pe_ttm").series, "market_cap"])
    if (series[s]) series[s] = series[s].filter((p) => p.period.startsWith(prefix));
  return { ...facts, series };
}

/**
 * "已低于去年4月底的7.2倍", "2025年末市盈率约22倍": the PEs of the last session of that time (its last day, month or
 * December), derived as the last close's are (valuation-now.ts): that day's market value over the profits public by
 * then. Beside the stored readings of the same series, where the kept sessions reach that day.
 */
function pastReadings(facts: Facts, prefix: string): Facts["series"] {
  const day = (facts.market?.sessions ?? []).filter((s) => s.date.startsWith(prefix)).at(-1)?.date;
  if (!day || day === facts.market?.lastBar) return {};
  const out: Facts["series"] = {};
  for (const [name, point] of Object.entries(valuationAt(facts, marketCapAt(facts, day))) as [string, FactPoint][])
    out[name] = [...(facts.series[name] ?? []), point];
  // "按当时40.74元和2024年每股收益5.66元，PE约7.2倍": the close over the EPS of the newest annual report public then
  // (a bank's or an insurer's market value over profit is not its price over EPS: preferred and perpetual payouts).
  const close = facts.market?.sessions?.find((x) => x.date === day)?.close;
  const eps = annualPoints(facts.series.basic_eps ?? [])
    .filter((p) => p.publicDate <= day)
    .at(-1);
  const current = currentAnnualYear(facts, day);
  if (close && eps && eps.value > 0 && current !== null && Number(eps.period.slice(0, 4)) >= current) {
    const point = { period: day, value: close / eps.value, unit: "倍", publicDate: day };
    out.pe_static = [...(facts.series.pe_static ?? []), point];
  }
  return out;
}
