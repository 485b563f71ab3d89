import { describe, expect, it } from "vitest";
import { createEmbedder } from "../../src/retrieval/embedder";
import { createLocalEmbedder } from "../../src/retrieval/local-embedder";
import { createWorkersAiEmbedder } from "../../src/retrieval/workers-ai-embedder";
import { type ConfigSource, readConfig } from "../../src/config";

const cosine = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);
const norm = (a: Float32Array) => Math.sqrt(cosine(a, a));

describe("local embedder", () => {
  const embedder = createLocalEmbedder();

  it("is deterministic and 1024-dimensional", async () => {
    const [a, b] = await embedder.embed([
      "贵州茅台2024年报经营活动现金流量净额924.64亿元",
      "贵州茅台2024年报经营活动现金流量净额924.64亿元",
    ]);
    expect(embedder.dimensions).toBe(1024);
    expect(a).toHaveLength(1024);
    expect(Array.from(a!)).toEqual(Array.from(b!));
    const [again] = await createLocalEmbedder().embed(["贵州茅台2024年报经营活动现金流量净额924.64亿元"]);
    expect(Array.from(again!)).toEqual(Array.from(a!));
  });

  it("returns unit vectors (and a zero vector for text with no features)", async () => {
    const [a, b, empty] = await embedder.embed(["营业总收入同比增长15.66%", "ROE and gross margin", ""]);
    expect(norm(a!)).toBeCloseTo(1, 5);
    expect(norm(b!)).toBeCloseTo(1, 5);
    expect(norm(empty!)).toBe(0);
  });

  it("puts similar Chinese texts closer than unrelated ones", async () => {
    const [query, near, far] = await embedder.embed([
      "经营现金流下降",
      "2024年报 经营活动现金流量净额 同比下降",
      "关于召开2024年年度股东大会的通知",
    ]);
    expect(cosine(query!, near!)).toBeGreaterThan(cosine(query!, far!) + 0.1);
  });

  it("matches number-unit tokens", async () => {
    const [query, same, other] = await embedder.embed(["同比+15.66%", "营业总收入同比+15.66%", "营业总收入同比+3.20%"]);
    expect(cosine(query!, same!)).toBeGreaterThan(cosine(query!, other!));
  });
});

describe("Workers AI embedder", () => {
  function fakeAi(calls: { model: string; texts: string[] }[]) {
    return {
      run: async (model: string, inputs: { text: string[] }) => {
        calls.push({ model, texts: inputs.text });
        return {
          shape: [inputs.text.length, 1024],
          data: inputs.text.map((t) => Array.from({ length: 1024 }, (_, i) => (i === t.length ? 1 : 0))),
        };
      },
    } as unknown as Ai;
  }

  it("calls bge-m3 in batches of at most 100 texts and keeps the order", async () => {
    const calls: { model: string; texts: string[] }[] = [];
    const texts = Array.from({ length: 250 }, (_, i) => "字".repeat(i % 7));
    const vectors = await createWorkersAiEmbedder(fakeAi(calls)).embed(texts);
    expect(calls.map((c) => c.texts.length)).toEqual([100, 100, 50]);
    expect(calls.every((c) => c.model === "@cf/baai/bge-m3")).toBe(true);
    expect(vectors).toHaveLength(250);
    expect(vectors.map((v) => v.indexOf(1))).toEqual(texts.map((t) => t.length));
  });

  it("fails clearly when the model answers with the wrong number of vectors", async () => {
    const ai = { run: async () => ({ data: [[1, 2]] }) } as unknown as Ai;
    await expect(createWorkersAiEmbedder(ai).embed(["a", "b"])).rejects.toThrow(/returned 1 embeddings for 2 texts/);
  });
});

/** The embedder an entry point builds from these vars: the bindings, and the config parsed from the same vars. */
const embedderFrom = (vars: { AI: Ai | undefined } & Record<string, unknown>) =>
  createEmbedder(vars, readConfig(vars as ConfigSource));

describe("createEmbedder", () => {
  it("defaults to the local embedder", () => {
    expect(embedderFrom({ EMBEDDINGS: "", AI: undefined }).model).toBe("local-ngram-hash-v1");
    expect(embedderFrom({ EMBEDDINGS: "local", AI: undefined }).dimensions).toBe(1024);
  });

  it("names the missing AI binding when workers-ai is asked for without it", () => {
    expect(() => embedderFrom({ EMBEDDINGS: "workers-ai", AI: undefined })).toThrow(/binding "AI"/);
  });

  it("uses Workers AI when the binding is present, and rejects unknown choices", () => {
    expect(embedderFrom({ EMBEDDINGS: "workers-ai", AI: {} as Ai }).model).toBe("@cf/baai/bge-m3");
    expect(() => embedderFrom({ EMBEDDINGS: "openai", AI: undefined })).toThrow(/EMBEDDINGS must be/);
  });
});

describe("Workers AI embeddings and the AI Gateway", () => {
  function recordingAi() {
    const options: unknown[] = [];
    const ai = {
      run: async (_m: string, inputs: { text: string[] }, opts: unknown) => (
        options.push(opts), { data: inputs.text.map(() => new Array(1024).fill(0.1)) }
      ),
    } as unknown as Ai;
    return { ai, options };
  }

  it("go direct without AI_GATEWAY_ID, and through the gateway, tagged as embeddings, with it", async () => {
    const direct = recordingAi();
    await embedderFrom({ EMBEDDINGS: "workers-ai", AI: direct.ai }).embed(["营业收入"]);
    expect(direct.options).toEqual([{}]);
    const routed = recordingAi();
    await embedderFrom({
      EMBEDDINGS: "workers-ai",
      AI: routed.ai,
      AI_GATEWAY_ID: "debatedesk",
      AI_GATEWAY_ACCOUNT_ID: "0123456789abcdef0123456789abcdef",
    }).embed(["营业收入"]);
    expect(routed.options).toEqual([{ gateway: { id: "debatedesk", metadata: { kind: "embedding" } } }]);
  });
});
