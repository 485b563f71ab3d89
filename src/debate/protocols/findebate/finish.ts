import type { EvidenceItem } from "../../debate-types";
import { graphVerdict } from "../../../verdict/final-verdict";
import { rolesLookAhead, rolesVerifiedShare } from "../../flow-common";
import type { ProtocolDefinition } from "../../protocol";
import { type FinDebateFlow, finDebateResults } from "./flow";
import { finDebateFinal } from "./stance-lock";

/** After the graph: the stance lock picks the final output, then the verdict is measured in code (final-verdict.ts). */
export function finishFinDebate(
  flow: FinDebateFlow,
  evidence: readonly EvidenceItem[],
  asOf: string,
): ReturnType<ProtocolDefinition<FinDebateFlow>["finish"]> {
  const results = finDebateResults(flow);
  const lookAhead = rolesLookAhead(results, evidence, asOf, flow.memory);
  const final = finDebateFinal(flow);
  if (!final)
    return { ok: false, reason: "no analyst report or draft was produced", lookAhead, logAs: "final decision" };
  const disputes = (flow.skeptic?.points ?? []).map((p) => `风险复核：${p.claim}`);
  const verdict = graphVerdict({
    final: final.output,
    results,
    analysts: Object.values(flow.analysts),
    riskSide: flow.skeptic ? [flow.skeptic] : [],
    disputeFocus: disputes,
  });
  const horizons = final.output.horizons;
  return {
    ok: true,
    verdict: { ...verdict, ...(horizons ? { horizons } : {}) },
    final: {
      source: final.source,
      note: final.note,
      compromised: final.compromised,
      debateSkipped: final.debateSkipped,
      ...(horizons ? { horizons } : {}),
    },
    lookAhead,
    verifiedShare: rolesVerifiedShare(results),
  };
}
