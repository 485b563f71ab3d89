import { z } from "zod";
import type { MetricInput } from "../ingest-payload";
import { METRICS, type MetricKey } from "../../domain/metric-catalog";
import type { PoliteFetch } from "../fetch/polite-fetch";
import { SourceShapeError } from "./source-error";
import { requireExchange } from "../../tickers/exchange";
import { EastmoneyDate, NullableNumber, parseDatacenterPage } from "./eastmoney-datacenter";
import { readJsonBody } from "./json-body";
import { type Page, type Paged, readPages } from "./paged";

/**
 * Eastmoney F10 主要指标 (RPT_F10_FINANCE_MAINFINADATA): one row per report period with the
 * headline figures already in 元 / % / 天, and the *TZ fields as year-on-year change in %.
 * Same request as akshare's stock_financial_analysis_indicator_em(indicator="按报告期").
 */
export const EASTMONEY_MAIN_INDICATORS = "eastmoney-main-indicators";
const EASTMONEY_MAIN_INDICATORS_LABEL = "东方财富F10";

const ENDPOINT = "https://datacenter.eastmoney.com/securities/api/data/get";
const REFERER = "https://emweb.securities.eastmoney.com/";

/** Every mapped value key must be present (null allowed): a missing key means a renamed field. */
const Row = z.object({
  SECURITY_CODE: z.string(),
  REPORT_DATE: EastmoneyDate,
  NOTICE_DATE: EastmoneyDate.nullable(),
  // Later than NOTICE_DATE in 80 of 107 captured rows: the figures shown may be restated since first published.
  UPDATE_DATE: EastmoneyDate.nullable(),
  TOTALOPERATEREVE: NullableNumber,
  TOTALOPERATEREVETZ: NullableNumber,
  PARENTNETPROFIT: NullableNumber,
  PARENTNETPROFITTZ: NullableNumber,
  KCFJCXSYJLR: NullableNumber,
  KCFJCXSYJLRTZ: NullableNumber,
  ROEJQ: NullableNumber,
  XSMLL: NullableNumber,
  XSJLL: NullableNumber,
  ZCFZL: NullableNumber,
  YSZKZZTS: NullableNumber,
  EPSJB: NullableNumber,
  BPS: NullableNumber,
  MGJYXJJE: NullableNumber,
});
type Row = z.infer<typeof Row>;
type NumberField = { [K in keyof Row]: Row[K] extends number | null ? K : never }[keyof Row];

const FIELD_MAP: ReadonlyArray<{ metric: MetricKey; value: NumberField; yoy?: NumberField }> = [
  { metric: "revenue", value: "TOTALOPERATEREVE", yoy: "TOTALOPERATEREVETZ" },
  { metric: "net_profit", value: "PARENTNETPROFIT", yoy: "PARENTNETPROFITTZ" },
  { metric: "deducted_net_profit", value: "KCFJCXSYJLR", yoy: "KCFJCXSYJLRTZ" },
  { metric: "roe", value: "ROEJQ" },
  { metric: "gross_margin", value: "XSMLL" },
  { metric: "net_margin", value: "XSJLL" },
  { metric: "debt_ratio", value: "ZCFZL" },
  { metric: "ar_days", value: "YSZKZZTS" },
  { metric: "basic_eps", value: "EPSJB" },
  { metric: "bps", value: "BPS" },
  { metric: "ocf_per_share", value: "MGJYXJJE" },
];

/**
 * sty=ALL is the column set every real capture used (165 columns, all the fields above); no capture of akshare's
 * narrower APP_F10_MAINFINADATA exists, so it is not requested. 200 rows cover 50 years of quarters (captures count
 * 25-104), and the pages are read all the same in case the host caps the page size.
 */
const MAIN_INDICATORS_PAGE_SIZE = 200;
const MAIN_INDICATORS_MAX_PAGES = 3;

export function eastmoneyMainIndicatorsUrl(code: string, pageSize = MAIN_INDICATORS_PAGE_SIZE, page = 1): string {
  const params = new URLSearchParams({
    type: "RPT_F10_FINANCE_MAINFINADATA",
    sty: "ALL",
    quoteColumns: "",
    filter: `(SECUCODE="${code}.${requireExchange(code)}")`,
    p: String(page),
    ps: String(pageSize),
    sr: "-1",
    st: "REPORT_DATE",
    source: "HSF10",
    client: "PC",
  });
  return `${ENDPOINT}?${params.toString()}`;
}

/**
 * Rows without a NOTICE_DATE (very old periods) are skipped: a figure with no public date
 * could leak into an as-of view before it was published.
 */
export function parseEastmoneyMainIndicators(
  json: unknown,
  code: string,
  sourceUrl: string = eastmoneyMainIndicatorsUrl(code),
): MetricInput[] {
  return parseEastmoneyMainIndicatorsPage(json, code, sourceUrl).rows;
}

function parseEastmoneyMainIndicatorsPage(json: unknown, code: string, sourceUrl: string): Page<MetricInput> {
  const { rows, pages, count } = parseDatacenterPage(EASTMONEY_MAIN_INDICATORS, json, Row);
  const metrics: MetricInput[] = [];
  const seenPeriods = new Set<string>();
  rows.forEach((row, index) => {
    if (row.SECURITY_CODE !== code) {
      throw new SourceShapeError(
        EASTMONEY_MAIN_INDICATORS,
        `result.data[${index}].SECURITY_CODE`,
        `expected ${code}, got ${row.SECURITY_CODE} (filter ignored?)`,
      );
    }
    if (row.NOTICE_DATE === null || seenPeriods.has(row.REPORT_DATE)) return;
    seenPeriods.add(row.REPORT_DATE);
    for (const { metric, value, yoy } of FIELD_MAP) {
      const figure = row[value];
      if (figure === null) continue;
      metrics.push({
        ticker: code,
        period: row.REPORT_DATE,
        metric,
        value: figure,
        unit: METRICS[metric].unit,
        yoy: yoy === undefined ? null : row[yoy],
        source: EASTMONEY_MAIN_INDICATORS_LABEL,
        sourceUrl,
        disclosureDate: row.NOTICE_DATE,
        ...(row.UPDATE_DATE !== null && row.UPDATE_DATE > row.NOTICE_DATE ? { revisionDate: row.UPDATE_DATE } : {}),
      });
    }
  });
  return { rows: metrics, pages, count };
}

/** Every report period, page by page within MAIN_INDICATORS_MAX_PAGES. */
export async function fetchEastmoneyMainIndicators(
  politeFetch: PoliteFetch,
  code: string,
): Promise<Paged<MetricInput>> {
  // `want` counts report periods' figures: no ticker has anywhere near this many.
  return readPages(Number.MAX_SAFE_INTEGER, MAIN_INDICATORS_MAX_PAGES, async (page) => {
    const url = eastmoneyMainIndicatorsUrl(code, MAIN_INDICATORS_PAGE_SIZE, page);
    const response = await politeFetch(EASTMONEY_MAIN_INDICATORS, url, { headers: { Referer: REFERER } });
    return parseEastmoneyMainIndicatorsPage(await readJsonBody(EASTMONEY_MAIN_INDICATORS, response), code, url);
  });
}
