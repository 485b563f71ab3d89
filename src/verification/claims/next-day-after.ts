import { NEXT_DAY } from "./check-price-day";

/**
 * "4月24日单日涨2.8%后次日即跌3.8%", "9月2日涨3.5%之后第二天回落1.2%": a day's move, then the move of the session
 * after it, in one clause. Each move is its own session's, so the next day's opens a clause of its own, as when a comma
 * stands there ("4月24日大涨2.8%，次日跌3.8%"), and carries on the day named before it (check-fact-clauses.ts).
 * Only after a figure written as a percent: "高点后次日" names no move of the day before.
 */
const MOVE_THEN_NEXT_DAY = new RegExp(
  String.raw`(\d\s*%(?:\s*(?:左右|上下|多))?)\s*(?:之|以)?后\s*,?\s*(?=(?:${NEXT_DAY.source}))`,
  "g",
);

export const nextDayAfterWritten = (sentence: string): string => sentence.replace(MOVE_THEN_NEXT_DAY, "$1,");
