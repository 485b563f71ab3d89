import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, isMarket, periodName, quoted, show, undecided, yearOf } from "./check-series";
import type { FactPoint } from "./facts";
import { NOT_CALLED, NOT_HAPPENED, NOT_SO, anyOf } from "./negation-words";

/**
 * An extreme over recent years whose window the clause does not bound: "为近年最高", "是近几年的最低点", "是近年的
 * 利润高点", "2022年33,181.68亿元为高点", "2022年更是创下…的高点", "在2022年达到3447.83亿元的高点后". 近年 reaches
 * back a few years and may or may not take in the years after the one named, so the claim holds when the year is the
 * extreme of every stored year, fails when it is not even the extreme of itself and the two years before it (the
 * narrowest 近年), and is 未能核验 in between. Read on annual reports only: a quarter's or a price's 近年 is not read.
 */

/** "近年最高", "近几年的最低点", "这几年里最高", "近年的利润高点": a recent window named, not bounded. */
const VAGUE_WINDOW = new RegExp(
  "(?:近年|近几年|近些年|这几年|这些年|几年来)(?:来|以来|里|中|内)?(?:的)?[^，,。；;\\d]{0,4}?" +
    "(最高|最低|高点|低点|峰值|谷底)",
);
/**
 * "为高点", "创下33,181.7亿元的高点", "达到3447.83亿元的高点": a year's value said to be the high (or low). No year in
 * between: "2024年营收达到2022年的高点" compares with another year's level, it sets no extreme.
 */
const PREDICATED = new RegExp(
  String.raw`(?:为|是|成为|创下?|达到?)(?:了)?(?:[^，,。；;较比从距离年]|(?<=\d),(?=\d)){0,16}?(?:的)?` +
    "(高点|低点|峰值|谷底|顶峰)(?!附近|一带)",
);
/** A negation in the few characters before the extreme's words. */
const DENIED_BEFORE = new RegExp(`${anyOf(NOT_SO, NOT_HAPPENED, NOT_CALLED)}[^，,。；;]{0,6}$`);
/** The narrowest window 近年 can mean: the year and the two before it. */
const NARROW_YEARS = 2;
/** "达到…的高点后连续两年回落": every year after the high is below it, so the narrowest window runs to the last. */
const AFTER = /(?:高点|低点|峰值|谷底|顶峰)(?:之)?后/;
/** "营收在2022年达到…的峰值后连续两年回落": the year written before the extreme word is the year it is placed in. */
const YEAR_BEFORE = /(?<!\d)((?:19|20)\d{2})(?=\s*年)(?!.*(?<!\d)(?:19|20)\d{2}\s*年)/;

/** The extreme a clause sets over a vague recent window, or null; a bare 高点 needs a year of the clause. */
export function vagueExtremeOf(text: string, hasYear: boolean): "high" | "low" | null {
  // "是全年高点": a quarter among its year's (quarter-ranks.ts), not a year among recent years.
  if (/全年|年内|当年/.test(text)) return null;
  const hit = VAGUE_WINDOW.exec(text) ?? (hasYear ? PREDICATED.exec(text) : null);
  // "并非近年最高", "不是高点": a denied extreme sets none (the word is then left to the asserted-word gate).
  if (!hit || DENIED_BEFORE.test(text.slice(Math.max(0, hit.index - 8), hit.index + 1))) return null;
  return /低|谷/.test(hit[1]!) ? "low" : "high";
}

/** The extreme over a vague window checked on the widest and narrowest readings (see above). */
export function checkVagueExtreme(a: Assertion, points: readonly FactPoint[], judged: FactPoint): ClaimCheck {
  const m = a.metric!;
  const high = a.direction?.extreme === "high";
  const label = entryOf(m).label;
  const word = high ? "最高" : "最低";
  const hit = VAGUE_WINDOW.exec(a.text) ?? PREDICATED.exec(a.text);
  const placed = hit ? YEAR_BEFORE.exec(a.text.slice(0, hit.index + hit[0].length)) : null;
  const to = (placed && points.find((p) => yearOf(p) === Number(placed[1]))) || judged;
  const expected = `${label}${periodName(to)}为近年${word}`;
  if (a.period.kind !== "annual" || isMarket(entryOf(m)))
    return undecided("direction", expected, `没有说明在哪些期间中比较，无法核验${quoted(a)}`);
  const at = yearOf(to);
  const last = AFTER.test(a.text) ? Number.POSITIVE_INFINITY : at;
  const narrow = points.filter((p) => yearOf(p) <= last && yearOf(p) >= at - NARROW_YEARS);
  if (points.length < 3 || narrow.length < 2)
    return undecided("direction", expected, `${label}的年度数据太少，无法判断${quoted(a)}`);
  const pick = (ps: readonly FactPoint[]) =>
    ps.reduce((b, p) => ((high ? p.value > b.value : p.value < b.value) ? p : b));
  const wide = pick(points);
  const near = pick(narrow);
  const span = (ps: readonly FactPoint[]) => `${yearOf(ps[0]!)}-${yearOf(ps.at(-1)!)}年`;
  if (wide.value === to.value) {
    const found = `${label} ${span(points)}${word}为${yearOf(wide)}年 ${show(m, wide.value)}`;
    return { kind: "direction", ok: true, expected, found, reason: `${found}，与${quoted(a)}相符` };
  }
  if (near.value !== to.value) {
    const found = `${label} ${span(narrow)}${word}为${yearOf(near)}年 ${show(m, near.value)}`;
    return { kind: "direction", ok: false, expected, found, reason: `${found}，与${quoted(a)}不符` };
  }
  const widest = `${span(points)}${word}为${yearOf(wide)}年 ${show(m, wide.value)}`;
  const why = `${label} ${span(narrow)}${word}为${at}年，但${widest}`;
  return undecided("direction", expected, `${why}，“近年”的范围不明确，无法核验${quoted(a)}`);
}
