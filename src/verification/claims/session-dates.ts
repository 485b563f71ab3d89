import { addDays, shiftMonths, weekdayOf } from "../../shared/dates";

/**
 * The days a clause names, dated against the last bar known by asOf: whether a month or a year it closes at is over,
 * so "4月末收盘1400" is not read off the close of 04-27 while April still has sessions to come.
 */

/** The last weekday of a month ("2026-04") or a year ("2026"): A shares hold no session after it in that period. */
function lastWeekday(period: string): string {
  let d = period.length === 4 ? `${period}-12-31` : addDays(shiftMonths(`${period}-01`, 1), -1);
  while (weekdayOf(d) === 0 || weekdayOf(d) === 6) d = addDays(d, -1);
  return d;
}

/** Whether the month ("2026-04") or year ("2026") is over by the last bar: that bar is on or past its last weekday. */
export const periodOver = (period: string, lastBar: string): boolean => lastBar >= lastWeekday(period);

/**
 * The date of a day a clause writes ("5月8日", "2025年5月8日"): without a year, the latest such day on or before the
 * last bar ("7月4日" written on 2026-04-30 is 2025-07-04), as a claim cannot cite a close to come; a day the writer
 * gives a year keeps it, and a reader leaves a day after the last bar undecided.
 */
export function namedDate(year: string | undefined, month: string, day: string, lastBar: string): string {
  const monthDay = `${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  if (year) return `${year}-${monthDay}`;
  const y = Number(lastBar.slice(0, 4));
  return `${monthDay > lastBar.slice(5) ? y - 1 : y}-${monthDay}`;
}
