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

/**
 * Whether the name nearest before a figure of `m` is its full, unambiguous one; with no name of `m` before it in its
 * clause, whether the clause's metric was carried from one that named it in full ("归母净利润207亿元，同比增长约52%").
 */
export function namedInFull(m: ClaimMetric, before: string, carried = false): boolean {
  const n = NAMES[m];
  if (!n) return false;
  const last = [...before.matchAll(n.names)].at(-1);
  return last === undefined ? carried : n.full.test(last[0]);
}

/** Whether a clause hands its full name on to the next one that names no metric: named in it, or carried into it. */
export function carriesFullName(m: ClaimMetric, clause: { read: string; carriedFullName?: true }): boolean {
  return namedInFull(m, clause.read, clause.carriedFullName === true);
}
const MATERIAL = 0.01;

const yearOf = (p: FactPoint): number => Number(p.period.slice(0, 4));

/** The series a figure of `year` is read on: the metric's own where it holds the year, others where they agree. */
export function heldSeries(m: ClaimMetric, all: FactPoint[][], year: number | null, full = false): FactPoint[][] {
  const own = all[0];
  // "一季度归母净利润同比增长约52%": a full name with no year is the latest period's, and its change is the own
  // series' too (宁德时代's group profit grew 53 % while the parent's grew 48.5 %).
  const y = year ?? (full && own?.length ? yearOf(own.at(-1)!) : null);
  if (!(HELD_APART.has(m) || full) || y === null || !own) return all;
  const mine = own.find((p) => yearOf(p) === y);
  if (!mine || mine.value === 0) return all;
  return all.filter((s, i) => {
    if (i === 0) return true;
    const other = s.find((p) => yearOf(p) === y);
    return !other || Math.abs(other.value - mine.value) <= MATERIAL * Math.abs(mine.value);
  });
}
