import type { Assertion } from "./assertion";
import type { ClaimCheck } from "./check-series";
import { type Facts, currentAnnualYear } from "./facts";

/**
 * "以2025年归母净利润计，当前静态PE约27倍", "用7月4日的市值对2024年归母净利润，招行PE约8倍": a clause naming the
 * earnings a valuation after it is computed on states no fact of its own. It is read by that valuation's check when
 * the check passed a PE and the year it names is the annual report the static PE is of (the newest public by the last
 * bar); a basis of another year ("以2024年归母净利润计" in 2026) or a trailing PE (TTM) after it stays 未能核验.
 */
const EARNINGS = "(?:归母净利润?|归母净利|净利润|每股收益|EPS)";
const EARNINGS_BASIS = new RegExp(
  String.raw`^(?:按|以|用|拿)[^，。；]{0,16}?(?:FY)?((?:19|20)\d{2})年?度?的?${EARNINGS}(?:一除|来?计算?|测算|算)?$`,
);
const TRAILING = /TTM|滚动|近(?:12|十二)个月|近四个季度/i;

export function basisReadByNext(
  a: Assertion,
  next: Assertion | undefined,
  nextChecks: readonly ClaimCheck[],
  facts: Facts,
): boolean {
  const m = EARNINGS_BASIS.exec(a.text);
  if (!m || a.numbers.length > 0 || !next || next.sentence !== a.sentence || TRAILING.test(next.text)) return false;
  // A PE stated as a figure, or sized in words ("PE仅个位数"): the next clause is about the PE, and a check of its
  // figure or size passed (the metric, not a reason's wording, says what was checked).
  if (next.metric !== "pe_ttm") return false;
  const valued = nextChecks.some((c) => c.ok === true && (c.kind === "number" || c.kind === "magnitude"));
  if (!valued || nextChecks.some((c) => c.ok !== true)) return false;
  const date = facts.market?.lastBar ?? facts.asOf;
  return date !== undefined && currentAnnualYear(facts, date) === Number(m[1]);
}
