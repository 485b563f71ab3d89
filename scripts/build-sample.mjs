#!/usr/bin/env node
/**
 * Regenerates src/sample/sample-data.json (an IngestPayload) from the published reference CSVs in
 * ../shared/data/reference (or the folder given as the first argument).
 *
 * Provenance and the choices behind every figure are described in src/sample/README.md. In short:
 * - only figures a vendor published are written (no derived ratios, no YoY, nothing estimated);
 * - one basis per company: each report's figures as first published, dated by when they became public;
 * - Eastmoney F10 shows an older period as restated by the following report, so where a
 *   first-published source (Tushare, NetEase) disagrees with it, that period's Eastmoney figures are
 *   replaced by the first-published ones and its Eastmoney-only lines are left out;
 * - a figure whose source gives no disclosure date is dated by the statutory deadline for its report
 *   type (annual: 30 April of the next year), the date by which it was certainly public.
 *
 * Usage: node scripts/build-sample.mjs [referenceDir]
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseCsv } from "./lib/csv.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const refDir = path.resolve(process.argv[2] ?? path.join(repoRoot, "..", "shared", "data", "reference"));
const outFile = path.join(repoRoot, "src", "sample", "sample-data.json");

const LAST_YEAR = 2025;
/** The snapshot file is dated 2025-07-07 (a Monday); its prices are the close of the last session before it. */
const SNAPSHOT_SESSION = "2025-07-04";
/**
 * The last session for which every company's daily bars are in the reference files (Sina's 2021-2026 files end on
 * 2026-04-30), and the day by which every FY2025 annual report is public: debates on the sample default to it
 * (src/sample/index.ts SAMPLE_DEBATE_AS_OF), so every analyst has current prices to read. From 2024 on, each company
 * carries the bars of the year and a half that its indicators (sixty-day trend, 52-week range) look back over.
 */
const SAMPLE_DEBATE_DATE = "2026-04-30";

const FILES = {
  emIncome: "em_f10_income_annual_600519_600028_600036.csv",
  emBalance: "em_f10_600519_annual_balance_cashflow.csv",
  tushare: "tushare_annual_300750_002594_601318_600519_600036.csv",
  netease: "netease163_main_indicators_annual.csv",
  announcements: "announcements_300750_002594_601318.csv",
  prices: "prices_daily_300750_000858_2020_2025.csv",
  prices2019: "prices_daily_9tickers_2019_2020.csv",
  prices2021: "prices_daily_600519_600036_601318_2021_2026.csv",
  prices15: "prices_daily_15tickers_2021_2026.csv",
  baostock: "prices_daily_600028_002594_2021_2025_baostock.csv",
  pricesExt: "prices_daily_002594_600028_600036_601318_2025_2026_ext.csv",
  spot: "em_spot_snapshot_2025-07-07.csv",
  quarterlyTushare: "quarterly_tushare_15tickers_2024_2026.csv",
  quarterlyEm: "quarterly_em_mainfina_600036_002415_600276_601020_688271_600420_2022_2026.csv",
};

const SOURCE = {
  em: "东方财富F10",
  tushare: "Tushare",
  netease: "网易财经",
  tushareAnn: "Tushare公告",
  sinaDaily: "新浪财经日线",
  tushareDaily: "Tushare日线",
  baostockDaily: "证券宝日线",
  archivedDaily: "A股日线存档",
  emSpot: "东方财富行情快照",
  // The year-end rows of the quarterly files, for the ratios and per-share lines the annual files lack.
  tushareIndicators: "Tushare财务指标",
  emIndicators: "东方财富主要指标",
};

const COMPANIES = [
  { code: "600519", name: "贵州茅台", exchange: "SH", aliases: ["茅台"], industry: "白酒" },
  { code: "600036", name: "招商银行", exchange: "SH", aliases: ["招行"], industry: "银行" },
  { code: "600028", name: "中国石化", exchange: "SH", aliases: ["石化"], industry: "石油石化" },
  { code: "300750", name: "宁德时代", exchange: "SZ", aliases: ["宁德"], industry: "电池" },
  { code: "002594", name: "比亚迪", exchange: "SZ", aliases: [], industry: "汽车" },
  { code: "601318", name: "中国平安", exchange: "SH", aliases: ["平安"], industry: "保险" },
  { code: "000858", name: "五粮液", exchange: "SZ", aliases: [], industry: "白酒" },
];
const TICKERS = new Set(COMPANIES.map((c) => c.code));

