import { eq } from "drizzle-orm";
import { companies } from "../../db/schema";
import type { CompanyInput, IngestPayload } from "../ingest-payload";
import { ingestPayload, type IngestDeps, type TickerReport } from "../ingest-pipeline";
import { createPoliteFetch, type PoliteFetch } from "./polite-fetch";
import {
  CNINFO_STOCK_LIST,
  EASTMONEY_ANNOUNCEMENTS,
  EASTMONEY_MAIN_INDICATORS,
  EASTMONEY_VALUATION,
  SINA_FINANCE_REPORT,
  fetchCninfoStockList,
  fetchEastmoneyAnnouncements,
  fetchEastmoneyMainIndicators,
  fetchEastmoneyValuation,
  fetchSinaFinanceReports,
} from "../sources";
import type { Paged } from "../sources/paged";
import { beijingDate } from "../../shared/dates";
import { exchangeOf } from "../../tickers/exchange";
import { DATA_KINDS, type DataKind, markFetched } from "./freshness";

export interface RefreshDeps extends IngestDeps {
  /** The polite client every source request goes through; built from `fetch` when absent. */
  politeFetch?: PoliteFetch;
  fetch?: typeof fetch;
  /**
   * The cninfo code list, for names of tickers not stored yet. A run over many tickers passes one memoised loader so
   * the (large) list is fetched at most once.
   */
  stockList?: () => Promise<CompanyInput[]>;
}

export interface SourceOutcome {
  source: string;
  /** What the source supplies (absent for the company list). */
  kind?: DataKind;
  /** Rows the source produced (0 when it failed). */
  rows: number;
  /** Names the source and, for a shape change, the field; absent when the source answered as expected. */
  error?: string;
  /**
   * What the rows may lack: a paged source stopped at its page cap, or a source not yet verified against real answers.
   */
  note?: string;
}

export interface RefreshResult {
  ticker: string;
  /** True when at least one source's rows were stored (whether or not they changed anything). */
  ok: boolean;
  sources: SourceOutcome[];
  /** The ingest pipeline's report for this ticker; null when nothing was stored. */
  ingest: TickerReport | null;
  /** One line for operators: what failed, or what changed. */
  summary: string;
}

/** About a year of trading days: enough for the quote chunks, far fewer rows than the source's 5000 default. */
const QUOTE_DAYS = 250;
const ANNOUNCEMENTS = 200;
/** No real answer of Sina's finance report has been captured: its rows are stored, but marked unverified. */
const SINA_EXPERIMENTAL = "experimental: no real response captured yet; parsed shape unverified";

/**
 * Fetches one ticker's figures, quotes and announcements from the live sources and stores them through the same
 * idempotent ingest path as the sample data. Each source stands alone: one failing (network, HTTP or a changed shape)
 * is reported by name and contributes no rows, and the others are still stored. Main indicators come from Eastmoney
 * F10, with Sina's statements as the fallback.
 */
export async function refreshTicker(
  deps: RefreshDeps,
  code: string,
  kinds: readonly DataKind[] = DATA_KINDS,
): Promise<RefreshResult> {
  const politeFetch = deps.politeFetch ?? createPoliteFetch({ fetch: deps.fetch });
  const sources: SourceOutcome[] = [];
  const wanted = new Set(kinds);

  const company = await companyFor(deps, politeFetch, code);
  if (!company.ok) {
    sources.push({ source: CNINFO_STOCK_LIST, rows: 0, error: company.error });
    return { ticker: code, ok: false, sources, ingest: null, summary: `company name unknown: ${company.error}` };
  }

  const payload: IngestPayload = {
    companies: company.input ? [company.input] : [],
    metrics: [],
    announcements: [],
    quotes: [],
  };

  // Each kind from its own host, all at once: a hanging host holds only its own kind, within its own budget, and the
  // whole refresh takes as long as the slowest host (bounded by the polite client's deadline), not their sum.
  const quoteRows = () => fetchEastmoneyValuation(politeFetch, code, QUOTE_DAYS);
  const announcementRows = () => fetchEastmoneyAnnouncements(politeFetch, code, ANNOUNCEMENTS);
  const [financials, quotes, anns] = await Promise.all([
    wanted.has("financials") ? fetchFinancials(politeFetch, code) : null,
    wanted.has("quotes") ? attempt(EASTMONEY_VALUATION, quoteRows) : null,
    wanted.has("announcements") ? attempt(EASTMONEY_ANNOUNCEMENTS, announcementRows) : null,
  ]);
  if (financials) {
    sources.push(...financials.outcomes);
    payload.metrics.push(...financials.rows);
  }
  if (quotes) {
    sources.push({ ...quotes.outcome, kind: "quotes" });
    if (quotes.rows) payload.quotes.push(...quotes.rows);
  }
  if (anns) {
    sources.push({ ...anns.outcome, kind: "announcements" });
    if (anns.rows) payload.announcements.push(...anns.rows);
  }

  const errors = sources.filter((s) => s.error !== undefined).map((s) => s.error!);
  const notes = sources
    .filter((s) => s.note !== undefined && s.error === undefined)
    .map((s) => `${s.source}: ${s.note}`);
  const stored = payload.metrics.length + payload.quotes.length + payload.announcements.length;
  if (stored === 0) {
    return { ticker: code, ok: false, sources, ingest: null, summary: `no source answered: ${errors.join("; ")}` };
  }

  const report = await ingestPayload(deps, payload);
  const ingest = report.tickers.find((t) => t.ticker === code) ?? null;
  // The freshness policy fetches a kind at most once a day: only a kind whose source answered counts as fetched.
  const today = beijingDate(deps.now());
  for (const kind of new Set(
    sources.filter((s) => s.error === undefined && s.kind !== undefined).map((s) => s.kind!),
  )) {
    await markFetched(deps.db, code, kind, today);
  }
  const changed = ingest
    ? `${ingest.rowsChanged} rows changed${ingest.revisions ? ` (${ingest.revisions} figures restated)` : ""}, data ` +
      `version ${ingest.dataVersion}`
    : "nothing changed";
  return {
    ticker: code,
    ok: true,
    sources,
    ingest,
    summary: [changed, ...(errors.length ? [`failed: ${errors.join("; ")}`] : []), ...notes].join("; "),
  };
}

