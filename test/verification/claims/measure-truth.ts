import type { ClaimCheck } from "../../../src/verification/claims/check-assertions";

/**
 * The truth-labelled corpora (eval/claims-corpus/<name>/corpus.json): each claim is "true", "false" or "undecidable"
 * as a whole, and is scored by the mark the product shows for it (✅ every check passed and nothing asserted left
 * unchecked, ❌ some check failed, ❔ otherwise), per label, per errorType and per category.
 */
export type Truth = "true" | "false" | "undecidable";
export type Mark = "✅" | "❌" | "❔";

export interface TruthTally {
  n: number;
  "✅": number;
  "❌": number;
  "❔": number;
}

export interface TruthMiss {
  id: string;
  expect: Truth;
  mark: Mark;
  claim: string;
  errorType?: string;
  category?: string;
  reasons: string[];
}

export interface TruthScore {
  claims: number;
  byExpect: Record<Truth, TruthTally>;
  /** Per errorType (false claims) and per category (all claims), each split by label. */
  byErrorType: Record<string, TruthTally>;
  byCategory: Record<string, Record<Truth, TruthTally>>;
  misses: TruthMiss[];
}

/** The mark a point shows for its claim checks, the rule verifyPoint applies. */
export function markOf(checks: readonly ClaimCheck[]): Mark {
  if (checks.some((c) => c.ok === false)) return "❌";
  if (checks.some((c) => c.ok === null)) return "❔";
  return "✅";
}

/** The mark the product should show for a claim of this label. */
const RIGHT: Record<Truth, Mark> = { true: "✅", false: "❌", undecidable: "❔" };

const tally = (): TruthTally => ({ n: 0, "✅": 0, "❌": 0, "❔": 0 });
const byTruth = (): Record<Truth, TruthTally> => ({ true: tally(), false: tally(), undecidable: tally() });

export function scoreTruth(
  cases: readonly {
    id: string;
    claim: string;
    expect: Truth;
    errorType?: string;
    category?: string;
    checks: readonly ClaimCheck[];
  }[],
): TruthScore {
  const out: TruthScore = { claims: cases.length, byExpect: byTruth(), byErrorType: {}, byCategory: {}, misses: [] };
  for (const c of cases) {
    const mark = markOf(c.checks);
    const add = (t: TruthTally): void => {
      t.n++;
      t[mark]++;
    };
    add(out.byExpect[c.expect]);
    if (c.expect === "false") add((out.byErrorType[c.errorType ?? "unlabelled"] ??= tally()));
    add((out.byCategory[c.category ?? "uncategorised"] ??= byTruth())[c.expect]);
    if (mark !== RIGHT[c.expect]) {
      out.misses.push({
        id: c.id,
        expect: c.expect,
        mark,
        claim: c.claim,
        ...(c.errorType ? { errorType: c.errorType } : {}),
        ...(c.category ? { category: c.category } : {}),
        reasons: c.checks.map((x) => `${x.kind}:${x.ok}:${x.reason}`),
      });
    }
  }
  return out;
}

/** "0.912" of a tally's share of a mark, "-" for an empty tally. */
export const share = (t: TruthTally, mark: Mark): string => (t.n === 0 ? "-" : (t[mark] / t.n).toFixed(3));
