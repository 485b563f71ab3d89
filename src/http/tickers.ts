import { maskQuotedAdvice } from "../compliance/quoted-evidence";
import { and, asc, count, desc, eq, gte, lte, max, min } from "drizzle-orm";
import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../app-deps";
import type { Config } from "../config";
import { announcements, chunks, dailyQuotes, financialMetrics, verdicts } from "../db/schema";
import { Category, Dimension, METRICS, type MetricKey } from "../domain/metric-catalog";
import { SAMPLE_AS_OF, SAMPLE_DEBATE_AS_OF } from "../sample/index";
import { searchEvidence } from "../retrieval/evidence-search";
import { searchTickers } from "../tickers/resolve-ticker";
import { resolveCompany, resolveStoredCode } from "../services/resolve-company";
import { companyDirectory } from "../services/company-directory";
import { IsoDate } from "../shared/iso-date";
import { AppError } from "../shared/app-error";
import { latestVerdict } from "../services/verdict-cache";
import { DISCLAIMER } from "../compliance/compliance";
import {
  CompanyResponse,
  EvidenceResponse,
  PricesResponse,
  TickerSearchResponse,
  TickerVerdictResponse,
  VerdictHistoryResponse,
} from "../wire/wire-http";
import { apiRouter } from "./api-router";
import { errors, jsonAnswer } from "./responses";

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
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, "from 不能晚于 to");

export const EvidenceQuery = z.strictObject({
  q: z.string().trim().min(1).max(200, "q is at most 200 characters").optional(),
  category: Category.optional(),
  dimension: Dimension.optional(),
  asOf: IsoDate.optional(),
  topK: z.coerce.number().int().min(1).max(50).default(20),
});

const TickerParams = z.object({
  ticker: z.string().meta({
    description: "a code (600519, SH600519, 600519.SH), a company name (贵州茅台) or its pinyin (gzmt)",
    example: "600519",
  }),
});

/**
 * Routes that name a company answer 404 (`unknown_ticker` with suggestions, or `no_local_data`: listed but its data is
 * not here) or 409 (`ambiguous_ticker`) as well.
 */
const TICKER_ERRORS = [400, 404, 409] as const;

const search = createRoute({
  method: "get",
  path: "/",
  tags: ["tickers"],
  summary:
    "Suggestions from every listed A share by code prefix, name or pinyin (the companies with data here without q)",
  request: { query: SearchQuery },
  responses: { 200: jsonAnswer(TickerSearchResponse, "the suggestions, closest first"), ...errors(400) },
});

const company = createRoute({
  method: "get",
  path: "/{ticker}",
  tags: ["tickers"],
  summary: "Company, latest metrics, data coverage, as-of date, dataset label",
  request: { params: TickerParams },
  responses: { 200: jsonAnswer(CompanyResponse, "the company and its data"), ...errors(...TICKER_ERRORS) },
});

const latest = createRoute({
  method: "get",
  path: "/{ticker}/verdict",
  tags: ["tickers"],
  summary: "The latest verdict: the cache for the current data (Age header), else D1 history marked stale",
  request: { params: TickerParams },
  responses: { 200: jsonAnswer(TickerVerdictResponse, "the latest verdict"), ...errors(...TICKER_ERRORS) },
});

const history = createRoute({
  method: "get",
  path: "/{ticker}/verdicts",
  tags: ["tickers"],
  summary: "The ticker's verdicts, newest first (its track record)",
  request: { params: TickerParams, query: HistoryQuery },
  responses: { 200: jsonAnswer(VerdictHistoryResponse, "the verdicts"), ...errors(...TICKER_ERRORS) },
});

const prices = createRoute({
  method: "get",
  path: "/{ticker}/prices",
  tags: ["tickers"],
  summary: "Stored daily bars in a date window, oldest first",
  request: { params: TickerParams, query: PricesQuery },
  responses: { 200: jsonAnswer(PricesResponse, "the bars"), ...errors(...TICKER_ERRORS) },
});

const evidence = createRoute({
  method: "get",
  path: "/{ticker}/evidence",
  tags: ["tickers"],
  summary: "What retrieval returns for a query, category, dimension and as-of date",
  request: { params: TickerParams, query: EvidenceQuery },
  responses: { 200: jsonAnswer(EvidenceResponse, "the evidence, best first"), ...errors(...TICKER_ERRORS) },
});

