import { z } from "zod";
import type { EvidenceItem, ModelAttempt, Point, Usage } from "./debate-types";
import { PointOutput, PointSent, type Role, Stance } from "./debate-types";
import type { MemoryItem } from "../memory/memory-types";
import type { Protocol } from "./protocols/registry";

/** Seed 001: every recommendation names a direction for 1 day, 1 week and 1 month. */
export const Direction = z.enum(["up", "down", "flat"]);
export type Direction = z.infer<typeof Direction>;
export const Horizons = z.object({ day: Direction, week: Direction, month: Direction });
export type Horizons = z.infer<typeof Horizons>;
export const Conviction = z.enum(["low", "medium", "high"]);
export type Conviction = z.infer<typeof Conviction>;

/**
 * What every role of the graph protocols returns (seed 003 §3.1): the evidence first, then at least two points
 * against its own conclusion (even in a strong call), then the conclusion. Kept flat and shallow (seed 003 §3.2:
 * the fewer fields and the shallower, the more often a model answers in shape).
 */
const roleOutputOf = <P extends z.ZodType>(point: P) =>
  z.object({
    evidence: z.array(point).min(1).max(5),
    counterPoints: z.array(point).min(2).max(4),
    stance: Stance,
    conclusion: z.string().min(1).max(200),
    conviction: Conviction,
    /** Required of the FinDebate synthesiser, trust and leader (seed 001), optional elsewhere. */
    horizons: Horizons.optional(),
    /** Required of the TradingAgents portfolio manager: what the risk debate changed (seed 003 §1.3). */
    riskChanges: z.string().min(1).max(200).optional(),
  });
export const RoleOutput = roleOutputOf(PointOutput);
export type RoleOutput = z.infer<typeof RoleOutput>;

export const WithHorizons = RoleOutput.extend({ horizons: Horizons });
export const WithRiskChanges = RoleOutput.extend({ riskChanges: z.string().min(1).max(200) });

export type OutputKind = "plain" | "horizons" | "riskChanges";
export const OUTPUT_SCHEMAS: Record<OutputKind, z.ZodType<RoleOutput>> = {
  plain: RoleOutput,
  horizons: WithHorizons,
  riskChanges: WithRiskChanges,
};

/** The same shapes as models are asked for them: points as written (PointSent), without parser-owned fields. */
const RoleSent = roleOutputOf(PointSent);
export const SENT_SCHEMAS: Record<OutputKind, z.ZodType> = {
  plain: RoleSent,
  horizons: RoleSent.extend({ horizons: Horizons }),
  riskChanges: RoleSent.extend({ riskChanges: z.string().min(1).max(200) }),
};

/**
 * A role of a graph protocol, as its plug-in names it (`roles` in `src/debate/protocols/<id>/`); analysts carry their
 * protocol's prefix so two protocols' "sentiment" stay apart.
 */
export type AgentRole = string;

/** Every role of every protocol: the adversarial bull, bear and judge, and the graph protocols' roles. */
export type DebateRole = Role | AgentRole;

/** Another role's output as a later role reads it. */
export interface RoleBrief {
  role: AgentRole;
  round: number;
  stance: Stance;
  conviction: Conviction;
  conclusion: string;
  points: Point[];
  counterPoints: Point[];
  horizons?: Horizons;
  riskChanges?: string;
}

/** What a graph role's provider receives (the offline provider reasons from it; LLMs read the messages). */
export interface RoleTask {
  kind: "role";
  protocol: Protocol;
  role: AgentRole;
  round: number;
  ticker: string;
  companyName: string;
  asOf: string;
  /** The company's industry, when known: leverage words follow its norms. */
  industry?: string | null;
  /** What this role may cite. */
  pack: EvidenceItem[];
  /** Earlier roles' outputs this role reads (analysts read none: they do not see each other's conclusions). */
  inputs: RoleBrief[];
  /** FinDebate: the draft whose stance and directions the safe debate may not change. */
  locked?: { stance: Stance; horizons: Horizons };
  /** Past situations and what the system got wrong then (seed 003 §3.3); empty when memory is off. */
  memory: MemoryItem[];
  /** What the data cannot provide for this role, stated rather than invented. */
  missing: string[];
}

/**
 * One turn as recorded, for every protocol: the validated output (compliance-filtered; null for the adversarial
 * debaters and judge, whose points and verdict are kept elsewhere), its points verified in code.
 */
export interface Turn {
  node: string;
  role: DebateRole;
  seq: number;
  round: number;
  output: RoleOutput | null;
  points: Point[];
  counterPoints: Point[];
  hitRate: number;
  provider: string;
  model: string;
  usage: Usage;
  attempts: ModelAttempt[];
  /**
   * The failure as the room recorded it (callModel's `<kind>: <message>`, often the provider's English): for the audit.
   */
  error?: string;
  /**
   * The same failure as a reader is told it, in Chinese (src/models/failure-text.ts failureText): what the page and the
   * terminal print. Set with `error` on a turn that failed; a role not asked (`skipped`) has none.
   */
  failure?: string;
  /** Not asked: the role had no evidence to cite (`error` holds the neutral note); it has no hit rate. */
  skipped?: true;
}

export function briefOf(r: Turn): RoleBrief | null {
  if (!r.output) return null;
  const o = r.output;
  return {
    // Briefs are read by the role graphs' later roles, which only ever brief each other.
    role: r.role as AgentRole,
    round: r.round,
    stance: o.stance,
    conviction: o.conviction,
    conclusion: o.conclusion,
    points: r.points,
    counterPoints: r.counterPoints,
    ...(o.horizons ? { horizons: o.horizons } : {}),
    ...(o.riskChanges ? { riskChanges: o.riskChanges } : {}),
  };
}
