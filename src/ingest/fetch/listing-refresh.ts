import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { meta } from "../../db/schema";
import { seededDirectory } from "../../tickers/listing-store";
import { cleanShortName } from "../../tickers/listing";
import { bumpDirectoryVersion } from "../directory-version";
import type { CompanyInput } from "../ingest-payload";
import { CNINFO_STOCK_LIST } from "../sources";

const KEY = "listings_update";

/**
 * What the exchange's current code list says beyond the bundled snapshot: companies listed since, and names changed
 * since (an ST mark added or lifted, a rename). Small, so it is one meta row; the directory applies it on top.
 */
const ListingsUpdate = z.object({
  fetchedOn: z.string(),
  source: z.string(),
  listings: z.array(z.object({ code: z.string().regex(/^\d{6}$/), name: z.string().min(1) })),
});
export type ListingsUpdate = z.infer<typeof ListingsUpdate>;

export async function readListingsUpdate(db: Database): Promise<ListingsUpdate | null> {
  const row = await db.select().from(meta).where(eq(meta.key, KEY)).get();
  if (!row) return null;
  const parsed = ListingsUpdate.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : null;
}

/**
 * Refreshes the directory from the exchange's code list (`stockList`: cninfo's, fetched through the polite client and
 * the shared budget):
 * keeps what differs from the seeded directory, and bumps the directory's version when that changed. The cron calls it
 * once a run; a failure leaves the last update in place.
 */
export async function refreshListings(
  db: Database,
  stockList: () => Promise<CompanyInput[]>,
  today: string,
): Promise<{ listings: number; changed: boolean }> {
  const listed = await stockList();
  const bundled = new Map((await seededDirectory(db)).listings.map((l) => [l.code, l.name]));
  const listings = listed
    .map((c) => ({ code: c.code, name: cleanShortName(c.name) }))
    .filter((c) => bundled.get(c.code) !== c.name)
    .sort((a, b) => a.code.localeCompare(b.code));
  const before = await readListingsUpdate(db);
  const changed = JSON.stringify(before?.listings ?? []) !== JSON.stringify(listings);
  const update: ListingsUpdate = { fetchedOn: today, source: CNINFO_STOCK_LIST, listings };
  await db
    .insert(meta)
    .values({ key: KEY, value: JSON.stringify(update) })
    .onConflictDoUpdate({ target: meta.key, set: { value: JSON.stringify(update) } })
    .run();
  if (changed) await bumpDirectoryVersion(db, new Date().toISOString());
  return { listings: listings.length, changed };
}
