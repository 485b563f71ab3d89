import { normalizeNumberText } from "../extract-numbers";
import { checkAverages } from "./check-averages";
import { checkCalendarBars, speaksOfMonth } from "./check-calendar-bars";
import { checkDatedExtremes } from "./check-dated-extremes";
import { checkAverageRank } from "./average-rank";
import { NOT_MACD_CROSS, checkMacdCrossDates, withoutDatedCrosses } from "./macd-cross-dates";
import { checkDayExtremes, namesDayExtreme } from "./day-extremes";
import { checkMacdLines } from "./check-macd-lines";
import { checkMacdCrossAge } from "./macd-cross-age";
import { checkDatedSpan, namesDatedSpan } from "./dated-span";
import { checkMonthExtreme, namesMonthExtreme } from "./month-extreme";
import { checkPricedExtreme } from "./priced-extreme";
import {
  DAY_VOLUME_WORDS,
  PREV_DAY,
  checkDayMove,
  checkStreak,
  daySpoken,
  namesStreak,
  speaksOfDays,
} from "./check-price-day";
import { checkPriceLevels, datedLevels } from "./check-price-levels";
import { rsiByCode } from "./rsi-bands";
import { checkPricePath, readsPricePath } from "./check-price-path";
import { MOVE_AFTER_YEAR, otherMover, shareYearMove } from "./year-moves";
import { checkYearCeiling, namesYearCeiling } from "./ytd-ceiling";
import { withDoubledYear } from "./doubled-year";
import { checkLastCloses, namesLastCloses } from "./last-closes";
import { checkSessions } from "./check-sessions";
import { namesBareBetween } from "./average-between";
import { checkWindowDays, namesExtremeDay } from "./check-window-days";
import { checkRsi } from "./check-rsi";
import { VOLUME_TOPIC, checkVolume, volumeSplit } from "./check-volume";
import { ownMeasureCut } from "./own-measure";
import { namesFarEnd } from "./far-range-end";
import { LOW_TO_HIGH, NEAR_RANGE_END, WEEK52_QUANTILE, checkRange, checkWeek52 } from "./check-week52";
import {
  SINCE_DAY,
  NAMED_YEAR_END_CLOSE,
  checkChange,
  directionOf,
  sinceBase,
  verdict,
  yearEndBase,
} from "./market-change";
import { AGO_PRICE } from "./sessions-ago";
import { DIGESTED, NOT_RECOVERED, RECOVERED } from "./recovery-words";
import { checkYearEndSide, namesYearEndSide } from "./year-end-side";
import { checkAverageCluster } from "./average-cluster";
import { type ClaimCheck, undecided } from "./check-series";
import type { Facts } from "./facts";
import type { MarketFacts } from "./market-facts";
import { findMetrics } from "./metric-lexicon";
import { laterMonth } from "./market-later-month";
import { expandShorthand } from "./market-shorthand";
import { shownPercent } from "./shown-size";
import { checkYtdDrawdown } from "./ytd-drawdown";
import { windowReturn } from "./window-return";
import { checkUpDownDays, countsUpDownDays, withoutUpDownCounts } from "./updown-days";
import { INDICATOR_PARAMS } from "./indicator-names";
import {
  DOWN_WORDS,
  FLAT_WORDS,
  FROM_HIGH,
  FROM_LOW,
  MACD_WORDS,
  MA_NAME,
  MARKET_TOPIC,
  MARKET_WEAK,
  MONTH_EXTREME,
  N_DAY_BARE,
  N_DAY_EXTREME,
  RANGE_POSITION,
  UP_WORDS,
  WINDOW_WORDS,
  YEAR_FIRST_WEEKS,
  YTD_WORDS,
  chineseCount,
} from "./market-words";

/**
 * Checks what a clause says about the share price and its technicals against the price facts of the bars known by
 * asOf (market-facts.ts): period returns, year to date and calendar years, moving averages and their order, MACD,
 * RSI hedges and bounds, the 52-week range, volume. A clause dated on another day than the last stored bar, or naming
 * what the facts do not hold, is undecided with the reason; one price fact is never read as good news when the price
 * fell (缩量下跌 is not 积极).
 */

