import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, isMarket, pointsOf, quoted, show, undecided, yearOf } from "./check-series";
import { digitOrTen } from "../chinese-digits";
import { extractNumbers } from "../extract-numbers";
import { figureCandidate, matchesFigure } from "../figure-match";
import type { Facts } from "./facts";
import { type ClaimMetric, findMetrics } from "./metric-lexicon";
import { NOT_HAPPENED, anyOf } from "./negation-words";
import { unreadRelations } from "./relation-coverage";

/**
 * A high or low named by its year: "低于2022年3447.83亿元的高点", "比2019年1494.07亿元的高点少约146亿元", "与2021年
 * 712.08亿元的高点相比", "恢复到2019年高点的85%", "低点则是2020年的332.71亿元". The year named is said to be the
 * extreme of its metric's years; a window the sentence bounds (2019-2024年间) is that window, else the stored years.
 * It holds when the year is the extreme of the window (or, unbounded, of every stored year), fails when it is not even
 * the extreme of itself and the years beside it, and is 未能核验 in between (a local high of a longer series). A
 * bounded window reaching past the stored years is 未能核验. Read on a financial line's years only.
 */

// "2022年3447.83亿见顶后", "2023年9137.89亿元见底后", "在2022年触底": the verbs place the extreme as the nouns do.
const EXTREME = "(最高点|历史高点|高点|峰值|顶峰|巅峰|最低点|低点|谷底|低谷|见顶|触顶|见底|触底)";
const FIGURE = String.raw`(?:[\d,.]+\s*(?:万亿|亿|万)?\s*元?)?`;
/**
 * "2022年3447.83亿元的高点", "2019年高点", "2022年的3447.83亿元高点", "2022年3447.83亿元的收入高点": the year right
 * before the extreme; a noun between them must name a metric (findMetrics), not a price's or a peer's high.
 */
const NOUN = String.raw`([\u4e00-\u9fff]{1,6}?)??`;
const NAMED = new RegExp(
  String.raw`(?:FY)?((?:19|20)\d{2})\s*年(?!\s*\d{1,2}\s*月)(?:的)?\s*${FIGURE}(?:的)?${NOUN}${EXTREME}`,
);
/**
 * The NAMED hit, where a noun between the figure and the extreme follows 的 and names a metric ("的收入高点"), or there
 * is none: "2025年归母净利润较峰值", "2022年营收不是高点" name no year's high.
 */
function namedHit(text: string): RegExpExecArray | null {
  const hit = NAMED.exec(text);
  if (!hit?.[2]) return hit;
  const before = hit[0].slice(0, hit[0].length - hit[3]!.length - hit[2].length);
  return before.endsWith("的") && findMetrics(hit[2]).length > 0 ? hit : null;
}
/** "低点则是2020年", "高点在2021年": the extreme placed in a year after it. */
const PLACED = new RegExp(
  `${EXTREME}(?:则|也|就|分别)?(?:出现在|出现于|在|是|为|落在)` +
    String.raw`\s*(?:FY)?((?:19|20)\d{2})\s*年?(?!\s*\d{1,2}\s*月)`,
);
/** "2019-2024年间", "2019至2024年": a window bounded by its two years. */
const RANGE =
  /(?:FY)?((?:19|20)\d{2})\s*年?\s*(?:-|–|—|~|～|至|到)\s*(?:FY)?((?:19|20)\d{2})\s*年?\s*(?:间|之间|期间|里|中|内|这)/;

/**
 * "过去七年里，2023年末的货币资金690.7亿元最高", "五年平均净利率约2.3%，2021年的3.10%已是其中的最高值",
 * "2022年是五年里的谷底": a year said to be the plain 最高/最低 (or 谷底/低谷) of a window counted in years, in its
 * clause or the clause before. Only read with such a window: a bare 最高 after a year says nothing of which years it is
 * among.
 */
const BARE_WORD = "(最高|最低|谷底|低谷)(?![点位])";
const BARE = new RegExp(
  String.raw`(?:FY)?((?:19|20)\d{2})\s*年(?!\s*(?:以来|至今|起|之后|以后))(?:末|底|度)?[^,，。；;]{0,16}?` + BARE_WORD,
);
/** "过去七年里", "近五年", "五年平均", "七年中": the last N years. */
const COUNTED =
  /(?:过去|近|最近|这)?(?<![\d.])([两二三四五六七八九十]|\d{1,2})\s*(?:个)?年(?:里|中|内|间|来|以来|平均|均)/;

