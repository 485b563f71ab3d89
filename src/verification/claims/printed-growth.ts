import { METRICS, type MetricKey } from "../../domain/metric-catalog";
import { type ClaimCheck, entryOf } from "./check-series";
import { absolute, matchesFigure } from "../figure-match";
import type { FactPoint, Facts } from "./facts";
import { signWritten } from "./move-signs";
import type { Assertion } from "./parse-assertions";
import { KINDS } from "./period-view";
import type { PeriodKind } from "./periods";

/**
 * A report may print a growth rate for a figure the data does not hold (600519's 2025 quarters print 营业收入's YoY
 * but not the revenue: src/sample/README.md). That rate is then the only fact of the period's figure, stored as its
 * own catalogue line (metric-catalog.ts): "上半年营收同比增约9.1%" is checked on it, the rate and the way it moved,
 * where it would otherwise be 未能核验 for want of a level. It is never a level: an amount of the period stays
 * undecided, and where the level is held the change is computed from the levels as everywhere else.
 */
/** Each level's printed growth line (metric-catalog.ts `rateOf`), with the level's own label. */
const GROWTH_LINE: ReadonlyMap<string, { line: string; name: string }> = new Map(
  Object.entries(METRICS).flatMap(([line, def]) =>
    "rateOf" in def ? [[def.rateOf, { line, name: METRICS[def.rateOf as MetricKey].label }] as const] : [],
  ),
);

/** The report periods a printed rate is of: cumulative as published (a first quarter is its own cumulative). */
const CUMULATIVE_END: Partial<Record<PeriodKind, string>> = {
  ...Object.fromEntries(
    Object.entries(KINDS).flatMap(([kind, spec]) => (spec?.basis === "ytd" && spec.end ? [[kind, spec.end]] : [])),
  ),
  annual: "12-31",
};

/**
 * A clause whose rate is not the year-on-year one: 环比, a base period named ("较一季度有所回落"), or a move of the
 * growth rate itself ("增速放缓至9.1%").
 */
const OTHER_RATE = new RegExp(
  String.raw`环比|(?:较|比|相比)\s*(?:一季度|上半年|前三季度|上季|上期|去年全年)` +
    String.raw`|(?:增速|增幅|增长率)[^，,。；;\d]{0,4}(?:放缓|回落|下滑|加快|提升|回升)`,
);

const YEAR_ON_YEAR = /同比|增速|增幅|增长率|yoy/i;

const at = (points: readonly FactPoint[] | undefined, period: string): FactPoint | undefined =>
  points?.find((p) => p.period === period);

/**
 * The growth rate a report printed for a level series' period that the data holds no level of ("上半年营收增速约9.1%，
 * 低于一季度的约10.5%": each report's own 营业收入 rate), as a rate change reads it (rate-change.ts); null otherwise.
 */
export function printedRateAt(facts: Facts, series: string, period: string): number | null {
  const line = GROWTH_LINE.get(series)?.line;
  if (!line || at(facts.series[series], period)) return null;
  return at(facts.series[line], period)?.value ?? null;
}

/** The last period a level series has a figure of: its own level's or a printed rate's (printedRateAt). */
export function lastPeriodOf(facts: Facts, series: string): string | null {
  const line = GROWTH_LINE.get(series)?.line;
  const ends = [facts.series[series]?.at(-1)?.period, line ? facts.series[line]?.at(-1)?.period : undefined];
  return (
    ends
      .filter((p): p is string => p !== undefined)
      .sort()
      .at(-1) ?? null
  );
}

/** The printed growth of the clause's metric and period, when the data holds the rate but no level of it. */
function printedGrowth(a: Assertion, facts: Facts): { point: FactPoint; label: string } | null {
  const end = CUMULATIVE_END[a.period.kind];
  // "2025年报点评：…，一季度营收+6.5%": a quarter after a year's annual clause may be the next year's; the levels'
  // reading decides which (quarter-years.ts, next-quarter.ts).
  if (!a.metric || !end || (a.yearsInherited && a.quarterAnchor?.kind === "annual")) return null;
  const series = entryOf(a.metric).series;
  // "营收" reads 营业总收入 or 营业收入 (metric-flows.ts): a rate printed for either is its growth.
  const growth = series.map((s) => GROWTH_LINE.get(s)).find((g) => g !== undefined && facts.series[g.line]);
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
  if (OTHER_RATE.test(a.read)) return null;
  const sense = a.direction?.sense ?? null;
  if (sense !== null && sense !== "up" && sense !== "down") return null;
  const own = a.figures.filter((f) => f.role === "metric" && f.metric === a.metric);
  if (own.length !== a.figures.length || own.some((f) => f.n.kind !== "percent" || f.prior || f.fromBase)) return null;
  // A way with no rate is read on the printed rate only when the clause says it is the year-on-year one ("半年跌了不少"
  // is a price window's).
  if (own.length === 0 && (sense === null || !YEAR_ON_YEAR.test(a.read))) return null;
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
  return checks;
}
