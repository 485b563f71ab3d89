// The product's facts as of a date, read from the raw stored files only (never from src/ code):
// annual reports (sample-data.json), quarterly reports (two reference CSVs), daily bars and announcements.
// Every lookup answers { value, date, src } or { unknown: reason }.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..", "..");
const refDir = join(root, "..", "shared", "data", "reference");
const sample = JSON.parse(readFileSync(join(root, "src", "sample", "sample-data.json"), "utf8"));

export const BANKS_AND_INSURERS = new Set(["600036", "601318"]);

function csv(name) {
  const [head, ...rows] = readFileSync(join(refDir, name), "utf8").trim().split(/\r?\n/);
  const cols = head.split(",");
  return rows.map((line) => Object.fromEntries(line.split(",").map((v, i) => [cols[i], v])));
}
const isoDate = (s) => (s.includes("-") ? s : `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`);

// key: ticker|metric|period  ->  [{ value, date, src }]
const facts = new Map();
function put(t, metric, period, value, date, src) {
  if (value === "" || value === undefined || value === "N/A" || Number.isNaN(Number(value))) return;
  const k = `${t}|${metric}|${period}`;
  if (!facts.has(k)) facts.set(k, []);
  facts.get(k).push({ value: Number(value), date, src });
}
for (const m of sample.metrics) {
  if (!m.period.endsWith("-12-31")) continue;
  put(m.ticker, m.metric, m.period.slice(0, 4), m.value, m.disclosureDate, `年报(${m.source})`);
}
const CUM = { "0331": "Q1", "0630": "H1", "0930": "M9", 1231: "" };
const TS_ALLOWED = {
  "002594": () => true,
  300750: () => true,
  600519: () => true,
  601318: (p) => p === "2025" || p === "2026Q1",
};
for (const r of csv("quarterly_tushare_15tickers_2024_2026.csv")) {
  const t = r.ts_code.slice(0, 6);
  const period = r.end_date.slice(0, 4) + CUM[r.end_date.slice(4)];
  if (!TS_ALLOWED[t]?.(period)) continue;
  const date = isoDate(r.ann_date);
  const src = `Tushare季报(${r.end_date})`;
  put(t, t === "600519" ? "operating_revenue" : "revenue", period, r.revenue || r.total_revenue, date, src);
  if (t !== "600519") put(t, "revenue", period, r.total_revenue, date, src);
  // The sample restates the same quarterly figure as operating_revenue (营业收入) too.
  if (t !== "600519") put(t, "operating_revenue", period, r.revenue, date, src);
  put(t, "net_profit", period, r.n_income_attr_p, date, src);
  put(t, "net_income", period, r.n_income, date, src);
  put(t, "operating_cash_flow", period, r.n_cashflow_act, date, src);
  put(t, "gross_margin", period, r.grossprofit_margin, date, src);
  put(t, "net_margin", period, r.netprofit_margin, date, src);
  put(t, "roe", period, r.roe_waa, date, src);
  put(t, "cash", period, r.money_cap, date, src);
  const frac = r.liability_to_assets_frac ? Number(r.liability_to_assets_frac) * 100 : "";
  const printed = t === "601318" ? parseFloat(r.fi_liab_to_assets) : "";
  put(t, "debt_ratio", period, r.debt_to_assets || frac || printed, date, src);
  // blind8: the growth rates the source printed (only 600519's rows carry them), the fallback when a base period
  // is not stored (e.g. 2025Q1 against 2024Q1).
  put(t, "net_profit#yoy", period, r.netprofit_yoy, date, src);
  put(t, "operating_revenue#yoy", period, r.or_yoy, date, src);
}
for (const r of csv("quarterly_em_mainfina_600036_002415_600276_601020_688271_600420_2022_2026.csv")) {
  if (r.code !== "600036") continue;
  const d = r.report_date.replaceAll("-", "");
  const period = d.slice(0, 4) + CUM[d.slice(4)];
  const src = `东方财富主要指标(${r.report_date_name})`;
  const m = {
    revenue: r.total_operate_income,
    net_profit: r.parent_netprofit,
    deducted_net_profit: r.deduct_parent_netprofit,
    net_margin: r.net_margin_pct,
    roe: r.roe_weighted_pct,
    debt_ratio: r.debt_asset_ratio_pct,
    basic_eps: r.eps_basic,
    bps: r.bps,
    ocf_per_share: r.ocf_per_share,
    operating_cash_flow: r.netcash_operate,
  };
  for (const [k, v] of Object.entries(m)) put("600036", k, period, v, r.notice_date, src);
  // blind8: the printed growth rates, cumulative and single quarter (S1..S4), the fallback for a missing base.
  const single = d.slice(0, 4) + { "0331": "S1", "0630": "S2", "0930": "S3", 1231: "S4" }[d.slice(4)];
  put("600036", "revenue#yoy", period, r.total_operate_income_yoy_pct, r.notice_date, src);
  put("600036", "net_profit#yoy", period, r.parent_netprofit_yoy_pct, r.notice_date, src);
  put("600036", "revenue#yoy", single, r.single_q_toi_yoy_pct, r.notice_date, src);
  put("600036", "net_profit#yoy", single, r.single_q_parent_np_yoy_pct, r.notice_date, src);
}

