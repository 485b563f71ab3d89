import { addDays } from "../../shared/dates";
import { type ClaimCheck, undecided } from "./check-series";
import { agreement, change, pct } from "./market-change";
import type { MarketFacts, Session } from "./market-facts";
import { ROLLING_YEAR, SESSIONS_N, sessionCount } from "./market-words";
import { namedDate } from "./session-dates";
import { agreesWith, shownPercent } from "./shown-size";

/**
 * What a clause computes day by day over the last N sessions of the bars known by asOf: the largest one-day rise or
 * fall (with the day it fell on, where written), how many sessions closed up or down (收涨的只有7天, 一半收红一半收绿)
 * and the largest drawdown (最大回撤). A session's move is its close against the close before it. A window the clause
 * does not name, or longer than the sessions kept, is undecided with the reason.
 */

/** "近10个交易日最大单日涨幅约3.9%", "最大单日跌幅约6.3%": the window (groups 1), then rise or fall (group 2). */
export const MAX_DAY = new RegExp(
  // "单日最大跌幅约1.9%": the day written before 最大 as after it.
  `(?:${SESSIONS_N}\\s*(?:内|里|中|以来)?\\s*(?:的)?\\s*)?` +
    "(?:最大(?:的)?\\s*(?:单日|一天|一日)|单日\\s*(?:的)?\\s*最大)\\s*(?:的)?\\s*(涨幅|跌幅|上涨|下跌|涨|跌)",
);
/** "近60个交易日最大回撤约12.4%", "60日内最大回撤": the window (group 1). */
export const MAX_DRAWDOWN = new RegExp(`${SESSIONS_N}\\s*(?:内|里|中|以来)?\\s*(?:的)?\\s*最大(?:的)?\\s*回撤`);
/** A count of sessions in words or figures. */
const COUNT = "\\d+|[一二两三四五六七八九十]+";
const UP = "收涨|收红|上涨";
const DOWN = "收跌|收绿|下跌";
/** A session's close written as its colour or its close, never a move ("5天上涨3%"). */
const CLOSED = "收涨|收红|收跌|收绿";
/**
 * "收涨的只有7天", "上涨7天", "7天收涨", "一半收红一半收绿": sessions that closed up (or down). A count after a window
 * word is the window ("近20个交易日上涨约8%").
 */