/**
 * First fiscal year of fundamentals per company: FY2019 by default; two years before the first daily bar where the
 * sample has a price history, so a debate as of any priced date has the annual reports that were current then; and at
 * least five years for each company. 000858's files end at FY2019 (NetEase), so it gets FY2015-FY2019.
 */
const FIRST_YEAR = { 300750: 2018, "002594": 2017, 601318: 2017, "000858": 2015 };
const firstYear = (ticker) => FIRST_YEAR[ticker] ?? 2019;

/**
 * Daily bars per company, [from, to] inclusive. Where both price files cover a day, the 2020-2025 file wins (its
 * volume is in shares; the 2019-2020 file prints 手 = 100 shares).
 */
const PRICE_WINDOWS = {
  600519: [["2024-01-02", SAMPLE_DEBATE_DATE]],
  600036: [["2024-01-02", SAMPLE_DEBATE_DATE]],
  600028: [["2024-01-02", SAMPLE_DEBATE_DATE]],
  300750: [["2020-01-02", SAMPLE_DEBATE_DATE]],
  "000858": [["2019-01-02", SAMPLE_DEBATE_DATE]],
  // 002594 issued bonus shares (ex-date 2025-07-29, the unadjusted close fell 66.94 %): a window across it would read
  // as a crash, so its recent bars start that day.
  "002594": [
    ["2019-01-02", "2020-03-19"],
    ["2025-07-29", SAMPLE_DEBATE_DATE],
  ],
  601318: [
    ["2019-01-02", "2020-03-19"],
    ["2024-01-02", SAMPLE_DEBATE_DATE],
  ],
};

/**
 * Source priority per company: the first vendor that has a (period, metric) supplies it, unless
 * the restatement check below rejects that vendor's period.
 */
const PRIORITY = {
  600519: ["em", "tushare", "netease"],
  600036: ["em", "tushare", "netease"],
  600028: ["em", "netease"],
  300750: ["tushare", "netease"],
  "002594": ["tushare", "netease"],
  601318: ["tushare", "netease"],
  "000858": ["netease"],
};

const UNIT = {
  revenue: "元",
  operating_revenue: "元",
  operating_cost: "元",
  research_expense: "元",
  selling_expense: "元",
  admin_expense: "元",
  operating_profit: "元",
  total_profit: "元",
  net_income: "元",
  net_profit: "元",
  deducted_net_profit: "元",
  basic_eps: "元/股",
  gross_margin: "%",
  net_margin: "%",
  roe: "%",
  operating_cash_flow: "元",
  investing_cash_flow: "元",
  financing_cash_flow: "元",
  dividends_interest_paid: "元",
  capex: "元",
  total_assets: "元",
  total_liabilities: "元",
  parent_equity: "元",
  cash: "元",
  accounts_receivable: "元",
  inventory: "元",
  goodwill: "元",
  contract_liabilities: "元",
  bps: "元/股",
  ocf_per_share: "元/股",
  debt_ratio: "%",
  operating_revenue_growth: "%",
};

// Column maps: metric key -> [column, multiplier to the base unit].
const EM_INCOME_COLUMNS = {
  revenue: ["TOTAL_OPERATE_INCOME", 1],
  operating_revenue: ["OPERATE_INCOME", 1],
  operating_cost: ["OPERATE_COST", 1],
  research_expense: ["RESEARCH_EXPENSE", 1],
  selling_expense: ["SALE_EXPENSE", 1],
  admin_expense: ["MANAGE_EXPENSE", 1],
  operating_profit: ["OPERATE_PROFIT", 1],
  total_profit: ["TOTAL_PROFIT", 1],
  net_income: ["NETPROFIT", 1],
  net_profit: ["PARENT_NETPROFIT", 1],
  deducted_net_profit: ["DEDUCT_PARENT_NETPROFIT", 1],
  basic_eps: ["BASIC_EPS", 1],
};
const EM_BALANCE_COLUMNS = {
  total_assets: ["TOTAL_ASSETS", 1],
  total_liabilities: ["TOTAL_LIABILITIES", 1],
  parent_equity: ["TOTAL_PARENT_EQUITY", 1],
  cash: ["MONETARYFUNDS", 1],
  accounts_receivable: ["ACCOUNTS_RECE", 1],
  inventory: ["INVENTORY", 1],
  goodwill: ["GOODWILL", 1],
  contract_liabilities: ["CONTRACT_LIAB", 1],
  operating_cash_flow: ["NETCASH_OPERATE", 1],
  capex: ["CONSTRUCT_LONG_ASSET", 1],
  investing_cash_flow: ["NETCASH_INVEST", 1],
  financing_cash_flow: ["NETCASH_FINANCE", 1],
};
/**
 * Tushare's `roe` is left out on purpose: it is not the weighted-average ROE that the `roe` key
 * means (300750 FY2024: 22.83 here, about 24.7 weighted in the annual report).
 */
