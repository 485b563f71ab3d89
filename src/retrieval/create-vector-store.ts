import type { Config } from "../config";
import { createLocalVectorIndex } from "./local-vector-index";
import type { VectorStore } from "./vector-store";
import { createVectorizeStore } from "./vectorize-store";

/**
 * Which vector store this environment uses. It lives apart from vector-store.ts, whose types and checks both
 * implementations import, so that choosing an implementation does not make an import circle.
 *
 * VECTOR_STORE = "local" (default: exact search in D1) | "vectorize" (needs the VECTORS binding); the config rejects
 * anything else.
 */
export function createVectorStore(
  env: Pick<Env, "VECTORS" | "DB">,
  config: Pick<Config, "VECTOR_STORE">,
  db: D1Database = env.DB,
): VectorStore {
  const choice = config.VECTOR_STORE;
  switch (choice) {
    case "local":
      return createLocalVectorIndex(db);
    case "vectorize":
      if (!env.VECTORS) {
        throw new Error(
          'VECTOR_STORE="vectorize" needs the Vectorize binding "VECTORS", which is not configured for this ' +
            "environment",
        );
      }
      return createVectorizeStore(env.VECTORS);
  }
}
