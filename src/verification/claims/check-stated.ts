import {
  STATED_PERIOD,
  type StatedAssertion,
  type StatedPeriod,
  readStatedPeriod,
  statedPeriodName,
} from "../../domain/stated-assertion";
import { type ExtractedNumber, extractNumbers } from "../extract-numbers";
import { type Candidate, figureCandidate, matchesFigure } from "../figure-match";
import { type ClaimCheck, entryOf, show, within } from "./check-series";
import { withDerived } from "./derived-series";
import type { Facts } from "./facts";
import { digitSizeHolds, isDigitWord } from "./digit-sizes";
import { sizeWordOf } from "./intensity-words";
import { DIRECTION_WORDS, MAGNITUDE_WORDS, NEGLIGIBLE } from "./judgement-words";
import { hedgedAt } from "./level-hedges";
import { sizeBasis } from "./rate-multiples";
import { type ClaimMetric, findMetrics } from "./metric-lexicon";
import { factAt } from "./period-facts";
import { basisFor } from "./period-view";
import type { FigureBound } from "./phrase-words";
import { hedgedBand } from "./hedged-sizes";

/** How a stated value is written back in a reason, with the qualifier the prose gave it. */
const QUALIFIER_ZH: Readonly<Record<FigureBound | "exact", string>> = {
  exact: "",
  about: "约",
  near: "近",
  atLeast: "超过",
  below: "不足",
};

/**
 * The exact check of what a model stated as data (issue 27 item 7): each stated assertion against the facts known by
 * asOf, on the same metric lexicon, period model, figure precision and size words as the prose checker. A metric or a
 * period the data does not hold is 未能核验 with its reason (数据未收录该指标 / 无该期数据), never a failure.
 */

/**
 * The lexicon metric a stated name means: the name is one of its aliases, whole ("主营业务收入" is not 营业收入: the
 * data does not hold it), else none (数据未收录该指标).
 */
export function statedMetric(name: string): ClaimMetric | null {
  const text = name.normalize("NFKC").replace(/\s+/g, "");
  const named = findMetrics(text);
  return named.length === 1 && named[0]!.index === 0 && named[0]!.end === text.length ? named[0]!.metric : null;
}

/** A value read off the facts, in their own unit (元, %, 倍…), with the same period a year earlier when known. */
interface Reading {
  value: number;
  unit: string;
  /** The year-earlier value: stored, or as the report's published YoY implies it (a quarter the data lacks). */
  yearAgo: number | null;
}

/** The metric's value of a stated period: its first series that holds it (a balance's quarter is its reported end). */
function readingAt(facts: Facts, m: ClaimMetric, p: StatedPeriod): Reading | null {
  for (const series of entryOf(m).series) {
    if (p.kind === "day") {
      const hit = (facts.series[series] ?? []).find((x) => x.period === p.date);
      if (hit) return { value: hit.value, unit: hit.unit, yearAgo: null };
      continue;
    }
    // A balance's quarter is its level at the quarter's end; a ratio of flows (ROE) has no single quarter to read
    // but the first, which is its cumulative report.
    const firstQuarter = p.basis === "quarter" && p.end.slice(5, 7) === "03";
    const v = factAt(facts, series, p.end, firstQuarter ? "ytd" : basisFor(series, p.basis));
    if (v) return { value: v.value, unit: v.unit, yearAgo: v.yearAgo };
  }
  return null;
}

/** The comparable period before: the same period a year earlier (a trading day has none unless `base` names it). */
function yearEarlier(period: string): string | null {
  const m = STATED_PERIOD.exec(period);
  return m?.[1] ? `${Number(m[1]) - 1}${period.slice(4)}` : null;
}

/** The stated figure read exactly as the prose checker reads "1741.4亿元" (its unit, scale and precision). */
function shown(text: string): ExtractedNumber | null {
  const found = extractNumbers(text);
  return found.length === 1 ? found[0]! : null;
}

/** One `stated` check: of a stated item against the data, or of the prose against the stated items. */
export const statedCheck = (ok: boolean | null, expected: string, found: string, reason: string): ClaimCheck => ({
  kind: "stated",
  ok,
  expected,
  found,
  reason,
});

const signed = (v: number, unit: string): string => `${v > 0 ? "+" : ""}${v.toFixed(2)}${unit}`;

/** A change's size as the size words read it: percentage points for a ratio, else the percentage. */
function changeSizes(m: ClaimMetric, now: number, before: number) {
  const ratio = entryOf(m).kind === "ratio";
  const pct = before === 0 ? null : ((now - before) / Math.abs(before)) * 100;
  const moved = ratio ? now - before : pct;
  return { ratio, pct, pp: now - before, abs: now - before, moved };
}

const FLAT = MAGNITUDE_WORDS.find((w) => w.word === "持平")!;

/** The qualifiers the prose puts on a stated value and on a stated change ("约91亿元", "少了约2400亿元"). */
export interface StatedQualifiers {
  value: ReadonlyMap<StatedAssertion, FigureBound>;
  change: ReadonlyMap<StatedAssertion, FigureBound>;
}

