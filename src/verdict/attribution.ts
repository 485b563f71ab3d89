import type { Attribution, AttributedPoint, DebaterRole, Point, Scores, Stance } from "../debate/debate-types";
import { sideOf } from "../debate/record-point";
import type { Turn } from "../debate/role-output";
import { clipText } from "../shared/clip-text";
import { SCORE_WEIGHTS } from "./scores";

/**
 * Why a verdict, computed rather than asserted, the same for every protocol: each quality dimension's share of the
 * overall score (its weight times its score over the weighted sum), and the three verified points that weighed most
 * for the verdict and against it, weighed as the offline judge weighs them (the one definition, `pointWeight`): a
 * point the other camp answered with a verified rebuttal weighs its confidence, one left standing half as much again.
 * The camps are the sides for the adversarial debate (the side the stance follows is "for") and the directions the
 * roles argue for the role graphs (those arguing the verdict's are "for", the rest "against").
 */

/** How much a point weighs for its side: 0 unless verified; ×1.5 when no verified opposing rebuttal answered it. */
export function pointWeight(point: Point, answered: boolean): number {
  return point.verification.status === "verified" ? point.confidence * (answered ? 1 : 1.5) : 0;
}

/** The ids of points a verified point of another camp (side, or for/against) rebuts. */
export function answeredIds<C>(points: readonly { point: Point; side: C }[]): Set<string> {
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

/** A point as the attribution reads it: which camp it argues for, and who said it (its side, or its role's stance). */
interface Weighed {
  point: Point;
  isFor: boolean;
  who: Pick<AttributedPoint, "side" | "role" | "stance">;
}

function attributionOf(scores: Scores, points: readonly Weighed[], by?: "stance"): Attribution {
  const keys = Object.keys(SCORE_WEIGHTS) as (keyof typeof SCORE_WEIGHTS)[];
  const weighted = keys.map((key) => SCORE_WEIGHTS[key] * scores[key]);
  const total = weighted.reduce((s, x) => s + x, 0);
  const answered = answeredIds(points.map((p) => ({ point: p.point, side: p.isFor })));
  const ranked = (isFor: boolean): AttributedPoint[] =>
    points
      .filter((p) => p.isFor === isFor)
      .map((p) => ({ ...p, weight: pointWeight(p.point, answered.has(p.point.id)) }))
      .filter((p) => p.weight > 0)
      .sort((a, b) => b.weight - a.weight || a.point.id.localeCompare(b.point.id))
      // One claim once: a later role repeating an earlier one's point (a leader quoting its analyst) is not another.
      .filter((p, i, all) => all.findIndex((q) => q.point.claim === p.point.claim) === i)
      .slice(0, TOP)
      .map(({ point, who, weight }) => ({
        pointId: point.id,
        ...who,
        claim: clipText(point.claim, CLAIM_CHARS),
        weight: Math.round(weight * 1000) / 1000,
      }));
  return {
    ...(by ? { by } : {}),
    dimensions: keys.map((key, i) => ({
      key,
      weight: SCORE_WEIGHTS[key],
      score: scores[key],
      share: total === 0 ? 0 : Math.round((weighted[i]! / total) * 1000) / 1000,
    })),
    for: ranked(true),
    against: ranked(false),
  };
}

/** The adversarial debate: the bull's points are for a bullish or neutral verdict, the bear's for a bearish one. */
export function attribution(
  scores: Scores,
  stance: Stance,
  points: readonly { point: Point; side: DebaterRole }[],
): Attribution {
  const forSide: DebaterRole = stance === "bearish" ? "bear" : "bull";
  return attributionOf(
    scores,
    points.map(({ point, side }) => ({ point, isFor: side === forSide, who: { side } })),
  );
}

const STANCE_OF_SIDE = { bull: "bullish", bear: "bearish" } as const;

/**
 * A role graph (FinDebate, TradingAgents, vote): each answered role's points argue the direction its stance names, or
 * its own side when it argues one whatever its stance (`sideOf`: the researchers, the risk voices, the skeptic who
 * argues against the draft it records as its stance); a neutral role's points argue no direction. Points arguing the
 * verdict's direction are for it, the rest against; failed and skipped roles said nothing.
 */
export function rolesAttribution(scores: Scores, stance: Stance, turns: readonly Turn[]): Attribution {
  const points = turns.flatMap((t) => {
    if (!t.output) return [];
    const side = sideOf(t.role, t.output.stance);
    const argues: Stance = side ? STANCE_OF_SIDE[side] : "neutral";
    return t.points.map((point) => ({ point, isFor: argues === stance, who: { role: t.role, stance: argues } }));
  });
  return attributionOf(scores, points, "stance");
}
