import type { Assertion } from "./assertion";
import type { Facts } from "./facts";
import { entryOf } from "./check-series";
import { NOW_WORDS } from "./market-days";

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
  const series: Facts["series"] = { ...facts.series };
  for (const s of [...entryOf("pe_ttm").series, "market_cap"])
    if (series[s]) series[s] = series[s].filter((p) => p.period.startsWith(prefix));
  return { ...facts, series };
}
