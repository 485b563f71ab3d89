import type { VerificationStatus } from "../debate/debate-types";

const STATUS_RANK: Record<VerificationStatus, number> = { verified: 0, unverifiable: 1, doubtful: 2, invalid: 3 };

/**
 * Sort order "strongest point first": verified before doubtful before invalid, then higher confidence. Used where
 * only the top few points of a list are read (a later role's briefs; the points a rebuttal answers first).
 */
export function strongestFirst(a: StrengthOf, b: StrengthOf): number {
  return STATUS_RANK[a.verification.status] - STATUS_RANK[b.verification.status] || b.confidence - a.confidence;
}

interface StrengthOf {
  verification: { status: VerificationStatus };
  confidence: number;
}
