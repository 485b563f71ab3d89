import type { Verdict } from "../debate/debate-types";

/**
 * The verdict of a debate a cost cap ended before its judge could speak (src/models/cost-cap.ts): 中性, with the
 * reason in the rule, so the report says why and no stance is claimed that no judge gave.
 */
export function cappedVerdict(reason: string): Verdict {
  return {
    stance: "neutral",
    scores: { factuality: 0, logic: 0, relevance: 0, riskCoverage: 0, overall: 0 },
    rule: `费用上限已到，裁判未发言，按规则给出中性：${reason}`,
    coreConclusion: "本场辩论因费用上限提前结束，没有裁判结论；已有发言见辩论过程。",
    disputeFocus: [],
    risks: [],
    confidence: "难以判断",
  };
}
