import { ROLE_ZH } from "../../../domain/labels";
import { buildEvidencePacks } from "../../../evidence/evidence-pack";
import { applyVerdictRule } from "../../../verdict/verdict-rule";
import { attribution } from "../../../verdict/attribution";
import { debateChange, heldRounds, type OpeningJudging } from "./debate-change";
import { hitRate, verifiedShare } from "../../../verification/hit-rate";
import { checkLookAhead } from "../../../verification/look-ahead";
import { failureText } from "../../../models/failure-text";
import { recordPoints } from "../../record-point";
import {
  DebaterOutput,
  type DebaterRole,
  type EvidenceItem,
  JudgeOutput,
  type ArgueTask,
  type JudgeTask,
} from "../../debate-types";
import type { FlowContext, FlowSeed } from "../../flow-common";
import { END, type NodeSpec, type ProtocolGraph, type RouteContext, type StepEffect } from "../../graph";
import { buildDebaterMessages, buildJudgeMessages } from "../../prompts/debater-prompts";
import type { ProtocolPlugin, StoppedEarly } from "../../protocol";
import { adversarialFlowFromV1 } from "./v1-state";
import { z } from "zod";
import { publicTurn } from "../../public-turn";
import type { Turn } from "../../role-output";
import { buildArgueTask, buildJudgeTask } from "./turn-context";
import { debaterTurns, endsRound, hasFullRound, nextDebater, plannedTurns, roundAddsNothing } from "./rounds";

export type { StoppedEarly };

/**
 * The adversarial debate (seed 000 §3.3/§4.3): bull and bear packs (growth / risk evidence), the turns in order (the
 * judge's last), why the rounds stopped early if they did, and the judge's validated output for the verdict rule.
 */
export interface AdversarialFlow extends FlowContext {
  protocol: "adversarial";
  overlap: { shared: number; ratio: number };
  turns: Turn[];
  stoppedEarly: StoppedEarly | null;
  judge: JudgeOutput | null;
  /**
   * The `ablation` option's judging of the opening round alone, after the verdict's judge: its turn (kept apart from
   * `turns`, which the timeline and the verdict read) and its output. Absent without the option.
   */
  openingJudge?: { turn: Turn; output: JudgeOutput | null };
}

export function newAdversarialFlow(seed: FlowSeed): AdversarialFlow {
  const { packs, missing, memory, regime } = seed;
  return {
    protocol: "adversarial",
    cursor: { at: null, steps: 0, detours: [] },
    packs,
    missing,
    memory,
    regime,
    overlap: seed.overlap ?? { shared: 0, ratio: 0 },
    turns: [],
    stoppedEarly: null,
    judge: null,
  };
}

/** The step (and its one node) of the opening round's own judging (the `ablation` option). */
const OPENING_JUDGE = "opening_judge";

const tokensOf = (t: Turn) => t.usage.promptTokens + t.usage.completionTokens;

/** Budget: the next turn is projected to cost what the last successful one did; judging needs no further debate. */
function budgetStop(flow: AdversarialFlow, ctx: RouteContext): StoppedEarly | null {
  const lastOk = debaterTurns(flow.turns).findLast((t) => !t.error);
  const projected = lastOk ? tokensOf(lastOk) : 0;
  if (ctx.tokensUsed + projected <= ctx.tokenBudget) return null;
  // Shown in the report's 提前结束 line and on the page: Chinese, as all prose a user reads.
  const used = `已用 ${ctx.tokensUsed}，下一轮约 ${projected}`;
  const detail = `词元预算 ${ctx.tokenBudget} 将被超出（${used}），转入裁判评议`;
  return { round: nextDebater(flow.turns).round, reason: "budget", detail };
}

/**
 * A debater speaks next unless a stop is recorded (then the judge) or the budget would be passed (then the stop step).
 */
const speak = (flow: AdversarialFlow, ctx: RouteContext, step: string): string =>
  flow.stoppedEarly ? "judge" : budgetStop(flow, ctx) ? "stop" : step;

function debaterNode(
  role: DebaterRole,
  evidence: () => EvidenceItem[],
): NodeSpec<AdversarialFlow, ArgueTask, DebaterOutput> {
  return {
    id: role,
    role,
    tier: "quick",
    schema: DebaterOutput,
    schemaName: "debater",
    round: (flow) => nextDebater(flow.turns).round,
    buildTask: (flow, ctx) => buildArgueTask(flow, ctx, evidence(), role, nextDebater(flow.turns).round),
    buildMessages: buildDebaterMessages,
    // Point ids `${role}-t${seq}-p${n}`: unique even though round 1 has two bull turns.
    record: (output, _node, seq, task, verify) => {
      const { points, removed } = recordPoints(output, role, seq, {
        ...verify,
        pack: task.pack,
        opponent: task.opponentLatest,
      });
      return { result: { output: null, points, counterPoints: [], hitRate: hitRate(points) }, removed };
    },
    store: (flow, result) => {
      flow.turns.push(result);
    },
  };
}

