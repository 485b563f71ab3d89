/**
 * The calendar date in Beijing (UTC+8, no daylight saving) at an instant, as YYYY-MM-DD. A-share data, trading days
 * and "today's" debates are all dated in China time, whatever the clock of the Worker says.
 */
export function beijingDate(at: Date): string {
  return beijingDateTime(at).slice(0, 10);
}

/**
 * The date and time in Beijing at an instant, as YYYY-MM-DD HH:MM:SS: how a report a Chinese reader signs dates events.
 */
export function beijingDateTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace("T", " ");
}

/** The month-day each quarter's report is made up to, first quarter first (index 0 is Q1's 03-31). */
export const QUARTER_ENDS = ["03-31", "06-30", "09-30", "12-31"] as const;
export type QuarterEnd = (typeof QUARTER_ENDS)[number];

/** The quarter index (0 = Q1) of a YYYY-MM-DD quarter end, or -1 when the date is no quarter end. */
export const quarterIndex = (isoDate: string): number => QUARTER_ENDS.indexOf(isoDate.slice(5) as QuarterEnd);

/*
 * Calendar arithmetic on YYYY-MM-DD dates. Dates are calendar days, not instants: each is read as its UTC midnight, so
 * no time zone or daylight saving can move a day.
 */
const DAY_MS = 86_400_000;
const midnight = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const isoOf = (d: Date) => d.toISOString().slice(0, 10);

/** The date `days` calendar days after (negative: before) `isoDate`. */
export function addDays(isoDate: string, days: number): string {
  const d = midnight(isoDate);
  d.setUTCDate(d.getUTCDate() + days);
  return isoOf(d);
}

/**
 * The date `months` calendar months after (negative: before) `isoDate`. A day the target month lacks rolls over as
 * JavaScript's Date does (2024-03-31 minus one month is 2024-03-02): the evidence windows were measured this way.
 */
export function shiftMonths(isoDate: string, months: number): string {
  const d = midnight(isoDate);
  d.setUTCMonth(d.getUTCMonth() + months);
  return isoOf(d);
}

export const shiftYears = (isoDate: string, years: number): string => shiftMonths(isoDate, years * 12);

/** Whole calendar days from `from` to `to`: positive when `to` is later, 0 for the same day. */
export function daysBetween(from: string, to: string): number {
  return Math.round((midnight(to).getTime() - midnight(from).getTime()) / DAY_MS);
}

/** 0 = Sunday ... 6 = Saturday, of the calendar date itself. */
export const weekdayOf = (isoDate: string): number => midnight(isoDate).getUTCDay();

/**
 * Whole seconds from an ISO instant to `now`, never negative: the age of a cached entry, as HTTP's Age header counts
 * it (RFC 9111: whole seconds, rounded down). Floor, so an entry is never reported older than it is and "younger than
 * the lifetime" is decided the same way for every cache.
 */
export function secondsSince(iso: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 1000));
}
