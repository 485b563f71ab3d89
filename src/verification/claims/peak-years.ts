import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, isMarket, pointsOf, quoted, show, undecided, yearOf } from "./check-series";
import type { Facts } from "./facts";

/**
 * Which year of a window holds an extreme or alone meets a bound: "营收峰值出现在2023年", "利润高点在2024年" (the
 * year named is the highest of every stored year, later ones too), "是2019-2024年间唯一低于400亿元的一年" (exactly one
 * year of the window is below). Read on annual reports; the figures of the clause stay the other checks'.
 */

/** "峰值出现在2023年", "高点在FY2024", "低谷是2020年": the extreme and the year it is placed in. */
const PEAK = new RegExp(
  "(峰值|顶峰|巅峰|最高点|高点|历史高点|谷底|低谷|最低点|低点)(?:[^,，]{0,3}?)" +
    String.raw`(?:出现在|在|是|为|落在)\s*(?:FY)?((?:19|20)\d{2})`,
);
/** "唯一低于400亿元的一年", "唯一一次跌破…", "唯一超过…": a bound met by one year only. */
const ONLY = /唯一(?:一次|一个|一年)?(?:的)?(低于|少于|不足|跌破|高于|超过|多于|突破)/;
const BELOW = /低于|少于|不足|跌破/;
/** "2021年以来": the window's first year. */
const SINCE = /(?:FY)?((?:19|20)\d{2})年?(?:以来|至今|起)/;
/** "2020年是…唯一低于…的一年": the year the clause says is the only one (not a bound of the window). */
const NAMED_ONLY = /(?:FY)?((?:19|20)\d{2})\s*年?\s*(?:是|为|成为|也是)[^，,。；;]{0,30}?唯一/;

function peakCheck(a: Assertion, facts: Facts, m: NonNullable<Assertion["metric"]>): ClaimCheck | null {
  const hit = PEAK.exec(a.read);
  if (!hit) return null;
  const high = /高|峰|巅/.test(hit[1]!);
  const year = Number(hit[2]);
  const label = entryOf(m).label;
  const points = pointsOf(facts, m);
  const expected = `${label}${high ? "最高" : "最低"}在${year}年`;
  const at = points.find((p) => yearOf(p) === year);
  if (!at || points.length < 2)
    return undecided("direction", expected, `没有${year}年${label}的数据，无法核验${quoted(a)}`);
  const extreme = points.reduce((b, p) => ((high ? p.value > b.value : p.value < b.value) ? p : b));
  const ok = extreme === at;
  const span = `${yearOf(points[0]!)}-${yearOf(points.at(-1)!)}年`;
  const found = `${label} ${span}${high ? "最高" : "最低"}为${yearOf(extreme)}年 ${show(m, extreme.value)}`;
  return { kind: "direction", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` };
}

function onlyCheck(a: Assertion, facts: Facts, m: NonNullable<Assertion["metric"]>): ClaimCheck | null {
  const hit = ONLY.exec(a.read);
  if (!hit) return null;
  const threshold = a.numbers.find((n) => n.index >= hit.index + hit[0].length);
  if (!threshold) return null;
  const label = entryOf(m).label;
  const points = pointsOf(facts, m);
  const last = points.at(-1);
  if (!last) return null;
  const namedHit = NAMED_ONLY.exec(a.read);
  const named = namedHit ? Number(namedHit[1]) : null;
  const years = [...new Set(a.years)].sort((x, y) => x - y);
  // The year said to be the only one bounds no window of its own ("2019年以来，2020年是唯一…").
  const range = years.filter((y) => y !== named).length > 1;
  const since = SINCE.exec(a.read);
  const from = range ? years[0]! : since ? Number(since[1]) : null;
  const to = range ? years.at(-1)! : yearOf(last);
  const expected = `${label}唯一${hit[1]}${threshold.raw}的一年`;
  if (from === null) return undecided("comparison", expected, `没有说明在哪些年份中比较，无法核验${quoted(a)}`);
  const window = points.filter((p) => yearOf(p) >= from && yearOf(p) <= to);
  if (window.length < to - from + 1)
    return undecided("comparison", expected, `${from}-${to}年${label}的数据不全，无法核验${quoted(a)}`);
  const below = BELOW.test(hit[1]!);
  const meets = window.filter((p) => (below ? p.value < threshold.value : p.value > threshold.value));
  // "2020年是唯一…": the one year that meets the bound must be the year named, not merely exist.
  const ok = meets.length === 1 && (named === null || yearOf(meets[0]!) === named);
  const which = meets.map((p) => yearOf(p)).join("、") || "无";
  const found = `${from}-${to}年${label}${hit[1]}${threshold.raw}的有${meets.length}年（${which}）`;
  return { kind: "comparison", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` };
}

