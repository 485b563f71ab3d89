import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { meta } from "../db/schema";

const KEY = "companies_version";

/**
 * A token that changes whenever a company row or a ticker's data version changes. Readers cache the company directory
 * under it, so a request reads one meta row instead of the whole companies table. Random, so two databases (or a
 * database rebuilt from scratch) never share a token an isolate has cached.
 */
export async function bumpDirectoryVersion(db: Database, stamp: string): Promise<void> {
  const value = `${stamp}/${crypto.randomUUID()}`;
  await db.insert(meta).values({ key: KEY, value }).onConflictDoUpdate({ target: meta.key, set: { value } }).run();
  // This isolate reads its own write at once (a read still in flight from before it must not store its older token);
  // others within TRUST_MS.
  generation.set(db.$client, (generation.get(db.$client) ?? 0) + 1);
  lastRead.delete(db.$client);
}

/**
 * How long an isolate answers with the token it last read instead of reading it again: every ticker request and every
 * debate's POST resolves through the directory, and under load that read was one D1 round trip per request. A change
 * made elsewhere (another isolate's ingest) is seen at most this late; one made here is seen at once.
 */
const TRUST_MS = 1_000;
const lastRead = new WeakMap<object, { value: string; at: number }>();
/** Bumps made in this isolate, per database: a read that started before one does not keep its answer. */
const generation = new WeakMap<object, number>();

/** The current token; a database that never had one gets one now (a directory loaded before tokens existed). */
export async function readDirectoryVersion(db: Database, now: () => Date): Promise<string> {
  const held = lastRead.get(db.$client);
  if (held && Date.now() - held.at < TRUST_MS) return held.value;
  const started = generation.get(db.$client) ?? 0;
  const value = await readFromD1(db, now);
  if ((generation.get(db.$client) ?? 0) === started) lastRead.set(db.$client, { value, at: Date.now() });
  return value;
}

async function readFromD1(db: Database, now: () => Date): Promise<string> {
  const row = await db.select().from(meta).where(eq(meta.key, KEY)).get();
  if (row) return row.value;
  await db
    .insert(meta)
    .values({ key: KEY, value: `${now().toISOString()}/${crypto.randomUUID()}` })
    .onConflictDoNothing()
    .run();
  return (await db.select().from(meta).where(eq(meta.key, KEY)).get())?.value ?? "";
}
