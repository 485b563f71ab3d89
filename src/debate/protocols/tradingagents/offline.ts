import type { Point, PointOutput, Stance } from "../../debate-types";
import { notOlder } from "../../../offline/argument";
import { answers } from "../../../offline/claims";
import type { Conviction, RoleBrief, RoleOutput, RoleTask } from "../../role-output";
import {
  convictionFrom,
  counterPoints,
  ids,
  other,
  pointFor,
  ranked,
  restate,
  scorePack,
  type Side,
  sideMargin,
  sideOf,
  stanceFrom,
} from "../../../offline/roles/role-readings";
import { CONVICTION_ZH, LEAN_ZH } from "../../../domain/labels";

const verified = (p: Point) => p.verification.status === "verified";
const byConfidence = (a: Point, b: Point) => b.confidence - a.confidence || a.id.localeCompare(b.id);
const LEVELS: Conviction[] = ["low", "medium", "high"];
const shift = (c: Conviction, by: number): Conviction => LEVELS[Math.max(0, Math.min(2, LEVELS.indexOf(c) + by))]!;
const citedBy = (bs: readonly (RoleBrief | undefined)[]) =>
  new Set(bs.flatMap((b) => b?.points ?? []).flatMap((p) => p.evidence.map((e) => e.id)));
const latest = (task: RoleTask, role: RoleBrief["role"]) => task.inputs.filter((b) => b.role === role).at(-1);

/**
 * Researchers (seed 003 §1.2): a fixed side, fresh evidence each round, the first point answering the opponent's best.
 */
export function offlineResearcher(task: RoleTask, side: Side): RoleOutput {
  const scored = scorePack(task.pack, task.asOf, task.industry ?? null);
  const own = latest(task, side === "bull" ? "bull_researcher" : "bear_researcher");
  const opp = latest(task, side === "bull" ? "bear_researcher" : "bull_researcher");
  const fresh = ranked(scored, side, citedBy([own]));
  // The first point answers the opponent's strongest one when an item speaks to its topic; otherwise it rebuts nothing.
  const pool = fresh.length ? fresh : ranked(scored, side);
  const target = [...(opp?.points ?? [])].sort(byConfidence)[0];
  // An answer is of its target's period or a later one, as in the debate protocols (offline/debater.ts).
  const targetItem = target && task.pack.find((e) => target.evidence.some((x) => x.id === e.id));
  const answering =
    target === undefined
      ? undefined
      : pool.find(
          (s) =>
            (targetItem === undefined || notOlder(s.item, targetItem)) &&
            s.said[side] !== null &&
            answers(s.said[side]!, side, target, s.knowledge),
        );
  const chosen =
    answering === undefined ? pool.slice(0, 3) : [answering, ...pool.filter((s) => s !== answering)].slice(0, 3);
  const evidence = chosen.map((s) => pointFor(s, side, s === answering ? target : undefined));
  if (evidence.length === 0 && scored[0]) evidence.push(pointFor(scored[0], "neutral"));
  const counter = counterPoints(scored, side, new Set(evidence.flatMap((p) => p.evidence.map((e) => e.id))));
  const { margin } = sideMargin(scored);
  const stance: Stance = side === "bull" ? "bullish" : "bearish";
  return {
    evidence,
    counterPoints: counter,
    stance,
    conclusion:
      `${side === "bull" ? "多头" : "空头"}第${task.round}轮：${ids(evidence)}支` +
      `撑${LEAN_ZH[stance]}${opp && opp.points.length ? `，回应对方第${opp.round}轮论点` : ""}；` +
      `承认${ids(counter, evidence)}不利于本方`,
    conviction: convictionFrom(side === "bull" ? Math.max(margin, 0) : Math.max(-margin, 0)),
  };
}

/** Research manager: the side whose verified points weigh more carries the plan (margin 20%, as the offline judge). */
export function offlineManager(task: RoleTask): RoleOutput {
  const weigh = (role: RoleBrief["role"]) =>
    task.inputs
      .filter((b) => b.role === role)
      .flatMap((b) => b.points)
      .filter(verified);
  const bull = weigh("bull_researcher");
  const bear = weigh("bear_researcher");
  const sum = (ps: Point[]) => ps.reduce((s, p) => s + p.confidence, 0);
  const margin = sum(bull) + sum(bear) === 0 ? 0 : (sum(bull) - sum(bear)) / (sum(bull) + sum(bear));
  const stance = stanceFrom(margin, 0.2);
  const [win, lose] = stance === "bearish" ? [bear, bull] : [bull, bear];
  const evidence = (
    stance === "neutral" ? [...bull.slice(0, 2), ...bear.slice(0, 2)] : [...win].sort(byConfidence).slice(0, 3)
  ).map(restate);
  let counter = [...lose].sort(byConfidence).slice(0, 3).map(restate);
  const scored = scorePack(task.pack, task.asOf, task.industry ?? null);
  if (evidence.length === 0 && scored[0]) evidence.push(pointFor(scored[0], "neutral"));
  if (counter.length < 2)
    counter = [
      ...counter,
      ...counterPoints(scored, sideOf(stance), new Set(evidence.flatMap((p) => p.evidence.map((e) => e.id)))),
    ].slice(0, Math.max(2, counter.length));
  return {
    evidence,
    counterPoints: counter,
    stance,
    conclusion:
      `研究计划：多空经校验论据对比后${LEAN_ZH[stance]}；决定性依据${ids(evidence)}，` +
      `未被化解的反方论据${ids(counter, evidence)}`,
    conviction: convictionFrom(margin),
  };
}

