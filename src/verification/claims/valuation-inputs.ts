import type { Assertion } from "./assertion";
import type { BoundFigure } from "./binding";
import { yearOf } from "./check-series";
import { type Facts, annualPoints, currentAnnualYear } from "./facts";
import { bookFromPb, impliedBooks, staleBook } from "./implied-book";
import type { ClaimMetric } from "./metric-lexicon";
import { daysBetween } from "../../shared/dates";
import { PE_STATED } from "./pe-stated";
import { EARNINGS_YEAR, datesDay } from "./snapshot-pe";
import { STALE_READING_DAYS } from "./stale-reading";
import { MARKET_CAP_NOW } from "./valuation-now";

/**
 * Valuation multiples a writer divides from a market value and a report's level: PE = 总市值 / 归母净利润,
 * PB = 总市值 / 净资产. The one table of them: the binder reads "市值是2025年归母净利的8倍" as the PE (binding.ts), and
 * the checker computes the multiple from the stored inputs (check-figures.ts).
 */
export const VALUATION_INPUTS: readonly {
  metric: ClaimMetric;
  num: ClaimMetric;
  per: ClaimMetric;
  perLabel: string;
}[] = [
  { metric: "pe_ttm", num: "market_cap", per: "net_profit", perLabel: "归母净利润" },
  { metric: "pb", num: "market_cap", per: "parent_equity", perLabel: "归母净资产" },
];

/**
 * "相当于2024年利润的56倍": the years written at the level divided by, where the clause names none of its own; "对应
 * 2025年利润约27.5倍，较按2024年利润算的39倍": the profit year written last before the figure, where there is one.
 */
function namedYears(a: Assertion, f: BoundFigure): number[] {
  const divided = earningsYearOf(a, f);
  if (divided !== null) return [divided];
  return a.years.length > 0 ? a.years : f.placed && f.year !== null ? [f.year] : [];
}

/** The profit year a multiple is divided by, written before its figure or in the clause before (`earningsYear`). */
function earningsYearOf(a: Assertion, f: BoundFigure): number | null {
  const divided = [...a.read.slice(0, f.n.index).matchAll(EARNINGS_YEAR)].at(-1);
  // "2023年归母净利润约605亿元，当前市盈率约13倍": a profit stated before a PE of now is no basis it is divided by.
  return divided ? Number(divided[1]) : a.earningsBasis ? (a.earningsYear ?? null) : null;
}

/**
 * "市值约为2021年归母净利润的21倍": a multiple written over another year's profit than the current annual report's is
 * not today's stored PE (20倍 today, 34倍 over 2021's profit): only the multiple computed from that year counts.
 */
function overOtherYear(a: Assertion, f: BoundFigure, m: ClaimMetric, facts: Facts): boolean {
  const current = currentAnnualYear(facts, facts.asOf);
  // "宁德时代按2024年归母净利润算的市盈率约39倍": a PE over a named year's profit that is not the current report's is
  // not today's stored PE either (27.5倍 over 2025's).
  // Not a PE on the trailing quarters (its clause's view holds no annual report).
  const divided = m === "pe_ttm" && a.period.kind === "annual" ? earningsYearOf(a, f) : null;
  if (divided !== null && divided !== current) return true;
  if (!VALUATION_INPUTS.some((v) => v.metric === m && v.per === f.per)) return false;
  const named = namedYears(a, f);
  return named.length > 0 && Math.max(...named) !== current;
}

/** "2024年归母净利润", "2024年862.28亿元归母净利润": the year written at the earnings, its level between or not. */
const YEAR_AT_EARNINGS = new RegExp(
  String.raw`((?:19|20)\d{2})年度?的?(?:约\s*)?(?:\d[\d,.]*\s*(?:万亿|亿)元?的?)?` +
    "(?:归母净利润?|归母净利|净利润?|利润|每股收益|EPS)",
  "g",
);

/** The earnings a PE is divided by. */
const EARNINGS: readonly ClaimMetric[] = ["net_profit", "basic_eps"];

/**
 * "2025年归母净利润继续下滑，按当前股价算PE已升到15倍左右": a PE after a clause of its sentence about a year's
 * earnings, naming no year of its own, is over that year's; the clause keeps the year as its `earningsYear`.
 */
export function earningsNamedBefore(a: Assertion, before: Assertion | null): Assertion {
  if (!before || before.sentence !== a.sentence || before.from !== a.from || !a.metrics.includes("pe_ttm")) return a;
  // "对应2024年利润，招行市盈率6.5倍": a bare 利润 is the clause's metric without being listed among its metrics.
  const named = [...before.metrics, ...(before.metric ? [before.metric] : [])];
  if (!a.yearsInherited || before.years.length === 0 || !named.some((m) => EARNINGS.includes(m))) return a;
  // "按2025年7月4日约1.79万亿元市值、2024年归母净利润…": the year written at the profit, not the market value's date.
  const written = [...before.read.matchAll(YEAR_AT_EARNINGS)].at(-1);
  const basis = BASIS_LEAD.test(before.read) ? { earningsBasis: true as const } : {};
  return { ...a, earningsYear: written ? Number(written[1]) : Math.max(...before.years), ...basis };
}

/** "按2024年归母净利润算", "对应2024年利润", "以FY2024 EPS计": a clause naming what a multiple is divided by. */
const BASIS_LEAD = /^\s*(?:按照?|以|用|拿|对应|若以|相当于)/;

/** A market value written or dated: 总市值, 市值, 快照. */
const MARKET_VALUE = /市值|快照/;

/**
 * "按快照市值算，相当于2024年利润的45倍", "总市值约1.79万亿元，对应2024年利润约20.7倍": a multiple after a clause
 * naming the market value divides that value, not the last close's.
 */
