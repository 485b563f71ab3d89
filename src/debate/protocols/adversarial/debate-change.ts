import type { DebateChange, EvidenceItem, JudgeOutput, JudgeTask, Stance } from "../../debate-types";
import type { Turn } from "../../role-output";
import { offlineJudge } from "../../../offline/judge";
import { verifiedShare } from "../../../verification/hit-rate";
import { applyVerdictRule } from "../../../verdict/verdict-rule";

type DebaterTurn = Pick<Turn, "seq" | "round" | "role" | "points" | "hitRate">;

/** The rule's verdict over `turns`, scored by the offline judge's code (no model call), as the rule then gates it. */
function ruleVerdict(turns: readonly DebaterTurn[], evidence: readonly EvidenceItem[]) {
  const hitRate = verifiedShare(turns);
  const task: JudgeTask = {
    kind: "judge",
    ticker: "",
    companyName: "",
    asOf: "",
    evidence: [...evidence],
    turns: [...turns],
    hitRate,
  };
  const v = applyVerdictRule(offlineJudge(task), { verifiedShare: hitRate });
  return { stance: v.stance as Stance, overall: v.scores.overall, factuality: v.scores.factuality };
}

/** The opening round's own judging (the `ablation` option): the judge's output, or why its call failed. */
export type OpeningJudging = { output: JudgeOutput } | { failure: string };

/** The rounds the debaters held (the opening is round 1). */
export const heldRounds = (debaters: readonly Pick<Turn, "round">[]): number =>
  Math.max(0, ...debaters.map((t) => t.round));

/**
 * What the rounds after the first changed: the verdict from the opening round's turns alone beside the one from every
 * round, both scored by the same code over the verified points, so the difference is the debate's and not a second
 * judge's. With the `ablation` option, also the debate's own judge over the opening round alone, gated by the same
 * rule. Null for a one-round debate (nothing after the opening).
 */
export function debateChange(
  debaters: readonly DebaterTurn[],
  evidence: readonly EvidenceItem[],
  judged?: OpeningJudging,
): DebateChange | null {
  const rounds = heldRounds(debaters);
  if (rounds <= 1) return null;
  const openers = debaters.filter((t) => t.round === 1);
  const opening = ruleVerdict(openers, evidence);
  const final = ruleVerdict(debaters, evidence);
  return {
    rounds,
    opening,
    final,
    changed: opening.stance !== final.stance,
    scorer: "offline_rule",
    ...(judged ? openingJudge(judged, verifiedShare(openers)) : {}),
  };
}

function openingJudge(
  judged: OpeningJudging,
  share: number,
): Pick<DebateChange, "openingJudge" | "openingJudgeFailed"> {
  if ("failure" in judged) return { openingJudgeFailed: judged.failure };
  const v = applyVerdictRule(judged.output, { verifiedShare: share });
  const { overall, factuality } = v.scores;
  return { openingJudge: { source: "judge", stance: v.stance as Stance, overall, factuality } };
}
