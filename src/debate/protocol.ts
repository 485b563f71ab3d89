import type { z } from "zod";
import type { AppDeps } from "../app-deps";
import type { LookAheadCheck } from "../verification/look-ahead";
import type { MemoryItem } from "../memory/memory-types";
import type { PublicTurn } from "./public-turn";
import type { DebateParams } from "./debate-state";
import type { EvidenceItem, Verdict } from "./debate-types";
import type { FlowSeed } from "./flow-common";
import type { TaskContext, ProtocolGraph } from "./graph";
import type { AgentRole, Horizons, RoleOutput, RoleTask, Turn } from "./role-output";
import type { ReportSection } from "../wire/report-document";

/**
 * Which output became the decision of a role graph and why (e.g. FinDebate's stance lock falling back to the draft).
 */
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
  | {
      ok: false;
      reason: string;
      lookAhead?: LookAheadCheck /** The step the debate's errors name, when no turn already says why. */;
      logAs?: string;
    };

/**
 * Everything the debate room needs to run a protocol: its evidence, its flow, its graph and how it decides. A fourth
 * protocol is one file that exports one of these (with its roles' prompts), added to `PROTOCOLS`.
 */
export interface ProtocolDefinition<F> {
  graph: (evidence: () => EvidenceItem[]) => ProtocolGraph<F>;
  /** The debate's evidence (ids E1..En) and the flow's packs, known by asOf; memory is recalled by the caller. */
  gather: (
    deps: Pick<AppDeps, "db" | "embedder" | "vectors">,
    p: TaskContext,
  ) => Promise<{ evidence: EvidenceItem[]; seed: Omit<FlowSeed, "memory"> }>;
  /** A flow before its first step; a replay starts from the same seed. */
  newFlow: (seed: FlowSeed) => F;
  /** Every turn of the flow, in order of seq. */
  results: (flow: F) => Turn[];
  /** After the graph ends: the final decision, the verdict rule and the look-ahead check, without a model call. */
  finish: (flow: F, evidence: readonly EvidenceItem[], asOf: string) => FlowOutcome;
  /** Rounds when a request names none. */
  defaultRounds: number;
  /**
   * The most rounds it runs, when fewer than the API allows: a request for more is refused, never stored and ignored.
   */
  maxRounds?: number;
  /** The model calls the debate plans with these settings (before re-asks and early stops). */
  plannedCalls: (p: Pick<DebateParams, "rounds" | "options">) => number;
  /** The debate's token budget from the per-adversarial-debate TOKEN_BUDGET. */
  tokenBudget: (p: Pick<DebateParams, "rounds" | "options" | "tokenBudget">) => number;
}

/** Why a flat-turn debate's rounds stopped before the planned ones (convergence, the budget, a failed turn). */
export interface StoppedEarly {
  round: number;
  reason: "converged" | "budget" | "turn_failed";
  detail: string;
}

/** What a version 1 state (before flows) kept at its top: the turns, the packs, the stop and the recalled memory. */
export interface V1Fields {
  turns: unknown[];
  packs: { bull: string[]; bear: string[]; overlap: { shared: number; ratio: number } } | undefined;
  stoppedEarly: StoppedEarly | null;
  recalled: MemoryItem[] | null;
}

/** The flat turn layout of the public state (see `flatTurns`). */
export interface FlatTurns {
  plan: { round: number; role: "bull" | "bear" }[];
  packs: { bull: string[]; bear: string[]; overlap: { shared: number; ratio: number } };
  turns: PublicTurn[];
  hitRate: number;
  stoppedEarly: StoppedEarly | null;
  recalled: MemoryItem[] | null;
}

/** A role as a model is told who it is, and as a reader sees it named (its title). */
export interface RoleIdentity {
  title: string;
  identity: string;
  framework: string;
}

/** The offline provider's answer for one role: deterministic, from the task's evidence and earlier outputs only. */
export type OfflineRule = (task: RoleTask, identity: RoleIdentity) => RoleOutput;

/**
 * A stage of the debate page: which roles' turns it shows and which card closes it once the debate has decided
 * (`draftVsFinal`: the draft against the final report; `decisionChain`: how the call moved to the decision; `tally`:
 * the votes counted; `note`: the final note alone).
 */
export interface PageStage {
  key: string;
  title: string;
  hint: string;
  roles: string[];
  /** Its roles argue in rounds: the page numbers each turn by its round (第 2 轮). */
  rounds?: true;
  final?: "draftVsFinal" | "decisionChain" | "tally" | "note";
  /** The roles the closing card reads, by their place in it: the page names no protocol's roles itself. */
  cardRoles?: CardRoles;
}

