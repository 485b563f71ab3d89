import type { Facts } from "./facts";
import { levelRuleFor } from "./industry-norms";
import type { ClaimMetric } from "./metric-lexicon";
import type { Assertion } from "./parse-assertions";
import {
  type ClaimCheck,
  changeInto,
  describeChange,
  entryOf,
  periodName,
  pointsOf,
  quoted,
  show,
  targetPoint,
  undecided,
  yearOf,
} from "./check-series";

/** Direction, magnitude, comparison, recency and level words, each checked against the series known by asOf. */

const within = (v: number, r: { min?: number; max?: number }): boolean => (r.min === undefined || v >= r.min) && (r.max === undefined || v < r.max);
const rangeText = (r: { min?: number; max?: number }, unit: string): string =>
  [r.min !== undefined ? `≥${r.min}${unit}` : "", r.max !== undefined ? `<${r.max}${unit}` : ""].filter(Boolean).join("且");

/** The sign a stated direction needs the value to move in: 改善 of a debt ratio is down. */
function wantedSign(a: Assertion, m: ClaimMetric): 1 | -1 | null {
  const sense = a.direction?.sense;
  if (sense === "up") return 1;
  if (sense === "down") return -1;
  const p = entryOf(m).polarity;
  if (p === 0) return null;
  return (sense === "favourable" ? p : -p) as 1 | -1;
}

/** Words that say growth slowed (not that the value fell): true below this change, or below last year's change. */
const SLOWDOWN = /乏力|放缓|失速/;
const SLOWDOWN_MAX_PERCENT = 5;

