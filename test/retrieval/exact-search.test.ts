import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { RETRIEVAL_QUERIES, syntheticAnnouncements, syntheticCompany } from "../../bench/synthetic-chunks.mjs";
import { appDeps } from "../../src/app-deps";
import { IngestPayload } from "../../src/ingest/ingest-payload";
import { ingestPayload } from "../../src/ingest/ingest-pipeline";
import { embedText } from "../../src/retrieval/local-embedder";
import { createLocalVectorIndex, type LocalRow } from "../../src/retrieval/local-vector-index";
import { NamespaceCache } from "../../src/retrieval/namespace-cache";
import { cosine, packVector, unpackVector } from "../../src/retrieval/packed-vector";
import { profiledD1, profileSnapshot, resetProfile, setProfiling, statementSnapshot } from "../../src/shared/profile";
import { matchesFilter, type VectorFilter, type VectorMatch } from "../../src/retrieval/vector-store";
import { readConfig } from "../../src/config";

/**
 * The local index answers from packed vectors held in memory per namespace version (or, for a namespace too big to
 * hold, from a filtered D1 scan). Both must return exactly what a plain dense scan returns: the same ids, in the same
 * order, with the same scores. The reference here re-embeds every chunk's text and scores the dense Float32 vectors
 * the way the index did before it packed them.
 */

const CODE = "688001";
/** As the benchmark asks: risk chunks public by 2025-06-30. */
const FILTER: VectorFilter = { category: "risk", publicDate: { $lte: 20250630 } };

async function loadBenchmarkCompany(count: number): Promise<void> {
  const payload = IngestPayload.parse({
    companies: [syntheticCompany(CODE, "1")],
    announcements: syntheticAnnouncements(CODE, 0, count, 0),
  });
  await ingestPayload(appDeps(env, readConfig(env)), payload);
}

/** Every chunk of the namespace scored densely, best first, ties by id: the index's contract. */
async function exactScan(query: string, filter: VectorFilter, topK: number): Promise<VectorMatch[]> {
  const q = embedText(query);
  let qNorm = 0;
  for (const x of q) qNorm += x * x;
  qNorm = Math.sqrt(qNorm);
  const { results } = await env.DB.prepare(
    "SELECT c.id, c.text, v.metadata FROM chunks c JOIN local_vectors v ON v.namespace = c.ticker AND v.id = c.id WHERE c.ticker = ?",
  )
    .bind(CODE)
    .all<{ id: string; text: string; metadata: string }>();
  const out: VectorMatch[] = [];
  for (const r of results) {
    const metadata = JSON.parse(r.metadata) as VectorMatch["metadata"];
    if (!matchesFilter(metadata, filter)) continue;
    const v = embedText(r.text);
    let dot = 0;
    let n = 0;
    for (let i = 0; i < v.length; i++) {
      dot += v[i]! * q[i]!;
      n += v[i]! * v[i]!;
    }
    out.push({ id: r.id, score: dot / (Math.sqrt(n) * qNorm), metadata });
  }
  return out.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1)).slice(0, topK);
}

describe("exact search on the benchmark's data and queries", () => {
  it("returns the exact scan's top 20 (ids, order and scores) from memory, from a cold load, and from a filtered D1 scan", async () => {
    await loadBenchmarkCompany(1200);
    const held = createLocalVectorIndex(
      env.DB,
      new NamespaceCache<LocalRow>({ maxRows: 20_000, maxBytes: 64 * 2 ** 20 }, () => 1),
    );
    const scanned = createLocalVectorIndex(
      env.DB,
      new NamespaceCache<LocalRow>({ maxRows: 10, maxBytes: 64 * 2 ** 20 }, () => 1),
    );
    for (const text of RETRIEVAL_QUERIES) {
      const want = await exactScan(text, FILTER, 20);
      expect(want.length).toBe(20);
      const q = embedText(text);
      for (const [how, index] of [
        ["cold or held", held],
        ["held", held],
        ["filtered D1 scan", scanned],
      ] as const) {
        const got = await index.query(q, { namespace: CODE, topK: 20, filter: FILTER });
        expect(
          got.map((m) => m.id),
          `${text} (${how})`,
        ).toEqual(want.map((m) => m.id));
        expect(
          got.map((m) => m.score),
          `${text} (${how})`,
        ).toEqual(want.map((m) => m.score));
      }
    }
  });

  it("sees every write: a namespace held in memory is read again once its vectors change, in this isolate or another", async () => {
    await loadBenchmarkCompany(300);
    const cache = new NamespaceCache<LocalRow>({ maxRows: 20_000, maxBytes: 64 * 2 ** 20 }, () => 1);
    const index = createLocalVectorIndex(env.DB, cache);
    const q = embedText(RETRIEVAL_QUERIES[0]!);
    const [before] = await index.query(q, { namespace: CODE, topK: 1, filter: FILTER });
    expect(cache.stats().namespaces).toBe(1);
    // Another isolate (its own cache) writes a vector equal to the query: this one must see it at the top.
    const other = createLocalVectorIndex(
      env.DB,
      new NamespaceCache<LocalRow>({ maxRows: 20_000, maxBytes: 64 * 2 ** 20 }, () => 1),
    );
    await other.upsert([{ id: "written-elsewhere", namespace: CODE, values: q, metadata: { ...before!.metadata } }]);
    const [after] = await index.query(q, { namespace: CODE, topK: 1, filter: FILTER });
    expect(after).toMatchObject({ id: "written-elsewhere" });
    expect(after!.score).toBeCloseTo(1, 6);
    await other.deleteByIds(CODE, ["written-elsewhere"]);
    expect((await index.query(q, { namespace: CODE, topK: 1, filter: FILTER }))[0]!.id).toBe(before!.id);
  });
});