function judgeNode(evidence: () => EvidenceItem[]): NodeSpec<AdversarialFlow, JudgeTask, JudgeOutput> {
  return {
    id: "judge",
    role: "judge",
    tier: "deep",
    schema: JudgeOutput,
    schemaName: "judge",
    round: (flow) => Math.max(0, ...flow.turns.map((t) => t.round)),
    buildTask: (flow, ctx) => buildJudgeTask(flow, ctx, evidence()),
    buildMessages: buildJudgeMessages,
    // The judge cites nothing itself; its output becomes the verdict when the graph finishes.
    record: () => ({ result: { output: null, points: [], counterPoints: [], hitRate: 0 }, removed: [] }),
    store: (flow, result, output) => {
      flow.turns.push(result);
      flow.judge = output;
    },
  };
}

/**
 * The `ablation` option: the same judge (role, tier, schema, prompt) over the opening round's turns alone, asked once
 * the verdict's judge has spoken; its turn is stored apart so the debate's timeline and verdict are those without it.
 */
function openingJudgeNode(evidence: () => EvidenceItem[]): NodeSpec<AdversarialFlow, JudgeTask, JudgeOutput> {
  const judge = judgeNode(evidence);
  return {
    ...judge,
    id: "opening_judge",
    round: () => 1,
    buildTask: (flow, ctx) =>
      buildJudgeTask({ ...flow, turns: debaterTurns(flow.turns).filter((t) => t.round === 1) }, ctx, evidence()),
    store: (flow, result, output) => {
      flow.openingJudge = { turn: result, output };
    },
  };
}

/** Ask the opening round's own judging: the option is on, the verdict's judge answered, and later rounds were held. */
const judgeOpening = (flow: AdversarialFlow, ctx: RouteContext): boolean =>
  ctx.options.ablation === 1 && flow.judge !== null && heldRounds(debaterTurns(flow.turns)) > 1;

/**
 * After a debater's step: a failed turn ends the rounds (judged if round 1 is complete, else the debate fails); a
 * turn that ends a round reports the round's hit rate, then the convergence check may stop the rounds. A budget stop
 * records itself. The judge's step has no effect of its own: the verdict comes when the graph ends.
 */
function afterStep(flow: AdversarialFlow, step: { name: string; results: Turn[]; route: RouteContext }): StepEffect {
  if (step.name === "judge" || step.name === OPENING_JUDGE) return { events: [] };
  if (step.name === "stop") {
    const stop = budgetStop(flow, step.route);
    if (!stop) return { events: [] };
    flow.stoppedEarly = stop;
    return {
      events: [{ type: "converged", data: { reason: stop.reason, round: stop.round, detail: stop.detail } }],
      judging: true,
    };
  }
  const turn = step.results[0];
  if (!turn) return { events: [] };
  if (turn.error) {
    if (!hasFullRound(flow.turns))
      return { events: [], fail: `${turn.role} turn of round ${turn.round} failed: ${turn.error}` };
    flow.stoppedEarly = {
      round: turn.round,
      reason: "turn_failed",
      detail:
        `${ROLE_ZH[turn.role as keyof typeof ROLE_ZH] ?? "一方"}发言失败` +
        `：${turn.failure ?? failureText(turn.error)}，` +
        `裁判就已有内容评议`,
    };
    return { events: [], judging: true };
  }
  if (!endsRound(flow.turns, step.route.rounds, turn.round)) return { events: [] };
  const debaters = debaterTurns(flow.turns);
  const events: StepEffect["events"] = [
    {
      type: "round.completed",
      data: {
        round: turn.round,
        hitRate: verifiedShare(debaters.filter((t) => t.round === turn.round)),
        debateHitRate: verifiedShare(debaters),
      },
    },
  ];
  if (!roundAddsNothing(flow.turns, turn.round)) return { events };
  flow.stoppedEarly = {
    round: turn.round,
    reason: "converged",
    detail: `第${turn.round}轮双方未提出新证据或新维度，提前进入裁判环节`,
  };
  events.push({
    type: "converged",
    data: { reason: "converged", round: turn.round, detail: flow.stoppedEarly.detail },
  });
  return { events, judging: true };
}

/**
 * Opening (bull) -> rebuttal (bear) -> response (bull) -> convergence check -> the next round's rebuttal, ... -> judge.
 * Every router sends a recorded stop to the judge; the round cap ends the rounds after a response; the budget stop is
 * a step of its own (no model call) so viewers see why the rounds ended before the judge speaks.
 */
