import { type ClaimCheck, entryOf, undecided } from "./check-series";
import { absolute, matchesFigure } from "../figure-match";
import type { FactPoint, Facts } from "./facts";
import { signWritten } from "./move-signs";
import type { Assertion } from "./parse-assertions";
import type { PeriodKind } from "./periods";

/**
 * A report may print a growth rate for a figure the data does not hold (600519's 2025 quarters print 营业收入's YoY
 * but not the revenue: src/sample/README.md). That rate is then the only fact of the period's figure, stored as its
 * own catalogue line (metric-catalog.ts): "上半年营收同比增约9.1%" is checked on it, the rate and the way it moved,
 * where it would otherwise be 未能核验 for want of a level. It is never a level: an amount of the period stays
 * undecided, and where the level is held the change is computed from the levels as everywhere else.
 */
const GROWTH_LINE: Readonly<Record<string, { line: string; name: string }>> = {
  operating_revenue: { line: "operating_revenue_growth", name: "营业收入" },
};

/** The report periods a printed rate is of: cumulative as published (a first quarter is its own cumulative). */
const CUMULATIVE_END: Partial<Record<PeriodKind, string>> = { q1: "03-31", h1: "06-30", q3: "09-30", annual: "12-31" };

const at = (points: readonly FactPoint[] | undefined, period: string): FactPoint | undefined =>
  points?.find((p) => p.period === period);

/** The printed growth of the clause's metric and period, when the data holds the rate but no level of it. */
function printedGrowth(a: Assertion, facts: Facts): { point: FactPoint; label: string } | null {
  const end = CUMULATIVE_END[a.period.kind];
  // "2025年报点评：…，一季度营收+6.5%": a quarter after a year's annual clause may be the next year's; the levels'
  // reading decides which (quarter-years.ts, next-quarter.ts).
  if (!a.metric || !end || (a.yearsInherited && a.quarterAnchor?.kind === "annual")) return null;
  const series = entryOf(a.metric).series;
  // "营收" reads 营业总收入 or 营业收入 (metric-flows.ts): a rate printed for either is its growth.
  const growth = series.map((s) => GROWTH_LINE[s]).find((g) => g !== undefined && facts.series[g.line]);
  if (!growth) return null;
  const ofEnd = (p: FactPoint): boolean => p.period.endsWith(end);
  const held = series.flatMap((s) => (facts.series[s] ?? []).filter(ofEnd));
  const printed = facts.series[growth.line]!.filter(ofEnd);
  // A clause naming no year speaks of the latest such period, level or rate.
  const years = [...held, ...printed].map((p) => Number(p.period.slice(0, 4)));
  const year = a.years.length > 0 ? Math.max(...a.years) : years.length > 0 ? Math.max(...years) : null;
  if (year === null) return null;
  const period = `${year}-${end}`;
  if (series.some((s) => at(facts.series[s], period))) return null;
  const point = at(printed, period);
  const name = a.period.kind === "annual" ? "" : a.period.name;
  return point ? { point, label: `${year}年${name}${growth.name}同比（报告所载增速）` } : null;
}

/**
 * The checks of a clause about a period whose level the data lacks but whose report printed the growth: each rate it
 * states against the printed one, and the way it says the figure moved. Null when the clause is not such a clause or
 * says more than a rate and a way (a size word, an extreme, a streak, a comparison, another metric's figure), which
 * the usual checks read.
 */
export function printedGrowthChecks(a: Assertion, facts: Facts): ClaimCheck[] | null {
  if (a.magnitude || a.direction?.extreme || a.comparison || (a.basis && a.basis.kind !== "yoy")) return null;
  const sense = a.direction?.sense ?? null;
  if (sense !== null && sense !== "up" && sense !== "down") return null;
  const own = a.figures.filter((f) => f.role === "metric" && f.metric === a.metric);
  if (own.length !== a.figures.length || own.some((f) => f.n.kind !== "percent" || f.prior || f.fromBase)) return null;
  if (own.length === 0 && sense === null) return null;
  const printed = printedGrowth(a, facts);
  if (!printed) return null;
  const { point, label } = printed;
  const rate = point.value;
  const found = `${label} ${rate > 0 ? "+" : ""}${rate.toFixed(2)}%`;
  const checks: ClaimCheck[] = own.map((f) => {
    // "同比-6.4%" carries its way in its sign; "增约9.1%" in its word, checked below.
    const signed = signWritten(f.n, a.read, true);
    const ok = signed
      ? matchesFigure(f.n, { value: rate, kind: "percent" }, f.bound, true)
      : matchesFigure(absolute(f.n), { value: Math.abs(rate), kind: "percent" }, f.bound, true);
    const reason = ok ? `“${f.n.raw}”与${label}相符` : `“${f.n.raw}”不是${label}（${found}）`;
    return { kind: "number", ok, figure: f.n.raw, expected: label, found, reason };
  });
  if (sense !== null) {
    const ok = rate === 0 ? false : rate > 0 === (sense === "up");
    const reason = `${found}，与“${a.direction!.word}”${ok ? "相符" : "不符"}`;
    checks.push({ kind: "direction", ok, expected: `${label}${a.direction!.word}`, found, reason });
  }
  return checks.length > 0 ? checks : [undecided("number", label, `${label}之外没有该期数据，未能核验`)];
}
