import { createDb, type Database } from "./db/client";
import { createEmbedder } from "./retrieval/embedder";
import type { Embedder } from "./retrieval/embedder";
import { createVectorStore } from "./retrieval/create-vector-store";
import type { VectorStore } from "./retrieval/vector-store";
import { profiledD1, profiling, timed } from "./shared/profile";

/** What request handlers and jobs need, built from `env` per call: no module-level singletons. */
export interface AppDeps {
  db: Database;
  embedder: Embedder;
  vectors: VectorStore;
  now: () => Date;
}

export function appDeps(env: Env, now: () => Date = () => new Date()): AppDeps {
  const embedder = createEmbedder(env);
  const d1 = profiledD1(env.DB);
  const vectors = createVectorStore(env, d1);
  if (!profiling()) return { db: createDb(d1), embedder, vectors, now };
  return {
    db: createDb(d1),
    embedder: {
      dimensions: embedder.dimensions,
      model: embedder.model,
      embed: (texts) => timed("embedding", () => embedder.embed(texts)),
    },
    vectors: { ...vectors, query: (values, opts) => timed("retrieval", () => vectors.query(values, opts)) },
    now,
  };
}
