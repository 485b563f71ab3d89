import { withStackPlace } from "./close-in-stack";
import { carriedMonth, speaksOfMonth } from "./check-calendar-bars";
import { EXTREME_CLOSE } from "./check-dated-extremes";
import { logReadings } from "./market-shorthand";
import { checkEventClause } from "./check-events";
import { carriedConditionClause } from "./event-conditions";
import { afterDayBefore } from "./event-dates";
import { thenCompared } from "./then-compared";
import { spanOfDays } from "./dated-span";
import { NEXT_DAY, PREV_DAY, dayPhrase, sessionSpokenBefore } from "./check-price-day";
import { checkMarketClause, isBareWindow, isMarketClause, windowPhrase } from "./check-market";
export { indicatorDirection } from "./indicator-direction";
import { checkMarketReading } from "./market-reading";
import { namesPricePath } from "./check-price-path";
import { withPathSize } from "./path-window";
import { type ClaimCheck, undecided } from "./check-series";
import { highOfPrevious } from "./high-share";
import type { Facts } from "./facts";
import { checkIndustryClause, checkIndustryLeverage } from "./industry-norms";
import { checkBorrowedNorm } from "./borrowed-norm";
import { NOW_WORDS, SINCE_THEN, type WrittenDay, dayText } from "./market-days";
import { sinceNamedExtreme } from "./priced-extreme";
import { withSameWindow } from "./market-same-window";
import { withNextOrder } from "./average-listing";
import { withStageExtreme } from "./stage-extreme";
import { withBiasAverage } from "./bias-average";
import { withVolumeBase } from "./volume-restated";
import { withRangePlace } from "./range-place";
import { withNamedLevel } from "./named-level";
import { withAverageDistance } from "./average-distance";
import { withDayRank } from "./day-rank";
import { withMaxDaySize } from "./check-window-days";
import { beforeWanted } from "./market-wanted";
import { metricCarried } from "./metric-carried";
import { anchoredMove } from "./move-anchor";
import { checkDayExtremes, withDayClosed } from "./day-extremes";
import { DOWN_WORDS, FROM_HIGH, UP_WORDS } from "./market-words";
import { INDICATOR_NAME } from "./indicator-names";
import { BASE_WORDS, YEAR_END } from "./price-base-words";
import { withPlacedDif } from "./check-macd-lines";
import { weighsDayVolume } from "./volume-bases";
import { MAX_DAY } from "./check-window-days";
import { withIndicatorValue } from "./indicator-value";
import { FRACTION } from "./market-words";
import { checkSpokenPrice, spokenAlone, spokenNamed } from "./spoken-price";

/** A size shown in figures, in tenths or as a fraction ("3%", "两成多", "三分之一", "一半", "腰斩"). */
const SIZED = new RegExp(String.raw`\d\s*%|[一二两三四五六七八九]成|${FRACTION}|一半|腰斩`);
/** What gives a price clause a reference of its own: an average, an indicator, volume, the 52-week range. */
const OWN_REFERENCE =
  /均线|年线|MA\s*\d|MACD|RSI|DIF|DEA|金叉|死叉|成交|量能|放量|缩量|52周|五十二周|高点|高位|低点|K线/i;

/**
 * "高点回落已逾三成", "从近期高点回撤22%以上", "自区间高点回撤约31%": a fall from a high the clause gives no window of
 * its own (区间 is the window the clause before names).
 */
// "现价较区间最高收盘回撤12.4%": the window's highest close named as such is its high.
// "可自区间收盘高点已回撤近11%": a contrast word may open the clause, an adverb stand before the verb; "收盘距阶段
// 高点回撤约4%": the close as the subject, its distance from the high.
const WINDOW_HIGH_LEAD =
  String.raw`^\s*(?:可|但|但是|而|却|不过)?\s*(?:股价|现价|当前|目前|收盘价?)?\s*` +
  String.raw`(?:从|自|较|距离?|离)?\s*`;
