import { describe, expect, it } from "vitest";
import { createVectorizeStore } from "../../src/retrieval/vectorize-store";

/** Records what the store asks of the binding; Vectorize itself is remote-only and never called in tests. */
function fakeIndex() {
  const calls: { method: string; args: unknown[] }[] = [];
  const index = {
    upsert: async (...args: unknown[]) => (calls.push({ method: "upsert", args }), { ids: [], count: 0 }),
    deleteByIds: async (...args: unknown[]) => (calls.push({ method: "deleteByIds", args }), { ids: [], count: 0 }),
    query: async (...args: unknown[]) => {
      calls.push({ method: "query", args });
      return {
        count: 1,
        matches: [{ id: "600519-m-1", score: 0.9, metadata: { ticker: "600519", publicDate: 20250403, tags: ["x"] } }],
      };
    },
  } as unknown as VectorizeIndex;
  return { index, calls };
}

describe("Vectorize store", () => {
  it("upserts with the namespace and metadata, in batches of at most 1000", async () => {
    const { index, calls } = fakeIndex();
    const vectors = Array.from({ length: 1500 }, (_, i) => ({
      id: `v${i}`,
      namespace: "600519",
      values: [1, 0],
      metadata: { ticker: "600519" },
    }));
    await createVectorizeStore(index).upsert(vectors);
    const batches = calls.filter((c) => c.method === "upsert").map((c) => c.args[0] as { namespace: string }[]);
    expect(batches.map((b) => b.length)).toEqual([1000, 500]);
    expect(batches[0]![0]).toEqual({ id: "v0", namespace: "600519", values: [1, 0], metadata: { ticker: "600519" } });
  });

  it("queries in the namespace with the filter, returning all metadata up to topK 50 and indexed metadata above", async () => {
    const { index, calls } = fakeIndex();
    const store = createVectorizeStore(index);
    const matches = await store.query([1, 0], {
      namespace: "600519",
      topK: 20,
      filter: { publicDate: { $lte: 20250403 } },
    });
    expect(calls[0]!.args[1]).toEqual({
      topK: 20,
      namespace: "600519",
      returnMetadata: "all",
      filter: { publicDate: { $lte: 20250403 } },
    });
    expect(matches).toEqual([{ id: "600519-m-1", score: 0.9, metadata: { ticker: "600519", publicDate: 20250403 } }]);
    await store.query([1, 0], { namespace: "600519", topK: 80 });
    expect(calls[1]!.args[1]).toEqual({ topK: 80, namespace: "600519", returnMetadata: "indexed" });
    await expect(store.query([1, 0], { namespace: "600519", topK: 101 })).rejects.toThrow(RangeError);
  });

  it("deletes by id", async () => {
    const { index, calls } = fakeIndex();
    await createVectorizeStore(index).deleteByIds("600519", ["a", "b"]);
    expect(calls).toEqual([{ method: "deleteByIds", args: [["a", "b"]] }]);
  });
});
