import type { Assertion } from "./assertion";
import type { BoundFigure } from "./binding";
import { digitOrTen } from "../chinese-digits";
import {
  type ClaimCheck,
  changeInto,
  entryOf,
  isMarket,
  pointsOf,
  quoted,
  show,
  undecided,
  within,
  yearOf,
} from "./check-series";
import type { Facts } from "./facts";
import { rateChangeOf } from "./rate-change";
import { digitSizeHolds } from "./digit-sizes";

/**
 * A claim over a run of years holds in every year of it, not only in the last: "2016-2019年连续四年增速超过20%",
 * "2022-2025年…每年都保持在5%以上", "毛利率历年都在90%以上", "增速逐年放缓", "2020-2024年利润逐年走高". The run is
 * the range of years the clause names or inherits (each of them judged), or a streak's years (连续N年) ending in the
 * year named, else in the latest. A year the data cannot decide leaves the clause 未能核验, never ✅.
 */

/** Words that spread a judgement over each year of the range the clause names. */
// Not 年均/平均: "年均增速超过15%" is a compound rate over the span, not a bound on each year.
export const EACH_YEAR = /每年|年年|逐年|历年|各年|连年|一年比一年|每一年|(?<![年平])均|都|一直|始终|期间/;
/** A rate's change said of each step of the run, not only of the last one ("增速逐年放缓"). */
// Not "四年年化增长" (四年 then 年化, a yearly average) nor "年年底".
export const STEP_BY_STEP = /逐年|一年比一年|(?<![\d两二三四五六七八九十])年年(?![化底末初])|连年/;

/**
 * "2021年以来", "FY2019起", "2021年以后": the start of a window, the year before the run's first step. After 以后/之后
 * the named year is never judged itself, not even by a bound ("2021年以后每年都在下降" says nothing of 2021's growth).
 */
const SINCE = /(?:FY)?((?:19|20)\d{2})年?(?:以来|至今|起|(之后|以后))/;
const span = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The years of the run a clause judges, oldest first, its last year judged `end` when it names none; null when it
 * judges no run. After "2021年以来" the first is the window's start: the level every step is measured from, not a
 * year whose own growth is judged.
 */
export function runYears(
  a: Pick<Assertion, "years" | "basis" | "recency" | "read">,
  last: number | null,
): { years: number[]; since: boolean; after?: boolean } | null {
  const ys = [...new Set(a.years)].sort((x, y) => x - y);
  const consecutive = ys.length >= 2 && ys.at(-1)! - ys[0]! === ys.length - 1;
  const each = EACH_YEAR.test(a.read);
  // 连续四年, or 近三年…均: that many years ending in the last year named ("2015-2019年连续四年": 2016-2019).
  const window = a.recency && a.recency.periods >= 2 && each ? a.recency.periods : null;
  const n = a.basis?.kind === "streak" ? a.basis.n : window;
  const end = ys.length > 0 ? ys.at(-1)! : last;
  // "2019年3.62元→2023年5.63元→2025年5.70元，逐年抬升": years apart said to move each year span the years between.
  if (end !== null && ys.length > 1 && !consecutive && STEP_BY_STEP.test(a.read))
    return { years: span(ys[0]!, end), since: false };
  if (end === null || (ys.length > 1 && !consecutive)) return null;
  if (n !== null) return n >= 2 ? { years: span(end - n + 1, end), since: false } : null;
  // "2021年以来逐年加码": every year after the one named, to the year judged; "2015至2019年连续四年增长，2017年以来
  // 每年增速都在30%以上": a window opening inside the range its sentence names narrows it.
  const since = SINCE.exec(a.read);
  const inside = since !== null && Number(since[1]) > ys[0]! && Number(since[1]) < end;
  if (consecutive && each && !inside) return { years: ys, since: false };
  if (!since || !each || Number(since[1]) >= end) return null;
  return { years: span(Number(since[1]), end), since: true, after: since[2] !== undefined };
}

/**
 * "2021年以来营收每年都在增长" on a company whose stored reports end in 2019: the window lies beyond the data, so
 * nothing in it is decided (未能核验), rather than judged on the last stored year or on fewer years.
 */
function sinceBeyondData(a: Assertion, facts: Facts): ClaimCheck | null {
  const since = SINCE.exec(a.read);
  if (!since || a.period.kind !== "annual" || !a.metric || isMarket(entryOf(a.metric))) return null;
  const last = pointsOf(facts, a.metric).at(-1);
  if (!last || Number(since[1]) <= yearOf(last)) return null;
  const label = entryOf(a.metric).label;
  const why = `${label}的数据只到${yearOf(last)}年，没有${since[1]}年以来的数据，无法核验${quoted(a)}`;
  return undecided("direction", `${since[1]}年以来的${label}`, why);
}

