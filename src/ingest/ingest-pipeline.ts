import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { changedWhere } from "../db/changed-where";
import { runBatch } from "../db/run-batch";
import { announcements, chunks, companies, dailyQuotes, financialMetrics } from "../db/schema";
import { bumpDirectoryVersion } from "./directory-version";
import { exchangeOf } from "../tickers/exchange";
import type { VectorStore } from "../retrieval/vector-store";
import { announcementChunks } from "./chunks/announcement-chunks";
import { derivedChunks } from "./figures/derived-indicators";
import type { Embedder } from "../retrieval/embedder";
import type { AnnouncementInput, IngestPayload, MetricInput, QuoteInput } from "./ingest-payload";
import { type ChunkInsert, metricChunks } from "./chunks/metric-chunks";
import { currentMetrics, metricVersions, planMetricVersions } from "./figures/metric-versions";
import { beijingDate } from "../shared/dates";
import { BlankTextError, normalizePayload } from "./normalize-text";
import { quoteChunks } from "./chunks/quote-chunks";
import { vectorMetadata } from "./chunks/vector-metadata";
import { validateIngest } from "./ingest-validation";

export interface IngestDeps {
  db: Database;
  embedder: Embedder;
  vectors: VectorStore;
  now: () => Date;
}

export interface TickerReport {
  ticker: string;
  rowsChanged: number;
  chunksAdded: number;
  chunksUpdated: number;
  chunksRemoved: number;
  /** New versions of figures already stored: restatements, kept beside the values they replace. */
  revisions: number;
  /**
   * Values that contradicted a version public the same day or later (two values for one version, a backdated
   * restatement): each kept as its own version, none overwritten. Non-zero means a source disagrees with itself.
   */
  conflicts: number;
  dataVersion: number;
}

export interface IngestReport {
  companies: number;
  metrics: number;
  announcements: number;
  quotes: number;
  /**
   * Text fields whose stored text differs from what was sent: entities decoded, tags or invisible characters removed,
   * whitespace collapsed.
   */
  normalizedFields: number;
  tickers: TickerReport[];
}

/** D1 caps bound parameters per statement and statements are cheapest batched; keep batches modest. */
const BATCH = 50;

/**
 * Stores a payload idempotently: rows are upserted only when they differ, each touched ticker's chunks are rebuilt
 * from everything stored for it, and only new or changed chunks are embedded. Chunk rows are written after their
 * vectors, so a failure midway leaves earlier data intact and the next run completes the work.
 */
