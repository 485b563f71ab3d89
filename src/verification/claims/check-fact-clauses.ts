import { carriedMonth } from "./check-calendar-bars";
import { EXTREME_CLOSE } from "./check-dated-extremes";
import { logReadings } from "./market-shorthand";
import { checkEventClause } from "./check-events";
import { NEXT_DAY, PREV_DAY, dayPhrase } from "./check-price-day";
import { checkMarketClause, isBareWindow, isMarketClause, windowPhrase } from "./check-market";
import { checkMarketReading } from "./market-reading";
import { namesPricePath } from "./check-price-path";
import type { ClaimCheck } from "./check-series";
import { EVENT_WORDS } from "./event-words";
import type { Facts } from "./facts";
import { checkIndustryClause, checkIndustryLeverage, readsLeverage } from "./industry-norms";
import { type WrittenDay, dayText } from "./market-days";
import { findMetrics } from "./metric-lexicon";
import { statesRelation } from "./metric-relations";
import { DOWN_WORDS, FROM_HIGH, POSITIVE_READING, UP_WORDS } from "./market-words";
import { ranksQuarter } from "./quarter-ranks";

/** A size shown in figures or in tenths ("3%", "两成多"). */
const SIZED = /\d\s*%|[一二两三四五六七八九]成/;

/** What gives a price clause a reference of its own: an average, an indicator, volume, the 52-week range. */
const OWN_REFERENCE =
  /均线|年线|MA\s*\d|MACD|RSI|DIF|DEA|金叉|死叉|成交|量能|放量|缩量|52周|五十二周|高点|高位|低点|K线/i;

/** A point's reading of its facts as news (check-assertions.ts holds it to what they say). */
const READING = /利空|利好|风险信号|危险信号|负面信号/;

/** Per-share lines, written in 元 as a share price is. */
const PER_SHARE: ReadonlySet<string> = new Set(["bps", "basic_eps", "ocf_per_share"]);
/** Words that make a 元 figure a share price whatever the clause before named. */
const PRICE_WORDS = /股价|收盘|收于|收报|现价|价格|报价|市价|涨|跌/;
/**
 * "每股净资产44.90元，较2025年末的43.43元增加1.47元": a dated figure in 元 right after a clause naming a per-share line
 * is that line's level at the date, not the share's close, unless the clause speaks of the price.
 */
const perShareCarried = (prev: string, text: string): boolean =>
  !PRICE_WORDS.test(text) && findMetrics(text).length === 0 && findMetrics(prev).some((m) => PER_SHARE.has(m.metric));