/** Trader: the plan's direction with reasons, tempered when the technical analyst reads the tape the other way. */
export function offlineTrader(task: RoleTask): RoleOutput {
  const plan = latest(task, "research_manager");
  const tech = latest(task, "ta_technical");
  const stance = plan?.stance ?? "neutral";
  let conviction = plan?.conviction ?? "low";
  const clash = tech && tech.stance !== "neutral" && stance !== "neutral" && tech.stance !== stance;
  if (clash) conviction = shift(conviction, -1);
  const techAgree = tech && tech.stance === stance ? tech.points.filter(verified).slice(0, 1) : [];
  const evidence = [...(plan?.points.filter(verified).slice(0, 3) ?? []), ...techAgree].map(restate);
  const scored = scorePack(task.pack, task.asOf, task.industry ?? null);
  if (evidence.length === 0 && scored[0]) evidence.push(pointFor(scored[0], "neutral"));
  let counter = [...(plan?.counterPoints ?? []), ...(clash ? (tech?.points ?? []) : [])]
    .filter(verified)
    .slice(0, 3)
    .map(restate);
  if (counter.length < 2)
    counter = [
      ...counter,
      ...counterPoints(scored, sideOf(stance), new Set(evidence.flatMap((p) => p.evidence.map((e) => e.id)))),
    ].slice(0, Math.max(2, counter.length));
  return {
    evidence,
    counterPoints: counter,
    stance,
    conclusion:
      `交易方向：${LEAN_ZH[stance]}（不涉及仓位与价格），` +
      `理由${ids(evidence)}${clash ? "；技术面与研究计划方向相反，信心下调一级" : ""}`,
    conviction,
  };
}

/** The three risk seats (seed 003 §1.3): opportunity cost, balance, downside; each answers the others' latest. */
export function offlineRisk(task: RoleTask, seat: "aggressive" | "neutral" | "conservative"): RoleOutput {
  const trader = latest(task, "trader");
  const stance0 = trader?.stance ?? "neutral";
  const side = sideOf(stance0);
  const scored = scorePack(task.pack, task.asOf, task.industry ?? null);
  const { margin } = sideMargin(scored);
  const downside: Side = side === "bear" ? "bull" : "bear";
  const downsideItems = ranked(scored, downside).slice(0, 3);
  const upsideItems = side ? ranked(scored, side).slice(0, 3) : [];
  let stance: Stance = stance0;
  let conviction: Conviction = trader?.conviction ?? "low";
  let evidence: PointOutput[];
  if (seat === "aggressive") {
    conviction = shift(conviction, 1);
    // The seats argue their mandates whatever the trader's direction: the upside a cautious plan would miss…
    evidence = ranked(scored, "bull")
      .slice(0, 3)
      .map((s) => pointFor(s, "bull"));
  } else if (seat === "conservative") {
    conviction = shift(conviction, -1);
    // …and the downside (adverse facts) for the conservative seat.
    evidence = ranked(scored, "bear")
      .slice(0, 3)
      .map((s) => pointFor(s, "bear"));
    // Downside outweighs the trader's side in the pack itself: the conservative seat will not back a direction.
    const against = side === "bull" ? -margin : margin;
    if (side && against > -0.1) stance = "neutral";
  } else {
    const others = task.inputs.filter((b) => b.role === "risk_aggressive" || b.role === "risk_conservative");
    const split = others.length === 2 && others[0]!.stance !== others[1]!.stance;
    if (split) conviction = shift(conviction, -1);
    if (split && conviction === "low") stance = "neutral";
    // Balance is weighed in the conclusion; the seat's points argue its own stance, the other side is its
    // counter-points.
    const own = sideOf(stance);
    evidence =
      own === null
        ? [
            ...upsideItems.slice(0, 1).map((s) => pointFor(s, side ?? "bull")),
            ...downsideItems.slice(0, 1).map((s) => pointFor(s, downside)),
          ]
        : ranked(scored, own)
            .slice(0, 2)
            .map((s) => pointFor(s, own));
  }
  if (evidence.length === 0 && scored[0]) evidence.push(pointFor(scored[0], "neutral"));
  const used = new Set(evidence.flatMap((p) => p.evidence.map((e) => e.id)));
  const counter = counterPoints(
    scored,
    seat === "conservative" ? "bear" : seat === "aggressive" ? "bull" : sideOf(stance),
    used,
  );
  const say = { aggressive: "过度保守将错过", neutral: "平衡看", conservative: "最坏情况看" }[seat];
  return {
    evidence,
    counterPoints: counter,
    stance,
    conclusion:
      `${say}：${ids(evidence)}；交易员方向${LEAN_ZH[stance0]}，本方${LEAN_ZH[stance]}（信` +
      `心${CONVICTION_ZH[conviction]}` +
      `）；反向${ids(counter, evidence)}`,
    conviction,
  };
}