/** Main indicators from Eastmoney F10, with Sina's statements as the fallback when it gives nothing. */
async function fetchFinancials(
  politeFetch: PoliteFetch,
  code: string,
): Promise<{ outcomes: SourceOutcome[]; rows: IngestPayload["metrics"] }> {
  const primary = await attempt(EASTMONEY_MAIN_INDICATORS, () => fetchEastmoneyMainIndicators(politeFetch, code));
  const outcomes: SourceOutcome[] = [{ ...primary.outcome, kind: "financials" }];
  if (primary.rows) return { outcomes, rows: primary.rows };
  const fallback = await attempt(SINA_FINANCE_REPORT, () => fetchSinaFinanceReports(politeFetch, code));
  outcomes.push({ ...fallback.outcome, kind: "financials", note: SINA_EXPERIMENTAL });
  return { outcomes, rows: fallback.rows ?? [] };
}

type Attempt<T> = { outcome: SourceOutcome; rows: T[] | null };

async function attempt<T>(source: string, run: () => Promise<T[] | Paged<T>>): Promise<Attempt<T>> {
  try {
    const answer = await run();
    if (Array.isArray(answer)) return { outcome: { source, rows: answer.length }, rows: answer };
    const outcome: SourceOutcome = { source, rows: answer.rows.length };
    if (answer.stoppedShort) outcome.note = answer.stoppedShort;
    return { outcome, rows: answer.rows };
  } catch (e) {
    // SourceShapeError and SourceFetchError messages already start with the source id and name the field or URL.
    const message = e instanceof Error ? e.message : String(e);
    return {
      outcome: { source, rows: 0, error: message.startsWith(source) ? message : `${source}: ${message}` },
      rows: null,
    };
  }
}

/**
 * A stored company keeps its name, aliases and industry (the payload leaves it out, so nothing is overwritten);
 * a new one is named from the cninfo list.
 */
async function companyFor(
  deps: RefreshDeps,
  politeFetch: PoliteFetch,
  code: string,
): Promise<{ ok: true; input: CompanyInput | null } | { ok: false; error: string }> {
  const stored = await deps.db.select({ code: companies.code }).from(companies).where(eq(companies.code, code)).get();
  if (stored) return { ok: true, input: null };
  const listed = await attempt(CNINFO_STOCK_LIST, () =>
    deps.stockList ? deps.stockList() : fetchCninfoStockList(politeFetch),
  );
  if (!listed.rows) return { ok: false, error: listed.outcome.error ?? `${CNINFO_STOCK_LIST}: no list` };
  const input = listed.rows.find((c) => c.code === code);
  if (!input) {
    // The list has been seen only from before the Beijing exchange opened: say so rather than "not listed".
    const bj = exchangeOf(code) === "BJ" ? " (Beijing exchange listings may be missing from cninfo's list)" : "";
    return { ok: false, error: `${CNINFO_STOCK_LIST}: ${code} is not an A-share or CDR in the list${bj}` };
  }
  return { ok: true, input };
}
