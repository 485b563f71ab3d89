import type { DebateChange, EvidenceItem, JudgeTask, Stance } from "../../debate-types";
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

/**
 * What the rounds after the first changed: the verdict from the opening round's turns alone beside the one from every
 * round, both scored by the same code over the verified points, so the difference is the debate's and not a second
 * judge's. Null for a one-round debate (nothing after the opening).
 */
export function debateChange(debaters: readonly DebaterTurn[], evidence: readonly EvidenceItem[]): DebateChange | null {
  const rounds = Math.max(0, ...debaters.map((t) => t.round));
  if (rounds <= 1) return null;
  const opening = ruleVerdict(
    debaters.filter((t) => t.round === 1),
    evidence,
  );
  const final = ruleVerdict(debaters, evidence);
  return { rounds, opening, final, changed: opening.stance !== final.stance, scorer: "offline_rule" };
}
