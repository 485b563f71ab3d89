import type { Verdict } from "../debate/debate-types";

const CAPS = {
  cost: { rule: "费用上限已到", conclusion: "本场辩论因费用上限提前结束" },
  tokens: { rule: "词元预算不足以完成下一步", conclusion: "本场辩论因词元预算提前结束" },
} as const;

/**
 * The verdict of a debate a cap ended before a decision was made: a cost cap (src/models/cost-cap.ts) or the token
 * budget (src/debate/step-budget.ts). 中性, with the reason in the rule, so the report says why and no stance is
 * claimed that no judge gave.
 */
export function cappedVerdict(reason: string, cap: keyof typeof CAPS = "cost"): Verdict {
  return {
    stance: "neutral",
    scores: { factuality: 0, logic: 0, relevance: 0, riskCoverage: 0, overall: 0 },
    rule: `${CAPS[cap].rule}，裁判未发言，按规则给出中性：${reason}`,
    coreConclusion: `${CAPS[cap].conclusion}，没有裁判结论；已有发言见辩论过程。`,
    disputeFocus: [],
    risks: [],
    confidence: "难以判断",
  };
}
