import type { Point, PointOutput, Stance } from "../../debate-types";
import type { Conviction, Horizons, RoleBrief, RoleOutput, RoleTask } from "../../role-output";
import { holds } from "../../../offline/judgement";
import {
  counterPoints,
  directionOf,
  ids,
  other,
  pointFor,
  ranked,
  restate,
  scorePack,
  sideOf,
} from "../../../offline/roles/role-readings";
import { LEAN_ZH, horizonsZh } from "../../../domain/labels";

const WEIGHT: Record<Conviction, number> = { low: 1, medium: 2, high: 3 };
const sign = (s: Stance) => (s === "bullish" ? 1 : s === "bearish" ? -1 : 0);
const vote = (bs: readonly RoleBrief[]) => bs.reduce((s, b) => s + sign(b.stance) * WEIGHT[b.conviction], 0);
const verified = (p: Point) => p.verification.status === "verified";
const byConfidence = (a: Point, b: Point) => b.confidence - a.confidence || a.id.localeCompare(b.id);

/**
 * The offline synthesiser (seed 001 "报告合成"): a conviction-weighted vote of the five analysts. The month direction
 * follows all five, the week the market and sentiment analysts, the day the market analyst alone (short horizons are
 * driven by price and sentiment, long ones by fundamentals).
 */
export function offlineSynthesiser(task: RoleTask): RoleOutput {
  const analysts = task.inputs;
  const of = (...roles: string[]) => analysts.filter((b) => roles.includes(b.role));
  const total = vote(analysts);
  const max = analysts.length * WEIGHT.high || 1;
  const stance: Stance = total >= 2 ? "bullish" : total <= -2 ? "bearish" : "neutral";
  const horizons: Horizons = {
    day: directionOf(vote(of("fin_market"))),
    week: directionOf(vote(of("fin_market", "fin_sentiment"))),
    month: directionOf(stance === "neutral" ? 0 : total),
  };
  const agree = analysts.filter((b) => b.stance === stance || stance === "neutral");
  const evidence = agree
    .flatMap((b) => b.points)
    .filter(verified)
    .sort(byConfidence)
    .slice(0, 4)
    .map(restate);
  const disagree = analysts
    .filter((b) => stance !== "neutral" && b.stance !== stance && b.stance !== "neutral")
    .flatMap((b) => b.points);
  // An analyst's counter-points argue against its own stance: they count against the vote only if it shares it.
  const against = analysts.filter((b) => stance === "neutral" || b.stance === stance).flatMap((b) => b.counterPoints);
  let counter = [...disagree, ...against].filter(verified).sort(byConfidence).slice(0, 3).map(restate);
  if (evidence.length === 0)
    evidence.push(
      ...counterPoints(scorePack(task.pack, task.asOf, task.industry ?? null), null, new Set()).slice(0, 1),
    );
  if (counter.length < 2)
    counter = [
      ...counter,
      ...counterPoints(
        scorePack(task.pack, task.asOf, task.industry ?? null),
        sideOf(stance),
        new Set(counter.flatMap((p) => p.evidence.map((e) => e.id))),
      ),
    ].slice(0, 2);
  const ratio = Math.abs(total) / max;
  return {
    evidence,
    counterPoints: counter,
    stance,
    conclusion:
      `推断：五位分析师加权后${LEAN_ZH[stance]}，方向${horizonsZh(horizons)}；` +
      `主要依据${ids(evidence)}，主要反向因素${ids(counter, evidence)}`,
    conviction: ratio >= 0.5 ? "high" : ratio >= 0.25 ? "medium" : "low",
    horizons,
  };
}

const draftOf = (task: RoleTask) => task.inputs.find((b) => b.role === "synthesiser");
const cited = (bs: readonly (RoleBrief | undefined)[]) =>
  new Set(bs.flatMap((b) => (b ? [...b.points, ...b.counterPoints] : [])).flatMap((p) => p.evidence.map((e) => e.id)));

