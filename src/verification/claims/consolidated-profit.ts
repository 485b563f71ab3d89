import type { BoundFigure } from "./binding";
import { yearOf } from "./check-series";
import type { Facts } from "./facts";
import type { Assertion } from "./parse-assertions";

/**
 * "净利润853.10亿减归母823.20亿": a bare 净利润 may be the consolidated profit (含少数股东损益), which the 归母净利润
 * entry reads from its second series. Where the data holds a year's 归母净利润 but not that year's consolidated
 * profit, a bare 净利润 figure that is no 归母 value may be the consolidated one the data lacks: unverified, not false.
 * Only just above the 归母 value: minority holders usually take a small share of the profit, so a figure below it or
 * well above it (a factor of ten, another year's level, a threshold the group did not reach) is still failed.
 */
const NEAR = 0.05;
const BARE_PROFIT = /(?<!归母|归属于母公司(?:股东|所有者)的|扣非|扣非后|少数股东)净利润?[^\d，,；;。]{0,4}$/;
const PARENT = "net_profit";
const CONSOLIDATED = "net_income";

export function consolidatedDoubt(a: Assertion, f: BoundFigure, facts: Facts): string | null {
  // A year's figure only: a quarter's consolidated profit is read from its own report's facts.
  if (a.period.kind !== "annual" || f.metric !== PARENT || f.n.kind !== "amount") return null;
  if (!BARE_PROFIT.test(a.read.slice(0, f.n.index))) return null;
  const annual = (k: string) => (facts.series[k] ?? []).filter((p) => p.period.endsWith("-12-31"));
  const parents = annual(PARENT);
  const year = f.year ?? (parents.at(-1) ? yearOf(parents.at(-1)!) : null);
  const parent = parents.find((p) => yearOf(p) === year);
  if (!parent || annual(CONSOLIDATED).some((p) => yearOf(p) === year)) return null;
  const above = f.n.value / parent.value - 1;
  if (above <= 0 || above > NEAR) return null;
  return `“${f.n.raw}”可能是含少数股东损益的净利润，数据中没有${year}年的该项数值`;
}
