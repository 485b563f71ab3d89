import type { JudgeOutput, Point, Verdict } from "../debate/debate-types";
import { hitRate } from "../verification/hit-rate";
import { applyVerdictRule } from "./verdict-rule";
import { rolesAttribution } from "./attribution";
import { overallScore } from "./scores";
import type { Conviction, RoleOutput, Turn } from "../debate/role-output";
import { clipText } from "../shared/clip-text";

/** Distinct verified evidence items on the risk side that count as full risk coverage. */
const RISK_ITEMS_FOR_FULL_COVERAGE = 6;

const CONFIDENCE: Record<Conviction, string> = { high: "较大可能", medium: "可能", low: "难以判断" };

export interface FinalInputs {
  final: RoleOutput;
  /** Every role run of the debate (failed ones included: they count against the contract share). */
  results: Turn[];
  /** The analysts' runs: relevance is how many of their dimensions produced a verified point. */
  analysts: (Turn | null)[];
  /** Runs whose points argue the risk side (skeptic; bear researcher and conservative risk). */
  riskSide: Turn[];
  disputeFocus: string[];
}

/**
 * Maps a graph protocol's final decision to the judge's shape so the same verdict rule applies (seed 000 §3.3). The
 * stance, conclusion and conviction are the final role's; the four scores are measured in code, never taken from a
 * model:
 * - factuality = verified points / all points over every role (the share the rule also caps factuality with);
 * - logic = 50% the share of role runs that met the output contract (≥ 1 verified evidence point and ≥ 2
 *   counter-points), 50% the final output's own verified share;
 * - relevance = the share of analysts whose dimension produced at least one verified point;
 * - riskCoverage = distinct evidence items behind verified counter-points and risk-side points, over 6 (capped);
 * - overall = 0.35·factuality + 0.25·logic + 0.2·relevance + 0.2·riskCoverage.
 */
export function finalJudgeOutput(inp: FinalInputs): { judge: JudgeOutput; verifiedShare: number } {
  const allPoints = inp.results.flatMap((r) => [...r.points, ...r.counterPoints]);
  const verifiedShare = hitRate(allPoints);
  const factuality = Math.round(100 * verifiedShare);
  const contract = inp.results.filter((r) => r.output && r.points.some(verified) && r.counterPoints.length >= 2).length;
  const finalRun = inp.results.find((r) => r.output === inp.final);
  const finalShare = finalRun ? hitRate([...finalRun.points, ...finalRun.counterPoints]) : 0;
  const logic = Math.round(100 * (0.5 * (inp.results.length ? contract / inp.results.length : 0) + 0.5 * finalShare));
  const relevance = inp.analysts.length
    ? Math.round((100 * inp.analysts.filter((a) => a?.points.some(verified)).length) / inp.analysts.length)
    : 0;
  const riskIds = new Set(
    [...inp.results.flatMap((r) => r.counterPoints), ...inp.riskSide.flatMap((r) => r.points)]
      .filter(verified)
      .flatMap((p) => p.evidence.map((e) => e.id)),
  );
  const riskCoverage = Math.round(100 * Math.min(1, riskIds.size / RISK_ITEMS_FOR_FULL_COVERAGE));
  const overall = overallScore({ factuality, logic, relevance, riskCoverage });
  // One fact once: two roles' points on the same item are one risk (issue 28), the first said stands.
  const byItem = new Map<string, string>();
  for (const p of [...(finalRun?.counterPoints ?? []), ...inp.riskSide.flatMap((r) => r.points)].filter(verified))
    if (!byItem.has(p.evidence[0]?.id ?? p.claim)) byItem.set(p.evidence[0]?.id ?? p.claim, p.claim);
  const risks = [...byItem.values()];
  return {
    verifiedShare,
    judge: {
      scores: { factuality, logic, relevance, riskCoverage },
      overall,
      stance: inp.final.stance,
      coreConclusion: clipText(inp.final.conclusion, 200),
      disputeFocus: inp.disputeFocus.slice(0, 5).map((d) => clipText(d, 200)),
      risks: [...new Set(risks)].slice(0, 5).map((r) => clipText(r, 200)),
      confidence: CONFIDENCE[inp.final.conviction],
    },
  };
}

/** The verdict of a role graph, with why (each score's share, the points of the roles for and against it). */
export function graphVerdict(inp: FinalInputs): Verdict {
  const { judge, verifiedShare } = finalJudgeOutput(inp);
  const verdict = applyVerdictRule(judge, { verifiedShare });
  return { ...verdict, attribution: rolesAttribution(verdict.scores, verdict.stance, inp.results) };
}

const verified = (p: Point) => p.verification.status === "verified";
