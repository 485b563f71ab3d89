import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { IngestPayload, type MetricInput } from "../../src/ingest/ingest-payload";
import { METRICS, type MetricKey } from "../../src/domain/metric-catalog";
import { SAMPLE_AS_OF, SAMPLE_DATA, SAMPLE_DEBATE_AS_OF, SAMPLE_VERSION } from "../../src/sample";
import { parseCsv, type CsvRow } from "../../scripts/lib/csv.mjs";

/*
 * The sample restates published figures; these tests hold it to the reference files it was built from.
 * The column maps below are written out again on purpose (not imported from the build script), so a
 * wrong mapping there shows up as a disagreement here.
 */

const EM_INCOME = "em_f10_income_annual_600519_600028_600036.csv";
const EM_BALANCE = "em_f10_600519_annual_balance_cashflow.csv";
const TUSHARE = "tushare_annual_300750_002594_601318_600519_600036.csv";
const NETEASE = "netease163_main_indicators_annual.csv";
const ANNOUNCEMENTS = "announcements_300750_002594_601318.csv";
const PRICES = "prices_daily_300750_000858_2020_2025.csv";
const PRICES_2019 = "prices_daily_9tickers_2019_2020.csv";
const PRICES_2021 = "prices_daily_600519_600036_601318_2021_2026.csv";
const PRICES_15 = "prices_daily_15tickers_2021_2026.csv";
const BAOSTOCK = "prices_daily_600028_002594_2021_2025_baostock.csv";
const PRICES_EXT = "prices_daily_002594_600028_600036_601318_2025_2026_ext.csv";
const SPOT = "em_spot_snapshot_2025-07-07.csv";
const Q_TUSHARE = "quarterly_tushare_15tickers_2024_2026.csv";
const Q_EM = "quarterly_em_mainfina_600036_002415_600276_601020_688271_600420_2022_2026.csv";

type FigureFile =
  | typeof EM_INCOME
  | typeof EM_BALANCE
  | typeof TUSHARE
  | typeof NETEASE
  | typeof Q_TUSHARE
  | typeof Q_EM;

type ColumnMap = Partial<Record<MetricKey, { column: string; scale: number }>>;
const col = (column: string, scale = 1) => ({ column, scale });

