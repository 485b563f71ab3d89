import {
  type ClaimCheck,
  changeInto,
  entryOf,
  periodName,
  pointsOf,
  quoted,
  targetPoint,
  undecided,
} from "./check-series";
import type { Facts } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";
import type { Assertion } from "./parse-assertions";

/**
 * A reading of quality ("收入质量明显变差", "利润的含金量在提升", "盈利质量改善") is about a pair, not the direction of
 * the metric it names: cash earned against what was booked. It holds when operating cash flow grew faster (改善) or
 * slower (变差) than the revenue or profit the word names, in the clause's period. "营收+3.46%而经营现金流-55.69%，
 * 收入质量明显变差" is true although revenue rose.
 */
const QUALITY: readonly { re: RegExp; base: ClaimMetric }[] = [
  { re: /(?:收入|营收|销售|增长)(?:的)?(?:质量|成色|含金量)/, base: "revenue" },
  { re: /(?:盈利|利润|业绩|净利润?)(?:的)?(?:质量|成色|含金量)/, base: "net_profit" },
];

/** Cash named in the clause or one before it in its sentence: without it, 盈利质量 may mean margins (毛利率抬升). */
const CASH = /现金|回款|收现/;

export function checkQualityReading(a: Assertion, facts: Facts, before: readonly Assertion[]): ClaimCheck[] | null {
  const q = QUALITY.find((x) => x.re.test(a.text));
  // "净现比/含金量提升" names the stored ratio itself: its own series reads it.
  if (!q || !a.direction || a.metric === "cash_coverage") return null;
  if (![a, ...before].some((b) => CASH.test(b.text))) return null;
  const expected = `${q.re.exec(a.text)![0]}${a.direction.word}`;
  const sense = a.direction.sense;
  const better = sense === "up" || sense === "favourable";
  const base = pointsOf(facts, q.base);
  const to = targetPoint(a, base);
  const cashPoints = pointsOf(facts, "operating_cash_flow");
  const cashTo = to && cashPoints.find((p) => p.period === to.period);
  const booked = to ? changeInto(q.base, base, to) : null;
  const cash = cashTo ? changeInto("operating_cash_flow", cashPoints, cashTo) : null;
  if (!to || booked?.percent == null || cash?.percent == null)
    return [
      undecided("direction", expected, `没有可比的经营现金流与${entryOf(q.base).label}数据，无法判断${quoted(a)}`),
    ];
  const gap = cash.percent - booked.percent;
  const ok = better ? gap > 0 : gap < 0;
  const found =
    `${periodName(to)} ${entryOf(q.base).label}同比${signed(booked.percent)}，` +
    `经营现金流同比${signed(cash.percent)}`;
  return [{ kind: "direction", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` }];
}

const signed = (x: number): string => `${x >= 0 ? "+" : ""}${x.toFixed(2)}%`;
