import { assertFilter, assertTopK, type MetadataValue, type VectorMetadata, type VectorStore } from "./vector-store";

/** Vectorize returns at most 50 matches with returnMetadata "all"; up to 100 with "indexed". */
const VECTORIZE_TOP_K_WITH_ALL_METADATA = 50;
/** Workers binding limit per upsert / delete call. */
const MUTATION_BATCH = 1000;

const isScalar = (v: unknown): v is MetadataValue =>
  typeof v === "string" || typeof v === "number" || typeof v === "boolean";

function scalarMetadata(metadata: Record<string, unknown> | undefined): VectorMetadata {
  return Object.fromEntries(Object.entries(metadata ?? {}).filter(([, v]) => isScalar(v))) as VectorMetadata;
}

/**
 * VECTOR_STORE=vectorize. Namespaces map to Vectorize namespaces. Deletion is by id across the index (the binding
 * has no per-namespace delete), which is safe because chunk ids embed the ticker.
 */
export function createVectorizeStore(index: VectorizeIndex): VectorStore {
  return {
    async upsert(vectors) {
      for (let i = 0; i < vectors.length; i += MUTATION_BATCH) {
        await index.upsert(
          vectors
            .slice(i, i + MUTATION_BATCH)
            .map((v) => ({ id: v.id, namespace: v.namespace, values: v.values, metadata: v.metadata })),
        );
      }
    },

    async query(values, opts) {
      assertTopK(opts.topK);
      if (opts.filter) assertFilter(opts.filter);
      // Every key the app filters on is a metadata index, so "indexed" returns it all when topK exceeds the "all" cap.
      const returnMetadata = opts.topK <= VECTORIZE_TOP_K_WITH_ALL_METADATA ? "all" : "indexed";
      const result = await index.query(values, {
        topK: opts.topK,
        namespace: opts.namespace,
        returnMetadata,
        ...(opts.filter ? { filter: opts.filter as VectorizeVectorMetadataFilter } : {}),
      });
      return result.matches.map((m) => ({ id: m.id, score: m.score, metadata: scalarMetadata(m.metadata) }));
    },

    async deleteByIds(_namespace, ids) {
      for (let i = 0; i < ids.length; i += MUTATION_BATCH) {
        await index.deleteByIds(ids.slice(i, i + MUTATION_BATCH));
      }
    },
  };
}
