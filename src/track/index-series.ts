import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { indexQuotes, meta } from "../db/schema";
import { runBatch } from "../db/run-batch";
import indexJson from "../sample/index-000300.json";
import type { IndexBar } from "./score";

/** The benchmark of the track record's excess returns. */
export const BENCHMARK = { code: "000300", name: "沪深300" } as const;

const BundledIndex = z.object({
  code: z.literal(BENCHMARK.code),
  name: z.string(),
  source: z.string(),
  sourceUrl: z.string(),
  basis: z.string(),
  bars: z.array(z.tuple([z.iso.date(), z.number().positive(), z.number().positive()])).min(1),
});
export type BundledIndex = z.infer<typeof BundledIndex>;

/** The CSI 300 series bundled with the sample (scripts/build-index-sample.mjs; provenance in src/sample/README.md). */
export const BUNDLED_CSI300: BundledIndex = BundledIndex.parse(indexJson);

const KEY = "index_000300_sessions";
/** Rows per INSERT: D1 binds at most 100 parameters a statement, five per row. */
const ROWS_PER_INSERT = 19;

/**
 * Stores the bundled CSI 300 bars once (keyed by their last session, so a longer bundle reloads); idempotent. What is
 * stored is what scoring reads. Nothing fetches the index live yet, in production either: windows after the bundle's
 * last session are scored without a benchmark (`benchmark: "none"`, `benchmarkUntil` in the scoring answer).
 */
export async function ensureBundledIndex(db: Database, bundle: BundledIndex = BUNDLED_CSI300): Promise<void> {
  const stamp = `${bundle.bars.length}:${bundle.bars.at(-1)![0]}`;
  const row = await db.select().from(meta).where(eq(meta.key, KEY)).get();
  if (row?.value === stamp) return;
  const rows = bundle.bars.map(([date, open, close]) => ({
    code: bundle.code,
    date,
    open,
    close,
    source: bundle.source,
  }));
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    statements.push(
      db
        .insert(indexQuotes)
        .values(rows.slice(i, i + ROWS_PER_INSERT))
        .onConflictDoNothing(),
    );
  }
  await runBatch(db, [
    ...statements,
    db
      .insert(meta)
      .values({ key: KEY, value: stamp })
      .onConflictDoUpdate({ target: meta.key, set: { value: stamp } }),
  ]);
}

export async function storedIndexBars(db: Database, code: string = BENCHMARK.code): Promise<IndexBar[]> {
  return db
    .select({ date: indexQuotes.date, open: indexQuotes.open, close: indexQuotes.close })
    .from(indexQuotes)
    .where(eq(indexQuotes.code, code))
    .orderBy(asc(indexQuotes.date))
    .all();
}
