import type { Assertion } from "./assertion";
import { type ClaimCheck, changeInto, entryOf, pointsOf, quoted, targetPoint, undecided, yearOf } from "./check-series";
import type { FactPoint, Facts } from "./facts";
import { NOT_HAPPENED, NOT_SO, anyOf } from "./negation-words";
import { digitOrTen } from "../chinese-digits";
import { numeral } from "./judgement-words";
import { phaseRun } from "./phase-run";
import { FIRST_FALL_WORDS, FIRST_TIME_WORDS } from "./size-direction-words";

/**
 * "2025年营收为2019年以来首次负增长", "2021年净利润是2018年以来第一次下滑": the year judged fell, and no year after the
 * one named up to it did - each year's change from the year after the one named to the year before the one judged is
 * up or flat. A year whose change the data cannot give leaves it 未能核验; one that fell too fails it.
 */
const WINDOW = String.raw`(?:((?:19|20)\d{2})\s*年以来|(?<![\d近])([2-9]|[两二三四五六七八九十])年(?:以来|来)?)`;
const FALL = "(?:负增长|下滑|下降|回落|减少|下跌)";
const FIRST = `(?:${FIRST_TIME_WORDS.join("|")})`;
const FIRST_FALL_SINCE = new RegExp(
  `${WINDOW}(?:的)?[^，,；;。\\d]{0,6}?` +
    // "2019年以来茅台首次交出利润负增长的年报": the company, what fell and the report showing it may stand between.
    // "茅台净利2019年以来首降": 首 before a one-character fall is the same first, said short.
    `(?:${FIRST}(?:(?![没不未非无])[^，,；;。\\d]){0,8}?${FALL}|${FIRST_FALL_WORDS.join("|")})` +
    // "营收下滑还是七年来头一回", "利润下降，为2019年以来首次": the fall first, then the window's first.
    `|${FALL}[^，,；;。\\d]{0,4}?${WINDOW}(?:的)?${FIRST}`,
);
/** "并非2017年以来首次下滑": the first fall denied - it holds when a year between already fell. */
const DENIED_BEFORE = new RegExp(`${anyOf(NOT_SO, NOT_HAPPENED)}\\s*(?:是|出现)?\\s*$`);

/** "中国石化归母净利2023年首降": a first fall with no window, the first in all the years before it. */
const BARE_FIRST_FALL = new RegExp(FIRST_FALL_WORDS.join("|"));

function bareFirstFall(a: Assertion, facts: Facts, since: number | null): ClaimCheck[] {
  const m = a.metric!;
  const points = pointsOf(facts, m);
  const to = targetPoint(a, points);
  if (!to) return [];
  if (since !== null) return firstSince(a, points, to, since, null);
  const expected = `${entryOf(m).label}${yearOf(to)}年首次下降`;
  const fell = points.find((p) => yearOf(p) < yearOf(to) && (changeInto(m, points, p)?.delta ?? 0) < 0);
  if (!fell) {
    const why = `数据只从${yearOf(points[0]!)}年起，无法核验${quoted(a)}是否为首次下降`;
    return [undecided("direction", expected, why)];
  }
  const reason = `${entryOf(m).label}在${yearOf(fell)}年已经下降，${yearOf(to)}年不是首次，与${quoted(a)}不符`;
  return [{ kind: "direction", ok: false, expected, found: `${yearOf(fell)}年下降`, reason }];
}

/**
 * "利润2019至2024连增五年，2025年首降": a bare first fall after a rise its sentence spans from a named year is the
 * first since that year - the span the writer counts from, which the stored years decide when they reach it.
 */
function runStart(a: Assertion, before: readonly Assertion[]): number | null {
  const run = before.findLast((b) => b.sentence === a.sentence && b.metric === a.metric && b.years.length >= 2);
  return run?.direction?.sense === "up" && !run.direction.denied ? Math.min(...run.years) : null;
}

export function checkFirstFallSince(a: Assertion, facts: Facts, before: readonly Assertion[] = []): ClaimCheck[] {
  const hit = a.from === "claim" && a.metric ? FIRST_FALL_SINCE.exec(a.text) : null;
  if (!hit && a.from === "claim" && a.metric && BARE_FIRST_FALL.test(a.text))
    return bareFirstFall(a, facts, runStart(a, before));
  if (!hit || !a.metric) return [];
  const points = pointsOf(facts, a.metric);
  const to = targetPoint(a, points);
  // "六年来首次下滑" of 2025 is "2019年以来首次下滑": the window counts back from the year judged.
  const [year, count] = [hit[1] ?? hit[3], hit[2] ?? hit[4]];
  const back = count ? (digitOrTen(count) ?? Number(count)) : null;
  if (!to || (back === null && !year)) return [];
  const since = back === null ? Number(year) : yearOf(to) - back;
  return firstSince(a, points, to, since, back, DENIED_BEFORE.test(a.text.slice(0, hit.index)));
}

