import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "./client";

/** Runs statements as one D1 batch (one transaction); returns the rows changed by each. */
export async function runBatch(db: Database, statements: BatchItem<"sqlite">[]): Promise<number[]> {
  if (statements.length === 0) return [];
  const results = await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return results.map((r) => (r as D1Result).meta?.changes ?? 0);
}
