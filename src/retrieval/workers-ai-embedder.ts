import type { BindingGatewayOptions } from "../models/ai-gateway";
import type { Config } from "../config";
import type { Embedder } from "./embedder";

/**
 * Embeddings (Workers AI bge-m3) through the gateway too, tagged as such. They are deterministic, so the gateway's
 * cache settings apply as configured in its dashboard; nothing retries embeddings on our side, so its retry policy
 * does too. Here with the embedder (the gateway's calls for models are tagged in src/models/ai-gateway.ts), so
 * retrieval needs nothing from the models above it.
 */
export function embeddingGatewayOptions(config: Config): BindingGatewayOptions | undefined {
  if (!config.AI_GATEWAY_ID) return undefined;
  return { id: config.AI_GATEWAY_ID, metadata: { kind: "embedding" } };
}

const WORKERS_AI_MODEL = "@cf/baai/bge-m3";
const WORKERS_AI_DIMENSIONS = 1024;
/** Workers AI accepts at most 100 texts per bge-m3 call. */
const WORKERS_AI_BATCH = 100;

/** bge-m3 is multilingual (Chinese included) and 1024-d, the same size as the local embedder's vectors. */
export function createWorkersAiEmbedder(ai: Ai, gateway?: BindingGatewayOptions): Embedder {
  return {
    dimensions: WORKERS_AI_DIMENSIONS,
    model: WORKERS_AI_MODEL,
    async embed(texts) {
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += WORKERS_AI_BATCH) {
        const batch = texts.slice(i, i + WORKERS_AI_BATCH);
        const result = await ai.run(
          WORKERS_AI_MODEL,
          { text: batch, truncate_inputs: true },
          gateway ? { gateway } : {},
        );
        const data = "data" in result ? result.data : undefined;
        if (!Array.isArray(data) || data.length !== batch.length) {
          throw new Error(
            `${WORKERS_AI_MODEL} returned ${Array.isArray(data) ? data.length : "no"} embeddings for ${batch.length} ` +
              `texts`,
          );
        }
        for (const row of data) {
          if (row.length !== WORKERS_AI_DIMENSIONS) {
            throw new Error(
              `${WORKERS_AI_MODEL} returned a ${row.length}-d embedding, expected ${WORKERS_AI_DIMENSIONS}`,
            );
          }
          out.push(Float32Array.from(row));
        }
      }
      return out;
    },
  };
}