/**
 * A stage of the debate as the public state serves it (`stages`), declared by its plug-in: the roles whose turns it
 * holds and, for a protocol whose stages are its rounds (adversarial), the round those turns carry.
 */
export interface StageSpec {
  id: string;
  title: string;
  roles: string[];
  /** Only turns of this round belong to the stage; absent: any round. */
  round?: number;
}

/** Where each role sits in a closing card. */
export interface CardRoles {
  /** `decisionChain`: the roles the call passed through, in order; the last one decides. */
  chain?: string[];
  /** `decisionChain`: the seats shown beside the chain, each by its last turn. */
  seats?: string[];
  /** `draftVsFinal`: the role that wrote the draft. */
  draft?: string;
  /** `draftVsFinal`: the role whose report replaces the draft unless the core was compromised. */
  final?: string;
}

/** How a protocol is named: the report and the track record (`name`), the page (`text`, `short`, `long`, `hint`). */
export interface ProtocolLabels {
  name: string;
  text: string;
  short: string;
  long: string;
  hint: string;
}

/**
 * A protocol as one plug-in (`src/debate/protocols/<id>/`): what the room runs (`ProtocolDefinition`) and everything
 * the edges read from the registry: its request params (a zod object of optional fields, defaults in `options`), its
 * labels and roles, its page stages, its report sections and its offline rules. Nothing outside its folder names it.
 */
export interface ProtocolPlugin<F, Id extends string = string> extends ProtocolDefinition<F> {
  id: Id;
  labels: ProtocolLabels;
  /** The roles a model plays (identity and title), by role name. */
  roles: Record<string, RoleIdentity>;
  /** The offline provider's rule per role; a role without one reads its pack as an analyst. */
  offline: Record<string, OfflineRule>;
  /** The protocol's own request fields (all optional); their defaults are applied by `options`. */
  params: z.ZodObject;
  /** The stored options of a debate from its request's own fields, defaults applied (the route context's `options`). */
  options: (raw: Record<string, unknown>) => Record<string, number>;
  /** The planned rounds as the report's and the page's header words them, e.g. 计划轮数：3. */
  roundsZh: (rounds: number, options: Record<string, number>) => string[];
  /**
   * `implicit`: the protocol's verdicts were cached before memory was a setting, so memory on keeps the original cache
   * slot (the stored `memory` stays undefined); default: memory on or off is stored either way.
   */
  memorySlot?: "implicit";
  /**
   * `independent`: analysts answer alone, no debate - the baseline the debate is measured against (the track
   * record's ablation compares the debate with it).
   */
  baseline?: "independent";
  /**
   * The `ablation` request option: after the verdict, the graph runs one more step of the same judge over the opening
   * round alone (route context `options.ablation` is 1), one extra judge call the verdict's `change` records. A
   * protocol without a judge step declares none, and a request asking for it is refused.
   */
  ablation?: true;
  /** The page: `turns` is the bull/bear column layout, `stages` the stage cards below. */
  page: {
    layout: "turns" | "stages";
    stages: PageStage[];
    memoryReaders: string;
    /** The debate page's header words for the plan; `{rounds}` and `{<option>}` are filled from the debate. */
    header: string[];
    /** How the verdict card names where the decision came from, by the deciding role (else the role's title). */
    decisionSources?: Record<string, string>;
  };
  /**
   * The debate's stages as the public state serves them, in order; default: the page stages (their key, title and
   * roles). A protocol whose stages depend on the settings (adversarial: one per planned round, then the judge)
   * declares them here.
   */
  stages?: (rounds: number, options: Record<string, number>) => StageSpec[];
  /**
   * A protocol whose public state keeps the flat turn layout (the adversarial debaters: `turns`, `packs`, `plan`,
   * `stoppedEarly`, `recalled` at the top and no `flow`); absent for a graph of roles, shown as its `flow`.
   */
  flatTurns?: (flow: F, rounds: number) => FlatTurns;
  /** A version 1 state of this protocol as its flow (only the protocol that existed then has one). */
  fromV1?: (v1: V1Fields) => F;
  /**
   * The report's sections after the timeline (the protocol's own), from its flow and final decision: plain text in the
   * report document (src/wire/report-document.ts), which every format renders.
   */
  reportSections?: (flow: F, final: GraphFinal | null) => ReportSection[];
}
