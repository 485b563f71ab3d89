import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, isMarket, seriesPointsOf, undecided } from "./check-series";
import { type Facts, currentAnnualYear } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";
import { onPeBasis } from "./pe-basis";

/**
 * A figure written right after its comparison word ("PB低于1倍", "已低于了约7.2倍") is a bound; one with words between
 * ("已低于去年4月底的7.2倍") is a past reading placed in another time and compared with.
 */
const boundAfterWord = (read: string, at: number, word: string): boolean =>
  read
    .slice(0, at)
    .replace(/[\s了约]+$/, "")
    .endsWith(word);
/** Words that place a clause's reading in another time than today: "去年", "年末", "4月", "当时", "此前". */
const PLACED_IN_TIME = /去年|上年|前年|今年|年[末底初内]|月|季|当时|此前|以前|之前/;

/**
 * "按2025年722亿元的归母净利润计算，静态市盈率不足20倍", "现价对应2025年利润的PE已经超过40倍": a valuation bound in a
 * clause naming a report year is still a reading of the last close (a PE is of its trading day); the year only names
 * the earnings, which are the current annual report's or nothing here. The bound is judged on every reading of the
 * last bar on the basis the clause names (static, TTM, or all): it holds when every one agrees, fails when none does,
 * and is 未能核验 when the readings part on it. A year older than the current annual report's is left to the readings
 * of that year (valuation-inputs.ts), so it is not read here.
 */
export function valuationBound(a: Assertion, facts: Facts): ClaimCheck[] | null {
  const cmp = a.comparison;
  const m = cmp?.left;
  const day = facts.market?.lastBar;
  if (!cmp || !m || !day || !isMarket(entryOf(m)) || a.years.length === 0) return null;
  if (typeof cmp.against !== "object" || cmp.against === null || cmp.against.kind !== "multiple") return null;
  if (Math.max(...a.years) !== currentAnnualYear(facts, day)) return null;
  // "2025年末静态市盈率不足20倍", "2025年全年PE都低于30倍": a reading placed in that year, not today's.
  if (/年末|年底|全年|年内|平均|一度|期间|以来/.test(a.read)) return null;
  if (!boundAfterWord(a.read, cmp.against.index, cmp.word)) return null;
  const e = entryOf(m);
  const bound = cmp.against;
  const series = seriesPointsOf(facts, m);
  const kept = m === "pe_ttm" ? onPeBasis(series, e.series, a.read.slice(0, bound.index), a.peLead) : series;
  const today = kept.flatMap((s) => s.filter((p) => p.period === day && p.value > 0));
  if (today.length === 0) return null;
  const holds = today.map((p) => (cmp.op === ">=" ? p.value >= bound.value : p.value < bound.value));
  const shown = [...new Set(today.map((p) => `${p.value.toFixed(2)}倍`))];
  const found = `${day} ${e.label} ${shown.join("、")}`;
  const expected = `${e.label}${cmp.word}${bound.raw}`;
  if (holds.some((h) => h) && holds.some((h) => !h))
    return [undecided("comparison", expected, `${found}，各口径对“${cmp.word}${bound.raw}”结论不一`)];
  const ok = holds[0] === true;
  const reason = `${found}，比较基准${bound.raw}，与“${cmp.word}${bound.raw}”${ok ? "相符" : "不符"}`;
  return [{ kind: "comparison", ok, expected, found, reason }];
}

/**
 * The clause with the years its comparison reads its period from: the years it or the clause before names, no longer
 * marked inherited. A market multiple's bound
 * in a clause that only inherits its sentence's year ("对应2024年利润约13倍PE，PB低于1倍": the year of the earnings
 * before it) is of the latest reading, as in a clause naming no year: a multiple is dated by its trading day.
 */
export function withComparedYears(a: Assertion, m: ClaimMetric): Assertion {
  const against = a.comparison?.against;
  const bound =
    typeof against === "object" &&
    against !== null &&
    boundAfterWord(a.read, against.index, a.comparison?.word ?? "") &&
    !PLACED_IN_TIME.test(a.read);
  return a.yearsInherited && bound && isMarket(entryOf(m)) ? { ...a, years: [] } : { ...a, yearsInherited: false };
}
