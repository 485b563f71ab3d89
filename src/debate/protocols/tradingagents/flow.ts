import { z } from "zod";
import { type FlowContext, bySeq } from "../../flow-common";
import type { Turn } from "../../role-output";

export const TaAnalyst = z.enum(["fundamentals", "technical", "news", "sentiment"]);
export type TaAnalyst = z.infer<typeof TaAnalyst>;

/**
 * TradingAgents (seed 003 §1-2): four analysts who do not see each other, bull/bear researchers for N rounds, the
 * research manager's plan, the trader, a three-way risk debate for K rounds, the portfolio manager. Each role's output
 * lives in its own field; the two debates keep their turns per side, and their lengths are the round counters.
 */
export interface TradingAgentsFlow extends FlowContext {
  protocol: "tradingagents";
  analysts: Record<TaAnalyst, Turn | null>;
  investmentDebate: { bull: Turn[]; bear: Turn[]; plan: Turn | null };
  trader: Turn | null;
  riskDebate: { aggressive: Turn[]; conservative: Turn[]; neutral: Turn[] };
  final: Turn | null;
}

export function emptyTradingAgentsFlow(ctx: Omit<FlowContext, "cursor">): TradingAgentsFlow {
  return {
    protocol: "tradingagents",
    cursor: { at: null, steps: 0, detours: [] },
    ...ctx,
    analysts: { fundamentals: null, technical: null, news: null, sentiment: null },
    investmentDebate: { bull: [], bear: [], plan: null },
    trader: null,
    riskDebate: { aggressive: [], conservative: [], neutral: [] },
    final: null,
  };
}

export function tradingAgentsResults(flow: TradingAgentsFlow): Turn[] {
  const d = flow.investmentDebate;
  const r = flow.riskDebate;
  return [
    ...Object.values(flow.analysts),
    ...d.bull,
    ...d.bear,
    d.plan,
    flow.trader,
    ...r.aggressive,
    ...r.conservative,
    ...r.neutral,
    flow.final,
  ]
    .filter((x): x is Turn => x !== null)
    .sort(bySeq);
}
