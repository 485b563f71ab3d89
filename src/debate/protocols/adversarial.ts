import { plannedTurns, roundAddsNothing } from "./adversarial-rounds";
import type { DebateState } from "../debate-state";
import type { DebaterRole, Role, Turn } from "../debate-types";
import { END, type RouteContext, type Tier } from "../graph";

/** A node of the adversarial graph: which role speaks and which model tier it draws from. */
export interface TurnNode {
  id: Role;
  role: Role;
  tier: Tier;
}

/**
 * The adversarial protocol (seed 000 §3.3/§4.3) as a graph. Its nodes are run by the debate room's own turn code
 * (bull/bear points, convergence and budget events, the judge), so only the choice of the next node lives here. A
 * router reads the checkpointed state and names the node after the one that just spoke; `routeTurns` adds the
 * fallbacks: a stop already recorded, a router that throws or names an unknown node, the round cap, the turn cap and
 * the token budget all go to the judge.
 */
export interface TurnGraph {
  protocol: "adversarial";
  nodes: Record<Role, TurnNode>;
  entry: DebaterRole;
  edges: Record<Role, (state: DebateState, ctx: RouteContext) => string>;
  fallback: "judge";
}

/** What the room does next: a debater turn, recording a budget stop (no model call), the judge, or nothing. */
export type TurnStep =
  | { kind: "turn"; role: DebaterRole; round: number; seq: number }
  | { kind: "stop"; reason: "budget"; round: number; detail: string }
  | { kind: "judge"; seq: number; detour?: string }
  | { kind: "finish" };

const debaterTurns = (state: DebateState): Turn[] => state.turns.filter((t) => t.role !== "judge");

export const adversarialGraph: TurnGraph = {
  protocol: "adversarial",
  nodes: {
    bull: { id: "bull", role: "bull", tier: "quick" },
    bear: { id: "bear", role: "bear", tier: "quick" },
    judge: { id: "judge", role: "judge", tier: "deep" },
  },
  entry: "bull",
  edges: {
    // Bear rebuts, and bull always answers within the same round.
    bear: () => "bull",
    // Round 1 opens bull -> bear -> bull; every later bull turn ends a round: round cap, then the convergence check.
    bull: (state, ctx) => {
      const last = debaterTurns(state).at(-1);
      if (!last) return "bull";
      const openedOnly = last.round === 1 && debaterTurns(state).filter((t) => t.round === 1 && t.role === "bull").length === 1;
      if (openedOnly) return "bear";
      if (last.round >= ctx.rounds) return "judge";
      if (roundAddsNothing(state.turns, last.round)) return "judge";
      return "bear";
    },
    judge: () => END,
  },
  fallback: "judge",
};

/** The round the next turn of `role` belongs to: bull answers in the bear's round, bear opens the next (or rebuts the opening). */
function roundOf(role: DebaterRole, debaters: Turn[]): number {
  const last = debaters.at(-1)!;
  if (role === "bull") return last.round;
  return debaters.length === 1 ? 1 : last.round + 1;
}

/** A pure function of the checkpointed state, so a resumed object takes the same step. */
export function routeTurns(graph: TurnGraph, state: DebateState, ctx: RouteContext): TurnStep {
  if (state.status === "done" || state.status === "failed" || state.verdict) return { kind: "finish" };
  const seq = state.turns.length + 1;
  const judge = (detour?: string): TurnStep => ({ kind: "judge", seq, ...(detour ? { detour } : {}) });
  // A stop already recorded (convergence, budget, a failed turn after a full round) goes straight to judging.
  if (state.status === "judging" || state.stoppedEarly) return judge();
  const debaters = debaterTurns(state);
  const last = debaters.at(-1);
  if (!last) return { kind: "turn", role: graph.entry, round: 1, seq };
  let next: string;
  try {
    const edge = graph.edges[last.role];
    next = edge(state, ctx);
  } catch (e) {
    return judge(`router of "${last.role}" failed (${String(e)}); going to judge`);
  }
  if (next === END || next === graph.fallback) return judge();
  if (next !== "bull" && next !== "bear") return judge(`router of "${last.role}" named unknown node "${next}"; going to judge`);
  if (debaters.length >= plannedTurns(ctx.rounds).length) return judge(`turn cap ${plannedTurns(ctx.rounds).length} reached; going to judge`);
  const round = roundOf(next, debaters);
  // Budget: the next turn is projected to cost what the last successful one did; judging needs no further debate.
  const lastOk = debaters.findLast((t) => !t.error);
  const projected = lastOk ? lastOk.usage.promptTokens + lastOk.usage.completionTokens : 0;
  if (ctx.tokensUsed + projected > ctx.tokenBudget) {
    return { kind: "stop", reason: "budget", round, detail: `token budget ${ctx.tokenBudget} reached (${ctx.tokensUsed} used, next turn ~${projected}); going to judging` };
  }
  return { kind: "turn", role: next, round, seq };
}
