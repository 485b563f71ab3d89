import { and, desc, eq, gte } from "drizzle-orm";
import type { ReplyArchive } from "./call-model";
import type { DebateState } from "../debate/debate-state";
import type { DebateRole } from "../debate/role-output";
import type { ModelReply } from "./model-provider";
import { createDb } from "../db/client";
import { debates, modelReplies } from "../db/schema";

export type ArchiveMode =
  /** Identical requests within `ttlSeconds` are answered from the archive (0 turns that off). */
  | { kind: "live"; ttlSeconds: number }
  /** Only the replies the source debate received, by request hash. */
  | { kind: "replay"; sourceId: string };

/** One row of the archive (`model_replies`). */
export type ArchiveRow = typeof modelReplies.$inferInsert;

/** Where new rows go before D1 (src/room/archive-outbox.ts). */
export interface ArchiveSink {
  put(row: ArchiveRow): void;
}

export interface ArchiveContext {
  debateId: string;
  /** The node's role (e.g. `bull`, `fin_earnings`), for the audit trail. */
  role: DebateRole;
  provider: string;
  model: string;
  mode: ArchiveMode;
  now?: () => Date;
  /** Where new rows go: a debate keeps them in its object and writes them to D1 in one batch when it ends. */
  outbox: ArchiveSink;
}

/**
 * Every model reply by (debate, request hash) in D1, beyond the debate's own Durable Object: the audit trail that lets
 * a finished debate be replayed without a model call, and the store that answers identical requests within the window.
 * `find` reads D1; `save` hands the row to the sink, which brings it to D1.
 */
export class D1ReplyArchive implements ReplyArchive {
  private readonly db;
  private readonly now: () => Date;

  constructor(
    d1: D1Database,
    private readonly ctx: ArchiveContext,
  ) {
    this.db = createDb(d1);
    this.now = ctx.now ?? (() => new Date());
  }

  async find(hash: string): Promise<ModelReply | undefined> {
    const { mode } = this.ctx;
    if (mode.kind === "replay") {
      const row = await this.db
        .select({ reply: modelReplies.reply })
        .from(modelReplies)
        .where(and(eq(modelReplies.debateId, mode.sourceId), eq(modelReplies.hash, hash)))
        .get();
      return row?.reply;
    }
    if (mode.ttlSeconds <= 0) return undefined;
    const since = new Date(this.now().getTime() - mode.ttlSeconds * 1000).toISOString();
    try {
      const row = await this.db
        .select({ reply: modelReplies.reply })
        .from(modelReplies)
        .where(and(eq(modelReplies.hash, hash), gte(modelReplies.createdAt, since)))
        .orderBy(desc(modelReplies.createdAt))
        .get();
      return row?.reply;
    } catch {
      // The archive only saves money here; without it the model is simply asked.
      return undefined;
    }
  }

  async save(hash: string, reply: ModelReply, cached: boolean): Promise<void> {
    const row: ArchiveRow = {
      debateId: this.ctx.debateId,
      hash,
      role: this.ctx.role,
      provider: this.ctx.provider,
      model: this.ctx.model,
      reply,
      cached,
      createdAt: this.now().toISOString(),
    };
    this.ctx.outbox.put(row);
  }
}

/** A replay's result is not a new verdict for the ticker: only its row's status changes. */
export async function markReplayFinished(env: Env, state: DebateState): Promise<void> {
  await createDb(env.DB)
    .update(debates)
    .set({ status: state.status, updatedAt: new Date().toISOString() })
    .where(eq(debates.id, state.id))
    .run();
}
