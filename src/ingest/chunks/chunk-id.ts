import type { ChunkFigure, chunks } from "../../db/schema";

export type ChunkInsert = typeof chunks.$inferInsert;
export type ChunkKind = ChunkInsert["kind"];

const KIND_LETTER: Record<ChunkKind, string> = { metric: "m", derived: "d", announcement: "a", quote: "q" };

const FNV64_OFFSET = 0xcbf29ce484222325n;
const FNV64_PRIME = 0x100000001b3n;
const MASK64 = 0xffffffffffffffffn;
const utf8 = new TextEncoder();

/** FNV-1a 64 over UTF-8 bytes, as 16 hex digits: synchronous, so chunk builders stay plain functions. */
function fnv1a64(input: string): string {
  let h = FNV64_OFFSET;
  for (const byte of utf8.encode(input)) {
    h ^= BigInt(byte);
    h = (h * FNV64_PRIME) & MASK64;
  }
  return h.toString(16).padStart(16, "0");
}

/**
 * `600519-m-3f9a2c1b7d`: the key names the fact (period, metric, source...), not its wording, so ids survive
 * re-ingests.
 */
export function chunkId(ticker: string, kind: ChunkKind, key: string): string {
  return `${ticker}-${KIND_LETTER[kind]}-${fnv1a64(`${ticker}|${kind}|${key}`).slice(0, 10)}`;
}

/**
 * Changes whenever what a chunk says changes, so only changed chunks are re-embedded. `extra` carries the
 * non-text fields (category, dates...) so that a reclassification also rewrites the stored row.
 */
export function contentHash(text: string, figures: readonly ChunkFigure[], extra = ""): string {
  return fnv1a64(`${text}\u0000${JSON.stringify(figures)}\u0000${extra}`);
}

export type ChunkDraft = Omit<ChunkInsert, "id" | "contentHash" | "figures"> & { key: string; figures: ChunkFigure[] };

export function buildChunk(draft: ChunkDraft): ChunkInsert {
  const { key, ...rest } = draft;
  return {
    ...rest,
    id: chunkId(draft.ticker, draft.kind, key),
    contentHash: contentHash(
      draft.text,
      draft.figures,
      [draft.category, draft.dimension, draft.period ?? "", draft.publicDate, draft.source, draft.sourceUrl ?? ""].join(
        "|",
      ) +
        // Only superseded chunks add this, so the hashes of every other chunk (and their embeddings) stay as they were.
        (draft.supersededDate ? `|superseded ${draft.supersededDate}` : ""),
    ),
  };
}

/** Keeps the last chunk per id: duplicated input rows must not produce duplicate primary keys. */
export function uniqueById(list: ChunkInsert[]): ChunkInsert[] {
  return [...new Map(list.map((c) => [c.id, c])).values()];
}