/** The run of an annual clause about a metric, ending in its latest year when it names none. */
function runYearsOf(a: Assertion, facts: Facts): { years: number[]; since: boolean; after?: boolean } | null {
  if (a.period.kind !== "annual" || !a.metric) return null;
  const latest = pointsOf(facts, a.metric).at(-1);
  return runYears(a, latest ? yearOf(latest) : null);
}

/** Each year's value a run reads: the growth into it for an amount, the level for a ratio. */
function yearly(a: Assertion, facts: Facts, years: readonly number[]): { year: number; v: number | null }[] {
  const m = a.metric!;
  const points = pointsOf(facts, m);
  const growth = entryOf(m).kind === "amount";
  return years.map((year) => {
    const p = points.find((x) => yearOf(x) === year);
    if (!p) return { year, v: null };
    return { year, v: growth ? (changeInto(m, points, p)?.percent ?? null) : p.value };
  });
}

/**
 * "商誉44.28亿元，三年未变", "连续三年保持不变": a level the same in each of N years, so N−1 steps ("三年原地踏步" of
 * growth is three years' changes, read as a span).
 */
const UNCHANGED = new RegExp(
  "(?:连续)?([两二三四五六七八九十]|[2-9])(?:个)?年(?:来|间)?(?:都|均|基本)?" +
    "(?:未变|不变|没变|没有变化|保持不变|维持不变)",
);