export async function ingestPayload(deps: IngestDeps, sent: IngestPayload): Promise<IngestReport> {
  const { db } = deps;
  // Every path into the store (adapters, sample data, the admin route) passes here, so text is normalised once for all.
  const valid = await validateIngest(db, sent);
  let normalized: ReturnType<typeof normalizePayload>;
  try {
    normalized = normalizePayload(valid);
  } catch (e) {
    if (e instanceof BlankTextError) throw new IngestInputError(e.message);
    throw e;
  }
  const payload = normalized.payload;
  const stamp = deps.now().toISOString();
  const changedRows = new Map<string, number>();
  const bump = (ticker: string, n: number) => changedRows.set(ticker, (changedRows.get(ticker) ?? 0) + n);

  for (const c of payload.companies) {
    const exchange = c.exchange ?? exchangeOf(c.code);
    if (!exchange) throw new IngestInputError(`company ${c.code}: cannot tell its exchange; pass "exchange"`);
    const fields = { exchange, name: c.name, aliases: c.aliases, industry: c.industry ?? null };
    const res = await db
      .insert(companies)
      .values({ code: c.code, ...fields, updatedAt: stamp })
      .onConflictDoUpdate({
        target: companies.code,
        set: { ...fields, updatedAt: stamp },
        setWhere: changedWhere(companies, fields),
      })
      .run();
    bump(c.code, res.meta.changes);
  }

  const known = await knownTickers(db, [
    ...payload.metrics.map((m) => m.ticker),
    ...payload.announcements.map((a) => a.ticker),
    ...payload.quotes.map((q) => q.ticker),
  ]);
  const unknown = [
    ...new Set([...payload.metrics, ...payload.announcements, ...payload.quotes].map((r) => r.ticker)),
  ].filter((t) => !known.has(t));
  if (unknown.length > 0) {
    throw new IngestInputError(`unknown ticker(s) ${unknown.slice(0, 5).join(", ")}: add them to "companies" first`);
  }

  const revisions = new Map<string, number>();
  const conflicts = new Map<string, number>();
  const today = beijingDate(deps.now());
  for (const [ticker, inputs] of groupBy(payload.metrics, (m) => m.ticker)) {
    const stored = await db.select().from(financialMetrics).where(eq(financialMetrics.ticker, ticker)).all();
    const plan = planMetricVersions(stored, inputs, today);
    const writes = [
      // Two ingests of the same data may overlap (first requests each loading the sample): the later insert of a
      // version the other already stored must change nothing rather than fail.
      ...plan.inserts.map((row) => db.insert(financialMetrics).values(row).onConflictDoNothing()),
      ...plan.updates.map(({ id, set }) => db.update(financialMetrics).set(set).where(eq(financialMetrics.id, id))),
    ];
    for (const part of chunked(writes, BATCH))
      bump(
        ticker,
        (await runBatch(db, part)).reduce((a, n) => a + n, 0),
      );
    revisions.set(ticker, plan.revisions.get(ticker) ?? 0);
    conflicts.set(ticker, plan.conflicts.get(ticker) ?? 0);
  }
  for (const part of chunked(payload.announcements, BATCH)) {
    const changes = await runBatch(
      db,
      part.map((a) => upsertAnnouncement(db, a)),
    );
    changes.forEach((n, i) => bump(part[i]!.ticker, n));
  }
  for (const part of chunked(payload.quotes, BATCH)) {
    const changes = await runBatch(
      db,
      part.map((q) => upsertQuote(db, q)),
    );
    changes.forEach((n, i) => bump(part[i]!.ticker, n));
  }

  const tickers: TickerReport[] = [];
  let directoryChanged = [...changedRows.values()].some((n) => n > 0);
  for (const [ticker, rowsChanged] of changedRows) {
    const rebuilt = await rebuildChunks(deps, ticker);
    let dataVersion = 0;
    if (rowsChanged > 0 || rebuilt.added + rebuilt.updated + rebuilt.removed > 0) {
      const row = await db
        .update(companies)
        .set({ dataVersion: sql`${companies.dataVersion} + 1`, updatedAt: stamp })
        .where(eq(companies.code, ticker))
        .returning({ dataVersion: companies.dataVersion })
        .get();
      dataVersion = row?.dataVersion ?? 0;
      directoryChanged = true;
    } else {
      dataVersion =
        (await db.select({ v: companies.dataVersion }).from(companies).where(eq(companies.code, ticker)).get())?.v ?? 0;
    }
    tickers.push({
      ticker,
      rowsChanged,
      chunksAdded: rebuilt.added,
      chunksUpdated: rebuilt.updated,
      chunksRemoved: rebuilt.removed,
      revisions: revisions.get(ticker) ?? 0,
      conflicts: conflicts.get(ticker) ?? 0,
      dataVersion,
    });
  }
  // Readers cache the company directory (names, data versions) under this token.
  if (directoryChanged) await bumpDirectoryVersion(db, stamp);
  return {
    companies: payload.companies.length,
    metrics: payload.metrics.length,
    announcements: payload.announcements.length,
    quotes: payload.quotes.length,
    normalizedFields: normalized.changedFields,
    tickers,
  };
}

/** A payload that is well-formed but cannot be stored as given (e.g. rows for a ticker with no company). */
export class IngestInputError extends Error {
  override name = "IngestInputError";
}

async function knownTickers(db: Database, tickers: string[]): Promise<Set<string>> {
  const unique = [...new Set(tickers)];
  const found = new Set<string>();
  for (const part of chunked(unique, 90)) {
    const rows = await db.select({ code: companies.code }).from(companies).where(inArray(companies.code, part)).all();
    for (const r of rows) found.add(r.code);
  }
  return found;
}

function upsertAnnouncement(db: Database, a: AnnouncementInput) {
  const set = {
    title: a.title,
    date: a.date,
    category: a.category ?? null,
    url: a.url ?? null,
    text: a.text ?? null,
    source: a.source,
  };
  return db
    .insert(announcements)
    .values({ id: a.id, ticker: a.ticker, ...set })
    .onConflictDoUpdate({
      target: [announcements.ticker, announcements.id],
      set,
      setWhere: changedWhere(announcements, set),
    });
}

