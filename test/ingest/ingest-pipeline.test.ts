import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AppDeps } from "../../src/app-deps";
import { createDb } from "../../src/db/client";
import type { Embedder } from "../../src/retrieval/embedder";
import type { IngestPayload } from "../../src/ingest/ingest-payload";
import { ingestPayload } from "../../src/ingest/ingest-pipeline";
import { createLocalEmbedder } from "../../src/retrieval/local-embedder";
import { createLocalVectorIndex } from "../../src/retrieval/local-vector-index";
import { SAMPLE_DATA } from "../../src/sample";
import { ADMIN_TOKEN, json, postJson } from "../support/api";
import { readConfig } from "../../src/config";

const only = (code: string): IngestPayload => ({
  companies: SAMPLE_DATA.companies.filter((c) => c.code === code),
  metrics: SAMPLE_DATA.metrics.filter((m) => m.ticker === code),
  announcements: SAMPLE_DATA.announcements.filter((a) => a.ticker === code),
  quotes: SAMPLE_DATA.quotes.filter((q) => q.ticker === code),
});

function deps(embedder: Embedder = createLocalEmbedder()): AppDeps {
  return {
    config: readConfig(env),
    db: createDb(env.DB),
    embedder,
    vectors: createLocalVectorIndex(env.DB),
    now: () => new Date("2026-01-01T00:00:00Z"),
  };
}

async function snapshot(ticker: string) {
  const q = (sql: string) =>
    env.DB.prepare(sql)
      .bind(ticker)
      .first<{ n: number }>()
      .then((r) => r!.n);
  return {
    metrics: await q("SELECT COUNT(*) AS n FROM financial_metrics WHERE ticker = ?"),
    announcements: await q("SELECT COUNT(*) AS n FROM announcements WHERE ticker = ?"),
    quotes: await q("SELECT COUNT(*) AS n FROM daily_quotes WHERE ticker = ?"),
    chunks: await q("SELECT COUNT(*) AS n FROM chunks WHERE ticker = ?"),
    vectors: await q("SELECT COUNT(*) AS n FROM local_vectors WHERE namespace = ?"),
    version: await q("SELECT data_version AS n FROM companies WHERE code = ?"),
    hash: await env.DB.prepare(
      "SELECT group_concat(id || content_hash, ',') AS h FROM (SELECT id, content_hash FROM chunks WHERE ticker = ? ORDER BY id)",
    )
      .bind(ticker)
      .first<{ h: string }>()
      .then((r) => r!.h),
  };
}

