import type { DebaterRole, JudgeOutput, JudgeTask, Point, Stance } from "../debate/debate-types";
import { type Family, FAMILY_LABEL, familyOfDimension } from "./families";
import { latestYearOf, read, yearOf } from "./reading";
import { factOfItem, periodOf } from "./argument";
import type { EvidenceItem } from "../debate/debate-types";
import { LEAN_ZH } from "../domain/labels";
import { overallScore } from "../verdict/scores";
import { pointWeight } from "../verdict/attribution";

interface JudgedPoint {
  point: Point;
  side: DebaterRole;
  family: Family;
  /** An opponent's verified point rebuts it. */
  answered: boolean;
  weight: number;
  /** Every item it cites is older than the latest report of its metric. */
  stale: boolean;
}

/**
 * A point from an older report than the latest the evidence holds for its metric weighs this share of a current one.
 */
const STALE_WEIGHT = 0.5;

/** A side must lead by this share of the combined strength to carry the stance. */
const STANCE_MARGIN = 0.2;
const STRONG_MARGIN = 0.5;
/** Distinct risk families a thorough bear covers (cash, leverage, working capital, valuation...). */
const RISK_FAMILIES_FOR_FULL_COVERAGE = 4;
const RELEVANT_DIMENSIONS = new Set(["earnings", "valuation", "risk"]);

/**
 * The offline judge: four scores from verification and coverage, the stance from the weight of each side's verified
 * points (unanswered ones weigh more), and a verdict text that names evidence ids and metric families.
 */