/** A full date the clause names ("2026年5月8日", "2026-05-08"), as YYYY-MM-DD. */
function namedDate(t: string): string | null {
  const m = /(\d{4})\s*[年\-/]\s*(\d{1,2})\s*[月\-/]\s*(\d{1,2})\s*日?/.exec(t);
  if (!m) return null;
  return `${m[1]}-${m[2]!.padStart(2, "0")}-${m[3]!.padStart(2, "0")}`;
}

/**
 * "2025年全年跌了7.5%", "2025年一年就跌了24%": a calendar year's move written with a bare 涨/跌; "平安去年涨了近三成"
 * (year-moves.ts): the year right before a bare move sized at once.
 */
const YEAR_MOVE = new RegExp(
  String.raw`(\d{4})\s*年\s*(?:(?:全年|一年|整年)[^\d，,。；;]{0,4}?(?:涨|跌)|${MOVE_AFTER_YEAR})`,
);
/** "平安今年已回吐约13%" (今年 written as the year): a year's move so far, 已 before the move. */
const YEAR_SO_FAR = new RegExp(
  String.raw`(\d{4})\s*年\s*(?:至今|以来)?\s*(?:已经?\s*累计|已经?|累计)\s*(?=${DOWN_WORDS.source}|${UP_WORDS.source})`,
);
/** "2024年以来", "2026年初以来": from the last close of the year before. */
const YEAR_SINCE = /(\d{4})\s*年(?:初)?\s*以来/;

function checkReturns(text: string, m: MarketFacts): ClaimCheck[] {
  // "近60日+3.1%、近20日-5.1%、近5日-2.4%": a list of windows, each with its own move.
  const listed = text.split(/、(?=近|过去|今年|年初|年内)/);
  if (listed.length > 1) return listed.flatMap((part) => checkReturns(part, m));
  // "近20日下跌约6%且成交量萎缩约16%": the move before the volume is the price's; the rest is the volume's, up to a
  // move of the price written after it ("近20日放量（约为前20日的1.16倍）上行约2.6%").
  const { price, volume } = volumeSplit(text);
  const t = ownMeasureCut(price);
  if (volume && !UP_WORDS.test(t) && !DOWN_WORDS.test(t)) return [];
  // "年内从收盘高点回撤约12%": from the year's high, not the year's move (ytd-drawdown.ts).
  const ytdHigh = checkYtdDrawdown(t, m) ?? checkYtdDrawdown(price, m);
  if (ytdHigh) return ytdHigh;
  // "离一年内的高点137.18元跌了将近三成": a distance from the range's high or low (checkRange), not a window's move.
  if ((FROM_HIGH.test(t) || FROM_LOW.test(t)) && shownPercent(t)) return [];
  // "比2022年末的180.69元仍低约22%": from the last close of the year named.
  const fromYearEnd = yearEndBase(t, m);
  if (fromYearEnd) return fromYearEnd;
  // "自7月22日以来下跌约26%", "较2月19日的81.7元下跌约17%", "8月以来": from a named day's close, or from the last
  // close before a named month.
  const fromDay = sinceBase(t, m);
  if (fromDay) return typeof fromDay === "string" ? [undecided("market", "区间涨跌幅", fromDay)] : fromDay;
  const weeks = yearFirstWeeks(t, m);
  if (weeks) return weeks;
  // "2024年以来已反弹近13%": from the last close of the year before.
  const since = YEAR_SINCE.exec(t);
  if (since) {
    const base = m.yearEnds.find((y) => y.year === Number(since[1]) - 1);
    const name = `${since[1]}年以来涨跌幅`;
    if (!base) return [undecided("market", name, `连续日线不含${Number(since[1]) - 1}年最后一个交易日，无法核验`)];
    return checkChange(t, `${base.date}以来股价`, (m.close / base.close - 1) * 100);
  }
  // "2020年五粮液全年股价上涨约119%": a short subject may stand between the year and the move.
  const year =
    /(\d{4})\s*年[^\d，,。；;]{0,6}?(?:全年|度)?\s*(?:股价|累计)?\s*(?:上涨|下跌|涨幅|跌幅|累计涨|累计跌)/.exec(t) ??
    shareYearMove(t, YEAR_MOVE) ??
    YEAR_SO_FAR.exec(t);
  if (year) {
    const y = m.years.find((x) => x.year === Number(year[1]));
    if (!y) return [undecided("market", `${year[1]}年股价涨跌幅`, `连续日线不覆盖${year[1]}年全年，无法核验`)];
    return checkChange(t, `${y.year}年${y.complete ? "全年" : `年初至${m.lastBar}`}股价`, y.percent);
  }
  if (YTD_WORDS.test(t)) {
    if (m.ytd === null)
      return [undecided("market", "年内涨跌幅", "连续日线不含上年最后一个交易日，无法核验年内涨跌幅")];
    return checkChange(t, `年初至${m.lastBar}股价`, m.ytd);
  }
  for (const w of WINDOW_WORDS) {
    const hit = w.re.exec(t);
    if (!hit) continue;
    const days = w.days(hit);
    if (directionOf(t) === null && !shownPercent(t) && !FLAT_WORDS.test(t)) return [];
    if (w.months !== undefined) {
      const c = m.months.find((x) => x.months === w.months);
      if (!c) return [undecided("market", `近${w.months}个月涨跌幅`, `连续日线不足${w.months}个月，无法核验`)];
      const byMonths = checkChange(t, `${c.from}以来股价`, c.percent);
      // "过去一年" is read as 12 calendar months or as its 250 sessions: either reading that fits is the writer's.
      const r = m.returns.find((x) => x.days === days);
      const bySessions = r ? checkChange(t, `近${days}个交易日股价`, r.percent) : [];
      const fits = (cs: ClaimCheck[]) => cs.length > 0 && cs.every((x) => x.ok === true);
      return !fits(byMonths) && fits(bySessions) ? bySessions : byMonths;
    }
    // A window other than the stored ones is read off the kept closes only when written as a recent window with a
    // size to check ("近2日累计跌约3.4%"): a bare "27日" may be a date, and a run's sessions are the streak check's.
    const recent = /近|过去|最近|交易日/.test(t.slice(Math.max(0, hit.index - 3), hit.index + hit[0].length));
    const r = m.returns.find((x) => x.days === days) ?? (recent && shownPercent(t) ? windowReturn(m, days) : undefined);
    if (!r && namesStreak(t) && !shownPercent(t)) return [];
    const held = m.returns.map((x) => x.days).join("/");
    if (!r) return [undecided("market", `${days}日涨跌幅`, `只计算了${held}日涨跌幅，无法核验${days}日`)];
    return checkChange(t, `近${days}个交易日股价`, r.percent);
  }
  return [];
}

