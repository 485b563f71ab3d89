import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, isMarket, pointsOf, quoted, undecided, yearOf } from "./check-series";
import type { Facts } from "./facts";

/**
 * The only year of a window to meet a bound: "是2019-2024年间唯一低于400亿元的一年" holds when exactly one year of the
 * window is below (the year itself is named and checked by the clause before). Read on annual reports; the other
 * figures of the clause stay the other checks'. The year of a peak (峰值出现在2023年) is relation-ranks.ts'.
 */

/** "唯一低于400亿元的一年", "唯一一次跌破…", "唯一超过…": a bound met by one year only. */
const ONLY = /唯一(?:一次|一个|一年)?(?:的)?(低于|少于|不足|跌破|高于|超过|多于|突破)/;
const BELOW = /低于|少于|不足|跌破/;
/** "2021年以来": the window's first year. */
const SINCE = /(?:FY)?((?:19|20)\d{2})年?(?:以来|至今|起)/;

function onlyCheck(a: Assertion, facts: Facts, m: NonNullable<Assertion["metric"]>): ClaimCheck | null {
  const hit = ONLY.exec(a.read);
  if (!hit) return null;
  const threshold = a.numbers.find((n) => n.index >= hit.index + hit[0].length);
  if (!threshold) return null;
  const label = entryOf(m).label;
  const points = pointsOf(facts, m);
  const last = points.at(-1);
  if (!last) return null;
  const years = [...new Set(a.years)].sort((x, y) => x - y);
  const since = SINCE.exec(a.read);
  const from = years.length > 1 ? years[0]! : since ? Number(since[1]) : null;
  const to = years.length > 1 ? years.at(-1)! : yearOf(last);
  const expected = `${label}唯一${hit[1]}${threshold.raw}的一年`;
  if (from === null) return undecided("comparison", expected, `没有说明在哪些年份中比较，无法核验${quoted(a)}`);
  const window = points.filter((p) => yearOf(p) >= from && yearOf(p) <= to);
  if (window.length < to - from + 1)
    return undecided("comparison", expected, `${from}-${to}年${label}的数据不全，无法核验${quoted(a)}`);
  const below = BELOW.test(hit[1]!);
  const meets = window.filter((p) => (below ? p.value < threshold.value : p.value > threshold.value));
  const ok = meets.length === 1;
  const which = meets.map((p) => yearOf(p)).join("、") || "无";
  const found = `${from}-${to}年${label}${hit[1]}${threshold.raw}的有${meets.length}年（${which}）`;
  return { kind: "comparison", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` };
}

/** The clause's only-year check and the clause left to the other checks; null when it states none. */
export function checkOnlyYear(a: Assertion, facts: Facts): { a: Assertion; checks: ClaimCheck[] } | null {
  // Prices and market readings have windows of their own (check-week52.ts, check-price-path.ts).
  if (a.period.kind !== "annual" || !a.metric || isMarket(entryOf(a.metric))) return null;
  const only = onlyCheck(a, facts, a.metric);
  if (!only) return null;
  const threshold = typeof a.comparison?.against === "object" ? a.comparison.against : null;
  const figures = a.figures.filter((f) => f.n !== threshold && f.n.index < (ONLY.exec(a.read)?.index ?? 0));
  return { a: { ...a, comparison: null, figures }, checks: [only] };
}
