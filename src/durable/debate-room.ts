import { DurableObject } from "cloudflare:workers";
import { endsRound, nextStep, roundAddsNothing } from "../agents/adversarial-protocol";
import { callModel, type CallOptions, unavailable } from "../agents/call-model";
import { parseBannedPhrases, sanitizeDeep } from "../agents/compliance";
import { addUsage, emptyUsage, type DebateParams, type DebateState, type RoleCall } from "../agents/debate-state";
import { DebaterOutput, type DebaterRole, JudgeOutput, type Role, type Turn } from "../agents/debate-types";
import { hitRate, verifiedShare } from "../agents/hit-rate";
import { buildDebaterMessages, buildJudgeMessages } from "../agents/prompts";
import {
  callSettings,
  modelConfigFor,
  modelsSummary,
  priceFor,
  providerFor,
  type ProviderResult,
  replyCacheTtlSeconds,
} from "../agents/provider-registry";
import { replayProvider } from "../agents/providers/replay-provider";
import { finishGraph, flowResults, type GraphFlow, graphOf, initGraphFlow } from "../agents/protocols/graph-debate";
import { route } from "../agents/protocols/graph";
import { checkLookAhead } from "../agents/protocols/look-ahead";
import { type CallNode, runGraphStep } from "../agents/protocols/run-step";
import { DEFAULT_TA_ROUNDS } from "../agents/protocols/tradingagents";
import { graphTokenBudget } from "../agents/protocols/graph-budget";
import { publicState, type PublicDebateState } from "../agents/public-state";
import { recordPoints } from "../agents/record-turn";
import { buildArgueTask, buildJudgeTask, packFor } from "../agents/turn-context";
import { applyVerdictRule } from "../agents/verdict-rule";
import { appDeps } from "../app-deps";
import { buildEvidencePacks } from "../agents/evidence-pack";
import { loadTickerFigures } from "../agents/ticker-figures";
import { persistVerdict } from "./persist-verdict";
import { markReplayFinished } from "./reply-archive";
import { EventLog, type DebateEvent } from "./event-log";
import { D1ReplyArchive } from "./reply-archive";
import { ReplyStore } from "./reply-store";

const STATE_KEY = "state";
const FIGURES_KEY = "figures";
/** How long to wait before retrying a failed D1/KV write of a finished debate. */
const PERSIST_RETRY_MS = 5_000;