/** "2015-2019年间", "2020至2024年这几年里", "近四年（2021-2024）": a window of years named by its ends. */
const RANGE = /(?:FY)?((?:19|20)\d{2})\s*年?\s*(?:-|–|—|~|～|至|到)\s*(?:FY)?((?:19|20)\d{2})\s*年?/;
/** "为近年最低", "是…五年里的最低点", "的高点", "才是峰值": the value said to be the window's extreme. */
const RANGE_EXTREME =
  /(?:是|为|成为|属于|才是|创下?)[^，,。；;]{0,20}?(最低点?|最高点?|新低|新高|高点|低点|峰值|顶峰|谷底|低谷)/;

/**
 * "2019年…在2015-2019年间为近年最低", "FY2020营收是2020-2024五年里的最低点": the year the clause names (else the
 * window's last) is the extreme of exactly the years named; a window reaching before the stored years is 未能核验.
 */
function rangeCheck(
  a: Assertion,
  facts: Facts,
  m: NonNullable<Assertion["metric"]>,
  yearsBefore: readonly number[],
): ClaimCheck | null {
  const range = RANGE.exec(a.read);
  const hit = range ? RANGE_EXTREME.exec(a.read) : null;
  if (!range || !hit) return null;
  const [from, to] = [Number(range[1]), Number(range[2])];
  const outside =
    a.read.slice(0, range.index) + " ".repeat(range[0].length) + a.read.slice(range.index + range[0].length);
  const named = /(?:FY)?((?:19|20)\d{2})\s*年?/.exec(outside);
  // A clause naming no year of its own speaks of the clause before's (one year), else it is not told which.
  const year = named ? Number(named[1]) : yearsBefore.length === 1 ? yearsBefore[0]! : null;
  if (year === null) return null;
  const high = /高|峰|顶/.test(hit[1]!);
  const label = entryOf(m).label;
  const expected = `${label}${year}年为${from}-${to}年${high ? "最高" : "最低"}`;
  const points = pointsOf(facts, m).filter((p) => yearOf(p) >= from && yearOf(p) <= to);
  if (from >= to || year < from || year > to) return null;
  if (points.length < to - from + 1)
    return undecided("direction", expected, `${from}-${to}年${label}的数据不全，无法核验${quoted(a)}`);
  const extreme = points.reduce((b, p) => ((high ? p.value > b.value : p.value < b.value) ? p : b));
  const ok = yearOf(extreme) === year;
  const found = `${label} ${from}-${to}年${high ? "最高" : "最低"}为${yearOf(extreme)}年 ${show(m, extreme.value)}`;
  return { kind: "direction", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` };
}

/**
 * "是2022年以来四个年度里唯一一次收缩": the one year of the window whose value moved that way over the year before;
 * the metric may be named between ("唯一一次收入负增长").
 */
// The slot between takes a metric's name ("唯一一次收入负增长"), never a negation (唯一一年没有增长 reads otherwise).
const ONLY_MOVE =
  /唯一(?:一次|一年)?(?:的)?(?:[^\d，,。；;没未不无非]{1,3}?)?(收缩|下滑|下降|减少|负增长|回落|正增长|增长|上升)/;

function onlyMoveCheck(
  a: Assertion,
  facts: Facts,
  m: NonNullable<Assertion["metric"]>,
  yearsBefore: readonly number[],
) {
  const hit = ONLY_MOVE.exec(a.read);
  const since = SINCE.exec(a.read);
  if (!hit || !since) return null;
  const from = Number(since[1]);
  const others = [...a.years, ...yearsBefore].filter((y) => y !== from);
  const named = others.length > 0 ? Math.max(...others) : null;
  const label = entryOf(m).label;
  const points = pointsOf(facts, m);
  const to = points.at(-1) ? yearOf(points.at(-1)!) : null;
  const expected = `${label}${from}年以来唯一一次${hit[1]}`;
  const valueIn = (y: number) => points.find((p) => yearOf(p) === y)?.value;
  if (to === null || to < from) return null;
  const years = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (years.some((y) => valueIn(y) === undefined || valueIn(y - 1) === undefined))
    return undecided("comparison", expected, `${from - 1}-${to}年${label}的数据不全，无法核验${quoted(a)}`);
  const up = /增长|上升/.test(hit[1]!) && !/负/.test(hit[1]!);
  const meets = years.filter((y) => (up ? valueIn(y)! > valueIn(y - 1)! : valueIn(y)! < valueIn(y - 1)!));
  const ok = meets.length === 1 && (named === null || meets[0] === named);
  const found = `${from}-${to}年${label}${hit[1]}的有${meets.length}年（${meets.join("、") || "无"}）`;
  return {
    kind: "comparison" as const,
    ok,
    expected,
    found,
    reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}`,
  };
}

