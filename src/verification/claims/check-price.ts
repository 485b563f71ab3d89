import type { Assertion } from "./assertion";
import { carriedRunStarts, runStarts } from "./named-run-start";
import type { ExtractedNumber } from "../extract-numbers";
import { laterMonth } from "./market-later-month";
import { PER_PHYSICAL_UNIT, RANGE_BOTTOM, RANGE_TOP } from "./price-range";
import { matchesFigure } from "../figure-match";
import type { BoundFigure } from "./binding";
import { checkExtremeFigure } from "./check-dated-extremes";
import { pricedExtremeFigure } from "./priced-extreme";
import { nextSessionPrice } from "./next-session";
import { snapshotClose, snapshotDayClose } from "./snapshot-close";
import { type ClaimCheck, undecided } from "./check-series";
import type { Facts } from "./facts";
import type { MarketFacts, Session } from "./market-facts";
import { NAMED_YEAR_END_CLOSE } from "./market-change";
import { OWN_TIME, SINCE_THEN, type WrittenDay, calendarYears, fullYear } from "./market-days";
import { SESSIONS_AGO_AT, SESSIONS_AGO_BASE } from "./sessions-ago";
import { CLOSE_VERBS, ROLLING_YEAR, WINDOW_WORDS, YTD_WORDS } from "./market-words";
import { namedDate, periodOver } from "./session-dates";
import { HIGH_END, LOW_END } from "./price-base-words";
import { notRegained, sinceStart } from "./since-day-price";
import { checkYearPrice, runningYearEnd } from "./year-close";
import { spanExtremePrice } from "./extreme-span-price";
import { PRICE_SAID_BEFORE, WEEK52_END_AFTER } from "./week52-end-price";

/**
 * A share price shown in a clause, checked against the price facts of the bars known by asOf: the last close, the
 * 52-week high or low it is named as, or the close a window of the clause starts from ("从95元涨到117.95元").
 */

/**
 * "从9月20日的185.6元", "较2月26日收盘71.7元": a close of a day the clause names, not the last one. A dated closing
 * high or low ("较2021年2月19日收盘高点344.4元") is that day's close too, never the 52-week extreme.
 */
const DATED_PRICE = new RegExp(
  String.raw`(?:(\d{4}|\d{2})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*日\s*` +
    String.raw`(?:的|(?:的)?收盘价?(?:的)?(?:阶段)?(?:高点|低点|高位|低位|最高价|最低价)?|${CLOSE_VERBS}|报` +
    // "3月30日跌到56.33元": where the day's move ended is its close.
    String.raw`|(?:收盘)?(?:下跌|上涨|跌|涨|回落|反弹|回升|升|降)(?:到|至)` +
    // "4月24日放量涨2.8%冲到1458.49元", "4月29日跌2.78%至38.5元": the day's move sized, then where it ended.
    String.raw`|[^，,。；;\d%]{0,4}?(?:上涨|下跌|大涨|大跌|涨|跌)\s*(?:了|约)?\s*\d+(?:\.\d+)?\s*%\s*` +
    String.raw`(?:冲到|冲至|收于|收在|报收|收报|至|到))?` +
    String.raw`\s*(?:约|为|在|于)?\s*$`,
);

/** A dated price reached by a move ("跌到", "涨至"), not a close ("收于", "收盘跌到"). */
const MOVED_TO = /^(?![\s\S]*收)[\s\S]*(?:到|至)\s*(?:约|为|在|于)?\s*$/;

/** Whether a day written "6月28日" (its year, if written, too) is the last stored bar's: then it is that close. */
function isLastBarDay(hit: RegExpExecArray, lastBar: string): boolean {
  const [year, month, day] = [fullYear(hit[1]), Number(hit[2]), Number(hit[3])];
  const [y, m, d] = lastBar.split("-").map(Number);
  return (year === undefined || Number(year) === y) && month === m && day === d;
}
/** The date of a day written "2月26日" before a price (session-dates.ts reads one without a year). */
const datedDay = (hit: RegExpExecArray, m: MarketFacts): string =>
  namedDate(fullYear(hit[1]), hit[2]!, hit[3]!, m.lastBar);
