import type { Config } from "../config";
import { addUsage, type DebateError, type DebateState } from "../debate/debate-state";
import { finishFlow, flowResults, graphOf } from "../debate/flow";
import { type AnyNode, type ProtocolGraph, route, type RouteContext, type RouteDecision } from "../debate/graph";
import { type DebateFlow, readerTitle } from "../debate/protocols/registry";
import type { Turn } from "../debate/role-output";
import { runGraphStep } from "../debate/run-step";
import { promptEstimate } from "../debate/step-budget";
import { failureText } from "../models/failure-text";
import { failureLine } from "../debate/step-name";
import { COST_CAP_DETOUR, COST_CAP_KIND, isCostCapError } from "../models/cost-cap";
import { compactFor } from "../models/prompt-layout";
import { cappedVerdict } from "../verdict/capped-verdict";
import { sanitizeDeep } from "../compliance/compliance";
import { verifiedShare } from "../verification/hit-rate";
import type { StepMode } from "./model-calls";
import { stepCalls } from "./model-calls";
import type { PendingEvent, RoomStorage } from "./room-storage";
import { logStep } from "./step-log";
import { createDb } from "../db/client";
import { loadPeerFacts } from "../evidence/peer-facts";

/** What a step needs from the object that owns it. */
export interface StepHost {
  env: Env;
  /** The room's config (BANNED_PHRASES among others). */
  config: Config;
  storage: RoomStorage;
  /** A live event (turn.started, turn.delta): broadcast now, logged, not part of a checkpoint. */
  emit: (state: DebateState, type: PendingEvent[0], data: Record<string, unknown>) => void;
  /** Asynchronous when the step ends the debate (its replies go to the D1 archive first). */
  checkpoint: (state: DebateState, events: PendingEvent[]) => void | Promise<void>;
}

export const isFinished = (state: DebateState) => state.status === "done" || state.status === "failed";

function routeContext(state: DebateState, graph: ProtocolGraph<DebateFlow>): RouteContext {
  const turns = flowResults(state.flow);
  const task = { ticker: state.ticker, companyName: state.companyName, asOf: state.asOf };
  return {
    rounds: state.rounds,
    options: state.options ?? {},
    tokensUsed: state.usage.promptTokens + state.usage.completionTokens,
    tokenBudget: state.tokenBudget,
    // What the budget rule projects a step from (src/debate/step-budget.ts).
    callTokens: Math.max(0, ...turns.map((t) => t.usage.promptTokens + t.usage.completionTokens)),
    completionTokens: Math.max(0, ...turns.map((t) => t.usage.completionTokens)),
    promptTokens: promptEstimate(graph, state.flow, task, state.evidence, compactFor(state.compactPrompts)),
  };
}

/** How viewers tell a turn's events apart, the same for every protocol: seq, role, node, round and step. */
function turnTags(node: AnyNode<DebateFlow>, seq: number, round: number, step: string): Record<string, unknown> {
  return { turnSeq: seq, role: node.role, node: node.id, round, step };
}

/**
 * How the step the debate waits for is named in its errors (when that step throws and is retried): a one-node step as
 * a failed turn is, `node (step)` with the node's round; a parallel step by its name.
 */
export function pendingStep(state: DebateState): Pick<DebateError, "step" | "round"> {
  if (state.status === "fetching") return { step: "fetching" };
  const graph = graphOf(state.flow, () => state.evidence);
  const decision = route(graph, state.flow, state.flow.cursor, routeContext(state, graph), readerTitle);
  if (decision.kind === "end") return { step: "finish" };
  const only = decision.nodes.length === 1 ? graph.nodes[decision.nodes[0]!] : undefined;
  return only ? { step: `${only.id} (${decision.name})`, round: only.round(state.flow) } : { step: decision.name };
}

/**
 * Runs exactly one step of the debate's protocol graph and checkpoints it: the router picks the next step (with its
 * caps and fallback), all of the step's nodes run (parallel ones at most 6 at once), their turns are verified and
 * stored, and the graph's `afterStep` adds its events (round summaries, convergence, stops). When the router ends the
 * graph, the final decision, verdict rule and look-ahead check run in code, without a model call.
 */
