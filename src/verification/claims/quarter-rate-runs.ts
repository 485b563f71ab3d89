import { quarterIndex } from "../../shared/dates";
import { numeral } from "./judgement-words";
import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, quoted, undecided } from "./check-series";
import type { Facts } from "./facts";
import { FLOW_SERIES } from "./period-facts";
import type { PeriodKind } from "./periods";
import { type Rate, type Sense, rateOf, signedPercent } from "./rate-change";

/**
 * "连续三个季度利润同比下滑（Q3 -32.60%、Q4 -38.16%、2026Q1 -55.38%），降幅逐季扩大": a growth rate's change 逐季 is
 * each single quarter's year-on-year rate against the quarter's before it, over the last quarters of the year named
 * (else of the data) - as many as the clause counts (连续N个季度), else three. A quarter without its rate leaves the
 * run 未能核验.
 */
const BY_QUARTER = /逐季|一个季度比一个季度/;
const COUNTED = /连续\s*(\d|[两二三四五六七八])\s*个?季度/;
/** The single quarter ending at each of the year's quarter ends (QUARTER_ENDS' order). */
const SINGLE: readonly PeriodKind[] = ["q1", "q2s", "q3s", "q4s"];

/** The single quarters ending at `last` (YYYY-MM-DD), oldest first. */
function quartersTo(last: string, n: number): { kind: PeriodKind; year: number }[] {
  let year = Number(last.slice(0, 4));
  let i = quarterIndex(last);
  const out: { kind: PeriodKind; year: number }[] = [];
  for (let k = 0; k < n && i >= 0; k++) {
    out.unshift({ kind: SINGLE[i]!, year });
    if (--i < 0) [i, year] = [3, year - 1];
  }
  return out;
}

/** The run's check, or null when the clause is no quarter-by-quarter change of a rate. */
export function checkQuarterRateRun(a: Assertion, facts: Facts, sense: Sense): ClaimCheck | null {
  if (!BY_QUARTER.test(a.read) || (sense !== "up" && sense !== "down") || !a.metric) return null;
  const expected = `${entryOf(a.metric).label}单季同比增速逐季变化`;
  const series = entryOf(a.metric).series.find((s) => FLOW_SERIES.has(s) && (facts.series[s]?.length ?? 0) > 0);
  if (!series) return undecided("direction", expected, `没有${entryOf(a.metric).label}的季度数据`);
  const counted = COUNTED.exec(a.text);
  const n = counted ? numeral(counted[1]!) : 3;
  // "2024年单季净利润增速逐季放缓": the run ends in the year named (its last quarter stored), else the latest quarter.
  const named = a.years.at(-1);
  const stored = facts.series[series]!.filter((p) => named === undefined || p.period.startsWith(`${named}-`));
  const last = stored.at(-1);
  if (!last) return undecided("direction", expected, `没有${named}年的季度数据，无法核验${quoted(a)}`);
  const quarters = quartersTo(last.period, n);
  const rates = quarters.map((q) => rateOf(facts, series, q.kind, q.year));
  const known = rates.filter((r): r is Rate => r !== null);
  const found = known.map((r) => `${r.label} ${signedPercent(r.rate)}`).join(" → ");
  if (known.length < n || n < 2) return undecided("direction", expected, `缺少单季同比增速，无法核验${quoted(a)}`);
  const ok = known.slice(1).every((r, i) => (sense === "up" ? r.rate > known[i]!.rate : r.rate < known[i]!.rate));
  return { kind: "direction", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` };
}