const TUSHARE_COLUMNS = {
  revenue: ["total_revenue", 1],
  operating_revenue: ["revenue", 1],
  net_profit: ["n_income_attr_p", 1],
  net_income: ["n_income", 1],
  operating_cash_flow: ["n_cashflow_act", 1],
  investing_cash_flow: ["n_cashflow_inv_act", 1],
  capex: ["c_pay_acq_const_fiolta", 1],
  dividends_interest_paid: ["c_pay_dist_dpcp_int_exp", 1],
  cash: ["money_cap", 1],
  goodwill: ["goodwill", 1],
  total_assets: ["total_assets", 1],
  total_liabilities: ["total_liab", 1],
  gross_margin: ["grossprofit_margin", 1],
  net_margin: ["netprofit_margin", 1],
};
/**
 * NetEase's 主营业务收入 is 营业收入, not 营业总收入 (600519 FY2019: 854.30亿 = OPERATE_INCOME, while
 * TOTAL_OPERATE_INCOME is 888.54亿), so it maps to operating_revenue.
 */
const NETEASE_COLUMNS = {
  operating_revenue: ["主营业务收入(万元)", 10_000],
  operating_profit: ["营业利润(万元)", 10_000],
  total_profit: ["利润总额(万元)", 10_000],
  net_profit: ["净利润(万元)", 10_000],
  deducted_net_profit: ["净利润(扣除非经常性损益后)(万元)", 10_000],
  operating_cash_flow: ["经营活动产生的现金流量净额(万元)", 10_000],
  total_assets: ["总资产(万元)", 10_000],
  total_liabilities: ["总负债(万元)", 10_000],
  parent_equity: ["股东权益不含少数股东权益(万元)", 10_000],
  roe: ["净资产收益率加权(%)", 1],
  basic_eps: ["基本每股收益(元)", 1],
  bps: ["每股净资产(元)", 1],
  ocf_per_share: ["每股经营活动产生的现金流量净额(元)", 1],
};

/** How far a vendor's rounding lets two equal figures differ: NetEase prints 万元 and 2-decimal per-share values. */
const ROUNDING = {
  em: () => 0,
  tushare: () => 0,
  netease: (metric) => (UNIT[metric] === "元" ? 5_000 : 0.005),
};

// ---------------------------------------------------------------------------------------------

function readCsv(file) {
  return parseCsv(readFileSync(path.join(refDir, file), "utf8"));
}

/** A printed number, or null where the vendor left the cell empty or wrote N/A. */
function num(cell) {
  const s = (cell ?? "").trim();
  if (s === "" || s === "N/A" || s === "None" || s === "nan") return null;
  const n = Number(s);
  if (!Number.isFinite(n)) throw new Error(`not a number: ${JSON.stringify(cell)}`);
  return n;
}

/** Undo binary float noise in printed values ("32.799999999999997" -> 32.8) without losing real digits. */
function clean(n) {
  return Number(n.toPrecision(15));
}

function isoDate(s) {
  const t = s.trim();
  if (/^\d{8}$/.test(t)) return `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}`;
  if (/^\d{4}-\d{2}-\d{2}/.test(t)) return t.slice(0, 10);
  return null;
}

/** The statutory latest disclosure date for a report ending on `period` (CSRC rules on periodic reports). */
function statutoryDeadline(period) {
  const year = Number(period.slice(0, 4));
  const md = period.slice(5);
  if (md === "12-31") return `${year + 1}-04-30`;
  if (md === "06-30") return `${year}-08-31`;
  if (md === "03-31") return `${year}-04-30`;
  if (md === "09-30") return `${year}-10-31`;
  throw new Error(`not a report period end: ${period}`);
}

function inWindow(ticker, period) {
  const y = Number(period.slice(0, 4));
  return period.endsWith("-12-31") && y >= firstYear(ticker) && y <= LAST_YEAR;
}

// ---------------------------------------------------------------------------------------------
// Candidate figures per vendor: key "ticker|period|metric" -> figure.

/** @type {Record<string, Map<string, {ticker:string, period:string, metric:string, value:number, disclosureDate:string, vendor:string}>>} */
const candidates = { em: new Map(), tushare: new Map(), netease: new Map() };