export function offlineJudge(task: JudgeTask): JudgeOutput {
  const latestYear = latestYearOf(task.evidence);
  const readings = new Map(task.evidence.map((item) => [item.id, read(item, latestYear)]));
  const debaterTurns = task.turns.filter(
    (t): t is typeof t & { role: DebaterRole } => t.role === "bull" || t.role === "bear",
  );
  const all = debaterTurns.flatMap((t) => t.points.map((point) => ({ point, side: t.role, round: t.round })));
  const sideOf = new Map(all.map((p) => [p.point.id, p.side]));
  const verifiedRebuttalsOf = new Map<string, Point[]>();
  for (const { point, side } of all) {
    if (point.verification.status !== "verified" || point.rebuts === undefined) continue;
    const targetSide = sideOf.get(point.rebuts);
    if (targetSide === undefined || targetSide === side) continue;
    verifiedRebuttalsOf.set(point.rebuts, [...(verifiedRebuttalsOf.get(point.rebuts) ?? []), point]);
  }

  const familyOf = (p: Point): Family => {
    const r = p.evidence.map((e) => readings.get(e.id)).find((x) => x !== undefined);
    return r?.family ?? familyOfDimension(p.dimension ?? "");
  };
  const stale = staleItems(task.evidence);
  const judged: JudgedPoint[] = all.map(({ point, side }) => {
    const answered = verifiedRebuttalsOf.has(point.id);
    // Unanswered verified points weigh more: the other side let them stand. A point whose every item is older than
    // the latest report of its metric speaks of the past and weighs less (issue 28).
    const old = point.evidence.length > 0 && point.evidence.every((e) => stale.has(e.id));
    const weight = pointWeight(point, answered) * (old ? STALE_WEIGHT : 1);
    return { point, side, family: familyOf(point), answered, weight, stale: old };
  });
  const verified = judged.filter((j) => j.point.verification.status === "verified");
  const n = judged.length;

  const factuality = Math.round(100 * clamp01(task.hitRate));

  const firstTurnSeq = debaterTurns[0]?.seq;
  const rebuttable = debaterTurns.filter((t) => t.seq !== firstTurnSeq).reduce((s, t) => s + t.points.length, 0);
  const verifiedRebuttals = verified.filter(
    (j) =>
      j.point.rebuts !== undefined && sideOf.get(j.point.rebuts) !== undefined && sideOf.get(j.point.rebuts) !== j.side,
  ).length;
  const logic =
    n === 0
      ? 0
      : Math.round(100 * (0.4 * (verified.length / n) + 0.6 * (rebuttable === 0 ? 0 : verifiedRebuttals / rebuttable)));

  const relevant = verified.filter((j) => {
    const dims = j.point.evidence.map((e) => readings.get(e.id)?.item.dimension ?? j.point.dimension);
    const recent = j.point.evidence.some((e) => {
      const item = readings.get(e.id)?.item;
      const year = item === undefined ? null : yearOf(item);
      return year !== null && latestYear - year <= 1;
    });
    return recent || dims.some((d) => d !== undefined && RELEVANT_DIMENSIONS.has(d));
  }).length;
  const relevance = n === 0 ? 0 : Math.round((100 * relevant) / n);

  const bearVerified = verified.filter((j) => j.side === "bear");
  const bearFamilies = new Set(bearVerified.map((j) => j.family));
  const bearAnswered = bearVerified.filter((j) => j.answered).length;
  const riskCoverage =
    bearVerified.length === 0
      ? 0
      : Math.round(
          100 *
            (0.8 * Math.min(1, bearFamilies.size / RISK_FAMILIES_FOR_FULL_COVERAGE) +
              0.2 * (bearAnswered / bearVerified.length)),
        );

  const overall = overallScore({ factuality, logic, relevance, riskCoverage });

  const strength = (side: DebaterRole): number =>
    judged.filter((j) => j.side === side).reduce((s, j) => s + j.weight, 0);
  const bull = strength("bull");
  const bear = strength("bear");
  const margin = bull + bear === 0 ? 0 : (bull - bear) / (bull + bear);
  const stance = stanceOf(margin);
  // What the stance would have been had every report weighed the same: said in the rule text when recency decided it.
  const unweighted = (side: DebaterRole): number =>
    judged.filter((j) => j.side === side).reduce((s, j) => s + (j.stale ? j.weight / STALE_WEIGHT : j.weight), 0);
  const [ub, ua] = [unweighted("bull"), unweighted("bear")];
  const before = stanceOf(ub + ua === 0 ? 0 : (ub - ua) / (ub + ua));
  const staleCount = (side: DebaterRole) => judged.filter((j) => j.side === side && j.stale && j.weight > 0).length;

  const ranked = (side: DebaterRole): JudgedPoint[] =>
    judged
      .filter((j) => j.side === side && j.weight > 0)
      .sort((a, b) => b.weight - a.weight || a.point.id.localeCompare(b.point.id));

  return {
    scores: { factuality, logic, relevance, riskCoverage },
    overall,
    stance,
    coreConclusion: conclusion(stance, ranked("bull"), ranked("bear")),
    disputeFocus: disputes(judged),
    // One fact once: the bear's points on the same metric and period are one risk, the weightiest said.
    risks: onePerFact(ranked("bear"), readings).slice(0, 5),
    confidence:
      stance === "neutral" ? "难以判断" : Math.abs(margin) >= STRONG_MARGIN && factuality >= 70 ? "较大可能" : "可能",
    ...(before === stance
      ? {}
      : {
          weighing:
            `时效加权：早于最新报告期的论据按${STALE_WEIGHT * 100}%计权（多方${staleCount("bull")}条、` +
            `空方${staleCount("bear")}条），` +
            `裁判立场由${LEAN_ZH[before]}改为${LEAN_ZH[stance]}`,
        }),
  };
}

function onePerFact(js: readonly JudgedPoint[], readings: Map<string, { item: EvidenceItem }>): string[] {
  const out = new Map<string, string>();
  for (const j of js) {
    const item = readings.get(j.point.evidence[0]?.id ?? "")?.item;
    const fact = item ? factOfItem(item) : j.point.id;
    if (!out.has(fact)) out.set(fact, limit(stripRebutPrefix(j.point.claim), 200));
  }
  return [...out.values()];
}

function stanceOf(margin: number): Stance {
  return margin >= STANCE_MARGIN ? "bullish" : margin <= -STANCE_MARGIN ? "bearish" : "neutral";
}

/**
 * Items older than the latest report the evidence holds for their metric: an annual report of an earlier year, or an
 * interim report of a year whose annual report is held. Prices and computed readings are of their own day.
 */
