import type { Config } from "../config";
import { createLocalEmbedder } from "./local-embedder";
import { createWorkersAiEmbedder, embeddingGatewayOptions } from "./workers-ai-embedder";

/** Turns texts into vectors; implementations must return one vector of `dimensions` values per input, in order. */
export interface Embedder {
  readonly dimensions: number;
  readonly model: string;
  embed(texts: string[]): Promise<Float32Array[]>;
}

/**
 * EMBEDDINGS = "local" (default: deterministic, offline) | "workers-ai" (bge-m3, needs the AI binding); the config
 * rejects anything else.
 */
export function createEmbedder(env: Pick<Env, "AI">, config: Config): Embedder {
  const choice = config.EMBEDDINGS;
  switch (choice) {
    case "local":
      return createLocalEmbedder();
    case "workers-ai":
      if (!env.AI) {
        throw new Error(
          'EMBEDDINGS="workers-ai" needs the Workers AI binding "AI", which is not configured for this environment',
        );
      }
      return createWorkersAiEmbedder(env.AI, embeddingGatewayOptions(config));
  }
}