function addCandidate(vendor, ticker, period, metric, raw, multiplier, disclosureDate) {
  const v = num(raw);
  if (v === null) return;
  const key = `${ticker}|${period}|${metric}`;
  if (candidates[vendor].has(key)) throw new Error(`duplicate ${vendor} figure ${key}`);
  candidates[vendor].set(key, { ticker, period, metric, value: clean(v * multiplier), disclosureDate, vendor });
}

for (const r of readCsv(FILES.emIncome)) {
  const ticker = r.SECURITY_CODE;
  const period = isoDate(r.REPORT_DATE);
  if (!TICKERS.has(ticker) || !period || !inWindow(ticker, period) || r.REPORT_TYPE !== "年报") continue;
  const notice = isoDate(r.NOTICE_DATE);
  if (!notice) throw new Error(`EM income row without NOTICE_DATE: ${ticker} ${period}`);
  for (const [metric, [col, mul]] of Object.entries(EM_INCOME_COLUMNS)) {
    addCandidate("em", ticker, period, metric, r[col], mul, notice);
  }
}
for (const r of readCsv(FILES.emBalance)) {
  const ticker = r.SECURITY_CODE;
  const period = isoDate(r.REPORT_DATE);
  if (!TICKERS.has(ticker) || !period || !inWindow(ticker, period)) continue;
  const notice = isoDate(r.NOTICE_DATE);
  if (!notice) throw new Error(`EM balance row without NOTICE_DATE: ${ticker} ${period}`);
  for (const [metric, [col, mul]] of Object.entries(EM_BALANCE_COLUMNS)) {
    addCandidate("em", ticker, period, metric, r[col], mul, notice);
  }
}
for (const r of readCsv(FILES.tushare)) {
  const ticker = r.ts_code.slice(0, 6);
  const period = isoDate(r.end_date);
  if (!TICKERS.has(ticker) || !period || !inWindow(ticker, period)) continue;
  const disclosed = isoDate(r.fi_ann_date ?? "") ?? statutoryDeadline(period);
  for (const [metric, [col, mul]] of Object.entries(TUSHARE_COLUMNS)) {
    addCandidate("tushare", ticker, period, metric, r[col], mul, disclosed);
  }
}
for (const r of readCsv(FILES.netease)) {
  const ticker = r.code;
  const period = isoDate(r["报告日期"]);
  if (!TICKERS.has(ticker) || !period || !inWindow(ticker, period)) continue;
  for (const [metric, [col, mul]] of Object.entries(NETEASE_COLUMNS)) {
    addCandidate("netease", ticker, period, metric, r[col], mul, statutoryDeadline(period));
  }
}

// ---------------------------------------------------------------------------------------------
// Quarterly reports (一季报, 中报, 三季报): cumulative year-to-date figures as the vendor printed them, dated by the
// report's own disclosure date. Their year-end rows are the annual reports above (the reference README checked them
// identical), so only the 03-31, 06-30 and 09-30 periods are taken. Each company's quarters come from one file:
// 600036 from Eastmoney's main indicators, the others from Tushare; single quarters, TTM and YoY are computed in code.

/**
 * Tushare's quarterly columns. Left out: `roe` (not weighted), `netprofit_yoy`/`or_yoy` (a YoY against a base the file
 * does not show) and the `derived_single_q_*` columns (computed by the collector). The debt ratio is `debtRatioOf`.
 */
const TUSHARE_QUARTER_COLUMNS = {
  revenue: ["total_revenue", 1],
  operating_revenue: ["revenue", 1],
  net_profit: ["n_income_attr_p", 1],
  net_income: ["n_income", 1],
  operating_cash_flow: ["n_cashflow_act", 1],
  cash: ["money_cap", 1],
  gross_margin: ["grossprofit_margin", 1],
  net_margin: ["netprofit_margin", 1],
  roe: ["roe_waa", 1],
};
/** Eastmoney's main indicators (RPT_F10_FINANCE_MAINFINADATA); its YoY columns (against a base not shown) left out. */
const EM_QUARTER_COLUMNS = {
  revenue: ["total_operate_income", 1],
  net_profit: ["parent_netprofit", 1],
  deducted_net_profit: ["deduct_parent_netprofit", 1],
  operating_cash_flow: ["netcash_operate", 1],
  gross_margin: ["gross_margin_pct", 1],
  net_margin: ["net_margin_pct", 1],
  roe: ["roe_weighted_pct", 1],
  basic_eps: ["eps_basic", 1],
  bps: ["bps", 1],
  ocf_per_share: ["ocf_per_share", 1],
  debt_ratio: ["debt_asset_ratio_pct", 1],
};
/**
 * Tushare's published 资产负债率 in %, at the best precision the row prints it: `debt_to_assets` (fina_indicator, four
 * decimals; 600519), else `liability_to_assets_frac` (the same ratio as a fraction, four decimals; 002594, 300750),
 * else `fi_liab_to_assets` ("77.5%", one decimal; every company). Null where the row prints none.
 */
