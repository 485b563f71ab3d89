import { DurableObject } from "cloudflare:workers";
import { endsRound, roundAddsNothing } from "../debate/protocols/adversarial-rounds";
import { callModel, type CallOptions, type CallResult, unavailable } from "../models/call-model";
import { parseBannedPhrases, sanitizeDeep } from "../verdict/compliance";
import { addUsage, emptyUsage, type DebateParams, type DebateState, type RoleCall } from "../debate/debate-state";
import { DebaterOutput, type DebaterRole, JudgeOutput, type Role, type Turn } from "../debate/debate-types";
import type { ModelProvider, ModelRequest } from "../models/model-provider";
import { hitRate, verifiedShare } from "../verification/hit-rate";
import { buildDebaterMessages, buildJudgeMessages } from "../debate/prompts/debater-prompts";
import {
  callSettings,
  modelConfigFor,
  modelsSummary,
  priceFor,
  providerFor,
  type ProviderResult,
  replyCacheTtlSeconds,
} from "../models/provider-registry";
import { replayProvider } from "../models/providers/replay-provider";
import { finishGraph, flowResults, type GraphFlow, graphOf, initGraphFlow, initialFlow } from "../debate/graph-debate";
import { route, type RouteContext } from "../debate/graph";
import { routeTurns, type TurnStep } from "../debate/protocols/adversarial";
import { PROTOCOLS } from "../debate/protocols/registry";
import { checkLookAhead } from "../verification/look-ahead";
import { type CallNode, runGraphStep } from "../debate/run-step";
import { DEFAULT_TA_ROUNDS } from "../debate/protocols/tradingagents";
import { graphTokenBudget } from "../debate/graph-budget";
import { publicState, type PublicDebateState } from "../debate/public-state";
import { recordPoints } from "../verification/record-point";
import { buildArgueTask, buildJudgeTask, packFor } from "../debate/turn-context";
import { applyVerdictRule } from "../verdict/verdict-rule";
import { appDeps } from "../app-deps";
import { buildEvidencePacks } from "../evidence/evidence-pack";
import { loadTickerFigures } from "../evidence/ticker-figures";
import { persistVerdict } from "../services/persist-verdict";
import { markReplayFinished } from "../models/reply-archive";
import { recallMemory, reflectPastVerdicts } from "../memory/memory-store";
import type { MemoryItem } from "../memory/memory-types";
import { EventLog, type DebateEvent } from "./event-log";
import { D1ReplyArchive } from "../models/reply-archive";
import { ReplyStore } from "./reply-store";
import { roomSettings } from "./room-settings";

const STATE_KEY = "state";
const FIGURES_KEY = "figures";
const RETRIES_KEY = "retries";
/** First wait before retrying a failed D1/KV write of a finished debate; doubled per failure up to the cap. */
const PERSIST_RETRY_MS = 5_000;
const PERSIST_RETRY_MAX_MS = 10 * 60_000;
/** First wait before re-running a step that threw (e.g. D1 down mid-step); doubled per failure, the watchdog bounds it. */
const STEP_RETRY_MS = 1_000;
const STEP_RETRY_MAX_MS = 60_000;
/** Viewers send at most a ping; anything larger closes the socket (1009 "message too big"). */
const MAX_VIEWER_MESSAGE_BYTES = 1024;

/** Consecutive failures, for the backoff of the next retry; reset by progress (a checkpoint) or by a saved result. */
interface Retries {
  step: number;
  persist: number;
}

/** How a step reaches the model: live (abortable when the watchdog gives the step up) or forced to fail with a reason. */
type StepMode = { kind: "live"; signal: AbortSignal } | { kind: "forced"; reason: string };

const isFinished = (state: DebateState) => state.status === "done" || state.status === "failed";

export interface ReplaySource {
  status: DebateState["status"];
  params: DebateParams;
  evidence: DebateState["evidence"];
  packs: DebateState["packs"];
  figures: StoredFigures;
  modelConfig: Record<"bull" | "bear" | "judge", RoleCall> | null;
  /** The memory the judge saw: a replay must send the judge the identical request. */
  recalled?: DebateState["recalled"];
  /** A graph protocol's flow before its first step (its packs, gaps, memory and regime). */
  flow?: GraphFlow;
}

