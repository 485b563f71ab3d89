import type { DebateParams, DebateState, ModelConfig, RoleCall } from "../debate/debate-state";
import { initialFlow } from "../debate/flow";
import type { Protocol } from "../debate/protocols/registry";
import { protocolSlots } from "../debate/protocols/slots";
import type { StoredFigures } from "./room-storage";

/**
 * What a replay needs from a debate: its parameters, evidence, figures, model configuration and flow before step one.
 */
export interface ReplaySource {
  status: DebateState["status"];
  params: DebateParams;
  evidence: DebateState["evidence"];
  figures: StoredFigures;
  modelConfig: ModelConfig | null;
  /** The flow before its first step: the same packs, gaps and memory, so every request is the identical one. */
  flow: DebateState["flow"];
  /**
   * Some of its replies are still on their way to the D1 archive (D1 refused them just now): a replay would miss them.
   */
  archivePending?: true;
}

const spec = (call: RoleCall): string => (call.provider === "offline" ? "offline" : `${call.provider}:${call.model}`);

/** A stored debate as a replay's source; `archived` is false while some of its replies wait for the D1 archive. */
export function replaySourceOf(state: DebateState, figures: StoredFigures, archived: boolean): ReplaySource {
  const {
    id,
    ticker,
    companyName,
    protocol,
    asOf,
    rounds,
    tokenBudget,
    dataVersion,
    createdAt,
    memory,
    options,
    anonymize,
    compactPrompts,
  } = state;
  return {
    status: state.status,
    params: {
      id,
      ticker,
      companyName,
      protocol,
      asOf,
      rounds,
      tokenBudget,
      dataVersion,
      createdAt,
      ...(memory === undefined ? {} : { memory }),
      ...(options === undefined ? {} : { options }),
      // The replay must send the same (masked) requests to find the archived replies.
      ...(anonymize ? { anonymize } : {}),
      // The layout it was recorded with: the request hash covers the prompt text.
      ...(compactPrompts ? { compactPrompts } : {}),
    },
    evidence: state.evidence,
    figures,
    modelConfig: state.modelConfig ?? null,
    flow: initialFlow(state.flow),
    ...(archived ? {} : { archivePending: true as const }),
  };
}

/**
 * A replay's model summary: the same models as its source (answered from the archive), named as the source named them.
 */
export function replayModels(config: ModelConfig, protocol: Protocol): DebateState["models"] {
  const roles = { bull: spec(config.bull), bear: spec(config.bear), judge: spec(config.judge) };
  const offline = protocolSlots(protocol).every((slot) => spec(config[slot]) === "offline");
  return { quick: spec(config.quick), deep: spec(config.deep), roles, offline };
}