const EM_INCOME_COLUMNS: ColumnMap = {
  revenue: col("TOTAL_OPERATE_INCOME"),
  operating_revenue: col("OPERATE_INCOME"),
  operating_cost: col("OPERATE_COST"),
  research_expense: col("RESEARCH_EXPENSE"),
  selling_expense: col("SALE_EXPENSE"),
  admin_expense: col("MANAGE_EXPENSE"),
  operating_profit: col("OPERATE_PROFIT"),
  total_profit: col("TOTAL_PROFIT"),
  net_income: col("NETPROFIT"),
  net_profit: col("PARENT_NETPROFIT"),
  deducted_net_profit: col("DEDUCT_PARENT_NETPROFIT"),
  basic_eps: col("BASIC_EPS"),
};
const EM_BALANCE_COLUMNS: ColumnMap = {
  total_assets: col("TOTAL_ASSETS"),
  total_liabilities: col("TOTAL_LIABILITIES"),
  parent_equity: col("TOTAL_PARENT_EQUITY"),
  cash: col("MONETARYFUNDS"),
  accounts_receivable: col("ACCOUNTS_RECE"),
  inventory: col("INVENTORY"),
  goodwill: col("GOODWILL"),
  contract_liabilities: col("CONTRACT_LIAB"),
  operating_cash_flow: col("NETCASH_OPERATE"),
  capex: col("CONSTRUCT_LONG_ASSET"),
  investing_cash_flow: col("NETCASH_INVEST"),
  financing_cash_flow: col("NETCASH_FINANCE"),
};
// No `roe` here: Tushare's roe is not the weighted ROE the key stands for, so the sample must not use it.
const TUSHARE_COLUMNS: ColumnMap = {
  revenue: col("total_revenue"),
  operating_revenue: col("revenue"),
  net_profit: col("n_income_attr_p"),
  net_income: col("n_income"),
  operating_cash_flow: col("n_cashflow_act"),
  investing_cash_flow: col("n_cashflow_inv_act"),
  capex: col("c_pay_acq_const_fiolta"),
  dividends_interest_paid: col("c_pay_dist_dpcp_int_exp"),
  cash: col("money_cap"),
  goodwill: col("goodwill"),
  total_assets: col("total_assets"),
  total_liabilities: col("total_liab"),
  gross_margin: col("grossprofit_margin"),
  net_margin: col("netprofit_margin"),
};
// Quarterly (cumulative year-to-date) figures: Tushare's weighted ROE is roe_waa; its roe stays out, and its or_yoy
// is a figure only as 营业收入同比增长率, the growth line stored where the row prints no revenue. Its debt ratio is
// read apart (publishedDebtRatio).
const Q_TUSHARE_COLUMNS: ColumnMap = {
  operating_revenue_growth: col("or_yoy"),
  revenue: col("total_revenue"),
  operating_revenue: col("revenue"),
  net_profit: col("n_income_attr_p"),
  net_income: col("n_income"),
  operating_cash_flow: col("n_cashflow_act"),
  cash: col("money_cap"),
  gross_margin: col("grossprofit_margin"),
  net_margin: col("netprofit_margin"),
  roe: col("roe_waa"),
};
const Q_EM_COLUMNS: ColumnMap = {
  revenue: col("total_operate_income"),
  net_profit: col("parent_netprofit"),
  deducted_net_profit: col("deduct_parent_netprofit"),
  operating_cash_flow: col("netcash_operate"),
  gross_margin: col("gross_margin_pct"),
  net_margin: col("net_margin_pct"),
  roe: col("roe_weighted_pct"),
  basic_eps: col("eps_basic"),
  bps: col("bps"),
  ocf_per_share: col("ocf_per_share"),
  debt_ratio: col("debt_asset_ratio_pct"),
};
/** Tushare's 资产负债率 in %: fina_indicator's debt_to_assets, else the fraction ×100, else the printed "77.5%". */
function publishedDebtRatio(r: CsvRow): number | null {
  const pct = toNumber(r.debt_to_assets);
  if (pct !== null) return pct;
  const frac = toNumber(r.liability_to_assets_frac);
  if (frac !== null) return frac * 100;
  const printed = /^(\d+(?:\.\d+)?)%$/.exec((r.fi_liab_to_assets ?? "").trim());
  return printed ? Number(printed[1]) : null;
}
const WAN = 10_000;
const NETEASE_COLUMNS: ColumnMap = {
  operating_revenue: col("主营业务收入(万元)", WAN),
  operating_profit: col("营业利润(万元)", WAN),
  total_profit: col("利润总额(万元)", WAN),
  net_profit: col("净利润(万元)", WAN),
  deducted_net_profit: col("净利润(扣除非经常性损益后)(万元)", WAN),
  operating_cash_flow: col("经营活动产生的现金流量净额(万元)", WAN),
  total_assets: col("总资产(万元)", WAN),
  total_liabilities: col("总负债(万元)", WAN),
  parent_equity: col("股东权益不含少数股东权益(万元)", WAN),
  roe: col("净资产收益率加权(%)"),
  basic_eps: col("基本每股收益(元)"),
  bps: col("每股净资产(元)"),
  ocf_per_share: col("每股经营活动产生的现金流量净额(元)"),
};

interface RefFigure {
  value: number;
  /** The disclosure date the file itself prints, if any. */
  disclosed: string | null;
}

function reference(file: string): CsvRow[] {
  const text = env.TEST_REFERENCE[file];
  if (text === undefined) throw new Error(`reference file ${file} is missing from TEST_REFERENCE`);
  return parseCsv(text);
}

function toIso(s: string | undefined): string | null {
  const t = (s ?? "").trim();
  if (/^\d{8}$/.test(t)) return `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}`;
  return /^\d{4}-\d{2}-\d{2}/.test(t) ? t.slice(0, 10) : null;
}

