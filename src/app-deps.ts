import { createDb, type Database } from "./db/client";
import { createEmbedder } from "./retrieval/embedder";
import type { Embedder } from "./retrieval/embedder";
import { createVectorStore } from "./retrieval/create-vector-store";
import type { VectorStore } from "./retrieval/vector-store";

/** What request handlers and jobs need, built from `env` per call: no module-level singletons. */
export interface AppDeps {
  db: Database;
  embedder: Embedder;
  vectors: VectorStore;
  now: () => Date;
}

export function appDeps(env: Env, now: () => Date = () => new Date()): AppDeps {
  return { db: createDb(env.DB), embedder: createEmbedder(env), vectors: createVectorStore(env), now };
}