/** "2019年最后一个交易日收133.01元", "2019年末收盘": the close of a named year's last session. */
const NAMED_YEAR_END =
  // "去年末的收盘价还只有367.26元": 还/才/仅/只有 may stand between the close and its figure; "2025年末收盘还在
  // 42.10元", "2025年末还收在68.40元": so may 还/仍 before 在 or before the close's verb; "2025年末收于" is read as
  // "收盘于" by then (market-spellings.ts), so 于 may follow the close too.
  new RegExp(
    // "比2024年末收盘的6.68元": 的 may stand after the close too.
    String.raw`(\d{4})\s*年\s*(?:末|底|最后一个交易日)\s*(?:的)?\s*(?:[还仍]\s*)?` +
      String.raw`(?:(?:收盘价?|收于|收在|收|股价)\s*(?:的)?)?\s*` +
      String.raw`(?:[还才仅只仍]{0,2}(?:有|在)?|为|是|报|在|于)?\s*(?:约)?\s*$`,
  );
/** "盘中摸到460元", "一度冲高至": a price inside a session, which no stored close is. */
const INTRADAY = /(?:盘中|日内|一度)[^，,。；;\d]{0,6}$|(?:摸到|触及|冲高到|冲高至|下探到|下探至)\s*(?:约)?\s*$/;
/** "5月中旬", "4月底": a month the clause dates its price to. */
const MONTH_NAMED = /(?<![\d年从由自])(\d{1,2})\s*月\s*(?:中旬|下旬|上旬|初|底|末|份)/;
/** "年末收盘291.85元", "年底收于": the close of the year's last session. */
const YEAR_END_PRICE = /(?:年末|年底)\s*(?:的)?\s*(?:收盘价?|收于|股价)\s*(?:为|报|在|于)?\s*(?:约)?\s*$/;
/** "MA60（约106.8元）", "MA10的438.80元", "52周高点75.8元": an average's or the range's value, not the close. */
/** Inside the parenthesis after an average ("MA20（均在1548-1554元附近）") every figure is an average's value. */
const AVERAGE_PRICE = new RegExp(
  String.raw`(?:MA\s*\d*|均线|日线|年线|半年线|季线)(?:\s*(?:的)?\s*(?:约|为|在)?\s*$` +
    String.raw`|[^，,。；;)）]{0,3}[（(][^)）]*$)|(?:站上|突破|站稳|收复|守住|跌破|失守|跌穿|击穿)\s*(?:了)?\s*$`,
  "i",
);
/** "比约6.29元的250日均线低了一成": an average named right after the figure, whose value it is. */
// The clause as read may drop the window ("约6.29元的均线"): a bare 均线 after the figure is one too.
const AVERAGE_AFTER = /^\s*元?\s*(?:附近)?\s*(?:的)?\s*(?:(?:\d+\s*日)?均线|\d+\s*日线|MA\s*\d+|半年线|年线|季线)/i;
/** "比60日线低1.88元", "较MA5高出约0.3元" (read "比均线…"): the close's distance from an average (average-gaps.ts). */
const AVERAGE_GAP =
  /(?:比|较)\s*(?:MA\s*\d+|(?:\d+\s*日)?均线|\d+\s*日线|半年线|年线|季线)[^，,。；;]{0,12}?[高低][出了]?\s*约?\s*$/i;
/** Whether a price figure at `index` of `read` is an average's value (or gap), named before it or right after it. */
export const averagePriced = (read: string, n: { index: number; raw: string }): boolean =>
  AVERAGE_PRICE.test(read.slice(0, n.index)) ||
  AVERAGE_GAP.test(read.slice(0, n.index)) ||
  AVERAGE_AFTER.test(read.slice(n.index + n.raw.length));
/** "52周高点75.8元", "最高曾达", "低点（": the figure after it is a high's (a low's) price. */
const extremePrice = (end: string, most: string) =>
  new RegExp(String.raw`(?:${ROLLING_YEAR}?${end}\s*[（(]?|${most}曾?)\s*(?:约|为|是|在|达|到)?\s*$`);
