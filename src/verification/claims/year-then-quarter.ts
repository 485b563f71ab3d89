import type { Assertion, CarriedBase } from "./assertion";
import { MARGINS } from "./bare-margin";
import { METRIC_LEXICON } from "./metric-lexicon";
import { BALANCES } from "./period-view";
import { reachesLevel } from "./periods";

/**
 * "毛利率从19.44%降到17.74%，少了1.7个百分点，2026年一季度回升至18.81%", "资产负债率从65.24%降到61.94%，…，但一季末
 * 又微升至62.32%", "资产负债率16.42%，比2024年下降约2.6个百分点；2026Q1进一步降至12.12%": a first quarter's margin or
 * balance reaching a level (or 基本持平) right after its sentence gave the same metric for the year before goes on
 * from that year - a margin from the full year's, a balance from the year-end, the quarter-end just before its own -
 * not from the same quarter a year before. A period's flow (营收, 利润) is no match for a year's and keeps its
 * year-on-year reading; so does a clause naming a base of its own (同比, 较…), read where it is named.
 */
const FLAT = /基本持平|大致持平|持平|相差无几|变化不大/;
const OWN_BASE = /同比|环比|同期|较|比|相比|去年|上年/;

const isBalance = (metric: NonNullable<Assertion["metric"]>): boolean =>
  METRIC_LEXICON[metric].series.some((s) => BALANCES.has(s));

/** The base a first quarter's move takes from its sentence's year before, or null where it names none. */
export function yearBeforeBase(assertions: readonly Assertion[], a: Assertion): CarriedBase | null {
  const metric = a.metric;
  if (a.period.kind !== "q1" || !metric || OWN_BASE.test(a.text)) return null;
  if (!reachesLevel(a.text) && !FLAT.test(a.text)) return null;
  const balance = isBalance(metric);
  if (!balance && !MARGINS.has(metric)) return null;
  const at = assertions.indexOf(a);
  const before = assertions.slice(0, at).filter((x) => x.from === "claim" && x.sentence === a.sentence);
  // "2026年一季度末70.94%，基本持平": the quarter's own level, stated just before its move, is passed over.
  const ownLevel = (x: Assertion): boolean => x.period.kind === "q1" && !x.direction && !x.magnitude;
  const b = before.findLast((x) => !ownLevel(x));
  if (b?.period.kind !== "annual" || b.metric !== metric) return null;
  const [own, theirs] = [a.years.at(-1), b.years.at(-1)];
  if (own !== undefined && theirs !== undefined && theirs !== own - 1) return null;
  const year = own !== undefined ? own - 1 : (theirs ?? null);
  const [name, kind] = balance ? ["上年末", "yearEnd" as const] : ["上年全年", "annual" as const];
  return { kind: "pair", base: { index: 0, end: 0, name, kind, year, lastYear: year === null } };
}
