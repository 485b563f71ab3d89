import { maskQuotedAdvice } from "../verdict/quoted-evidence";
import { and, asc, count, desc, eq, gte, lte, max, min } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { appDeps } from "../app-deps";
import { readConfig } from "../config";
import { announcements, chunks, dailyQuotes, financialMetrics, verdicts } from "../db/schema";
import { Category, Dimension, METRICS, type MetricKey } from "../ingest/metric-catalog";
import { SAMPLE_AS_OF } from "../sample/index";
import { searchEvidence } from "../retrieval/evidence-search";
import { searchTickers } from "../tickers/resolve-ticker";
import { resolveCompany } from "../services/resolve-company";
import { companyDirectory } from "../services/company-directory";
import { DIRECTORY_SOURCE } from "../tickers/directory-snapshot";
import { IsoDate } from "../shared/iso-date";
import { parseQuery } from "./validate";
import { AppError } from "../shared/app-error";
import { latestVerdict } from "../services/verdict-cache";
import { DISCLAIMER } from "../verdict/compliance";
import type { CompanyResponse, TickerSearchResponse, TickerVerdictResponse, VerdictHistoryResponse } from "../shared/wire";


const SearchQuery = z.strictObject({
  q: z.string().trim().max(40, "q is at most 40 characters").optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

const HistoryQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

const PricesQuery = z
  .strictObject({
    from: IsoDate.optional(),
    to: IsoDate.optional(),
    limit: z.coerce.number().int().min(1).max(2000).default(2000),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, "from must not be after to");

const EvidenceQuery = z.strictObject({
  q: z.string().trim().min(1).max(200, "q is at most 200 characters").optional(),
  category: Category.optional(),
  dimension: Dimension.optional(),
  asOf: IsoDate.optional(),
  topK: z.coerce.number().int().min(1).max(50).default(20),
});

export const tickers = new Hono<{ Bindings: Env }>()
  .get("/", async (c) => {
    const { q, limit } = parseQuery(c, SearchQuery);
    const deps = appDeps(c.env);
    const directory = await companyDirectory(deps);
    // Without a query: the companies with data here. With one: every listed A share, by code, name or pinyin.
    const results = q ? searchTickers(q, directory.entries, limit) : directory.loaded.slice(0, limit);
    return c.json({
      query: q ?? null,
      results: results.map((r) => {
        const row = directory.byCode.get(r.code);
        return {
          code: r.code,
          name: r.name,
          exchange: row?.exchange ?? null,
          industry: row?.industry ?? null,
          board: row?.board ?? null,
          status: row?.status ?? null,
          loaded: row?.loaded ?? false,
        };
      }),
      directory: DIRECTORY_SOURCE,
    } satisfies TickerSearchResponse);
  })
  .get("/:ticker", async (c) => {
    const deps = appDeps(c.env);
    const company = await resolveCompany(deps, c.req.param("ticker"), readConfig(c.env).LIVE_SOURCES);
    const { db } = deps;
    const metricRows = await db
      .select()
      .from(financialMetrics)
      .where(eq(financialMetrics.ticker, company.code))
      .orderBy(desc(financialMetrics.period), desc(financialMetrics.publicDate))
      .all();
    const latest = new Map<string, (typeof metricRows)[number]>();
    for (const m of metricRows) if (!latest.has(m.metric)) latest.set(m.metric, m);
    const ann = await db
      .select({ n: count(), first: min(announcements.date), last: max(announcements.date) })
      .from(announcements)
      .where(eq(announcements.ticker, company.code))
      .get();
    const quotes = await db
      .select({ n: count(), first: min(dailyQuotes.date), last: max(dailyQuotes.date) })
      .from(dailyQuotes)
      .where(eq(dailyQuotes.ticker, company.code))
      .get();
    const chunkCounts = await db
      .select({ category: chunks.category, n: count() })
      .from(chunks)
      .where(eq(chunks.ticker, company.code))
      .groupBy(chunks.category)
      .all();
    const periods = [...new Set(metricRows.map((m) => m.period))].sort();
    const asOf = metricRows.reduce<string | null>((a, m) => (a === null || m.disclosureDate > a ? m.disclosureDate : a), null);
    return c.json({
      company: {
        code: company.code,
        exchange: company.exchange,
        name: company.name,
        aliases: company.aliases,
        industry: company.industry,
        dataVersion: company.dataVersion,
      },
      latestMetrics: [...latest.values()].map((m) => ({
        metric: m.metric,
        label: METRICS[m.metric as MetricKey]?.label ?? m.metric,
        period: m.period,
        value: m.value,
        unit: m.unit,
        yoy: m.yoy,
        source: m.source,
        disclosureDate: m.disclosureDate,
      })),
      coverage: {
        periods,
        metrics: new Set(metricRows.map((m) => m.metric)).size,
        metricValues: metricRows.length,
        announcements: { count: ann?.n ?? 0, first: ann?.first ?? null, last: ann?.last ?? null },
        quotes: { count: quotes?.n ?? 0, first: quotes?.first ?? null, last: quotes?.last ?? null },
        chunks: Object.fromEntries(chunkCounts.map((r) => [r.category, r.n])),
      },
      asOf,
      dataset: datasetLabel(c.env),
    } satisfies CompanyResponse);
  })
  .get("/:ticker/verdict", async (c) => {
    const deps = appDeps(c.env);
    const company = await resolveCompany(deps, c.req.param("ticker"), readConfig(c.env).LIVE_SOURCES);
    const found = await latestVerdict(c.env, deps.db, company.code, deps.now(), { dataVersion: company.dataVersion });
    if (!found) throw new AppError(404, "no_verdict", `No verdict for ${company.code} yet; start one with POST /api/debates`);
    c.header("Age", String(found.ageSeconds));
    return c.json({
      ...found.value,
      companyName: found.value.companyName || company.name,
      source: found.source,
      stale: found.stale,
      ageSeconds: found.ageSeconds,
      links: { debate: `/api/debates/${found.value.debateId}`, report: `/api/debates/${found.value.debateId}/report.md` },
      disclaimer: DISCLAIMER,
    } satisfies TickerVerdictResponse);
  })
  .get("/:ticker/verdicts", async (c) => {
    const { limit } = parseQuery(c, HistoryQuery);
    const deps = appDeps(c.env);
    const company = await resolveCompany(deps, c.req.param("ticker"), readConfig(c.env).LIVE_SOURCES);
    // D1 keeps every verdict (append-only): this is the ticker's track record, newest first.
    const rows = await deps.db
      .select({
        debateId: verdicts.debateId,
        protocol: verdicts.protocol,
        asOf: verdicts.asOf,
        stance: verdicts.stance,
        overall: verdicts.overall,
        factuality: verdicts.factuality,
        createdAt: verdicts.createdAt,
      })
      .from(verdicts)
      .where(eq(verdicts.ticker, company.code))
      .orderBy(desc(verdicts.createdAt), desc(verdicts.id))
      .limit(limit)
      .all();
    return c.json({ ticker: company.code, companyName: company.name, results: rows } satisfies VerdictHistoryResponse);
  })
  .get("/:ticker/prices", async (c) => {
    const { from, to, limit } = parseQuery(c, PricesQuery);
    const deps = appDeps(c.env);
    const company = await resolveCompany(deps, c.req.param("ticker"), readConfig(c.env).LIVE_SOURCES);
    const where = [eq(dailyQuotes.ticker, company.code)];
    if (from) where.push(gte(dailyQuotes.date, from));
    if (to) where.push(lte(dailyQuotes.date, to));
    // Read-only daily bars, oldest first: what an evaluation compares a past verdict with (realised moves).
    const rows = await deps.db
      .select({
        date: dailyQuotes.date,
        open: dailyQuotes.open,
        high: dailyQuotes.high,
        low: dailyQuotes.low,
        close: dailyQuotes.close,
        volume: dailyQuotes.volume,
        source: dailyQuotes.source,
      })
      .from(dailyQuotes)
      .where(and(...where))
      .orderBy(asc(dailyQuotes.date))
      .limit(limit)
      .all();
    return c.json({ ticker: company.code, from: from ?? null, to: to ?? null, results: rows });
  })
  .get("/:ticker/evidence", async (c) => {
    const query = parseQuery(c, EvidenceQuery);
    const deps = appDeps(c.env);
    const company = await resolveCompany(deps, c.req.param("ticker"), readConfig(c.env).LIVE_SOURCES);
    const results = await searchEvidence(deps, {
      ticker: company.code,
      query: query.q,
      category: query.category,
      dimension: query.dimension,
      asOf: query.asOf,
      topK: query.topK,
    });
    return c.json({
      ticker: company.code,
      query: query.q ?? null,
      filters: { category: query.category ?? null, dimension: query.dimension ?? null, asOf: query.asOf ?? null },
      results: results.map((r) => ({
        id: r.id,
        score: r.score === null ? null : Math.round(r.score * 1e4) / 1e4,
        kind: r.kind,
        category: r.category,
        dimension: r.dimension,
        // Third-party text as every other output shows it: advice inside it masked (D1 keeps the original).
        text: maskQuotedAdvice(r.text).text,
        period: r.period,
        publicDate: r.publicDate,
        source: r.source,
        sourceUrl: r.sourceUrl,
      })),
      dataset: datasetLabel(c.env),
    });
  });

/** The UI and API label data as a dated snapshot. */
export function datasetLabel(env: Env) {
  return readConfig(env).SAMPLE_DATA === "off"
    ? { kind: "ingested" as const, snapshot: null }
    : { kind: "sample" as const, snapshot: SAMPLE_AS_OF, note: `样例数据快照（截至 ${SAMPLE_AS_OF}）` };
}