const HIGH_PRICE = extremePrice(HIGH_END, "最高");
/** "52周高点", "一年的最低价": an end of the 52-week range named with its span, the figure after it its price. */
const WEEK52_END_BEFORE = new RegExp(
  String.raw`${ROLLING_YEAR}\s*(?:的)?\s*(?:${HIGH_END}|${LOW_END})\s*(?:约|为|在)?\s*$`,
);
const LOW_PRICE = extremePrice(LOW_END, "最低");
/**
 * "较137.18元的高点", "贴着97元的52周低点": the figure names the high or low written after it - a 52-week one when
 * the words say so or a distance is measured from it (距/较/比/贴着 before it). "在436元的高位" is where the price
 * stands; "2021年2627.88元的高点", "前期高点" are other highs (OTHER_EXTREME).
 */
const EXTREME_AFTER = new RegExp(String.raw`^\s*元?\s*(?:的)?\s*(${ROLLING_YEAR})?\s*(?:(高点|最高价)|低点|最低价)`);
const FROM_EXTREME = /(?:距|距离|较|比|贴着)[^，,。；;\d]{0,4}$/;
const AT_EXTREME = /(?:股价|价格|现价|收盘价?)\s*(?:已经?|仍|还|正)?\s*(?:站在|处于|处在|位于|在)\s*(?:约)?\s*$/;
const OTHER_EXTREME =
  /(?:\d{4}\s*年|历史|前期|此前|近期|上个?月|上一?周|本月|本周|今年|去年|年初|\d{1,2}\s*月)[^，,。；;\d]{0,4}$/;
/** "从95元涨到…", "由39.30元涨至…", "从去年末的1377元", "从8月中旬的172元附近": the price a move starts from. */
const FROM_PRICE = /(?:从|由)\s*(?:(?:\d{4}\s*年)?[^，,。；;\d]{0,8}的)?\s*(?:约|近)?\s*$/;
/** "42.10元→38.27元", "95元涨到117.95元": a price followed by where it moved to. */
const TO_AFTER = new RegExp(
  String.raw`^\s*(?:附近|左右|上下)?\s*(?:→|->|一路)?\s*(?:→|->` +
    "|涨到|跌到|涨至|跌至|升至|降至|回落到|回落至|上涨到|上涨至|下跌到|下跌至)",
);

/** "比2022年末的180.69元仍低约22%": the close of a named year's end, a move's base. */
const YEAR_END_PRICE_BASE = new RegExp(
  String.raw`(?:${NAMED_YEAR_END_CLOSE.source})\s*(?:的)?\s*(?:收盘价?)?\s*(?:约)?\s*$`,
);
/** "2025年全年股价从52.65元涨到68.4元": a calendar year the move is over. */
const YEAR_MOVE = /(\d{4})\s*年\s*(?:全年|度)?(?![末底初内中]|以来|[一二三四上下]|\d)/;
const TO_BEFORE =
  /(?:涨到|跌到|涨至|跌至|升至|降至|回落到|回落至|上涨到|上涨至|下跌到|下跌至|到|至|→|->)\s*(?:约|近)?\s*$/;

