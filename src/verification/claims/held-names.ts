import type { FactPoint } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";

/**
 * Names a writer may not swap: 营业收入 is the operating revenue alone, while 营业总收入 adds what a finance arm earns
 * (贵州茅台's interest income). The lexicon reads 营业收入 on 营业总收入 only for a period the operating revenue's own
 * series lacks; where both are stored and differ by more than 1 %, a figure of 营业总收入 given as 营业收入 is not
 * its value. 营收/收入 and 净利润 name either reading as writers use them, so they are not held apart.
 */
const HELD_APART: ReadonlySet<ClaimMetric> = new Set<ClaimMetric>(["operating_revenue"]);
const MATERIAL = 0.01;

const yearOf = (p: FactPoint): number => Number(p.period.slice(0, 4));

/** The series a figure of `year` is read on: the metric's own where it holds the year, others where they agree. */
export function heldSeries(m: ClaimMetric, all: FactPoint[][], year: number | null): FactPoint[][] {
  const own = all[0];
  if (!HELD_APART.has(m) || year === null || !own) return all;
  const mine = own.find((p) => yearOf(p) === year);
  if (!mine || mine.value === 0) return all;
  return all.filter((s, i) => {
    if (i === 0) return true;
    const other = s.find((p) => yearOf(p) === year);
    return !other || Math.abs(other.value - mine.value) <= MATERIAL * Math.abs(mine.value);
  });
}
