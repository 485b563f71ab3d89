import type { FactPoint, Facts } from "./facts";
import { METRIC_LEXICON } from "./metric-lexicon";
import type { PeriodKind } from "./periods";

/**
 * The facts of one report period kind, shaped as annual series so that every check (level, 同比, streaks, extremes)
 * reads them unchanged: a clause about 前三季度 compares each year's Jan-Sep with the year before's. Quarterly reports
 * are cumulative; a single quarter is the cumulative figure less the one before it in the same year (flows only: a
 * balance-sheet item or a ratio at a quarter's end is its level then), TTM the last four quarters.
 */
export type ViewPoint = FactPoint & { label: string };

const CUMULATIVE_END: Partial<Record<PeriodKind, string>> = { q1: "03-31", h1: "06-30", q3: "09-30" };
/** A single quarter: its end and the cumulative end it is measured from (null: from the start of the year). */
const SINGLE: Partial<Record<PeriodKind, { end: string; from: string | null }>> = {
  q2s: { end: "06-30", from: "03-31" },
  q3s: { end: "09-30", from: "06-30" },
  q4s: { end: "12-31", from: "09-30" },
  h2: { end: "12-31", from: "06-30" },
};
const NAME: Record<string, string> = { "03-31": "一季度", "06-30": "上半年", "09-30": "前三季度" };

/** Series read as levels at a date (balance sheet, ratios, per-share), not flows over the period. */
const LEVELS: ReadonlySet<string> = new Set(
  Object.values(METRIC_LEXICON)
    .filter((e) => e.kind !== "amount" || ["leverage", "working_capital", "assets_quality", "valuation"].includes(e.topic) || e.label === "货币资金")
    .flatMap((e) => e.series),
);

/** Market readings (RSI, PE, PB, 市值) are dated by trading day, not by report period. */
const MARKET: ReadonlySet<string> = new Set(
  Object.values(METRIC_LEXICON)
    .filter((e) => e.kind === "index" || e.dimension === "valuation")
    .flatMap((e) => e.series),
);
const QUARTER_END = /-(?:03-31|06-30|09-30)$/;

const byYearEnd = (points: readonly FactPoint[]): Map<string, FactPoint> => new Map(points.map((p) => [p.period, p]));

function viewOf(name: string, points: readonly FactPoint[], kind: PeriodKind): ViewPoint[] {
  const at = byYearEnd(points);
  const years = [...new Set(points.map((p) => p.period.slice(0, 4)))].sort();
  const out: ViewPoint[] = [];
  const push = (y: string, value: number, source: FactPoint, label: string): void => {
    out.push({ period: `${y}-12-31`, value, unit: source.unit, publicDate: source.publicDate, label });
  };
  for (const y of years) {
    const end = CUMULATIVE_END[kind];
    if (end) {
      const p = at.get(`${y}-${end}`);
      if (p) push(y, p.value, p, `${y}年${NAME[end]}`);
      continue;
    }
    const single = SINGLE[kind];
    if (single) {
      const p = at.get(`${y}-${single.end}`);
      if (!p) continue;
      const label = `${y}年${kind === "h2" ? "下半年" : `第${{ "06-30": "二", "09-30": "三", "12-31": "四" }[single.end]}季度`}`;
      if (LEVELS.has(name)) push(y, p.value, p, label);
      else {
        const prior = single.from ? at.get(`${y}-${single.from}`) : undefined;
        if (prior) push(y, p.value - prior.value, p, label);
      }
      continue;
    }
    if (kind === "ttm") {
      // TTM at the latest quarter of the year: that year's cumulative + last year's annual − last year's same cumulative.
      const last = [...points].filter((p) => p.period.startsWith(y)).at(-1);
      if (!last) continue;
      if (LEVELS.has(name) || last.period.endsWith("12-31")) push(y, last.value, last, `${last.period.slice(0, 7)} TTM`);
      else {
        const prevYear = String(Number(y) - 1);
        const annual = at.get(`${prevYear}-12-31`);
        const same = at.get(`${prevYear}${last.period.slice(4)}`);
        if (annual && same) push(y, last.value + annual.value - same.value, last, `${last.period.slice(0, 7)} TTM`);
      }
    }
  }
  return out;
}

/** The facts as annual-shaped series of `kind`; null when no series has a point of that kind (无季度数据). */
export function periodView(facts: Facts, kind: PeriodKind): Facts | null {
  if (kind === "annual") return facts;
  const series: Record<string, ViewPoint[]> = {};
  let any = false;
  for (const [name, points] of Object.entries(facts.series)) {
    if (MARKET.has(name) || !points.some((p) => QUARTER_END.test(p.period))) continue;
    const view = viewOf(name, points, kind);
    if (view.length > 0) {
      series[name] = view;
      any = true;
    }
  }
  return any ? { asOf: facts.asOf, series } : null;
}
