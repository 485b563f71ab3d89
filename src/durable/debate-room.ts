import { DurableObject } from "cloudflare:workers";
import { endsRound, nextStep, roundAddsNothing } from "../agents/adversarial-protocol";
import { callModel, type CallOptions, unavailable } from "../agents/call-model";
import { parseBannedPhrases, sanitizeDeep } from "../agents/compliance";
import { addUsage, type DebateParams, type DebateState } from "../agents/debate-state";
import { DebaterOutput, type DebaterRole, JudgeOutput, type Turn } from "../agents/debate-types";
import { hitRate, verifiedShare } from "../agents/hit-rate";
import { buildDebaterMessages, buildJudgeMessages } from "../agents/prompts";
import { modelsSummary, providerFor } from "../agents/provider-registry";
import { publicState, type PublicDebateState } from "../agents/public-state";
import { recordPoints } from "../agents/record-turn";
import { buildArgueTask, buildJudgeTask, packFor } from "../agents/turn-context";
import { applyVerdictRule } from "../agents/verdict-rule";
import { appDeps } from "../app-deps";
import { buildEvidencePacks } from "../agents/evidence-pack";
import { loadTickerFigures } from "../agents/ticker-figures";
import { persistVerdict } from "./persist-verdict";
import { EventLog, type DebateEvent } from "./event-log";
import { ReplyStore } from "./reply-store";

const STATE_KEY = "state";
const FIGURES_KEY = "figures";
/** How long to wait before retrying a failed D1/KV write of a finished debate. */
const PERSIST_RETRY_MS = 5_000;

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
    const packs = await buildEvidencePacks(deps, { ticker: params.ticker, asOf: params.asOf });
    const figures = await loadTickerFigures(deps, params.ticker, params.asOf);
    const state: DebateState = {
      ...params,
      status: "queued",
      updatedAt: params.createdAt,
      models: modelsSummary(this.env),
      evidence: packs.all,
      packs: { bull: packs.bull.map((e) => e.id), bear: packs.bear.map((e) => e.id), overlap: packs.overlap },
      turns: [],
      verdict: null,
      usage: { calls: 0, promptTokens: 0, completionTokens: 0, estimated: false, ms: 0 },
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

    const picked = providerFor(this.env, role);
    const task = buildArgueTask(state, role, round);
    this.emitNow("turn.started", { turnSeq: seq, role, round });
    const result = picked.ok
      ? await callModel(
          picked.provider,
          { role, messages: buildDebaterMessages(task), schema: "debater", task, ...this.roleParams(role) },
          DebaterOutput,
          this.callOptions((text) => this.emitNow("turn.delta", { turnSeq: seq, role, round, text })),
        )
      : unavailable(picked.message);

    const provider = picked.ok ? picked.provider : { provider: "unavailable", model: "-" };
    const figures = this.ctx.storage.kv.get<StoredFigures>(FIGURES_KEY) ?? { figures: [], years: [] };
    const base = { seq, round, role, provider: provider.provider, model: provider.model, usage: result.usage, attempts: result.attempts };
    let turn: Turn;
    const removed: string[] = [];
    if (result.ok) {
      const recorded = recordPoints(result.value, role, round, {
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
    const picked = providerFor(this.env, "judge");
    const task = buildJudgeTask(state);
    this.emitNow("turn.started", { turnSeq: seq, role: "judge", round: 0 });
    const result = picked.ok
      ? await callModel(
          picked.provider,
          { role: "judge", messages: buildJudgeMessages(task), schema: "judge", task, ...this.roleParams("judge") },
          JudgeOutput,
          this.callOptions((text) => this.emitNow("turn.delta", { turnSeq: seq, role: "judge", round: 0, text })),
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
    state.status = "done";
    this.checkpoint(state, [
      ["turn.completed", { turn, usage: state.usage }],
      ["verdict", { verdict: state.verdict, hitRate: task.hitRate }],
      ["done", { status: "done" }],
    ]);
  }

  /** Writes the verdict to D1 (append-only) and KV; on failure keeps it here and retries by alarm. */
  private async persist(state: DebateState): Promise<void> {
    try {
      await persistVerdict(this.env, state);
      state.persisted = true;
      this.save(state);
    } catch (e) {
      state.errors.push({ at: new Date().toISOString(), step: "persist", message: `saving the result failed, will retry: ${String(e)}` });
      this.save(state);
      await this.ctx.storage.setAlarm(Date.now() + PERSIST_RETRY_MS);
    }
  }

  private callOptions(onDelta: (text: string) => void): CallOptions {
    return {
      retries: 3,
      repairs: 2,
      baseDelayMs: 500,
      timeoutMs: 60_000,
      sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
      random: Math.random,
      now: () => Date.now(),
      cache: this.replies,
      onDelta,
    };
  }

  private roleParams(role: DebaterRole | "judge") {
    return role === "judge" ? { temperature: 0.2, maxTokens: 1200 } : { temperature: 0.7, maxTokens: 900 };
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