function debtRatioOf(row) {
  const pct = num(row.debt_to_assets);
  if (pct !== null) return pct;
  const frac = num(row.liability_to_assets_frac);
  if (frac !== null) return clean(frac * 100);
  const printed = (row.fi_liab_to_assets ?? "").trim();
  if (printed === "") return null;
  if (!/^\d+(\.\d+)?%$/.test(printed)) throw new Error(`not a printed ratio: ${JSON.stringify(printed)}`);
  return Number(printed.slice(0, -1));
}
/**
 * The YoY a quarterly report prints beside a figure (metric -> column), kept only where the sample holds no figure of
 * the same period a year earlier (below): there the product cannot compute the change itself, and the vendor's own
 * comparison is the one fact there is. Tushare's `or_yoy` is 营业收入's (600519 2026Q1: its `revenue` is 营业收入),
 * Eastmoney's TOTALOPERATEREVETZ 营业总收入's; `netprofit_yoy` / PARENTNETPROFITTZ are 归母净利润's.
 */
const QUARTER_YOY = {
  tushare: { net_profit: "netprofit_yoy", operating_revenue: "or_yoy" },
  em: { revenue: "total_operate_income_yoy_pct", net_profit: "parent_netprofit_yoy_pct" },
};
/**
 * A YoY the report prints for a figure the file does not print (600519's 2025 quarters: `or_yoy` without `revenue`) is
 * the only fact there is of that period's figure, so it is stored as its own line, the growth rate as published
 * (metric -> its growth line in the catalogue). No level is inferred from it.
 */
const PUBLISHED_GROWTH = { operating_revenue: "operating_revenue_growth" };
const QUARTER_VENDOR = { "002594": "tushare", 300750: "tushare", 600519: "tushare", 601318: "tushare", 600036: "em" };
const isQuarter = (period) => /-(03-31|06-30|09-30)$/.test(period);

/** @type {Map<string, {ticker:string, period:string, metric:string, value:number, disclosureDate:string, vendor:string}>} */
const quarterly = new Map();
/**
 * The same files' year-end rows: the annual report's ratios and per-share lines as the vendor's indicator table prints
 * them (weighted ROE, margins, EPS, BPS...). They only fill what the annual files lack, after a check that every line
 * both hold agrees (below), and are dated by the row's own disclosure date.
 * @type {Map<string, {ticker:string, period:string, metric:string, value:number, disclosureDate:string, vendor:string}>}
 */
const yearEndRows = new Map();
function addQuarter(vendor, ticker, period, columns, row, disclosed) {
  if (QUARTER_VENDOR[ticker] !== vendor || !period) return;
  const yearEnd = period.endsWith("-12-31");
  if (!yearEnd && !isQuarter(period)) return;
  if (yearEnd && !inWindow(ticker, period)) return;
  if (!disclosed) throw new Error(`quarterly row without a disclosure date: ${ticker} ${period}`);
  const values = Object.entries(columns).map(([metric, [col, mul]]) => [metric, num(row[col]), mul]);
  if (vendor === "tushare") values.push(["debt_ratio", debtRatioOf(row), 1]);
  const into = yearEnd ? yearEndRows : quarterly;
  const source = yearEnd ? `${vendor}Indicators` : vendor;
  for (const [metric, v, mul] of values) {
    const growth = PUBLISHED_GROWTH[metric];
    const printed = !yearEnd && growth ? num(row[QUARTER_YOY[vendor][metric]]) : null;
    if (v === null && printed !== null) {
      const key = `${ticker}|${period}|${growth}`;
      if (into.has(key)) throw new Error(`duplicate quarterly figure ${key}`);
      into.set(key, {
        ticker,
        period,
        metric: growth,
        value: clean(printed),
        disclosureDate: disclosed,
        vendor: source,
      });
    }
    if (v === null) continue;
    const key = `${ticker}|${period}|${metric}`;
    if (into.has(key)) throw new Error(`duplicate quarterly figure ${key}`);
    const yoyColumn = yearEnd ? undefined : QUARTER_YOY[vendor][metric];
    const yoy = yoyColumn ? num(row[yoyColumn]) : null;
    const f = { ticker, period, metric, value: clean(v * mul), disclosureDate: disclosed, vendor: source };
    into.set(key, yoy === null ? f : { ...f, yoy: clean(yoy) });
  }
}
for (const r of readCsv(FILES.quarterlyTushare)) {
  addQuarter(
    "tushare",
    r.ts_code.slice(0, 6),
    isoDate(r.end_date),
    TUSHARE_QUARTER_COLUMNS,
    r,
    isoDate(r.ann_date ?? ""),
  );
}
for (const r of readCsv(FILES.quarterlyEm)) {
  addQuarter("em", r.code, isoDate(r.report_date), EM_QUARTER_COLUMNS, r, isoDate(r.notice_date ?? ""));
}

