import { quarterIndex } from "../../shared/dates";
import { numeral } from "./judgement-words";
import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, quoted, undecided } from "./check-series";
import type { Facts } from "./facts";
import { FLOW_SERIES } from "./period-facts";
import type { PeriodKind } from "./periods";
import { type Sense, signedPercent } from "./rate-change";
import { type Rate, rateOf } from "./report-rates";

/**
 * "连续三个季度利润同比下滑（Q3 -32.60%、Q4 -38.16%、2026Q1 -55.38%），降幅逐季扩大": a growth rate's change 逐季 is
 * each single quarter's year-on-year rate against the quarter's before it, over the last quarters of the year named
 * (else of the data) - as many as the clause counts (连续N个季度), else three. A quarter without its rate leaves the
 * run 未能核验.
 */
const BY_QUARTER = /逐季|一个季度比一个季度/;
/** "三季度单季约192亿元，增速一路放缓": 一路 of a quarter's or a report's rate is a run over the year's reports too. */
const ALL_ALONG = /一路/;
/**
 * The year's cumulative reports up to a period's end (三季度 → 一季度、上半年、前三季度): where the single quarters'
 * rates are not held, a rate run 逐季 is the rates each report printed in turn ("前三季度归母净利646.27亿，同比仅
 * +6.2%，增速逐季放缓": 一季度 +11.56%、上半年 +8.89%、前三季度 +6.25%).
 */
const REPORTS_TO: Partial<Record<PeriodKind, PeriodKind[]>> = {
  q2s: ["q1", "h1"],
  h1: ["q1", "h1"],
  q3s: ["q1", "h1", "q3"],
  q3: ["q1", "h1", "q3"],
};
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
  const reports = REPORTS_TO[a.period.kind];
  // "增速从一季度的11.6%一路降到个位数": 一路 from a base named is that rate change's (rate-change.ts);
  // 同比 names none.
  const along = reports !== undefined && ALL_ALONG.test(a.read) && !/[从由较]|(?<![同环])比/.test(a.read);
  const run = BY_QUARTER.test(a.read) || along;
  if (!run || (sense !== "up" && sense !== "down") || !a.metric) return null;
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
  const cumulative = known.length < n && reports && !counted ? reportRun(facts, series, reports, named) : null;
  if (cumulative) return runCheck(cumulative, sense, `${entryOf(a.metric).label}累计同比增速逐期变化`, a);
  if (known.length < n || n < 2) return undecided("direction", expected, `缺少单季同比增速，无法核验${quoted(a)}`);
  return runCheck(known, sense, expected, a);
}

function runCheck(known: readonly Rate[], sense: "up" | "down", expected: string, a: Assertion): ClaimCheck {
  const ok = known.slice(1).every((r, i) => (sense === "up" ? r.rate > known[i]!.rate : r.rate < known[i]!.rate));
  const found = known.map((r) => `${r.label} ${signedPercent(r.rate)}`).join(" → ");
  return { kind: "direction", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` };
}

/** The rates of the year's reports up to the clause's (the year named, else the latest holding them all). */
function reportRun(facts: Facts, series: string, kinds: readonly PeriodKind[], named: number | undefined) {
  const latest = Number(facts.series[series]!.at(-1)!.period.slice(0, 4));
  for (const year of named !== undefined ? [named] : [latest, latest - 1]) {
    const rates = kinds.map((k) => rateOf(facts, series, k, year));
    if (rates.every((r) => r !== null)) return rates as Rate[];
  }
  return null;
}
