import type { AppDeps } from "../app-deps";
import { companies } from "../db/schema";
import { readDirectoryVersion } from "../ingest/directory-version";
import { readListingsUpdate } from "../ingest/fetch/listing-refresh";
import { boardOf, cleanShortName, type Listing, listingStatusOf } from "../tickers/listing";
import { exchangeOf } from "../tickers/exchange";
import { type DirectorySource, pinyinReader, seededDirectory } from "../tickers/listing-store";

/** A listed company as search and resolution see it: the bundled listing, with what D1 knows about it on top. */
export interface DirectoryListing extends Listing {
  aliases: string[];
  /** Whether D1 has the company (and so may have its figures): what local mode can debate. */
  loaded: boolean;
}

export interface CompanyDirectory {
  version: string;
  /** Where the seeded list of every listed A share comes from, and the session it lists. */
  source: DirectorySource;
  /** Code order; one array per version, so the resolver's index is built once per version. */
  entries: readonly DirectoryListing[];
  byCode: ReadonlyMap<string, DirectoryListing>;
  /** The loaded companies, in code order. */
  loaded: readonly DirectoryListing[];
}

/** Per isolate: the directory of the last version seen. Versions are random tokens, so databases never share one. */
let cached: CompanyDirectory | null = null;
let building: { version: string; promise: Promise<CompanyDirectory> } | null = null;

/**
 * Every listed A share (the seeded directory, src/tickers/listing-store.ts) merged with the companies stored in D1
 * (their names, aliases and industries win; a company stored but not in the snapshot, e.g. listed since, is added).
 * Its version token is read at most once a second per isolate (src/ingest/directory-version.ts); the companies table
 * only when the version changed.
 */
export async function companyDirectory(deps: Pick<AppDeps, "db" | "now">): Promise<CompanyDirectory> {
  const version = await readDirectoryVersion(deps.db, deps.now);
  if (cached?.version === version) return cached;
  if (building?.version !== version) {
    const promise = build(deps, version).then(
      (d) => {
        cached = d;
        return d;
      },
      (e: unknown) => {
        building = null;
        throw e;
      },
    );
    building = { version, promise };
  }
  return building.promise;
}

async function build(deps: Pick<AppDeps, "db">, version: string): Promise<CompanyDirectory> {
  const rows = await deps.db
    .select({ code: companies.code, name: companies.name, aliases: companies.aliases, industry: companies.industry })
    .from(companies)
    .all();
  const [seed, update] = await Promise.all([seededDirectory(deps.db), readListingsUpdate(deps.db)]);
  const byCode = new Map<string, DirectoryListing>(
    seed.listings.map((l) => [l.code, { ...l, aliases: [], loaded: false }]),
  );
  // Names the seed does not carry need their pinyin read; one read for all of them.
  const unseeded = [
    ...(update?.listings ?? []).map((u) => u.name),
    ...rows.map((r) => cleanShortName(r.name)).filter((n, i) => byCode.get(rows[i]?.code ?? "")?.name !== n),
  ];
  const pinyinKeys = await pinyinReader(deps.db, unseeded);
  // The exchange's list as the cron last fetched it: companies listed since the snapshot, and names changed since.
  for (const u of update?.listings ?? []) {
    const exchange = exchangeOf(u.code);
    const board = boardOf(u.code);
    if (exchange === null || board === null) continue;
    const listed = byCode.get(u.code);
    const changed = { name: u.name, status: listingStatusOf(u.name), pinyin: pinyinKeys(u.name) };
    byCode.set(
      u.code,
      listed
        ? { ...listed, ...changed }
        : { code: u.code, exchange, board, traded: true, industry: null, aliases: [], loaded: false, ...changed },
    );
  }
  for (const r of rows) {
    const listed = byCode.get(r.code);
    const exchange = exchangeOf(r.code);
    const board = boardOf(r.code);
    if (listed) {
      const name = cleanShortName(r.name);
      byCode.set(r.code, {
        ...listed,
        // A stored name that differs (renamed since the snapshot) needs its own pinyin.
        ...(name === listed.name ? {} : { name, status: listingStatusOf(name), pinyin: pinyinKeys(name) }),
        aliases: r.aliases,
        industry: r.industry,
        loaded: true,
      });
    } else if (exchange !== null && board !== null) {
      const name = cleanShortName(r.name);
      byCode.set(r.code, {
        code: r.code,
        exchange,
        board,
        name,
        status: listingStatusOf(name),
        traded: true,
        pinyin: pinyinKeys(name),
        industry: r.industry,
        aliases: r.aliases,
        loaded: true,
      });
    }
  }
  const entries = [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
  return { version, source: seed.source, entries, byCode, loaded: entries.filter((e) => e.loaded) };
}
