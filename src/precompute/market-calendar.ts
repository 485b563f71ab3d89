import { beijingDate } from "../shared/dates";

export type TradingDay = { open: true; date: string } | { open: false; date: string; reason: string };

export function tradingDay(now: Date, holidays: ReadonlySet<string>): TradingDay {
  const date = beijingDate(now);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return { open: false, date, reason: "weekend" };
  if (holidays.has(date)) return { open: false, date, reason: `market holiday ${date}` };
  return { open: true, date };
}
