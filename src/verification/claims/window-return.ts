import type { MarketFacts } from "./market-facts";

type WindowReturn = MarketFacts["returns"][number];

/**
 * Close-to-close change over the last `days` sessions, for a count the stored returns (5/20/60/120/250) do not hold
 * ("近2日", "近三个交易日", "近15日"): read off the kept sessions the same way, the last close against the close `days`
 * sessions before it.
 */
export function windowReturn(m: MarketFacts, days: number): WindowReturn | undefined {
  const s = m.sessions;
  if (!s || days < 1 || s.length <= days || s.at(-1)?.date !== m.lastBar) return undefined;
  const base = s[s.length - 1 - days]!;
  return { days, percent: (m.close / base.close - 1) * 100, from: base.date };
}
