import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { json } from "../support/api";
import { issueKey, withKey } from "../support/keys";
import { pollUntil } from "../support/debates";

type Item = {
  code: string;
  status: string;
  debateId: string | null;
  cached: boolean;
  stanceLabel: string | null;
  quality: number | null;
  changeLabel: string | null;
  links: { debate: string; report: string } | null;
};
type Batch = {
  id: string;
  status: string;
  startedAt: string | null;
  finishedAt: string | null;
  progress: { total: number; ended: number; done: number };
  items: Item[];
  disclaimer: string;
};
type ApiError = { error: { code: string; message: string } };

const FIVE = ["600519", "300750", "600036", "002594", "601318"];

async function finished(key: string, id: string): Promise<Batch> {
  return pollUntil(
    async () => {
      const b = await json<Batch>(await withKey(key, `/api/batches/${id}`));
      return b.status === "done" || b.status === "failed" ? b : null;
    },
    { what: `batch ${id} ended`, timeoutMs: 120_000, everyMs: 500 },
  );
}

/** The most debates of a batch that were running at one moment, from each ticker's start and end times. */
function mostAtOnce(items: { startedAt: string | null; finishedAt: string | null }[]): number {
  const edges = items.flatMap((i) =>
    i.startedAt && i.finishedAt
      ? [
          [Date.parse(i.startedAt), 1],
          [Date.parse(i.finishedAt), -1],
        ]
      : [],
  );
  // An end before a start at the same instant: touching intervals did not overlap.
  edges.sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
  let now = 0;
  let most = 0;
  for (const [, d] of edges) most = Math.max(most, (now += d!));
  return most;
}

describe("batch runs (POST /api/batches, on Workflows)", () => {
  it("debates a 5-ticker watchlist, never more than BATCH_CONCURRENCY at once, and reports each verdict", async () => {
    const { key } = await issueKey();
    const list = await json<{ id: string }>(
      await withKey(key, "/api/watchlists", { body: { name: "五只", tickers: FIVE } }),
    );
    const started = await withKey(key, "/api/batches", { body: { watchlistId: list.id } });
    expect(started.status).toBe(202);
    const { id, tickers } = await json<{ id: string; tickers: string[] }>(started);
    expect(tickers).toEqual(FIVE);

    const batch = await finished(key, id);
    expect(batch.status).toBe("done");
    expect(batch.progress).toEqual({ total: 5, ended: 5, done: 5 });
    expect(batch.disclaimer).toContain("不构成任何投资建议");
    for (const item of batch.items) {
      expect(item.stanceLabel, item.code).toMatch(/^(看多|看空|中性)$/);
      expect(item.quality).toBeGreaterThanOrEqual(0);
      expect(item.changeLabel).toBeTruthy();
      expect(item.links?.report).toBe(`/api/debates/${item.debateId}/report.md`);
    }
    // Timing comes from the stored rows (the Workflow's own record), not from this test's clock.
    const rows = await env.DB.prepare(
      "SELECT started_at AS startedAt, finished_at AS finishedAt FROM batch_items WHERE batch_id = ?",
    )
      .bind(id)
      .all<{ startedAt: string; finishedAt: string }>();
    expect(mostAtOnce(rows.results)).toBeLessThanOrEqual(2);
    expect(mostAtOnce(rows.results)).toBeGreaterThanOrEqual(1);

    // A second batch of the same tickers is answered by the verdict cache: no new debate.
    const again = await json<{ id: string }>(await withKey(key, "/api/batches", { body: { tickers: FIVE } }));
    const cached = await finished(key, again.id);
    expect(cached.items.map((i) => i.cached)).toEqual([true, true, true, true, true]);
    expect(cached.items.map((i) => i.debateId)).toEqual(batch.items.map((i) => i.debateId));
  }, 180_000);

  it("runs one batch per key at a time: the second waits queued until the first has ended", async () => {
    const { key } = await issueKey();
    const first = await json<{ id: string }>(
      await withKey(key, "/api/batches", { body: { tickers: ["600028", "000858"], protocol: "vote" } }),
    );
    const second = await json<{ id: string }>(
      await withKey(key, "/api/batches", { body: { tickers: ["600519"], protocol: "vote" } }),
    );
    const [a, b] = [await finished(key, first.id), await finished(key, second.id)];
    expect([a.status, b.status]).toEqual(["done", "done"]);
    expect(Date.parse(b.startedAt!)).toBeGreaterThanOrEqual(Date.parse(a.finishedAt!));
  }, 180_000);

  it("records a ticker it cannot debate and goes on with the rest", async () => {
    const { key } = await issueKey();
    // 美的集团 is listed but has no data here (local mode): its debate is refused, the batch continues.
    const { id } = await json<{ id: string }>(
      await withKey(key, "/api/batches", { body: { tickers: ["000333", "600519"] } }),
    );
    const batch = await finished(key, id);
    expect(batch.status).toBe("done");
    const [midea, maotai] = batch.items;
    expect(midea).toMatchObject({ code: "000333", status: "failed", debateId: null });
    expect((midea as Item & { error: string }).error).toMatch(/\p{Script=Han}/u);
    expect(maotai?.status).toBe("done");
  }, 180_000);

  it("answers another key 404, refuses bad input and a spent daily quota with a clear 4xx", async () => {
    const owner = await issueKey({ name: "一次", quotas: { batchesPerDay: 1 } });
    const other = await issueKey({ name: "别人" });
    const { id } = await json<{ id: string }>(
      await withKey(owner.key, "/api/batches", { body: { tickers: ["600519"] } }),
    );
    expect((await withKey(other.key, `/api/batches/${id}`)).status).toBe(404);
    expect((await json<{ batches: unknown[] }>(await withKey(other.key, "/api/batches"))).batches).toEqual([]);

    const spent = await withKey(owner.key, "/api/batches", { body: { tickers: ["600036"] } });
    expect(spent.status).toBe(429);
    expect((await json<ApiError>(spent)).error.message).toContain("每天 1 次");

    const cases: [unknown, number][] = [
      [{ tickers: [] }, 400],
      [{ tickers: ["600519"], watchlistId: "w_abcdefghijkm" }, 400],
      [{ watchlistId: "w_abcdefghijkm" }, 404],
      [{ tickers: ["688999"] }, 404],
      [{ tickers: ["600519"], protocol: "tradingagents", rounds: 5 }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await withKey(other.key, "/api/batches", { body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((await json<ApiError>(res)).error.message).toMatch(/\p{Script=Han}/u);
    }
    const readOnly = await issueKey({ name: "只读", scopes: ["read"] });
    expect((await withKey(readOnly.key, "/api/batches", { body: { tickers: ["600519"] } })).status).toBe(403);
    await finished(owner.key, id);
  }, 180_000);
});
