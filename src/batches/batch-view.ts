import { and, desc, eq, inArray, lt } from "drizzle-orm";
import type { AppDeps } from "../app-deps";
import { DISCLAIMER } from "../compliance/compliance";
import { verdicts } from "../db/schema";
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
const BATCH_ZH: Record<BatchRow["status"], string> = {
  queued: "排队中（等待空闲名额）",
  running: "进行中",
  done: "已结束",
  failed: "未能完成",
};

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
  const ended = items.filter((i) => i.status === "done" || i.status === "failed").length;
  return {
    id: batch.id,
    watchlistId: batch.watchlistId,
    protocol: batch.protocol,
    rounds: batch.rounds,
    status: batch.status,
    statusLabel: BATCH_ZH[batch.status],
    progress: { total: items.length, ended, done: items.filter((i) => i.status === "done").length },
    createdAt: batch.createdAt,
    startedAt: batch.startedAt,
    finishedAt: batch.finishedAt,
    items: entries,
    disclaimer: DISCLAIMER,
  };
}
