import { z } from "zod";
import type { QuoteInput } from "../ingest-payload";
import type { PoliteFetch } from "../fetch/polite-fetch";
import { SourceShapeError } from "./source-error";
import { requireExchange } from "../../tickers/exchange";
import { EastmoneyDate, NullableNumber, parseDatacenterPage } from "./eastmoney-datacenter";
import { type Page, type Paged, readPages } from "./paged";
import { readJsonBody } from "./json-body";

/**
 * Eastmoney 估值分析 (RPT_VALUEANALYSIS_DET): one row per trading day with the close, PE(TTM),
 * PB(MRQ) and total market cap in 元. Same request as akshare's stock_value_em.
 */
export const EASTMONEY_VALUATION = "eastmoney-valuation";
const EASTMONEY_VALUATION_LABEL = "东方财富估值";

const ENDPOINT = "https://datacenter-web.eastmoney.com/api/data/v1/get";

const Row = z.object({
  SECURITY_CODE: z.string(),
  TRADE_DATE: EastmoneyDate,
  CLOSE_PRICE: NullableNumber,
  PE_TTM: NullableNumber,
  PB_MRQ: NullableNumber,
  TOTAL_MARKET_CAP: NullableNumber,
});

/** The page size a real capture shows the host answering in full (500 rows, pages: 5 for 2082 days). */
const VALUATION_PAGE_SIZE = 500;
/** At most this many pages per ticker: ten years of trading days. */
const VALUATION_MAX_PAGES = 5;

export function eastmoneyValuationUrl(code: string, pageSize = VALUATION_PAGE_SIZE, pageNumber = 1): string {
  requireExchange(code);
  const params = new URLSearchParams({
    sortColumns: "TRADE_DATE",
    sortTypes: "-1",
    pageSize: String(pageSize),
    pageNumber: String(pageNumber),
    reportName: "RPT_VALUEANALYSIS_DET",
    columns: "ALL",
    quoteColumns: "",
    source: "WEB",
    client: "WEB",
    filter: `(SECURITY_CODE="${code}")`,
  });
  return `${ENDPOINT}?${params.toString()}`;
}

/** Days without a close (suspensions) carry no quote worth storing and are skipped. */
export function parseEastmoneyValuation(json: unknown, code: string): QuoteInput[] {
  return parseEastmoneyValuationPage(json, code).rows;
}

function parseEastmoneyValuationPage(json: unknown, code: string): Page<QuoteInput> {
  const { rows, pages, count } = parseDatacenterPage(EASTMONEY_VALUATION, json, Row);
  const quotes: QuoteInput[] = [];
  const seenDates = new Set<string>();
  rows.forEach((row, index) => {
    if (row.SECURITY_CODE !== code) {
      throw new SourceShapeError(
        EASTMONEY_VALUATION,
        `result.data[${index}].SECURITY_CODE`,
        `expected ${code}, got ${row.SECURITY_CODE} (filter ignored?)`,
      );
    }
    if (row.CLOSE_PRICE === null || seenDates.has(row.TRADE_DATE)) return;
    seenDates.add(row.TRADE_DATE);
    const quote: QuoteInput = {
      ticker: code,
      date: row.TRADE_DATE,
      close: row.CLOSE_PRICE,
      source: EASTMONEY_VALUATION_LABEL,
    };
    if (row.PE_TTM !== null) quote.peTtm = row.PE_TTM;
    if (row.PB_MRQ !== null) quote.pb = row.PB_MRQ;
    if (row.TOTAL_MARKET_CAP !== null) quote.marketCap = row.TOTAL_MARKET_CAP;
    quotes.push(quote);
  });
  return { rows: quotes, pages, count };
}

/** The newest `want` trading days, page by page (newest first), within VALUATION_MAX_PAGES. */
export async function fetchEastmoneyValuation(
  politeFetch: PoliteFetch,
  code: string,
  want = 250,
  maxPages = VALUATION_MAX_PAGES,
): Promise<Paged<QuoteInput>> {
  const pageSize = Math.min(want, VALUATION_PAGE_SIZE);
  return readPages(want, maxPages, async (page) => {
    const url = eastmoneyValuationUrl(code, pageSize, page);
    const response = await politeFetch(EASTMONEY_VALUATION, url, {
      headers: { Referer: `https://data.eastmoney.com/gzfx/detail/${code}.html` },
    });
    return parseEastmoneyValuationPage(await readJsonBody(EASTMONEY_VALUATION, response), code);
  });
}
