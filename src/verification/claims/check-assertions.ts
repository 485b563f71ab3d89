import { evidencePeriods } from "./evidence-period";
import { checkFactSentences } from "./check-fact-clauses";
import { checkedBothWays } from "./compared-readings";
import type { ClaimCheck } from "./check-series";
import { checkClauses, nothingChecked } from "./coverage";
import { unreadFigures } from "./figure-coverage";
import { unreadRelations } from "./relation-coverage";
import { withDerived } from "./derived-series";
import type { Facts } from "./facts";
import { carryDays } from "./market-days";
import { carryExtremeSpans } from "./extreme-spans";
import { carryQuarterRuns } from "./quarter-runs";
import { carryBases } from "./sentence-bases";
import { shownArithmetic } from "./shown-arithmetic";
import { statedShares } from "./stated-share";
import { statedPairs } from "./stated-pairs";
import { markYearless } from "./latest-figure";
import { type ClaimMetric, METRIC_LEXICON } from "./metric-lexicon";
import type { PeerFacts } from "./peer-compare";
import { movesPeer } from "./peer-moves";
import type { Assertion } from "./parse-assertions";
import { checkPolarity, checkReading } from "./point-stance";
import { checkSelfReading } from "./self-reading";
import { drawsReading, premiseOf, refutationChecks, wrongPremise } from "./refuted-views";
import { streaksThroughLatest } from "./streak-lists";
import { unreadPoint } from "./unread-points";

export type { CheckKind, ClaimCheck } from "./check-series";

export interface CheckOptions {
  /** The point's side: a bull point must be favourable by the polarity table, a bear (risk) point adverse. */
  side?: "bull" | "bear";
  /** The point it rebuts: its metrics (lexicon keys), so the rebuttal must stay on their topic. */
  rebuts?: { id: string; metrics: readonly ClaimMetric[] };
  /**
   * Other companies' facts known by the same asOf, by code (company-names.ts resolves a name): a figure, ratio, gap or
   * order said of a named peer is checked on them. A peer not given stays 未能核验.
   */
  peers?: PeerFacts;
  /** The point's own words: a point the grammar reads no clause of is still weighed (unread-points.ts). */
  claim?: string;
}

function checkRebuttal(assertions: readonly Assertion[], target: NonNullable<CheckOptions["rebuts"]>): ClaimCheck[] {
  const topics = new Set(target.metrics.map((m) => METRIC_LEXICON[m].topic));
  // A target that names no metric (an announcement, a buyback, management) leaves nothing to compare topics with.
  if (topics.size === 0) return [];
  const expected = [...topics].length ? target.metrics.map((m) => METRIC_LEXICON[m].label).join("、") : "同一指标";
  const own = [
    ...new Set(
      assertions.filter((a) => a.from === "claim").flatMap((a) => (a.metric ? [a.metric, ...a.metrics] : a.metrics)),
    ),
  ];
  const ok = own.some((m) => topics.has(METRIC_LEXICON[m].topic));
  const found = own.map((m) => METRIC_LEXICON[m].label).join("、") || "未提及指标";
  return [
    {
      kind: "rebuttal",
      ok,
      expected,
      found,
      reason: ok
        ? `回应的论点谈${expected}，本论点回应了它`
        : `回应的论点谈${expected}，本论点却只谈${found}（未回应）`,
    },
  ];
}

/**
 * Checks a point's assertions against the facts known by asOf. Pure and total: every check says what was expected,
 * what the data shows and why, in Chinese; `ok: null` is a judgement the data cannot decide.
 */
export const checkAssertions = (
  assertions: readonly Assertion[],
  facts: Facts,
  opts: CheckOptions = {},
): ClaimCheck[] => checkedBothWays(assertions, (parsed) => checkParsed(parsed, facts, opts));

function checkParsed(assertions: readonly Assertion[], facts: Facts, opts: CheckOptions): ClaimCheck[] {
  const all = withDerived(facts);
  const peers = opts.peers ? new Map([...opts.peers].map(([code, f]) => [code, withDerived(f)])) : undefined;
  const carried = markYearless(
    streaksThroughLatest(carryQuarterRuns(carryBases(carryExtremeSpans(carryDays(evidencePeriods(assertions)))))),
  );
  // A figure computed from true figures its sentence shows is true as computed, whatever its binding made of it.
  const checks = shownArithmetic(carried, statedShares(carried, checkClauses(carried, all, peers)));
  // Two figures shown and the way one differs from the other: the way must be the figures' own.
  checks.push(...statedPairs(carried));
  checks.push(
    ...checkFactSentences(
      // A clause an out-of-scope subject owns (KDJ金叉) is not read as a stored indicator's.
      // A named peer's price move is read on the peer's bars (peer-moves.ts), not as the company's.
      // Another side's view ("质疑方把89.8%的负债率当作风险信号，但…") is not the point's reading; refuted, it is
      // read as refuted, below.
      // Its premise, though (premiseOf): the figure the view is drawn from is what the point's reading names back.
      assertions
        .filter((a) => a.from === "claim" && !a.outOfScope?.owns && !movesPeer(a, peers))
        .flatMap((a) => (!a.attributed ? [a.text] : a.refuted ? [] : [premiseOf(a) ?? ""].filter(Boolean))),
      all,
    ),
  );
  // A move read the other way in its own clause ("利润回落反倒是利好信号") when no clause reads another's.
  const reading = checkReading(assertions);
  checks.push(...(reading.length > 0 ? reading : checkSelfReading(assertions)));
  // A refuted view is read as if asserted, its leverage reading too; the refutation asserts its negation.
  // "质疑方把70%的负债率当作风险信号，但…": the figure a reported reading is drawn from is shared; a wrong one is the
  // point's own error, the reading refuted or not.
  // Read with the carried context as the point's own clauses are (a yearless sentence's balance is the latest one).
  for (const a of carried.filter((x) => x.from === "claim" && (x.refuted || (x.attributed && drawsReading(x))))) {
    const read = [...checkClauses([{ ...a, attributed: false }], all, peers), ...checkFactSentences([a.text], all)];
    if (drawsReading(a)) checks.push(...read.filter((c) => c.ok === false && wrongPremise(c, premiseOf(a))));
    if (a.refuted) checks.push(...refutationChecks(a, read));
  }
  checks.push(...unreadFigures(assertions, checks), ...unreadRelations(assertions, checks));
  checks.push(...nothingChecked(assertions, checks), ...unreadPoint(opts.claim, assertions));
  if (opts.side) checks.push(...checkPolarity(assertions, opts.side));
  if (opts.rebuts) checks.push(...checkRebuttal(assertions, opts.rebuts));
  return checks;
}
