import { eq } from "drizzle-orm";
import type { AppDeps } from "../app-deps";
import { meta } from "../db/schema";
import { SAMPLE_DATA, SAMPLE_VERSION } from "../sample";
import { ingestPayload } from "./ingest-pipeline";

const KEY = "sample_version";

/** In-flight loads per database, so concurrent first requests share one load instead of racing. */
const loading = new WeakMap<D1Database, Promise<void>>();

/** Loads the bundled sample dataset once per sample version (SAMPLE_DATA=auto); later calls are one cheap read. */
export function ensureSampleData(d1: D1Database, deps: AppDeps): Promise<void> {
  let pending = loading.get(d1);
  if (!pending) {
    pending = load(deps).finally(() => loading.delete(d1));
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
