import { matchesFigure } from "../figure-match";
import type { Assertion } from "./assertion";
import { pointsOf, yearOf } from "./check-series";
import type { FactPoint, Facts } from "./facts";
import { EVERY_YEAR } from "./yearly-run";

/**
 * "ROE从14.93%逐年提高到25.26%", "营收由888.54亿元攀升至1741.44亿元": a move between two figures with no year named.
 * Its end is a stored year's; a plain start is the year before's ("从1484亿到1502亿元"). Said to run over years
 * (逐年, 以来) with a start the year before does not hold and exactly one earlier stored year does, the writer quoted
 * the start of a longer run, and that year is the move's base. A figure of fewer than three significant digits could
 * match a year by chance.
 */
const OVER_YEARS = new RegExp(`${EVERY_YEAR.source}|以来`);
const precise = (raw: string): boolean => (raw.replace(/^\D*0*\.?0*/, "").match(/\d/g)?.length ?? 0) >= 3;

export function valuedStart(a: Assertion, facts: Facts): Assertion {
  if (!a.fromTo || !a.metric || a.years.length > 0 || a.baseYear !== null || a.period.kind !== "annual") return a;
  if (!OVER_YEARS.test(a.read)) return a;
  const own = a.figures.filter((f) => f.role === "metric" && f.metric === a.metric && !f.change);
  const [start, end] = own;
  if (own.length !== 2 || !start?.prior || !end || end.prior || !precise(start.n.raw) || !precise(end.n.raw)) return a;
  const points = pointsOf(facts, a.metric);
  const fits = (f: typeof start, p: FactPoint): boolean => matchesFigure(f.n, { value: p.value, kind: f.n.kind });
  const to = points.findLast((p) => fits(end, p));
  if (!to) return a;
  const before = points.filter((p) => p.period < to.period);
  if (before.at(-1) && fits(start, before.at(-1)!)) return a;
  const from = before.filter((p) => fits(start, p));
  if (from.length !== 1 || points.filter((p) => fits(start, p)).length !== 1) return a;
  const [y0, y1] = [yearOf(from[0]!), yearOf(to)];
  // "五年里" of 2015-2019 counts the years or the steps; a span of another length is the span's own reading.
  if (a.spanYears !== null && a.spanYears !== y1 - y0 && a.spanYears !== y1 - y0 + 1) return a;
  return {
    ...a,
    years: [y1],
    baseYear: y0,
    figures: a.figures.map((f) =>
      f === start ? { ...f, year: y0, fromBase: true, prior: false } : f === end ? { ...f, year: y1 } : f,
    ),
  };
}
