import { z } from "zod";
import type { MetricInput } from "../ingest-payload";
import { METRICS, type MetricKey } from "../../domain/metric-catalog";
import type { PoliteFetch } from "../fetch/polite-fetch";
import { parseSourceShape, SourceShapeError } from "./source-error";
import { requireExchange } from "../../tickers/exchange";
import { parseJsonText } from "./json-body";

/**
 * Sina 财务报表 (CompanyFinanceService.getFinanceReport2022), the fallback when Eastmoney F10
 * is unavailable. Same request as akshare's stock_financial_report_sina: one call per statement
 * (lrb 利润表 / fzb 资产负债表 / llb 现金流量表); amounts arrive as decimal strings in 元 and
 * item_tongbi as a ratio (0.15 = +15 %).
 */
export const SINA_FINANCE_REPORT = "sina-finance-report";
const SINA_FINANCE_REPORT_LABEL = "新浪财经";

const ENDPOINT = "https://quotes.sina.cn/cn/api/openapi.php/CompanyFinanceService.getFinanceReport2022";
const REFERER = "https://vip.stock.finance.sina.com.cn/";

const SinaStatement = z.enum(["lrb", "fzb", "llb"]);
export type SinaStatement = z.infer<typeof SinaStatement>;

/**
 * Lines matched on item_field (the data vendor's stable column code), not on the display
 * title, which varies by report template ("归属于母公司所有者的净利润" vs "归属于母公司的净利润").
 */
const LINES: Record<SinaStatement, Readonly<Record<string, MetricKey>>> = {
  lrb: {
    BIZTOTINCO: "revenue",
    BIZINCO: "operating_revenue",
    PERPROFIT: "operating_profit",
    NETPROFIT: "net_income",
    PARENETP: "net_profit",
  },
  fzb: {
    TOTASSET: "total_assets",
    TOTLIAB: "total_liabilities",
    PARESHARRIGH: "parent_equity",
    CURFDS: "cash",
  },
  llb: {
    MANANETR: "operating_cash_flow",
    ACQUASSETCASH: "capex",
  },
};

const YYYYMMDD = z.string().regex(/^\d{8}$/, "expected a date as YYYYMMDD");

const Item = z.object({
  item_field: z.string().nullish(),
  item_title: z.string().nullish(),
  // A decimal string such as "174144069958.250000"; section headers carry "" or null.
  item_value: z.union([z.string(), z.number()]).nullish(),
  item_tongbi: z.union([z.number(), z.string()]).nullish(),
});

const Period = z.object({
  publish_date: YYYYMMDD,
  rCurrency: z.string().nullish(),
  data: z.array(Item),
});

const ReportResponse = z.object({
  result: z.object({
    status: z.object({ code: z.number() }),
    data: z.object({
      report_list: z.record(YYYYMMDD, Period),
    }),
  }),
});

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