function toNumber(s: string | undefined): number | null {
  const t = (s ?? "").trim();
  if (t === "" || t === "N/A") return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** "ticker|period|metric" -> figure, for one reference file. */
function figures(
  file: string,
  columns: ColumnMap,
  keyOf: (r: CsvRow) => { ticker: string; period: string | null; disclosed: string | null },
): Map<string, RefFigure> {
  const out = new Map<string, RefFigure>();
  for (const r of reference(file)) {
    const { ticker, period, disclosed } = keyOf(r);
    if (!period) continue;
    for (const [metric, c] of Object.entries(columns)) {
      const v = toNumber(r[c.column]);
      if (v !== null) out.set(`${ticker}|${period}|${metric}`, { value: v * c.scale, disclosed });
    }
  }
  return out;
}

function withDebtRatios(out: Map<string, RefFigure>): Map<string, RefFigure> {
  for (const r of reference(Q_TUSHARE)) {
    const [ticker, period, value] = [(r.ts_code ?? "").slice(0, 6), toIso(r.end_date), publishedDebtRatio(r)];
    if (period && value !== null) out.set(`${ticker}|${period}|debt_ratio`, { value, disclosed: toIso(r.ann_date) });
  }
  return out;
}

const referenceFigures = (): Record<FigureFile, Map<string, RefFigure>> => ({
  [EM_INCOME]: figures(EM_INCOME, EM_INCOME_COLUMNS, (r) => ({
    ticker: r.SECURITY_CODE ?? "",
    period: r.REPORT_TYPE === "年报" ? toIso(r.REPORT_DATE) : null,
    disclosed: toIso(r.NOTICE_DATE),
  })),
  [EM_BALANCE]: figures(EM_BALANCE, EM_BALANCE_COLUMNS, (r) => ({
    ticker: r.SECURITY_CODE ?? "",
    period: toIso(r.REPORT_DATE),
    disclosed: toIso(r.NOTICE_DATE),
  })),
  [TUSHARE]: figures(TUSHARE, TUSHARE_COLUMNS, (r) => ({
    ticker: (r.ts_code ?? "").slice(0, 6),
    period: toIso(r.end_date),
    disclosed: toIso(r.fi_ann_date),
  })),
  [NETEASE]: figures(NETEASE, NETEASE_COLUMNS, (r) => ({
    ticker: r.code ?? "",
    period: toIso(r["报告日期"]),
    disclosed: null,
  })),
  [Q_TUSHARE]: withDebtRatios(
    figures(Q_TUSHARE, Q_TUSHARE_COLUMNS, (r) => ({
      ticker: (r.ts_code ?? "").slice(0, 6),
      period: toIso(r.end_date),
      disclosed: toIso(r.ann_date),
    })),
  ),
  [Q_EM]: figures(Q_EM, Q_EM_COLUMNS, (r) => ({
    ticker: r.code ?? "",
    period: toIso(r.report_date),
    disclosed: toIso(r.notice_date),
  })),
});

const isAnnual = (m: { period: string }) => m.period.endsWith("-12-31");

/** The file a sample figure claims to come from, by its source name and metric. */
function sourceFile(m: MetricInput): FigureFile {
  // An annual report's ratios and per-share lines from the year-end rows of the quarterly indicator files.
  if (m.source === "Tushare财务指标") return Q_TUSHARE;
  if (m.source === "东方财富主要指标") return Q_EM;
  if (!isAnnual(m)) return m.source === "东方财富F10" ? Q_EM : Q_TUSHARE;
  if (m.source === "东方财富F10") return m.metric in EM_INCOME_COLUMNS ? EM_INCOME : EM_BALANCE;
  if (m.source === "Tushare") return TUSHARE;
  if (m.source === "网易财经") return NETEASE;
  throw new Error(`unknown metric source ${m.source}`);
}

/** The CSRC deadline for a report: 30 April of the following year (annual), 30 April, 31 August, 31 October. */
function annualDeadline(period: string): string {
  const year = Number(period.slice(0, 4));
  const byEnd: Record<string, string> = {
    "03-31": `${year}-04-30`,
    "06-30": `${year}-08-31`,
    "09-30": `${year}-10-31`,
  };
  return byEnd[period.slice(5)] ?? `${year + 1}-04-30`;
}

function relativelyEqual(a: number, b: number, rel: number): boolean {
  return Math.abs(a - b) <= rel * Math.max(Math.abs(a), Math.abs(b), 1e-12);
}

const keyOf = (m: { ticker: string; period: string; metric: string }) => `${m.ticker}|${m.period}|${m.metric}`;

describe("sample data: shape", () => {
  it("parses as an IngestPayload and stays compact", () => {
    const reparsed = IngestPayload.safeParse(SAMPLE_DATA);
    expect(reparsed.success).toBe(true);
    // Seven companies and about 6,300 daily bars: small enough to bundle into the Worker.
    expect(JSON.stringify(SAMPLE_DATA).length).toBeLessThan(1_000_000);
    expect(SAMPLE_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}\.\d+$/);
  });

  it("holds the seven companies with their exchange, industry and aliases", () => {
    const byCode = new Map(SAMPLE_DATA.companies.map((c) => [c.code, c]));
    expect([...byCode.keys()].sort()).toEqual(["000858", "002594", "300750", "600028", "600036", "600519", "601318"]);
    expect(byCode.get("000858")).toMatchObject({ name: "五粮液", exchange: "SZ", industry: "白酒" });
    expect(byCode.get("600519")).toMatchObject({
      name: "贵州茅台",
      exchange: "SH",
      industry: "白酒",
      aliases: ["茅台"],
    });
    expect(byCode.get("300750")).toMatchObject({
      name: "宁德时代",
      exchange: "SZ",
      industry: "电池",
      aliases: ["宁德"],
    });
    expect(byCode.get("300750")?.aliases).not.toContain("宁王");
    expect(byCode.get("601318")?.aliases).toEqual(["平安"]);
  });

  it("gives every company at least five annual periods and eleven metric keys", () => {
    // Eleven: 000858's only source (NetEase) leaves its per-share book value and cash flow empty.
    for (const c of SAMPLE_DATA.companies) {
      const mine = SAMPLE_DATA.metrics.filter((m) => m.ticker === c.code && isAnnual(m));
      expect(new Set(mine.map((m) => m.period)).size, c.code).toBeGreaterThanOrEqual(5);
      expect(new Set(mine.map((m) => m.metric)).size, c.code).toBeGreaterThanOrEqual(11);
    }
  });

  it("holds the quarterly reports the reference files publish, cumulative, and no other quarters", () => {
    const quarters = (ticker: string) =>
      [...new Set(SAMPLE_DATA.metrics.filter((m) => m.ticker === ticker && !isAnnual(m)).map((m) => m.period))].sort();
    const q2024to2026 = ["2024-06-30", "2024-09-30", "2025-03-31", "2025-06-30", "2025-09-30", "2026-03-31"];
    expect(quarters("002594")).toEqual(q2024to2026);
    expect(quarters("300750")).toEqual(q2024to2026);
    expect(quarters("600036")).toEqual(q2024to2026);
    // 600519's 2024 quarters and 601318's before 2026 print only their debt ratio.
    expect(quarters("600519")).toEqual(q2024to2026);
    expect(quarters("601318")).toEqual(q2024to2026);
    expect(quarters("600028")).toEqual([]);
    expect(quarters("000858")).toEqual([]);
    const sample = new Map(SAMPLE_DATA.metrics.map((m) => [keyOf(m), m]));
    // Cumulative, as printed: BYD's 2025 三季报 revenue is Jan-Sep (566,265,546,000), not Q3 alone (194,984,598,000).
    expect(sample.get("002594|2025-09-30|revenue")).toMatchObject({
      value: 566_265_546_000,
      disclosureDate: "2025-10-31",
      source: "Tushare",
    });
    expect(sample.get("600519|2025-09-30|net_profit")).toMatchObject({
      value: 64_626_746_712.18,
      disclosureDate: "2025-10-30",
    });
    // 600519's weighted ROE is Tushare's roe_waa, not its roe (10.5687).
    expect(sample.get("600519|2026-03-31|roe")?.value).toBe(10.57);
    expect(sample.get("600036|2025-09-30|revenue")).toMatchObject({
      value: 251_420_000_000,
      disclosureDate: "2025-10-30",
      source: "东方财富F10",
    });
    expect(sample.get("601318|2026-03-31|net_profit")).toMatchObject({
      value: 25_022_000_000,
      disclosureDate: "2026-04-29",
    });
  });

  it("keeps one figure per (ticker, period, metric), in the catalogue's unit, with no derived indicators", () => {
    const keys = SAMPLE_DATA.metrics.map(keyOf);
    expect(new Set(keys).size).toBe(keys.length);
    for (const m of SAMPLE_DATA.metrics) {
      expect(m.unit, keyOf(m)).toBe(METRICS[m.metric].unit);
      expect(["ar_days", "pe_ttm", "pb", "market_cap"]).not.toContain(m.metric);
    }
  });

  it("keeps a quarterly report's published YoY only where no figure of a year earlier is stored", () => {
    const sample = new Map(SAMPLE_DATA.metrics.map((m) => [keyOf(m), m]));
    const withYoy = SAMPLE_DATA.metrics.filter((m) => m.yoy !== null);
    for (const m of withYoy) {
      expect(isAnnual(m), keyOf(m)).toBe(false);
      const yearAgo = `${Number(m.period.slice(0, 4)) - 1}${m.period.slice(4)}`;
      expect(sample.has(`${m.ticker}|${yearAgo}|${m.metric}`), keyOf(m)).toBe(false);
    }
    // As printed: Eastmoney's PARENTNETPROFITTZ / TOTALOPERATEREVETZ for 600036, Tushare's netprofit_yoy / or_yoy.
    const em = new Map(reference(Q_EM).map((r) => [`${r.code}|${r.report_date}`, r]));
    const ts = new Map(reference(Q_TUSHARE).map((r) => [`${(r.ts_code ?? "").slice(0, 6)}|${r.end_date}`, r]));
    const printed = (m: MetricInput): number => {
      if (m.ticker === "600036") {
        const r = em.get(`${m.ticker}|${m.period}`)!;
        return Number(m.metric === "revenue" ? r.total_operate_income_yoy_pct : r.parent_netprofit_yoy_pct);
      }
      const r = ts.get(`${m.ticker}|${m.period.replaceAll("-", "")}`)!;
      return Number(m.metric === "operating_revenue" ? r.or_yoy : r.netprofit_yoy);
    };
    for (const m of withYoy) expect(m.yoy, keyOf(m)).toBeCloseTo(printed(m), 9);
    expect(withYoy.map(keyOf).sort()).toEqual([
      "600036|2024-06-30|net_profit",
      "600036|2024-06-30|revenue",
      "600036|2024-09-30|net_profit",
      "600036|2024-09-30|revenue",
      "600036|2025-03-31|net_profit",
      "600036|2025-03-31|revenue",
      "600519|2025-03-31|net_profit",
      "600519|2025-06-30|net_profit",
      "600519|2025-09-30|net_profit",
      "600519|2026-03-31|operating_revenue",
    ]);
  });

  it("stores a published debt ratio only where the period's total assets or liabilities are not stored", () => {
    const sample = new Map(SAMPLE_DATA.metrics.map((m) => [keyOf(m), m]));
    const ratios = SAMPLE_DATA.metrics.filter((m) => m.metric === "debt_ratio");
    for (const m of ratios) {
      const inputs = ["total_assets", "total_liabilities"].every((k) => sample.has(keyOf({ ...m, metric: k })));
      expect(inputs, keyOf(m)).toBe(false);
    }
    // At the best precision each row prints: fina_indicator's %, the fraction, the one-decimal string.
    expect(sample.get("600519|2025-09-30|debt_ratio")?.value).toBe(12.8088);
    expect(sample.get("002594|2025-09-30|debt_ratio")?.value).toBe(71.35);
    expect(sample.get("601318|2026-03-31|debt_ratio")?.value).toBe(89.9);
    expect(sample.get("600036|2026-03-31|debt_ratio")).toMatchObject({ value: 90.4293934496, source: "东方财富F10" });
    expect(ratios.filter((m) => isAnnual(m))).toEqual([]);
  });

  it("fills an annual report's ratios and per-share lines from the indicator files' year-end rows", () => {
    const sample = new Map(SAMPLE_DATA.metrics.map((m) => [keyOf(m), m]));
    // Weighted ROE as the vendor prints it (Tushare's roe_waa, Eastmoney's ROEJQ), dated by the annual report.
    expect(sample.get("600519|2024-12-31|roe")).toMatchObject({
      value: 36.02,
      source: "Tushare财务指标",
      disclosureDate: "2025-04-03",
    });
    expect(sample.get("600519|2025-12-31|roe")?.value).toBe(32.53);
    expect(sample.get("600036|2025-12-31|roe")).toMatchObject({
      value: 13.44,
      source: "东方财富主要指标",
      disclosureDate: "2026-03-28",
    });
    expect(sample.get("600036|2025-12-31|basic_eps")?.value).toBe(5.7);
    expect(sample.get("600036|2025-12-31|bps")?.value).toBe(43.43);
    expect(sample.get("600519|2025-12-31|gross_margin")?.value).toBe(91.1796);
    // A line the annual files hold is theirs (600036 FY2024 EPS from Eastmoney F10, equal in both).
    expect(sample.get("600036|2024-12-31|basic_eps")?.source).toBe("东方财富F10");
    // 净利润(含少数股东损益) is not taken from them.
    expect(sample.get("600519|2025-12-31|net_income")).toBeUndefined();
  });

  it("dates SAMPLE_AS_OF at the latest date anything in it became public", () => {
    const dates = [
      ...SAMPLE_DATA.metrics.map((m) => m.disclosureDate),
      ...SAMPLE_DATA.announcements.map((a) => a.date),
      ...SAMPLE_DATA.quotes.map((q) => q.date),
    ];
    expect(dates).toContain(SAMPLE_AS_OF);
    expect(dates.every((d) => d <= SAMPLE_AS_OF)).toBe(true);
  });
});

