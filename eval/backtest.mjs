#!/usr/bin/env node
// `npm run eval:backtest`: following the verdicts of the historical ledger (eval/ledger-run.mjs) long-only after costs,
// as GET /api/track-record/backtest computes it (src/track/backtest/), at each holding period, against the CSI 300
// and equal-weight holding of the same shares.
//   npm run eval:backtest                    # every 2nd week (the full weekly ledger takes over ten minutes here)
//   npm run eval:backtest -- --every 1       # every week
//   npm run eval:backtest -- --append-docs   # also appends the tables as a dated section to docs/evaluation.md
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { getJson } from "../tools/lib/api-client.mjs";
import { machine } from "../bench/machine.mjs";
import { runLedger } from "./ledger-run.mjs";

const { values } = parseArgs({
  options: {
    every: { type: "string", default: "2" },
    "append-docs": { type: "boolean", default: false },
    protocol: { type: "string", default: "adversarial" },
    rounds: { type: "string", default: "1" },
    parallel: { type: "string", default: "3" },
  },
});
const here = import.meta.dirname;
const started = performance.now();
const log = (s) => console.log(`[backtest ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${s}`);
const HORIZONS = ["1d", "1w", "1m"];
const everyWeeks = Number(values.every);
const rounds = Number(values.rounds);

const run = await runLedger({
  debate: { protocol: values.protocol, rounds },
  everyWeeks,
  parallel: Number(values.parallel),
  port: 8825,
  log,
  read: async (url) => {
    const out = {};
    for (const h of HORIZONS) {
      const res = await getJson(url, `/api/track-record/backtest?protocol=${values.protocol}&horizon=${h}`);
      if (res.status !== 200) throw new Error(`backtest ${h} answered ${res.status}: ${JSON.stringify(res.body)}`);
      out[h] = res.body;
    }
    return out;
  },
});
const flags = Object.entries(values)
  .filter(
    ([k, v]) => k !== "append-docs" && v !== { every: "2", protocol: "adversarial", rounds: "1", parallel: "3" }[k],
  )
  .map(([k, v]) => `--${k} ${v}`);
const results = {
  machine: machine(),
  command: `npm run eval:backtest${flags.length ? ` -- ${flags.join(" ")}` : ""}`,
  protocol: values.protocol,
  rounds,
  everyWeeks,
  debates: run.jobs.length,
  errors: run.errors,
  companies: run.companies,
  durationS: Math.round((performance.now() - started) / 1000),
  backtest: run.read,
};
mkdirSync(path.join(here, "results"), { recursive: true });
writeFileSync(path.join(here, "results", "backtest.json"), `${JSON.stringify(results, null, 2)}\n`);

const pct = (x) => (x === null || x === undefined ? "—" : `${(x * 100).toFixed(1)} %`);
const num = (x, d = 2) => (x === null || x === undefined ? "—" : x.toFixed(d));
const ci = (e) => `${num(e.value)} [${num(e.low)}, ${num(e.high)}]`;
const rate = (p) => (p.rate === null ? "—" : `${pct(p.rate)} [${pct(p.low)}, ${pct(p.high)}] (n=${p.n})`);
const main = run.read["1w"];
const rows = HORIZONS.map((h) => {
  const b = run.read[h];
  const s = b.strategy;
  const k = b.blocked;
  const cells = [
    h,
    pct(s.totalReturn),
    pct(s.annualReturn),
    pct(b.excess.vsCsi300.annual),
    pct(b.excess.vsEqualWeight.annual),
    ci(s.sharpe),
    pct(s.maxDrawdown),
    num(b.turnover, 1),
    rate(b.trades.hitRate),
    b.trades.costs.total.toFixed(0),
    `${k.buyLimitUp}/${k.buySuspended}/${k.sellLimitDown}/${k.sellSuspended}`,
    k.closedNoData,
  ];
  return `| ${cells.join(" | ")} |`;
});
const bench = (label, f) =>
  `| ${label} | ${pct(f.totalReturn)} | ${pct(f.annualReturn)} | ${ci(f.sharpe)} | ${pct(f.maxDrawdown)} |`;
const when = results.machine.date.slice(0, 16).replace("T", " ");
const md = [
  `## Backtest of following the verdicts — ${when} UTC — offline rule engine`,
  "",
  `\`${results.command}\`: ${results.debates} debates (${values.protocol}, ${rounds} round${rounds > 1 ? "s" : ""}, ` +
    `${everyWeeks === 1 ? "every week" : `every ${everyWeeks} weeks`}, memory off), ${results.errors.length} failed, ` +
    `${results.durationS} s on ${results.machine.cpus} cores. Window ${main.window?.from} … ${main.window?.to} ` +
    `(${main.window?.sessions} sessions of the bundled CSI 300); ${main.ledger.used} predictions read, ` +
    `${main.ledger.outside} outside the window. Notional ¥${main.notional.toLocaleString("en")}.`,
  "",
  `| ${[
    "hold",
    "total",
    "annual",
    "excess vs CSI 300 (annual)",
    "excess vs equal weight (annual)",
    "Sharpe [95 % bootstrap]",
    "max drawdown",
    "turnover / yr",
    "trade hit rate [Wilson]",
    "costs ¥",
    "blocked: buy 涨停/停牌, sell 跌停/停牌",
    "closed at series end",
  ].join(" | ")} |`,
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...rows,
  "",
  "Benchmarks over the same sessions (one week hold's window):",
  "",
  "| benchmark | total | annual | Sharpe [95 % bootstrap] | max drawdown |",
  "| --- | --- | --- | --- | --- |",
  bench("沪深300 bought and held", main.csi300),
  bench("same shares, equal weight (no costs)", main.equalWeight),
  "",
  `Variants tried: ${main.variantsTried} (the three holding periods above); the best of them is the one to discount.`,
  "",
  ...main.notes.map((n) => `- ${n}`),
  "",
].join("\n");
writeFileSync(path.join(here, "results", "backtest.md"), md);
if (values["append-docs"]) appendFileSync(path.join(here, "..", "docs", "evaluation.md"), `\n${md}`);
console.log(md);