// "从这段时间的收盘高点算回撤约31%": the time of the clause before named as such, the high as where counting starts.
const WINDOW_HIGH_OF = String.raw`(?:近期|阶段性?|区间|这段时间|这段期间|这期间|其间|期间)?\s*(?:的)?\s*`;
const WINDOW_HIGH_THEN = String.raw`\s*(?:算起?|起算|来看)?\s*(?:已经?|又|再|累计|仍)?`;
const WINDOW_HIGH = new RegExp(
  String.raw`${WINDOW_HIGH_LEAD}${WINDOW_HIGH_OF}(?:高点|最高收盘价?|收盘高点)${WINDOW_HIGH_THEN}\s*(?:回落|回撤|下跌)`,
);

/** The high WINDOW_HIGH names, written as the window's drawdown reads it ("近60个交易日从高点回撤"). */
const WINDOW_HIGH_NAME = new RegExp(
  String.raw`${WINDOW_HIGH_LEAD}${WINDOW_HIGH_OF}(?:高点|最高收盘价?|收盘高点)${WINDOW_HIGH_THEN}`,
);

/**
 * "已低于2019年末的133.01元": a year-end close the clause before places the price against; "从2025年末的97.72元算起":
 * or names as where the move after it starts.
 */
// "和2020年末291.85元的高位相比": 和/与 … 相比 names the base as 较 does.
const PREV_YEAR_END = /(?:低于|高于|不及|超过|比|较|相对|相比|从|自|和|与)\s*(\d{4})\s*年\s*(?:末|底)/;
/** "相对2020年末291.85元的高位": the clause names that close, so it speaks of the price. */
/** "较去年末", "比2024年底": a year-end close named as the base of the clause's own move. */
const FROM_YEAR_END = new RegExp(`${BASE_WORDS}\\s*${YEAR_END}`);
const YEAR_END_CLOSE = new RegExp(String.raw`${PREV_YEAR_END.source}\s*(?:的)?\s*(?:收盘价?)?\s*\d+(?:\.\d+)?\s*元`);
/** "2020年底还收在291.85元": a year's last close stated, which a move "至今" or "如今" after it is measured from. */
const YEAR_END_AT = new RegExp(
  String.raw`(\d{4})\s*年\s*(?:末|底)\s*(?:时|的时候)?\s*(?:还|仍|尚|都)?\s*(?:收盘价?|收在|收于|收报|报收)` +
    String.raw`\s*(?:为|在|是)?\s*\d+(?:\.\d+)?\s*元`,
);
const NOW_ON = new RegExp(`^\\s*(?:${NOW_WORDS})`);

/**
 * "属于震荡中的回调", "算是超跌后的反弹": the moves before named as a kind - a reading of them, not a move of its own
 * over their window.
 */
const MOVE_KIND =
  /^\s*(?:这|此)?\s*(?:属于|属|算是|只是|不过是)\s*[^，,；;%\d]{0,8}?[中里后]的\s*(?:回调|反弹|调整|回落)/;

/** A day the clause names itself ("4月29日"). */
const DATED = /\d\s*月\s*\d{1,2}\s*日|今日|今天|当日|当天/;

/** "出现在4月10日", "发生在3月10日": a clause that only dates what the clause before sized. */
const ON_DAY_AFTER =
  /^\s*(?:均|都|则)?\s*(?:出现在|发生在|出现于|发生于)\s*(?:\d{4}\s*年\s*)?\d{1,2}\s*月\s*\d{1,2}\s*日/;

/** "收盘97.08元", "收于97.08元": a clause ending on the close's price (group 1). */
const CLOSED = /(?:收盘价?|收于|收在|收报)\s*(?:约)?\s*(\d+(?:\.\d+)?)\s*元?\s*$/;

/**
 * A clause that is only a figure with no unit ("97.08", "436"). Six digits with no decimals are a stock code
 * ("signal|600028|close=5.39"): no A-share trades at 100000元.
 */
