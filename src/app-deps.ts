import type { Config } from "./config";
import { createDb, type Database } from "./db/client";
import { createEmbedder } from "./retrieval/embedder";
import type { Embedder } from "./retrieval/embedder";
import { createVectorStore } from "./retrieval/create-vector-store";
import type { VectorStore } from "./retrieval/vector-store";
import { profiledD1, profiling, timed } from "./shared/profile";

/**
 * What request handlers and jobs need, built once per request, scheduled run, workflow run or Durable Object from its
 * `env` and its config (parsed by `readConfig` at those entry points only): no module-level singletons.
 */
export interface AppDeps {
  config: Config;
  db: Database;
  embedder: Embedder;
  vectors: VectorStore;
  now: () => Date;
}

/** A Hono context whose request has its deps (`c.var.deps`, set once per request by the app's middleware). */
export type DepsEnv = { Bindings: Env; Variables: { deps: AppDeps } };

export function appDeps(env: Env, config: Config, now: () => Date = () => new Date()): AppDeps {
  const embedder = createEmbedder(env, config);
  const d1 = profiledD1(env.DB);
  const vectors = createVectorStore(env, config, d1);
  if (!profiling()) return { config, db: createDb(d1), embedder, vectors, now };
  return {
    config,
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

/**
 * An entry point's deps for its life (a Durable Object's, a workflow run's): built on first use from `read(env)` and
 * built again only when that parse is another one, i.e. the vars changed (tests change them; a deployment restarts
 * the object instead). `readConfig` caches its parse per env, so a use costs a comparison of the raw vars. An invalid
 * config throws at each use until it is fixed.
 */
export function depsFor(env: Env, read: (env: Env) => Config): () => AppDeps {
  let built: AppDeps | undefined;
  return () => {
    const config = read(env);
    if (built?.config !== config) built = appDeps(env, config);
    return built;
  };
}
