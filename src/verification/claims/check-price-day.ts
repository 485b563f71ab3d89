import { addDays, weekdayOf } from "../../shared/dates";
import { type ClaimCheck, undecided } from "./check-series";
import {
  NAMED_YEAR_END_CLOSE,
  SINCE_DAY,
  THEN_BRACKET,
  agreement,
  change,
  checkChange,
  directionOf,
  pct,
} from "./market-change";
import type { MarketFacts, Session } from "./market-facts";
import { chineseCount } from "./market-words";
import { lastDayNamed } from "./market-days";
import { namedDate } from "./session-dates";
import { shownPercent } from "./shown-size";
import { CANDLE, OPEN, checkDayCandle } from "./check-day-candle";

/**
 * What a clause says about one session it names ("4月29日放量大涨3.1%", "上周五涨了2.8%") and about a run of sessions
 * (连跌三天, 连续四个交易日收跌): read off that session's close against the close before it, never off a window of
 * 20 sessions. A day's volume (放量, 量是前一天的N倍) is read against the session before it, its candle and open
 * (收阳, 长阳, 跳空低开) by check-day-candle.ts; what the stored bars lack is undecided with that reason.
 */

const CN = "[一二两三四五六七八九十]";

/**
 * "4月29日", "2025年3月14日": one day, not a base (自/从/较/比 … : SINCE_DAY), nor the start or end of a span
 * ("4月17日到21日", "4月20日以来").
 */
const DAY = new RegExp(
  String.raw`(?<![自从较比到至~～\-—]\s*)(?<![自从较比]\s*${THEN_BRACKET})(?<![\d年]\s*)` +
    String.raw`(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*日` +
    String.raw`(?!\s*(?:以来|至今|起|开始|到|至|[~～\-—]|之前|之后|前后))`,
);
/** "上周五": that weekday of the calendar week before the last bar's. */
const LAST_WEEK_DAY = /上周([一二三四五])/;
const WEEKDAY: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5 };

