import { type ExtractedNumber, extractNumbers } from "../extract-numbers";
import type { Assertion } from "./assertion";
import { changeInto, entryOf, show, yearOf } from "./check-series";
import type { ClaimCheck } from "./check-series";
import type { FactPoint, Facts } from "./facts";
import { digitOrTen } from "../chinese-digits";
import { NEGLIGIBLE } from "./judgement-words";
import { ENDED_WINDOW } from "./direction-denial";
import { AFTER_YEAR, yearMentions } from "./periods";
import { placesQuarter } from "./quarter-ranks";
import { relationCheck, relationUndecided, sidePoints } from "./relation-values";
import { YEARS_AMONG } from "./year-range";
import { PEAK_NOT_RECOVERED } from "./recovery-words";

/**
 * A value ranked within a window of years: "2025年营收是2021年以来的第二高", "放在近五年里只能排第二", "掉到了五年来的
 * 第二低", "重回历史高位", "营收2021年以来一直在涨". The window is the one the clause names (since a year, the last N
 * years), else every year the data holds; a window reaching before the stored data is 未能核验 with the years held.
 */

const ORDINAL = String.raw`([一二两三四五六七八九十]|\d{1,2})`;
/** "第二高", "第三低", "排第二", "排名第3", "排在第二位"; */
/** "次高", "次低水平": the second. Not a tier ("排在第一档", "第一梯队"): a band among peers, no place in a window. */
const RANK = new RegExp(
  `第${ORDINAL}(高|低|大|小|多|少)|排(?:名|在)?第${ORDINAL}(?!档|梯队)(?:位|名)?|次(高|低|大|小|多|少)`,
);
/** A window a 次高 is over: "2019年以来", "近五年", "五年来", "七年里", "2021-2025年中", "历史次高" (all held). */
// "六年次低", "为六年最低": a count of years right before the rank or the record is the window too.
const COUNTED = String.raw`(?<!\d)(?:[两二三四五六七八九十]|\d{1,2})年(?=的?(?:最|次|第))`;
const WINDOWED = new RegExp(String.raw`以来|年来|近[^，,。；;]{0,2}年|年里|年中|年间|历史|${COUNTED}`);
/** A window of years a bare rank may borrow from the clause before: "2019年以来", "五年来", "七年里", "近五年". */
const SPAN_OF_YEARS = new RegExp(
  String.raw`以来|年来|近[^，,。；;]{0,2}年|(?<!\d)(?:[一二两三四五六七八九十]|\d{1,2})年(?:里|中|间)|${COUNTED}`,
);
/** "历史高位", "重回历史高位", "处于历史低位": near the extreme of all stored years. */
// Not "超过2023年的历史峰值": a year's own peak is a level compared with (relation-levels.ts), not a position.
const HISTORIC = /(?<!\d{4}\s*年\s*的?\s*)(?:历史|史上|有数据以来的?)(高位|低位|峰值|顶峰|谷底)/;
/**
 * "一直在涨", "一直在下滑", "逐年增长", "年年增长", "逐年上移": every year of the window moved that way (a level moves
 * up or down: 上移, 抬升, 下移).
 */
const ALWAYS = new RegExp(
  "(?:一直(?:在|都在)?|逐年|年年|每年都在?)" +
    "(增长|上涨|涨|上升|上移|抬升|提升|增加|走高|下降|下移|下滑|下跌|跌|减少|走低|回落)",
);

/** 高位: within this share of the window's extreme (a level that is near the top, not necessarily the top). */
const NEAR_EXTREME = 0.05;

const ordinal = (s: string): number => (/^\d/.test(s) ? Number(s) : (digitOrTen(s) ?? 1));

/**
 * The window the clause names: since a year, or the last N years (N年来, 近N年, N年里); null: all stored years.
 * "2021年以后逐年下滑" starts the year after (2022 is the first year judged): 2021's own growth is not the run's.
 */
function windowOf(text: string): { since: number | null; years: number | null } {
  const range = YEARS_AMONG.exec(text);
  if (range) return { since: Number(range[1]), years: null };
  const hit = yearMentions(text, extractNumbers(text)).find((y) => y.since);
  const since = hit ? hit.year + (AFTER_YEAR.test(text.slice(hit.index)) ? 1 : 0) : null;
  // "六年次低": a count right before the rank, with no 近 (近九年最低 is the latest years: all held ones, as before).
  const n =
    /(?:近|过去|最近)?(?<!\d)([两二三四五六七八九十]|\d{1,2})年(?:来|以来|里|中|内|间)/.exec(text) ??
    /(?<![近去\d])([两二三四五六七八九十]|\d{1,2})年(?=的?(?:最|次|第))/.exec(text);
  return { since, years: n ? ordinal(n[1]!) : null };
}