/** "开年两周又跌了5.5%": the year to date, while the year's sessions are no more than the weeks named. */
function yearFirstWeeks(t: string, m: MarketFacts): ClaimCheck[] | null {
  const hit = YEAR_FIRST_WEEKS.exec(t);
  if (!hit) return null;
  const year = m.lastBar.slice(0, 4);
  const name = `年初${hit[2]}周涨跌幅`;
  if (hit[1] && hit[1] !== year)
    return [undecided("market", name, `行情按最后一根日线（${m.lastBar}）计算，无法核验${hit[1]}年`)];
  const sessions = m.sessions?.filter((x) => x.date.startsWith(year)).length;
  if (m.ytd === null || sessions === undefined)
    return [undecided("market", name, "连续日线不含上年最后一个交易日，无法核验")];
  // A week is five sessions; a holiday week may hold fewer, so one more is allowed.
  if (sessions > chineseCount(hit[2]!) * 5 + 1)
    return [undecided("market", name, `${year}年已有${sessions}个交易日，不是年初${hit[2]}周`)];
  return checkChange(t, `年初至${m.lastBar}股价`, m.ytd);
}

/** "KDJ金叉", "布林中轨支撑", "换手率": readings the stored bars do not give (no open, no turnover, no KDJ). */
// "下跌中有资金在换手": money changing hands is a reading of the move, no turnover figure; 换手率, 高换手 are figures.
const UNSTORED = /KDJ|布林|BOLL|换手率|(?<!在)换手|CCI|威廉指标|DMI|OBV|SAR/i;