export function adversarialGraph(evidence: () => EvidenceItem[]): ProtocolGraph<AdversarialFlow> {
  return {
    protocol: "adversarial",
    nodes: {
      bull: debaterNode("bull", evidence),
      bear: debaterNode("bear", evidence),
      judge: judgeNode(evidence),
      [OPENING_JUDGE]: openingJudgeNode(evidence),
    },
    steps: {
      opening: ["bull"],
      rebuttal: ["bear"],
      response: ["bull"],
      stop: [],
      judge: ["judge"],
      [OPENING_JUDGE]: [OPENING_JUDGE],
    },
    entry: "opening",
    edges: {
      opening: (flow, ctx) => speak(flow, ctx, "rebuttal"),
      rebuttal: (flow, ctx) => speak(flow, ctx, "response"),
      response: (flow, ctx) => {
        const last = debaterTurns(flow.turns).at(-1);
        if (flow.stoppedEarly || (last && last.round >= ctx.rounds)) return "judge";
        return speak(flow, ctx, "rebuttal");
      },
      stop: () => "judge",
      judge: (flow, ctx) => (judgeOpening(flow, ctx) ? OPENING_JUDGE : END),
      [OPENING_JUDGE]: () => END,
    },
    afterDecision: [OPENING_JUDGE],
    fallback: "judge",
    fallbackDone: (flow) => flow.turns.some((t) => t.role === "judge"),
    maxSteps: (ctx) => plannedTurns(ctx.rounds).length,
    // The routers project the next turn's cost themselves (the stop step); no second budget rule.
    overBudget: () => null,
    afterStep,
  };
}

/** The stored opening judging as the verdict's change reads it: the output, or the failed call's reason for readers. */
function openingJudging(stored: AdversarialFlow["openingJudge"]): OpeningJudging | undefined {
  if (!stored) return undefined;
  if (stored.output) return { output: stored.output };
  return { failure: stored.turn.failure ?? failureText(stored.turn.error ?? "") };
}

export const adversarial: ProtocolPlugin<AdversarialFlow, "adversarial"> = {
  id: "adversarial",
  labels: {
    name: "多空辩论",
    text: "多空辩论",
    short: "多空",
    long: "多空辩论",
    hint: "多方与空方逐轮交锋，每条论点引用证据并由程序核验，裁判按规则评分",
  },
  // The seats (多方, 空方, 裁判) are named by ROLE_ZH and prompted by debater-prompts: no graph roles of their own.
  roles: {},
  offline: {},
  params: z.object({}),
  options: () => ({}),
  roundsZh: (rounds) => [`计划轮数：${rounds}`],
  memorySlot: "implicit",
  ablation: true,
  page: { layout: "turns", stages: [], memoryReaders: "裁判", header: ["计划 {rounds} 轮"] },
  // Its rounds are its stages (bull and bear argue in each), then the judge's.
  stages: (rounds) => [
    ...Array.from({ length: rounds }, (_, i) => ({
      id: `round-${i + 1}`,
      title: `第 ${i + 1} 轮`,
      roles: ["bull", "bear"],
      round: i + 1,
    })),
    { id: "judge", title: "裁判评议", roles: ["judge"] },
  ],
  flatTurns: (flow, rounds) => ({
    plan: plannedTurns(rounds),
    packs: { bull: flow.packs.bull ?? [], bear: flow.packs.bear ?? [], overlap: flow.overlap },
    turns: flow.turns.map(publicTurn),
    hitRate: verifiedShare(debaterTurns(flow.turns)),
    stoppedEarly: flow.stoppedEarly,
    recalled: flow.memory,
  }),
  fromV1: adversarialFlowFromV1,
  graph: adversarialGraph,
  /** The bull gets the growth pack, the bear the risk pack (seed 000 §5.2), the judge everything. */
  async gather(deps, p) {
    const packs = await buildEvidencePacks(deps, { ticker: p.ticker, asOf: p.asOf });
    const seed = {
      packs: { bull: packs.bull.map((e) => e.id), bear: packs.bear.map((e) => e.id) },
      missing: {},
      regime: null,
      overlap: packs.overlap,
    };
    return { evidence: packs.all, seed };
  },
  newFlow: newAdversarialFlow,
  results: (flow) => flow.turns,
  finish(flow, evidence, asOf) {
    const debaters = debaterTurns(flow.turns);
    if (!flow.judge) {
      const judge = flow.turns.findLast((t) => t.role === "judge");
      return { ok: false, reason: `judge failed: ${judge?.error ?? "the judge did not run"}` };
    }
    const share = verifiedShare(debaters);
    const cited = debaters.flatMap((t) => t.points.flatMap((p) => p.evidence.map((e) => e.id)));
    const ruled = applyVerdictRule(flow.judge, { verifiedShare: share });
    const sided = debaters.flatMap((t) =>
      t.role === "bull" || t.role === "bear" ? t.points.map((point) => ({ point, side: t.role as DebaterRole })) : [],
    );
    const change = debateChange(debaters, evidence, openingJudging(flow.openingJudge));
    return {
      ok: true,
      verdict: {
        ...ruled,
        attribution: attribution(ruled.scores, ruled.stance, sided),
        ...(change ? { change } : {}),
      },
      lookAhead: checkLookAhead(asOf, evidence, cited, flow.memory ?? []),
      verifiedShare: share,
    };
  },
  /** Seed 000: three rounds. */
  defaultRounds: 3,
  /** Round 1: bull, bear, bull; each later round bear, bull; then the judge (3 rounds: 8 calls); `ablation`: +1. */
  plannedCalls: (p) => plannedTurns(p.rounds).length + 1 + (p.options?.ablation === 1 && p.rounds > 1 ? 1 : 0),
  /** TOKEN_BUDGET is per adversarial debate, whatever its rounds (the budget stop ends long ones). */
  tokenBudget: (p) => p.tokenBudget,
};