describe("the ingest pipeline", () => {
  it("is idempotent: the same data twice adds no rows, chunks or vectors and keeps the data version", async () => {
    const payload = only("600036");
    const first = await ingestPayload(deps(), payload);
    const afterFirst = await snapshot("600036");
    expect(afterFirst.metrics).toBe(payload.metrics.length);
    expect(afterFirst.chunks).toBeGreaterThan(payload.metrics.length); // metric chunks plus derived ones
    expect(afterFirst.vectors).toBe(afterFirst.chunks);
    expect(first.tickers[0]!.chunksAdded).toBe(afterFirst.chunks);

    const second = await ingestPayload(deps(), payload);
    expect(second.tickers[0]).toMatchObject({ rowsChanged: 0, chunksAdded: 0, chunksUpdated: 0, chunksRemoved: 0 });
    expect(await snapshot("600036")).toEqual(afterFirst);
  });

  it("keeps a changed figure as a new version beside the old one, re-chunks only what it touches and bumps the data version", async () => {
    const payload = only("600028");
    await ingestPayload(deps(), payload);
    const before = await snapshot("600028");
    const changed = structuredClone(payload);
    const target = changed.metrics.find((m) => m.metric === "revenue" && m.period === "2024-12-31")!;
    target.value = target.value + 1e8;
    const report = await ingestPayload(deps(), changed);
    const after = await snapshot("600028");
    expect(report.tickers[0]).toMatchObject({ rowsChanged: 1, revisions: 1, chunksAdded: 1 });
    expect(report.tickers[0]!.chunksUpdated).toBeGreaterThan(0);
    expect(report.tickers[0]!.chunksUpdated).toBeLessThan(before.chunks / 2);
    expect(after.version).toBe(before.version + 1);
    expect(after.metrics).toBe(before.metrics + 1);
    expect(after.chunks).toBe(before.chunks + 1);
    expect(after.hash).not.toBe(before.hash);
  });

  it("leaves earlier data intact when it fails midway, and the next run completes the work", async () => {
    const payload = only("601318");
    await ingestPayload(deps(), payload);
    const good = await snapshot("601318");

    const changed = structuredClone(payload);
    for (const m of changed.metrics) if (m.metric === "net_profit") m.value += 1000;
    const failing: Embedder = {
      dimensions: 1024,
      model: "failing",
      embed: () => Promise.reject(new Error("embedding service down")),
    };
    await expect(ingestPayload(deps(failing), changed)).rejects.toThrow("embedding service down");
    const midway = await snapshot("601318");
    // The chunks and vectors from the earlier ingest are all still there.
    expect(midway.chunks).toBe(good.chunks);
    expect(midway.vectors).toBe(good.vectors);
    expect(midway.hash).toBe(good.hash);

    await ingestPayload(deps(), changed);
    const healed = await snapshot("601318");
    // Each restated net profit is a new stored version with its own chunk.
    expect(healed.metrics).toBeGreaterThan(good.metrics);
    expect(healed.chunks).toBe(good.chunks + (healed.metrics - good.metrics));
    expect(healed.hash).not.toBe(good.hash);
    const again = await ingestPayload(deps(), changed);
    expect(again.tickers[0]).toMatchObject({ chunksAdded: 0, chunksUpdated: 0, chunksRemoved: 0 });
  });
});

describe("POST /api/admin/ingest", () => {
  const body = {
    companies: [{ code: "000858", name: "五粮液", aliases: ["五粮"] }],
    metrics: [
      {
        ticker: "000858",
        period: "2019-12-31",
        metric: "revenue",
        value: 50118106600,
        unit: "元",
        source: "网易财经",
        disclosureDate: "2020-04-30",
      },
    ],
  };

  it("needs the admin token: 401 without, 403 wrong", async () => {
    expect((await postJson("/api/admin/ingest", body)).status).toBe(401);
    expect((await postJson("/api/admin/ingest", body, { authorization: "Bearer nope" })).status).toBe(403);
  });

  it("stores a valid payload, and says which field is wrong in an invalid one", async () => {
    const ok = await postJson("/api/admin/ingest", body, { authorization: `Bearer ${ADMIN_TOKEN}` });
    expect(ok.status).toBe(200);
    const report = await json<{ report: { tickers: { ticker: string; rowsChanged: number }[] } }>(ok);
    expect(report.report.tickers.find((t) => t.ticker === "000858")!.rowsChanged).toBeGreaterThan(0);

    const bad = await postJson(
      "/api/admin/ingest",
      { metrics: [{ ...body.metrics[0], value: "5e10" }] },
      { authorization: `Bearer ${ADMIN_TOKEN}` },
    );
    // A row the schema refuses is 422 naming the row and field (a payload of the wrong shape stays 400).
    expect(bad.status).toBe(422);
    expect((await json<{ error: { message: string } }>(bad)).error.message).toContain("metrics[0].value");

    const orphan = await postJson(
      "/api/admin/ingest",
      { metrics: [{ ...body.metrics[0], ticker: "000001" }] },
      { authorization: `Bearer ${ADMIN_TOKEN}` },
    );
    expect(orphan.status).toBe(422);
    expect((await json<{ error: { message: string } }>(orphan)).error.message).toContain("000001");
  });
});
