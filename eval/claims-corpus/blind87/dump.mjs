#!/usr/bin/env node
// For writing only: every stored figure of a company as known on a date (annual and quarterly, in 亿 / % / 元), and
// its announcements.   node eval/claims-corpus/blind87/dump.mjs 600519 2026-04-30
import { announcements, metric } from "./facts.mjs";

const [t, asOf] = process.argv.slice(2);
const NAMES = [
  "revenue",
  "operating_revenue",
  "operating_cost",
  "operating_profit",
  "total_profit",
  "net_income",
  "net_profit",
  "deducted_net_profit",
  "basic_eps",
  "bps",
  "ocf_per_share",
  "roe",
  "gross_margin",
  "net_margin",
  "debt_ratio",
  "operating_cash_flow",
  "investing_cash_flow",
  "financing_cash_flow",
  "capex",
  "dividends_interest_paid",
  "total_assets",
  "total_liabilities",
  "parent_equity",
  "cash",
  "inventory",
  "contract_liabilities",
  "accounts_receivable",
  "goodwill",
  "research_expense",
  "selling_expense",
  "admin_expense",
];
const SMALL = new Set(["basic_eps", "bps", "ocf_per_share", "roe", "gross_margin", "net_margin", "debt_ratio"]);
const periods = [];
for (let y = 2015; y <= 2026; y++) periods.push(String(y), `${y}Q1`, `${y}H1`, `${y}M9`, `${y}S2`, `${y}S3`, `${y}S4`);
for (const n of NAMES) {
  const cells = [];
  for (const p of periods) {
    const r = metric(t, n, p, asOf);
    if (r.unknown) continue;
    const v = SMALL.has(n) ? r.value.toFixed(2) : (r.value / 1e8).toFixed(2);
    cells.push(`${p}:${v}`);
  }
  if (cells.length) console.log(`${n}: ${cells.join("  ")}`);
}
for (const a of announcements(t, "1990-01-01", asOf)) console.log(`ann ${a.date} ${a.title}`);
