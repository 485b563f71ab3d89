/**
 * The verdict rule (seed 000 §3.3): a directional stance only when overall > 60 and factuality ≥ 70,
 * otherwise neutral. Applied in code, after the judge, so a model cannot talk its way past it; the
 * judge's factuality may not exceed what verification measured.
 */
import type { JudgeOutput, Stance, Verdict } from "../debate/debate-types";
import { STANCE_ZH } from "../domain/labels";

export const OVERALL_THRESHOLD = 60;
export const FACTUALITY_THRESHOLD = 70;

function clampScore(x: number): number {
  if (Number.isNaN(x)) return 0;
  return Math.min(100, Math.max(0, x));
}

function fmt(x: number): string {
  return Number.isInteger(x) ? String(x) : String(Number(x.toFixed(2)));
}

/** A probability statement with a number in it ("70%", "七成") reads as a forecast; words do not. */
const NUMERIC_CONFIDENCE = /[0-9０-９%％]|百分之|[一二三四五六七八九十两]成/;

/** Words of probability for a verdict's overall score. */
export function confidenceWords(overall: number): string {
  if (overall > 75) return "较高可能";
  if (overall > OVERALL_THRESHOLD) return "中等可能";
  return "较低可能";
}

export function applyVerdictRule(judge: JudgeOutput, measured: { verifiedShare: number }): Verdict {
  const notes: string[] = judge.weighing ? [judge.weighing] : [];
  const share = Number.isFinite(measured.verifiedShare) ? Math.min(1, Math.max(0, measured.verifiedShare)) : 0;
  const cap = Math.round(100 * share);

  let factuality = clampScore(judge.scores.factuality);
  if (factuality > cap) {
    notes.push(`事实性由${fmt(factuality)}下调至${cap}（实测证据命中率${cap}%）`);
    factuality = cap;
  }
  const overall = clampScore(judge.overall);

  let stance: Stance;
  if (judge.stance === "neutral") {
    stance = "neutral";
    notes.push("裁判立场为中性，维持中性");
  } else if (overall > OVERALL_THRESHOLD && factuality >= FACTUALITY_THRESHOLD) {
    stance = judge.stance;
    notes.push(
      `综合分${fmt(overall)}>${OVERALL_THRESHOLD}且事实性${fmt(factuality)}≥${FACTUALITY_THRESHOLD}，` +
        `采纳裁判立场：${STANCE_ZH[stance]}`,
    );
  } else {
    stance = "neutral";
    const why: string[] = [];
    if (overall <= OVERALL_THRESHOLD) why.push(`综合分${fmt(overall)}未超过${OVERALL_THRESHOLD}`);
    if (factuality < FACTUALITY_THRESHOLD) why.push(`事实性${fmt(factuality)}低于${FACTUALITY_THRESHOLD}`);
    notes.push(`${why.join("且")}，裁判立场${STANCE_ZH[judge.stance]}降级为中性`);
  }

  let confidence = judge.confidence.trim();
  if (confidence === "" || NUMERIC_CONFIDENCE.test(confidence)) {
    // The rule is shown in every report: the model's words it quotes keep letters, digits and percent signs only (no
    // markup, no URL, no control character).
    const words = confidenceWords(overall);
    notes.push(
      confidence === ""
        ? `置信度为空，按综合分给出“${words}”`
        : `置信度“${confidence.replace(/[^\p{L}\p{N}%％.．\s-]/gu, "")}”含数字，改为概率用语“${words}”`,
    );
    confidence = words;
  }

  return {
    stance,
    scores: {
      factuality,
      logic: clampScore(judge.scores.logic),
      relevance: clampScore(judge.scores.relevance),
      riskCoverage: clampScore(judge.scores.riskCoverage),
      overall,
    },
    rule: notes.join("；"),
    coreConclusion: judge.coreConclusion,
    disputeFocus: [...judge.disputeFocus],
    risks: [...judge.risks],
    confidence,
  };
}