function checkUnstored(t: string): ClaimCheck[] {
  const hit = UNSTORED.exec(t);
  const why = "存有的日线只算得出均线、MACD、RSI(14)、成交量与52周区间";
  return hit ? [undecided("market", hit[0], `${why}，无法核验${hit[0]}`)] : [];
}

function checkMacd(text: string, m: MarketFacts): ClaimCheck[] {
  // "KDJ金叉": another indicator's cross, not MACD's.
  // "4月16日MACD金叉": a dated cross is checked on its date (macd-cross-dates.ts), not as the latest one.
  const t = withoutDatedCrosses(text.replace(NOT_MACD_CROSS, "$1"), m);
  // "10月16日金叉后很快于10月28日再度死叉": of the crosses named, the last one is the current state.
  const crosses = MACD_WORDS.filter((w) => (w.reads === "golden" || w.reads === "dead") && w.re.test(t));
  const lastCross = crosses.sort((x, y) => t.lastIndexOf(x.re.exec(t)![0]) - t.lastIndexOf(y.re.exec(t)![0])).at(-1);
  const named = MACD_WORDS.filter((w) => w.re.test(t) && (w === lastCross || !crosses.includes(w)));
  return named.map((w) => {
    const name = { golden: "MACD金叉", dead: "MACD死叉", red: "MACD红柱", green: "MACD绿柱" }[w.reads];
    if (!m.macd) return undecided("market", name, "日线不足以计算MACD(12,26,9)");
    const { hist, lastCross } = m.macd;
    const bars = `柱值${hist.toFixed(2)}`;
    const found = lastCross
      ? `最近一次${lastCross.kind === "golden" ? "金叉" : "死叉"}在${lastCross.date}，${bars}`
      : bars;
    const ok = w.reads === "red" ? hist > 0 : w.reads === "green" ? hist < 0 : lastCross?.kind === w.reads;
    return verdict(ok, name, found, `截至${m.lastBar}，MACD${found}，${ok ? "相符" : `不是${name}`}`);
  });
}

/**
 * "拉长到一年": a clause that only names a window, which the next clause's move is over ("近20日量能较前20日温和放大"
 * is a reading of volume over its window, not a bare one).
 */
export function isBareWindow(text: string): boolean {
  const t = prepared(text);
  // "5日、10日均线约1410-1411元": a clause naming averages speaks of them, not of a window.
  const averages = new RegExp(MA_NAME, "i").test(t);
  const bare = !/%|成|倍/.test(t) && directionOf(t) === null && !VOLUME_TOPIC.test(t) && !averages;
  // "收盘价跌出20个交易日以来的新低": a close against the window's closes is a reading of its own, not a bare window.
  // "近一年最高价1645元": so is the window's extreme at its price.
  const priced = /(?:最高|最低|高点|低点)\s*(?:价|点)?\s*(?:为|是|在|约)?\s*\d/.test(t);
  const reads = N_DAY_EXTREME.test(t) || N_DAY_BARE.test(t) || MONTH_EXTREME.test(t) || priced;
  return bare && !reads && WINDOW_WORDS.some((w) => w.re.test(t));
}

/** The window of time a clause names ("过去一年", "今年以来", "近20日"), as written; null when it names none. */
export function windowPhrase(text: string): string | null {
  const t = prepared(text);
  const named = [YTD_WORDS, /(\d{4})\s*年(?:全年|度)?/, ...WINDOW_WORDS.map((w) => w.re)].map((re) => re.exec(t));
  return named.find((hit) => hit)?.[0] ?? null;
}

/** "近20日-5.1%": a signed change right after its window is a move. */
const SIGNED_AFTER_WINDOW = /(?:日|周|月|年|以来|至今)\s*[+-]\s*\d/;

/** A clause about a financial metric ("营收涨幅", "净利润创新高") is not about the share price. */
const MARKET_METRICS: ReadonlySet<string> = new Set(["rsi", "pe_ttm", "pb", "market_cap"]);
const namesFinancialMetric = (t: string): boolean => findMetrics(t).some((x) => !MARKET_METRICS.has(x.metric));

