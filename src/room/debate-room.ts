import { DurableObject } from "cloudflare:workers";
import { depsFor } from "../app-deps";
import {
  emptyUsage,
  type DebateParams,
  type DebateState,
  type ModelConfig,
  type RoleCall,
  STATE_VERSION,
} from "../debate/debate-state";
import { initFlow, initialFlow } from "../debate/flow";
import { protocolOf } from "../debate/protocols/registry";
import { protocolSlots } from "../debate/protocols/slots";
import { sharedPrefixAllowance } from "../debate/prompts/shared-prefix";
import { publicState, type PublicDebateState } from "../debate/public-state";
import { loadTickerFigures } from "../evidence/ticker-figures";
import { modelConfigFor, modelsSummary } from "../models/provider-registry";
import { markReplayFinished } from "../models/reply-archive";
import { persistVerdict } from "./persist-verdict";
import { ConfigError, readConfig } from "../config";
import type { StepMode } from "./model-calls";
import { roomSettings } from "./room-settings";
import { type PendingEvent, RoomStorage, type StoredFigures } from "./room-storage";
import { isFinished, pendingStep, runStep } from "./stepper";
import { logStepFailure } from "./step-log";
import { runFetchPhase } from "./data-fetch";
import { Viewers } from "./viewers";
import { type ReplaySource, replayModels, replaySourceOf } from "./replay-source";
import { profiledD1, record, timed } from "../shared/profile";
import { profileRequested, useLogLevel } from "../invocation-settings";

/** First wait before retrying a failed D1/KV write of a finished debate; doubled per failure up to the cap. */
const PERSIST_RETRY_MS = 5_000;
const PERSIST_RETRY_MAX_MS = 10 * 60_000;
/** How long the end of a debate waits for the D1 archive before it checkpoints anyway (the persist retries it). */
const ARCHIVE_FLUSH_WAIT_MS = 5_000;
/** How often a debate paused by an invalid configuration checks whether it was fixed. */
const CONFIG_RETRY_MS = 60_000;
/** First wait before re-running a step that threw (e.g. D1 down mid-step); doubled per failure, up to the watchdog. */
const STEP_RETRY_MS = 1_000;
const STEP_RETRY_MAX_MS = 60_000;

type DebateSetup = Omit<
  DebateState,
  "version" | "status" | "updatedAt" | "verdict" | "usage" | "errors" | "compliance" | "persisted"
>;

/**
 * One debate: owns its state and history and its alarm, and hands the work to small capabilities: the stepper runs one
 * step of the protocol graph per alarm, the storage checkpoints state and events in one transaction, the viewers
 * stream events over WebSockets (hibernation API; attachments hold ids only).
 */