describe("reads per search", () => {
  afterEach(() => {
    setProfiling(false);
    resetProfile();
  });

  it("ten searches of a held namespace started together (as a debate gathers its packs) cost one small D1 read", async () => {
    await loadBenchmarkCompany(200);
    const cache = new NamespaceCache<LocalRow>({ maxRows: 20_000, maxBytes: 64 * 2 ** 20 }, () => 1);
    const q = embedText(RETRIEVAL_QUERIES[1]!);
    await createLocalVectorIndex(env.DB, cache).query(q, { namespace: CODE, topK: 5, filter: FILTER }); // held from now on
    setProfiling(true);
    resetProfile();
    const index = createLocalVectorIndex(profiledD1(env.DB), cache);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => index.query(q, { namespace: CODE, topK: 5, filter: FILTER })),
    );
    expect(new Set(results.map((r) => r.map((m) => m.id).join()))).toHaveProperty("size", 1);
    expect(profileSnapshot()["d1.read"].count).toBe(1);
  });

  it("ten searches of a namespace not yet held, started together, share one version read, one size check and one load", async () => {
    await loadBenchmarkCompany(200);
    const cache = new NamespaceCache<LocalRow>({ maxRows: 20_000, maxBytes: 64 * 2 ** 20 }, () => 1);
    const q = embedText(RETRIEVAL_QUERIES[1]!);
    setProfiling(true);
    resetProfile();
    const index = createLocalVectorIndex(profiledD1(env.DB), cache);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => index.query(q, { namespace: CODE, topK: 5, filter: FILTER })),
    );
    expect(new Set(results.map((r) => r.map((m) => m.id).join()))).toHaveProperty("size", 1);
    expect(results[0]).toEqual(await exactScan(RETRIEVAL_QUERIES[1]!, FILTER, 5));
    expect(
      statementSnapshot()
        .map(({ sql, count }) => ({ sql, count }))
        .sort((a, b) => (a.sql < b.sql ? -1 : 1)),
    ).toEqual([
      { sql: "SELECT COUNT(*) AS n FROM local_vectors WHERE namespace = ?", count: 1 },
      { sql: 'SELECT id, "values" AS vec, metadata FROM local_vectors WHERE namespace = ?', count: 1 },
      { sql: "SELECT version FROM local_vector_namespaces WHERE namespace = ?", count: 1 },
    ]);
  });
});

describe("packed vectors", () => {
  it("keep a local embedding sparse, a fraction of its dense size, and score it exactly as the dense vector", () => {
    const v = embedText("关于控股股东减持股份的预披露公告（第12号，涉及金额310.52亿元，占比4.20%）");
    const q = embedText("控股股东减持与股份质押风险");
    const packed = packVector(v);
    expect(packed.byteLength).toBeLessThan(v.byteLength / 4);
    const back = unpackVector(packed);
    const dense = new Float32Array(back.dims);
    back.positions!.forEach((p, k) => (dense[p] = back.values[k]!));
    expect(dense).toEqual(v);
    let dot = 0;
    let n = 0;
    let qn = 0;
    for (let i = 0; i < v.length; i++) {
      dot += v[i]! * q[i]!;
      n += v[i]! * v[i]!;
      qn += q[i]! * q[i]!;
    }
    expect(cosine(back, q, Math.sqrt(qn))).toBe(dot / (Math.sqrt(n) * Math.sqrt(qn)));
  });

  it("keep a dense vector (and rows written before packing) as plain Float32 values", () => {
    const dense = Float32Array.from({ length: 16 }, (_, i) => i - 7.5);
    const packed = packVector(dense);
    expect(packed.byteLength).toBe(dense.byteLength);
    const back = unpackVector(new Uint8Array(packed));
    expect(back.positions).toBeNull();
    expect(back.values).toEqual(dense);
  });
});
