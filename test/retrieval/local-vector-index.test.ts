import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createLocalVectorIndex } from "../../src/retrieval/local-vector-index";
import { createVectorStore } from "../../src/retrieval/create-vector-store";
import type { matchesFilter, VectorRecord } from "../../src/retrieval/vector-store";
import { vectorMetadata } from "../../src/ingest/chunks/vector-metadata";
import { type ConfigSource, readConfig } from "../../src/config";

const store = () => createLocalVectorIndex(env.DB);

/** Unit vector along axis i (optionally tilted towards axis j), 8-d: enough to order matches predictably. */
function axis(i: number, tilt?: { j: number; w: number }): number[] {
  const v: number[] = Array.from({ length: 8 }, (_, k) => (k === i ? 1 : 0));
  if (tilt) v[tilt.j] = tilt.w;
  return v;
}

async function rowCount(namespace: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM local_vectors WHERE namespace = ?")
    .bind(namespace)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

function record(
  namespace: string,
  id: string,
  values: number[],
  publicDate: number,
  category = "growth",
): VectorRecord {
  return {
    id,
    namespace,
    values,
    metadata: { ticker: namespace, kind: "metric", category, dimension: "earnings", period: 20241231, publicDate },
  };
}

describe("local vector index", () => {
  it("upserts idempotently: the same id twice is one row, carrying the latest values and metadata", async () => {
    const s = store();
    await s.upsert([record("ns-upsert", "a", axis(0), 20250403)]);
    await s.upsert([record("ns-upsert", "a", axis(1), 20250404, "risk")]);
    expect(await rowCount("ns-upsert")).toBe(1);
    const [hit] = await s.query(axis(1), { namespace: "ns-upsert", topK: 5 });
    expect(hit).toMatchObject({ id: "a", metadata: { category: "risk", publicDate: 20250404 } });
    expect(hit!.score).toBeCloseTo(1, 6);
  });

  it("ranks by cosine similarity, best first, and honours topK", async () => {
    const s = store();
    await s.upsert([
      record("ns-rank", "far", axis(3), 1),
      record("ns-rank", "near", axis(0, { j: 1, w: 0.2 }), 1),
      record(
        "ns-rank",
        "exact",
        axis(0).map((x) => x * 5),
        1,
      ),
    ]);
    const matches = await s.query(axis(0), { namespace: "ns-rank", topK: 2 });
    expect(matches.map((m) => m.id)).toEqual(["exact", "near"]);
    expect(matches[0]!.score).toBeCloseTo(1, 6);
    expect(matches[1]!.score).toBeCloseTo(1 / Math.sqrt(1.04), 6);
  });

  it("keeps namespaces apart", async () => {
    const s = store();
    await s.upsert([
      record("600519", "x", axis(0), 1),
      record("000858", "x", axis(0), 1),
      record("000858", "y", axis(0), 1),
    ]);
    expect((await s.query(axis(0), { namespace: "600519", topK: 10 })).map((m) => m.metadata.ticker)).toEqual([
      "600519",
    ]);
    expect(await s.query(axis(0), { namespace: "601318", topK: 10 })).toEqual([]);
    await s.deleteByIds("600519", ["x"]);
    expect(await rowCount("600519")).toBe(0);
    expect(await rowCount("000858")).toBe(2);
  });

  describe("filters (Vectorize semantics)", () => {
    const ns = "ns-filter";
    const seed = async () => {
      const s = store();
      await s.upsert([
        record(ns, "g2023", axis(0), 20240403, "growth"),
        record(ns, "r2024", axis(0, { j: 1, w: 0.1 }), 20250403, "risk"),
        record(ns, "n2025", axis(0, { j: 1, w: 0.2 }), 20260328, "neutral"),
      ]);
      return s;
    };
    const ids = async (filter: Parameters<typeof matchesFilter>[1]) =>
      (await (await seed()).query(axis(0), { namespace: ns, topK: 10, filter })).map((m) => m.id).sort();

    it("a bare value is $eq", async () => {
      expect(await ids({ category: "risk" })).toEqual(["r2024"]);
      expect(await ids({ category: { $eq: "growth" } })).toEqual(["g2023"]);
    });

    it("$in and $nin", async () => {
      expect(await ids({ category: { $in: ["growth", "neutral"] } })).toEqual(["g2023", "n2025"]);
      expect(await ids({ category: { $nin: ["growth", "neutral"] } })).toEqual(["r2024"]);
    });

    it("$lte on publicDate keeps only what was public by then (the as-of rule)", async () => {
      expect(await ids({ publicDate: { $lte: 20250403 } })).toEqual(["g2023", "r2024"]);
      expect(await ids({ publicDate: { $lt: 20250403 } })).toEqual(["g2023"]);
      expect(await ids({ publicDate: { $gte: 20250403, $lt: 20260101 } })).toEqual(["r2024"]);
    });

    it("ANDs all keys, and $ne matches rows where the key differs", async () => {
      expect(await ids({ category: { $ne: "growth" }, publicDate: { $lte: 20251231 } })).toEqual(["r2024"]);
      expect(await ids({ category: "growth", publicDate: { $gt: 20250101 } })).toEqual([]);
    });

    it("compares like with like: a string never matches a numeric range", async () => {
      expect(await ids({ publicDate: { $lte: "20991231" } })).toEqual([]);
      expect(await ids({ publicDate: "20250403" })).toEqual([]);
    });

    it("rejects unknown operators", async () => {
      await expect(ids({ publicDate: { $like: 1 } as never })).rejects.toThrow(TypeError);
    });
  });

  it("rejects topK outside 1..100 with a RangeError", async () => {
    const s = store();
    for (const topK of [0, 101, 2.5, -1]) {
      await expect(s.query(axis(0), { namespace: "any", topK })).rejects.toThrow(RangeError);
    }
    await expect(s.query(axis(0), { namespace: "any", topK: 100 })).resolves.toEqual([]);
  });

  it("writes and deletes in batches beyond one D1 batch and one statement's parameter limit", async () => {
    const s = store();
    const many = Array.from({ length: 230 }, (_, i) => record("ns-bulk", `id-${i}`, axis(i % 8), 20250101 + i));
    await s.upsert(many);
    expect(await rowCount("ns-bulk")).toBe(230);
    await s.deleteByIds(
      "ns-bulk",
      many.slice(0, 150).map((r) => r.id),
    );
    expect(await rowCount("ns-bulk")).toBe(80);
  });

  it("stores Float32Array vectors exactly", async () => {
    const s = store();
    const values = Float32Array.from({ length: 1024 }, (_, i) => Math.sin(i));
    await s.upsert([{ id: "f", namespace: "ns-f32", values, metadata: { ticker: "x" } }]);
    const [hit] = await s.query(values, { namespace: "ns-f32", topK: 1 });
    expect(hit!.score).toBeCloseTo(1, 6);
  });

  it("refuses to compare vectors of different dimensions", async () => {
    const s = store();
    await s.upsert([record("ns-dim", "a", axis(0), 1)]);
    await expect(s.query([1, 0, 0], { namespace: "ns-dim", topK: 1 })).rejects.toThrow(/dimensions/);
  });
});

describe("vectorMetadata", () => {
  it("turns dates into YYYYMMDD numbers, 0 for no period", () => {
    expect(
      vectorMetadata({
        ticker: "600519",
        kind: "metric",
        category: "growth",
        dimension: "earnings",
        period: "2024-12-31",
        publicDate: "2025-04-03",
      }),
    ).toEqual({
      ticker: "600519",
      kind: "metric",
      category: "growth",
      dimension: "earnings",
      period: 20241231,
      publicDate: 20250403,
    });
    expect(
      vectorMetadata({
        ticker: "300750",
        kind: "quote",
        category: "neutral",
        dimension: "market",
        period: null,
        publicDate: "2025-12-31",
      }).period,
    ).toBe(0);
  });
});

/** The store an entry point builds from these vars: the bindings, and the config parsed from the same vars. */
const storeFrom = (vars: Pick<Env, "VECTORS" | "DB"> & Record<string, unknown>) =>
  createVectorStore(vars, readConfig(vars as ConfigSource));

describe("createVectorStore", () => {
  it("defaults to the local index and names the missing binding for vectorize", async () => {
    const local = storeFrom({ VECTOR_STORE: "", VECTORS: undefined, DB: env.DB });
    await expect(local.query(axis(0), { namespace: "none", topK: 1 })).resolves.toEqual([]);
    expect(() => storeFrom({ VECTOR_STORE: "vectorize", VECTORS: undefined, DB: env.DB })).toThrow(/binding "VECTORS"/);
    expect(() => storeFrom({ VECTOR_STORE: "pinecone", VECTORS: undefined, DB: env.DB })).toThrow(
      /VECTOR_STORE must be/,
    );
  });
});
