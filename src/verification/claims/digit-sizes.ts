import { within } from "./check-series";
import type { MetricKind } from "./metric-types";
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

/**
 * "市盈率6.4倍，处在个位数区间", "PE仅个位数", "ROE掉到个位数": on a level metric (a multiple, a ratio, an index) a
 * digit count with no move after it sizes the level itself, not a change of it. An amount's digit count is always
 * its growth's ("个位数增长"), and "个位数的增长" / "两位数下滑" size a move.
 */
const DIGIT_LEVEL = /位数(?!的?(?:增|下|降|上|回|跌|涨|提|扩|收|改|幅|速|变|波|减|加|萎|缩))/;

export function readsDigitLevel(text: string, kind: MetricKind): boolean {
  return (
    kind !== "amount" &&
    DIGIT_LEVEL.test(text) &&
    !/增速|增幅|增长率|涨幅|降幅|跌幅/.test(text) &&
    // "同比下降个位数百分点": a move sized, not a level reached (降到个位数 is one).
    !/(?:降|升|增|减|跌|涨|滑|落|高|低)了?\s*(?:约|近)?\s*[一二两三个]位数/.test(text)
  );
}