const BARE_PRICE = /^\s*(?!\d{6}\s*$)\d+(?:\.\d+)?\s*$/;
/**
 * "比亚迪现在102.98", "如今只剩5.39元", "五粮液跌回97元", "【诊股】中国平安 59.37元": the price now (what is left of
 * it), or the level it has moved to with no time named, or a card's price, a clause of its own, is the last close.
 */
const NOW_PRICE = new RegExp(
  // "【诊股】中国平安 59.37元": a card's heading, the name then the price.
  // "【快讯】五粮液收跌约1.3%，报97.08元": a news flash's 报 alone opening the clause.
  String.raw`^\s*(?:【[^】]{1,8}】\s*[^\d\s，,]{2,8}?\s*(?=\d)|报(?=\s*\d)|` +
    String.raw`(?:[^\d\s年月日周前曾，,]{1,6}?)?(?:现价|现报|${NOW_WORDS}|` +
    String.raw`(?:已经?)?(?:跌回|跌到|跌至|回落到|回落至|涨回|涨到|涨至|回到)))\s*(?:股价|价格)?\s*` +
    String.raw`(?:才|只有|只剩|仅剩|仅有|仅|还有|还在|在|是|为|报)?\s*约?\s*` +
    // "五粮液都跌到97块了", "现在38块出头": a forum's 块, its hedges (出头, 多: spoken-price.ts) and 了.
    String.raw`(\d+(?:\.\d+)?)\s*(?:[元块]\s*(出头|多)?)?\s*(?:附近|左右|一带)?\s*(?:了|啦)?\s*$`,
);
/** The words that make a level reached an extreme (最高涨到, 一度跌至, 高点跌到), not the close now. */
const EXTREME_REACHED = /最高|最低|一度|曾|高点|低点|盘中|日内/;
/** "自2025年7月10日48.24元的收盘高点以来", "从去年7月10日算起": a clause naming only the day a move is from. */
// "若从2024年末算起": a year's last close as the base, 若 only naming it (phrase-words.ts CONDITIONAL).
const SINCE_ONLY = new RegExp(
  String.raw`^\s*(?:若|如果)?\s*(?:自|从)\s*(?:(?:\d{4}\s*年\s*)?\d{1,2}\s*月\s*\d{1,2}\s*日|\d{4}\s*年\s*[末底])` +
    String.raw`[^，,；;%]{0,20}?(?:以来|算起|起算|算)\s*$`,
);

/**
 * The checks on facts beyond the financial series, run on a point's own clauses (not on the quotes it cites, which
 * speak of their own day): prices and technicals (check-market.ts), announcements (check-events.ts) and the
 * industry's own metrics that the data does not hold (industry-norms.ts).
 */
export function checkFactClauses(texts: readonly string[], facts: Facts): ClaimCheck[] {
  return [
    ...texts.flatMap((t, i) => checkFactClause(t, texts[i - 1] ?? null, facts, texts[i + 1] ?? null)),
    ...checkFactSentences(texts, facts),
  ];
}

/**
 * One clause's price, event and industry checks; `previous` is the clause before it (a price named there carries on),
 * `next` the one after it, `carried` the day an earlier clause of its sentence named (market-days.ts).
 */
