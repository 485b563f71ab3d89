import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { listings, meta, pinyinReadings } from "../db/schema";
import { exchangeOf } from "./exchange";
import { boardOf, type Listing } from "./listing";
import { namePinyin, readingKeys } from "./name-pinyin";
import type { PinyinKeys } from "./pinyin-keys";

/** Where the directory comes from and which trading session it lists (the seed's `directory_source` meta row). */
export const DirectorySource = z.strictObject({
  source: z.string().min(1),
  file: z.string().min(1),
  session: z.iso.date(),
  count: z.number().int().nonnegative(),
});
export type DirectorySource = z.infer<typeof DirectorySource>;

export interface SeededDirectory {
  source: DirectorySource;
  listings: readonly Listing[];
}

/**
 * Only migrations write the seeded directory (migrations/0014_directory_seed.sql), so each isolate reads it once per
 * database, not once per directory version: an ingest that bumps the version rebuilds the merge, not this read.
 */
const seeded = new WeakMap<object, Promise<SeededDirectory>>();

/** The directory of every listed A share as the seed migration stored it, in code order. */
export function seededDirectory(db: Database): Promise<SeededDirectory> {
  const held = seeded.get(db.$client);
  if (held) return held;
  const read = readSeeded(db);
  seeded.set(db.$client, read);
  // A failed read is not kept: the next request tries again.
  read.catch(() => seeded.delete(db.$client));
  return read;
}

async function readSeeded(db: Database): Promise<SeededDirectory> {
  const [rows, sourceRow] = await Promise.all([
    db.select().from(listings).orderBy(listings.code).all(),
    db.select().from(meta).where(eq(meta.key, "directory_source")).get(),
  ]);
  if (rows.length === 0 || !sourceRow) {
    throw new Error("the directory is not seeded: apply the D1 migrations (wrangler d1 migrations apply DB)");
  }
  const out: Listing[] = [];
  for (const r of rows) {
    const exchange = exchangeOf(r.code);
    const board = boardOf(r.code);
    if (exchange === null || board === null) continue;
    out.push({
      code: r.code,
      exchange,
      board,
      name: r.name,
      status: r.status,
      traded: r.traded,
      pinyin: { full: r.pinyin, initials: r.initials },
      industry: null,
    });
  }
  return { source: DirectorySource.parse(JSON.parse(sourceRow.value)), listings: out };
}

/** D1 binds at most 100 parameters per statement. */
const CHARS_PER_READ = 90;

/**
 * Pinyin for names the seed does not carry (listed since, renamed, ingested): one read of the readings of their
 * characters and character pairs, then `namePinyin` per name.
 */
export async function pinyinReader(db: Database, names: readonly string[]): Promise<(name: string) => PinyinKeys> {
  const chars = [...new Set(names.flatMap(readingKeys))];
  const readings = new Map<string, string>();
  for (let i = 0; i < chars.length; i += CHARS_PER_READ) {
    const rows = await db
      .select()
      .from(pinyinReadings)
      .where(inArray(pinyinReadings.char, chars.slice(i, i + CHARS_PER_READ)))
      .all();
    for (const r of rows) readings.set(r.char, r.reading);
  }
  return (name) => namePinyin(name, readings);
}