/** A year-on-year growth rate (%) as the source printed it, for a metric and a period (cumulative or S1..S4). */
export function statedYoy(t, metric, period, asOf) {
  return stored(t, `${metric}#yoy`, period, asOf);
}

/** Known value of a stored metric (no derivation): the first source that has it and was public by asOf. */
function stored(t, metric, period, asOf) {
  const all = facts.get(`${t}|${metric}|${period}`);
  if (!all) return { unknown: `${metric} ${period} 无存储数据` };
  const known = all.filter((f) => f.date <= asOf);
  if (!known.length) return { unknown: `${metric} ${period} 于 ${all[0].date} 才披露，晚于 ${asOf}` };
  return known[0];
}

const PREV = { Q1: null, H1: "Q1", M9: "H1", "": "M9" };
const SINGLE = { S1: "Q1", S2: "H1", S3: "M9", S4: "" };
const ratioOf = (a, b, scale, label) => {
  if (a.unknown) return a;
  if (b.unknown) return b;
  return { value: (a.value / b.value) * scale, date: [a.date, b.date].sort().at(-1), src: label };
};

/**
 * A metric for a period: "2024" annual, "2025Q1"/"2025H1"/"2025M9" cumulative, "2025S3" the third quarter alone,
 * "2026Q1TTM" the twelve months to that report.
 * Derived: debt_ratio, gross_margin (from cost), net_margin, "a/b" ratios in %, single quarters.
 */
export function metric(t, name, period, asOf) {
  const ttm = period.match(/^(\d{4})(Q1|H1|M9)TTM$/);
  if (ttm) {
    // Trailing twelve months: last full year + this year's cumulative - last year's same cumulative.
    const [, y, cum] = ttm;
    const parts = [
      metric(t, name, String(Number(y) - 1), asOf),
      metric(t, name, y + cum, asOf),
      metric(t, name, prevYear(y + cum), asOf),
    ];
    const miss = parts.find((p) => p.unknown);
    if (miss) return miss;
    const src = `TTM(${parts.map((p) => p.src).join(" + ")})`;
    return { value: parts[0].value + parts[1].value - parts[2].value, date: parts[1].date, src };
  }
  const single = period.match(/^(\d{4})(S[1-4])$/);
  if (single) {
    const [, y, s] = single;
    const cum = SINGLE[s];
    const a = metric(t, name, y + cum, asOf);
    if (s === "S1" || a.unknown) return a;
    const b = metric(t, name, y + PREV[cum], asOf);
    if (b.unknown) return b;
    return { value: a.value - b.value, date: a.date, src: `${a.src} 减 ${b.src}` };
  }
  if (name.includes("/")) {
    const [num, den] = name.split("/");
    return ratioOf(metric(t, num, period, asOf), metric(t, den, period, asOf), 100, `${num}/${den}(%)`);
  }
  const direct = stored(t, name, period, asOf);
  if (!direct.unknown) return direct;
  if (name === "debt_ratio") {
    const liab = stored(t, "total_liabilities", period, asOf);
    const r = ratioOf(liab, stored(t, "total_assets", period, asOf), 100, "负债/资产");
    return r.unknown ? direct : r;
  }
  if (name === "gross_margin") {
    const rev = stored(t, "operating_revenue", period, asOf);
    const cost = stored(t, "operating_cost", period, asOf);
    if (rev.unknown || cost.unknown) return direct;
    return { value: (1 - cost.value / rev.value) * 100, date: rev.date, src: "1-营业成本/营业收入" };
  }
  if (name === "net_margin") {
    return ratioOf(stored(t, "net_income", period, asOf), stored(t, "revenue", period, asOf), 100, "净利润/营业总收入");
  }
  return direct;
}

