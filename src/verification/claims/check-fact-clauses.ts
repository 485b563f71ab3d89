import { checkEventClause } from "./check-events";
import { checkMarketClause, checkMarketReading, isBareWindow, isMarketClause } from "./check-market";
import type { ClaimCheck } from "./check-series";
import { EVENT_WORDS } from "./event-words";
import type { Facts } from "./facts";
import { checkIndustryClause, checkIndustryLeverage, readsLeverage } from "./industry-norms";
import { POSITIVE_READING } from "./market-words";

/**
 * The checks on facts beyond the financial series, run on a point's own clauses (not on the quotes it cites, which
 * speak of their own day): prices and technicals (check-market.ts), announcements (check-events.ts) and the
 * industry's own metrics that the data does not hold (industry-norms.ts).
 */
export function checkFactClauses(texts: readonly string[], facts: Facts): ClaimCheck[] {
  const perClause = texts.flatMap((t, i) => {
    const prev = i > 0 ? texts[i - 1]! : "";
    const afterPrice = prev !== "" && isMarketClause(prev);
    // "拉长到一年，股价仍上涨了约37%": the move is over the window the clause before names; "逼近52周高点41.37元，
    // 距离不到3%": the distance is from the high the clause before names.
    const joins = prev !== "" && (isBareWindow(prev) || (/高点|高位/.test(prev) && /^距/.test(t.trim())));
    const own = joins ? `${prev}${t}` : t;
    return [...checkMarketClause(own, facts, afterPrice), ...checkEventClause(t, facts), ...checkIndustryClause(t)];
  });
  return [...perClause, ...checkMarketReading(texts, facts), ...checkIndustryLeverage(texts, facts)];
}

/** A clause these checks read, so the parser keeps it though it names no financial metric ("MACD金叉", "拟回购"). */
export function namesFactClause(text: string): boolean {
  return (
    isMarketClause(text) ||
    isBareWindow(text) ||
    EVENT_WORDS.some((w) => w.re.test(text)) ||
    checkIndustryClause(text).length > 0 ||
    POSITIVE_READING.test(text) ||
    readsLeverage(text)
  );
}
