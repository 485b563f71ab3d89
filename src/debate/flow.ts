import type { AppDeps } from "../app-deps";
import { recallMemory, reflectPastVerdicts } from "../memory/memory-store";
import type { MemoryItem } from "../memory/memory-types";
import type { DebateParams } from "./debate-state";
import type { EvidenceItem } from "./debate-types";
import type { FlowSeed } from "./flow-common";
import type { ProtocolGraph } from "./graph";
import type { FlowOutcome } from "./protocol";
import { type DebateFlow, protocolOf } from "./protocols/registry";
import type { Turn } from "./role-output";

export type { DebateFlow } from "./protocols/registry";

export function graphOf(flow: DebateFlow, evidence: () => EvidenceItem[]): ProtocolGraph<DebateFlow> {
  return protocolOf(flow.protocol).graph(evidence);
}

/** Every turn of a flow, in order of seq. */
export function flowResults(flow: DebateFlow): Turn[] {
  return protocolOf(flow.protocol).results(flow);
}

export function finishFlow(flow: DebateFlow, evidence: readonly EvidenceItem[], asOf: string): FlowOutcome {
  return protocolOf(flow.protocol).finish(flow, evidence, asOf);
}

/**
 * Evidence and the flow of a new debate: the protocol's packs (known by asOf), then memory (seed 003 §3.3): past
 * verdicts of the ticker whose horizons have passed are reflected on, and up to three similar situations recalled for
 * the deciding role (judge, leader, portfolio manager). Null memory means it was turned off.
 */
export async function initFlow(
  deps: Pick<AppDeps, "db" | "embedder" | "vectors">,
  p: Pick<DebateParams, "protocol" | "ticker" | "companyName" | "asOf" | "id"> & { memory: boolean },
): Promise<{ evidence: EvidenceItem[]; flow: DebateFlow }> {
  const protocol = protocolOf(p.protocol);
  // Reflecting on past verdicts touches no evidence, so it runs beside the gathering; recall needs both.
  const [{ evidence, seed }] = await Promise.all([
    protocol.gather(deps, { ticker: p.ticker, companyName: p.companyName, asOf: p.asOf }),
    p.memory ? reflectPastVerdicts(deps.db, p.ticker, p.asOf) : null,
  ]);
  let memory: MemoryItem[] | null = null;
  if (p.memory)
    memory = await recallMemory(deps.db, {
      ticker: p.ticker,
      asOf: p.asOf,
      regime: seed.regime,
      excludeDebateId: p.id,
    });
  return { evidence, flow: protocol.newFlow(seedOf({ ...seed, memory })) };
}

/**
 * The flow as it stood before its first step: the same packs, gaps, memory and regime, no turns. A replay starts here.
 */
export function initialFlow(flow: DebateFlow): DebateFlow {
  return protocolOf(flow.protocol).newFlow(seedOf(flow));
}

/** The seed's fields in the order the stored flow keeps them. */
function seedOf(s: FlowSeed): FlowSeed {
  return {
    packs: s.packs,
    missing: s.missing,
    memory: s.memory,
    regime: s.regime,
    ...(s.overlap ? { overlap: s.overlap } : {}),
  };
}
