import { z } from "zod";
import type { MetricInput } from "../ingest-payload";
import { METRICS, type MetricKey } from "../metric-catalog";
import type { PoliteFetch } from "../polite-fetch";
import { SourceShapeError } from "../source-error";
import { requireExchange } from "./a-share-code";
import { EastmoneyDate, NullableNumber, parseDatacenterRows } from "./eastmoney-datacenter";
import { readJsonBody } from "./json-body";

/**
 * Eastmoney F10 主要指标 (RPT_F10_FINANCE_MAINFINADATA): one row per report period with the
 * headline figures already in 元 / % / 天, and the *TZ fields as year-on-year change in %.
 * Same request as akshare's stock_financial_analysis_indicator_em(indicator="按报告期").
 */
export const EASTMONEY_MAIN_INDICATORS = "eastmoney-main-indicators";
export const EASTMONEY_MAIN_INDICATORS_LABEL = "东方财富F10";

const ENDPOINT = "https://datacenter.eastmoney.com/securities/api/data/get";
const REFERER = "https://emweb.securities.eastmoney.com/";

/** Every mapped value key must be present (null allowed): a missing key means a renamed field. */
const Row = z.object({
  SECURITY_CODE: z.string(),
  REPORT_DATE: EastmoneyDate,
  NOTICE_DATE: EastmoneyDate.nullable(),
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

export function eastmoneyMainIndicatorsUrl(code: string, pageSize = 200): string {
  const params = new URLSearchParams({
    type: "RPT_F10_FINANCE_MAINFINADATA",
    sty: "APP_F10_MAINFINADATA",
    quoteColumns: "",
    filter: `(SECUCODE="${code}.${requireExchange(code)}")`,
    p: "1",
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
  const rows = parseDatacenterRows(EASTMONEY_MAIN_INDICATORS, json, Row);
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
      });
    }
  });
  return metrics;
}

export async function fetchEastmoneyMainIndicators(politeFetch: PoliteFetch, code: string): Promise<MetricInput[]> {
  const url = eastmoneyMainIndicatorsUrl(code);
  const response = await politeFetch(EASTMONEY_MAIN_INDICATORS, url, { headers: { Referer: REFERER } });
  return parseEastmoneyMainIndicators(await readJsonBody(EASTMONEY_MAIN_INDICATORS, response), code, url);
}