const spec = (call: RoleCall): string => (call.provider === "offline" ? "offline" : `${call.provider}:${call.model}`);

interface StoredFigures {
  figures: { label: string; value: number; unit: string }[];
  years: number[];
}

/**
 * One debate: owns its state and history, runs one step per alarm, checkpoints after every turn, and streams
 * events to any number of WebSocket viewers (hibernation API; attachments hold ids only).
 */
export class DebateRoom extends DurableObject<Env> {
  private readonly log: EventLog;
  private readonly replies: ReplyStore;
  /** States of steps the watchdog gave up on: whatever they still do is never checkpointed or broadcast. */
  private readonly abandoned = new WeakSet<DebateState>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.log = new EventLog(ctx.storage.sql);
    this.replies = new ReplyStore(ctx.storage.sql);
  }

  /** Creates the debate (idempotent: a second call returns the existing state) and schedules its first step. */
  async start(params: DebateParams): Promise<PublicDebateState> {
    const existing = this.load();
    if (existing) return publicState(existing);
    const deps = appDeps(this.env);
    const figures = await loadTickerFigures(deps, params.ticker, params.asOf);
    if (params.protocol !== "adversarial") return this.startGraph(params, figures);
    const packs = await buildEvidencePacks(deps, { ticker: params.ticker, asOf: params.asOf });
    const recalled = params.memory === false ? undefined : await recallForJudge(deps, params);
    const state: DebateState = newDebateState({
      ...params,
      ...(recalled ? { recalled } : {}),
      models: modelsSummary(this.env),
      modelConfig: modelConfigFor(this.env),
      evidence: packs.all,
      packs: { bull: packs.bull.map((e) => e.id), bear: packs.bear.map((e) => e.id), overlap: packs.overlap },
    });
    return this.begin(state, figures);
  }

  /** What a replay needs from this debate: its parameters, evidence, figures and exact model configuration. */
  async replaySource(): Promise<ReplaySource | null> {
    const state = this.load();
    if (!state) return null;
    const { id, ticker, companyName, protocol, asOf, rounds, tokenBudget, dataVersion, createdAt, memory, riskRounds } = state;
    return {
      status: state.status,
      params: {
        id,
        ticker,
        companyName,
        protocol,
        asOf,
        rounds,
        tokenBudget,
        dataVersion,
        createdAt,
        ...(memory === undefined ? {} : { memory }),
        ...(riskRounds === undefined ? {} : { riskRounds }),
      },
      evidence: state.evidence,
      packs: state.packs,
      figures: this.ctx.storage.kv.get<StoredFigures>(FIGURES_KEY) ?? { figures: [], years: [] },
      modelConfig: state.modelConfig ?? null,
      ...(state.recalled ? { recalled: state.recalled } : {}),
      ...(state.flow ? { flow: initialFlow(state.flow) } : {}),
    };
  }

  /**
   * Starts a replay of `source` under `params.id`: the same evidence, figures and model requests, answered only from
   * the reply archive (a request it has no reply for fails the replay; nothing is sent to a model).
   */
  async startReplay(params: DebateParams, source: ReplaySource & { modelConfig: Record<"bull" | "bear" | "judge", RoleCall> }): Promise<PublicDebateState> {
    const existing = this.load();
    if (existing) return publicState(existing);
    const roles = { bull: spec(source.modelConfig.bull), bear: spec(source.modelConfig.bear), judge: spec(source.modelConfig.judge) };
    const state: DebateState = newDebateState({
      ...params,
      models: { quick: roles.bull, deep: roles.judge, roles, offline: Object.values(roles).every((r) => r === "offline") },
      modelConfig: source.modelConfig,
      replayOf: source.params.id,
      ...(source.recalled ? { recalled: source.recalled } : {}),
      evidence: source.evidence,
      packs: source.packs,
      // A graph debate replays from its first step; its token budget was already scaled when it was created.
      ...(source.flow ? { flow: source.flow } : {}),
    });
    return this.begin(state, source.figures);
  }

  /** Stores a new debate with its figures in one transaction and schedules its first step. */
  private async begin(state: DebateState, figures: StoredFigures): Promise<PublicDebateState> {
    this.ctx.storage.transactionSync(() => {
      this.ctx.storage.kv.put(FIGURES_KEY, figures satisfies StoredFigures);
      this.save(state);
    });
    await this.ctx.storage.setAlarm(Date.now());
    return publicState(state);
  }

  async getState(): Promise<PublicDebateState | null> {
    const state = this.load();
    return state ? publicState(state) : null;
  }

  /** Test and operator hook: how many model replies this debate has paid for. */
  async paidReplies(): Promise<number> {
    return this.replies.count();
  }

  override async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
      return Response.json({ error: { code: "upgrade_required", message: "Connect with a WebSocket upgrade" } }, { status: 426 });
    }
    const state = this.load();
    if (!state) return Response.json({ error: { code: "not_found", message: "No such debate" } }, { status: 404 });
    const since = url.searchParams.get("since");
    if (since !== null && !/^\d{1,9}$/.test(since)) {
      return Response.json({ error: { code: "invalid_input", message: "since must be a non-negative integer event seq" } }, { status: 400 });
    }
    const { maxViewers } = roomSettings(this.env);
    const viewers = this.ctx.getWebSockets().length;
    if (viewers >= maxViewers) {
      return Response.json(
        {
          error: {
            code: "too_many_viewers",
            message: `This debate already has ${viewers} viewers (the limit is ${maxViewers}); retry later or read GET /api/debates/${state.id}`,
          },
        },
        { status: 503, headers: { "Retry-After": "30" } },
      );
    }
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ debateId: state.id });
    if (since !== null) {
      for (const event of this.log.since(Number(since))) server.send(JSON.stringify(event));
    } else {
      const snapshot = { seq: this.log.lastSeq(), type: "snapshot", at: new Date().toISOString(), state: publicState(state) };
      server.send(JSON.stringify(snapshot));
    }
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    // Viewers only watch: nothing they send is parsed or acted on. The one message answered is a ping; an oversized
    // one closes the socket, so a viewer cannot make the object buffer or log arbitrary data.
    const bytes = typeof message === "string" ? new TextEncoder().encode(message).byteLength : message.byteLength;
    if (bytes > MAX_VIEWER_MESSAGE_BYTES) {
      ws.close(1009, `viewer messages are limited to ${MAX_VIEWER_MESSAGE_BYTES} bytes`);
      return;
    }
    if (typeof message === "string" && message.trim() === "ping") ws.send('{"type":"pong"}');
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code === 1005 ? 1000 : code, reason);
    } catch {
      // already closed
    }
  }

  /**
   * One step per alarm. Alarms are at-least-once and every step is checkpointed in one transaction with its events,
   * so a repeated alarm takes the step the stored state says is next, and paid replies are reused from the reply store.
   * The watchdog: a step still running WATCHDOG_MS after the last checkpoint is given up and recorded as a failed turn
   * (the debate then judges what it has, or fails), so no debate stays running forever; the deadline is derived from
   * stored state, so it survives restarts of the object.
   */
  override async alarm(): Promise<void> {
    const state = this.load();
    if (!state) return;
    if (isFinished(state)) {
      if (!state.persisted) await this.persist(state);
      return;
    }
    const { watchdogMs } = roomSettings(this.env);
    const deadline = Date.parse(state.updatedAt) + watchdogMs;
    const reason = `no progress for ${watchdogMs} ms (watchdog): the step was given up`;
    const outcome = Date.now() >= deadline ? await this.forcedStep(state, reason) : await this.guardedStep(state, deadline, reason);
    if (outcome === "retry") return;
    const after = this.load();
    if (!after) return;
    if (isFinished(after)) await this.persist(after);
    else await this.ctx.storage.setAlarm(Date.now());
  }

  /** Runs the next step against the watchdog deadline; a step that throws is retried by alarm with backoff. */
  private async guardedStep(state: DebateState, deadline: number, reason: string): Promise<"progress" | "retry"> {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<"expired">((resolve) => {
      timer = setTimeout(() => resolve("expired"), Math.max(0, deadline - Date.now()));
    });
    const work = this.step(state, { kind: "live", signal: abort.signal }).then(
      () => "stepped" as const,
      (error: unknown) => ({ error }),
    );
    const outcome = await Promise.race([work, expired]);
    if (timer !== undefined) clearTimeout(timer);
    if (outcome === "stepped") return "progress";
    if (outcome === "expired") {
      this.abandoned.add(state);
      abort.abort(new DOMException(reason, "AbortError"));
      const fresh = this.load();
      return fresh && !isFinished(fresh) ? this.forcedStep(fresh, reason) : "progress";
    }
    const fresh = this.load();
    if (!fresh || isFinished(fresh)) return "progress";
    const retries = this.retries();
    const failures = retries.step + 1;
    const at = Math.min(Date.now() + Math.min(STEP_RETRY_MS * 2 ** (failures - 1), STEP_RETRY_MAX_MS), deadline);
    fresh.errors.push({
      at: new Date().toISOString(),
      step: describeStep(fresh),
      message: `the step failed (${failures} in a row), retrying in ${Math.max(0, at - Date.now())} ms: ${String(outcome.error)}`,
    });
    this.ctx.storage.transactionSync(() => {
      this.save(fresh);
      this.ctx.storage.kv.put(RETRIES_KEY, { ...retries, step: failures } satisfies Retries);
    });
    await this.ctx.storage.setAlarm(at);
    return "retry";
  }

  /** The watchdog's move: the pending step is recorded as failed with `reason`, without calling a model. */
  private async forcedStep(state: DebateState, reason: string): Promise<"progress"> {
    await this.step(state, { kind: "forced", reason });
    return "progress";
  }

  /** Runs exactly one step of the debate's protocol graph, as the registry declares it, and checkpoints it. */
  private async step(state: DebateState, mode: StepMode): Promise<void> {
    if (isFinished(state) || state.verdict) return;
    const protocol = PROTOCOLS[state.protocol];
    if (protocol.kind === "roles") {
      if (!state.flow) throw new Error(`a ${state.protocol} debate has no graph state`);
      if (state.status === "queued") state.status = "running";
      return this.graphStep(state, state.flow, mode);
    }
    const step = routeTurns(protocol.graph, state, turnRouteContext(state));
    if (step.kind === "finish") return;
    if (state.status === "queued") state.status = "running";
    if (step.kind === "stop") {
      state.stoppedEarly = { round: step.round, reason: step.reason, detail: step.detail };
      state.status = "judging";
      this.checkpoint(state, [["converged", { reason: step.reason, round: step.round, detail: step.detail }]]);
      return;
    }
    if (step.kind === "turn") return this.debaterTurn(state, step.role, step.round, step.seq, mode);
    return this.judgeTurn(state, step.seq, mode);
  }

  /** One model call of a step: live (abortable) or, when the watchdog forced the step, a failure with its reason. */
  private async ask<T>(
    state: DebateState,
    role: Role,
    picked: ProviderResult,
    request: ModelRequest,
    schema: Parameters<typeof callModel<T>>[2],
    mode: StepMode,
    onDelta: (text: string) => void,
  ): Promise<CallResult<T>> {
    if (mode.kind === "forced") return unavailable(mode.reason);
    if (!picked.ok) return unavailable(picked.message);
    return callModel(abortable(picked.provider, mode.signal), request, schema, this.callOptions(state, role, picked, onDelta, mode.signal));
  }

  private async debaterTurn(state: DebateState, role: DebaterRole, round: number, seq: number, mode: StepMode): Promise<void> {
    const picked = this.providerFor(state, role);
    const task = buildArgueTask(state, role, round);
    if (mode.kind === "live") this.emitNow(state, "turn.started", { turnSeq: seq, role, round });
    const result = await this.ask(
      state,
      role,
      picked,
      { role, messages: buildDebaterMessages(task), schema: "debater", task, ...this.roleParams(state, role) },
      DebaterOutput,
      mode,
      (text) => this.emitNow(state, "turn.delta", { turnSeq: seq, role, round, text }),
    );

    const provider = picked.ok ? picked.provider : { provider: "unavailable", model: "-" };
    const figures = this.ctx.storage.kv.get<StoredFigures>(FIGURES_KEY) ?? { figures: [], years: [] };
    const base = { seq, round, role, provider: provider.provider, model: provider.model, usage: result.usage, attempts: result.attempts };
    let turn: Turn;
    const removed: string[] = [];
    if (result.ok) {
      const recorded = recordPoints(result.value, role, seq, {
        pack: packFor(state, role),
        tickerFigures: figures.figures,
        years: new Set(figures.years),
        banned: this.banned(),
      });
      removed.push(...recorded.removed);
      turn = { ...base, points: recorded.points, hitRate: hitRate(recorded.points) };
    } else {
      turn = { ...base, points: [], hitRate: 0, error: result.error };
      state.errors.push({ at: new Date().toISOString(), step: `${role} round ${round}`, message: result.error });
    }
    state.turns.push(turn);
    state.usage = addUsage(state.usage, result.usage);
    state.compliance.removed.push(...removed);

    const events: [Parameters<EventLog["append"]>[0], Record<string, unknown>][] = [["turn.completed", { turn, usage: state.usage }]];
    if (!result.ok) {
      const fullRound = state.turns.filter((t) => t.round === 1 && t.role !== "judge" && !t.error).length >= 3;
      if (fullRound) {
        state.stoppedEarly = { round, reason: "turn_failed", detail: `${role} turn failed: ${result.error}; judging what exists` };
        state.status = "judging";
      } else {
        state.status = "failed";
        events.push(["failed", { reason: `${role} turn of round ${round} failed: ${result.error}` }], ["done", { status: "failed" }]);
      }
    } else if (endsRound(state, round)) {
      const roundTurns = state.turns.filter((t) => t.round === round && t.role !== "judge");
      events.push(["round.completed", { round, hitRate: verifiedShare(roundTurns), debateHitRate: verifiedShare(state.turns) }]);
      if (roundAddsNothing(state.turns, round)) {
        state.stoppedEarly = { round, reason: "converged", detail: `round ${round} added no new evidence and no new dimension` };
        state.status = "judging";
        events.push(["converged", { reason: "converged", round, detail: state.stoppedEarly.detail }]);
      }
    }
    this.checkpoint(state, events);
  }

  private async judgeTurn(state: DebateState, seq: number, mode: StepMode): Promise<void> {
    state.status = "judging";
    const picked = this.providerFor(state, "judge");
    const task = buildJudgeTask(state);
    if (mode.kind === "live") this.emitNow(state, "turn.started", { turnSeq: seq, role: "judge", round: 0 });
    const result = await this.ask(
      state,
      "judge",
      picked,
      { role: "judge", messages: buildJudgeMessages(task), schema: "judge", task, ...this.roleParams(state, "judge") },
      JudgeOutput,
      mode,
      (text) => this.emitNow(state, "turn.delta", { turnSeq: seq, role: "judge", round: 0, text }),
    );
    const provider = picked.ok ? picked.provider : { provider: "unavailable", model: "-" };
    const lastRound = Math.max(0, ...state.turns.map((t) => t.round));
    const turn: Turn = {
      seq,
      round: lastRound,
      role: "judge",
      points: [],
      hitRate: 0,
      provider: provider.provider,
      model: provider.model,
      usage: result.usage,
      attempts: result.attempts,
      ...(result.ok ? {} : { error: result.error }),
    };
    state.turns.push(turn);
    state.usage = addUsage(state.usage, result.usage);
    if (!result.ok) {
      state.status = "failed";
      state.errors.push({ at: new Date().toISOString(), step: "judge", message: result.error });
      this.checkpoint(state, [
        ["turn.completed", { turn, usage: state.usage }],
        ["failed", { reason: `judge failed: ${result.error}` }],
        ["done", { status: "failed" }],
      ]);
      return;
    }
    const ruled = applyVerdictRule(result.value, { verifiedShare: task.hitRate });
    const clean = sanitizeDeep(ruled, this.banned());
    state.compliance.removed.push(...clean.removed);
    state.verdict = clean.value;
    state.lookAhead = checkLookAhead(state.asOf, state.evidence, state.turns.flatMap((t) => t.points.flatMap((p) => p.evidence.map((e) => e.id))), state.recalled ?? []);
    state.status = "done";
    this.checkpoint(state, [
      ["turn.completed", { turn, usage: state.usage }],
      ["verdict", { verdict: state.verdict, hitRate: task.hitRate }],
      ["done", { status: "done" }],
    ]);
  }

  /** FinDebate / TradingAgents: per-role packs (and memory) instead of bull/bear packs; the graph runs by alarm. */
  private async startGraph(params: DebateParams, figures: StoredFigures): Promise<PublicDebateState> {
    const protocol = params.protocol === "findebate" ? "findebate" : "tradingagents";
    const { evidence, flow } = await initGraphFlow(appDeps(this.env), {
      protocol,
      ticker: params.ticker,
      companyName: params.companyName,
      asOf: params.asOf,
      memory: params.memory !== false,
      debateId: params.id,
    });
    const state: DebateState = newDebateState({
      ...params,
      tokenBudget: graphTokenBudget(params),
      memory: params.memory !== false,
      riskRounds: params.riskRounds ?? DEFAULT_TA_ROUNDS,
      models: modelsSummary(this.env),
      modelConfig: modelConfigFor(this.env),
      evidence,
      packs: { bull: [], bear: [], overlap: { shared: 0, ratio: 0 } },
      flow,
    });
    return this.begin(state, figures);
  }

  /**
   * One step of a protocol graph: the router picks the next step (with its caps and fallback), all of the step's
   * nodes run (parallel ones at most 6 at once) and are checkpointed together; when the router ends the graph, the
   * final decision, verdict rule and look-ahead check run in code, without a model call.
   */
  private async graphStep(state: DebateState, flow: GraphFlow, mode: StepMode): Promise<void> {
    const graph = graphOf(flow, () => state.evidence);
    const spent = state.usage.promptTokens + state.usage.completionTokens;
    const decision = route(graph, flow, flow.cursor, {
      rounds: state.rounds,
      riskRounds: state.riskRounds ?? DEFAULT_TA_ROUNDS,
      tokensUsed: spent,
      tokenBudget: state.tokenBudget,
    });
    if (decision.kind === "end") {
      if (decision.detour) flow.cursor.detours.push(decision.detour);
      const outcome = finishGraph(flow, state.evidence, state.asOf);
      state.lookAhead = outcome.lookAhead;
      if (!outcome.ok) {
        state.status = "failed";
        state.errors.push({ at: new Date().toISOString(), step: "final decision", message: outcome.reason });
        this.checkpoint(state, [["failed", { reason: outcome.reason }], ["done", { status: "failed" }]]);
        return;
      }
      const clean = sanitizeDeep(outcome.verdict, this.banned());
      state.compliance.removed.push(...clean.removed);
      state.verdict = clean.value;
      state.final = outcome.final;
      state.status = "done";
      this.checkpoint(state, [
        ["verdict", { verdict: state.verdict, hitRate: outcome.verifiedShare, final: state.final, lookAhead: state.lookAhead }],
        ["done", { status: "done" }],
      ]);
      return;
    }
    if (decision.name === graph.fallback) state.status = "judging";
    const figures = this.ctx.storage.kv.get<StoredFigures>(FIGURES_KEY) ?? { figures: [], years: [] };
    const call: CallNode = async (node, request, schema) => {
      // Graph roles draw their model from their tier: quick roles as the debaters, deep roles as the judge.
      const tierRole: Role = node.tier === "deep" ? "judge" : "bull";
      const picked = this.providerFor(state, tierRole);
      const onDelta = (text: string) =>
        mode.kind === "live" && this.emitNow(state, "turn.delta", { turnSeq: node.seq, role: node.role, node: node.id, round: node.round, text });
      const result = await this.ask(state, tierRole, picked, { ...request, ...this.roleParams(state, tierRole) }, schema, mode, onDelta);
      return { ...result, provider: picked.ok ? picked.provider.provider : "unavailable", model: picked.ok ? picked.provider.model : "-" };
    };
    const outcome = await runGraphStep(
      graph,
      flow,
      decision,
      { ticker: state.ticker, companyName: state.companyName, asOf: state.asOf, seqStart: flowResults(flow).length + 1, evidence: state.evidence },
      call,
      { tickerFigures: figures.figures, years: new Set(figures.years), banned: this.banned() },
      (node, seq, round) => {
        if (mode.kind === "live") this.emitNow(state, "turn.started", { turnSeq: seq, role: node.role, node: node.id, round, step: decision.name });
      },
    );
    state.flow = outcome.flow;
    state.usage = addUsage(state.usage, outcome.usage);
    state.compliance.removed.push(...outcome.removed);
    for (const r of outcome.results) {
      if (r.error) state.errors.push({ at: new Date().toISOString(), step: `${r.node} (${decision.name})`, message: r.error });
    }
    const events: [Parameters<EventLog["append"]>[0], Record<string, unknown>][] = outcome.results.map((r) => ["turn.completed", { turn: r, usage: state.usage }]);
    events.push(["round.completed", { step: decision.name, nodes: decision.nodes, detour: decision.detour ?? null }]);
    this.checkpoint(state, events);
  }

  /**
   * Writes the verdict to D1 (append-only) and KV. On failure the result stays here (it is already checkpointed) and
   * the alarm retries with a doubling delay; the state's errors say how many tries failed and when the next one is.
   * Every write is idempotent, so a retry after a partial write (D1 done, KV not) is safe.
   */
  private async persist(state: DebateState): Promise<void> {
    const retries = this.retries();
    try {
      // A replay re-checks an existing verdict: it is not a new verdict for the ticker's history or cache.
      if (state.replayOf) await markReplayFinished(this.env, state);
      else await persistVerdict(this.env, state);
      state.persisted = true;
      this.ctx.storage.transactionSync(() => {
        this.save(state);
        this.ctx.storage.kv.put(RETRIES_KEY, { ...retries, persist: 0 } satisfies Retries);
      });
    } catch (e) {
      const failures = retries.persist + 1;
      const delay = Math.min(PERSIST_RETRY_MS * 2 ** (failures - 1), PERSIST_RETRY_MAX_MS);
      const error = {
        at: new Date().toISOString(),
        step: "persist",
        message: `saving the result to D1/KV failed (${failures} in a row); it is kept here and retried in ${delay / 1000} s: ${String(e)}`,
      };
      // One entry for the ongoing outage, updated per try, so a long outage does not grow the state.
      if (state.errors.at(-1)?.step === "persist") state.errors[state.errors.length - 1] = error;
      else state.errors.push(error);
      this.ctx.storage.transactionSync(() => {
        this.save(state);
        this.ctx.storage.kv.put(RETRIES_KEY, { ...retries, persist: failures } satisfies Retries);
      });
      await this.ctx.storage.setAlarm(Date.now() + delay);
    }
  }

  private retries(): Retries {
    return this.ctx.storage.kv.get<Retries>(RETRIES_KEY) ?? { step: 0, persist: 0 };
  }

  private callOptions(state: DebateState, role: Role, picked: ProviderResult, onDelta: (text: string) => void, signal: AbortSignal): CallOptions {
    const { timeoutMs, retries, backoffMs } = callSettings(this.env);
    const model = picked.ok ? picked.provider.model : "-";
    return {
      retries,
      repairs: 2,
      baseDelayMs: backoffMs,
      timeoutMs,
      // A backoff (even a long Retry-After) ends at once when the watchdog gives the step up.
      sleep: (ms) => abortableSleep(ms, signal),
      random: Math.random,
      now: () => Date.now(),
      cache: this.replies,
      archive: new D1ReplyArchive(this.env.DB, {
        debateId: state.id,
        role,
        provider: picked.ok ? picked.provider.provider : "unavailable",
        model,
        mode: state.replayOf ? { kind: "replay", sourceId: state.replayOf } : { kind: "live", ttlSeconds: replyCacheTtlSeconds(this.env) },
      }),
      price: priceFor(this.env, model),
      onDelta,
    };
  }

  /** The provider fixed for this role at creation (a replay answers from the archive only), else today's configuration. */
  private providerFor(state: DebateState, role: Role): ProviderResult {
    const call = state.modelConfig?.[role];
    if (state.replayOf) {
      return call ? { ok: true, provider: replayProvider(call) } : { ok: false, message: `replay has no model configuration for ${role}` };
    }
    return providerFor(this.env, role);
  }

  private roleParams(state: DebateState, role: Role): { temperature: number; maxTokens: number } {
    const call = state.modelConfig?.[role] ?? modelConfigFor(this.env)[role];
    return { temperature: call.temperature, maxTokens: call.maxTokens };
  }

  private banned(): string[] {
    return parseBannedPhrases(this.env.BANNED_PHRASES);
  }

  private load(): DebateState | undefined {
    return this.ctx.storage.kv.get<DebateState>(STATE_KEY);
  }

  private save(state: DebateState): void {
    this.ctx.storage.kv.put(STATE_KEY, state);
  }

  /**
   * State and its events are written in one transaction, then broadcast; `updatedAt` is the progress the watchdog
   * measures from. A step the watchdog gave up on checkpoints nothing: its turn is already recorded as failed.
   */
  private checkpoint(state: DebateState, events: [Parameters<EventLog["append"]>[0], Record<string, unknown>][]): void {
    if (this.abandoned.has(state)) return;
    const at = new Date().toISOString();
    state.updatedAt = at;
    const written = this.ctx.storage.transactionSync(() => {
      this.save(state);
      this.ctx.storage.kv.put(RETRIES_KEY, { ...this.retries(), step: 0 } satisfies Retries);
      return events.map(([type, data]) => this.log.append(type, data, at));
    });
    for (const e of written) this.broadcast(e);
  }

  private emitNow(state: DebateState, type: Parameters<EventLog["append"]>[0], data: Record<string, unknown>): void {
    if (this.abandoned.has(state)) return;
    this.broadcast(this.log.append(type, data, new Date().toISOString()));
  }

  private broadcast(event: DebateEvent): void {
    const text = JSON.stringify(event);
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(text);
      } catch {
        // a viewer that went away; the runtime closes it
      }
    }
  }
}