/** A rank other than the extreme: "仅次于", "次高", "第二高". */
const RANK_BESIDE = /次于|次高|次低|第[二三2-3](?:高|低)/;

/** A level reached toward another year's high: "达到2022年的高点", "回到2019年高点", "超越2019年的历史高点". */
const REACH_WORDS = "(?:达到|回到|重回|恢复|逼近|接近|超越|超过|突破|站上|追平|刷新)";
const REACHES = new RegExp(`${REACH_WORDS}[^，,。；;\\d]{0,3}$`);
/** "还没回到2019年1494.07亿元的高点": a high not reached again is the high of the years since it. */
const NOT_REACHED = new RegExp(`${anyOf(NOT_HAPPENED)}能?\\s*${REACH_WORDS}[^，,。；;\\d]{0,3}$`);

/** The year and the extreme a clause names for it, or null. */
function yearExtremeOf(
  text: string,
): { year: number; high: boolean; word: string; figure: string; bare?: boolean } | null {
  const named = namedHit(text);
  if (named) {
    // The figure written between the year and the extreme ("2022年3447.83亿元的高点"), without the year itself.
    const figure = named[0].slice(named[0].indexOf(named[1]!) + named[1]!.length);
    return { year: Number(named[1]), high: /高|峰|巅|顶/.test(named[3]!), word: named[3]!, figure };
  }
  const placed = PLACED.exec(text);
  if (placed) return { year: Number(placed[2]), high: /高|峰|巅|顶/.test(placed[1]!), word: placed[1]!, figure: "" };
  const bare = BARE.exec(text);
  return bare ? { year: Number(bare[1]), high: bare[2] === "最高", word: bare[2]!, figure: "", bare: true } : null;
}

/** The last N years a sentence counts ("过去七年里"), ending at the latest year stored; null when none is counted. */
function countedWindow(texts: readonly string[], last: number | undefined): [number, number] | null {
  for (const t of [...texts].reverse()) {
    const c = COUNTED.exec(t);
    const n = c ? (digitOrTen(c[1]!) ?? Number(c[1])) : 0;
    if (c && n >= 2 && last !== undefined) return [last - n + 1, last];
  }
  return null;
}

/** The window a sentence bounds ("2019-2024年间"), from the clause or the clauses before it. */
function windowOf(texts: readonly string[]): [number, number] | null {
  for (const t of [...texts].reverse()) {
    const r = RANGE.exec(t);
    if (r && Number(r[1]) < Number(r[2])) return [Number(r[1]), Number(r[2])];
  }
  return null;
}

const pick = <T extends { value: number }>(ps: readonly T[], high: boolean): T =>
  ps.reduce((b, p) => ((high ? p.value > b.value : p.value < b.value) ? p : b));