export function checkDirection(a: Assertion, facts: Facts): ClaimCheck[] {
  if (!a.direction || !a.metric) return [];
  const m = a.metric;
  const label = entryOf(m).label;
  const word = a.direction.word;
  const points = pointsOf(facts, m);
  const expected = `${label}${word}`;
  const to = targetPoint(a, points);
  if (!to) return [undecided("direction", expected, `没有${a.years.length ? `${Math.max(...a.years)}年` : ""}${label}的数据`)];
  const history = points.filter((p) => p.period <= to.period);
  if (a.direction.extreme) {
    const values = history.map((p) => p.value);
    const extreme = a.direction.extreme === "high" ? Math.max(...values) : Math.min(...values);
    const ok = history.length > 1 && to.value === extreme;
    const found = `${label} ${periodName(to)} ${show(m, to.value)}，${periodName(history[0]!)}以来${a.direction.extreme === "high" ? "最高" : "最低"} ${show(m, extreme)}`;
    return [{ kind: "direction", ok, expected, found, reason: ok ? `${found}，与${quoted(a)}相符` : `${found}，与${quoted(a)}不符` }];
  }
  if (SLOWDOWN.test(word)) {
    // 增长乏力/放缓/失速 say growth slowed, not that it turned negative: a small change, or smaller than the year before.
    const now = changeInto(m, history, to);
    const earlier = history.length > 1 ? changeInto(m, history, history[history.length - 2]!) : null;
    if (!now || now.percent === null) return [undecided("direction", expected, `${label}在${periodName(to)}之前没有可比数据，无法判断${quoted(a)}`)];
    const ok = now.percent < SLOWDOWN_MAX_PERCENT || (earlier?.percent != null && now.percent < earlier.percent);
    const found = describeChange(m, now);
    return [{ kind: "direction", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` }];
  }
  const sign = wantedSign(a, m);
  if (sign === null) return [undecided("direction", expected, `${label}的升降没有好坏之分，无法判断${quoted(a)}`)];
  const n = a.basis?.kind === "streak" ? a.basis.n : 1;
  const changes = history.slice(-n).map((p) => changeInto(m, history, p));
  if (changes.length < n || changes.some((c) => c === null)) return [undecided("direction", expected, `${label}在${periodName(to)}之前的数据不足${n}期，无法判断${quoted(a)}`)];
  const bad = changes.find((c) => Math.sign(c!.delta) !== sign);
  const found = changes.map((c) => describeChange(m, c!)).join("；");
  return [{ kind: "direction", ok: !bad, expected, found, reason: bad ? `${describeChange(m, bad)}，与${quoted(a)}不符` : `${found}，与${quoted(a)}相符` }];
}

export function checkMagnitude(a: Assertion, facts: Facts): ClaimCheck[] {
  if (!a.magnitude || !a.metric) return [];
  const m = a.metric;
  const e = entryOf(m);
  const rule = e.kind === "ratio" ? a.magnitude.points : a.magnitude.percent;
  const unit = e.kind === "ratio" ? "个百分点" : "%";
  const expected = `“${a.magnitude.word}”：变动${rangeText(rule, unit)}`;
  const points = pointsOf(facts, m);
  const to = targetPoint(a, points);
  const c = to ? changeInto(m, points, to) : null;
  if (!c || c.size === null) return [undecided("magnitude", expected, `没有${e.label}可比的上一期数据，无法判断“${a.magnitude.word}”`)];
  const ok = within(c.size, rule);
  const found = describeChange(m, c);
  return [{ kind: "magnitude", ok, expected, found, reason: `${found}，“${a.magnitude.word}”要求变动${rangeText(rule, unit)}，${ok ? "相符" : "不符"}` }];
}

export function checkComparison(a: Assertion, facts: Facts): ClaimCheck[] {
  const cmp = a.comparison;
  if (!cmp || !cmp.left) return [];
  const m = cmp.left;
  const label = entryOf(m).label;
  const points = pointsOf(facts, m);
  // A comparison reads the period its clause or the clause before names, even without a figure of its own.
  const to = targetPoint({ ...a, yearsInherited: false }, points);
  const growth = /增速|增幅|增长率|涨幅/.test(a.text);
  const holds = (left: number, right: number): boolean => (cmp.op === ">=" ? left >= right : left < right);
  const sym = cmp.op === ">=" ? "≥" : "<";
  if (!to) return [undecided("comparison", `${label}${cmp.word}…`, `没有${label}的数据`)];
  const levelOrGrowth = (metric: ClaimMetric, at: typeof to): number | null => {
    const pts = pointsOf(facts, metric);
    const p = pts.find((x) => yearOf(x) === yearOf(at) && x.period === at.period) ?? null;
    if (!p) return null;
    return growth ? (changeInto(metric, pts, p)?.percent ?? null) : p.value;
  };
  let right: number | null = null;
  let rightText = "";
  const against = cmp.against;
  if (typeof against === "string" && against !== m) {
    right = levelOrGrowth(against, to);
    rightText = `${entryOf(against).label}${growth ? "增速" : ""}`;
  } else if (against && typeof against === "object") {
    right = against.value;
    rightText = against.raw;
  } else if (entryOf(m).kind === "multiple" && cmp.word.includes("覆盖")) {
    right = 1;
    rightText = "1倍";
  } else {
    return [undecided("comparison", `${label}${cmp.word}…`, `${quoted(a)}比较的对象不在数据中`)];
  }
  const left = growth || (typeof against === "object" && against?.kind === "percent" && entryOf(m).kind === "amount") ? (changeInto(m, points, to)?.percent ?? null) : to.value;
  if (left === null || right === null) return [undecided("comparison", `${label}${cmp.word}${rightText}`, `${periodName(to)}缺少比较所需的数据`)];
  const ok = holds(left, right);
  const expected = `${label}${growth ? "增速" : ""} ${sym} ${rightText}`;
  const found = `${periodName(to)} ${label}${growth ? `增速 ${left.toFixed(2)}%` : ` ${show(m, left)}`}，${typeof against === "string" ? `${rightText} ${growth ? `${right.toFixed(2)}%` : show(against, right)}` : `比较基准 ${rightText}`}`;
  return [{ kind: "comparison", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` }];
}

export function checkRecency(a: Assertion, facts: Facts): ClaimCheck[] {
  if (!a.recency || !a.metric) return [];
  const m = a.metric;
  const label = entryOf(m).label;
  const points = pointsOf(facts, m);
  if (points.length === 0) return [undecided("recency", `${a.recency.word}的${label}`, `没有${label}的数据`)];
  const latest = points.slice(-a.recency.periods);
  const want = latest.map(periodName).join("、");
  const expected = `${a.recency.word}：${want}`;
  const ownYears = a.yearsInherited ? [] : a.years;
  if (ownYears.length > 0) {
    const missing = latest.filter((p) => !ownYears.includes(yearOf(p)));
    const ok = missing.length === 0;
    const found = ownYears.join("、");
    return [{ kind: "recency", ok, expected, found, reason: ok ? `${quoted(a)}用的是截至${facts.asOf}最新的${want}` : `${quoted(a)}写的是${found}年，截至${facts.asOf}已公布${want}年的${label}` }];
  }
  if (a.numbers.length === 0) return [];
  const ok = a.numbers.every((n) => latest.some((p) => Math.abs(n.value - p.value) <= 0.5 * 10 ** -n.decimals * n.scale + 1e-9 * Math.abs(p.value)));
  const found = latest.map((p) => `${periodName(p)} ${show(m, p.value)}`).join("、");
  return [{ kind: "recency", ok, expected, found, reason: ok ? `${quoted(a)}的数字属于最新公布的${want}` : `${quoted(a)}的数字不是最新公布的${label}（${found}）` }];
}

export function checkLevel(a: Assertion, facts: Facts): ClaimCheck[] {
  if (!a.level) return [];
  const { word, rule } = a.level;
  const m = a.metric && a.metric in rule.on ? a.metric : null;
  const expected = Object.entries(rule.on)
    .map(([k, r]) => `${entryOf(k as ClaimMetric).label}${rangeText(r!, entryOf(k as ClaimMetric).kind === "ratio" ? "%" : "")}`)
    .join("或");
  if (!m) return [undecided("level", `“${word}”：${expected}`, `${quoted(a)}没有可判断“${word}”的指标`)];
  const range = levelRuleFor(facts.industry, m, rule.on[m]!);
  const points = pointsOf(facts, m);
  const at = targetPoint(a, points);
  if (!at) return [undecided("level", `“${word}”：${expected}`, `没有${entryOf(m).label}的数据，无法判断“${word}”`)];
  const ok = within(at.value, range);
  const found = `${entryOf(m).label} ${periodName(at)} ${show(m, at.value)}`;
  const need = rangeText(range, entryOf(m).kind === "ratio" ? "%" : "");
  return [{ kind: "level", ok, expected: `“${word}”：${entryOf(m).label}${need}`, found, reason: `${found}，“${word}”要求${need}，${ok ? "相符" : "不符"}` }];
}