/** The points of the window ending at the judged year, or why the data cannot hold it. */
function windowPoints(points: readonly FactPoint[], a: Assertion, text: string): FactPoint[] | string {
  const range = YEARS_AMONG.exec(text);
  // A range's window runs to its last year whichever of its years is ranked.
  const year = range ? Number(/((?:19|20)\d{2})\s*年/.exec(range[0].slice(4))?.[1]) : rankedYear(a, text);
  const upTo = points.filter((p) => year === null || yearOf(p) <= year);
  const end = upTo.at(-1);
  if (!end || (year !== null && yearOf(end) !== year)) return "缺少该年数据";
  const w = windowOf(text);
  const from = w.since ?? (w.years !== null ? yearOf(end) - w.years + 1 : null);
  const first = yearOf(upTo[0]!);
  if (from !== null && from < first) return `数据只从${first}年起，不足以核验这一区间`;
  return upTo.filter((p) => from === null || yearOf(p) >= from);
}

/** The years of a bounded window its points do not hold ("2021-2025年" with 2022-2024 unstored), or null. */
function gapOf(window: readonly FactPoint[], text: string): string | null {
  const w = windowOf(text);
  const end = window.at(-1);
  const from = w.since ?? (w.years !== null && end ? yearOf(end) - w.years + 1 : null);
  if (from === null || !end || window.length >= yearOf(end) - from + 1) return null;
  return `${from}-${yearOf(end)}年的数据不全`;
}

/**
 * The year ranked: "2023年归母净利润是2021-2025年中的第二高" ranks the year written outside the window's range, not
 * the range's last year; otherwise the clause's latest year.
 */
function rankedYear(a: Assertion, text: string): number | null {
  const range = YEARS_AMONG.exec(text);
  const outside = range ? text.slice(0, range.index) + text.slice(range.index + range[0].length) : "";
  const own = range ? yearMentions(outside, extractNumbers(outside)).filter((y) => !y.since && !y.base) : [];
  if (own.length > 0) return Math.max(...own.map((y) => y.year));
  return a.years.length > 0 ? Math.max(...a.years) : null;
}

function rankCheck(a: Assertion, facts: Facts, m: RegExpExecArray, windowText: string): ClaimCheck {
  const metric = a.metric!;
  const n = m[4] ? 2 : ordinal(m[1] ?? m[3]!);
  const side = m[2] ?? m[4];
  const low = /[低小少]/.test(side ?? "") || (!side && /倒数|垫底/.test(a.read));
  const expected = `${entryOf(metric).label}排第${n}${low ? "低" : "高"}`;
  const window = windowPoints(sidePoints(facts, metric, a.period.kind), a, windowText);
  if (typeof window === "string") return relationUndecided(expected, `“${a.text}”是排名，${window}`);
  const ranked = rankedYear(a, windowText);
  const at = window.find((p) => yearOf(p) === ranked) ?? window.at(-1)!;
  const rank = 1 + window.filter((p) => (low ? p.value < at.value : p.value > at.value)).length;
  const span = `${yearOf(window[0]!)}-${yearOf(window.at(-1)!)}年`;
  const value = `${yearOf(at)}年${entryOf(metric).label} ${show(metric, at.value)}`;
  const found = `${span}${window.length}年中${value}排第${rank}${low ? "低" : "高"}`;
  // A year missing inside the window may rank above the value: the place is only known to be no better than the
  // stored years' count, so a claim of a better place is 未能核验 and one of a worse place than stored can still fail.
  const gap = gapOf(window, windowText);
  if (gap && rank <= n) return relationUndecided(expected, `“${a.text}”是排名，${gap}（${found}）`);
  return relationCheck(rank === n, expected, gap ? `${found}（${gap}）` : found, a.text);
}

function historicCheck(a: Assertion, facts: Facts, word: string): ClaimCheck {
  const metric = a.metric!;
  const low = /低|谷/.test(word);
  const expected = `${entryOf(metric).label}处于${low ? "历史低位" : "历史高位"}`;
  const window = windowPoints(sidePoints(facts, metric, a.period.kind), a, a.read);
  if (typeof window === "string" || window.length < 3)
    return relationUndecided(
      expected,
      `“${a.text}”说的是历史位置，${typeof window === "string" ? window : "年份太少"}`,
    );
  const at = window.at(-1)!;
  const values = window.map((p) => p.value);
  const extreme = low ? Math.min(...values) : Math.max(...values);
  const ok = low
    ? at.value <= extreme + Math.abs(extreme) * NEAR_EXTREME
    : at.value >= extreme - Math.abs(extreme) * NEAR_EXTREME;
  const span = `${yearOf(window[0]!)}-${yearOf(at)}年`;
  const top = `${span}${entryOf(metric).label}${low ? "最低" : "最高"} ${show(metric, extreme)}`;
  const found = `${top}，${yearOf(at)}年 ${show(metric, at.value)}`;
  return relationCheck(ok, expected, found, a.text);
}

