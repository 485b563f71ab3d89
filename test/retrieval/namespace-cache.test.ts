import { describe, expect, it } from "vitest";
import { NamespaceCache } from "../../src/retrieval/namespace-cache";

/** Rows are numbers; each "weighs" its value in bytes. */
const cache = (maxBytes = 100, maxRows = 10) => new NamespaceCache<number>({ maxRows, maxBytes }, (n) => n);
const loader = (rows: number[]) => {
  const calls = { n: 0 };
  return { calls, load: async () => (calls.n++, rows) };
};

describe("namespace cache", () => {
  it("holds a namespace's rows under their version and reads again for any other version", async () => {
    const c = cache();
    const v1 = loader([1, 2]);
    expect(await c.get("600519", "v1", v1.load)).toEqual([1, 2]);
    expect(await c.get("600519", "v1", v1.load)).toEqual([1, 2]);
    expect(v1.calls.n).toBe(1);
    expect(c.peek("600519", "v2")).toBeUndefined();
    const v2 = loader([3]);
    expect(await c.get("600519", "v2", v2.load)).toEqual([3]);
    expect(c.stats()).toEqual({ namespaces: 1, bytes: 3 });
  });

  it("shares one load between readers that ask at the same time", async () => {
    const c = cache();
    const l = loader([5]);
    const all = await Promise.all([c.get("a", "v", l.load), c.get("a", "v", l.load), c.get("a", "v", l.load)]);
    expect(all).toEqual([[5], [5], [5]]);
    expect(l.calls.n).toBe(1);
  });

  it("lets the least recently used namespace go when the bytes bound is passed", async () => {
    const c = cache(100);
    await c.get("a", "v", loader([40]).load);
    await c.get("b", "v", loader([40]).load);
    c.peek("a", "v"); // a is now the most recently used
    await c.get("c", "v", loader([40]).load);
    expect(c.peek("b", "v")).toBeUndefined();
    expect(c.peek("a", "v")).toBeDefined();
    expect(c.peek("c", "v")).toBeDefined();
  });

  it("never holds a namespace bigger than the bounds, and does not load it whole again until it changes", async () => {
    const c = cache(100, 10);
    expect(c.fits("big", "v1", 11)).toBe(false);
    expect(c.fits("big", "v1", 3)).toBe(true);
    expect(await c.get("big", "v1", loader([60, 60]).load)).toEqual([60, 60]);
    expect(c.peek("big", "v1")).toBeUndefined();
    expect(c.fits("big", "v1", 2)).toBe(false);
    expect(c.fits("big", "v2", 2)).toBe(true);
    expect(c.stats().bytes).toBe(0);
  });

  it("does not hold a failed load: the next reader tries again", async () => {
    const c = cache();
    await expect(c.get("a", "v", async () => Promise.reject(new Error("D1 down")))).rejects.toThrow("D1 down");
    expect(c.peek("a", "v")).toBeUndefined();
    expect(await c.get("a", "v", loader([1]).load)).toEqual([1]);
  });
});