/** The period a comparison defaults to: the same period a year earlier. */
export function prevYear(period) {
  return String(Number(period.slice(0, 4)) - 1) + period.slice(4);
}

// ---- prices -------------------------------------------------------------------------------------------------------
const bars = new Map();
for (const q of sample.quotes) {
  if (!bars.has(q.ticker)) bars.set(q.ticker, []);
  bars.get(q.ticker).push(q);
}
for (const b of bars.values()) b.sort((x, y) => (x.date < y.date ? -1 : 1));
const days = (a, b) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

/** The unbroken run of daily bars (gaps of at most 14 days) that ends at the last bar on or before asOf. */
export function run(t, asOf) {
  const upTo = (bars.get(t) ?? []).filter((b) => b.date <= asOf && b.close != null);
  const last = upTo.at(-1);
  if (!last || days(last.date, asOf) > 14) return [];
  let s = upTo.length - 1;
  while (s > 0 && days(upTo[s - 1].date, upTo[s].date) <= 14) s--;
  return upTo.slice(s);
}
export function snapshotRow(t, asOf) {
  return (bars.get(t) ?? []).filter((b) => b.date <= asOf && b.pb != null).at(-1);
}

const sum = (xs) => xs.reduce((s, x) => s + x, 0);
export const sma = (xs, n) => xs.map((_, i) => (i >= n - 1 ? sum(xs.slice(i - n + 1, i + 1)) / n : null));
export function ema(xs, n) {
  const a = 2 / (n + 1);
  const out = [];
  let prev = null;
  const seed = [];
  for (const v of xs) {
    if (v === null) {
      out.push(null);
      continue;
    }
    if (prev === null) {
      seed.push(v);
      if (seed.length === n) prev = seed.reduce((s, x) => s + x, 0) / n;
      out.push(prev);
      continue;
    }
    prev = a * v + (1 - a) * prev;
    out.push(prev);
  }
  return out;
}
export function macd(closes) {
  const f = ema(closes, 12);
  const s = ema(closes, 26);
  const dif = closes.map((_, i) => (f[i] != null && s[i] != null ? f[i] - s[i] : null));
  const dea = ema(dif, 9);
  return { dif, dea };
}
export function rsi(closes, n = 14) {
  const out = closes.map(() => null);
  if (closes.length <= n) return out;
  let g = 0;
  let l = 0;
  for (let i = 1; i <= n; i++) {
    const d = closes[i] - closes[i - 1];
    if (d > 0) g += d;
    else l -= d;
  }
  g /= n;
  l /= n;
  const val = () => (l === 0 ? 100 : 100 - 100 / (1 + g / l));
  out[n] = val();
  for (let i = n + 1; i < closes.length; i++) {
    const d = closes[i] - closes[i - 1];
    g = (g * (n - 1) + Math.max(d, 0)) / n;
    l = (l * (n - 1) + Math.max(-d, 0)) / n;
    out[i] = val();
  }
  return out;
}

// ---- announcements ------------------------------------------------------------------------------------------------
export const EVENT_KINDS = {
  repurchase: /回购/,
  dividend: /分红|利润分配|派息|权益分派/,
  equity_incentive: /员工持股|股权激励/,
  bond: /债券/,
  placement: /非公开发行|向特定对象发行|定增|定向增发/,
  reduction: /减持/,
  increase: /增持/,
  annual_report: /年度报告/,
};
export function announcements(t, from, to) {
  return sample.announcements.filter((a) => a.ticker === t && a.date >= from && a.date <= to);
}
