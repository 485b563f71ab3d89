import type { MarketFacts, Session } from "./market-facts";
import type { WrittenDay } from "./market-days";
import { namedDate } from "./session-dates";

/**
 * "4月29日、30日连跌两天，收盘从100.2元跌到97.08元": a move over days the sentence lists up to the last bar starts at
 * the close before the first of them (the first session moved from it); a writer may also start it at the first
 * day's own close. Either is the start; any other price is not.
 */
const RUN = new RegExp(
  String.raw`(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*日?` +
    String.raw`(?:\s*(?:、|和|与|及)\s*(?:\d{1,2}\s*月\s*)?\d{1,2}\s*日)+`,
);

/** The closes a move from the first day to the last bar may start from; null when that day is not held. */
function startsOf(first: string, m: MarketFacts): Session[] | null {
  const s = m.sessions;
  const at = s ? s.findIndex((x) => x.date === first) : -1;
  return s && at >= 1 ? [s[at - 1]!, s[at]!] : null;
}

/** The starts of a run the clause lists ("4月29日、30日"); null when it lists none. */
export function runStarts(t: string, m: MarketFacts): Session[] | null {
  const hit = RUN.exec(t);
  return hit ? startsOf(namedDate(hit[1], hit[2]!, hit[3]!, m.lastBar), m) : null;
}

/**
 * The starts of the days an earlier clause of the sentence named (market-days.ts carryDays), when the last of them
 * is the last bar: "4月29日、30日连跌两天，收盘从100.2元跌到97.08元".
 */
export function carriedRunStarts(from: WrittenDay | undefined, to: WrittenDay | undefined, m: MarketFacts) {
  if (!from || !to || namedDate(to.year, to.month ?? "", to.day, m.lastBar) !== m.lastBar) return null;
  return from.month ? startsOf(namedDate(from.year, from.month, from.day, m.lastBar), m) : null;
}
