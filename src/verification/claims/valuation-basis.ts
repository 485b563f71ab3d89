import type { Assertion } from "./assertion";
import type { ClaimCheck } from "./check-series";
import { type Facts, currentAnnualYear } from "./facts";
import { TRAILING } from "./pe-basis";

/**
 * "以2025年归母净利润计，当前静态PE约27倍", "用7月4日的市值对2024年归母净利润，招行PE约8倍": a clause naming the
 * earnings a valuation after it is computed on states no fact of its own. It is read by that valuation's check when
 * the check passed a PE and the year it names is the annual report the static PE is of (the newest public by the last
 * bar) or the year the PE after it was divided by (its `earningsYear`); a trailing PE (TTM) after it stays 未能核验.
 */
// "用快照市值对2025年利润": 利润 alone is the 归母净利润 a PE is over.
const EARNINGS = "(?:归母净利润?|归母净利|净利润|利润|每股收益|EPS)";
const EARNINGS_BASIS = new RegExp(
  String.raw`^(?:按|以|用|拿|对应)[^，。；]{0,16}?(?:FY)?((?:19|20)\d{2})年?度?的?${EARNINGS}` +
    "(?:一除|来?计算?|测算|算|衡量)?$",
);
/** "PE约8倍：4月30日收盘价对2025年归母净利润": the basis written after the PE, naming the price and the earnings. */
const BASIS_AFTER = new RegExp(
  String.raw`^(?:按|以|用|拿|是|即)?[^，。；]{0,12}?(?:收盘价?|股价|市值)(?:对|除以|比)` +
    String.raw`((?:19|20)\d{2})年?度?的?${EARNINGS}$`,
);

export function basisReadByNext(
  a: Assertion,
  next: Assertion | undefined,
  nextChecks: readonly ClaimCheck[],
  facts: Facts,
): boolean {
  if (!next || next.sentence !== a.sentence || a.numbers.length > 0) return false;
  // "用近四个季度利润算，PE约25倍": the PE was checked on the trailing readings only (pe-basis.ts), so it read them.
  if (next.peLead === a.text) return next.metric === "pe_ttm" && passedValue(nextChecks);
  const m = EARNINGS_BASIS.exec(a.text);
  if (!m || trailing(next.text)) return false;
  // "按2024年归母净利润算，宁德时代现在的市盈率约39倍": the PE after it took that year as its `earningsYear` and was
  // checked on the last close over that year's profit only (valuation-inputs.ts), so it read the basis.
  if (next.earningsYear === Number(m[1])) return next.metric === "pe_ttm" && passedValue(nextChecks);
  return peOnCurrentYear(next, nextChecks, facts, Number(m[1]));
}

/** The same basis written after the PE it was computed on ("PE约8倍：4月30日收盘价对2025年归母净利润"). */
export function basisReadByPrevious(
  a: Assertion,
  prev: Assertion | undefined,
  prevChecks: readonly ClaimCheck[],
  facts: Facts,
): boolean {
  const m = BASIS_AFTER.exec(a.text);
  if (!m || !prev || prev.sentence !== a.sentence || trailing(prev.text)) return false;
  return peOnCurrentYear(prev, prevChecks, facts, Number(m[1]));
}

const trailing = (text: string): boolean => new RegExp(TRAILING.source, "i").test(text);

/**
 * A PE stated as a figure, or sized in words ("PE仅个位数"): the other clause is about the PE, and a check of its
 * figure or size passed (the metric, not a reason's wording, says what was checked).
 */
const passedValue = (checks: readonly ClaimCheck[]): boolean =>
  checks.some((c) => c.ok === true && (c.kind === "number" || c.kind === "magnitude")) &&
  checks.every((c) => c.ok === true);

function peOnCurrentYear(pe: Assertion, checks: readonly ClaimCheck[], facts: Facts, year: number): boolean {
  if (pe.metric !== "pe_ttm" || !passedValue(checks)) return false;
  const date = facts.market?.lastBar ?? facts.asOf;
  return date !== undefined && currentAnnualYear(facts, date) === year;
}
