import { and, count, desc, eq, inArray, lt } from "drizzle-orm";
import type { AppDeps } from "../app-deps";
import { DISCLAIMER } from "../compliance/compliance";
import { batchItems, verdicts } from "../db/schema";
import { STANCE_ZH } from "../domain/labels";
import { companyDirectory } from "../services/company-directory";
import { changeOf } from "../watchlists/verdict-change";
import type { BatchItem } from "../wire/wire-batches";
import type { BatchItemRow, BatchRow } from "./batch-store";

const ITEM_ZH: Record<BatchItemRow["status"], string> = {
  queued: "排队中",
  running: "辩论中",
  done: "已完成",
  failed: "未能完成",
};
export const BATCH_ZH: Record<BatchRow["status"], string> = {
  queued: "排队中（等待空闲名额）",
  running: "进行中",
  done: "已结束",
  failed: "未能完成",
};

/** How far a batch is: its tickers, those that ended (done or failed), those done. */
export function progressOf(items: Pick<BatchItemRow, "status">[]) {
  const ended = items.filter((i) => i.status === "done" || i.status === "failed").length;
  return { total: items.length, ended, done: items.filter((i) => i.status === "done").length };
}

/** The batch as the API shows it: progress, and per ticker its verdict, what changed since the one before, links. */
export async function batchView(deps: Pick<AppDeps, "db" | "now">, batch: BatchRow, items: BatchItemRow[]) {
  const ids = items.flatMap((i) => (i.debateId ? [i.debateId] : []));
  const [rows, directory] = await Promise.all([
    ids.length > 0 ? deps.db.select().from(verdicts).where(inArray(verdicts.debateId, ids)).all() : [],
    companyDirectory(deps),
  ]);
  const byDebate = new Map(rows.map((r) => [r.debateId, r]));
  const entries: BatchItem[] = await Promise.all(
    items.map(async (item) => {
      const v = item.debateId ? byDebate.get(item.debateId) : undefined;
      // The ticker's verdict before this one, with the same protocol: what a reader compares against.
      const previous = v
        ? await deps.db
            .select({ stance: verdicts.stance })
            .from(verdicts)
            .where(
              and(
                eq(verdicts.ticker, v.ticker),
                eq(verdicts.protocol, v.protocol),
                lt(verdicts.createdAt, v.createdAt),
              ),
            )
            .orderBy(desc(verdicts.createdAt))
            .get()
        : undefined;
      const change = v ? changeOf(v, previous) : null;
      const confidence = (v?.verdict as { confidence?: unknown } | undefined)?.confidence;
      return {
        code: item.code,
        name: directory.byCode.get(item.code)?.name ?? item.code,
        status: item.status,
        statusLabel: ITEM_ZH[item.status],
        debateId: item.debateId,
        cached: item.cached,
        stance: v?.stance ?? null,
        stanceLabel: v ? STANCE_ZH[v.stance] : null,
        quality: v?.overall ?? null,
        confidence: typeof confidence === "string" ? confidence : null,
        change: change?.change ?? null,
        changeLabel: change?.changeLabel ?? null,
        error: item.error,
        links: item.debateId
          ? { debate: `/d/${item.debateId}`, report: `/api/debates/${item.debateId}/report.md` }
          : null,
      };
    }),
  );
  return {
    id: batch.id,
    watchlistId: batch.watchlistId,
    protocol: batch.protocol,
    rounds: batch.rounds,
    status: batch.status,
    statusLabel: BATCH_ZH[batch.status],
    progress: progressOf(items),
    createdAt: batch.createdAt,
    startedAt: batch.startedAt,
    finishedAt: batch.finishedAt,
    error: batch.error,
    items: entries,
    disclaimer: DISCLAIMER,
  };
}

/**
 * The key's batches without their items (GET /api/batches): progress from one grouped count over all of them, so the
 * list costs two queries however many tickers its batches hold.
 */
export async function batchSummaries(deps: Pick<AppDeps, "db">, rows: BatchRow[]) {
  const ids = rows.map((b) => b.id);
  const counts =
    ids.length > 0
      ? await deps.db
          .select({ batchId: batchItems.batchId, status: batchItems.status, n: count() })
          .from(batchItems)
          .where(inArray(batchItems.batchId, ids))
          .groupBy(batchItems.batchId, batchItems.status)
          .all()
      : [];
  return rows.map((b) => {
    const mine = counts.filter((c) => c.batchId === b.id);
    const of = (status: string) => mine.filter((c) => c.status === status).reduce((n, c) => n + c.n, 0);
    return {
      id: b.id,
      watchlistId: b.watchlistId,
      protocol: b.protocol,
      rounds: b.rounds,
      status: b.status,
      statusLabel: BATCH_ZH[b.status],
      progress: {
        total: mine.reduce((n, c) => n + c.n, 0),
        ended: of("done") + of("failed"),
        done: of("done"),
      },
      createdAt: b.createdAt,
      startedAt: b.startedAt,
      finishedAt: b.finishedAt,
      error: b.error,
    };
  });
}
