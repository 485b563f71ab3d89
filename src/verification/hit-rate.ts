/**
 * The evidence hit rate (seed 000 §5.1 "证据命中率"): the share of points whose citations and numbers
 * passed verification. Invalid and doubtful points both count against it.
 */
import type { VerificationStatus } from "../debate/debate-types";

export interface Verified {
  verification: { status: VerificationStatus };
}

function share(verified: number, all: number): number {
  return all === 0 ? 0 : Math.round((verified / all) * 1000) / 1000;
}

/** Verified points / all points, to 3 decimals; 0 when there are none. */
export function hitRate(points: readonly Verified[]): number {
  return share(points.filter((p) => p.verification.status === "verified").length, points.length);
}

/** The same share over every point of a debate, pooled (not an average of turns, so a long turn weighs more). */
export function verifiedShare(turns: readonly { points: readonly Verified[] }[]): number {
  return hitRate(turns.flatMap((t) => t.points));
}
