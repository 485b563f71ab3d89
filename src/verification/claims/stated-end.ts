import { matchesFigure } from "../figure-match";
import type { Assertion } from "./assertion";
import type { FactPoint } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";

/**
 * "每股净资产升至43.43元", "毛利率回升至52.3%" with no year, after a first-quarter report: the figure the move ends
 * at is the newest annual report's, not the quarter's, so the move is the year's into that report (a quarter alone
 * often has no quarter a year before to compare with). Only the newest annual point: an older year's value the
 * figure happens to match is no reading of a clause said of now.
 */
const TO_BEFORE = /(?:升|增|降|减|涨|跌|提高|提升|回升|回落|下滑|下降|上升|增长|攀升|抬升)(?:至|到)\s*(?:约|近)?\s*$/;

const annual = (p: FactPoint): boolean => p.period.endsWith("-12-31");

/** The newest annual point the clause's end figure states, where the newest point is a later quarter's; else null. */
export function statedEndPoint(a: Assertion, m: ClaimMetric, points: readonly FactPoint[]): FactPoint | null {
  if (a.years.length > 0 || !a.direction) return null;
  const f = a.figures.find((g) => g.role === "metric" && g.metric === m && !g.change && !g.fromBase);
  const latest = points.at(-1);
  if (!f || !latest || annual(latest) || !TO_BEFORE.test(a.read.slice(0, f.n.index))) return null;
  const year = points.filter(annual).at(-1);
  const fits = (p: FactPoint): boolean => matchesFigure(f.n, { value: p.value, kind: f.n.kind });
  return year && year.period > String(Number(latest.period.slice(0, 4)) - 1) && !fits(latest) && fits(year)
    ? year
    : null;
}
