import type { DebateState } from "../debate-state";
import type { DebaterRole, Turn } from "../debate-types";

// The order these helpers encode is routed by the adversarial graph (protocols/adversarial.ts).

/** Round 1: bull, bear, bull. Each later round: bear, bull. 3 rounds = 7 debater calls + 1 judge = 8. */
export function plannedTurns(rounds: number): { role: DebaterRole; round: number }[] {
  const plan: { role: DebaterRole; round: number }[] = [
    { role: "bull", round: 1 },
    { role: "bear", round: 1 },
    { role: "bull", round: 1 },
  ];
  for (let r = 2; r <= rounds; r++) plan.push({ role: "bear", round: r }, { role: "bull", round: r });
  return plan;
}

/** True when `round` is the last planned turn of that round (a convergence check follows it). */
export function endsRound(state: DebateState, round: number): boolean {
  const plan = plannedTurns(state.rounds);
  const done = state.turns.filter((t) => t.role !== "judge").length;
  const last = plan.findLastIndex((p) => p.round === round);
  return done === last + 1;
}

/**
 * A round adds nothing new when its turns cite no evidence id cited before and make no claim on a dimension
 * not argued before (seed 000 §4.3 has_new_argument).
 */
export function roundAddsNothing(turns: Turn[], round: number): boolean {
  if (round <= 1) return false;
  const before = turns.filter((t) => t.role !== "judge" && t.round < round);
  const current = turns.filter((t) => t.role !== "judge" && t.round === round);
  const oldIds = new Set(before.flatMap((t) => t.points.flatMap((p) => p.evidence.map((e) => e.id))));
  const oldDims = new Set(before.flatMap((t) => t.points.map((p) => p.dimension ?? "")));
  const counted = current.flatMap((t) => t.points.filter((p) => p.verification.status !== "invalid"));
  const newIds = counted.some((p) => p.evidence.some((e) => !oldIds.has(e.id)));
  const newDims = counted.some((p) => !oldDims.has(p.dimension ?? ""));
  return !newIds && !newDims;
}
