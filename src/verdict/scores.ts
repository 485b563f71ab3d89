import type { Scores } from "../debate/debate-types";

/**
 * The weights of the overall score (seed 000 §3.3 names the four scores; factuality weighs most). One definition for
 * every judge that computes the overall in code: the graph protocols' final verdict and the offline judge.
 */
export const SCORE_WEIGHTS = { factuality: 0.35, logic: 0.25, relevance: 0.2, riskCoverage: 0.2 } as const;

/** overall = 0.35·factuality + 0.25·logic + 0.2·relevance + 0.2·riskCoverage, rounded to an integer. */
export function overallScore(s: Omit<Scores, "overall">): number {
  return Math.round(
    SCORE_WEIGHTS.factuality * s.factuality +
      SCORE_WEIGHTS.logic * s.logic +
      SCORE_WEIGHTS.relevance * s.relevance +
      SCORE_WEIGHTS.riskCoverage * s.riskCoverage,
  );
}
