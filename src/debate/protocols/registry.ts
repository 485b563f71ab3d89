import { type ModelSlot, modelSlot } from "../../models/provider-registry";
import type { Protocol } from "../debate-state";
import type { ProtocolDefinition } from "../protocol";
import { adversarial, type AdversarialFlow } from "./adversarial/index";
import { findebate, type FinDebateFlow } from "./findebate/index";
import { tradingagents, type TradingAgentsFlow } from "./tradingagents/index";

/** The flow of any protocol; `protocol` tells them apart. */
export type DebateFlow = AdversarialFlow | FinDebateFlow | TradingAgentsFlow;
/** The flows of the role graphs (FinDebate, TradingAgents): what their report sections and the page's stages show. */
export type RoleGraphFlow = FinDebateFlow | TradingAgentsFlow;

/**
 * Every protocol the debate room runs. The room's step runner asks this registry for the debate's graph, and the
 * graph's routers for the next step; all three run on the same runner (`run-step.ts`).
 */
export const PROTOCOLS = { adversarial, findebate, tradingagents } satisfies { [P in Protocol]: ProtocolDefinition<Extract<DebateFlow, { protocol: P }>> };

/** The model slots a protocol's nodes draw from (adversarial: its three roles; the role graphs: the two tiers). */
export function protocolSlots(protocol: Protocol): ModelSlot[] {
  return [...new Set(Object.values(PROTOCOLS[protocol].graph(() => []).nodes).map(modelSlot))];
}

/** The definition of a flow's protocol, typed for the whole union (each definition only ever sees its own flow). */
export const protocolOf = (protocol: Protocol): ProtocolDefinition<DebateFlow> => PROTOCOLS[protocol] as unknown as ProtocolDefinition<DebateFlow>;
