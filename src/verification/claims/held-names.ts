import type { FactPoint } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";

/**
 * Names a writer may not swap: 营业收入 is the operating revenue alone, while 营业总收入 adds what a finance arm earns
 * (贵州茅台's interest income). The lexicon reads 营业收入 on 营业总收入 only for a period the operating revenue's own
 * series lacks; where both are stored and differ by more than 1 %, a figure of 营业总收入 given as 营业收入 is not
 * its value. 营收/收入 and 净利润 name either reading as writers use them, so they are not held apart; but a figure
 * whose nearest name is the full one (营业总收入, 归母净利润) is that series' alone: 贵州茅台's 营业收入 given as its
 * 营业总收入, or 宁德时代's group profit (with minority interests) given as 归母净利润, is not its value.
 */
const HELD_APART: ReadonlySet<ClaimMetric> = new Set<ClaimMetric>(["operating_revenue"]);
/** The metric's names, longest first; the nearest before a figure decides, and a full name holds its series apart. */
const NAMES: Partial<Record<ClaimMetric, { names: RegExp; full: RegExp }>> = {
  revenue: { names: /营业总收入|总营收|营收|收入/g, full: /^(?:营业总收入|总营收)$/ },
  net_profit: {
    names: /归属于母公司股东的净利润|归母净利润|归母净利|归母利润|归母|净利润|净利|利润/g,
    full: /^归/,
  },
};

/** Whether the name nearest before a figure of `m` is its full, unambiguous one. */
export function namedInFull(m: ClaimMetric, before: string): boolean {
  const n = NAMES[m];
  if (!n) return false;
  const last = [...before.matchAll(n.names)].at(-1);
  return last !== undefined && n.full.test(last[0]);
}
const MATERIAL = 0.01;

const yearOf = (p: FactPoint): number => Number(p.period.slice(0, 4));

/** The series a figure of `year` is read on: the metric's own where it holds the year, others where they agree. */
export function heldSeries(m: ClaimMetric, all: FactPoint[][], year: number | null, full = false): FactPoint[][] {
  const own = all[0];
  if (!(HELD_APART.has(m) || full) || year === null || !own) return all;
  const mine = own.find((p) => yearOf(p) === year);
  if (!mine || mine.value === 0) return all;
  return all.filter((s, i) => {
    if (i === 0) return true;
    const other = s.find((p) => yearOf(p) === year);
    return !other || Math.abs(other.value - mine.value) <= MATERIAL * Math.abs(mine.value);
  });
}