/** Normalised, without indicator parameters: "RSI(14)为28" reads 28, not 14. */
export const prepared = (text: string): string =>
  withDoubledYear(rsiByCode(expandShorthand(normalizeNumberText(text))))
    .replace(INDICATOR_PARAMS, "$1")
    .replace(NOT_RECOVERED, "下跌")
    .replace(RECOVERED, "反弹")
    .replace(DIGESTED, "回调");

/**
 * Whether a clause speaks of the share price or its technicals (what this module checks): by a word only prices are
 * described with, or, after a clause about the price (`afterPrice`), by a word prices share with financial metrics.
 */
export const isMarketClause = (text: string, afterPrice = false): boolean => {
  const t = prepared(text);
  if (namesFinancialMetric(t)) return false;
  // "平安今年以来下跌约15%": a move over a window (year to date included) with no financial metric is the price's.
  const window = WINDOW_WORDS.some((w) => w.re.test(t)) || YTD_WORDS.test(t) || YEAR_FIRST_WEEKS.test(t);
  const moved = UP_WORDS.test(t) || DOWN_WORDS.test(t) || FLAT_WORDS.test(t) || SIGNED_AFTER_WINDOW.test(t);
  if (moved && otherMover(t)) return false;
  const movedOverWindow = window && moved;
  // "离高点301.5不到7%": a distance from the range's high or low with a size is the price's.
  const fromExtreme = (FROM_HIGH.test(t) || FROM_LOW.test(t)) && shownPercent(t) !== null;
  // "较2022年末仍跌去四成以上": a move from a year's last close with no financial metric is the price's.
  // A ratio's change from its year-end level ("比2017年末的66.3%上升约2.5个百分点") is a financial metric's.
  const ratioChange = /百分点|pp|的\s*\d+(?:\.\d+)?\s*%/i.test(t);
  const based = NAMED_YEAR_END_CLOSE.test(t) || SINCE_DAY.test(t);
  // "2026年以来招行累计下跌约9.1%": a sized move since a year began, with no financial metric, is the price's.
  const sinceYear = YEAR_SINCE.test(t) && moved && shownPercent(t) !== null;
  const fromYearEnd = (based || sinceYear) && !ratioChange && (moved || shownPercent(t) !== null);
  const byDistance = fromExtreme || fromYearEnd;
  // "4月29日拉了4%", "连跌三天": a named session's or a run's move with no financial metric is the price's.
  // "1月6日至3月30日累计下跌约24%": a move between two named days' closes.
  const dayMove =
    speaksOfDays(t, moved) ||
    shareYearMove(t, YEAR_MOVE) !== null ||
    YEAR_SO_FAR.test(t) ||
    speaksOfMonth(t) ||
    ((namesDatedSpan(t) || namesMonthExtreme(t)) && moved);
  // "…，量是前一天的2.7倍": after a price clause, a day's volume against the day before is the price's too.
  const afterWeak = afterPrice && (MARKET_WEAK.test(t) || DAY_VOLUME_WORDS.test(t));
  // "从1月27日的91.81元回血": a price in 元 the clause dates is a close.
  const dated = datedLevels(t).length > 0;
  // "处于一年区间最底部5%以内", "现价约处在由低到高36%的位置": the close's place in its range ("价格在5.27元低点附近"
  // next to an end of it).
  const places = [RANGE_POSITION, LOW_TO_HIGH, WEEK52_QUANTILE, NEAR_RANGE_END];
  const placed = places.some((re) => re.test(t)) || namesFarEnd(t);
  // "相比60个交易日前的65.31元": the close a window ago (sessions-ago.ts).
  const agoBase = AGO_PRICE.test(t);
  const path = readsPricePath(t);
  // "五粮液跌出近60日新低": only a close is set against the closes of N sessions.
  const sessionsExtreme = N_DAY_EXTREME.test(t) || MONTH_EXTREME.test(t);
  // "仍高于2024年末收盘价": the close set against a year's last close (year-end-side.ts).
  const yearEndSide = namesYearEndSide(t);
  // "59.37元夹在59.29元与61.25元之间": a price between two levels (average-between.ts).
  const between = namesBareBetween(t);
  // "年内高点也没站上43元": the year's high said to stay under a price (ytd-ceiling.ts); "最近三个收盘101.48→105.40
  // →102.98": the last closes listed (last-closes.ts); "4月30日收于年内最低" a day's close called the year's extreme.
  const ceiling = namesYearCeiling(t) || namesLastCloses(t) || namesDayExtreme(t);
  return (
    MARKET_TOPIC.test(t) ||
    countsUpDownDays(t) ||
    sessionsExtreme ||
    movedOverWindow ||
    byDistance ||
    dayMove ||
    afterWeak ||
    dated ||
    placed ||
    agoBase ||
    path ||
    yearEndSide ||
    between ||
    ceiling
  );
};

