import type { MemoryItem } from "../memory/memory-types";
import { z } from "zod";
import type { EvidenceItem, Turn, Usage, Verdict } from "./debate-types";
import type { GraphFinal, GraphFlow } from "./graph-debate";
import type { LookAheadCheck } from "../verification/look-ahead";

export const DebateStatus = z.enum(["queued", "running", "judging", "done", "failed"]);
export type DebateStatus = z.infer<typeof DebateStatus>;
export const Protocol = z.enum(["adversarial", "findebate", "tradingagents"]);
export type Protocol = z.infer<typeof Protocol>;

export interface DebateParams {
  id: string;
  ticker: string;
  companyName: string;
  protocol: Protocol;
  asOf: string;
  rounds: number;
  tokenBudget: number;
  dataVersion: number;
  createdAt: string;
  /** Retrieve past situations and their reflections for the deciding role (default on). */
  memory?: boolean;
  /** TradingAgents: rounds of the risk debate (the research debate takes `rounds`). */
  riskRounds?: number;
}

export interface DebateError {
  at: string;
  step: string;
  message: string;
}

/** Everything the Durable Object checkpoints after each step; the public state is derived from it. */
export interface DebateState extends DebateParams {
  status: DebateStatus;
  updatedAt: string;
  models: { quick: string; deep: string; offline: boolean; roles?: Record<"bull" | "bear" | "judge", string> };
  /** Provider, model and parameters per role, fixed at creation so a replay asks exactly the same requests. */
  modelConfig?: Record<"bull" | "bear" | "judge", RoleCall>;
  /** The debate this one replays from stored replies, if it is a replay. */
  replayOf?: string;
  evidence: EvidenceItem[];
  packs: { bull: string[]; bear: string[]; overlap: { shared: number; ratio: number } };
  turns: Turn[];
  verdict: Verdict | null;
  usage: Usage;
  errors: DebateError[];
  /** Why the rounds ended before the planned count, if they did. */
  stoppedEarly: { round: number; reason: "converged" | "budget" | "turn_failed"; detail: string } | null;
  compliance: { removed: string[] };
  /** Graph protocols (findebate, tradingagents): each role's output in its own field, and the cursor. */
  flow?: GraphFlow;
  /** Adversarial: past situations recalled at start (seed 003 §3.3), shown to the judge and in the report. */
  recalled?: MemoryItem[];
  /** Graph protocols: which output became the decision and why (e.g. the stance lock's fallback to the draft). */
  final?: GraphFinal;
  /** Seed 003 §4.3: nothing cited or remembered was public after asOf (checked in code after the debate). */
  lookAhead?: LookAheadCheck;
  /** True once the verdict is in D1 and KV; until then the object keeps retrying. */
  persisted: boolean;
}

export interface RoleCall {
  provider: string;
  model: string;
  temperature: number;
  maxTokens: number;
}

export const emptyUsage = (): Usage => ({ calls: 0, promptTokens: 0, completionTokens: 0, estimated: false, ms: 0, cached: 0 });

export function addUsage(a: Usage, b: Usage): Usage {
  const cost = a.cost === undefined && b.cost === undefined ? {} : { cost: roundCost((a.cost ?? 0) + (b.cost ?? 0)) };
  return {
    calls: a.calls + b.calls,
    promptTokens: a.promptTokens + b.promptTokens,
    completionTokens: a.completionTokens + b.completionTokens,
    estimated: a.estimated || b.estimated,
    ms: a.ms + b.ms,
    cached: (a.cached ?? 0) + (b.cached ?? 0),
    ...cost,
  };
}

/** Costs are sums of tiny per-token prices: keep six decimals so totals read cleanly. */
export const roundCost = (n: number): number => Math.round(n * 1e6) / 1e6;