/**
 * "是2020-2024这五年里唯一一次扣非为负", "2019年以来唯一一年亏损": the one year of the window whose level had that
 * sign, and it is the year its sentence names (the clause before's, or one outside the window).
 */
// The slot between takes a metric's name ("扣非": its 非 is no negation), never a negation (唯一一年没有亏损).
const ONLY_SIGN = /唯一(?:一次|一年|一个年度)?(?:的)?(?:扣非|[^\d，,。；;没未不无非]){0,4}?(为负|亏损|为正|盈利)/;

function onlySignCheck(
  a: Assertion,
  facts: Facts,
  m: NonNullable<Assertion["metric"]>,
  yearsBefore: readonly number[],
): ClaimCheck | null {
  const hit = ONLY_SIGN.exec(a.read);
  const range = RANGE.exec(a.read);
  const since = SINCE.exec(a.read);
  if (!hit || (!range && !since)) return null;
  const points = pointsOf(facts, m).filter((p) => p.period.endsWith("-12-31"));
  const last = points.at(-1);
  if (!last) return null;
  const from = Number(range ? range[1] : since![1]);
  const to = range ? Number(range[2]) : yearOf(last);
  const outside = range ? a.read.replace(range[0], "") : a.read.replace(since![0], "");
  const own = /(?:FY)?((?:19|20)\d{2})\s*年?/.exec(outside);
  const named = own ? Number(own[1]) : yearsBefore.length === 1 ? yearsBefore[0]! : null;
  const label = entryOf(m).label;
  const expected = `${label}${from}-${to}年唯一一年${hit[1]}`;
  if (from >= to) return null;
  const window = points.filter((p) => yearOf(p) >= from && yearOf(p) <= to);
  if (window.length < to - from + 1)
    return undecided("comparison", expected, `${from}-${to}年${label}的数据不全，无法核验${quoted(a)}`);
  const negative = /负|亏/.test(hit[1]!);
  const meets = window.filter((p) => (negative ? p.value < 0 : p.value > 0)).map((p) => yearOf(p));
  const ok = meets.length === 1 && (named === null || meets[0] === named);
  const found = `${from}-${to}年${label}${hit[1]}的有${meets.length}年（${meets.join("、") || "无"}）`;
  return { kind: "comparison", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` };
}

/** The clause's peak or only-year check and the clause left to the other checks; null when it states neither. */
export function checkPeakYears(
  a: Assertion,
  facts: Facts,
  yearsBefore: readonly number[] = [],
): { a: Assertion; checks: ClaimCheck[] } | null {
  // Prices and market readings have extremes of their own (check-week52.ts, check-price-path.ts).
  if (a.period.kind !== "annual" || !a.metric || isMarket(entryOf(a.metric))) return null;
  const peak = peakCheck(a, facts, a.metric) ?? rangeCheck(a, facts, a.metric, yearsBefore);
  if (peak) return { a: { ...a, direction: null }, checks: [peak] };
  const moved = onlyMoveCheck(a, facts, a.metric, yearsBefore);
  if (moved) return { a: { ...a, direction: null }, checks: [moved] };
  const signed = onlySignCheck(a, facts, a.metric, yearsBefore);
  if (signed) return { a: { ...a, direction: null, level: null }, checks: [signed] };
  const only = onlyCheck(a, facts, a.metric);
  if (!only) return null;
  const threshold = typeof a.comparison?.against === "object" ? a.comparison.against : null;
  const figures = a.figures.filter((f) => f.n !== threshold && f.n.index < (ONLY.exec(a.read)?.index ?? 0));
  return { a: { ...a, comparison: null, figures }, checks: [only] };
}
