import type { EvidenceItem } from "../debate-types";
import type { Protocol } from "../debate-state";
import { adversarialGraph, type TurnGraph } from "./adversarial";
import { finDebateGraph, type FinDebateFlow } from "./findebate";
import type { ProtocolGraph } from "../graph";
import { tradingAgentsGraph, type TradingAgentsFlow } from "./tradingagents";

/**
 * Every protocol the debate room runs, as a graph declaration. The room's step loop asks this registry which step is
 * next: adversarial's nodes are run by the room's bull/bear/judge turn code (its router is `routeTurns`), the role
 * graphs' nodes by `runGraphStep` (their router is `route`).
 */
export type ProtocolEntry =
  | { kind: "turns"; graph: TurnGraph }
  | { kind: "roles"; graph: (evidence: () => EvidenceItem[]) => ProtocolGraph<FinDebateFlow> }
  | { kind: "roles"; graph: (evidence: () => EvidenceItem[]) => ProtocolGraph<TradingAgentsFlow> };

export const PROTOCOLS = {
  adversarial: { kind: "turns", graph: adversarialGraph },
  findebate: { kind: "roles", graph: finDebateGraph },
  tradingagents: { kind: "roles", graph: tradingAgentsGraph },
} as const satisfies Record<Protocol, ProtocolEntry>;
