import type { DebaterRole, Point } from "../../debate-types";

/** What the round rules read of a turn. */
type TurnLike = { role: string; round: number; points: readonly Point[]; error?: string };

/**
 * Round 1: bull, bear, bull. Each later round: bear, bull. 3 rounds = 7 debater calls + 1 judge = 8. The one turn plan.
 */
export function plannedTurns(rounds: number): { role: DebaterRole; round: number }[] {
  const plan: { role: DebaterRole; round: number }[] = [
    { role: "bull", round: 1 },
    { role: "bear", round: 1 },
    { role: "bull", round: 1 },
  ];
  for (let r = 2; r <= rounds; r++) plan.push({ role: "bear", round: r }, { role: "bull", round: r });
  return plan;
}

export const debaterTurns = <T extends TurnLike>(turns: readonly T[]): T[] => turns.filter((t) => t.role !== "judge");

/**
 * The next debater turn: bull opens round 1, bear rebuts, bull answers in the bear's round; bear opens each later
 * round.
 */
export function nextDebater(turns: readonly TurnLike[]): { role: DebaterRole; round: number } {
  const debaters = debaterTurns(turns);
  const last = debaters.at(-1);
  if (!last) return { role: "bull", round: 1 };
  if (last.role === "bear") return { role: "bull", round: last.round };
  return { role: "bear", round: debaters.length === 1 ? 1 : last.round + 1 };
}

/** True when the debater turns so far end `round` as planned (a convergence check follows it). */
export function endsRound(turns: readonly TurnLike[], rounds: number, round: number): boolean {
  const last = plannedTurns(rounds).findLastIndex((p) => p.round === round);
  return debaterTurns(turns).length === last + 1;
}

/** A failed turn after a full first round still leaves a debate to judge; before it, the debate fails. */
export const hasFullRound = (turns: readonly TurnLike[]): boolean =>
  debaterTurns(turns).filter((t) => t.round === 1 && !t.error).length >= 3;

/**
 * The one convergence rule: a round adds nothing new when its turns cite no evidence id cited before and make no claim
 * on a dimension not argued before (seed 000 §4.3 has_new_argument).
 */
export function roundAddsNothing(turns: readonly TurnLike[], round: number): boolean {
  if (round <= 1) return false;
  const before = debaterTurns(turns).filter((t) => t.round < round);
  const current = debaterTurns(turns).filter((t) => t.round === round);
  const oldIds = new Set(before.flatMap((t) => t.points.flatMap((p) => p.evidence.map((e) => e.id))));
  const oldDims = new Set(before.flatMap((t) => t.points.map((p) => p.dimension ?? "")));
  const counted = current.flatMap((t) => t.points.filter((p) => p.verification.status !== "invalid"));
  const newIds = counted.some((p) => p.evidence.some((e) => !oldIds.has(e.id)));
  const newDims = counted.some((p) => !oldDims.has(p.dimension ?? ""));
  return !newIds && !newDims;
}
