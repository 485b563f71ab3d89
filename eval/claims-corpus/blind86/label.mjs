#!/usr/bin/env node
// Computes every case's label from its spec and the raw stored figures, checks it against what the writer intended
// (and that a false case fails on the assertion marked with its errorType), writes corpus.json, prints counts.
//   node eval/claims-corpus/blind86/label.mjs            label, check, write corpus.json
//   node eval/claims-corpus/blind86/label.mjs --probe 600519 2026-04-30   indicators on that date (for writing)
import { readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { evaluate } from "./assertions.mjs";
import { macd, rsi, run, sma } from "./facts.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const PROTOCOLS = new Set(["adversarial", "findebate", "tradingagents", "vote"]);
const CATEGORIES = new Set([
  "annual",
  "quarterly",
  "technical",
  "announcement",
  "valuation",
  "industry",
  "undecidable",
]);
const ERROR_TYPES = new Set([
  "wrong_value",
  "wrong_period",
  "wrong_base_year",
  "wrong_direction",
  "wrong_magnitude",
  "wrong_extreme",
  "wrong_ratio",
  "technical",
  "nonexistent_event",
  "industry_sense",
  "overstatement",
  "stance",
]);
const INTENT = { t: "true", f: "false", u: "undecidable" };

if (process.argv[2] === "--probe") {
  probe(process.argv[3], process.argv[4]);
  process.exit(0);
}

const files = readdirSync(join(here, "cases"))
  .filter((f) => f.endsWith(".mjs"))
  .sort();
const out = [];
const problems = [];
const ids = new Set();
for (const f of files) {
  const mod = await import(pathToFileURL(join(here, "cases", f)).href);
  for (const c of mod.default) out.push(label(c, f));
}
writeFileSync(join(here, "corpus.json"), `${JSON.stringify(out, null, 1)}\n`);
report(out);
if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n${problems.join("\n")}`);
  process.exit(1);
}

function label(c, file) {
  const where = `${file} ${c.id}`;
  if (ids.has(c.id)) problems.push(`${where}: duplicate id`);
  ids.add(c.id);
  if (!PROTOCOLS.has(c.protocol)) problems.push(`${where}: protocol ${c.protocol}`);
  if (!CATEGORIES.has(c.category)) problems.push(`${where}: category ${c.category}`);
  const results = c.spec.map((a) => ({ a, ...evaluate(c.ticker, c.asOf, a) }));
  const failed = results.filter((r) => r.ok === false);
  const open = results.filter((r) => r.ok === null);
  const expect = failed.length ? "false" : open.length ? "undecidable" : "true";
  const intent = INTENT[c.intent];
  if (expect !== intent) {
    const lines = results.map((r) => `${r.ok} ${r.got}`).join("\n   ");
    problems.push(`${where}: intended ${intent}, computed ${expect}\n   ${c.claim}\n   ${lines}`);
  }
  if (expect === "false") {
    if (!ERROR_TYPES.has(c.errorType)) problems.push(`${where}: errorType ${c.errorType}`);
    const off = failed.filter((r) => r.a.err !== c.errorType);
    const what = off.map((r) => r.got).join("; ");
    if (off.length) problems.push(`${where}: fails on an assertion not marked ${c.errorType}: ${what}`);
  } else if (c.errorType) problems.push(`${where}: errorType on a ${expect} case`);
  if (expect !== "false" && results.some((r) => r.a.err)) problems.push(`${where}: marked error assertion holds`);
  const mark = (r) => (r.ok === null ? "?" : r.ok ? "✓" : "✗");
  const basis = [c.note, ...results.map((r) => `${mark(r)} ${r.got}`)].filter(Boolean).join("；");
  const spec = c.spec.map(({ err, ...a }) => (err ? { ...a, intendedError: err } : a));
  const row = { id: c.id, ticker: c.ticker, asOf: c.asOf, claim: c.claim };
  if (c.side) row.side = c.side;
  Object.assign(row, { protocol: c.protocol, role: c.role, category: c.category, expect });
  if (expect === "false") row.errorType = c.errorType;
  return Object.assign(row, { spec, basis });
}

function report(rows) {
  const count = (key) => {
    const m = {};
    for (const r of rows) m[r[key] ?? "-"] = (m[r[key] ?? "-"] ?? 0) + 1;
    return Object.entries(m)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
  };
  console.log(`cases: ${rows.length}`);
  for (const k of ["expect", "ticker", "category", "protocol", "side", "errorType"]) console.log(`${k}: ${count(k)}`);
  const roles = {};
  for (const r of rows) roles[`${r.protocol}/${r.role}`] = (roles[`${r.protocol}/${r.role}`] ?? 0) + 1;
  console.log(
    "roles: " +
      Object.entries(roles)
        .map(([k, v]) => `${k} ${v}`)
        .join(", "),
  );
}

function probe(t, asOf) {
  const bars = run(t, asOf);
  const closes = bars.map((b) => b.close);
  const i = closes.length - 1;
  const { dif, dea } = macd(closes);
  const r = rsi(closes);
  const last = bars.at(-1);
  console.log(`${t} ${asOf}: run ${bars[0]?.date}..${last?.date} (${bars.length} bars) close ${last?.close}`);
  for (const n of [5, 10, 20, 60, 120, 250]) console.log(`MA${n} ${sma(closes, n)[i]?.toFixed(2)}`);
  console.log(`RSI14 ${r[i]?.toFixed(2)}  DIF ${dif[i]?.toFixed(3)} DEA ${dea[i]?.toFixed(3)}`);
  const crosses = [];
  for (let k = 1; k <= i; k++) {
    if (dif[k - 1] == null || dea[k - 1] == null) continue;
    if (dif[k - 1] <= dea[k - 1] && dif[k] > dea[k]) crosses.push(`金${bars[k].date}`);
    if (dif[k - 1] >= dea[k - 1] && dif[k] < dea[k]) crosses.push(`死${bars[k].date}`);
  }
  console.log(`crosses: ${crosses.slice(-6).join(" ")}`);
  const from = new Date(Date.parse(last.date) - 364 * 86_400_000).toISOString().slice(0, 10);
  const yr = bars.filter((b) => b.date >= from);
  const hi = Math.max(...yr.map((b) => b.high ?? b.close));
  const lo = Math.min(...yr.map((b) => b.low ?? b.close));
  const pct = (a, b) => ((a / b - 1) * 100).toFixed(2);
  const span = bars[0].date <= from ? "full" : "SHORT";
  console.log(`52w (${span}) hi ${hi} (${pct(last.close, hi)}%) lo ${lo} (+${pct(last.close, lo)}%)`);
  const v = bars.map((b) => b.volume ?? 0);
  const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
  console.log(`pos52 ${(((last.close - lo) / (hi - lo)) * 100).toFixed(1)}%`);
  for (const n of [5, 10, 20, 60]) {
    const w = bars.slice(-n);
    const h = Math.max(...w.map((b) => b.high ?? b.close));
    const l = Math.min(...w.map((b) => b.low ?? b.close));
    const top = Math.max(...bars.slice(-n - 1).map((b) => b.close));
    const prev = closes.slice(-n - 1, -1);
    const brk = last.close > Math.max(...prev) ? "UP" : last.close < Math.min(...prev) ? "DOWN" : "-";
    const amp = (((h - l) / bars.at(-n - 1).close) * 100).toFixed(2);
    console.log(`${n}d amp ${amp}% dd ${pct(last.close, top)}% brk ${brk} bias ${pct(last.close, sma(closes, n)[i])}%`);
  }
  console.log(`vol20/prev20 ${(mean(v.slice(-20)) / mean(v.slice(-40, -20))).toFixed(3)}`);
  for (const s of [5, 20, 60, 120, 250]) {
    const b = bars[i - s];
    if (b) console.log(`ret ${s} sessions (from ${b.date} ${b.close}): ${pct(last.close, b.close)}%`);
  }
  const ye = bars.filter((b) => b.date.slice(5) >= "12-20" || b.date.slice(5) <= "01-10");
  const yearEnds = {};
  for (const b of ye) if (b.date.slice(5) >= "12-20") yearEnds[b.date.slice(0, 4)] = b;
  for (const [y, b] of Object.entries(yearEnds)) {
    console.log(`last ${y} bar ${b.date} ${b.close}: since ${pct(last.close, b.close)}%`);
  }
}