export function staleItems(evidence: readonly EvidenceItem[]): Set<string> {
  const reports = evidence.filter(
    (e) => e.period !== null && !e.chunkId.startsWith("computed:") && e.dimension !== "market",
  );
  const metricOf = (e: EvidenceItem) => factOfItem(e).split("|")[0] ?? e.id;
  const latest = new Map<string, number>();
  for (const e of reports)
    if (periodOf(e).endsWith("-12-31")) {
      const year = Number(periodOf(e).slice(0, 4));
      latest.set(metricOf(e), Math.max(year, latest.get(metricOf(e)) ?? 0));
    }
  const out = new Set<string>();
  for (const e of reports) {
    const newest = latest.get(metricOf(e));
    const year = Number(periodOf(e).slice(0, 4));
    if (newest !== undefined && (periodOf(e).endsWith("-12-31") ? year < newest : year <= newest)) out.add(e.id);
  }
  return out;
}

function conclusion(stance: Stance, bull: JudgedPoint[], bear: JudgedPoint[]): string {
  const ids = (js: JudgedPoint[]): string =>
    unique(js.slice(0, 2).flatMap((j) => j.point.evidence.slice(0, 1).map((e) => e.id))).join("、");
  const families = (js: JudgedPoint[]): string => unique(js.slice(0, 2).map((j) => FAMILY_LABEL[j.family])).join("、");
  if (bull.length === 0 && bear.length === 0) return "双方论点均未通过校验，现有证据不足以形成方向性判断";
  if (stance === "bullish") {
    const answered = bear.length > 0 && bear.every((j) => j.answered);
    return (
      `多方论据更有力：${ids(bull)}支撑的${families(bull)}经校验成` +
      `立${bear.length === 0 ? "，空方未能提出成立的风险论据" : answered ? "，空方风险点均已获回应" : ""}`
    );
  }
  if (stance === "bearish") {
    return (
      `空方论据更有力：${ids(bear)}揭示的${families(bear)}风险经校验成` +
      `立${bull.length === 0 ? "，多方论据未通过校验" : "，多方未能有效化解"}`
    );
  }
  const bullPart = bull.length > 0 ? `多方${ids(bull)}（${families(bull)}）` : "多方无成立论据";
  const bearPart = bear.length > 0 ? `空方${ids(bear)}（${families(bear)}）` : "空方无成立论据";
  return `多空证据大致相当：${bullPart}与${bearPart}各有支撑，尚无决定性优势`;
}

/** Where the two sides met: each verified rebuttal names a family both argued, one line per family. */
function disputes(judged: JudgedPoint[]): string[] {
  const byId = new Map(judged.map((j) => [j.point.id, j]));
  const lines = new Map<Family, string>();
  for (const j of judged) {
    if (j.point.verification.status !== "verified" || j.point.rebuts === undefined) continue;
    const target = byId.get(j.point.rebuts);
    if (target === undefined || target.side === j.side || lines.has(j.family)) continue;
    const [bull, bear] = j.side === "bull" ? [j, target] : [target, j];
    lines.set(
      j.family,
      limit(
        `${FAMILY_LABEL[j.family]}：多方${citeIds(bull)}认为${gist(bull.point.claim)}，` +
          `空方${citeIds(bear)}认为${gist(bear.point.claim)}`,
        200,
      ),
    );
  }
  return [...lines.values()].slice(0, 5);
}

function citeIds(j: JudgedPoint): string {
  return j.point.evidence.map((e) => e.id).join("、");
}

/** The conclusion of a claim: its last clause (where the argument lands), without the rebuttal prefix. */
function gist(claim: string): string {
  const clauses = stripRebutPrefix(claim)
    .split(/[，；。,;]/u)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
  const last = clauses[clauses.length - 1] ?? "";
  return limit(last.length >= 4 ? last : (clauses[0] ?? last), 40);
}

function stripRebutPrefix(claim: string): string {
  return claim.replace(/^针对[\w-]+[：:]\s*/u, "");
}

function limit(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

function clamp01(x: number): number {
  return Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0;
}
