// The facts a claim is checked against, read from the raw sources only (sample-data.json and the reference CSVs).
// Every lookup takes the debate date `asOf`: a figure counts as known only when it was published on or before it.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..", "..");
const refDir = join(root, "..", "shared", "data", "reference");
const sample = JSON.parse(readFileSync(join(root, "src", "sample", "sample-data.json"), "utf8"));

export const FINANCIALS = new Set(["600036", "601318"]); // bank, insurer: ~90 % debt ratio is the industry norm

function parseCsv(text) {
  const rows = [];
  const lines = text
    .replace(/\r/g, "")
    .split("\n")
    .filter((l) => l.length);
  const split = (l) => {
    const out = [];
    let cur = "";
    let q = false;
    for (const ch of l) {
      if (ch === '"') q = !q;
      else if (ch === "," && !q) {
        out.push(cur);
        cur = "";
      } else cur += ch;
    }
    out.push(cur);
    return out;
  };
  const head = split(lines[0]);
  for (const l of lines.slice(1)) {
    const cells = split(l);
    rows.push(Object.fromEntries(head.map((h, i) => [h, cells[i]])));
  }
  return rows;
}

const num = (s) => (s === undefined || s === "" || s === "N/A" ? null : Number(s));
const iso = (s) => (s.includes("-") ? s : `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`);

// ---- annual figures (元, %, 元/股) keyed ticker|metric|YYYY
const annual = new Map();
for (const m of sample.metrics) {
  if (!m.period.endsWith("-12-31")) continue;
  annual.set(`${m.ticker}|${m.metric}|${m.period.slice(0, 4)}`, { value: m.value, date: m.disclosureDate });
}

// ---- quarterly cumulative figures keyed ticker|metric|YYYYQn (Q4 = the full year)
const quarterly = new Map();
const putQ = (ticker, end, date, metric, value) => {
  if (value === null || Number.isNaN(value)) return;
  const q = { "03-31": 1, "06-30": 2, "09-30": 3, "12-31": 4 }[end.slice(5)];
  quarterly.set(`${ticker}|${metric}|${end.slice(0, 4)}Q${q}`, { value, date });
};
const tushare = parseCsv(readFileSync(join(refDir, "quarterly_tushare_15tickers_2024_2026.csv"), "utf8"));
for (const r of tushare) {
  const ticker = r.ts_code.slice(0, 6);
  if (!["002594", "300750", "600519", "601318"].includes(ticker)) continue;
  const end = iso(r.end_date);
  const date = iso(r.ann_date);
  // 600519's rows print only 营业收入 (operating revenue), never 营业总收入.
  putQ(
    ticker,
    end,
    date,
    ticker === "600519" ? "operating_revenue" : "revenue",
    num(r.total_revenue) ?? num(r.revenue),
  );
  putQ(ticker, end, date, "net_profit", num(r.n_income_attr_p));
  putQ(ticker, end, date, "net_income", num(r.n_income));
  putQ(ticker, end, date, "operating_cash_flow", num(r.n_cashflow_act));
  putQ(ticker, end, date, "gross_margin", num(r.grossprofit_margin));
  const frac = num(r.liability_to_assets_frac);
  const printed = r.fi_liab_to_assets ? num(r.fi_liab_to_assets.replace("%", "")) : null;
  putQ(ticker, end, date, "debt_ratio", frac !== null ? frac * 100 : printed);
  putQ(ticker, end, date, "cash", num(r.money_cap));
}
const EM_FILE = "quarterly_em_mainfina_600036_002415_600276_601020_688271_600420_2022_2026.csv";
const em = parseCsv(readFileSync(join(refDir, EM_FILE), "utf8"));
for (const r of em) {
  if (r.code !== "600036" || r.report_date < "2024-06-30") continue;
  const end = r.report_date;
  const date = r.notice_date;
  putQ("600036", end, date, "revenue", num(r.total_operate_income));
  putQ("600036", end, date, "net_profit", num(r.parent_netprofit));
  putQ("600036", end, date, "deducted_net_profit", num(r.deduct_parent_netprofit));
  putQ("600036", end, date, "debt_ratio", num(r.debt_asset_ratio_pct));
  putQ("600036", end, date, "basic_eps", num(r.eps_basic));
  putQ("600036", end, date, "bps", num(r.bps));
  putQ("600036", end, date, "operating_cash_flow", num(r.netcash_operate));
}

const ANNUAL_DERIVED = {
  debt_ratio: (get) => ratio(get("total_liabilities"), get("total_assets"), 100),
  // 营业成本 pairs with 营业收入 (operating_revenue); 营业总收入 is the fallback.
  gross_margin: (get) => {
    const cost = get("operating_cost");
    const rev = get("operating_revenue").value !== undefined ? get("operating_revenue") : get("revenue");
    if (cost.value === undefined || rev.value === undefined) return get("gross_margin_raw");
    return { value: ((rev.value - cost.value) / rev.value) * 100, date: later(cost, rev) };
  },
  np_margin: (get) => ratio(get("net_profit"), get("revenue"), 100),
  ocf_to_np: (get) => ratio(get("operating_cash_flow"), get("net_profit"), 1),
  capex_to_ocf: (get) => ratio(get("capex"), get("operating_cash_flow"), 1),
  roe_calc: (get) => ratio(get("net_profit"), get("parent_equity"), 100),
};
const later = (a, b) => (a.date > b.date ? a.date : b.date);
function ratio(a, b, k) {
  if (a.value === undefined) return a;
  if (b.value === undefined) return b;
  return { value: (a.value / b.value) * k, date: later(a, b) };
}