// ---------------------------------------------------------------------------------------------
// Restatement check: Eastmoney periods that a first-published vendor contradicts.

function agrees(a, b, tolerance) {
  return Math.abs(a - b) <= tolerance + 1e-9 * Math.max(Math.abs(a), Math.abs(b));
}

/** "ticker|period" -> metrics of that Eastmoney period that a first-published source confirms. */
const restatedEm = new Map();
for (const company of COMPANIES) {
  const periods = new Set([...candidates.em.values()].filter((f) => f.ticker === company.code).map((f) => f.period));
  for (const period of periods) {
    const confirmed = new Set();
    let contradicted = false;
    for (const f of candidates.em.values()) {
      if (f.ticker !== company.code || f.period !== period) continue;
      for (const vendor of ["tushare", "netease"]) {
        const other = candidates[vendor].get(`${f.ticker}|${f.period}|${f.metric}`);
        if (!other) continue;
        if (agrees(f.value, other.value, ROUNDING[vendor](f.metric))) confirmed.add(f.metric);
        else contradicted = true;
      }
    }
    if (contradicted) restatedEm.set(`${company.code}|${period}`, confirmed);
  }
}

// ---------------------------------------------------------------------------------------------
// Pick one figure per (ticker, period, metric).

const chosen = new Map();
const allKeys = new Set([...candidates.em.keys(), ...candidates.tushare.keys(), ...candidates.netease.keys()]);
for (const key of allKeys) {
  const [ticker, period] = key.split("|");
  const restated = restatedEm.get(`${ticker}|${period}`);
  for (const vendor of PRIORITY[ticker]) {
    const f = candidates[vendor].get(key);
    if (!f) continue;
    if (vendor === "em" && restated && !restated.has(f.metric)) {
      // Eastmoney shows this period as restated; a figure no first-published source confirms may be
      // the restated one, which was not public on the original NOTICE_DATE. Fall through to the
      // first-published vendor, or leave the figure out.
      continue;
    }
    chosen.set(key, f);
    break;
  }
}

// Fill the annual reports from the indicator files' year-end rows. A row whose figures contradict the annual figure
// already chosen (beyond the printed precision) is a different basis or a restatement: none of its lines are taken.
// A debt ratio is taken only where the period's total assets or liabilities are not stored: where they are, the
// product computes it from them, one definition for every company (src/ingest/figures/level-indicators.ts).
const INDICATOR_PRECISION = (metric) => (UNIT[metric] === "元" ? 0.5 : 0.005);
/**
 * The lines taken from those rows: the published ratios and per-share figures, and the few amounts the annual files
 * lack (营业收入, 扣非, 货币资金). 净利润(含少数股东损益) is not: the annual files carry it where they carry 归母净利润.
 */
const YEAR_END_LINES = new Set([
  "roe",
  "gross_margin",
  "net_margin",
  "basic_eps",
  "bps",
  "ocf_per_share",
  "debt_ratio",
  "cash",
  "deducted_net_profit",
  "operating_revenue",
]);
const yearEndSkipped = [];
const yearEndTaken = new Map();
for (const period of new Set([...yearEndRows.values()].map((f) => `${f.ticker}|${f.period}`))) {
  const rows = [...yearEndRows.values()].filter((f) => `${f.ticker}|${f.period}` === period);
  const clash = rows.find((f) => {
    const had = chosen.get(`${f.ticker}|${f.period}|${f.metric}`);
    return had && !agrees(had.value, f.value, INDICATOR_PRECISION(f.metric));
  });
  if (clash) {
    yearEndSkipped.push(`${period} (${clash.metric})`);
    continue;
  }
  for (const f of rows) {
    const key = `${f.ticker}|${f.period}|${f.metric}`;
    if (chosen.has(key) || !YEAR_END_LINES.has(f.metric)) continue;
    const inputs = ["total_assets", "total_liabilities"].every((m) => chosen.has(`${f.ticker}|${f.period}|${m}`));
    if (f.metric === "debt_ratio" && inputs) continue;
    chosen.set(key, f);
    yearEndTaken.set(f.metric, (yearEndTaken.get(f.metric) ?? 0) + 1);
  }
}