function upsertQuote(db: Database, q: QuoteInput) {
  const set = {
    open: q.open ?? null,
    high: q.high ?? null,
    low: q.low ?? null,
    close: q.close,
    volume: q.volume ?? null,
    peTtm: q.peTtm ?? null,
    pb: q.pb ?? null,
    marketCap: q.marketCap ?? null,
    source: q.source,
  };
  return db
    .insert(dailyQuotes)
    .values({ ticker: q.ticker, date: q.date, ...set })
    .onConflictDoUpdate({
      target: [dailyQuotes.ticker, dailyQuotes.date],
      set,
      setWhere: changedWhere(dailyQuotes, set),
    });
}

/** Rebuilds one ticker's chunks from all its stored data and syncs the chunk table and the vector index. */
async function rebuildChunks(deps: IngestDeps, ticker: string) {
  const { db } = deps;
  const company = await db.select().from(companies).where(eq(companies.code, ticker)).get();
  if (!company) return { added: 0, updated: 0, removed: 0 };
  const metricRows = await db.select().from(financialMetrics).where(eq(financialMetrics.ticker, ticker)).all();
  const annRows = await db.select().from(announcements).where(eq(announcements.ticker, ticker)).all();
  const quoteRows = await db
    .select()
    .from(dailyQuotes)
    .where(eq(dailyQuotes.ticker, ticker))
    .orderBy(dailyQuotes.date)
    .all();

  const versions = metricVersions(metricRows);
  const annsIn: AnnouncementInput[] = annRows.map((a) => ({
    ticker: a.ticker,
    id: a.id,
    title: a.title,
    date: a.date,
    category: a.category ?? undefined,
    url: a.url ?? undefined,
    text: a.text ?? undefined,
    source: a.source,
  }));
  const quotesIn: QuoteInput[] = quoteRows.map((q) => ({
    ticker: q.ticker,
    date: q.date,
    open: q.open ?? undefined,
    high: q.high ?? undefined,
    low: q.low ?? undefined,
    close: q.close,
    volume: q.volume ?? undefined,
    peTtm: q.peTtm ?? undefined,
    pb: q.pb ?? undefined,
    marketCap: q.marketCap ?? undefined,
    source: q.source,
  }));

  const who = { code: company.code, name: company.name };
  const wanted = new Map<string, ChunkInsert>();
  for (const c of [
    ...metricChunks(who, versions),
    ...derivedChunks(who, currentMetrics(versions)),
    ...announcementChunks(who, annsIn),
    ...quoteChunks(who, quotesIn),
  ]) {
    wanted.set(c.id, c);
  }

  const existing = new Map(
    (
      await db
        .select({ id: chunks.id, contentHash: chunks.contentHash })
        .from(chunks)
        .where(eq(chunks.ticker, ticker))
        .all()
    ).map((r) => [r.id, r.contentHash] as const),
  );
  const toWrite = [...wanted.values()].filter((c) => existing.get(c.id) !== c.contentHash);
  const stale = [...existing.keys()].filter((id) => !wanted.has(id));

  for (const part of chunked(toWrite, 100)) {
    const vectors = await deps.embedder.embed(part.map((c) => c.text));
    await deps.vectors.upsert(
      part.map((c, i) => ({ id: c.id, namespace: ticker, values: vectors[i]!, metadata: vectorMetadata(c) })),
    );
    await runBatch(
      db,
      part.map((c) =>
        db
          .insert(chunks)
          .values(c)
          .onConflictDoUpdate({
            target: chunks.id,
            set: {
              kind: c.kind,
              category: c.category,
              dimension: c.dimension,
              text: c.text,
              period: c.period ?? null,
              publicDate: c.publicDate,
              source: c.source,
              sourceUrl: c.sourceUrl ?? null,
              figures: c.figures ?? [],
              supersededDate: c.supersededDate ?? null,
              contentHash: c.contentHash,
            },
          }),
      ),
    );
  }
  for (const part of chunked(stale, 90)) {
    await deps.vectors.deleteByIds(ticker, part);
    await db
      .delete(chunks)
      .where(and(eq(chunks.ticker, ticker), inArray(chunks.id, part)))
      .run();
  }
  const updated = toWrite.filter((c) => existing.has(c.id)).length;
  return { added: toWrite.length - updated, updated, removed: stale.length };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

function chunked<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
