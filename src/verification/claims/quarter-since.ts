import { QUARTER_ENDS } from "../../shared/dates";
import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, isMarket, quoted, show, undecided } from "./check-series";
import { digitOrTen } from "../chinese-digits";
import type { Facts } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";
import { factAt } from "./period-facts";
import { latestQuarterYear } from "./latest-quarter";

/**
 * A quarter ranked among the single quarters since a named one: "是2024年三季度以来七个季度里最低的", "为2024年三季度
 * 以来单季最低", "均为2024年三季度以来单季最高", "是2024年下半年以来单季最高". The window runs from the quarter named
 * (下半年 starts at the third, 上半年 at the first) to the quarter judged - the clause's or its sentence's report
 * period, in the year its sentence names, else the latest holding it. Every single quarter of the window must be
 * stored, else 未能核验; a count the clause writes (七个季度) must be the window's. 均/都 rank each metric its sentence
 * named before. Read on financial lines only (a price's window is the market checks').
 */

const SINCE = new RegExp(
  String.raw`((?:19|20)\d{2})\s*年\s*(?:([一二三四1-4])季度|[Qq]([1-4])|(上|下)半年)(?:末)?以来` +
    String.raw`(?:的)?(?:([一二两三四五六七八九十\d]+)个(?:季度|报告期)(?:里|中|内|之中)?)?(?:的)?` +
    // "是2024年三季度以来单季营收的最高值": the metric may be named again before the rank.
    "(?:单季(?:度)?)?(?:(?:营业总收入|营业收入|营收|收入|归母净利润?|扣非净利润?|净利润?|利润)(?=的))?(?:的)?" +
    "(最高|最低|新高|新低)",
);
/** A quarter named in a clause: "一季度", "25Q4". */
const QUARTER_WORD = /[一二三四1-4]季度|[Qq][1-4]/;
const ORDER = ["q1", "q2s", "q3s", "q4s"] as const;
/** A report period's quarter (0-3); a first quarter's report (q1) is its single quarter. */
const quarterOf = (kind: string): number => ORDER.indexOf(kind as (typeof ORDER)[number]);

function startOf(hit: RegExpExecArray): { year: number; q: number } {
  const year = Number(hit[1]);
  if (hit[4]) return { year, q: hit[4] === "上" ? 0 : 2 };
  const q = hit[2] ? (digitOrTen(hit[2]) ?? Number(hit[2])) : Number(hit[3]);
  return { year, q: q - 1 };
}

/** The single-quarter value of a metric at year and quarter (0-3), or null. */
function quarterValue(facts: Facts, m: ClaimMetric, year: number, q: number): number | null {
  for (const s of entryOf(m).series) {
    const v = factAt(facts, s, `${year}-${QUARTER_ENDS[q]}`, "quarter");
    if (v) return v.value;
  }
  return null;
}

/** The year of the judged quarter: named outside the window's start, else its sentence's, else the latest held. */
function judgedYear(a: Assertion, hit: RegExpExecArray, yearsBefore: readonly number[], latest: () => number | null) {
  const outside = a.text.slice(0, hit.index) + a.text.slice(hit.index + hit[0].length);
  const own = [...outside.matchAll(/(?<!\d)((?:19|20)\d{2})\s*年|(?<!\d)(\d{2})\s*[Qq][1-4]/g)].map((r) =>
    r[1] ? Number(r[1]) : 2000 + Number(r[2]),
  );
  if (own.length > 0) return Math.max(...own);
  return yearsBefore.length > 0 ? Math.max(...yearsBefore) : latest();
}

function rankCheck(a: Assertion, facts: Facts, m: ClaimMetric, hit: RegExpExecArray, year: number | null, q: number) {
  const e = entryOf(m);
  const high = /高/.test(hit[6]!);
  const start = startOf(hit);
  const since = `${start.year}年第${start.q + 1}季度以来单季${high ? "最高" : "最低"}`;
  const expected = `${e.label}${year ?? ""}年第${"一二三四"[q]}季度为${since}`;
  if (year === null) return undecided("direction", expected, `没有说明是哪一年的季度，无法核验${quoted(a)}`);
  const window: { year: number; q: number }[] = [];
  for (let y = start.year, k = start.q; y < year || (y === year && k <= q); k === 3 ? (y++, (k = 0)) : k++)
    window.push({ year: y, q: k });
  const count = hit[5] ? (digitOrTen(hit[5]) ?? Number(hit[5])) : null;
  if (window.length < 2 || (count !== null && count !== window.length))
    return undecided("direction", expected, `${quoted(a)}所说的季度范围与起止季度不一致，无法核验`);
  const values = window.map((w) => quarterValue(facts, m, w.year, w.q));
  if (values.some((v) => v === null))
    return undecided(
      "direction",
      expected,
      `没有${start.year}年以来每个季度的${e.label}单季数据，无法核验${quoted(a)}`,
    );
  const own = values.at(-1)!;
  const others = values.slice(0, -1) as number[];
  const ok = high ? others.every((v) => own > v) : others.every((v) => own < v);
  const list = window.map((w, i) => `${w.year}Q${w.q + 1} ${show(m, values[i]!)}`).join("、");
  const found = `${e.label}单季 ${list}`;
  return { kind: "direction" as const, ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` };
}

/** The checks of a quarter ranked since a named quarter; none when the clause ranks none. */
export function quarterSinceChecks(a: Assertion, facts: Facts, claims: readonly Assertion[]): ClaimCheck[] {
  const hit = SINCE.exec(a.text);
  if (!hit || a.from !== "claim" || !a.asserts || a.attributed || a.scenario) return [];
  const sentence = claims.filter((b) => b.sentence === a.sentence);
  const before = sentence.slice(0, Math.max(0, sentence.indexOf(a)));
  // The quarter judged is named outside the window's start ("2024年三季度以来" names its start), else before it.
  const outside = a.text.slice(0, hit.index) + a.text.slice(hit.index + hit[0].length);
  const kind = QUARTER_WORD.test(outside)
    ? a.period.kind
    : before.findLast((b) => quarterOf(b.period.kind) >= 0)?.period.kind;
  const q = kind ? quarterOf(kind) : -1;
  if (q < 0) return [];
  const all = /[均都皆]/.test(a.text.slice(0, hit.index));
  const named = [...new Set(before.flatMap((b) => (b.metric ? [b.metric, ...b.metrics] : b.metrics)))];
  const metrics = a.metric && !all ? [a.metric] : all && named.length > 0 ? named : [a.metric ?? named.at(-1)];
  const yearsBefore = before.flatMap((b) => b.years);
  return metrics.flatMap((m) => {
    if (!m || isMarket(entryOf(m))) return [];
    const year = judgedYear(a, hit, yearsBefore, () => latestQuarterYear(facts, m, q));
    return [rankCheck(a, facts, m, hit, year, q)];
  });
}