export function marketValueNamedBefore(a: Assertion, before: Assertion | null): Assertion {
  if (!before || before.sentence !== a.sentence || before.from !== a.from) return a;
  // Carried along the sentence: "快照总市值约1.82万亿元，对应2024年归母净利润402.54亿元，PE约35倍".
  return MARKET_VALUE.test(before.read) || before.marketValueBefore ? { ...a, marketValueBefore: true } : a;
}

/**
 * A PE over a year's earnings the data does not hold (the year after the current annual report, not out in the data):
 * no reading the data holds is that PE, and none can be derived (未能核验, never failed on today's reading).
 */
function overUnheldEarnings(a: Assertion, m: ClaimMetric, facts: Facts): boolean {
  const year = a.earningsYear;
  if (m !== "pe_ttm" || year === undefined) return false;
  const held = EARNINGS.some((e) => (facts.series[e] ?? []).some((p) => p.period === `${year}-12-31`));
  return !held && year > (currentAnnualYear(facts, facts.asOf) ?? Number.NEGATIVE_INFINITY);
}

/**
 * "按2024年EPS算，静态PE约6.8倍": the last close over the named year's stored EPS, the other way a PE priced now is
 * divided (a bank's profit to ordinary shareholders is less than its 归母净利润, so the two differ by a few per cent).
 */
function overEarningsPerShare(
  named: readonly number[],
  facts: Facts,
): { value: number; text: string; kind: "multiple" }[] {
  const close = facts.market?.close;
  const eps = annualPoints(facts.series.basic_eps ?? []).find((p) => named.length === 1 && named[0] === yearOf(p));
  if (!close || !eps || eps.value <= 0) return [];
  const value = close / eps.value;
  return [{ value, text: `收盘价/${yearOf(eps)}年基本每股收益 ${value.toFixed(2)}倍`, kind: "multiple" }];
}

/** Whether only a figure derived from the stored inputs is the figure, no stored reading of the metric. */
export const derivedOnly = (a: Assertion, f: BoundFigure, m: ClaimMetric, facts: Facts): boolean =>
  overOtherYear(a, f, m, facts) || bookFromPb(a, f, m) || staleBook(a, f, m, facts) || overUnheldEarnings(a, m, facts);

export function derivedValuations(
  a: Assertion,
  f: BoundFigure,
  m: ClaimMetric,
  facts: Facts,
): { value: number; text: string; kind: "multiple" | "per_share" }[] {
  // "市净率1.12倍，倒推每股净资产约50.5元": that day's close over the PB.
  if (bookFromPb(a, f, m) || staleBook(a, f, m, facts))
    return impliedBooks(a, f, facts).map((b) => ({ ...b, kind: "per_share" }));
  const out: { value: number; text: string; kind: "multiple" }[] = [];
  const named = namedYears(a, f);
  let pricedNow = false;
  for (const v of VALUATION_INPUTS.filter((x) => x.metric === m)) {
    const snapshot = (facts.series[v.num] ?? []).at(-1);
    if (!snapshot) continue;
    const annual = (facts.series[v.per] ?? []).filter((p) => p.period.endsWith("-12-31"));
    // The report year the clause names, else the current annual report (not an older one that happens to hold the
    // input: a market value over 2019's profit, read in 2026, is not a PE).
    const year = named.length > 0 ? Math.max(...named) : currentAnnualYear(facts, facts.asOf);
    // "按2025年利润算PE已经不到20倍", "较按2024年利润算的39倍明显消化": a multiple over a named year's profit that
    // dates no market value is priced at the last close (the snapshot's share count times it, valuation-now.ts);
    // only a clause dating the snapshot (快照, its month) divides the snapshot's own market value.
    const stale = daysBetween(snapshot.period, facts.asOf) > STALE_READING_DAYS;
    const dated =
      datesDay(a.read, snapshot.period, facts.market?.lastBar ?? facts.asOf) ||
      (!a.pricedNow && (MARKET_VALUE.test(a.read) || a.marketValueBefore === true));
    const now = named.length > 0 && stale && !dated ? (facts.series[MARKET_CAP_NOW] ?? []).at(-1) : undefined;
    const cap = now ?? snapshot;
    if (now) pricedNow = true;
    // "按2025年7月4日约1.79万亿元市值、2024年归母净利润测算，静态PE": the static PE of a dated market value is over the
    // last annual report out by that date, when the clause names that year too.
    const known = currentAnnualYear(facts, cap.period);
    const years = [year, ...(known !== null && known !== year && named.includes(known) ? [known] : [])];
    for (const per of annual.filter((p) => years.includes(yearOf(p)))) {
      if (per.value <= 0) continue;
      // "当前PE约25倍" is today's multiple: a market value a month or more old is not today's. A writer dividing a
      // dated value by a named year's profit ("按7月初的市值、2025年722亿的利润算") names that year.
      // "按4月末股价算，…对应2025年利润的市盈率约25倍" names the year but prices at the last close: not that value.
      if (!now && stale && (named.length === 0 || !dated)) continue;
      const value = cap.value / per.value;
      const text = `${cap.period}总市值/${yearOf(per)}年${v.perLabel} ${value.toFixed(2)}倍`;
      out.push({ value, text, kind: "multiple" });
    }
  }
  if (m === "pe_ttm" && pricedNow) out.push(...overEarningsPerShare(named, facts));
  // "按FY2024 EPS 5.66元，静态PE约6.8倍": the close over the per-share earnings its sentence states (pe-stated.ts).
  if (m === "pe_ttm")
    for (const p of facts.series[PE_STATED] ?? [])
      out.push({ value: p.value, text: `收盘价/所述每股收益 ${p.value.toFixed(2)}倍`, kind: "multiple" });
  return out;
}