function isoDate(yyyymmdd: string): string {
  return `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
}

/*
 * EXPERIMENTAL: no real answer of this endpoint has been captured, so the field codes, number-vs-string values and
 * encoding are as akshare reads them, unverified here. Anything outside that shape is a named SourceShapeError.
 * The "bj" paper code is a guess too: a BJ listing is refused rather than risk another company's figures.
 */
function sinaPaperCode(code: string): string {
  const exchange = requireExchange(code);
  if (exchange === "BJ")
    throw new SourceShapeError(SINA_FINANCE_REPORT, "paperCode", `no verified paper code for BJ listing ${code}`);
  return `${exchange.toLowerCase()}${code}`;
}

export function sinaFinanceReportUrl(code: string, statement: SinaStatement): string {
  const params = new URLSearchParams({
    paperCode: sinaPaperCode(code),
    source: statement,
    type: "0",
    page: "1",
    num: "1000",
  });
  return `${ENDPOINT}?${params.toString()}`;
}

export function parseSinaFinanceReport(
  json: unknown,
  code: string,
  statement: SinaStatement,
  sourceUrl: string = sinaFinanceReportUrl(code, statement),
): MetricInput[] {
  const parsed = parseSourceShape(SINA_FINANCE_REPORT, ReportResponse, json);
  const { status, data } = parsed.result;
  if (status.code !== 0) {
    throw new SourceShapeError(SINA_FINANCE_REPORT, "result.status.code", `request rejected: code ${status.code}`);
  }
  const periods = Object.entries(data.report_list);
  if (periods.length === 0) {
    throw new SourceShapeError(SINA_FINANCE_REPORT, "result.data.report_list", "no report periods");
  }

  const lines = LINES[statement];
  const metrics: MetricInput[] = [];
  for (const [periodKey, period] of periods) {
    const at = `result.data.report_list.${periodKey}`;
    if (period.rCurrency != null && period.rCurrency !== "CNY") {
      throw new SourceShapeError(SINA_FINANCE_REPORT, `${at}.rCurrency`, `expected CNY, got ${period.rCurrency}`);
    }
    period.data.forEach((item, index) => {
      const metric = item.item_field == null ? undefined : lines[item.item_field];
      if (metric === undefined) return;
      const field = `${at}.data[${index}]`;
      const value = toNumber(item.item_value, `${field}.item_value`);
      if (value === null) return;
      const tongbi = toNumber(item.item_tongbi, `${field}.item_tongbi`);
      metrics.push({
        ticker: code,
        period: isoDate(periodKey),
        metric,
        value,
        unit: METRICS[metric].unit,
        // A ratio at the source; percent points here, rounded off float noise (0.15336*100).
        yoy: tongbi === null ? null : Math.round(tongbi * 100 * 1e6) / 1e6,
        source: SINA_FINANCE_REPORT_LABEL,
        sourceUrl,
        disclosureDate: isoDate(period.publish_date),
      });
    });
  }
  if (metrics.length === 0) {
    const expected = Object.keys(lines).join(", ");
    throw new SourceShapeError(
      SINA_FINANCE_REPORT,
      "result.data.report_list.*.data[].item_field",
      `none of ${expected} found`,
    );
  }
  return metrics;
}

/** Empty and null mean "not reported"; any other non-decimal text is a shape change. */
function toNumber(raw: string | number | null | undefined, field: string): number | null {
  if (raw === null || raw === undefined || raw === "") return null;
  if (typeof raw === "number") return raw;
  const trimmed = raw.trim();
  if (!DECIMAL.test(trimmed)) {
    throw new SourceShapeError(SINA_FINANCE_REPORT, field, `expected a decimal number, got ${JSON.stringify(raw)}`);
  }
  return Number(trimmed);
}

async function fetchSinaFinanceReport(
  politeFetch: PoliteFetch,
  code: string,
  statement: SinaStatement,
): Promise<MetricInput[]> {
  const url = sinaFinanceReportUrl(code, statement);
  const response = await politeFetch(SINA_FINANCE_REPORT, url, { headers: { Referer: REFERER } });
  const text = await response.text();
  // Sina's older pages are GBK; decoded as UTF-8 they carry U+FFFD. Titles are not read, but a body in an unverified
  // encoding is not trusted for the numbers either. A JSONP wrapper fails in parseJsonText as "not JSON".
  if (text.includes("\uFFFD"))
    throw new SourceShapeError(SINA_FINANCE_REPORT, "(body)", "not UTF-8 (GBK?): encoding unverified");
  return parseSinaFinanceReport(parseJsonText(SINA_FINANCE_REPORT, text), code, statement, url);
}

/** All three statements, one request at a time (the polite client serialises them anyway). */
export async function fetchSinaFinanceReports(politeFetch: PoliteFetch, code: string): Promise<MetricInput[]> {
  const out: MetricInput[] = [];
  for (const statement of SinaStatement.options) {
    out.push(...(await fetchSinaFinanceReport(politeFetch, code, statement)));
  }
  return out;
}