export function checkFactClause(
  written: string,
  previous: string | null,
  facts: Facts,
  next: string | null = null,
  carried?: WrittenDay,
  spanFrom?: WrittenDay,
): ClaimCheck[] {
  // "…，同期振幅超过40%": the window of the clause before; "建议等待放量确认": what is waited for is not read;
  // "52周区间里，收盘位置不足两成": the range of the clause before (range-place.ts).
  // "收盘价低于年线1453元，乖离率约-4.7%": the 乖离 of the average named before (bias-average.ts).
  // "近20日成交均量萎缩到前20日的七成以下，约0.68倍": the same ratio again (volume-restated.ts).
  // "MACD的DIF约0.52，已经站到DEA上方": the DIF of the clause before (check-macd-lines.ts).
  const restated = withPlacedDif(withVolumeBase(withBiasAverage(thenCompared(written), previous), previous), previous);
  // "收盘跌破前60个交易日的所有收盘价，创出阶段新低": the stage is the window before (stage-extreme.ts).
  // "六条均线空头排列，97.08元的收盘压在最下方": the close against every average listed before (close-in-stack.ts).
  const placed = withStackPlace(withRangePlace(withSameWindow(restated, previous), previous), previous);
  // "52周最高7.64元，现价比它低约26%": the distance from the level the clause before names (named-level.ts).
  // "…自上而下依次排开，标准的空头排列": the stack the next clause names (average-listing.ts).
  // "MA60在98.35元，现价102.98元高出约4.7%": the distance from the one average named before (average-distance.ts).
  // "4月8日单日大涨4.87%为近20日最大涨幅": the window's largest one-day move, on that day (day-rank.ts).
  // "近一年最大单日跌幅出现在7月11日，约-5.4%": the size of the largest move named before (check-window-days.ts).
  const ranked = withMaxDaySize(withDayRank(placed, previous), previous);
  const leveled = withNamedLevel(withAverageDistance(ranked, previous), previous);
  // "RSI(14)回落到40以下，约39.6": a bare reading is the value of the one indicator named before (indicator-value.ts).
  const valued = withIndicatorValue(leveled, previous);
  // "此后3月单月跌了10%": a calendar month's move after 此后 is over that month, not from the day named before.
  const then = SINCE_THEN.exec(valued);
  const ownMonth = then && speaksOfMonth(valued.slice(then[0].length)) ? valued.slice(then[0].length) : valued;
  const text = withNextOrder(beforeWanted(withStageExtreme(ownMonth, previous)), next);
  // "2021年2月创下2627元的历史高点，如今股价不到高点的六成": that high is not the 52-week one (high-share.ts).
  const highNote = "前文所说的高点不是52周高点，没有它的数据，无法核验";
  if (highOfPrevious(text, previous)) return [undecided("market", "股价为前文高点的占比", highNote)];
  // "…，3月30日跌到56.33元，区间跌幅约24%": the span between the days the sentence named (dated-span.ts).
  const span = spanOfDays(text, spanFrom, carried);
  if (span) return [...checkMarketClause(span, facts), ...checkEventClause(text, facts)];
  // "4月30日收于97.08元，创年内收盘新低": the extreme of the day's close the clause before gives (day-extremes.ts).
  const closedDay = facts.market ? withDayClosed(text, previous) : text;
  const dayExtreme = closedDay !== text && facts.market ? checkDayExtremes(closedDay, facts.market) : [];
  if (dayExtreme.length > 0) return [...dayExtreme, ...checkEventClause(text, facts)];
  // "从1月5日收盘42.35元到现在，招行跌了约9.6%": a move from the day the clause before anchors (move-anchor.ts).
  const anchored = anchoredMove(previous, text, facts.market?.lastBar);
  if (anchored) return [...checkMarketClause(anchored, facts), ...checkEventClause(text, facts)];
  const alone = !facts.market
    ? null
    : previous !== null && isMarketClause(previous)
      ? spokenAlone(text, facts.market)
      : spokenNamed(text, facts.market);
  if (alone) return [alone];
  // "97.08，年线116.47远在上方": a bare figure opening a point, trader shorthand for the last close - only when a
  // price clause follows it ("436，营收稳健" is no price).
  if (previous === null && BARE_PRICE.test(text) && next !== null && isMarketClause(next, true)) {
    return checkMarketClause(`收盘${text.trim()}`, facts);
  }
  const now = NOW_PRICE.exec(text);
  // "比亚迪最高涨到116.59元": an extreme reached, not where the price is now; "RSI跌到30附近": an indicator's level.
  // "EPS已涨到5块", "每股分红跌到30块了": a per-share figure, not the price.
  if (
    now &&
    !EXTREME_REACHED.test(now[0]) &&
    !INDICATOR_NAME.test(now[0]) &&
    !/每股|EPS|分红|股息|派息|净资产/i.test(now[0])
  ) {
    // A spoken 块 or a hedge (出头, 多) is the price as spoken (spoken-price.ts).
    const m = facts.market;
    if (m && (now[2] || /\d\s*块/.test(now[0]))) return [checkSpokenPrice(now[1] ?? "", now[2] !== undefined, m)];
    return checkMarketClause(`收盘${now[1]}`, facts);
  }
  const prev = previous ?? "";
  const afterPrice = prev !== "" && isMarketClause(prev);
  // "拉长到一年，股价仍上涨了约37%": the move is over the window the clause before names; "逼近52周高点41.37元，
  // 距离不到3%": the distance is from the high the clause before names.
  // "股价从1614跌到1456.6，累计下跌约9.8%": a size naming no window nor reference after a path is the path's.
  const bareOf = (t: string): boolean => windowPhrase(t) === null && !OWN_REFERENCE.test(t) && !FROM_HIGH.test(t);
  // "涨了五成八", "已经翻了一倍多": a size in 成 or 倍 as well as in %.
  const bareSize = (t: string): boolean => bareOf(t) && (SIZED.test(t) || /翻倍|倍/.test(t));
  const joins =
    prev !== "" &&
    // "近10日仅3天收涨，4月30日收跌约2.3%": a clause naming its own day is that session's, not the window's.
    ((isBareWindow(prev) && dayPhrase(text) === null) ||
      (/高点|高位/.test(prev) && /^(?:现价|股价|目前|当前)?\s*距/.test(text.trim())) ||
      // "从一年内的高点48.55元算，已经回撤了两成多": a bare size after a clause that only names the high as a base.
      (FROM_HIGH.test(prev) && !SIZED.test(prev) && SIZED.test(text) && bareOf(text)) ||
      // "自2025年7月10日收盘以来，股价下跌约20.7%": a bare size after a clause that only names the day it is from.
      (SINCE_ONLY.test(prev) && SIZED.test(text) && bareOf(text) && !/\d\s*月|\d\s*日/.test(text)) ||
      (namesPricePath(prev, facts.market) && bareSize(text)) ||
      // "最大单日涨幅6.7%，出现在4月10日": the day the largest move fell on, written after it.
      (MAX_DAY.test(prev) && ON_DAY_AFTER.test(text)));
  // "过去一年股价几乎翻倍，涨幅约92%": a move naming no window of its own is over the window the price clause before
  // names. Only a bare move does: a distance from the high, an average, volume or an indicator has its own reference.
  // "至今回撤约31%": a drawdown since the day named before is the move from that day's close.
  // "收盘高点107.63元出现在3月23日，目前回撤约4.3%": a fall 目前 from a high dated before is from that day's close.
  const nowFromHigh = NOW_ON.test(text) && /回撤|回落/.test(text) && /高点|最高/.test(prev) ? NOW_ON.exec(text) : null;
  const moves =
    UP_WORDS.test(text) || DOWN_WORDS.test(text) || ((SINCE_THEN.test(text) || nowFromHigh) && /回撤/.test(text));
  // "股价小幅回落0.6%" after "近20个交易日…": the share price named alone does not give the move a reference.
  // "近20个交易日下跌约5.1%，4月单月跌4.5%": a calendar month's move is over that month, not the window before.
  // "属于震荡中的回调": a kind named, no move of its own.
  // "…，但较去年末1377.18元仍微涨0.5%": a move from a year-end close is measured from it, not over the window before.
  const referenced =
    OWN_REFERENCE.test(text) || FROM_HIGH.test(text) || speaksOfMonth(text) || FROM_YEAR_END.test(text);
  const bare = moves && !referenced && !MOVE_KIND.test(text);
  // "近60个交易日振幅超过四成，高点回落已逾三成": a fall from the high naming no window is from the window's high.
  const windowHigh = afterPrice && !joins && WINDOW_HIGH.test(text) && windowPhrase(text) === null;
  // "3月3日收盘7.82元为年内最高，此后不到两个月跌去约31%": 此后 measures from the day named, not over its window;
  // "随后一个交易日跌3.8%" names the session after it (NEXT_DAY).
  const sinceDay =
    !joins && moves && (SINCE_THEN.test(text) || nowFromHigh) && (SIZED.test(text) || bare) && !NEXT_DAY.test(text)
      ? (dayPhrase(prev) ?? (carried ? dayText(carried) : null))
      : null;
  // "近60个交易日收盘最高110.77元，自那以后回撤约12.4%": a fall since the high of the window named before, with no day
  // of its own, is that window's drawdown.
  const sinceHigh =
    afterPrice && !joins && SINCE_THEN.test(text) && /回撤|回落|下跌/.test(text) && /最高|高点/.test(prev);
  // "收盘跌破前20日所有收盘价，4月29日单日跌2.8%": a move on a day the clause names is that session's, not the
  // window's; the day a window's largest move fell on ("最大单日跌幅约6.3%（3月10日）") is no session of its own.
  const ownDay = dayPhrase(text) !== null && !MAX_DAY.test(text);
  const window =
    afterPrice && !joins && !sinceDay && ((bare && !ownDay) || windowHigh || sinceHigh) && windowPhrase(text) === null
      ? windowPhrase(prev)
      : null;
  // "4月29日放量涨了1.3%，成交量是前一天的两倍多": a day's volume or sized move naming no day nor window is the
  // day's the clause before names.
  // Only a sized move: "这是主力借反弹出货" is a reading, not the day's move.
  // "4月29日跳空低开，跌1.86%，量能约为前一日的2.7倍；次日续跌": the day named earlier in the sentence, and the
  // session after it after 次日.
  const named = (bare && /\d\s*%/.test(text)) || PREV_DAY.test(text) || (NEXT_DAY.test(text) && moves);
  // "4月29日…，约为前5日均量的3倍以上": a volume weighed against the sessions before a day is the day's named before.
  const ofDay = (named && !windowPhrase(text) && !dayPhrase(text)) || (weighsDayVolume(text) && !DATED.test(text));
  const spoken = ofDay ? sessionSpokenBefore(prev, text, carried ? dayText(carried) : null) : null;
  const day = sinceDay ?? (!joins && !window ? spoken : null);
  // "2月19日收344.4元，是2019年以来的最高收盘": the day the clause before named is the one called the extreme.
  const extremeOf = /^\s*(?:这)?是/.test(text) && EXTREME_CLOSE.test(text) && !dayPhrase(text);
  // "收盘97.08元，是2020年以来的最低收盘价": a close with no day, named before, is the one called the extreme.
  const closed =
    /^\s*(?:这)?(?:已?是|为)/.test(text) && EXTREME_CLOSE.test(text) && !dayPhrase(text) ? CLOSED.exec(prev) : null;
  const closeOf = closed && !dayPhrase(prev) && !carried ? `${closed[1]}元` : null;
  const month =
    closeOf ?? (extremeOf ? (dayPhrase(prev) ?? (carried ? dayText(carried) : null)) : carriedMonth(text, prev));
  const windowed = windowHigh
    ? text.replace(WINDOW_HIGH_NAME, "从高点")
    : sinceHigh && window
      ? text.replace(SINCE_THEN, "从高点")
      : text;
  // "快照…，此后股价又下跌约19%": a move since the day named before, not that day's own move.
  const since = NEXT_DAY.test(text) ? null : (SINCE_THEN.exec(text) ?? (sinceDay ? nowFromHigh : null));
  const dated =
    day && since ? `自${day}以来${text.slice(since.index + since[0].length)}` : day ? `${day}${text}` : null;
  // "收盘97.08元已低于2019年末的133.01元，跌去约27%": a bare sized move from the year-end close named before.
  const priced = afterPrice || YEAR_END_CLOSE.test(prev);
  // "到4月30日涨了约5.4%": only up to the last close; a move to an earlier day ("到3月31日") is not the one held.
  const toDay = /(\d{1,2})\s*月\s*(\d{1,2})\s*日/.exec(text);
  const last = facts.market?.lastBar ?? "";
  const toLast =
    !toDay || (Number(last.slice(5, 7)) === Number(toDay[1]) && Number(last.slice(8)) === Number(toDay[2]));
  // "2020年底还收在291.85元，至今已经跌去约三分之二": the move since the year-end close stated before.
  const sinceYearEnd = SINCE_THEN.test(text) || NOW_ON.test(text) ? YEAR_END_AT.exec(prev) : null;
  const yearEnd =
    priced && !joins && moves && toLast && bareSize(text) ? (PREV_YEAR_END.exec(prev) ?? sinceYearEnd) : null;
  const fromYearEnd = yearEnd ? `较${yearEnd[1]}年末${text}` : null;
  // "次日收盘7.82元见年内高点，随后回撤约31%": since an extreme named by its price is from that price.
  const thenMove = !joins && moves && !NEXT_DAY.test(text) ? SINCE_THEN.exec(text) : null;
  const fromExtreme = thenMove ? sinceNamedExtreme(prev, text.slice(thenMove[0].length), facts.market) : null;
  const own = joins
    ? `${prev}${text}`
    : fromExtreme
      ? fromExtreme
      : fromYearEnd
        ? fromYearEnd
        : window
          ? `${window}${windowed}`
          : dated
            ? dated
            : (month ?? "") + text;
  // "[000858] close=97.08 pos52=20% RSI14=28.4": each reading of a log line on its own.
  const market = metricCarried(prev, text)
    ? []
    : logReadings(own).flatMap((part) => checkMarketClause(part, facts, afterPrice));
  // "年内平安跌13.2%，招行跌9.1%": a second size over the window the clause before already sized is another
  // subject's (a peer's); it is not failed as the company's own.
  // "近20个交易日下跌约5.1%，最大单日跌幅3.8%…": the window's largest one-day move is another measure, not a
  // second size of the same move.
  const secondSize =
    window !== null &&
    !windowHigh &&
    !MAX_DAY.test(text) &&
    // "近5日振幅约4.9%、区间跌约4%": 区间 names the window's own move, no other subject's.
    !/^\s*(?:而|但)?\s*区间/.test(text) &&
    /\d\s*%|[一二两三四五六七八九]成/.test(prev) &&
    // "近20日均量放大约10%，…，期间股价上涨约4%": a size of the volume or the range before is no move of the price.
    !(VOLUME_OR_RANGE.test(prev) && !/股价|涨幅|跌幅|[涨跌]了?约?\s*\d/.test(prev)) &&
    /\d\s*%|成/.test(text);
  const sized = secondSize ? market.map((c) => (c.ok === false ? asOtherSubject(c) : c)) : market;
  const marks = joins ? sized : withPathSize(prev, text, sized, facts);
  // "…9月3日公告回购注销，此后未再出现回购公告": the notices after the day named before (event-dates.ts).
  const event = carriedConditionClause(text, previous) ?? afterDayBefore(text, previous, facts.asOf) ?? text;
  return [...marks, ...checkEventClause(event, facts), ...checkIndustryClause(text)];
}

const VOLUME_OR_RANGE = /均量|成交量|成交额|量能|振幅|换手/;

function asOtherSubject(c: ClaimCheck): ClaimCheck {
  const reason = "同一区间已有本公司的涨跌幅，这一涨跌幅可能说的是另一家公司，无法核验";
  return { ...c, ok: null, reason };
}

/** The checks that read a point's clauses together: one price fact read both ways, leverage words by the industry. */
export function checkFactSentences(texts: readonly string[], facts: Facts): ClaimCheck[] {
  const leverage = [...checkIndustryLeverage(texts, facts), ...checkBorrowedNorm(texts, facts)];
  return [...checkMarketReading(texts, facts), ...leverage];
}