export interface ReplaySource {
  status: DebateState["status"];
  params: DebateParams;
  evidence: DebateState["evidence"];
  packs: DebateState["packs"];
  figures: StoredFigures;
  modelConfig: Record<"bull" | "bear" | "judge", RoleCall> | null;
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
    const state: DebateState = {
      ...params,
      status: "queued",
      updatedAt: params.createdAt,
      models: modelsSummary(this.env),
      modelConfig: modelConfigFor(this.env),
      evidence: packs.all,
      packs: { bull: packs.bull.map((e) => e.id), bear: packs.bear.map((e) => e.id), overlap: packs.overlap },
      turns: [],
      verdict: null,
      usage: emptyUsage(),
      errors: [],
      stoppedEarly: null,
      compliance: { removed: [] },
      persisted: false,
    };
    this.ctx.storage.transactionSync(() => {
      this.ctx.storage.kv.put(FIGURES_KEY, figures satisfies StoredFigures);
      this.save(state);
    });
    await this.ctx.storage.setAlarm(Date.now());
    return publicState(state);
  }

  /** What a replay needs from this debate: its parameters, evidence, figures and exact model configuration. */
  async replaySource(): Promise<ReplaySource | null> {
    const state = this.load();
    if (!state) return null;
    const { id, ticker, companyName, protocol, asOf, rounds, tokenBudget, dataVersion, createdAt } = state;
    return {
      status: state.status,
      params: { id, ticker, companyName, protocol, asOf, rounds, tokenBudget, dataVersion, createdAt },
      evidence: state.evidence,
      packs: state.packs,
      figures: this.ctx.storage.kv.get<StoredFigures>(FIGURES_KEY) ?? { figures: [], years: [] },
      modelConfig: state.modelConfig ?? null,
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
    const state: DebateState = {
      ...params,
      status: "queued",
      updatedAt: params.createdAt,
      models: { quick: roles.bull, deep: roles.judge, roles, offline: Object.values(roles).every((r) => r === "offline") },
      modelConfig: source.modelConfig,
      replayOf: source.params.id,
      evidence: source.evidence,
      packs: source.packs,
      turns: [],
      verdict: null,
      usage: emptyUsage(),
      errors: [],
      stoppedEarly: null,
      compliance: { removed: [] },
      persisted: false,
    };
    this.ctx.storage.transactionSync(() => {
      this.ctx.storage.kv.put(FIGURES_KEY, source.figures);
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
    // Viewers only watch; the one message answered is a ping, anything else is ignored.
    if (typeof message === "string" && message.length < 64 && message.trim() === "ping") ws.send('{"type":"pong"}');
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code === 1005 ? 1000 : code, reason);
    } catch {
      // already closed
    }
  }

  override async alarm(): Promise<void> {
    const state = this.load();
    if (!state) return;
    if (state.status === "done" || state.status === "failed") {
      if (!state.persisted) await this.persist(state);
      return;
    }
    await this.step(state);
    const after = this.load();
    if (!after) return;
    if (after.status === "done" || after.status === "failed") {
      await this.persist(after);
    } else {
      await this.ctx.storage.setAlarm(Date.now());
    }
  }

  /** Runs exactly one step of the state machine and checkpoints it. */
  private async step(state: DebateState): Promise<void> {
    const step = nextStep(state);
    if (step.kind === "finish") return;
    if (state.status === "queued") state.status = "running";
    if (state.flow) return this.graphStep(state, state.flow);
    if (step.kind === "turn") return this.debaterTurn(state, step.role, step.round, step.seq);
    return this.judgeTurn(state, step.seq);
  }

  private async debaterTurn(state: DebateState, role: DebaterRole, round: number, seq: number): Promise<void> {
    const spent = state.usage.promptTokens + state.usage.completionTokens;
    const lastDebater = state.turns.findLast((t) => t.role !== "judge" && !t.error);
    const projected = lastDebater ? lastDebater.usage.promptTokens + lastDebater.usage.completionTokens : 0;
    if (state.turns.length > 0 && spent + projected > state.tokenBudget) {
      state.stoppedEarly = {
        round,
        reason: "budget",
        detail: `token budget ${state.tokenBudget} reached (${spent} used, next turn ~${projected}); going to judging`,
      };
      state.status = "judging";
      this.checkpoint(state, [["converged", { reason: "budget", round, detail: state.stoppedEarly.detail }]]);
      return;
    }

    const picked = this.providerFor(state, role);
    const task = buildArgueTask(state, role, round);
    this.emitNow("turn.started", { turnSeq: seq, role, round });
    const result = picked.ok
      ? await callModel(
          picked.provider,
          { role, messages: buildDebaterMessages(task), schema: "debater", task, ...this.roleParams(state, role) },
          DebaterOutput,
          this.callOptions(state, role, picked, (text) => this.emitNow("turn.delta", { turnSeq: seq, role, round, text })),
        )
      : unavailable(picked.message);

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

  private async judgeTurn(state: DebateState, seq: number): Promise<void> {
    state.status = "judging";
    const picked = this.providerFor(state, "judge");
    const task = buildJudgeTask(state);
    this.emitNow("turn.started", { turnSeq: seq, role: "judge", round: 0 });
    const result = picked.ok
      ? await callModel(
          picked.provider,
          { role: "judge", messages: buildJudgeMessages(task), schema: "judge", task, ...this.roleParams(state, "judge") },
          JudgeOutput,
          this.callOptions(state, "judge", picked, (text) => this.emitNow("turn.delta", { turnSeq: seq, role: "judge", round: 0, text })),
        )
      : unavailable(picked.message);
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
    state.lookAhead = checkLookAhead(state.asOf, state.evidence, state.turns.flatMap((t) => t.points.flatMap((p) => p.evidence.map((e) => e.id))), []);
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
    const state: DebateState = {
      ...params,
      tokenBudget: graphTokenBudget(params),
      memory: params.memory !== false,
      riskRounds: params.riskRounds ?? DEFAULT_TA_ROUNDS,
      status: "queued",
      updatedAt: params.createdAt,
      models: modelsSummary(this.env),
      modelConfig: modelConfigFor(this.env),
      evidence,
      packs: { bull: [], bear: [], overlap: { shared: 0, ratio: 0 } },
      turns: [],
      verdict: null,
      usage: emptyUsage(),
      errors: [],
      stoppedEarly: null,
      compliance: { removed: [] },
      persisted: false,
      flow,
    };
    this.ctx.storage.transactionSync(() => {
      this.ctx.storage.kv.put(FIGURES_KEY, figures satisfies StoredFigures);
      this.save(state);
    });
    await this.ctx.storage.setAlarm(Date.now());
    return publicState(state);
  }

  /**
   * One step of a protocol graph: the router picks the next step (with its caps and fallback), all of the step's
   * nodes run (parallel ones at most 6 at once) and are checkpointed together; when the router ends the graph, the
   * final decision, verdict rule and look-ahead check run in code, without a model call.
   */
  private async graphStep(state: DebateState, flow: GraphFlow): Promise<void> {
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
      const result = picked.ok
        ? await callModel(picked.provider, { ...request, ...this.roleParams(state, tierRole) }, schema, this.callOptions(state, tierRole, picked, () => {}))
        : unavailable(picked.message);
      return { ...result, provider: picked.ok ? picked.provider.provider : "unavailable", model: picked.ok ? picked.provider.model : "-" };
    };
    const outcome = await runGraphStep(
      graph,
      flow,
      decision,
      { ticker: state.ticker, companyName: state.companyName, asOf: state.asOf, seqStart: flowResults(flow).length + 1, evidence: state.evidence },
      call,
      { tickerFigures: figures.figures, years: new Set(figures.years), banned: this.banned() },
      (node, seq, round) => this.emitNow("turn.started", { turnSeq: seq, role: node.role, node: node.id, round, step: decision.name }),
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

  /** Writes the verdict to D1 (append-only) and KV; on failure keeps it here and retries by alarm. */
  private async persist(state: DebateState): Promise<void> {
    try {
      // A replay re-checks an existing verdict: it is not a new verdict for the ticker's history or cache.
      if (state.replayOf) await markReplayFinished(this.env, state);
      else await persistVerdict(this.env, state);
      state.persisted = true;
      this.save(state);
    } catch (e) {
      state.errors.push({ at: new Date().toISOString(), step: "persist", message: `saving the result failed, will retry: ${String(e)}` });
      this.save(state);
      await this.ctx.storage.setAlarm(Date.now() + PERSIST_RETRY_MS);
    }
  }

  private callOptions(state: DebateState, role: Role, picked: ProviderResult, onDelta: (text: string) => void): CallOptions {
    const { timeoutMs, retries } = callSettings(this.env);
    const model = picked.ok ? picked.provider.model : "-";
    return {
      retries,
      repairs: 2,
      baseDelayMs: 500,
      timeoutMs,
      sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
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

  /** State and its events are written in one transaction, then broadcast. */
  private checkpoint(state: DebateState, events: [Parameters<EventLog["append"]>[0], Record<string, unknown>][]): void {
    const at = new Date().toISOString();
    state.updatedAt = at;
    const written = this.ctx.storage.transactionSync(() => {
      this.save(state);
      return events.map(([type, data]) => this.log.append(type, data, at));
    });
    for (const e of written) this.broadcast(e);
  }

  private emitNow(type: Parameters<EventLog["append"]>[0], data: Record<string, unknown>): void {
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