/**
 * Portfolio manager: the trader's call, changed where the risk debate says so (the neutral seat's stance when both
 * the neutral and the conservative seat moved away from it), conviction no higher than the neutral seat's, lowered
 * once more when remembered calls in the same direction missed. Always says what the risk debate changed.
 */
export function offlinePortfolioManager(task: RoleTask): RoleOutput {
  const trader = latest(task, "trader");
  const neutral = latest(task, "risk_neutral");
  const conservative = latest(task, "risk_conservative");
  const aggressive = latest(task, "risk_aggressive");
  let stance: Stance = trader?.stance ?? "neutral";
  let conviction: Conviction = trader?.conviction ?? "low";
  const changes: string[] = [];
  if (neutral && conservative && neutral.stance !== stance && conservative.stance !== stance) {
    changes.push(`中性与保守方均不支持交易员的${LEAN_ZH[stance]}方向，改为${LEAN_ZH[neutral.stance]}`);
    stance = neutral.stance;
  }
  if (neutral && LEVELS.indexOf(neutral.conviction) < LEVELS.indexOf(conviction)) {
    changes.push(`信心由${CONVICTION_ZH[conviction]}下调为${CONVICTION_ZH[neutral.conviction]}`);
    conviction = neutral.conviction;
  }
  const misses = task.memory.filter(
    (m) => m.stance === stance && stance !== "neutral" && m.outcomes.some((o) => !o.hit),
  );
  if (misses.length > 0) {
    const lowered = shift(conviction, -1);
    if (lowered !== conviction)
      changes.push(`过往${misses.length}次同向判断有未兑现的时段，信心再下调为${CONVICTION_ZH[lowered]}`);
    conviction = lowered;
  }
  // What each seat raised, by the side it argues: the risks are what cuts against the final stance (the downside when
  // it is neutral), the support what argues for it.
  const pmSide = sideOf(stance);
  const neutralSide = neutral ? sideOf(neutral.stance) : null;
  const raised: [readonly Point[], Side | null][] = [
    [conservative?.points ?? [], "bear"],
    [aggressive?.points ?? [], "bull"],
    [neutral?.points ?? [], neutralSide],
    [neutral?.counterPoints ?? [], neutralSide === null ? null : other(neutralSide)],
  ];
  const risks = raised
    .filter(([, s]) => s === (pmSide === null ? "bear" : other(pmSide)))
    .flatMap(([ps]) => ps)
    .filter(verified);
  const support = raised
    .filter(([, s]) => pmSide !== null && s === pmSide)
    .flatMap(([ps]) => ps)
    .filter(verified);
  const evidence = [
    ...(stance === trader?.stance ? (trader?.points ?? []).filter(verified).slice(0, 2) : []),
    ...support.slice(0, 1),
  ].map(restate);
  const scored = scorePack(task.pack, task.asOf, task.industry ?? null);
  if (evidence.length === 0) evidence.push(...(neutral?.points.slice(0, 1).map(restate) ?? []));
  if (evidence.length === 0 && scored[0]) evidence.push(pointFor(scored[0], "neutral"));
  let counter = risks.slice(0, 3).map(restate);
  if (counter.length < 2)
    counter = [
      ...counter,
      ...counterPoints(scored, sideOf(stance), new Set(evidence.flatMap((p) => p.evidence.map((e) => e.id)))),
    ].slice(0, Math.max(2, counter.length));
  const riskChanges = changes.length
    ? changes.join("；")
    : `风控辩论未改变方向与信心：保守方所列${ids(risks.map(restate))}已计入反向因素`;
  return {
    evidence,
    counterPoints: counter,
    stance,
    conclusion:
      `最终决定${LEAN_ZH[stance]}（信心${CONVICTION_ZH[conviction]}），` +
      `依据${ids(evidence)}；主要风险${ids(counter, evidence)}`,
    conviction,
    riskChanges: riskChanges.slice(0, 200),
  };
}
