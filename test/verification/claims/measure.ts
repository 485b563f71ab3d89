import { type CheckKind, type CheckOptions, checkAssertions } from "../../../src/verification/claims/check-assertions";
import type { ClaimMetric } from "../../../src/verification/claims/metric-lexicon";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markWithStated } from "../../../src/verification/claims/stated-agreement";
import { unmaskReasons } from "../../../src/verification/claims/unmasked-reasons";
import { StatedAssertion } from "../../../src/domain/stated-assertion";
import { type Truth, type TruthScore, scoreTruth } from "./measure-truth";
import { namedCompanies } from "../../../src/verification/claims/company-names";
import { SAMPLE_DATA } from "../../../src/sample";
import { sampleFacts } from "./sample-facts";

/**
 * Precision and recall of "not verified" on the labelled corpus, per check kind and overall. A claim's kind is
 * flagged when any check of that kind is not ok (failed or 未能核验); a kind the label does not name counts as
 * expected to pass, so a false alarm of an unexpected kind is counted against precision.
 */
export interface CorpusCase {
  id: string;
  ticker: string;
  asOf: string;
  claim: string;
  quote?: string;
  side?: "bull" | "bear";
  rebuts?: { id: string; metrics: ClaimMetric[] };
  /** Per check kind (the first corpus), or the whole claim's truth (the real-model corpora, eval/claims-corpus/). */
  expect: Partial<Record<CheckKind, boolean>> | Truth;
  note?: string;
  errorType?: string;
  category?: string;
  /** What a model stated as data beside the claim (issue 27 item 7): checked as verifyPoint checks it. */
  assertions?: unknown[];
}

/** The kinds the first corpus labels per claim; the price, event and scope checks came later and are measured by truth. */
export const LABELLED_KINDS: readonly CheckKind[] = [
  "number",
  "direction",
  "magnitude",
  "comparison",
  "recency",
  "polarity",
  "level",
  "rebuttal",
];
export const KINDS: readonly CheckKind[] = [...LABELLED_KINDS, "market", "event", "scope"];

export interface Score {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  precision: number;
  recall: number;
}

export interface Miss {
  id: string;
  kind: CheckKind | "overall";
  claim: string;
  expected: "passed" | "not verified";
  reasons: string[];
}

const score = (tp: number, fp: number, fn: number, tn: number): Score => ({
  tp,
  fp,
  fn,
  tn,
  precision: tp + fp === 0 ? 1 : tp / (tp + fp),
  recall: tp + fn === 0 ? 1 : tp / (tp + fn),
});

export interface CorpusResult {
  byKind: Record<CheckKind, Score>;
  overall: Score;
  misses: Miss[];
  /** Claims labelled per check kind. */
  claims: number;
  /** Claims labelled true / false / undecidable as a whole, scored by the mark shown. */
  truth: TruthScore;
  /** Cases that carried at least one valid stated assertion. */
  statedCases: number;
}

export function measureCorpus(corpus: readonly CorpusCase[]): CorpusResult {
  const counts = Object.fromEntries(KINDS.map((k) => [k, { tp: 0, fp: 0, fn: 0, tn: 0 }])) as Record<
    CheckKind,
    { tp: number; fp: number; fn: number; tn: number }
  >;
  const overall = { tp: 0, fp: 0, fn: 0, tn: 0 };
  const misses: Miss[] = [];
  const factsCache = new Map<string, ReturnType<typeof sampleFacts>>();
  const truthCases: Parameters<typeof scoreTruth>[0][number][] = [];
  let perKind = 0;
  let statedCases = 0;
  for (const c of corpus) {
    const key = `${c.ticker}|${c.asOf}`;
    const facts = factsCache.get(key) ?? sampleFacts(c.ticker, c.asOf);
    factsCache.set(key, facts);
    // The other sample companies a claim names, as of the same date: what the product hands the checker too.
    const peers = new Map(
      namedCompanies(c.claim, c.ticker)
        .filter((code) => SAMPLE_DATA.companies.some((s) => s.code === code))
        .map((code) => {
          const at = `${code}|${c.asOf}`;
          const f = factsCache.get(at) ?? sampleFacts(code, c.asOf);
          factsCache.set(at, f);
          return [code, f] as const;
        }),
    );
    const opts: CheckOptions = {
      claim: c.claim,
      ...(c.side ? { side: c.side } : {}),
      ...(c.rebuts ? { rebuts: c.rebuts } : {}),
      ...(peers.size > 0 ? { peers } : {}),
    };
    const parsed = parseAssertions(c.claim, c.quote, { asOf: c.asOf, company: c.ticker });
    const proseChecks = checkAssertions(parsed, facts, opts);
    // The same hook as verifyPoint: stated data checked exactly, the prose for agreement (stated-agreement.ts).
    const stated = (c.assertions ?? []).flatMap((a) => {
      const ok = StatedAssertion.safeParse(a);
      return ok.success ? [ok.data] : [];
    });
    if (stated.length > 0) statedCases++;
    const checked = stated.length > 0 ? markWithStated(stated, parsed, proseChecks, facts).checks : proseChecks;
    const checks = unmaskReasons(checked, [c.claim, ...(c.quote ? [c.quote] : [])], c.asOf);
    const expect = c.expect;
    if (typeof expect === "string") {
      truthCases.push({
        id: c.id,
        claim: c.claim,
        expect,
        checks,
        ...(c.errorType ? { errorType: c.errorType } : {}),
        ...(c.category ? { category: c.category } : {}),
      });
      continue;
    }
    perKind++;
    const tally = (
      bucket: { tp: number; fp: number; fn: number; tn: number },
      kind: CheckKind | "overall",
      want: boolean,
      got: boolean,
    ): void => {
      if (want && got) bucket.tp++;
      else if (!want && got) bucket.fp++;
      else if (want && !got) bucket.fn++;
      else bucket.tn++;
      if (want !== got) {
        const of = kind === "overall" ? checks : checks.filter((x) => x.kind === kind);
        misses.push({
          id: c.id,
          kind,
          claim: c.claim,
          expected: want ? "not verified" : "passed",
          reasons: of.map((x) => `${x.kind}:${x.ok}:${x.reason}`),
        });
      }
    };
    for (const kind of KINDS) {
      const want = expect[kind] === false;
      const got = checks.some((x) => x.kind === kind && x.ok !== true);
      if (expect[kind] === undefined && !got) continue;
      tally(counts[kind], kind, want, got);
    }
    tally(
      overall,
      "overall",
      Object.values(expect).some((v) => v === false),
      checks.some((x) => x.ok !== true),
    );
  }
  const byKind = Object.fromEntries(
    KINDS.map((k) => [k, score(counts[k].tp, counts[k].fp, counts[k].fn, counts[k].tn)]),
  ) as Record<CheckKind, Score>;
  return {
    byKind,
    overall: score(overall.tp, overall.fp, overall.fn, overall.tn),
    misses,
    claims: perKind,
    truth: scoreTruth(truthCases),
    statedCases,
  };
}
