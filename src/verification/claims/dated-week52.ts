import { addDays } from "../../shared/dates";
import { namedSession } from "./check-price-day";
import { type ClaimCheck, undecided } from "./check-series";
import { agreement } from "./market-change";
import type { MarketFacts } from "./market-facts";

/**
 * A 52-week high or low said of a day the clause names before the last bar ("4月16日宁德盘中创出460元的52周新高",
 * "五粮液4月29日创52周新低"): that day's high (low) or close is the extreme of the 365 days up to it. Read off that
 * day's session, never off the last bar, which may well have left the extreme since.
 */
export function datedWeek52(t: string, m: MarketFacts, high: boolean): ClaimCheck | null {
  const day = namedSession(t, m);
  if (!day || day.date >= m.lastBar) return null;
  const name = `${day.name}创52周${high ? "新高" : "新低"}`;
  const s = m.sessions ?? [];
  const at = s.find((x) => x.date === day.date);
  const from = addDays(day.date, -365);
  if (!at || !s[0] || s[0].date > from) return undecided("market", name, `存有的日线不含${day.date}前一年，无法核验`);
  const year = s.filter((x) => x.date > from && x.date <= day.date);
  const pick = (xs: number[]) => (high ? Math.max(...xs) : Math.min(...xs));
  const [range, closes] = [pick(year.map((x) => (high ? x.high : x.low))), pick(year.map((x) => x.close))];
  const own = high ? at.high : at.low;
  // The intraday extreme or the closing one: either is how a 52-week high (low) is written.
  const ok = own === range || at.close === closes;
  const word = high ? "最高" : "最低";
  const found =
    `${day.date}${word}价${own.toFixed(2)}、收盘价${at.close.toFixed(2)}，` +
    `此前一年${word}价${range.toFixed(2)}、${word}收盘价${closes.toFixed(2)}`;
  return agreement(ok, name, found);
}
