import { within } from "./check-series";
import type { DirectionSense } from "./judgement-words";

/**
 * A digit count of a change ("两位数增长", "个位数下滑", "三位数增长") sizes the rate in the way its word says: a year
 * that fell 15 % is no 两位数增长, and no 个位数增长 either. With no way named, the size alone.
 */
export const isDigitWord = (word: string): boolean => /位数/.test(word);

export function digitSizeHolds(
  a: { direction: { sense: DirectionSense } | null },
  signed: number,
  range: { min?: number; max?: number },
): boolean {
  const sense = a.direction?.sense;
  if (sense !== "up" && sense !== "down") return within(Math.abs(signed), range);
  const way = sense === "up" ? signed : -signed;
  return way > 0 && within(way, range);
}