/** A span of days: "4月17日到21日", "4月20日至24日" (its end, group 3, may omit the month). */
const SPAN =
  /(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*\d{1,2}\s*日\s*(?:到|至|[~～\-—])\s*(?:(\d{1,2})\s*月\s*)?(\d{1,2})\s*日/;

/** Volume against the day before ("成交量是前一天的两倍多"): per-day volume is not stored. */
export const PREV_DAY = /前一天|前一日|前一交易日|上一交易日|昨天|昨日|前日/;
// "量是前一天的2.7倍": volume named by 量 alone before 是/为 and a base day.
export const DAY_VOLUME_WORDS = /放量|缩量|天量|地量|量能|成交量|成交额|量(?:是|为|有)(?:前一|上一|昨|前日)/;
/** "4月29日…，次日回落2.3%", "…后，下一个交易日又跌去3.8%": the session after the day named. */
export const NEXT_DAY = /次日|第二天|翌日|隔日|第二个交易日|下一个?交易日|(?<!最)后一个?交易日/;
/** "4月8日单日大涨4.87%", "次日单日跌3.8%": 单日 after a day named is that session's move, read here. */
export const NAMED_SESSION = /(?:\d\s*日|次日|当日|当天)\s*(?:的)?\s*单日/;

/** A window the clause names for volume or a move: the clause then speaks of that window, not of the day. */
const WINDOW_NAMED = /(?<![月\d])\d+\s*(?:个)?(?:交易)?日(?!均线|线)|近一?[周月年]|均量|今年|年内|以来/;

export type Day = { date: string; name: string };

/**
 * "高点后震荡回落", "之后一路上涨", "见顶后快速回落", "随后下跌", "然后上涨": the move named is after the day, not its
 * own; "最后下跌3.8%" is how the day closed.
 */
const VOLUME_AFTER_DAY = /(?:之|以)?(?<!最)后\s*[^，,。；;\d]{0,4}?(?:量能|成交量?|放量|缩量)/;
const AFTER_DAY = new RegExp(
  "(?:之|以)?(?<!最)后\\s*[^，,。；;\\d]{0,4}?" + "(?:回落|下跌|走低|回调|回撤|上涨|反弹|走高|回升|下行|上行)",
);

/** The session before `date` among the stored ones. */
const sessionBefore = (s: readonly Session[], date: string): Session | undefined => s.findLast((x) => x.date < date);

function lastWeekDay(t: string, m: MarketFacts): Day | null {
  const hit = LAST_WEEK_DAY.exec(t);
  if (!hit) return null;
  // Monday of the last bar's week, then back one week to the weekday named.
  const back = ((weekdayOf(m.lastBar) + 6) % 7) + 7 - (WEEKDAY[hit[1]!]! - 1);
  const d = new Date(`${m.lastBar}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - back);
  return { date: d.toISOString().slice(0, 10), name: hit[0] };
}

/** "今日下跌2.3%", "最新交易日收涨": the last session itself (a quote card's ▼/▲ is read so, market-shorthand.ts). */
// "【快讯】五粮液收跌约1.3%": a close written up or down with its size and no day, month, year or span is the last one.
const LAST_SESSION =
  /今日|今天|最新(?:一个)?交易日|最近一个交易日|(?<![月年周日份线间计期])收[跌涨](?=\s*约?\s*\d[\d.]*\s*%)/;

/** The one day a clause names, dated against the last bar; null when it names none (or a span, or a base). */
export function namedSession(t: string, m: MarketFacts): Day | null {
  const day = DAY.exec(t);
  // "今天股价比2025年7月4日低了近两成": today against a base day is the move since that day (market-change.ts).
  const last = day || SINCE_DAY.test(t) ? null : LAST_SESSION.exec(t);
  if (last) return { date: m.lastBar, name: last[0] };
  if (!day) return lastWeekDay(t, m);
  const date = namedDate(day[1], day[2]!, day[3]!, m.lastBar);
  // "4月29日次日回落": the session after the one named (a day past the last bar when none is stored after it).
  // Right after the day: a word starting within two characters of it.
  const next = NEXT_DAY.exec(t.slice(day.index + day[0].length, day.index + day[0].length + 8));
  if (!next || next.index > 2) return { date, name: day[0] };
  const after = m.sessions?.find((x) => x.date > date)?.date ?? addDays(date, 1);
  return { date: after, name: `${day[0]}${next[0]}` };
}

/** The single day a clause speaks of, when it names one and no window (a window named wins: "8月15日…20日均量"). */
export const daySpoken = (t: string, m: MarketFacts): Day | null => {
  if (WINDOW_NAMED.test(t) || SPAN.test(t)) return null;
  const day = namedSession(t, m);
  // "4月30日收盘较2025年末的1377.18元仅涨0.55%": the last close against a year's last close is a move over the
  // year (check-market.ts), not the last session's.
  return day?.date === m.lastBar && NAMED_YEAR_END_CLOSE.test(t) ? null : day;
};

/** "4月29日放量大涨3.1%": the day's close against the close before it, with its volume and its candle. */
export function checkDayMove(text: string, m: MarketFacts, day: Day): ClaimCheck[] {
  // "4月29日收跌": a session's close written as up or down is its move.
  const t = text.replace(/收(?:跌|绿)(?!\s*\d)/g, "下跌").replace(/收(?:涨|红)(?!\s*\d)/g, "上涨");
  // On the last bar, 放量/缩量 keeps the reading of its last 20 sessions (check-market.ts's checkVolume), unless the
  // clause weighs it against the day before or dates it: "4月30日放量下跌" is that session's volume as well.
  const dated = /月\s*\d{1,2}\s*日/.test(day.name);
  const volume = DAY_VOLUME_WORDS.test(t) && (day.date !== m.lastBar || dated || PREV_DAY.test(t));
  // "4月1日MACD死叉后量能萎缩": the volume of the stretch after the day, which no stored volume figure covers.
  const after = volume && VOLUME_AFTER_DAY.test(t);
  const stretch = undecided("market", "该日之后的量能", `说的是${day.name}之后一段的量能，不是当日的，无法核验`);
  const out: ClaimCheck[] = after ? [stretch] : volume ? checkDayVolume(t, m, day) : [];
  out.push(...checkDayCandle(t, m, day));
  const s = m.sessions;
  // "3月3日收于7.82元的高点后震荡回落": a move after the day is no move of that session.
  if ((directionOf(t) === null && !shownPercent(t)) || AFTER_DAY.test(t)) return out;
  const name = `${day.name}涨跌幅`;
  if (day.date > m.lastBar)
    return [...out, undecided("market", name, `${day.date}晚于最后一根日线（${m.lastBar}），无法核验`)];
  if (!s) return [...out, undecided("market", name, "存有的行情数据不含逐日收盘价，无法核验")];
  const at = s.find((x) => x.date === day.date);
  const before = at ? sessionBefore(s, at.date) : undefined;
  if (!at || !before) return [...out, undecided("market", name, `存有的日线中没有${day.date}及其前一交易日，无法核验`)];
  return [...out, ...checkChange(t, `${at.date}单日股价`, change(at.close, before.close))];
}

const VOLUME_MORE = /放量|放大|增加|多了|倍/;
const VOLUME_LESS = /缩量|萎缩|缩减|减少|少了|地量/;
/** "量是前一天的2.6倍左右", "将近三倍", "两倍多": the day's volume over the day before's. */
const TIMES = /(接近|将近|近|约|差不多是?)?\s*(\d+(?:\.\d+)?|[两二三四五六七八九])\s*倍\s*(多|以上|左右|上下)?/;

/**
 * Whether a multiple the text writes ("两倍多", "将近三倍", "2.5倍左右", "3倍以上") agrees with `ratio`: 多/以上
 * up to the next whole multiple, 近 from nine tenths, a hedge within a tenth (`hedged`: the clause's 约为 hedges
 * it), a bare multiple within a twentieth; null when the text writes none.
 */
export function timesAgree(t: string, ratio: number, hedged = false): { ok: boolean; said: string } | null {
  const times = TIMES.exec(t);
  if (!times) return null;
  const n = Number(times[2]) || chineseCount(times[2]!);
  const [hedge, more] = [times[1] ?? (hedged ? "约" : ""), times[3] ?? ""];
  const ok = /多|以上/.test(more)
    ? ratio >= n && ratio < n + 1
    : /近/.test(hedge)
      ? ratio >= 0.9 * n && ratio <= 1.01 * n
      : hedge || more
        ? Math.abs(ratio - n) <= 0.1 * n
        : Math.abs(ratio - n) <= 0.05 * n;
  return { ok, said: times[0].trim() };
}

/** A named day's volume: against the session before it (放量 more, 缩量 less, N倍 the ratio). */
function checkDayVolume(t: string, m: MarketFacts, day: Day): ClaimCheck[] {
  const name = `${day.name}的成交量`;
  const at = m.sessions?.find((x) => x.date === day.date);
  const before = at && m.sessions ? sessionBefore(m.sessions, at.date) : undefined;
  if (!at?.volume || !before?.volume)
    return [undecided("market", name, "存有的日线不含该日及前一日的成交量，无法核验单日量能")];
  const ratio = at.volume / before.volume;
  const found = `${at.date}成交量为前一交易日的${ratio.toFixed(2)}倍`;
  const times = timesAgree(t, ratio);
  if (times) return [agreement(times.ok, `成交量为前一交易日的${times.said}`, found)];
  const more = VOLUME_MORE.test(t) ? true : VOLUME_LESS.test(t) ? false : null;
  if (more === null) return [];
  const held = more ? ratio > 1 : ratio < 1;
  // "8月15日放量" on the last bar may weigh the day against its recent sessions (the 20-session reading, checked
  // beside it) rather than the day before: a day that fails against the day before alone is not known to be wrong.
  if (!held && day.date === m.lastBar && !PREV_DAY.test(t))
    return [undecided("market", `${day.name}${more ? "放量" : "缩量"}`, `${found}，放量与否取决于比较基准，无法核验`)];
  return [agreement(held, more ? "放量" : "缩量", found)];
}

/** "连跌三天", "连续四个交易日收跌", "连续第三天上涨", "连着两天收跌": closes each below (above) the one before. */
const STREAK = new RegExp(
  String.raw`连(?:续|着)?\s*(?:第)?\s*(\d+|${CN}+)\s*(?:个)?(?:交易日|天|日)\s*(?:的)?\s*` +
    "(?:收跌|收涨|下跌|上涨|走低|走高|收低|收高|[跌涨])" +
    String.raw`|连\s*(跌|涨)\s*(\d+|${CN}+)\s*(?:个)?(?:交易日|天|日)` +
    // "过去5个交易日连续收涨", "最近5个交易日每天都收涨": the count first, then the run's word.
    // "近5日连续上涨", "近三个交易日连涨": 日 counts sessions here, but not a date's day (3月5日连续上涨).
    String.raw`|(?<![\d月])(\d+|${CN}+)\s*(?:个)?(?:交易日|天|日)\s*(?:里|内|中|以来)?\s*` +
    // "近5日、20日均下跌", "近5日和20日都下跌" are both windows' moves, not a run: 均/都 only after 交易日 or 天.
    String.raw`(?:(?:连续|连着|每天都?|天天|(?<!(?:\d|${CN})\s*日\s*)(?:全都|全部|均|都))\s*` +
    "(收跌|收涨|收红|收绿|下跌|上涨|走低|走高|[跌涨])" +
    String.raw`|连(涨|跌)(?!\s*(?:\d|${CN})))`,
);

/** Whether a clause names a run of sessions each up or down ("连跌三天", "近5日连续上涨"). */
export const namesStreak = (t: string): boolean => STREAK.test(t);

/** The day a clause names as written ("4月24日", "上周五"), which a next clause of that day's move carries on. */
export function dayPhrase(t: string): string | null {
  if (SPAN.test(t) || WINDOW_NAMED.test(t)) return null;
  return DAY.exec(t)?.[0] ?? LAST_WEEK_DAY.exec(t)?.[0] ?? null;
}

/**
 * The session the clause before speaks of, for a clause naming none: its day (or `carried`, the sentence's), or the
 * session after it when the clause before moves on to it ("4月24日放量涨2.8%，次日即大跌约3.8%，成交量是前一日的1.3倍
 * 左右": the volume is 次日's) and the clause itself does not.
 */
export function sessionSpokenBefore(prev: string, text: string, carried: string | null): string | null {
  const day = dayPhrase(prev) ?? carried;
  const next = NEXT_DAY.exec(prev);
  return day && next && !NEXT_DAY.test(text) && prev.indexOf(day) < next.index ? `${day}次日` : day;
}

/** "4月17日一天跌了3.8%", "上周五收阳", "连跌三天": a clause about one day's move or candle, or a run's moves. */
export const speaksOfDays = (t: string, moved: boolean): boolean =>
  STREAK.test(t) ||
  ((DAY.test(t) || LAST_WEEK_DAY.test(t) || LAST_SESSION.test(t)) &&
    !SPAN.test(t) &&
    (moved || CANDLE.test(t) || OPEN.test(t)));

/** The run of sessions a clause names, ending at the span's end, the day named, else the last bar. */
export function checkStreak(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = STREAK.exec(t);
  if (!hit) return [];
  const count = hit[1] ?? hit[3] ?? hit[4]!;
  const n = Number(count) || chineseCount(count);
  const down = hit[2] ? hit[2] === "跌" : /跌|低|绿/.test(hit[5] ?? hit[6] ?? hit[0]);
  const name = `连续${n}个交易日${down ? "收跌" : "收涨"}`;
  const s = m.sessions;
  if (!s || n < 2) return s ? [] : [undecided("market", name, "存有的行情数据不含逐日收盘价，无法核验")];
  const span = SPAN.exec(t);
  // "3月2日、3日连续两日涨停": the run ends at the last day named before it.
  const last = span ? null : lastDayNamed(t.slice(0, hit.index));
  const lastDate = last?.month ? namedDate(last.year, last.month, last.day, m.lastBar) : null;
  const day = span || lastDate ? null : namedSession(t.slice(0, hit.index), m);
  const end = span
    ? namedDate(span[1], span[3] ?? span[2]!, span[4]!, m.lastBar)
    : (lastDate ?? day?.date ?? m.lastBar);
  if (end > m.lastBar) return [undecided("market", name, `${end}晚于最后一根日线（${m.lastBar}），无法核验`)];
  const i = s.findIndex((x) => x.date === end);
  if (i < n) return [undecided("market", name, `存有的日线中没有${end}前的${n + 1}个交易日，无法核验`)];
  const run = s.slice(i - n, i + 1);
  const moves = run.slice(1).map((x, k) => change(x.close, run[k]!.close));
  const ok = moves.every((x) => (down ? x < 0 : x > 0));
  return [agreement(ok, name, `${run[1]!.date}至${end}逐日涨跌${moves.map(pct).join("、")}`)];
}
