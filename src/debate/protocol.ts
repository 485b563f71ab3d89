import type { AppDeps } from "../app-deps";
import type { LookAheadCheck } from "../verification/look-ahead";
import type { DebateParams } from "./debate-state";
import type { EvidenceItem, Verdict } from "./debate-types";
import type { FlowSeed } from "./flow-common";
import type { TaskContext, ProtocolGraph } from "./graph";
import type { AgentRole, Horizons, Turn } from "./role-output";

/** Which output became the decision of a role graph and why (e.g. FinDebate's stance lock falling back to the draft). */
export interface GraphFinal {
  source: AgentRole;
  note: string;
  compromised: boolean;
  debateSkipped: boolean;
  riskChanges?: string;
  horizons?: Horizons;
}

/** What a finished graph decides, in code: the verdict (before the compliance filter) or why there is none. */
export type FlowOutcome =
  | { ok: true; verdict: Verdict; final?: GraphFinal; lookAhead: LookAheadCheck; verifiedShare: number }
  | { ok: false; reason: string; lookAhead?: LookAheadCheck; /** The step the debate's errors name, when no turn already says why. */ logAs?: string };

/**
 * Everything the debate room needs to run a protocol: its evidence, its flow, its graph and how it decides. A fourth
 * protocol is one file that exports one of these (with its roles' prompts), added to `PROTOCOLS`.
 */
export interface ProtocolDefinition<F> {
  graph: (evidence: () => EvidenceItem[]) => ProtocolGraph<F>;
  /** The debate's evidence (ids E1..En) and the flow's packs, known by asOf; memory is recalled by the caller. */
  gather: (deps: Pick<AppDeps, "db" | "embedder" | "vectors">, p: TaskContext) => Promise<{ evidence: EvidenceItem[]; seed: Omit<FlowSeed, "memory"> }>;
  /** A flow before its first step; a replay starts from the same seed. */
  newFlow: (seed: FlowSeed) => F;
  /** Every turn of the flow, in order of seq. */
  results: (flow: F) => Turn[];
  /** After the graph ends: the final decision, the verdict rule and the look-ahead check, without a model call. */
  finish: (flow: F, evidence: readonly EvidenceItem[], asOf: string) => FlowOutcome;
  /** Rounds when a request names none. */
  defaultRounds: number;
  /** The model calls the debate plans with these settings (before re-asks and early stops). */
  plannedCalls: (p: Pick<DebateParams, "rounds" | "riskRounds">) => number;
  /** The debate's token budget from the per-adversarial-debate TOKEN_BUDGET. */
  tokenBudget: (p: Pick<DebateParams, "rounds" | "riskRounds" | "tokenBudget">) => number;
}
