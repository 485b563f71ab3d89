import { addDays, beijingDate, weekdayOf } from "./dates";

export type TradingDay = { open: true; date: string } | { open: false; date: string; reason: string };

export function tradingDay(now: Date, holidays: ReadonlySet<string>): TradingDay {
  const date = beijingDate(now);
  const closed = closedReason(date, holidays);
  return closed ? { open: false, date, reason: closed } : { open: true, date };
}

/** Why the exchanges are closed on a (Beijing) date, or null when it is a trading day by the calendar. */
function closedReason(date: string, holidays: ReadonlySet<string>): string | null {
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return "weekend";
  if (holidays.has(date)) return `market holiday ${date}`;
  return null;
}

/**
 * Trading sessions. Inside the span of a stored session list (the CSI 300's bars, which trade every session, and the
 * dates of stored daily bars) that list is the truth; outside it, weekdays that are not in `holidays`
 * (MARKET_HOLIDAYS knows only announced years, so dates beyond the stored bars are a weekday approximation).
 */
export class TradingCalendar {
  private readonly known: Set<string>;
  private readonly first: string | null;
  private readonly last: string | null;

  constructor(
    sessions: readonly string[],
    private readonly holidays: ReadonlySet<string>,
  ) {
    this.known = new Set(sessions);
    const sorted = [...sessions].sort();
    this.first = sorted[0] ?? null;
    this.last = sorted.at(-1) ?? null;
  }

  isSession(date: string): boolean {
    if (this.first !== null && this.last !== null && date >= this.first && date <= this.last)
      return this.known.has(date);
    return closedReason(date, this.holidays) === null;
  }

  /** The first session strictly after `date`: T+1, where a call made on `date` can first be traded at the open. */
  next(date: string): string {
    let d = addDays(date, 1);
    while (!this.isSession(d)) d = addDays(d, 1);
    return d;
  }

  /** The n-th session counting `session` itself as the first (n = 1 is `session`). */
  nth(session: string, n: number): string {
    let d = session;
    for (let i = 1; i < n; i++) d = this.next(d);
    return d;
  }
}