const NO_QUALIFIERS: StatedQualifiers = { value: new Map(), change: new Map() };

/** Every check of one stated assertion, each a `stated` check with its Chinese reason. */
export function checkOneStated(a: StatedAssertion, facts: Facts, q: StatedQualifiers = NO_QUALIFIERS): ClaimCheck[] {
  const qualifier = q.value.get(a) ?? null;
  const m = statedMetric(a.metric);
  const when = statedPeriodName(a.period);
  const head = `结构化断言“${a.metric} ${when}”`;
  if (!m) return [statedCheck(null, a.metric, "未收录", `${head}：数据未收录该指标，无法核验`)];
  const label = entryOf(m).label;
  const period = readStatedPeriod(a.period);
  const now = period ? readingAt(facts, m, period) : null;
  if (!now) return [statedCheck(null, `${label} ${when}`, "无数据", `${head}：无该期数据，无法核验`)];
  const out: ClaimCheck[] = [];
  const actual = show(m, now.value);
  if (a.value !== undefined && a.unit !== undefined) {
    const n = shown(`${a.value}${a.unit}`);
    const ok = n !== null && matchesFigure(n, figureCandidate({ label, value: now.value, unit: now.unit }), qualifier);
    const stated = `${QUALIFIER_ZH[qualifier ?? "exact"]}${a.value}${a.unit}`;
    out.push(statedCheck(ok, actual, stated, `${head}为${stated}，数据为${actual}${ok ? "，相符" : `，与数据不符`}`));
  }
  if (a.change === undefined && a.direction === undefined && a.size === undefined) return out;
  const basePeriodText = a.base ?? yearEarlier(a.period);
  const basePeriod = basePeriodText ? readStatedPeriod(basePeriodText) : null;
  // The same period a year earlier the data lacks ("2025年一季度"): the year-ago value the report's own YoY implies,
  // as the prose checker reads it, so a stated 同比 is checked where the prose's is.
  const yearAgo = basePeriodText === yearEarlier(a.period) && now.yearAgo !== null ? now.yearAgo : null;
  const stored = basePeriod ? readingAt(facts, m, basePeriod) : null;
  const before = stored ?? (yearAgo === null ? null : { value: yearAgo, unit: now.unit, yearAgo: null });
  const implied = !stored && before ? `（按${when}报告所载同比推算）` : "";
  const baseName = basePeriodText ? `${statedPeriodName(basePeriodText)}${implied}` : "基期";
  if (!before) {
    out.push(statedCheck(null, `${label} ${baseName}`, "无数据", `${head}：基期${baseName}无该期数据，变动无法核验`));
    return out;
  }
  const c = changeSizes(m, now.value, before.value);
  const span = `${label}由${baseName}的${show(m, before.value)}至${when}的${actual}`;
  if (a.change) out.push(checkChange(a.change, a.unit, c, now.unit, head, span, q.change.get(a) ?? null));
  if (a.direction) {
    // A direction beside a stated change of its sign is that change's sign ("同比+0.01%，至少已经止跌"): the change
    // itself is checked exactly; with no change stated, a move inside rounding is no direction.
    const signed = a.change && a.change.value !== 0 && a.change.value > 0 === (a.direction === "up");
    const floor = signed && a.direction !== "flat" ? 0 : c.ratio ? NEGLIGIBLE.points : NEGLIGIBLE.percent;
    const flat = (c.ratio ? FLAT.points.max : FLAT.percent.max) ?? floor;
    const moved = c.moved;
    const ok =
      moved === null
        ? null
        : a.direction === "up"
          ? moved > floor
          : a.direction === "down"
            ? moved < -floor
            : Math.abs(moved) <= flat;
    const word = { up: "上升", down: "下降", flat: "持平" }[a.direction];
    const why = ok === null ? "基期为零，无法判断方向" : ok ? "相符" : `与“${word}”不符`;
    out.push(statedCheck(ok, word, span, `${head}称${word}：${span}，${why}`));
  }
  if (a.size) out.push(checkSize(a.size, c, head, span));
  return out;
}