/** No year after `since` up to the one judged fell (`back`: the window counted in years, when it was). */
function firstSince(
  a: Assertion,
  points: readonly FactPoint[],
  to: FactPoint,
  since: number,
  back: number | null,
  denied = false,
): ClaimCheck[] {
  const m = a.metric!;
  const expected = `${entryOf(m).label}${since}年以来首次下降`;
  if (yearOf(to) <= since + 1) return [];
  const between = points.filter((p) => yearOf(p) > since && yearOf(p) < yearOf(to));
  const fell = between.find((p) => (changeInto(m, points, p)?.delta ?? 0) < 0);
  if (fell) {
    const first = `${yearOf(to)}年不是${since}年以来首次`;
    const verdict = `与${quoted(a)}${denied ? "相符" : "不符"}`;
    const reason = `${entryOf(m).label}在${yearOf(fell)}年已经下降，${first}，${verdict}`;
    return [{ kind: "direction", ok: denied, expected, found: `${yearOf(fell)}年下降`, reason }];
  }
  const gap = (from: number): boolean => {
    const years = points.filter((p) => yearOf(p) > from && yearOf(p) < yearOf(to));
    return years.length < yearOf(to) - from - 1 || years.some((p) => changeInto(m, points, p) === null);
  };
  // "七年来首次负增长" of 2025 may count seven years' reports (2019-2025) as well as seven steps: when only the step
  // into the first of them is not held, the reports' reading decides (no year between fell: checked above).
  const counted = back !== null && gap(since) && !gap(since + 1) && yearOf(to) > since + 2;
  if (gap(since) && !counted)
    return [undecided("direction", expected, `${since}年以来有年份缺少数据，无法核验${quoted(a)}`)];
  // A denial of a first fall in a year that fell, with no fall between: it was the first.
  if (denied && (changeInto(m, points, to)?.delta ?? 0) < 0) {
    const span = yearOf(to) - 1 > since + 1 ? `${since + 1}-${yearOf(to) - 1}` : `${since + 1}`;
    const reason = `${entryOf(m).label}${span}年没有下降，${yearOf(to)}年是首次，与${quoted(a)}不符`;
    return [{ kind: "direction", ok: false, expected, found: `${yearOf(to)}年首次下降`, reason }];
  }
  if (denied) return [];
  // The first over a window is read here (part-coverage.ts leaves it to this check); the judged year's fall is the
  // direction check's.
  const found = `${entryOf(m).label}${since + (counted ? 2 : 1)}-${yearOf(to) - 1}年没有下降`;
  return [{ kind: "direction", ok: true, expected, found, reason: `${found}，与${quoted(a)}相符` }];
}

/**
 * "是营收扩张后的首次回落", "连跌后的第一次反弹": the move judged ends a phase the other way, so the period before it
 * moved that other way (event-after.ts sets the phase aside from the clause's own direction). A phase with a length
 * ("连续五年增长后的首次下滑", "在连续六年增长后首次下滑") is that many periods before, each read (phase-run.ts).
 */
const PHASE_THEN_FIRST = new RegExp(
  "(?:连续\\s*(\\d{1,2}|[两二三四五六七八九十])\\s*(?:年|个季度|个?财年)(?:的|来|以来)?\\s*)?" +
    "(?:(扩张|增长|上涨|上升|连涨|连增|高增长|高增|大涨)|(?:下滑|下降|下跌|回落|连降|连跌|大跌))(?:之|以)?后的?" +
    "\\s*(?:首次|第一次|首度)\\s*(?:(回落|下滑|下降|下跌|回调|负增长|减少)|(?:回升|反弹|增长|上涨|回暖|正增长))",
);

export function checkPhaseBefore(a: Assertion, facts: Facts): ClaimCheck[] {
  const hit = a.from === "claim" && a.metric ? PHASE_THEN_FIRST.exec(a.text) : null;
  if (!hit || !a.metric || (hit[2] === undefined) !== (hit[3] === undefined)) return [];
  const m = a.metric;
  const points = pointsOf(facts, m);
  const to = targetPoint(a, points);
  const n = hit[1] ? numeral(hit[1]) : 1;
  const rose = hit[2] !== undefined;
  const expected = `${entryOf(m).label}此前${n > 1 ? `连续${n}期` : ""}${rose ? "上升" : "下降"}`;
  const run = to ? phaseRun(m, points, to, n, rose) : null;
  if (!run || run.ok === null) {
    return [undecided("direction", expected, `${run?.found ?? "没有此前一期的变动"}，无法核验${quoted(a)}`)];
  }
  const { ok, found } = run;
  return [{ kind: "direction", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` }];
}
