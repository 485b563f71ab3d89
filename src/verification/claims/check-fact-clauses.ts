import { checkEventClause } from "./check-events";
import { checkMarketClause, checkMarketReading, isMarketClause } from "./check-market";
import type { ClaimCheck } from "./check-series";
import { EVENT_WORDS } from "./event-words";
import type { Facts } from "./facts";
import { checkIndustryClause } from "./industry-norms";
import { POSITIVE_READING } from "./market-words";

/**
 * The checks on facts beyond the financial series, run on a point's own clauses (not on the quotes it cites, which
 * speak of their own day): prices and technicals (check-market.ts), announcements (check-events.ts) and the
 * industry's own metrics that the data does not hold (industry-norms.ts).
 */
export function checkFactClauses(texts: readonly string[], facts: Facts): ClaimCheck[] {
  return [...texts.flatMap((t, i) => checkFactClause(t, texts[i - 1] ?? null, facts)), ...checkMarketReading(texts, facts)];
}

/** One clause's price, event and industry checks; `previous` is the clause before it (a price named there carries on). */
export function checkFactClause(text: string, previous: string | null, facts: Facts): ClaimCheck[] {
  const afterPrice = previous !== null && isMarketClause(previous);
  return [...checkMarketClause(text, facts, afterPrice), ...checkEventClause(text, facts), ...checkIndustryClause(text)];
}

/** A clause these checks read, so the parser keeps it though it names no financial metric ("MACD金叉", "拟回购"). */
export function namesFactClause(text: string): boolean {
  return isMarketClause(text) || EVENT_WORDS.some((w) => w.re.test(text)) || checkIndustryClause(text).length > 0 || POSITIVE_READING.test(text);
}
