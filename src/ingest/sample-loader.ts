import { eq } from "drizzle-orm";
import type { AppDeps } from "../app-deps";
import { meta } from "../db/schema";
import { SAMPLE_DATA, SAMPLE_VERSION } from "../sample";
import { ingestPayload } from "./ingest-pipeline";

const KEY = "sample_version";

/** In-flight loads per database, so concurrent first requests share one load instead of racing. */
const loading = new WeakMap<D1Database, Promise<void>>();

/**
 * Databases this isolate has seen holding the bundled sample at SAMPLE_VERSION. A database does not lose rows it was
 * given, and a new sample version comes with a new deployment (a new isolate), so each API request after the first
 * skips the check's D1 read (a debate's POST, socket and state reads each paid one).
 */
const holding = new WeakSet<D1Database>();

/** Loads the bundled sample dataset once per sample version (SAMPLE_DATA=auto); later calls cost nothing. */
export function ensureSampleData(d1: D1Database, deps: () => AppDeps): Promise<void> {
  if (holding.has(d1)) return Promise.resolve();
  let pending = loading.get(d1);
  if (!pending) {
    pending = load(deps())
      .then(() => void holding.add(d1))
      .finally(() => loading.delete(d1));
    loading.set(d1, pending);
  }
  return pending;
}

async function load(deps: AppDeps): Promise<void> {
  const row = await deps.db.select().from(meta).where(eq(meta.key, KEY)).get();
  if (row?.value === SAMPLE_VERSION) return;
  await ingestPayload(deps, SAMPLE_DATA);
  await deps.db
    .insert(meta)
    .values({ key: KEY, value: SAMPLE_VERSION })
    .onConflictDoUpdate({ target: meta.key, set: { value: SAMPLE_VERSION } })
    .run();
}

export async function loadedSampleVersion(deps: Pick<AppDeps, "db">): Promise<string | null> {
  return (await deps.db.select().from(meta).where(eq(meta.key, KEY)).get())?.value ?? null;
}