// A published YoY stays only where the sample holds no figure of the same metric a year earlier (annual or quarterly):
// where it does, the product computes the change from the two figures, one definition for every period.
const held = new Set([...chosen.keys(), ...quarterly.keys()]);
let yoyKept = 0;
for (const [key, f] of quarterly) {
  if (f.yoy === undefined) continue;
  const yearAgo = `${Number(f.period.slice(0, 4)) - 1}${f.period.slice(4)}`;
  if (held.has(`${f.ticker}|${yearAgo}|${f.metric}`)) {
    const { yoy: _, ...rest } = f;
    quarterly.set(key, rest);
  } else yoyKept++;
}

const metricOrder = Object.keys(UNIT);
const tickerOrder = COMPANIES.map((c) => c.code);
const metrics = [...chosen.values(), ...quarterly.values()]
  .sort(
    (a, b) =>
      tickerOrder.indexOf(a.ticker) - tickerOrder.indexOf(b.ticker) ||
      a.period.localeCompare(b.period) ||
      metricOrder.indexOf(a.metric) - metricOrder.indexOf(b.metric),
  )
  .map((f) => ({
    ticker: f.ticker,
    period: f.period,
    metric: f.metric,
    value: f.value,
    unit: UNIT[f.metric],
    yoy: f.yoy ?? null,
    source: SOURCE[f.vendor],
    disclosureDate: f.disclosureDate,
  }));

// ---------------------------------------------------------------------------------------------
// Announcements.

const announcements = [];
const perDay = new Map();
for (const r of readCsv(FILES.announcements)) {
  const ticker = r.ts_code.slice(0, 6);
  const date = isoDate(r.ann_date);
  if (!TICKERS.has(ticker) || !date) continue;
  // Ordinal among the same company's announcements of the same day, in file order: stable while
  // the file is only appended to, and short enough for the 80-character id limit.
  const dayKey = `${r.ts_code}-${r.ann_date}`;
  const n = perDay.get(dayKey) ?? 0;
  perDay.set(dayKey, n + 1);
  const a = { ticker, id: `${dayKey}-${n}`, title: r.title.trim(), date };
  if (r.category?.trim()) a.category = r.category.trim();
  if (r.url?.trim()) a.url = r.url.trim();
  a.source = SOURCE.tushareAnn;
  announcements.push(a);
}
// The annual reports themselves, known from Eastmoney's NOTICE_DATE (the report's publication date).
for (const r of readCsv(FILES.emIncome)) {
  const ticker = r.SECURITY_CODE;
  const period = isoDate(r.REPORT_DATE);
  if (!TICKERS.has(ticker) || !period || !inWindow(ticker, period) || r.REPORT_TYPE !== "年报") continue;
  const name = COMPANIES.find((c) => c.code === ticker).name;
  const year = period.slice(0, 4);
  announcements.push({
    ticker,
    id: `${r.SECUCODE}-annual-report-${year}`,
    title: `${name}${year}年年度报告`,
    date: isoDate(r.NOTICE_DATE),
    category: "定期报告",
    source: SOURCE.em,
  });
}
announcements.sort(
  (a, b) =>
    tickerOrder.indexOf(a.ticker) - tickerOrder.indexOf(b.ticker) ||
    a.date.localeCompare(b.date) ||
    a.id.localeCompare(b.id),
);

// ---------------------------------------------------------------------------------------------
// Quotes.