/** The provider with the step's signal joined to each call's own (timeout) signal. */
function abortable(provider: ModelProvider, stepSignal: AbortSignal): ModelProvider {
  return {
    provider: provider.provider,
    model: provider.model,
    complete: (request, onDelta, signal) => provider.complete(request, onDelta, signal ? AbortSignal.any([signal, stepSignal]) : stepSignal),
  };
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** What the adversarial graph's routers read besides the state: the round cap and the budget. */
function turnRouteContext(state: DebateState): RouteContext {
  return { rounds: state.rounds, riskRounds: 0, tokensUsed: state.usage.promptTokens + state.usage.completionTokens, tokenBudget: state.tokenBudget };
}

/** The step a state is waiting for, as the errors name it. */
function describeStep(state: DebateState): string {
  if (state.flow) return `step after ${state.flow.cursor.at ?? "start"}`;
  const step: TurnStep = routeTurns(PROTOCOLS.adversarial.graph, state, turnRouteContext(state));
  if (step.kind === "turn") return `${step.role} round ${step.round}`;
  if (step.kind === "stop") return `budget stop before round ${step.round}`;
  return step.kind === "judge" ? "judge" : "finish";
}

/** Seed 003 §3.3 for the adversarial judge: reflect on past verdicts whose horizons have passed, recall up to three. */
async function recallForJudge(deps: ReturnType<typeof appDeps>, params: DebateParams): Promise<MemoryItem[]> {
  await reflectPastVerdicts(deps.db, params.ticker, params.asOf);
  return recallMemory(deps.db, { ticker: params.ticker, asOf: params.asOf, regime: null, excludeDebateId: params.id });
}

type DebateSetup = Omit<DebateState, "status" | "updatedAt" | "turns" | "verdict" | "usage" | "errors" | "stoppedEarly" | "compliance" | "persisted">;

/** A debate before its first step; every way of starting one (new, graph, replay) differs only in `setup`. */
function newDebateState(setup: DebateSetup): DebateState {
  return {
    ...setup,
    status: "queued",
    // The object's own clock: the watchdog measures progress from here, whatever time the caller stamped.
    updatedAt: new Date().toISOString(),
    turns: [],
    verdict: null,
    usage: emptyUsage(),
    errors: [],
    stoppedEarly: null,
    compliance: { removed: [] },
    persisted: false,
  };
}
