import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { admitBatch, insertBatch, readBatch, readItems, updateItem } from "../../src/batches/batch-store";
import { createDb } from "../../src/db/client";
import { batches } from "../../src/db/schema";
import { issueKey } from "../support/keys";

const db = createDb(env.DB);
const NOW = new Date("2026-12-01T08:00:00Z");

describe("admitBatch: a batch still running after a day is ended first", () => {
  it("ends the day-old batch failed with its reason and its unfinished tickers failed too", async () => {
    const { id: keyId } = await issueKey();
    const startedAt = new Date(NOW.getTime() - 25 * 3_600_000).toISOString();
    const old = { id: "b_daybeforeabc", keyId, watchlistId: null, protocol: "adversarial", rounds: 1 };
    const row = { ...old, status: "running" as const, createdAt: startedAt, startedAt, finishedAt: null, error: null };
    expect(await insertBatch(db, row, ["600519", "300750", "600036"], { since: startedAt, limit: 100 })).toBe(true);
    await db.update(batches).set({ status: "running", startedAt }).where(eq(batches.id, old.id));
    await updateItem(db, old.id, 0, { status: "done", finishedAt: startedAt });
    await updateItem(db, old.id, 1, { status: "running" });

    await admitBatch(db, "b_nosuchbatchx", 2, NOW);

    expect(await readBatch(db, old.id)).toMatchObject({ status: "failed", error: "运行超过一天仍未结束，已视为中止" });
    const items = await readItems(db, old.id);
    expect(items.map((i) => [i.status, i.error])).toEqual([
      ["done", null],
      ["failed", "批量任务中止，未等到这场辩论的结果"],
      ["failed", "批量任务中止，未开始辩论"],
    ]);
  });
});