function checkChange(
  change: NonNullable<StatedAssertion["change"]>,
  unit: StatedAssertion["unit"],
  c: ReturnType<typeof changeSizes>,
  factUnit: string,
  head: string,
  span: string,
  qualifier: FigureBound | null,
): ClaimCheck {
  const text = change.kind === "pct" ? `${change.value}%` : change.kind === "pp" ? `${change.value}个百分点` : "";
  const n = shown(change.kind === "abs" ? `${change.value}${unit ?? ""}` : text);
  const actual: Candidate | null =
    change.kind === "pct"
      ? c.pct === null
        ? null
        : { value: c.pct, kind: "percent" }
      : change.kind === "pp"
        ? { value: c.pp, kind: "pp" }
        : figureCandidate({ label: "", value: c.abs, unit: factUnit });
  const written = change.kind === "abs" ? `${change.value}${unit ?? ""}` : text;
  const stated = `${QUALIFIER_ZH[qualifier ?? "exact"]}${written}`;
  // Percentage points are a ratio's change; an amount's change in points ("+11494074870.87个百分点") means nothing.
  if (change.kind === "pp" && !c.ratio)
    return statedCheck(null, stated, span, `${head}变动${stated}：百分点只适用于比率指标，无法核验`);
  if (change.kind === "abs" && c.ratio && unit !== "%")
    return statedCheck(null, stated, span, `${head}变动${stated}：比率指标的绝对变动须以%为单位，无法核验`);
  if (!n || !actual) return statedCheck(null, stated, span, `${head}变动${stated}：基期为零或数值无法读取，无法核验`);
  // A change computed from two rounded levels may be off by one unit of its last digit.
  const ok = matchesFigure(n, actual, qualifier, true);
  const found =
    change.kind === "pct" ? signed(actual.value, "%") : change.kind === "pp" ? signed(c.pp, "个百分点") : span;
  return statedCheck(ok, stated, found, `${head}变动${stated}：${span}（${found}），${ok ? "相符" : "与数据不符"}`);
}

/** The up/down a size phrase says ("小幅下滑", "两位数增长"), longest word first; none for a bare size ("大幅"). */
function phraseSense(phrase: string): "up" | "down" | null {
  const hit = DIRECTION_WORDS.filter((w) => phrase.includes(w.word)).sort((x, y) => y.word.length - x.word.length)[0];
  return hit?.sense === "up" || hit?.sense === "down" ? hit.sense : null;
}

/**
 * A stated size phrase read as the prose checker reads one ("大幅增长", "接近翻倍", "两位数下滑"): its size word, a
 * hedge before it, and the direction it says; a phrase with no size word is read for its direction alone.
 */
function checkSize(size: string, c: ReturnType<typeof changeSizes>, head: string, span: string): ClaimCheck {
  // A bare intensity word ("明显") is a size here: the field says nothing else.
  const exact = MAGNITUDE_WORDS.find((w) => w.word === size);
  const hit = sizeWordOf(size, []) ?? (exact ? { ...exact, index: 0, end: size.length } : null);
  const sense = phraseSense(size);
  if (c.moved === null) return statedCheck(null, size, span, `${head}：基期为零，幅度“${size}”无法核验`);
  const unit = c.ratio ? "个百分点" : "%";
  const found = `${c.moved > 0 ? "+" : ""}${c.moved.toFixed(2)}${unit}`;
  const wayOk = sense === null || (sense === "up" ? c.moved > 0 : c.moved < 0);
  if (!hit) {
    if (sense === null) return statedCheck(null, size, span, `${head}的幅度词“${size}”未收录，无法核验`);
    return statedCheck(wayOk, size, found, `${head}称“${size}”：${span}，变动${found}，${wayOk ? "相符" : "方向不符"}`);
  }
  // The same basis as the prose (rate-multiples.ts): 腰斩 on a rate is half of it, 大幅 on a rate is in points.
  const basis = sizeBasis(hit, c.ratio ? "ratio" : "amount");
  const band = basis.exact;
  const measured = basis.unit === "%" ? c.pct : c.moved;
  // 接近翻倍, 几乎腰斩: near the size, short of it or just past, as in the prose (hedged-sizes.ts).
  const bounds = hedgedAt(size, hit.index) ? hedgedBand(band) : band;
  // "两位数增长" sizes the rate itself: a −15 % year is no 两位数增长.
  const sizeOk =
    isDigitWord(hit.word) && c.pct !== null
      ? digitSizeHolds({ direction: sense ? { sense } : null }, c.pct, bounds)
      : measured !== null && within(Math.abs(measured), bounds);
  const ok = sizeOk && wayOk;
  const why = ok ? "相符" : wayOk ? "幅度不符" : "方向不符";
  return statedCheck(ok, size, found, `${head}称“${size}”：${span}，变动${found}，${why}`);
}

/**
 * The base levels the data holds for the stated changes ("由2023年的17.98%升至…" shows the base it was measured
 * from): a prose figure that is one of them agrees with the stated data though not stated itself.
 */
export function statedBaseLevels(stated: readonly StatedAssertion[], facts: Facts): Candidate[] {
  const all = withDerived(facts);
  return stated.flatMap((a) => {
    const m = statedMetric(a.metric);
    const base = a.base ?? yearEarlier(a.period);
    const period = base ? readStatedPeriod(base) : null;
    const level = m && period ? readingAt(all, m, period) : null;
    return level ? [figureCandidate({ label: "", value: level.value, unit: level.unit })] : [];
  });
}

/**
 * Every stated assertion of a point, checked against the facts known by asOf (derived series included); a value the
 * prose shows with a qualifier (约 / 近 / 超过) is read with it.
 */
export function checkStated(
  stated: readonly StatedAssertion[],
  facts: Facts,
  qualifiers: StatedQualifiers = NO_QUALIFIERS,
): ClaimCheck[] {
  const all = withDerived(facts);
  return stated.flatMap((a) => checkOneStated(a, all, qualifiers));
}
