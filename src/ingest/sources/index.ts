/**
 * The public A-share data sources the ingest adapters read, described for the README and the
 * admin screen. Each adapter module exports a pure parseXxx (tested offline on fixtures) and a
 * fetchXxx that builds the exact request and goes through the polite client.
 */
import { CNINFO_STOCK_LIST } from "./cninfo-stock-list";
import { EASTMONEY_ANNOUNCEMENTS } from "./eastmoney-announcements";
import { EASTMONEY_HOT_RANK } from "./eastmoney-hot-rank";
import { EASTMONEY_MAIN_INDICATORS } from "./eastmoney-main-indicators";
import { EASTMONEY_VALUATION } from "./eastmoney-valuation";
import { SINA_FINANCE_REPORT } from "./sina-finance-report";

export interface SourceDescription {
  /** Registry id; also the key the polite client serialises and rate-limits on. */
  id: string;
  name: string;
  host: string;
  /** What the adapter produces in the ingest format. */
  produces: string;
  /** One line on terms of use. */
  terms: string;
}

const PUBLIC_WEB_TERMS =
  "Public web data for personal research; no API agreement - low request rate, attribute the source, no " +
  "redistribution.";

export const SOURCES: readonly SourceDescription[] = [
  {
    id: EASTMONEY_MAIN_INDICATORS,
    name: "东方财富 F10 主要指标 (RPT_F10_FINANCE_MAINFINADATA)",
    host: "datacenter.eastmoney.com",
    produces: "metrics: revenue, profits with YoY, ROE, margins, debt ratio, AR days, per-share figures",
    terms: PUBLIC_WEB_TERMS,
  },
  {
    id: SINA_FINANCE_REPORT,
    name: "新浪财经 财务报表 (getFinanceReport2022)",
    host: "quotes.sina.cn",
    produces: "metrics (fallback): statement lines from 利润表 / 资产负债表 / 现金流量表",
    terms: PUBLIC_WEB_TERMS,
  },
  {
    id: EASTMONEY_VALUATION,
    name: "东方财富 估值分析 (RPT_VALUEANALYSIS_DET)",
    host: "datacenter-web.eastmoney.com",
    produces: "quotes: daily close, PE(TTM), PB(MRQ), total market cap",
    terms: PUBLIC_WEB_TERMS,
  },
  {
    id: EASTMONEY_ANNOUNCEMENTS,
    name: "东方财富 个股公告",
    host: "np-anotice-stock.eastmoney.com",
    produces: "announcements: id, title, date, category, detail-page link",
    terms: `${PUBLIC_WEB_TERMS} The filings themselves are the issuers' statutory disclosures.`,
  },
  {
    id: EASTMONEY_HOT_RANK,
    name: "东方财富 股吧人气榜",
    host: "emappdata.eastmoney.com",
    produces: "hot tickers: code and popularity rank",
    terms: PUBLIC_WEB_TERMS,
  },
  {
    id: CNINFO_STOCK_LIST,
    name: "巨潮资讯 股票列表 (szse_stock.json)",
    host: "www.cninfo.com.cn",
    produces: "companies: code, cleaned short name, exchange",
    terms:
      "cninfo is the CSRC-designated disclosure site; its code list is public - fetch rarely and attribute cninfo.",
  },
];

export * from "./cninfo-stock-list";
export * from "./eastmoney-announcements";
export * from "./eastmoney-hot-rank";
export * from "./eastmoney-main-indicators";
export * from "./eastmoney-valuation";
export * from "./sina-finance-report";
export { readJsonBody, parseJsonText } from "./json-body";