export const tickers = apiRouter()
  .openapi(search, async (c) => {
    const { q, limit } = c.req.valid("query");
    return c.json(await tickerSearchAnswer(c.var.deps, q, limit), 200);
  })
  .openapi(company, async (c) => {
    const deps = c.var.deps;
    const company = await resolveCompany(deps, c.req.valid("param").ticker, deps.config);
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
    const asOf = metricRows.reduce<string | null>(
      (a, m) => (a === null || m.disclosureDate > a ? m.disclosureDate : a),
      null,
    );
    return c.json(
      {
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
        dataset: datasetLabel(c.var.deps.config),
      },
      200,
    );
  })
  .openapi(latest, async (c) => {
    const deps = c.var.deps;
    const company = await resolveCompany(deps, c.req.valid("param").ticker, deps.config);
    const found = await latestVerdict(c.env, deps.config, deps.db, company.code, deps.now(), {
      dataVersion: company.dataVersion,
    });
    if (!found) throw new AppError(404, "no_verdict", `${company.code} 还没有结论；可用 POST /api/debates 发起辩论`);
    c.header("Age", String(found.ageSeconds));
    return c.json(
      {
        ...found.value,
        companyName: found.value.companyName || company.name,
        source: found.source,
        stale: found.stale,
        ageSeconds: found.ageSeconds,
        links: {
          debate: `/api/debates/${found.value.debateId}`,
          report: `/api/debates/${found.value.debateId}/report.md`,
        },
        disclaimer: DISCLAIMER,
      },
      200,
    );
  })
  .openapi(history, async (c) => {
    const { limit } = c.req.valid("query");
    const deps = c.var.deps;
    const company = await resolveCompany(deps, c.req.valid("param").ticker, deps.config);
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
    return c.json({ ticker: company.code, companyName: company.name, results: rows }, 200);
  })
  .openapi(prices, async (c) => {
    const { from, to, limit } = c.req.valid("query");
    const deps = c.var.deps;
    const code = await resolveStoredCode(deps, c.req.valid("param").ticker, deps.config);
    const where = [eq(dailyQuotes.ticker, code)];
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
    return c.json({ ticker: code, from: from ?? null, to: to ?? null, results: rows }, 200);
  })
  .openapi(evidence, async (c) =>
    c.json(await evidenceAnswer(c.var.deps, c.req.valid("param").ticker, c.req.valid("query")), 200),
  );

/**
 * `GET /api/tickers?q=`'s answer (the MCP tool find_stock answers the same): without a query, the companies with data
 * here; with one, every listed A share by code, name or pinyin.
 */
export async function tickerSearchAnswer(
  deps: AppDeps,
  q: string | undefined,
  limit: number,
): Promise<TickerSearchResponse> {
  const directory = await companyDirectory(deps);
  const results = q ? searchTickers(q, directory.entries, limit) : directory.loaded.slice(0, limit);
  return {
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
    directory: directory.source,
  };
}

/** `GET /api/tickers/:ticker/evidence`'s answer (and the MCP tool get_evidence's): what retrieval returns. */
export async function evidenceAnswer(
  deps: AppDeps,
  ticker: string,
  query: z.infer<typeof EvidenceQuery>,
): Promise<EvidenceResponse> {
  const code = await resolveStoredCode(deps, ticker, deps.config);
  const results = await searchEvidence(deps, {
    ticker: code,
    query: query.q,
    category: query.category,
    dimension: query.dimension,
    asOf: query.asOf,
    topK: query.topK,
  });
  return {
    ticker: code,
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
    dataset: datasetLabel(deps.config),
  };
}

/** The UI and API label data as a dated snapshot. */
export function datasetLabel(config: Config) {
  return config.SAMPLE_DATA === "off"
    ? { kind: "ingested" as const, snapshot: null }
    : {
        kind: "sample" as const,
        snapshot: SAMPLE_AS_OF,
        debateAsOf: SAMPLE_DEBATE_AS_OF,
        note: `样例公告收录至 ${SAMPLE_AS_OF}；未指定日期的辩论按 ${SAMPLE_DEBATE_AS_OF} 的数据进行`,
      };
}