/**
 * Checks one clause against the price facts; [] when it says nothing about prices or the facts carry no bars.
 * `afterPrice`: the clause before it in the point was about the price, so "创52周新高" alone still reads the price.
 */
export function checkMarketClause(text: string, facts: Facts, afterPrice = false): ClaimCheck[] {
  // "近10个交易日5涨5跌": counts of up and down days, read apart so no move over the window is read off their 涨/跌.
  const m = facts.market;
  const counted = m && isMarketClause(text, afterPrice) ? checkUpDownDays(prepared(text), m) : [];
  if (counted.length === 0) return marketReadings(text, facts, afterPrice);
  return [...counted, ...marketReadings(withoutUpDownCounts(text), facts, afterPrice)];
}

function marketReadings(text: string, facts: Facts, afterPrice: boolean): ClaimCheck[] {
  const t = prepared(text);
  if (!isMarketClause(text, afterPrice) || facts.market === undefined) return [];
  const m = facts.market;
  if (m === null) return [undecided("market", "行情数据", `截至${facts.asOf}没有连续的日线，无法核验`)];
  const later = laterMonth(t, m.lastBar);
  if (later) return [later];
  // "1月6日至3月30日累计下跌约24%": the move between the two days' closes, no other reading of it.
  const span = checkDatedSpan(t, m).concat(checkMonthExtreme(t, m));
  if (span.length > 0) return span;
  // "4月29日放量大涨3.1%": a day named with no window is that session's move, never the 20-session one.
  const day = daySpoken(t, m);
  const readers = [
    checkAverages,
    checkAverageRank,
    checkMacd,
    checkMacdLines,
    checkMacdCrossDates,
    checkMacdCrossAge,
    checkRsi,
    // "自2月初1555元的高点回撤约11%": a base named by its price is that price, not the 52-week high (checkRange).
    checkPricedExtreme,
    checkRange,
    checkSessions,
    checkWindowDays,
    checkCalendarBars,
    checkDatedExtremes,
    checkDayExtremes,
    checkWeek52,
    checkUnstored,
    checkYearEndSide,
    checkAverageCluster,
    checkYearCeiling,
    checkLastCloses,
  ]
    .concat(day ? [] : [checkReturns], day && (day.date !== m.lastBar || PREV_DAY.test(t)) ? [] : [checkVolume])
    .concat(checkPricePath, checkStreak);
  const dayChecks = day ? checkDayMove(t, m, day) : [];
  const checks = readers.flatMap((read) => read(t, m));
  // "2025年7月4日收盘47.07元": a dated price is read on its own session, so the named day does not leave it unread.
  const levels = checkPriceLevels(t, m);
  // A reading of another day than the last bar is not compared with it: undecided, with the reason.
  // "自2025年7月22日以来": a day a move is measured from, not the day of the reading.
  // "近一年最大单日跌幅出现在2025年7月11日": the day the window's extreme fell on (check-window-days.ts).
  const date = SINCE_DAY.test(t) || namesExtremeDay(t) ? null : namedDate(t);
  const read = [...checks, ...levels];
  if (read.length === 0 || !date || date === m.lastBar) return [...dayChecks, ...read];
  if (date > m.lastBar)
    return [undecided("market", `${date}的行情`, `${date}晚于最后一根日线（${m.lastBar}），无法核验`)];
  const other = `行情指标按最后一根日线（${m.lastBar}）计算，无法核验${date}当日的读数`;
  return [...dayChecks, ...(checks.length > 0 ? [undecided("market", `${date}的行情`, other)] : []), ...levels];
}
