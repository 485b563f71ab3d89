import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, quoted, undecided } from "./check-series";
import type { Facts } from "./facts";
import { FLOW_SERIES } from "./period-facts";
import type { PeriodKind } from "./periods";
import { rateChangeOf, signedPercent } from "./rate-change";
import { type Rate, rateOf } from "./report-rates";

/**
 * "2025年上半年净利增33%、前三季度增36%、全年增42%，利润增速逐季走高": a growth rate said to move 逐季 in a sentence
 * that lists the year's cumulative periods (一季度, 上半年, 前三季度, 全年: each from the year's start) is the run of
 * those periods' rates, each against the same period a year before, in the order of the year. That is the series the
 * writer put before the reader; the single quarters' rates (quarter-rate-runs.ts) are another series, which these
 * words do not name. A level said to move 逐季 over cumulative periods stays 未能核验 (quarter-runs.ts).
 */
const CUMULATIVE_PERIODS: readonly { re: RegExp; kind: PeriodKind }[] = [
  { re: /(?<!前)(?:第)?一季度|一季报|Q1/, kind: "q1" },
  { re: /上半年|中报|半年报|半年度|H1/, kind: "h1" },
  { re: /前三季度|三季报/, kind: "q3" },
  // Not the 年度 of 半年度 nor of 年度分红 (a payout, no period of the run).
  { re: /全年|(?<!半)年报|(?<!半)年度(?!分红|利润分配|派息|股息)/, kind: "annual" },
];

/** The cumulative periods a sentence names, in the year's order; null when it names fewer than two. */
export function cumulativePeriods(sentence: string, clause: string): PeriodKind[] | null {
  if (!rateChangeOf(clause)) return null;
  const kinds = CUMULATIVE_PERIODS.filter((p) => p.re.test(sentence)).map((p) => p.kind);
  return kinds.length >= 2 ? kinds : null;
}

/** The run's check over the cumulative periods' growth rates of `year`. */
export function checkCumulativeRun(a: Assertion, facts: Facts, kinds: readonly PeriodKind[], year: number | null) {
  const sense = rateChangeOf(a.read)?.sense;
  const label = a.metric ? entryOf(a.metric).label : "";
  const expected = `${label}${year ?? ""}年累计增速逐期${sense === "up" ? "上升" : "下降"}`;
  const series = a.metric ? entryOf(a.metric).series.find((s) => FLOW_SERIES.has(s) && facts.series[s]?.length) : null;
  if (!series || year === null || (sense !== "up" && sense !== "down"))
    return undecided("direction", expected, `没有这几期的${label}增速，无法核验${quoted(a)}`);
  const rates = kinds.map((k) => rateOf(facts, series, k, year));
  if (rates.some((r) => r === null))
    return undecided("direction", expected, `缺少${year}年这几期的${label}同比增速，无法核验${quoted(a)}`);
  const known = rates as Rate[];
  const ok = known.slice(1).every((r, i) => (sense === "up" ? r.rate > known[i]!.rate : r.rate < known[i]!.rate));
  const found = known.map((r) => `${r.label} ${signedPercent(r.rate)}`).join(" → ");
  const check: ClaimCheck = {
    kind: "direction",
    ok,
    expected,
    found,
    reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}`,
  };
  return check;
}