const quotes = [];
const inPriceWindow = (ticker, date) => {
  return (PRICE_WINDOWS[ticker] ?? []).some(([from, to]) => date >= from && date <= to);
};
const bar = (r, source, volumeMultiplier) => ({
  ticker: r.code,
  date: r.date,
  open: num(r.open),
  high: num(r.high),
  low: num(r.low),
  close: num(r.close),
  volume: num(r.volume) === null ? null : Math.round(num(r.volume) * volumeMultiplier),
  source,
});
// Files in order of preference: a session already taken from an earlier file is not taken again (where they overlap,
// the reference README checked them equal: Sina vs baostock day by day, the archive against both).
const priced = new Set();
const take = (file, source, volumeMultiplier) => {
  for (const r of readCsv(file)) {
    if (!inPriceWindow(r.code, r.date) || priced.has(`${r.code}|${r.date}`)) continue;
    quotes.push(bar(r, source, volumeMultiplier));
    priced.add(`${r.code}|${r.date}`);
  }
};
take(FILES.prices, SOURCE.sinaDaily, 1);
take(FILES.prices2021, SOURCE.sinaDaily, 1);
take(FILES.prices15, SOURCE.sinaDaily, 1);
take(FILES.baostock, SOURCE.baostockDaily, 1);
take(FILES.prices2019, SOURCE.tushareDaily, 100);
// Volume in 手 (100 shares) in this file.
take(FILES.pricesExt, SOURCE.archivedDaily, 100);
for (const r of readCsv(FILES.spot)) {
  if (!TICKERS.has(r.code)) continue;
  const close = num(r.price);
  if (close === null) throw new Error(`no snapshot price for ${r.code}`);
  // pe_dynamic is annualised from the latest quarter, not trailing twelve months: it is not peTtm.
  const snap = { pb: num(r.pb), marketCap: num(r.total_mv) };
  const daily = quotes.find((q) => q.ticker === r.code && q.date === SNAPSHOT_SESSION);
  if (daily) {
    if (daily.close !== close)
      throw new Error(`${r.code} ${SNAPSHOT_SESSION}: daily close ${daily.close} != snapshot ${close}`);
    const { source: _, ...ohlcv } = daily;
    quotes[quotes.indexOf(daily)] = { ...ohlcv, ...snap, source: `${daily.source}+${SOURCE.emSpot}` };
  } else {
    quotes.push({ ticker: r.code, date: SNAPSHOT_SESSION, close, ...snap, source: SOURCE.emSpot });
  }
}
for (const q of quotes) for (const k of Object.keys(q)) if (q[k] === null) delete q[k];
quotes.sort((a, b) => tickerOrder.indexOf(a.ticker) - tickerOrder.indexOf(b.ticker) || a.date.localeCompare(b.date));

// ---------------------------------------------------------------------------------------------
// Write: one record per line keeps the file diffable and compact.

const section = (name, rows) => `"${name}":[\n${rows.map((r) => JSON.stringify(r)).join(",\n")}\n]`;
const json = `{\n${[
  section("companies", COMPANIES),
  section("metrics", metrics),
  section("announcements", announcements),
  section("quotes", quotes),
].join(",\n")}\n}\n`;
JSON.parse(json);
writeFileSync(outFile, json);

const restatedNote = [...restatedEm.entries()].map(([k, ok]) => `${k} (kept: ${[...ok].join(", ") || "none"})`);
console.log(
  `wrote ${path.relative(repoRoot, outFile)}: ${COMPANIES.length} companies, ${metrics.length} metrics, ` +
    `${announcements.length} announcements, ${quotes.length} quotes, ${(json.length / 1024).toFixed(0)} KB`,
);
console.log(`Eastmoney periods shown as restated: ${restatedNote.join("; ") || "none"}`);
console.log(
  `annual lines from the indicator files' year-end rows: ${[...yearEndTaken].map(([m, n]) => `${m} ${n}`).join(", ")}` +
    `; rows not taken (a line contradicts the annual file): ${yearEndSkipped.join(", ") || "none"}`,
);
console.log(`quarterly figures with the vendor's YoY (no year-ago figure stored): ${yoyKept}`);
for (const c of COMPANIES) {
  const mine = metrics.filter((m) => m.ticker === c.code);
  const bySource = {};
  // "FY2024" for an annual report, "2025-09-30" for a quarterly one.
  const label = (m) => (m.period.endsWith("-12-31") ? `FY${m.period.slice(0, 4)}` : m.period);
  for (const m of mine) bySource[m.source] = [...new Set([...(bySource[m.source] ?? []), label(m)])];
  console.log(
    `${c.code} ${c.name}: ${new Set(mine.map((m) => m.period)).size} periods, ${new Set(mine.map((m) => m.metric)).size} metrics; ` +
      Object.entries(bySource)
        .map(([s, ys]) => `${s} ${ys.join("/")}`)
        .join(", "),
  );
}