export async function runStep(state: DebateState, mode: StepMode, host: StepHost): Promise<void> {
  if (isFinished(state) || state.verdict) return;
  if (state.status === "queued") state.status = "running";
  const graph = graphOf(state.flow, () => state.evidence);
  const ctx = routeContext(state, graph);
  const decision = route(graph, state.flow, state.flow.cursor, ctx, readerTitle);
  if (decision.kind === "end") return host.checkpoint(state, finish(state, decision, host.config.BANNED_PHRASES));
  if (decision.name === graph.fallback) state.status = "judging";

  // A step after the decision (the opening round judged alone) only adds to the verdict: its turn is stored apart, so
  // it sends no turn events - viewers would take its judge turn for the verdict's and show it in the judge's place.
  const extra = graph.afterDecision?.includes(decision.name) === true;
  const live = mode.kind === "live" && !extra;
  const tags = (id: string, seq: number, round: number) => turnTags(graph.nodes[id]!, seq, round, decision.name);
  const call = stepCalls(
    host.env,
    host.config,
    state,
    mode,
    host.storage,
    host.config.BANNED_PHRASES,
    (node, text, restart) => {
      if (!live) return;
      const { step: _step, ...delta } = tags(node.id, node.seq, node.round);
      host.emit(state, "turn.delta", { ...delta, text, ...(restart ? { restart: true } : {}) });
    },
  );
  const { figures, years, facts } = host.storage.figures();
  const outcome = await runGraphStep(
    graph,
    state.flow,
    decision,
    {
      ticker: state.ticker,
      companyName: state.companyName,
      asOf: state.asOf,
      industry: facts?.industry ?? null,
      seqStart: flowResults(state.flow).length + 1,
      evidence: state.evidence,
      route: ctx,
      compact: compactFor(state.compactPrompts),
    },
    call,
    {
      tickerFigures: figures,
      years: new Set(years),
      banned: host.config.BANNED_PHRASES,
      ...(facts ? { facts } : {}),
      // Other stored companies a reply names are read as the debate's own was, as of its date (peer-compare.ts).
      loadPeers: (codes) => loadPeerFacts({ db: createDb(host.env.DB) }, codes, state.asOf),
    },
    (node, seq, round) => live && host.emit(state, "turn.started", tags(node.id, seq, round)),
  );
  state.flow = outcome.flow;
  logStep(state, decision.name, outcome.results);
  state.usage = addUsage(state.usage, outcome.usage);
  state.compliance.removed.push(...outcome.removed);
  const at = new Date().toISOString();
  const errorsBefore = state.errors.length;
  for (const r of outcome.results) {
    if (r.error)
      state.errors.push({
        at,
        step: `${r.node} (${decision.name})`,
        round: r.round,
        message: r.error,
      });
  }
  const { effect } = outcome;
  const events: PendingEvent[] = extra
    ? []
    : outcome.results.map((r) => ["turn.completed", { turn: r, usage: state.usage }]);
  // A cap refused a call: nothing more is sent, whatever the protocol would do next; the debate ends 中性 with why.
  // A step after the decision only adds to it: a refusal ends that step, not the verdict.
  const capped = extra ? undefined : outcome.results.find((r) => isCostCapError(r.error));
  if (capped) {
    events.push(...capStop(state, capped.error!));
    return host.checkpoint(state, events);
  }
  events.push(...effect.events.map((e): PendingEvent => [e.type, e.data]));
  if (effect.judging) state.status = "judging";
  if (effect.fail) {
    state.status = "failed";
    events.push(
      ["failed", { reason: effect.fail, reasonZh: reasonZh(state, errorsBefore, effect.fail) }],
      ["done", { status: "failed" }],
    );
  } else {
    // When this step was the graph's last, decide now in the same checkpoint: no state without its verdict is stored.
    const next = route(graph, state.flow, state.flow.cursor, routeContext(state, graph), readerTitle);
    if (next.kind === "end") events.push(...finish(state, next, host.config.BANNED_PHRASES));
  }
  await host.checkpoint(state, events);
}

/** The graph has ended: the protocol decides in code (no model call); the verdict passes the compliance filter. */
function finish(
  state: DebateState,
  decision: Extract<RouteDecision, { kind: "end" }>,
  banned: readonly string[],
): PendingEvent[] {
  if (decision.detour) state.flow.cursor.detours.push(decision.detour);
  const outcome = finishFlow(state.flow, state.evidence, state.asOf);
  if (outcome.lookAhead) state.lookAhead = outcome.lookAhead;
  // The budget left no decision to take (e.g. FinDebate's analysts only): 中性 with why, as a cost cap ends.
  if (!outcome.ok && decision.budget) {
    const said = flowResults(state.flow);
    state.verdict = cappedVerdict(decision.budget, "tokens");
    state.status = "done";
    return [verdictEvent(state, verifiedShare(said)), ["done", { status: "done" }]];
  }
  if (!outcome.ok) {
    state.status = "failed";
    const errorsBefore = state.errors.length;
    if (outcome.logAs)
      state.errors.push({ at: new Date().toISOString(), step: outcome.logAs, message: outcome.reason });
    return [
      ["failed", { reason: outcome.reason, reasonZh: reasonZh(state, errorsBefore, outcome.reason) }],
      ["done", { status: "failed" }],
    ];
  }
  const clean = sanitizeDeep(outcome.verdict, banned);
  state.compliance.removed.push(...clean.removed);
  state.verdict = clean.value;
  if (outcome.final) state.final = outcome.final;
  state.status = "done";
  return [verdictEvent(state, outcome.verifiedShare), ["done", { status: "done" }]];
}

/**
 * The verdict as every protocol sends it: the verdict, the verified share it was reached on, and the protocol's final
 * decision and look-ahead check (null when the protocol has none, e.g. adversarial, or a cap decided).
 */
function verdictEvent(state: DebateState, hitRate: number): PendingEvent {
  return [
    "verdict",
    { verdict: state.verdict, hitRate, final: state.final ?? null, lookAhead: state.lookAhead ?? null },
  ];
}

/** The end of a debate a cap stopped: the turns so far stay, the verdict is 中性 with the cap's reason. */
function capStop(state: DebateState, error: string): PendingEvent[] {
  const reason = error.slice(COST_CAP_KIND.length + 1).trim();
  const said = flowResults(state.flow).filter((t) => t.role !== "judge");
  // A reader's line (the report's 路由兜底), in Chinese like every detour.
  state.flow.cursor.detours.push(COST_CAP_DETOUR);
  state.verdict = cappedVerdict(reason);
  state.costCapped = reason;
  state.status = "done";
  return [verdictEvent(state, verifiedShare(said)), ["done", { status: "done" }]];
}

/**
 * The failure for readers (FailedEvent.reasonZh): the error this step logged last (the failed turn's, or the end's
 * own), as the report's 错误记录 words it; when the step logged none (e.g. the judge never ran), the reason itself in
 * Chinese, never an older, unrelated error. `reason` stays the operators' English.
 */
function reasonZh(state: DebateState, errorsBefore: number, reason: string): string {
  const last = state.errors.length > errorsBefore ? state.errors.at(-1) : undefined;
  return last ? failureLine(last) : failureText(reason);
}