/** Trust (seed 001): evidence the draft did not cite yet, for the draft's own side; stance and directions copied. */
export function offlineTrust(task: RoleTask): RoleOutput {
  const draft = draftOf(task);
  const lock = task.locked ?? {
    stance: draft?.stance ?? "neutral",
    horizons: draft?.horizons ?? { day: "flat", week: "flat", month: "flat" },
  };
  const scored = scorePack(task.pack, task.asOf, task.industry ?? null);
  const side = sideOf(lock.stance);
  const used = cited([draft]);
  const evidence: PointOutput[] = side
    ? ranked(scored, side, used)
        .slice(0, 2)
        .map((s) => pointFor(s, side))
    : [];
  if (evidence.length === 0) evidence.push(...(draft?.points.slice(0, 1).map(restate) ?? []));
  if (evidence.length === 0 && scored[0]) evidence.push(pointFor(scored[0], "neutral"));
  const counter =
    draft && draft.counterPoints.length >= 2
      ? draft.counterPoints.slice(0, 2).map(restate)
      : counterPoints(scored, side, used);
  return {
    evidence,
    counterPoints: counter,
    stance: lock.stance,
    conclusion:
      `补充${ids(evidence)}支持初稿${LEAN_ZH[lock.stance]}结论，` +
      `立场与方向（${horizonsZh(lock.horizons)}）保持不变`,
    conviction: draft?.conviction ?? "low",
    horizons: lock.horizons,
  };
}

/** Skeptic (seed 001): the strongest risks against the draft's side, with scenarios; never changes the stance. */
export function offlineSkeptic(task: RoleTask): RoleOutput {
  const draft = draftOf(task);
  const lock = task.locked ?? {
    stance: draft?.stance ?? "neutral",
    horizons: draft?.horizons ?? { day: "flat", week: "flat", month: "flat" },
  };
  const scored = scorePack(task.pack, task.asOf, task.industry ?? null);
  const side = sideOf(lock.stance);
  // The draft's risks: adverse facts, unless the draft itself is bearish (then what would prove it wrong).
  const against = side === "bear" ? "bull" : "bear";
  const risks = ranked(scored, against)
    .slice(0, 3)
    .map((s) => pointFor(s, against));
  if (risks.length === 0 && scored[0]) risks.push(pointFor(scored[0], "neutral"));
  // Mitigants argue the other way from the risks: a neutral draft's adverse points are no mitigants.
  const k = scored[0]?.knowledge;
  const mitigates = (p: Point) =>
    k !== undefined && holds(p.claim, p.evidence.map((e) => e.quote).join("；"), k, { side: other(against) });
  const mitigants = [...(draft?.points ?? [])].filter(verified).filter(mitigates).slice(0, 2).map(restate);
  const counter =
    mitigants.length >= 2
      ? mitigants
      : counterPoints(scored, against, new Set(risks.flatMap((p) => p.evidence.map((e) => e.id))));
  const main = risks[0]?.evidence[0]?.id ?? "无";
  return {
    evidence: risks,
    counterPoints: counter,
    stance: lock.stance,
    conclusion: (
      `风险复核：${ids(risks)}是初稿的主要漏洞；情景一，若${main}所示趋势延续，一月方向的依据将被削弱；` +
      `情景二，若其缓和，初稿成立；应持续跟踪${main}对应指标`
    ).slice(0, 200),
    conviction: "medium",
    ...(lock.horizons ? {} : {}),
  };
}

/** Leader (seed 001): merges the draft, trust's additions and skeptic's risks; keeps the draft's core conclusions. */
export function offlineLeader(task: RoleTask): RoleOutput {
  const draft = draftOf(task);
  const trust = task.inputs.find((b) => b.role === "trust");
  const skeptic = task.inputs.find((b) => b.role === "skeptic");
  if (!task.locked || !draft) return offlineSynthesiser(task);
  const evidence = [...draft.points.slice(0, 3), ...(trust?.points.slice(0, 2) ?? [])]
    .filter(verified)
    .slice(0, 5)
    .map(restate);
  if (evidence.length === 0) evidence.push(...draft.points.slice(0, 1).map(restate));
  // A fact the leader rests on is not also a risk it tracks: the skeptic's points on the same evidence are left out.
  const cited = new Set(evidence.flatMap((p) => p.evidence.map((e) => e.id)));
  const fresh = (p: { evidence: readonly { id: string }[] }) => p.evidence.every((e) => !cited.has(e.id));
  const risks = (skeptic?.points ?? []).filter(verified).filter(fresh).slice(0, 3).map(restate);
  const counter =
    risks.length >= 2
      ? risks
      : [...risks, ...draft.counterPoints.filter(fresh).map(restate)].slice(0, Math.max(2, risks.length));
  const memo = task.memory.length ? `；参考${task.memory.length}条过往类似情境的复盘` : "";
  return {
    evidence,
    counterPoints: counter,
    stance: task.locked.stance,
    conclusion: (
      `维持初稿${LEAN_ZH[task.locked.stance]}与方向（${horizonsZh(task.locked.horizons)}）` +
      `：${ids(evidence)}为依据，${ids(counter, evidence)}为需跟踪的风险${memo}`
    ).slice(0, 200),
    conviction: draft.conviction,
    horizons: task.locked.horizons,
  };
}