// Ratios and balances: a single quarter or a TTM cannot be formed by adding and subtracting them.
const LEVELS = [
  "gross_margin",
  "debt_ratio",
  "np_margin",
  "ocf_to_np",
  "bps",
  "cash",
  "total_assets",
  "total_liabilities",
  "parent_equity",
  "goodwill",
  "inventory",
  "contract_liabilities",
  "roe",
];

/**
 * One figure: { value, date } when stored, { missing: why } otherwise. period: "2024" (annual), "2025Q3" (cumulative
 * to the end of Q3; Q4 = full year), "2025Q3s" (single quarter = cumulative minus the previous cumulative),
 * "2025Q3ttm" (trailing twelve months).
 */
export function figure(ticker, metric, period) {
  const m = /^(\d{4})(?:Q([1-4])(s|ttm)?)?$/.exec(period);
  if (!m) throw new Error(`bad period ${period}`);
  const [, y, q, suffix] = m;
  const single = suffix === "s";
  if (suffix && LEVELS.includes(metric)) return { missing: `${metric} 是比率或时点数，不能按单季/TTM加减` };
  if (suffix === "ttm") {
    // Trailing twelve months = last full year + this year's cumulative - the same cumulative a year earlier.
    const parts = [
      figure(ticker, metric, String(Number(y) - 1)),
      figure(ticker, metric, `${y}Q${q}`),
      figure(ticker, metric, `${Number(y) - 1}Q${q}`),
    ];
    const miss = parts.find((x) => x.missing);
    if (miss) return miss;
    const date = parts
      .map((x) => x.date)
      .sort()
      .at(-1);
    return { value: parts[0].value + parts[1].value - parts[2].value, date };
  }
  if (!q) return annualFigure(ticker, metric, y);
  if (single && q !== "1") {
    const a = figure(ticker, metric, `${y}Q${q}`);
    const b = figure(ticker, metric, `${y}Q${Number(q) - 1}`);
    if (a.missing) return a;
    if (b.missing) return b;
    return { value: a.value - b.value, date: later(a, b) };
  }
  const hit = quarterly.get(`${ticker}|${metric}|${y}Q${q}`);
  if (hit) return hit;
  if (q === "4") {
    const a = annualFigure(ticker, metric, y);
    if (!a.missing) return a;
  }
  if (metric === "np_margin")
    return ratio(figure(ticker, "net_profit", `${y}Q${q}`), figure(ticker, "revenue", `${y}Q${q}`), 100);
  if (metric === "ocf_to_np") {
    return ratio(figure(ticker, "operating_cash_flow", `${y}Q${q}`), figure(ticker, "net_profit", `${y}Q${q}`), 1);
  }
  return { missing: `无 ${ticker} ${y}Q${q} ${metric}` };
}

function annualFigure(ticker, metric, y) {
  const get = (name) => {
    const key = name === "gross_margin_raw" ? "gross_margin" : name;
    const hit = annual.get(`${ticker}|${key}|${y}`);
    if (hit) return hit;
    const q4 = quarterly.get(`${ticker}|${key}|${y}Q4`);
    return q4 ?? { missing: `无 ${ticker} ${y} 年报 ${key}` };
  };
  if (ANNUAL_DERIVED[metric]) return ANNUAL_DERIVED[metric](get);
  return get(metric);
}

// ---- prices
const bars = new Map();
for (const b of sample.quotes) {
  if (!bars.has(b.ticker)) bars.set(b.ticker, []);
  bars.get(b.ticker).push(b);
}
for (const list of bars.values()) list.sort((a, b) => (a.date < b.date ? -1 : 1));
const MAX_GAP_DAYS = 14;
const days = (a, b) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

/** The unbroken run of daily bars ending at asOf (no gap over 14 calendar days), oldest first. */
export function run(ticker, asOf) {
  const upTo = (bars.get(ticker) ?? []).filter((b) => b.date <= asOf);
  if (!upTo.length || days(upTo.at(-1).date, asOf) > MAX_GAP_DAYS) return [];
  let i = upTo.length - 1;
  while (i > 0 && days(upTo[i - 1].date, upTo[i].date) <= MAX_GAP_DAYS) i--;
  return upTo.slice(i);
}

export function announcements(ticker, asOf) {
  return sample.announcements.filter((a) => a.ticker === ticker && a.date <= asOf);
}

export const lastBarDate = (ticker) => (bars.get(ticker) ?? []).at(-1)?.date;
