import type { ChunkInsert } from "./chunk-id";
import { dateNumber } from "../figures/period-label";
import type { VectorMetadata } from "../../retrieval/vector-store";

/**
 * What the vector index stores beside each chunk, and so what queries can filter on: dates as YYYYMMDD numbers
 * because Vectorize ranges ($lte) work on numbers; period 0 for chunks tied to no report period. Written at ingest
 * (here, beside the chunks it describes); the shape the index holds and queries read is retrieval's `VectorMetadata`.
 */
export function vectorMetadata(
  chunk: Pick<ChunkInsert, "ticker" | "kind" | "category" | "dimension" | "period" | "publicDate">,
): VectorMetadata {
  return {
    ticker: chunk.ticker,
    kind: chunk.kind,
    category: chunk.category,
    dimension: chunk.dimension,
    period: dateNumber(chunk.period),
    publicDate: dateNumber(chunk.publicDate),
  };
}