describe("sample data vs the published reference files", () => {
  const refs = referenceFigures();

  it("takes every figure from the file its source names, exactly (after 万元 -> 元)", () => {
    for (const m of SAMPLE_DATA.metrics) {
      const ref = refs[sourceFile(m)].get(keyOf(m));
      expect(ref, `${keyOf(m)} has no published figure in ${sourceFile(m)}`).toBeDefined();
      if (!ref) continue;
      expect(relativelyEqual(m.value, ref.value, 1e-9), `${keyOf(m)}: ${m.value} vs ${ref.value}`).toBe(true);
    }
  });

  it("never dates a figure before its period ends, nor later than the statutory deadline", () => {
    for (const m of SAMPLE_DATA.metrics) {
      expect(m.disclosureDate > m.period, keyOf(m)).toBe(true);
      expect(m.disclosureDate <= annualDeadline(m.period), keyOf(m)).toBe(true);
    }
  });

  it("uses the source's own disclosure date, or the statutory deadline where the source prints none", () => {
    for (const m of SAMPLE_DATA.metrics) {
      const ref = refs[sourceFile(m)].get(keyOf(m));
      expect(m.disclosureDate, keyOf(m)).toBe(ref?.disclosed ?? annualDeadline(m.period));
    }
  });

  it("holds the first-published figure wherever Eastmoney shows a restated one", () => {
    // Eastmoney F10 prints an older period as restated by the next report; Tushare and NetEase
    // print it as first published. Where they disagree beyond NetEase's 万元 rounding, the sample
    // must carry the first-published value (or leave the figure out), never the restated one.
    const sample = new Map(SAMPLE_DATA.metrics.map((m) => [keyOf(m), m]));
    const em = new Map([...refs[EM_INCOME], ...refs[EM_BALANCE]]);
    let disagreements = 0;
    for (const [file, rounding] of [
      [TUSHARE, () => 0],
      [NETEASE, (metric: string) => (METRICS[metric as MetricKey].unit === "元" ? WAN / 2 : 0.005)],
    ] as const) {
      for (const [key, first] of refs[file]) {
        const restated = em.get(key);
        if (!restated || Math.abs(restated.value - first.value) <= rounding(key.split("|")[2] ?? "") + 1e-6) continue;
        disagreements++;
        const m = sample.get(key);
        if (m) expect(relativelyEqual(m.value, first.value, 1e-9), `${key}: ${m.value}`).toBe(true);
      }
    }
    // 600519 FY2022 (the README's example) and 600028 FY2019 are restated in Eastmoney's files.
    expect(disagreements).toBeGreaterThan(0);
    expect(sample.get("600519|2022-12-31|net_profit")?.value).toBe(62_716_443_738.27);
  });

  it("agrees with the other vendors' files for 600519 and 600036 within the original-vs-restated tolerance", () => {
    // Two vendors may print the same figure on different bases: the report as first published or
    // as restated a year later (600519 FY2022 total liabilities moved 0.33 %, 600028 FY2019 revenue
    // 0.22 %), and NetEase rounds to 万元 and per-share values to 0.01. A real mismatch (wrong
    // column, wrong unit, wrong year) is off by far more than 1 %, so that is the tolerance here.
    const RESTATED_REL = 0.01;
    const files = [EM_INCOME, EM_BALANCE, TUSHARE, NETEASE] as const;
    const compared = new Map<string, number>();
    for (const m of SAMPLE_DATA.metrics) {
      if (m.ticker !== "600519" && m.ticker !== "600036" && m.ticker !== "300750") continue;
      for (const file of files) {
        if (file === sourceFile(m)) continue;
        const other = refs[file].get(keyOf(m));
        if (!other) continue;
        const rounding = file === NETEASE ? (m.unit === "元" ? WAN / 2 : 0.005) : 0;
        const close = Math.abs(m.value - other.value) <= rounding + RESTATED_REL * Math.abs(other.value);
        expect(close, `${keyOf(m)} ${m.source} ${m.value} vs ${file} ${other.value}`).toBe(true);
        compared.set(`${m.ticker}|${file}`, (compared.get(`${m.ticker}|${file}`) ?? 0) + 1);
      }
    }
    expect(compared.get(`600519|${TUSHARE}`)).toBeGreaterThanOrEqual(10);
    expect(compared.get(`600519|${NETEASE}`)).toBeGreaterThanOrEqual(5);
    expect(compared.get(`600036|${TUSHARE}`)).toBeGreaterThanOrEqual(4);
  });

  it("takes every daily bar from the price files its source names, exactly (手 -> shares where a file prints 手)", () => {
    const shares = (v: string) => Number(v);
    const lots = (v: string) => Math.round(Number(v) * 100);
    // Per source, its files in the order the build script prefers them.
    const files = {
      新浪财经日线: [...reference(PRICES), ...reference(PRICES_2021), ...reference(PRICES_15)],
      证券宝日线: reference(BAOSTOCK),
      Tushare日线: reference(PRICES_2019),
      A股日线存档: reference(PRICES_EXT),
    } as const;
    const volume = { 新浪财经日线: shares, 证券宝日线: shares, Tushare日线: lots, A股日线存档: lots } as const;
    const byKey = Object.fromEntries(
      Object.entries(files).map(([source, rows]) => {
        const m = new Map<string, Record<string, string>>();
        for (const r of rows) if (!m.has(`${r.code}|${r.date}`)) m.set(`${r.code}|${r.date}`, r);
        return [source, m];
      }),
    );
    const daily = SAMPLE_DATA.quotes.filter((q) => q.open !== undefined);
    for (const q of daily) {
      // A merged quote (daily bar + snapshot valuation) names both sources; the bar's comes first.
      const source = q.source.split("+")[0] as keyof typeof files;
      expect(files[source], `${q.ticker} ${q.date} ${q.source}`).toBeDefined();
      const r = byKey[source]?.get(`${q.ticker}|${q.date}`);
      expect(r, `${q.ticker} ${q.date}`).toBeDefined();
      expect([q.open, q.high, q.low, q.close, q.volume]).toEqual([
        Number(r?.open),
        Number(r?.high),
        Number(r?.low),
        Number(r?.close),
        volume[source](r?.volume ?? ""),
      ]);
    }
    // The full windows are carried: every session any file has for these companies and dates, each once.
    const windows: Record<string, [string, string][]> = {
      "600519": [["2024-01-02", SAMPLE_DEBATE_AS_OF]],
      "600036": [["2024-01-02", SAMPLE_DEBATE_AS_OF]],
      "600028": [["2024-01-02", SAMPLE_DEBATE_AS_OF]],
      "300750": [["2020-01-02", SAMPLE_DEBATE_AS_OF]],
      "000858": [["2019-01-02", SAMPLE_DEBATE_AS_OF]],
      "002594": [
        ["2019-01-02", "2020-03-19"],
        ["2025-07-29", SAMPLE_DEBATE_AS_OF],
      ],
      "601318": [
        ["2019-01-02", "2020-03-19"],
        ["2024-01-02", SAMPLE_DEBATE_AS_OF],
      ],
    };
    const all = Object.values(files).flat();
    for (const [code, spans] of Object.entries(windows)) {
      const dates = new Set(
        all
          .filter((r) => r.code === code && spans.some(([from, to]) => r.date! >= from && r.date! <= to))
          .map((r) => r.date),
      );
      expect(daily.filter((q) => q.ticker === code).length, code).toBe(dates.size);
    }
    // Every company's bars reach the sample's debate date, the default asOf of debates on the sample.
    expect(SAMPLE_DEBATE_AS_OF).toBe("2026-04-30");
    for (const code of Object.keys(windows))
      expect(daily.filter((q) => q.ticker === code).at(-1)?.date, code).toBe(SAMPLE_DEBATE_AS_OF);
  });

  it("agrees across the two price files where both cover a session, and with the Eastmoney snapshot", () => {
    // 000858 is in both files from 2020-01-02 to 2020-03-19: two vendors' prints of the same sessions.
    const sina = new Map(
      reference(PRICES)
        .filter((r) => r.code === "000858")
        .map((r) => [r.date, r]),
    );
    const overlap = reference(PRICES_2019).filter((r) => r.code === "000858" && sina.has(r.date));
    expect(overlap.length).toBeGreaterThan(40);
    for (const r of overlap) {
      const other = sina.get(r.date)!;
      expect([r.open, r.high, r.low, r.close].map(Number), r.date).toEqual(
        [other.open, other.high, other.low, other.close].map(Number),
      );
      expect(Math.abs(Number(r.volume) * 100 - Number(other.volume)), r.date).toBeLessThan(100);
    }
    // The Sina daily close and the Eastmoney snapshot price for the same session are the same number.
    for (const code of ["300750", "000858"]) {
      const spot = reference(SPOT).find((r) => r.code === code);
      const bar = reference(PRICES).find((r) => r.code === code && r.date === "2025-07-04");
      const q = SAMPLE_DATA.quotes.find((x) => x.ticker === code && x.date === "2025-07-04");
      expect(Number(bar?.close), code).toBe(Number(spot?.price));
      // One merged quote: the daily bar with the snapshot's valuation.
      expect(q, code).toMatchObject({
        open: Number(bar?.open),
        close: Number(spot?.price),
        pb: Number(spot?.pb),
        marketCap: Number(spot?.total_mv),
      });
      expect(q?.source, code).toBe("新浪财经日线+东方财富行情快照");
    }
  });

  it("carries one snapshot quote per company on 2025-07-04, without a TTM P/E", () => {
    const spot = new Map(reference(SPOT).map((r) => [r.code, r]));
    for (const c of SAMPLE_DATA.companies) {
      const q = SAMPLE_DATA.quotes.find((x) => x.ticker === c.code && x.date === "2025-07-04");
      const r = spot.get(c.code);
      expect(q, c.code).toMatchObject({ close: Number(r?.price), pb: Number(r?.pb), marketCap: Number(r?.total_mv) });
    }
    // The snapshot's pe_dynamic annualises the latest quarter; it is not trailing-twelve-month.
    expect(SAMPLE_DATA.quotes.every((q) => q.peTtm === undefined)).toBe(true);
  });

  it("carries every announcement of the reference list, plus the Eastmoney-dated annual reports", () => {
    const rows = reference(ANNOUNCEMENTS);
    const tushareAnns = SAMPLE_DATA.announcements.filter((a) => a.source === "Tushare公告");
    expect(tushareAnns.length).toBe(rows.length);
    const seen = new Set(tushareAnns.map((a) => `${a.ticker}|${a.date}|${a.title}|${a.category ?? ""}|${a.url ?? ""}`));
    for (const r of rows) {
      expect(
        seen.has(`${(r.ts_code ?? "").slice(0, 6)}|${toIso(r.ann_date)}|${r.title}|${r.category}|${r.url}`),
        r.title,
      ).toBe(true);
    }
    const ids = SAMPLE_DATA.announcements.map((a) => `${a.ticker}|${a.id}`);
    expect(new Set(ids).size).toBe(ids.length);

    const notices = new Map(
      reference(EM_INCOME).map((r) => [
        `${r.SECURITY_CODE}|${(r.REPORT_DATE ?? "").slice(0, 4)}`,
        toIso(r.NOTICE_DATE),
      ]),
    );
    const reports = SAMPLE_DATA.announcements.filter((a) => a.category === "定期报告");
    expect(new Set(reports.map((a) => a.ticker))).toEqual(new Set(["600519", "600036", "600028"]));
    for (const a of reports) {
      const year = /(\d{4})年年度报告$/.exec(a.title)?.[1];
      expect(a.date, a.title).toBe(notices.get(`${a.ticker}|${year}`));
    }
  });
});