export class DebateRoom extends DurableObject<Env> {
  private readonly storage: RoomStorage;
  private readonly viewers: Viewers;
  /** States of steps the watchdog gave up on: whatever they still do is never checkpointed or broadcast. */
  private readonly abandoned = new WeakSet<DebateState>();
  /** When this instance last asked for an immediate alarm: the wait until it fires is the alarm.wait span. */
  private alarmAskedAt: number | null = null;
  /** The deps, config included: one build for the instance's life (its env is fixed for it; see depsFor). */
  private readonly deps = depsFor(this.env, (env) => readConfig(env));

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.storage = new RoomStorage(ctx.storage);
    this.viewers = new Viewers(ctx, () => roomSettings(this.deps().config).maxViewers);
    profileRequested(env);
    useLogLevel(env);
  }

  /** The next step as soon as possible (each step is its own alarm invocation, after its checkpoint). */
  private async alarmNow(): Promise<void> {
    this.alarmAskedAt = Date.now();
    await timed("alarm.schedule", () => this.ctx.storage.setAlarm(this.alarmAskedAt!));
  }

  /** Creates the debate (idempotent: a second call returns the existing state) and schedules its first step. */
  async start(params: DebateParams): Promise<PublicDebateState> {
    const existing = this.storage.load();
    if (existing) return publicState(existing);
    const deps = this.deps();
    const memory = params.memory !== false;
    // A debate that fetches its data first gathers its evidence and figures when the data is in (room/data-fetch.ts).
    const fetching = (params.fetch ?? []).length > 0;
    // The figures numbers verify against and the protocol's evidence are independent reads: fetched side by side.
    const [figures, { evidence, flow }] = fetching
      ? [
          { figures: [], years: [] },
          { evidence: [], flow: initialFlow((await initFlow(deps, { ...params, memory: false })).flow) },
        ]
      : await Promise.all([
          timed("debate.start", () => loadTickerFigures(deps, params.ticker, params.asOf)),
          timed("evidence.gather", () => initFlow(deps, { ...params, memory })),
        ]);
    const plugin = protocolOf(params.protocol);
    const slots = protocolSlots(params.protocol);
    return this.begin(
      {
        ...params,
        // The protocol's budget, with the prefix every prompt shares (the debate's evidence) counted once.
        tokenBudget:
          plugin.tokenBudget(params) + sharedPrefixAllowance(params, evidence, plugin.plannedCalls(params), slots),
        memory,
        models: modelsSummary(deps.config, slots),
        modelConfig: modelConfigFor(this.env, deps.config),
        evidence,
        flow,
      },
      figures,
      fetching ? "fetching" : "queued",
    );
  }

  /** What a replay needs from this debate: its parameters, evidence, figures and exact model configuration. */
  async replaySource(): Promise<ReplaySource | null> {
    const state = this.storage.load();
    if (!state) return null;
    // A replay answers from the D1 archive: replies a refused flush left here go there first.
    const flushed = () =>
      this.archiveReplies()
        .then(() => true)
        .catch(() => false);
    const archived = !isFinished(state) || (await flushed());
    return replaySourceOf(state, this.storage.figures(), archived);
  }

  /**
   * Starts a replay of `source` under `params.id`: the same evidence, figures, flow and model requests, answered only
   * from the reply archive (a request it has no reply for fails the replay; nothing is sent to a model). Its token
   * budget was already set when the source was created.
   */
  async startReplay(
    params: DebateParams,
    source: ReplaySource & { modelConfig: ModelConfig },
  ): Promise<PublicDebateState> {
    const existing = this.storage.load();
    if (existing) return publicState(existing);
    return this.begin(
      {
        ...params,
        models: replayModels(source.modelConfig, params.protocol),
        modelConfig: source.modelConfig,
        replayOf: source.params.id,
        evidence: source.evidence,
        flow: source.flow,
      },
      source.figures,
    );
  }

  /** Stores a new debate (every way of starting one differs only in `setup`) and schedules its first step. */
  private async begin(
    setup: DebateSetup,
    figures: StoredFigures,
    status: "queued" | "fetching" = "queued",
  ): Promise<PublicDebateState> {
    const state: DebateState = {
      ...setup,
      version: STATE_VERSION,
      status,
      // The object's own clock: the watchdog measures progress from here, whatever time the caller stamped.
      updatedAt: new Date().toISOString(),
      verdict: null,
      usage: emptyUsage(),
      errors: [],
      compliance: { removed: [] },
      persisted: false,
    };
    this.storage.create(state, figures);
    await this.alarmNow();
    return publicState(state);
  }

  async getState(): Promise<PublicDebateState | null> {
    const state = this.storage.load();
    return state ? publicState(state) : null;
  }

  /** Test and operator hook: how many model replies this debate has paid for. */
  async paidReplies(): Promise<number> {
    return this.storage.replies.count();
  }

  override async fetch(request: Request): Promise<Response> {
    return this.viewers.connect(request, this.storage.load(), this.storage.log);
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    this.viewers.message(ws, message);
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    this.viewers.close(ws, code, reason);
  }

  /**
   * One step per alarm. Alarms are at-least-once and every step is checkpointed in one transaction with its events,
   * so a repeated alarm takes the step the stored state says is next, and paid replies are reused from the reply store.
   * The watchdog: a step still running WATCHDOG_MS after the last checkpoint is given up and recorded as a failed turn
   * (the debate then judges what it has, or fails), so no debate stays running forever; the deadline is derived from
   * stored state, so it survives restarts of the object.
   */
  override async alarm(): Promise<void> {
    useLogLevel(this.env);
    if (this.alarmAskedAt !== null) record("alarm.wait", Date.now() - this.alarmAskedAt);
    this.alarmAskedAt = null;
    const state = this.storage.load();
    if (!state) return;
    if (isFinished(state)) {
      if (!state.persisted) await this.persist(state);
      return;
    }
    let watchdogMs: number;
    try {
      watchdogMs = roomSettings(this.deps().config).watchdogMs;
    } catch (e) {
      if (e instanceof ConfigError) return this.pauseForConfig(state, e);
      throw e;
    }
    const deadline = Date.parse(state.updatedAt) + watchdogMs;
    const reason = `no progress for ${watchdogMs} ms (watchdog): the step was given up`;
    const outcome =
      Date.now() >= deadline
        ? await this.step(state, { kind: "forced", reason })
        : await this.guardedStep(state, deadline, reason);
    if (outcome === "retry") return;
    const after = this.storage.load();
    if (!after) return;
    if (isFinished(after)) await this.persist(after);
    else await this.alarmNow();
  }

  /**
   * A configuration deployed with a wrong var (the error names it) pauses a running debate instead of failing it: the
   * state says why, and the alarm looks again every minute. The pause is not a hung step, so the watchdog's clock
   * restarts with it; one error entry covers the whole outage.
   */
  private async pauseForConfig(state: DebateState, e: ConfigError): Promise<void> {
    const error = {
      at: new Date().toISOString(),
      step: "configuration",
      message: `${e.message}; the debate waits and retries every ${CONFIG_RETRY_MS / 1000} s`,
    };
    if (state.errors.at(-1)?.step === "configuration") state.errors[state.errors.length - 1] = error;
    else state.errors.push(error);
    state.updatedAt = error.at;
    this.storage.save(state);
    await this.ctx.storage.setAlarm(Date.now() + CONFIG_RETRY_MS);
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
      const fresh = this.storage.load();
      return fresh && !isFinished(fresh) ? this.step(fresh, { kind: "forced", reason }) : "progress";
    }
    const fresh = this.storage.load();
    if (!fresh || isFinished(fresh)) return "progress";
    const retries = this.storage.retries();
    const failures = retries.step + 1;
    const at = Math.min(Date.now() + Math.min(STEP_RETRY_MS * 2 ** (failures - 1), STEP_RETRY_MAX_MS), deadline);
    const pending = pendingStep(fresh);
    logStepFailure(fresh, pending.step);
    fresh.errors.push({
      at: new Date().toISOString(),
      ...pending,
      message:
        `the step failed (${failures} in a row), retrying in ${Math.max(0, at - Date.now())} ms:` +
        ` ${String(outcome.error)}`,
    });
    this.storage.saveWithRetries(fresh, { ...retries, step: failures });
    await this.ctx.storage.setAlarm(at);
    return "retry";
  }

  /** One step of the graph; forced by the watchdog, its calls fail with the reason without reaching a model. */
  private async step(state: DebateState, mode: StepMode): Promise<"progress"> {
    if (state.status === "fetching") {
      await runFetchPhase(state, mode, {
        env: this.env,
        deps: this.deps(),
        emit: (s, type, data) => this.emitNow(s, type, data),
        checkpoint: (s, events) => this.checkpoint(s, events),
        rebase: (s, figures, events) => this.rebase(s, figures, events),
      });
      return "progress";
    }
    await timed("step", () =>
      runStep(state, mode, {
        env: this.env,
        config: this.deps().config,
        storage: this.storage,
        emit: (s, type, data) => this.emitNow(s, type, data),
        checkpoint: (s, events) => this.stepCheckpoint(s, events),
      }),
    );
    return "progress";
  }

  /**
   * Writes the replies still waiting for the archive, then the verdict to D1 (append-only) and KV. On failure the
   * result stays here (it is already checkpointed) and the alarm retries with a doubling delay; the state's errors say
   * how many tries failed and when the next one is. Every write is idempotent, so a retry after a partial write (D1
   * done, KV not) is safe.
   */
  private async persist(state: DebateState): Promise<void> {
    const retries = this.storage.retries();
    try {
      // A replay re-checks an existing verdict: it is not a new verdict for the ticker's history or cache.
      if (state.replayOf) await markReplayFinished(this.env, state);
      else await timed("verdict.persist", () => persistVerdict(this.env, this.deps().config, state));
      // Then the replies a refused flush at the end left waiting: the verdict never waits for its audit trail, and
      // this retry loop (each write idempotent) goes on until they are archived too.
      await this.archiveReplies();
      state.persisted = true;
      this.storage.saveWithRetries(state, { ...retries, persist: 0 });
    } catch (e) {
      const failures = retries.persist + 1;
      const delay = Math.min(PERSIST_RETRY_MS * 2 ** (failures - 1), PERSIST_RETRY_MAX_MS);
      const error = {
        at: new Date().toISOString(),
        step: "persist",
        message:
          `saving the result to D1/KV failed (${failures} in a row); it is kept here and retried ` +
          `in ${delay / 1000} s: ${String(e)}`,
      };
      // One entry for the ongoing outage, updated per try, so a long outage does not grow the state.
      if (state.errors.at(-1)?.step === "persist") state.errors[state.errors.length - 1] = error;
      else state.errors.push(error);
      this.storage.saveWithRetries(state, { ...retries, persist: failures });
      await this.ctx.storage.setAlarm(Date.now() + delay);
    }
  }

  /**
   * State and its events are written in one transaction, then broadcast; `updatedAt` is the progress the watchdog
   * measures from. A step the watchdog gave up on checkpoints nothing: its turn is already recorded as failed.
   */
  private checkpoint(state: DebateState, events: PendingEvent[]): void {
    if (this.abandoned.has(state)) return;
    const at = new Date().toISOString();
    state.updatedAt = at;
    for (const e of this.storage.checkpoint(state, events, at)) this.viewers.broadcast(e);
  }

  /**
   * A step's checkpoint. The one that ends the debate first brings the debate's replies to the D1 archive, so whoever
   * is told it is done (a replay, an audit) finds them there; if D1 refuses now, they wait and the persist retries.
   */
  private async stepCheckpoint(state: DebateState, events: PendingEvent[]): Promise<void> {
    if (isFinished(state) && !this.abandoned.has(state)) {
      // Bounded, so a hanging D1 cannot keep a step whose work is done from its checkpoint until the watchdog.
      await this.archiveReplies(ARCHIVE_FLUSH_WAIT_MS).catch((e: unknown) =>
        console.warn(`model reply archive write failed for ${state.id}, retried with the persist: ${String(e)}`),
      );
    }
    this.checkpoint(state, events);
  }

  /** Brings the replies waiting in the outbox to the D1 archive; throws if D1 refuses or does not answer in time. */
  private async archiveReplies(waitMs = ARCHIVE_FLUSH_WAIT_MS): Promise<void> {
    if (this.storage.outbox.pending() === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the D1 archive did not answer within ${waitMs} ms`)), waitMs);
    });
    try {
      // A batch that lands after the timeout is harmless: its rows are ignored when the retry writes them again.
      await Promise.race([timed("archive.flush", () => this.storage.outbox.flush(profiledD1(this.env.DB))), late]);
    } finally {
      if (timer !== undefined) clearTimeout(timer);
    }
  }

  private rebase(state: DebateState, figures: StoredFigures, events: PendingEvent[]): void {
    if (this.abandoned.has(state)) return;
    const at = new Date().toISOString();
    state.updatedAt = at;
    for (const e of this.storage.rebase(state, figures, events, at)) this.viewers.broadcast(e);
  }

  private emitNow(state: DebateState, type: PendingEvent[0], data: Record<string, unknown>): void {
    if (this.abandoned.has(state)) return;
    this.viewers.broadcast(this.storage.log.append(type, data, new Date().toISOString()));
  }
}
