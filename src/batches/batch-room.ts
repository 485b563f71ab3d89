import { errorCodeOf, logEvent } from "../shared/log";
import { DurableObject } from "cloudflare:workers";
import { depsFor } from "../app-deps";
import { readConfig } from "../config";
import type { BatchItem } from "../wire/wire-batches";
import { endIfRunDied } from "./batch-liveness";
import { readBatch, readItems } from "./batch-store";
import { BATCH_ZH, batchView, progressOf } from "./batch-view";

/** The socket's own subprotocol: a client that offers subprotocols (the key one among them) offers this too. */
export const BATCH_SOCKET_PROTOCOL = "debatedesk.batch";

/** What the Workflow tells the room: it got its slot, a ticker's row changed, the batch ended. */
export type BatchChange = { kind: "admitted" } | { kind: "item"; position: number } | { kind: "ended" };

type BatchInfo = Awaited<ReturnType<typeof batchView>>;
type Progress = BatchInfo["progress"];

/** The messages of GET /api/batches/:id/ws, in order: a snapshot, then one per change, `done` last. */
export type BatchEvent =
  | { type: "snapshot"; at: string; batch: BatchInfo }
  | { type: "batch.started"; at: string; status: string; statusLabel: string; progress: Progress }
  | {
      type: "ticker.started" | "ticker.verdict" | "ticker.failed";
      at: string;
      position: number;
      item: BatchItem;
      progress: Progress;
    }
  | { type: "done"; at: string; batch: BatchInfo };

const TICKER_EVENT = { running: "ticker.started", done: "ticker.verdict", failed: "ticker.failed" } as const;
/** Watchers of one batch (its owner's page and CLI): a few at most. */
const MAX_WATCHERS = 20;
const MAX_MESSAGE_BYTES = 1024;
const ENDED = "批量任务已结束";
/**
 * While a socket is open the room re-reads the batch this often: a lost `ended` notice (notifyBatch swallows errors),
 * a Workflow that died after writing the end or one that died before (src/batches/batch-liveness.ts) must not leave a
 * watcher waiting for a `done` that never comes.
 */
export const BATCH_SWEEP_MS = 30_000;
/** The room's one stored value: the batch it watches, for the alarm (which has no request to read it from). */
const BATCH_ID_KEY = "batchId";

/**
 * The changes held while a snapshot was read, up to and including the first `done`: the alarm's sweep and the cron's
 * notice can both queue one, and a watcher reads exactly one `done`, last.
 */
export function untilDone(held: BatchEvent[]): BatchEvent[] {
  const done = held.findIndex((e) => e.type === "done");
  return done < 0 ? held : held.slice(0, done + 1);
}

const hasEnded = (status: string) => status === "done" || status === "failed";

const jsonError = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status });

/**
 * One per batch: the sockets watching it (hibernation API, so an idle watcher costs nothing between changes). The
 * Workflow's steps call `changed` after each write; the room reads the changed row from D1 (once, however many
 * watch) and sends it. The Worker has checked the key and that the batch is its own before forwarding the upgrade.
 */
export class BatchRoom extends DurableObject<Env> {
  /** The deps, config included: one build for the instance's life (its env is fixed for it; see depsFor). */
  private readonly deps = depsFor(this.env, (env) => readConfig(env));
  /** Sockets whose snapshot is being read: changes meanwhile wait here, so the snapshot always comes first. */
  private readonly pending = new Map<WebSocket, BatchEvent[]>();

  override async fetch(request: Request): Promise<Response> {
    const batchId = /\/api\/batches\/(b_[a-z2-9]{12})\/ws$/.exec(new URL(request.url).pathname)?.[1];
    if (!batchId) return jsonError(404, "not_found", "没有这个批量任务");
    if (this.ctx.getWebSockets().length >= MAX_WATCHERS)
      return jsonError(
        503,
        "too_many_watchers",
        `这个批量任务已有 ${MAX_WATCHERS} 个连接，请改用 GET /api/batches/:id`,
      );
    const offered = (request.headers.get("sec-websocket-protocol") ?? "").split(",").map((p) => p.trim());
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    this.pending.set(server, []);
    try {
      const batch = await this.view(batchId);
      if (!batch) throw new Error("the batch has no row");
      const held = this.pending.get(server) ?? [];
      server.send(JSON.stringify({ type: "snapshot", at: new Date().toISOString(), batch } satisfies BatchEvent));
      const queued = untilDone(held);
      for (const event of queued) server.send(JSON.stringify(event));
      if (queued.at(-1)?.type === "done") server.close(1000, ENDED);
      else if (hasEnded(batch.status)) {
        // Nothing more will change: `done` at once, so every watcher ends on the same message.
        server.send(JSON.stringify({ type: "done", at: new Date().toISOString(), batch } satisfies BatchEvent));
        server.close(1000, ENDED);
      } else await this.sweepWhileWatched(batchId);
    } catch (error) {
      logEvent({ event: "batch.watch_failed", batchId, code: null, outcome: "failed", errorCode: errorCodeOf(error) });
      server.close(1011, "暂时读不到批量任务，请稍后重试");
    } finally {
      this.pending.delete(server);
    }
    // Browsers drop a socket whose offered subprotocols get no answer: the room's own protocol is the answer.
    const headers = offered.includes(BATCH_SOCKET_PROTOCOL)
      ? { "sec-websocket-protocol": BATCH_SOCKET_PROTOCOL }
      : undefined;
    return new Response(null, { status: 101, webSocket: client, headers });
  }