/** A clause that is only a figure with no unit ("97.08", "436"). */
const BARE_PRICE = /^\s*\d+(?:\.\d+)?\s*$/;

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
  text: string,
  previous: string | null,
  facts: Facts,
  next: string | null = null,
  carried?: WrittenDay,
): ClaimCheck[] {
  // "97.08，年线116.47远在上方": a bare figure opening a point, trader shorthand for the last close - only when a
  // price clause follows it ("436，营收稳健" is no price).
  if (previous === null && BARE_PRICE.test(text) && next !== null && isMarketClause(next, true)) {
    return checkMarketClause(`收盘${text.trim()}`, facts);
  }
  const prev = previous ?? "";
  const afterPrice = prev !== "" && isMarketClause(prev);
  // "拉长到一年，股价仍上涨了约37%": the move is over the window the clause before names; "逼近52周高点41.37元，
  // 距离不到3%": the distance is from the high the clause before names.
  // "股价从1614跌到1456.6，累计下跌约9.8%": a size naming no window nor reference after a path is the path's.
  const bareOf = (t: string): boolean => windowPhrase(t) === null && !OWN_REFERENCE.test(t) && !FROM_HIGH.test(t);
  const bareSize = (t: string): boolean => bareOf(t) && /\d\s*%/.test(t);
  const joins =
    prev !== "" &&
    (isBareWindow(prev) ||
      (/高点|高位/.test(prev) && /^(?:现价|股价|目前|当前)?\s*距/.test(text.trim())) ||
      // "从一年内的高点48.55元算，已经回撤了两成多": a bare size after a clause that only names the high as a base.
      (FROM_HIGH.test(prev) && !SIZED.test(prev) && SIZED.test(text) && bareOf(text)) ||
      (namesPricePath(prev, facts.market) && bareSize(text)));
  // "过去一年股价几乎翻倍，涨幅约92%": a move naming no window of its own is over the window the price clause before
  // names. Only a bare move does: a distance from the high, an average, volume or an indicator has its own reference.
  const moves = UP_WORDS.test(text) || DOWN_WORDS.test(text);
  // "股价小幅回落0.6%" after "近20个交易日…": the share price named alone does not give the move a reference.
  const bare = moves && !OWN_REFERENCE.test(text) && !FROM_HIGH.test(text);
  const window = afterPrice && !joins && bare && windowPhrase(text) === null ? windowPhrase(prev) : null;
  // "4月29日放量涨了1.3%，成交量是前一天的两倍多": a day's volume or sized move naming no day nor window is the
  // day's the clause before names.
  // Only a sized move: "这是主力借反弹出货" is a reading, not the day's move.
  // "4月29日跳空低开，跌1.86%，量能约为前一日的2.7倍；次日续跌": the day named earlier in the sentence, and the
  // session after it after 次日.
  const named = (bare && /\d\s*%/.test(text)) || PREV_DAY.test(text) || (NEXT_DAY.test(text) && moves);
  const ofDay = named && !windowPhrase(text) && !dayPhrase(text);
  const day = !joins && !window && ofDay ? (dayPhrase(prev) ?? (carried ? dayText(carried) : null)) : null;
  // "2月19日收344.4元，是2019年以来的最高收盘": the day the clause before named is the one called the extreme.
  const extremeOf = /^\s*(?:这)?是/.test(text) && EXTREME_CLOSE.test(text) && !dayPhrase(text);
  const month = extremeOf ? (dayPhrase(prev) ?? (carried ? dayText(carried) : null)) : carriedMonth(text, prev);
  const own = joins ? `${prev}${text}` : window ? `${window}${text}` : day ? `${day}${text}` : (month ?? "") + text;
  // "[000858] close=97.08 pos52=20% RSI14=28.4": each reading of a log line on its own.
  const market = perShareCarried(prev, text)
    ? []
    : logReadings(own).flatMap((part) => checkMarketClause(part, facts, afterPrice));
  // "年内平安跌13.2%，招行跌9.1%": a second size over the window the clause before already sized is another
  // subject's (a peer's); it is not failed as the company's own.
  const secondSize = window !== null && /\d\s*%|[一二两三四五六七八九]成/.test(prev) && /\d\s*%|成/.test(text);
  const marks = secondSize ? market.map((c) => (c.ok === false ? asOtherSubject(c) : c)) : market;
  return [...marks, ...checkEventClause(text, facts), ...checkIndustryClause(text)];
}

function asOtherSubject(c: ClaimCheck): ClaimCheck {
  const reason = "同一区间已有本公司的涨跌幅，这一涨跌幅可能说的是另一家公司，无法核验";
  return { ...c, ok: null, reason };
}

/** The checks that read a point's clauses together: one price fact read both ways, leverage words by the industry. */
export function checkFactSentences(texts: readonly string[], facts: Facts): ClaimCheck[] {
  return [...checkMarketReading(texts, facts), ...checkIndustryLeverage(texts, facts)];
}

/** A clause these checks read, so the parser keeps it though it names no financial metric ("MACD金叉", "拟回购"). */
export function namesFactClause(text: string): boolean {
  return (
    isMarketClause(text) ||
    isBareWindow(text) ||
    EVENT_WORDS.some((w) => w.re.test(text)) ||
    checkIndustryClause(text).length > 0 ||
    POSITIVE_READING.test(text) ||
    readsLeverage(text) ||
    statesRelation(text) ||
    ranksQuarter(text) ||
    // "是利空信号", "利空出尽，属于利好": a reading of the facts, which the point's reading check compares with them.
    READING.test(text)
  );
}
