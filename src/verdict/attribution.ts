import type { Attribution, AttributedPoint, DebaterRole, Point, Scores, Stance } from "../debate/debate-types";
import { clipText } from "../shared/clip-text";
import { SCORE_WEIGHTS } from "./scores";

/**
 * Why a verdict, computed rather than asserted: each quality dimension's share of the overall score (its weight times
 * its score over the weighted sum), and the three verified points of each side that weighed most, weighed as the
 * offline judge weighs them (the one definition, `pointWeight`): a point the other side answered with a verified
 * rebuttal weighs its confidence, one left standing half as much again.
 */

/** How much a point weighs for its side: 0 unless verified; ×1.5 when no verified opposing rebuttal answered it. */
export function pointWeight(point: Point, answered: boolean): number {
  return point.verification.status === "verified" ? point.confidence * (answered ? 1 : 1.5) : 0;
}

/** The ids of points a verified point of the other side rebuts. */
export function answeredIds(points: readonly { point: Point; side: DebaterRole }[]): Set<string> {
  const sideOf = new Map(points.map((p) => [p.point.id, p.side]));
  const out = new Set<string>();
  for (const { point, side } of points) {
    if (point.verification.status !== "verified" || point.rebuts === undefined) continue;
    const target = sideOf.get(point.rebuts);
    if (target !== undefined && target !== side) out.add(point.rebuts);
  }
  return out;
}

const CLAIM_CHARS = 80;
const TOP = 3;

export function attribution(
  scores: Scores,
  stance: Stance,
  points: readonly { point: Point; side: DebaterRole }[],
): Attribution {
  const keys = Object.keys(SCORE_WEIGHTS) as (keyof typeof SCORE_WEIGHTS)[];
  const weighted = keys.map((key) => SCORE_WEIGHTS[key] * scores[key]);
  const total = weighted.reduce((s, x) => s + x, 0);
  const answered = answeredIds(points);
  const ranked = (side: DebaterRole): AttributedPoint[] =>
    points
      .filter((p) => p.side === side)
      .map(({ point }) => ({ point, weight: pointWeight(point, answered.has(point.id)) }))
      .filter((p) => p.weight > 0)
      .sort((a, b) => b.weight - a.weight || a.point.id.localeCompare(b.point.id))
      .slice(0, TOP)
      .map(({ point, weight }) => ({
        pointId: point.id,
        side,
        claim: clipText(point.claim, CLAIM_CHARS),
        weight: Math.round(weight * 1000) / 1000,
      }));
  const forSide: DebaterRole = stance === "bearish" ? "bear" : "bull";
  return {
    dimensions: keys.map((key, i) => ({
      key,
      weight: SCORE_WEIGHTS[key],
      score: scores[key],
      share: total === 0 ? 0 : Math.round((weighted[i]! / total) * 1000) / 1000,
    })),
    for: ranked(forSide),
    against: ranked(forSide === "bull" ? "bear" : "bull"),
  };
}