  /** A change of the batch (RPC from the Workflow): sent to each watcher; nobody watching costs no read. */
  async changed(batchId: string, change: BatchChange): Promise<void> {
    if (this.ctx.getWebSockets().length === 0) return;
    const event = await this.eventOf(batchId, change);
    if (event) this.broadcast(event);
  }

  /**
   * The sweep: `done` to every watcher once the batch's row has ended (or its Workflow run died before writing the
   * end: the batch is ended failed here first), else again later while anyone watches.
   */
  override async alarm(): Promise<void> {
    if (this.ctx.getWebSockets().length === 0) return;
    const batchId = await this.ctx.storage.get<string>(BATCH_ID_KEY);
    if (batchId) await this.endIfRunDied(batchId);
    const batch = batchId ? await this.view(batchId) : undefined;
    if (batch && hasEnded(batch.status)) this.broadcast({ type: "done", at: new Date().toISOString(), batch });
    else if (batch) await this.ctx.storage.setAlarm(Date.now() + BATCH_SWEEP_MS);
    else for (const ws of this.ctx.getWebSockets()) this.closeQuietly(ws, 1011, "这个批量任务已不存在");
  }

  /** A failure to ask the Workflow binding decides nothing: the next sweep asks again. */
  private async endIfRunDied(batchId: string): Promise<void> {
    const { db } = this.deps();
    try {
      const row = await readBatch(db, batchId);
      if (row) await endIfRunDied(this.env.BATCH_WORKFLOW, db, row, new Date());
    } catch (error) {
      logEvent({
        event: "batch.run_check_failed",
        batchId,
        code: null,
        outcome: "failed",
        errorCode: errorCodeOf(error),
      });
    }
  }

  private async sweepWhileWatched(batchId: string): Promise<void> {
    await this.ctx.storage.put(BATCH_ID_KEY, batchId);
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + BATCH_SWEEP_MS);
  }

  private closeQuietly(ws: WebSocket, code: number, reason: string): void {
    try {
      ws.close(code, reason);
    } catch {
      // already closed
    }
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    // Watchers only listen: a ping is answered, anything large closes the socket, the rest is ignored.
    if (ws.readyState !== WebSocket.OPEN) return;
    const bytes = typeof message === "string" ? new TextEncoder().encode(message).byteLength : message.byteLength;
    try {
      if (bytes > MAX_MESSAGE_BYTES) ws.close(1009, `消息不能超过 ${MAX_MESSAGE_BYTES} 字节`);
      else if (typeof message === "string" && message.trim() === "ping") ws.send('{"type":"pong"}');
    } catch {
      // closed meanwhile
    }
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    this.closeQuietly(ws, code === 1005 ? 1000 : code, reason);
  }

  private async view(batchId: string): Promise<BatchInfo | undefined> {
    const deps = this.deps();
    const batch = await readBatch(deps.db, batchId);
    return batch ? batchView(deps, batch, await readItems(deps.db, batchId)) : undefined;
  }

  private async eventOf(batchId: string, change: BatchChange): Promise<BatchEvent | undefined> {
    const at = new Date().toISOString();
    if (change.kind === "ended") {
      const batch = await this.view(batchId);
      return batch ? { type: "done", at, batch } : undefined;
    }
    const deps = this.deps();
    const [batch, items] = await Promise.all([readBatch(deps.db, batchId), readItems(deps.db, batchId)]);
    if (!batch) return undefined;
    const progress = progressOf(items);
    if (change.kind === "admitted")
      return { type: "batch.started", at, status: batch.status, statusLabel: BATCH_ZH[batch.status], progress };
    const row = items.find((i) => i.position === change.position);
    if (!row || row.status === "queued") return undefined;
    // The one changed ticker's view (its verdict and change since the last), not the whole table again.
    const [item] = (await batchView(deps, batch, [row])).items;
    return item ? { type: TICKER_EVENT[row.status], at, position: row.position, item, progress } : undefined;
  }

  private broadcast(event: BatchEvent): void {
    const text = JSON.stringify(event);
    for (const ws of this.ctx.getWebSockets()) {
      // A socket already closed on its `done` (the alarm's and the cron's notice can both arrive) gets nothing more.
      if (ws.readyState !== WebSocket.OPEN) continue;
      const held = this.pending.get(ws);
      if (held) {
        held.push(event);
        continue;
      }
      try {
        ws.send(text);
        if (event.type === "done") ws.close(1000, ENDED);
      } catch {
        // a watcher that went away; the runtime closes it
      }
    }
  }
}

/**
 * Tells the batch's room what changed. Never fails the Workflow's step: a watcher that misses a change still gets
 * `done` (with the whole table), from the room's sweep if the `ended` notice itself was lost; and the page and the CLI
 * read the API if the socket fails or stays silent.
 */
export async function notifyBatch(env: Env, batchId: string, change: BatchChange): Promise<void> {
  const rooms = env.BATCH_ROOM;
  if (!rooms) return;
  try {
    await rooms.get(rooms.idFromName(batchId)).changed(batchId, change);
  } catch (error) {
    logEvent({ event: "batch.notify_failed", batchId, code: null, outcome: "failed", errorCode: errorCodeOf(error) });
  }
}