/** "低了0.75元", "高出3元", "比60日线低1.88元": a difference of two prices (not 较52周最高52.55元, an extreme's). */
const DIFFERENCE_BEFORE = new RegExp(
  String.raw`(?:低了|高了|高出|低出|相差|差了|少了|多了|差|(?<=(?:比|较)[^，,。；;]{1,14})(?<!最)[高低])` +
    String.raw`\s*(?:约|将?近|不到|超过)?\s*$`,
);
/** "2021年2月19日的高点", "2021年末588元的高位": a high or low the words before date to a day or a year's end. */
const DATED_HIGH = /(?:\d\s*日|年\s*(?:末|底))\s*(?:的)?\s*(?:高点|低点|最高价|最低价|高位|低位)\s*(?:约|为|在)?\s*$/;
/** The day and the end DATED_HIGH names: "2月2日低点" (year group 1, month 2, day 3, the end 4). */
const DATED_END = /(?:(\d{4}|\d{2})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*日\s*(?:的)?\s*(高|低|最高|最低)/;

/**
 * "2月2日低点87.05元": a day's low (high) as written may be its intraday extreme or its close, so a figure that is
 * either agrees; one that is neither stays undecided (the writer's low may be of the days around it).
 */
function datedExtreme(n: ExtractedNumber, bound: BoundFigure["bound"], m: MarketFacts, before: string): ClaimCheck {
  const why = `“${n.raw}”是所述日期的高点或低点，存有的日线中没有与之相符的收盘价或当日高低点，无法核验`;
  const hit = DATED_END.exec(before.slice(-16)) ?? DATED_END.exec(before);
  const date = hit ? namedDate(fullYear(hit[1]), hit[2]!, hit[3]!, m.lastBar) : null;
  const x = date ? m.sessions?.find((d) => d.date === date) : undefined;
  if (!x) return undecided("number", "股价", `“${n.raw}”是所述日期的高点或低点，存有的日线不含该日，无法核验`);
  const end = /高/.test(hit![4]!) ? { value: x.high, name: "最高价" } : { value: x.low, name: "最低价" };
  for (const [value, name] of [
    [x.close, "收盘价"],
    [end.value, end.name],
  ] as const) {
    if (matchesFigure(n, { value, kind: "amount" }, bound)) {
      const found = `${x.date} ${name} ${value.toFixed(2)}元`;
      return { kind: "number", ok: true, figure: n.raw, expected: name, found, reason: `“${n.raw}”与${found}相符` };
    }
  }
  return undecided("number", "股价", why);
}

/** A year-end close named before a difference ("较2024年末6.68元的收盘价"): the difference's base. */
const YEAR_END_LEVEL = /(\d{4})\s*年\s*(?:末|底)\s*(?:的)?\s*(?:收盘价?|收于)?\s*(?:约)?\s*\d+(?:\.\d+)?\s*元/;

/** A difference between the last close and a year-end close named before it; undecided when no such base is named. */
function checkDifference(n: ExtractedNumber, bound: BoundFigure["bound"], m: MarketFacts, before: string): ClaimCheck {
  const base = YEAR_END_LEVEL.exec(before);
  const end = base ? m.yearEnds.find((y) => y.year === Number(base[1])) : undefined;
  if (!end) return undecided("number", "价差", `“${n.raw}”是两个价格之差，未能确定其基准，无法核验`);
  const value = Math.abs(m.close - end.close);
  const ok = matchesFigure(n, { value, kind: "amount" }, bound);
  const found =
    `${m.lastBar}收盘${m.close.toFixed(2)}元与${end.date}收盘${end.close.toFixed(2)}元` + `相差${value.toFixed(2)}元`;
  return {
    kind: "number",
    ok,
    figure: n.raw,
    expected: "价差",
    found,
    reason: ok ? `“${n.raw}”与${found}相符` : `“${n.raw}”不是${found}`,
  };
}

/** The close each window of the price facts starts from: the last close over (1 + its change). */
function windowStarts(m: MarketFacts): { name: string; days?: number; months?: number; ytd?: true; value: number }[] {
  const start = (percent: number): number => m.close / (1 + percent / 100);
  return [
    ...m.returns.map((r) => ({ name: `${r.from}收盘`, days: r.days, value: start(r.percent) })),
    ...m.months.map((r) => ({ name: `${r.from}收盘`, months: r.months, value: start(r.percent) })),
    ...(m.ytd === null ? [] : [{ name: "上年末收盘", ytd: true as const, value: start(m.ytd) }]),
  ];
}

/**
 * The starting price of a move: the close the window the clause names starts from (过去60个交易日, 年初至今; "过去一年"
 * may be 12 months or 250 sessions), else any window's. Failed only against a named window the facts hold.
 */
function checkStartPrice(
  n: ExtractedNumber,
  bound: BoundFigure["bound"],
  m: MarketFacts,
  text: string,
  run: readonly Session[] | null,
): ClaimCheck {
  const starts = windowStarts(m);
  const ytd = YTD_WORDS.test(text);
  const word = WINDOW_WORDS.find((w) => w.re.test(text));
  const hit = word ? word.re.exec(text) : null;
  const named = ytd
    ? starts.filter((s) => s.ytd)
    : word && hit
      ? starts.filter((s) => s.days === word.days(hit) || (word.months !== undefined && s.months === word.months))
      : [];
  // "4月29日、30日连跌两天，收盘从100.2元…": with no window named, the start of the days named (named-run-start.ts).
  if (named.length === 0) named.push(...(run ?? []).map((x) => ({ name: `${x.date}收盘`, value: x.close })));
  const pool = named.length > 0 ? named : starts;
  const match = pool.find((s) => matchesFigure(n, { value: s.value, kind: "amount" }, bound));
  const found = pool.map((s) => `${s.name} ${s.value.toFixed(2)}元`).join("、");
  if (match) {
    const reason = `“${n.raw}”与${match.name} ${match.value.toFixed(2)}元相符`;
    return { kind: "number", ok: true, figure: n.raw, expected: "区间起点股价", found, reason };
  }
  if (named.length === 0) {
    return undecided("number", "区间起点股价", `“${n.raw}”是所述区间起点的股价，存有的日线区间无一相符，无法核验`);
  }
  const reason = `“${n.raw}”不是所述区间起点的收盘价（${found}）`;
  return { kind: "number", ok: false, figure: n.raw, expected: "区间起点股价", found, reason };
}

/**
 * A share price as shown against the last close known by asOf (price facts); undecided without bars or when the
 * text before it dates it to another day. The value of an average or a high after which it stands is not the close.
 */
export function checkPrice(
  n: ExtractedNumber,
  bound: BoundFigure["bound"],
  facts: Facts,
  text: string,
  carried?: WrittenDay,
  extremeSpan?: string,
  afterSnapshot?: boolean,
  spanFrom?: WrittenDay,
): ClaimCheck {
  const m = facts.market;
  if (!m) return undecided("number", "股价", `没有截至${facts.asOf}的收盘价，无法核验“${n.raw}”`);
  // "5月以来招行股价已反弹至40元上方": a price of a month past the last bar is no close the bars hold.
  const later = laterMonth(text, m.lastBar);
  if (later) return { ...later, kind: "number", figure: n.raw };
  // "股价比去年底6.18低约12.8%": the year's end named relative to the last bar is that calendar year's.
  const before = calendarYears(text.slice(0, n.index), m.lastBar);
  const at = text.indexOf(n.raw, n.index);
  const after = text.slice(at < 0 ? n.index : at + n.raw.length);
  if (PER_PHYSICAL_UNIT.test(after)) return undecided("number", "商品价格", `“${n.raw}”是商品或产品的单价，不是股价`);
  const base = YEAR_END_PRICE_BASE.exec(before) ?? NAMED_YEAR_END.exec(before);
  if (base) return checkYearPrice(n, bound, m, Number(base[1] ?? base[2]), true);
  const nextClose = nextSessionPrice(n, bound, m, before, carried);
  if (nextClose) return nextClose;
  if (INTRADAY.test(before)) return undecided("number", "盘中价", `“${n.raw}”是盘中价，存有的日线只核对收盘价`);
  // "2025年以来最高收盘140.80元": the extreme of the span named, never the last close.
  // "…，低点87.05元": a bare extreme listed after a span's (extreme-spans.ts) is over that span.
  const extremeOfSpan = checkExtremeFigure(n, bound, m, extremeSpan ? `${extremeSpan}${before.trimStart()}` : before);
  if (extremeOfSpan) return extremeOfSpan;
  // "较2024年末6.68元的收盘价低了0.75元": a difference between two prices, never a close itself.
  if (DIFFERENCE_BEFORE.test(before)) return checkDifference(n, bound, m, before);
  // "较2021年2月19日的高点344.4元": the high of the day named, not the 52-week high.
  if (DATED_HIGH.test(before)) return datedExtreme(n, bound, m, before);
  // "较高点7.82元回撤超三成": a base named by its price is the kept session's that holds it (priced-extreme.ts).
  const priced = pricedExtremeFigure(n, text, m);
  if (priced) return priced;
  const from =
    FROM_PRICE.test(before) || TO_AFTER.test(after) || SESSIONS_AGO_BASE.test(before) || SESSIONS_AGO_AT.test(before);
  const year = YEAR_MOVE.exec(text);
  if (year && (from || TO_BEFORE.test(before))) return checkYearPrice(n, bound, m, Number(year[1]), !from);
  // "快照…，此后股价从47.07元跌到38.27元": a move since the day named before starts at that day's close; "此后股价再未
  // 回到48元上方": a level no close after that day reached (since-day-price.ts).
  const since = from && SINCE_THEN.test(text) ? sinceStart(n, bound, facts, carried, afterSnapshot) : null;
  const held = since ?? notRegained(n, m, text, carried);
  if (held) return held;
  // "从52周高点8.11元跌到5.39元": a move starting at the range's named end starts at that price (read below).
  if (from && !WEEK52_END_BEFORE.test(before)) {
    const run = runStarts(text, m) ?? carriedRunStarts(spanFrom, carried, m);
    return checkStartPrice(n, bound, m, text, run);
  }
  // "年末收盘291.85元": the year's last close, the last bar's only when that bar is in the year's final week.
  const yearEnd = YEAR_END_PRICE.test(before);
  const dated = DATED_PRICE.exec(before);
  // "5月中旬股价已经反弹到1450元以上": a month other than the last bar's is another day's price.
  // "从8月中旬的172元…": a month after 从 dates where the move started, not the price it moved to.
  const month = MONTH_NAMED.exec(before);
  const otherMonth = month !== null && !dated && Number(month[1]) !== Number(m.lastBar.slice(5, 7));
  // "较2月26日的71.7元": an earlier day's close, read off that session when it is kept.
  const day = dated && !isLastBarDay(dated, m.lastBar) ? datedDay(dated, m) : null;
  if (day && day > m.lastBar) {
    return undecided("number", "收盘价", `${day}晚于最后一根日线（${m.lastBar}），无法核验“${n.raw}”`);
  }
  const session = day ? m.sessions?.find((x) => x.date === day) : undefined;
  if (session) {
    const ok = matchesFigure(n, { value: session.close, kind: "amount" }, bound);
    const found = `${session.date} 收盘价 ${session.close.toFixed(2)}元`;
    // "3月30日跌到55.84元" at the day's low: a move may end intraday, so only a price outside the day's range fails.
    const intraday =
      !ok && MOVED_TO.test(dated?.[0] ?? "") && n.value >= session.low - 0.005 && n.value <= session.high + 0.005;
    if (intraday) return undecided("number", "收盘价", `“${n.raw}”在${session.date}盘中区间内但不是收盘价，无法核验`);
    const reason = ok ? `“${n.raw}”与${found}相符` : `“${n.raw}”不是${found}`;
    return { kind: "number", ok, figure: n.raw, expected: "收盘价", found, reason };
  }
  if (yearEnd && !periodOver(m.lastBar.slice(0, 4), m.lastBar)) return runningYearEnd(n, bound, m);
  if ((dated && !isLastBarDay(dated, m.lastBar)) || otherMonth) {
    return undecided(
      "number",
      "股价",
      `“${n.raw}”是所述日期的股价，只存有最后一根日线（${m.lastBar}）的读数，无法核验`,
    );
  }
  // "1322元附近的52周低点": 附近 may stand between the price and the 52-week end it names (week52-end-price.ts).
  // "股价已跌到1322元附近的52周低点": the share price said to be there is the close's (PRICE_SAID_BEFORE).
  const after52 = EXTREME_AFTER.exec(after) ?? (PRICE_SAID_BEFORE.test(before) ? null : WEEK52_END_AFTER.exec(after));
  // "价格在5.27元低点附近": where the price stands is next to that low (or high), the figure its price.
  const standsAt = AT_EXTREME.test(before) && /^[^，,。；;]*?(?:低点|高点|最高价|最低价)\s*(?:附近|一带)/.test(after);
  const reached = after52?.[1] || FROM_EXTREME.test(before) || standsAt;
  const named = after52 && !OTHER_EXTREME.test(before) && reached ? after52 : null;
  if (after52 && !named) return undecided("number", "股价", `“${n.raw}”是所述的高点或低点，不是最后收盘价，无法核验`);
  const high = HIGH_PRICE.test(before) || RANGE_TOP.test(before) || Boolean(named?.[2]);
  const extreme = high ? "high" : LOW_PRICE.test(before) || RANGE_BOTTOM.test(before) || named ? "low" : null;
  // "2021年高点为50元", "年内高点42.73元": an extreme named for another span than the rolling year.
  const span = extreme ? spanExtremePrice(n, bound, m, before, extreme) : null;
  if (span) return span;
  if (extreme) {
    const name = extreme === "high" ? "52周最高价" : "52周最低价";
    if (!m.week52) return undecided("number", name, `连续日线不足一年，无法核验“${n.raw}”`);
    const value = m.week52[extreme];
    const ok = matchesFigure(n, { value, kind: "amount" }, bound);
    const found = `${name} ${value.toFixed(2)}元（${extreme === "high" ? m.week52.highDate : m.week52.lowDate}）`;
    const reason = ok ? `“${n.raw}”与${found}相符` : `“${n.raw}”不是${found}`;
    return { kind: "number", ok, figure: n.raw, expected: name, found, reason };
  }
  if (carried && !month && !OWN_TIME.test(text)) return checkCarriedDay(n, bound, facts, carried, afterSnapshot);
  const ok = matchesFigure(n, { value: m.close, kind: "amount" }, bound);
  const snapshot = !ok && afterSnapshot && !month && !OWN_TIME.test(text) ? snapshotClose(n, bound, facts) : null;
  if (snapshot) return snapshot;
  const found = `${m.lastBar} 收盘价 ${m.close.toFixed(2)}元`;
  const reason = ok ? `“${n.raw}”与${found}相符` : `“${n.raw}”不是${found}`;
  return { kind: "number", ok, figure: n.raw, expected: "收盘价", found, reason };
}

/**
 * "25年7月4日快照…，收盘120.39元": a price in a clause naming no time is the close of the day its sentence named
 * before it (market-days.ts); the writer may have moved on to the last close, so either close agrees.
 */
function checkCarriedDay(
  n: ExtractedNumber,
  bound: BoundFigure["bound"],
  facts: Facts,
  d: WrittenDay,
  afterSnapshot?: boolean,
): ClaimCheck {
  const m = facts.market!;
  const date = namedDate(d.year, d.month ?? m.lastBar.slice(5, 7), d.day, m.lastBar);
  const last = `${m.lastBar} 收盘价 ${m.close.toFixed(2)}元`;
  const fitsLast = matchesFigure(n, { value: m.close, kind: "amount" }, bound);
  if (fitsLast)
    return {
      kind: "number",
      ok: true,
      figure: n.raw,
      expected: "收盘价",
      found: last,
      reason: `“${n.raw}”与${last}相符`,
    };
  const session = date <= m.lastBar ? m.sessions?.find((x) => x.date === date) : undefined;
  const snapshot = !session && !d.year && afterSnapshot && date > m.lastBar;
  const ofSnapshot = snapshot ? snapshotDayClose(n, bound, facts, date.slice(5)) : null;
  if (ofSnapshot) return ofSnapshot;
  if (!session) {
    const why = date > m.lastBar ? `${date}晚于最后一根日线（${m.lastBar}）` : `存有的日线中没有${date}`;
    return undecided("number", "收盘价", `“${n.raw}”是句中所述${date}的股价，${why}，无法核验`);
  }
  const ok = matchesFigure(n, { value: session.close, kind: "amount" }, bound);
  const found = `${session.date} 收盘价 ${session.close.toFixed(2)}元`;
  const reason = ok ? `“${n.raw}”与${found}相符` : `“${n.raw}”既不是${found}，也不是${last}`;
  return { kind: "number", ok, figure: n.raw, expected: "收盘价", found, reason };
}

/** checkPrice with the days and spans an assertion carries from its sentence. */
export const checkPriceOf = (n: ExtractedNumber, bound: BoundFigure["bound"], facts: Facts, a: Assertion) =>
  checkPrice(n, bound, facts, a.read, a.day, a.extremeSpan, a.afterSnapshot, a.spanFrom);
