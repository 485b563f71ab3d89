import { z } from "zod";
import { type FlowContext, bySeq } from "../../flow-common";
import type { Turn } from "../../role-output";

export const FinAnalyst = z.enum(["earnings", "market", "sentiment", "valuation", "risk"]);
export type FinAnalyst = z.infer<typeof FinAnalyst>;

/**
 * FinDebate (seed 001, Algorithm 1): five specialist analysts in parallel, a synthesised draft, a one-round safe
 * debate.
 */
export interface FinDebateFlow extends FlowContext {
  protocol: "findebate";
  analysts: Record<FinAnalyst, Turn | null>;
  draft: Turn | null;
  trust: Turn | null;
  skeptic: Turn | null;
  leader: Turn | null;
}

export function emptyFinDebateFlow(ctx: Omit<FlowContext, "cursor">): FinDebateFlow {
  return {
    protocol: "findebate",
    cursor: { at: null, steps: 0, detours: [] },
    ...ctx,
    analysts: { earnings: null, market: null, sentiment: null, valuation: null, risk: null },
    draft: null,
    trust: null,
    skeptic: null,
    leader: null,
  };
}

export function finDebateResults(flow: FinDebateFlow): Turn[] {
  return [...Object.values(flow.analysts), flow.draft, flow.trust, flow.skeptic, flow.leader]
    .filter((r): r is Turn => r !== null)
    .sort(bySeq);
}