function alwaysCheck(a: Assertion, facts: Facts, word: string): ClaimCheck | null {
  const w = windowOf(a.read);
  // "毛利率一直…" with no window of years says nothing this check can bound.
  if (w.since === null && w.years === null) return null;
  const metric = a.metric!;
  const floor = entryOf(metric).kind === "ratio" ? NEGLIGIBLE.points : NEGLIGIBLE.percent;
  const down = /[降滑跌减落低]|下移/.test(word);
  const limit = down ? -floor : floor;
  const sign = down ? "<" : ">";
  const expected = `${entryOf(metric).label}每年${down ? "下降" : "增长"}`;
  const points = sidePoints(facts, metric, a.period.kind);
  const window = windowPoints(points, a, a.read);
  if (typeof window === "string" || window.length === 0)
    return relationUndecided(
      expected,
      `“${a.text}”说的是逐年变化，${typeof window === "string" ? window : "年份太少"}`,
    );
  // The first year's own change counts when the data holds the year before it ("2016年以来" includes 2016's).
  const first = changeInto(metric, points, window[0]!);
  const steps = [...(first ? [first] : []), ...window.slice(1).map((p) => changeInto(metric, points, p))];
  if (steps.some((c) => !c)) return relationUndecided(expected, `“${a.text}”所说区间的年份不连续`);
  const size = (c: NonNullable<(typeof steps)[number]>): number =>
    entryOf(metric).kind === "ratio" ? c.delta : (c.percent ?? 0);
  const holds = (x: number): boolean => (sign === "<" ? x < limit : x > limit);
  // "打断了2019年以来逐年增长的节奏": every step held but the last, which broke the run.
  const ended = ENDED_WINDOW.test(a.read);
  const bad = ended
    ? (steps.slice(0, -1).find((c) => !holds(size(c!))) ?? steps.slice(-1).find((c) => holds(size(c!))))
    : steps.find((c) => !holds(size(c!)));
  // One year is too few to show a run, but a year that moved the other way already breaks it ("2024年以后逐年增长"
  // with 2025 down).
  if (window.length < (ended ? 3 : 2) && !bad)
    return relationUndecided(expected, `“${a.text}”说的是逐年变化，年份太少`);
  const found = bad
    ? `${yearOf(bad.to)}年${entryOf(metric).label}同比${size(bad) >= 0 ? "+" : ""}${size(bad).toFixed(2)}` +
      bad.sizeUnit
    : `${yearOf(steps[0]!.to)}-${yearOf(window.at(ended ? -2 : -1)!)}年${entryOf(metric).label}每年${sign}${limit}` +
      steps[0]!.sizeUnit +
      (ended ? `，${yearOf(window.at(-1)!)}年没有延续` : "");
  return relationCheck(!bad, expected, found, a.text);
}

/** A clause that ranks a value within a window: its check (or why none), null when it ranks none. */
export function readRank(
  a: Assertion,
  facts: Facts,
  before: readonly Assertion[] = [],
): { checks: ClaimCheck[]; figures: ExtractedNumber[]; ranked?: boolean } | null {
  const text = a.read;
  // "在2025年四个季度中排第二": a quarter placed among its year's quarters (quarter-ranks.ts), not a window of years.
  if (placesQuarter(text)) return null;
  const hit = RANK.exec(text);
  // "放在2019年以来的七年里仅次于2024年，是次高": a bare rank takes the window its sentence named just before it.
  // A mid-year (2025年年中) is no window of years: only 以来, N年来/里/间, 近N年 or a range (year-range.ts).
  const windowText = WINDOWED.test(text)
    ? text
    : ([...before].reverse().find((b) => SPAN_OF_YEARS.test(b.read) || YEARS_AMONG.test(b.read))?.read ?? text);
  // "是次高" with no window in its sentence ("仅次于2024年"): which year is ranked, over which years, is not said.
  const rank = hit && (!hit[4] || WINDOWED.test(windowText)) ? hit : null;
  const historic = PEAK_NOT_RECOVERED.test(text) ? null : HISTORIC.exec(text);
  const always = ALWAYS.exec(text);
  if (!rank && !historic && !always) return null;
  if (!a.metric) return null;
  // A rank or a historic level says where a value stands, not how it moved: a move beside it is judged too.
  if (rank) return { checks: [rankCheck(a, facts, rank, windowText)], figures: [], ranked: true };
  if (historic) return { checks: [historicCheck(a, facts, historic[1]!)], figures: [], ranked: true };
  // A bound on every year's growth ("每年增速都在30%以上") is year-runs.ts' run check, read before this one.
  const c = alwaysCheck(a, facts, always![1]!);
  return c ? { checks: [c], figures: [] } : null;
}

/** Whether a clause ranks a value (the parser keeps it though it names no figure). */
export const statesRank = (text: string): boolean =>
  (RANK.test(text) && (!RANK.exec(text)![4] || WINDOWED.test(text))) || HISTORIC.test(text) || ALWAYS.test(text);