/** Each step of an unchanged run within the size its word allows; null when the clause says no such run. */
function unchangedRun(a: Assertion, facts: Facts): { a: Assertion; checks: ClaimCheck[] } | null {
  const hit = UNCHANGED.exec(a.read);
  if (!hit || !a.magnitude || !a.metric) return null;
  const m = a.metric;
  const n = digitOrTen(hit[1]!) ?? Number(hit[1]);
  const points = pointsOf(facts, m);
  const last = points.at(-1);
  const end = a.years.length > 0 ? Math.max(...a.years) : last ? yearOf(last) : null;
  if (end === null || n < 2) return null;
  const rule = entryOf(m).kind === "ratio" ? a.magnitude.points : a.magnitude.percent;
  const run = points.filter((p) => yearOf(p) > end - n && yearOf(p) <= end);
  const steps = run.slice(1).map((p) => changeInto(m, points, p));
  const label = entryOf(m).label;
  const what = `${end - n + 1}-${end}年${label}${hit[0]}`;
  const rest: Assertion = { ...a, magnitude: null, direction: null, spanYears: null, basis: null };
  if (run.length < n || steps.some((c) => !c || c.size === null))
    return {
      a: rest,
      checks: [undecided("magnitude", what, `${end - n + 1}-${end}年${label}的数据不全，无法核验${quoted(a)}`)],
    };
  const found = run.map((p) => `${yearOf(p)}年 ${show(m, p.value)}`).join("、");
  const ok = steps.every((c) => within(c!.size!, rule));
  return {
    a: rest,
    checks: [
      { kind: "magnitude", ok, expected: what, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` },
    ],
  };
}

/**
 * The figures that bound the run: "超过20%", "5%以上", "不低于30%" (a comparison's threshold or a bound); both ends
 * of a range ("都在89%-89.5%之间"), each year held to each.
 */
function boundsOf(a: Assertion): { f: BoundFigure; atLeast: boolean }[] {
  const against = typeof a.comparison?.against === "object" ? a.comparison.against : null;
  const out: { f: BoundFigure; atLeast: boolean }[] = [];
  for (const f of a.figures) {
    if (f.n.kind !== "percent" || f.role !== "metric") continue;
    if (against === f.n) out.push({ f, atLeast: a.comparison!.op === ">=" });
    else if (f.bound === "atLeast" || f.bound === "below") out.push({ f, atLeast: f.bound === "atLeast" });
  }
  // The first bound alone where two do not make a range (a lower and an upper end).
  return out.length === 2 && out[0]!.atLeast && !out[1]!.atLeast ? out : out.slice(0, 1);
}

const pct = (x: number): string => `${x >= 0 ? "+" : ""}${x.toFixed(2)}%`;

/**
 * The run's checks and the clause left to the other checks (what the run read taken out of it); null when the clause
 * judges no run. A direction over the run ("逐年走高") is left to the direction check as a streak of the run's steps.
 */
export function checkYearRun(a: Assertion, facts: Facts): { a: Assertion; checks: ClaimCheck[] } | null {
  const beyond = sinceBeyondData(a, facts);
  if (beyond) return { a: { ...a, direction: null, magnitude: null, comparison: null, figures: [] }, checks: [beyond] };
  if (a.period.kind === "annual") {
    const same = unchangedRun(a, facts);
    if (same) return same;
  }
  const run = runYearsOf(a, facts);
  if (!run || !a.metric) return null;
  // A bound is judged on each year's own growth or level, the window's first year included ("2016年以来每年增速都在
  // 30%以上" counts 2016's growth); a rate or a direction on each step from the window's first year.
  const bounds = boundsOf(a);
  const bound = bounds[0];
  const digitBound = a.magnitude !== null && /位数/.test(a.magnitude.word);
  const years = run.since && (run.after || (!bound && !digitBound)) ? run.years.slice(1) : run.years;
  const m = a.metric;
  const label = entryOf(m).label;
  const growth = entryOf(m).kind === "amount";
  const what = `${years[0]}-${years.at(-1)}年每年的${label}${growth ? "增速" : ""}`;
  const values = yearly(a, facts, years);
  const shown = (x: { year: number; v: number | null }): string =>
    `${x.year}年 ${x.v === null ? "无数据" : growth ? pct(x.v) : show(m, x.v)}`;
  const found = values.map(shown).join("、");
  const missing = values.find((x) => x.v === null);
  if (bound) {
    const rest: Assertion = {
      ...a,
      comparison: bounds.some((b) => a.comparison?.against === b.f.n) ? null : a.comparison,
      figures: a.figures.filter((x) => !bounds.some((b) => b.f === x)),
    };
    const holds = (v: number, { f, atLeast }: (typeof bounds)[number]): boolean => {
      const slack = 0.5 * 10 ** -f.n.decimals;
      return atLeast ? v >= f.n.value - slack : v < f.n.value + slack;
    };
    // One year known to break a bound decides the run; else a year without data leaves it undecided.
    const broken = (x: { v: number | null }) => bounds.find((b) => x.v !== null && !holds(x.v, b));
    const bad = values.find((x) => broken(x));
    if (missing && !bad) return { a: rest, checks: [undecided("comparison", what, `${found}，无法核验${quoted(a)}`)] };
    const verdict = bad ? `${bad.year}年不满足“${broken(bad)!.f.n.raw}”，与${quoted(a)}不符` : `与${quoted(a)}相符`;
    const reason = `${what}：${found}，${verdict}`;
    return { a: rest, checks: [{ kind: "comparison", ok: !bad, expected: what, found, reason }] };
  }
  // "2016年以来每年都保持两位数增长": a digit count of growth is a bound on each year's own growth, as above.
  const digits = growth && a.magnitude && /位数/.test(a.magnitude.word) ? a.magnitude : null;
  if (digits && !missing) {
    const bad = values.find((x) => !digitSizeHolds(a, x.v!, digits.percent));
    const verdict = bad ? `${bad.year}年不满足“${digits.word}”，与${quoted(a)}不符` : `与${quoted(a)}相符`;
    const rest: Assertion = { ...a, magnitude: null };
    return {
      a: rest,
      checks: [{ kind: "magnitude", ok: !bad, expected: what, found, reason: `${what}：${found}，${verdict}` }],
    };
  }
  const rate = rateChangeOf(a.read);
  if (rate && STEP_BY_STEP.test(a.read) && growth && (rate.sense === "up" || rate.sense === "down")) {
    const rest: Assertion = { ...a, direction: null, magnitude: null };
    // "2021-2025年…增速逐年放缓" on data from 2021: the window's first year has no rate, the steps after it are judged.
    const known = values[0]?.v === null ? values.slice(1) : values;
    if (known.length < 3 || known.some((x) => x.v === null))
      return { a: rest, checks: [undecided("direction", what, `${found}，无法核验${quoted(a)}`)] };
    const bad = known.slice(1).find((x, i) => (rate.sense === "up" ? x.v! <= known[i]!.v! : x.v! >= known[i]!.v!));
    const reason = `${what}：${found}，${bad ? `${bad.year}年不符，与${quoted(a)}不符` : `与${quoted(a)}相符`}`;
    return { a: rest, checks: [{ kind: "direction", ok: !bad, expected: what, found, reason }] };
  }
  // "2020-2024年逐年走高": each step of the run; a streak (连续三年增长) already counts its own years.
  if (a.basis?.kind === "streak" || !a.direction || a.direction.extreme) return null;
  const steps = run.years.length - 1;
  return { a: { ...a, basis: { kind: "streak", n: steps }, years: [years.at(-1)!], baseYear: null }, checks: [] };
}