/** The check of a year named as its metric's high or low; null when the clause names none or no financial line. */
function checkYearExtreme(
  a: Assertion,
  facts: Facts,
  metric: ClaimMetric | null,
  textsBefore: readonly string[],
): ClaimCheck | null {
  const hit = yearExtremeOf(a.text);
  if (!hit || !metric || isMarket(entryOf(metric)) || a.period.kind !== "annual") return null;
  const label = entryOf(metric).label;
  const word = hit.high ? "最高" : "最低";
  const points = pointsOf(facts, metric);
  const texts = [...textsBefore, a.text];
  const window = windowOf(texts) ?? countedWindow(texts, points.at(-1) ? yearOf(points.at(-1)!) : undefined);
  if (hit.bare && !window) return null;
  const inWindow = window ? points.filter((p) => yearOf(p) >= window[0] && yearOf(p) <= window[1]) : points;
  const at = inWindow.find((p) => yearOf(p) === hit.year);
  const span = window ? `${window[0]}-${window[1]}年` : "各年";
  const expected = `${label}${hit.year}年为${span}${word}`;
  if (!at || inWindow.length < 2)
    return undecided("direction", expected, `没有${hit.year}年${label}的数据，无法核验${quoted(a)}`);
  if (window && inWindow.length < window[1] - window[0] + 1)
    return undecided("direction", expected, `${span}${label}的数据不全，无法核验${quoted(a)}`);
  // "低于2022年35000亿元的高点": the figure given for the year must be that year's, whatever the extreme.
  const given = extractNumbers(hit.figure).filter((n) => n.kind === "amount");
  const stored = figureCandidate({ label: "", value: at.value, unit: at.unit });
  if (given.length > 0 && !given.some((n) => matchesFigure(n, stored))) {
    const f = `${label} ${hit.year}年为${show(metric, at.value)}`;
    // A round figure a few per cent off ("3500亿元的高点" for 3447.83) may be the writer's rounding: 未能核验, not ❌.
    const near = given.some(
      (n) => Math.abs(Math.abs(stored.value) - Math.abs(n.value)) <= 0.03 * Math.abs(stored.value),
    );
    if (near) return undecided("direction", expected, `${f}，“${hit.figure.trim()}”是否为其约数无法确定`);
    return { kind: "direction", ok: false, expected, found: f, reason: `${f}，与${quoted(a)}不符` };
  }
  const all = `${yearOf(inWindow[0]!)}-${yearOf(inWindow.at(-1)!)}年`;
  const wide = pick(inWindow, hit.high);
  const found = (p: (typeof points)[number], s: string) =>
    `${label} ${s}${word}为${yearOf(p)}年 ${show(metric, p.value)}`;
  if (wide.value === at.value) {
    const f = found(wide, all);
    return { kind: "direction", ok: true, expected, found: f, reason: `${f}，与${quoted(a)}相符` };
  }
  const near = inWindow.filter((p) => Math.abs(yearOf(p) - hit.year) <= 1);
  const local = pick(near, hit.high);
  const nearSpan = `${yearOf(near[0]!)}-${yearOf(near.at(-1)!)}年`;
  if (window || local.value !== at.value) {
    const f = window ? found(wide, all) : found(local, nearSpan);
    return { kind: "direction", ok: false, expected, found: f, reason: `${f}，与${quoted(a)}不符` };
  }
  const widest = `${all}${word}为${yearOf(wide)}年 ${show(metric, wide.value)}`;
  const why = `${label} ${nearSpan}${word}为${hit.year}年，但${widest}`;
  return undecided("direction", expected, `${why}，所指的范围不明确，无法核验${quoted(a)}`);
}

/**
 * The year-extreme check of a claim clause its own checks did not read as an extreme; its metric is its own, else its
 * sentence's nearest ("与2021年712.08亿元的高点相比，2024年归母净利润下降近三成").
 */
export function yearExtremeChecks(
  a: Assertion,
  checks: readonly ClaimCheck[],
  facts: Facts,
  claims: readonly Assertion[],
): ClaimCheck[] {
  // "…，2022年是五年里的谷底": a clause of a year and an extreme alone asserts that extreme of the metric before.
  if (a.from !== "claim" || !(a.asserts || yearExtremeOf(a.text)?.bare) || a.attributed || a.scenario) return [];
  if (checks.some((c) => (c.kind === "direction" || c.kind === "recency") && /最高|最低/.test(c.found))) return [];
  // "仅次于2019年的历史高点": a rank beside the high is a reading of its own, not read here.
  if (RANK_BESIDE.test(a.text)) return [];
  // "2024年营收达到2022年的高点": reaching another year's high is a level of its own, not read here.
  const named = namedHit(a.text);
  const lead = named ? a.text.slice(0, named.index) : "";
  if (named && REACHES.test(lead) && !NOT_REACHED.test(lead)) return [];
  const sentence = claims.filter((b) => b.sentence === a.sentence);
  const at = sentence.indexOf(a);
  const before = sentence.slice(0, Math.max(0, at));
  const metric =
    a.metric ?? before.findLast((b) => b.metric)?.metric ?? sentence.slice(at + 1).find((b) => b.metric)?.metric;
  const check = checkYearExtreme(
    a,
    facts,
    metric ?? null,
    before.map((b) => b.text),
  );
  // "已经超越2019年的历史高点": the order to the high is its own reading, left 未能核验 when no check of it read it.
  return check ? [check, ...unreadRelations([a], checks)] : [];
}