export const DAY_COUNT = new RegExp(
  `(?<w1>${UP}|${DOWN})(?:的)?\\s*(?:只有|仅有|仅|有|共有|共)?\\s*(?<n1>${COUNT})\\s*(?:个交易日|天)` +
    `|(?:(?<![近去最前\\d]\\s*)(?<n2>${COUNT})\\s*天|(?<n3>一半))\\s*(?<w2>${CLOSED})`,
);
/** A window the clause names for its count: "最近20个交易日里". */
// "10天里只有5天收红": a bare span opening its clause with 里/内/中 is the window ending at the last close, as
// "20天跌了快一成" is (market-words.ts).
const WINDOW = new RegExp(
  `(?:近|过去|最近|前)\\s*${SESSIONS_N}|` +
    "^\\s*(\\d+|[一二两三四五六七八九十]+)\\s*(?:个交易日|天)\\s*(?:里|内|中|当中|之内)",
);
/** "出现在4月29日", "（3月10日）": the day an extreme fell on. */
const ON_DAY = /(?:出现在|发生在|在|于|[（(])\s*(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*日/;

const short = (name: string, n: number): ClaimCheck =>
  undecided("market", name, `存有的日线不足${n + 1}个交易日，无法核验`);

/** "4月茅台最大单日跌幅", "2026年3月份…": a calendar month (year group 1, month group 2), not a date's (4月17日). */
const MONTH = /(?:(\d{4})\s*年\s*)?(?<![\d年])(\d{1,2})\s*月\s*(?:份)?(?!\s*\d)/g;

/** The moves of a calendar month's sessions, each against the close before it; null when the month is not kept. */
function monthMoves(s: readonly Session[], lastBar: string, y: string | undefined, mo: string) {
  const month = Number(mo);
  const lastYear = Number(lastBar.slice(0, 4));
  const year = y ? Number(y) : month > Number(lastBar.slice(5, 7)) ? lastYear - 1 : lastYear;
  const key = `${year}-${String(month).padStart(2, "0")}`;
  const first = s.findIndex((x) => x.date.startsWith(key));
  if (first < 1) return null;
  const w = s.slice(first - 1).filter((x, k) => k === 0 || x.date.startsWith(key));
  return { key, moves: w.slice(1).map((x, k) => ({ date: x.date, move: change(x.close, w[k]!.close) })) };
}

/** The last n sessions' moves, each with its day; null when fewer are kept. */
function movesOf(s: readonly Session[], n: number): { date: string; move: number }[] | null {
  if (s.length < n + 1) return null;
  const w = s.slice(-n - 1);
  return w.slice(1).map((x, k) => ({ date: x.date, move: change(x.close, w[k]!.close) }));
}

/** "近一年最大单日跌幅", "过去52周": the rolling year before the last bar, as the 52-week range is. */
const ROLLING_YEAR_BEFORE = new RegExp(`${ROLLING_YEAR}|(?:近|过去|最近)\\s*(?:一|1)\\s*年`);

/** The moves of the sessions within a calendar year of the last bar; null when the bars do not reach back a year. */
function yearMoves(s: readonly Session[], lastBar: string): { date: string; move: number }[] | null {
  const from = addDays(lastBar, -365);
  const first = s.findIndex((x) => x.date > from);
  if (first < 1) return null;
  return s.slice(first).map((x, k) => ({ date: x.date, move: change(x.close, s[first + k - 1]!.close) }));
}

/** "最大单日跌幅出现在2025年7月11日": the day named is the day the extreme fell on, not the day of a reading. */
export function namesExtremeDay(t: string): boolean {
  const hit = MAX_DAY.exec(t);
  return hit !== null && ON_DAY.test(t.slice(hit.index));
}

/** "近一年最大单日跌幅出现在7月11日，约-5.4%": the size in a clause of its own right after the day. */
const SIZE_ALONE = /^\s*(?:约|近|大约|达|为)?\s*-?\s*\d+(?:\.\d+)?\s*%\s*$/;
export function withMaxDaySize(text: string, previous: string | null): string {
  if (previous === null || !SIZE_ALONE.test(text)) return text;
  const hit = MAX_DAY.exec(previous);
  return hit && ON_DAY.test(previous.slice(hit.index)) && !shownPercent(previous.slice(hit.index))
    ? `${previous}，${text.trim()}`
    : text;
}

function maxDay(t: string, m: MarketFacts, s: readonly Session[]): ClaimCheck[] {
  const hit = MAX_DAY.exec(t);
  const shown = hit ? shownPercent(t.slice(hit.index)) : null;
  // "近一年最大单日跌幅出现在2025年7月11日": the day alone, its size in a clause of its own or none.
  if (!hit || (!shown && !ON_DAY.test(t.slice(hit.index)))) return [];
  const up = /涨/.test(hit[2]!);
  const name = `最大单日${up ? "涨" : "跌"}幅${shown?.raw ?? ""}`;
  // "最近20个交易日里…，但最大单日跌幅也不到2%": the window the clause names before, where none is glued to it.
  const named = [...t.slice(0, hit.index).matchAll(new RegExp(WINDOW, "g"))].at(-1);
  const count = hit[1] ?? named?.[1] ?? named?.[2];
  // "4月茅台最大单日跌幅为3.8%（4月17日）": the month named before it and no window: over that month's sessions.
  const yearly = !count && ROLLING_YEAR_BEFORE.test(t.slice(0, hit.index));
  const month = count || yearly ? undefined : [...t.slice(0, hit.index).matchAll(MONTH)].at(-1);
  const ofMonth = month ? monthMoves(s, m.lastBar, month[1], month[2]!) : null;
  if (month && !ofMonth) return [undecided("market", name, "存有的日线不含所说月份及其前一日的收盘价，无法核验")];
  if (!count && !ofMonth && !yearly)
    return [undecided("market", name, "未写明是多少个交易日内的最大单日涨跌，无法核验")];
  const n = count ? sessionCount(count) : 0;
  const moves = ofMonth ? ofMonth.moves : yearly ? yearMoves(s, m.lastBar) : movesOf(s, n);
  if (yearly && !moves) return [undecided("market", name, "存有的日线不足一年，无法核验")];
  if (!moves || moves.length === 0) return [short(name, n)];
  const pick = moves.reduce((a, b) => ((up ? b.move > a.move : b.move < a.move) ? b : a));
  const span = ofMonth ? `${ofMonth.key}月内` : yearly ? "近一年" : `近${n}个交易日`;
  const found = `${span}最大单日${up ? "涨" : "跌"}幅${pct(pick.move)}（${pick.date}）`;
  const sideOk = up ? pick.move > 0 : pick.move < 0;
  const out = shown ? [agreement(sideOk && agreesWith(Math.abs(pick.move), shown), name, found)] : [];
  const on = ON_DAY.exec(t.slice(hit.index));
  if (on) {
    const date = namedDate(on[1], on[2]!, on[3]!, m.lastBar);
    out.push(agreement(date === pick.date, `最大单日${up ? "涨" : "跌"}幅出现在${date}`, found));
  }
  return out;
}

function dayCount(t: string, s: readonly Session[]): ClaimCheck[] {
  const hit = DAY_COUNT.exec(t);
  const window = WINDOW.exec(t);
  // The window stands before the count and apart from it ("近20个交易日下跌7%" counts nothing).
  if (!hit?.groups || !window || window.index + window[0].length > hit.index) return [];
  const n = sessionCount(window[1] ?? window[2]!);
  const g = hit.groups;
  const raw = g.n1 ?? g.n2 ?? g.n3!;
  const up = new RegExp(UP).test(g.w1 ?? g.w2!);
  const said = raw === "一半" ? n / 2 : sessionCount(raw);
  if (!Number.isInteger(said) || said > n) return [];
  const name = `近${n}个交易日${up ? "收涨" : "收跌"}${said}天`;
  const moves = movesOf(s, n);
  if (!moves) return [short(name, n)];
  const [ups, downs] = [moves.filter((x) => x.move > 0).length, moves.filter((x) => x.move < 0).length];
  return [agreement((up ? ups : downs) === said, name, `近${n}个交易日收涨${ups}天、收跌${downs}天`)];
}

/** The largest fall from a running peak over the window, and the fall from the window's highest close to the last. */
function maxDrawdown(t: string, s: readonly Session[]): ClaimCheck[] {
  const hit = MAX_DRAWDOWN.exec(t);
  const shown = hit ? shownPercent(t.slice(hit.index)) : null;
  if (!hit || !shown) return [];
  const n = sessionCount(hit[1]!);
  const name = `近${n}个交易日最大回撤${shown.raw}`;
  if (s.length < n + 1) return [short(name, n)];
  const w = s.slice(-n - 1);
  let peak = w[0]!;
  let worst = { from: peak, to: peak, size: 0 };
  for (const x of w) {
    if (x.close > peak.close) peak = x;
    const size = -change(x.close, peak.close);
    if (size > worst.size) worst = { from: peak, to: x, size };
  }
  const toLast = -change(w.at(-1)!.close, peak.close);
  // Writers also call the fall from the window's high to the last close 最大回撤: either reading that fits is theirs.
  const ok = agreesWith(worst.size, shown) || agreesWith(toLast, shown);
  const found =
    `近${n}个交易日最大回撤${worst.size.toFixed(2)}%（${worst.from.date}收盘${worst.from.close.toFixed(2)}至` +
    `${worst.to.date}收盘${worst.to.close.toFixed(2)}），自高点至最新收盘回撤${toLast.toFixed(2)}%`;
  return [agreement(ok, name, found)];
}

/** The day-by-day readings over a window in one clause; [] when it names none. */
export function checkWindowDays(t: string, m: MarketFacts): ClaimCheck[] {
  const s = m.sessions;
  const named = [MAX_DAY, MAX_DRAWDOWN, DAY_COUNT].some((re) => re.test(t));
  if (!named) return [];
  if (!s || s.length === 0) return [undecided("market", "逐日行情", "存有的行情数据不含逐日收盘价，无法核验")];
  return [...maxDay(t, m, s), ...dayCount(t, s), ...maxDrawdown(t, s)];
}
