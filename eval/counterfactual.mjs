#!/usr/bin/env node
// `npm run eval:counterfactual`: input dependency. For a debate as of a past date, the key evidence — the metric
// figures the winning side's verified points cite most (both sides' for a neutral verdict) — has the sign of its
// change reversed (the value becomes prior² / value, so growth g becomes −g/(1+g); a loss or a sign change reverses the
// difference instead), ingested as a restatement public from that asOf through the admin route, and the same debate is
// run again. A verdict that does not move when its key evidence flips is not analysis.
//   npm run eval:counterfactual                  # every 8th week per company; writes eval/results/counterfactual.*
//   npm run eval:counterfactual -- --every 4 --append-docs
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { assertLoopback, getJson, postJson, runDebate } from "../tools/lib/api-client.mjs";
import { machine } from "../bench/machine.mjs";
import { snapshotApp } from "../bench/snapshot.mjs";
import { dueAnnualPeriod, segments, weeklyAsOf } from "./direction.mjs";
import { importTypeScript } from "../scripts/lib/import-ts.mjs";
import { proportionText } from "./track-report.mjs";

const { values } = parseArgs({
  options: {
    every: { type: "string", default: "8" },
    keys: { type: "string", default: "2" },
    "append-docs": { type: "boolean", default: false },
  },
});
const here = import.meta.dirname;
/** The track record's own Wilson interval, so this report and 战绩 state rates the same way. */
const { wilson } = await importTypeScript(path.join(here, "../src/track"), ["stats.ts"]);
const root = path.join(here, "..");
const started = performance.now();
const log = (s) => console.log(`[cf ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${s}`);
const token = "eval-counterfactual-admin";
const KEYS = Number(values.keys);

// The figures as the sample states them, and the metric catalog's labels (what a metric chunk's figure is called).
const sample = JSON.parse(readFileSync(path.join(root, "src", "sample", "sample-data.json"), "utf8"));
const catalog = readFileSync(path.join(root, "src", "ingest", "metric-catalog.ts"), "utf8");
const metricOfLabel = new Map([...catalog.matchAll(/^\s+(\w+): \{ label: "([^"]+)"/gm)].map((m) => [m[2], m[1]]));

const priorPeriod = (p) => `${Number(p.slice(0, 4)) - 1}${p.slice(4)}`;
/** The version of (ticker, metric, period) public by asOf (the sample has one version per figure and source). */
const figureAt = (ticker, metric, period, asOf) =>
  sample.metrics
    .filter(
      (m) =>
        m.ticker === ticker &&
        m.metric === metric &&
        m.period === period &&
        (m.revisionDate ?? m.disclosureDate) <= asOf,
    )
    .at(-1) ?? null;

/** The value with the change from the prior period reversed, or null when there is no prior figure to reverse from. */
export function flipped(value, prior) {
  if (prior === null || prior === 0 || value === prior) return null;
  if (value > 0 && prior > 0) return (prior * prior) / value;
  return 2 * prior - value;
}

/** The winning side's (both sides' when neutral) most-cited metric evidence items among verified points. */
function keyEvidence(state) {
  const side =
    state.verdict?.stance === "bullish" ? ["bull"] : state.verdict?.stance === "bearish" ? ["bear"] : ["bull", "bear"];
  const counts = new Map();
  for (const t of state.turns.filter((x) => side.includes(x.role))) {
    for (const p of t.points.filter((x) => x.verification?.status === "verified")) {
      for (const c of p.evidence) counts.set(c.id, (counts.get(c.id) ?? 0) + 1);
    }
  }
  const byId = new Map(state.evidence.map((e) => [e.id, e]));
  return [...counts.entries()]
    .map(([id, n]) => ({ item: byId.get(id), n }))
    .filter(({ item }) => item && item.period && metricOfLabel.has(item.figures?.[0]?.label))
    .sort((a, b) => b.n - a.n)
    .slice(0, KEYS);
}

const app = await snapshotApp({ devVars: true });
process.on("exit", () => app.remove());
const server = await app.startLocalServer({ port: 8824, env: { ADMIN_TOKEN: token } });
assertLoopback(server.url);
const results = {
  machine: machine(),
  command: `npm run eval:counterfactual -- --every ${values.every}`,
  rows: [],
  skipped: [],
};
try {
  results.models = (await getJson(server.url, "/api/health")).body.models ?? null;
  const companies = (await getJson(server.url, "/api/tickers?limit=50")).body.results ?? [];
  for (const { code: ticker, name } of companies) {
    const bars = (await getJson(server.url, `/api/tickers/${ticker}/prices`)).body.results ?? [];
    const periods = new Set((await getJson(server.url, `/api/tickers/${ticker}`)).body.coverage?.periods ?? []);
    const dates = segments(bars)
      .flatMap((run) => weeklyAsOf(run, Number(values.every)))
      .filter((d) => periods.has(dueAnnualPeriod(d)));
    if (dates.length === 0) continue;
    log(`${ticker} ${name}: ${dates.length} as-of dates`);
    // Newest first: a flip is public from its asOf, so it never reaches an earlier date's original debate.
    for (const asOf of [...dates].reverse()) {
      const body = { ticker, asOf, rounds: 1, fresh: true, memory: false };
      const orig = await runDebate(server.url, body, { timeoutMs: 300_000 });
      if (!orig.ok) {
        results.skipped.push({
          ticker,
          asOf,
          why: `debate failed: ${String(orig.error ?? orig.state?.status).slice(0, 120)}`,
        });
        continue;
      }
      const keys = keyEvidence(orig.state);
      const flips = keys
        .map(({ item }) => {
          const metric = metricOfLabel.get(item.figures[0].label);
          const row = figureAt(ticker, metric, item.period, asOf);
          const prior = figureAt(ticker, metric, priorPeriod(item.period), asOf);
          const value = row ? flipped(row.value, prior?.value ?? null) : null;
          return row && value !== null
            ? {
                row,
                value,
                metric,
                period: item.period,
                label: item.figures[0].label,
                from: row.value,
                prior: prior.value,
              }
            : null;
        })
        .filter(Boolean);
      if (flips.length === 0) {
        results.skipped.push({
          ticker,
          asOf,
          stance: orig.state.verdict?.stance,
          why:
            keys.length === 0
              ? "no verified point cites a metric figure"
              : "no prior-year figure to reverse the change from",
        });
        continue;
      }
      // A restatement of the same (ticker, period, metric, source), public from asOf: the debate as of asOf reads it.
      const metrics = flips.map((f) => ({ ...f.row, value: f.value, revisionDate: asOf }));
      const ingest = await postJson(server.url, "/api/admin/ingest", { metrics }, { authorization: `Bearer ${token}` });
      if (ingest.status !== 200) throw new Error(`ingest answered ${ingest.status}: ${JSON.stringify(ingest.body)}`);
      const cf = await runDebate(server.url, body, { timeoutMs: 300_000 });
      if (!cf.ok) {
        results.skipped.push({
          ticker,
          asOf,
          why: `counterfactual debate failed: ${String(cf.error ?? cf.state?.status).slice(0, 120)}`,
        });
        continue;
      }
      const before = orig.state.verdict.stance;
      const after = cf.state.verdict.stance;
      results.rows.push({
        ticker,
        name,
        asOf,
        before,
        after,
        flips: flips.map((f) => ({
          label: f.label,
          period: f.period,
          prior: f.prior,
          from: f.from,
          to: Math.round(f.value),
        })),
      });
    }
  }
} finally {
  server.stop();
}

const rows = results.rows;
const moved = (r) => r.after !== r.before;
const opposite = (r) =>
  (r.before === "bullish" && r.after === "bearish") || (r.before === "bearish" && r.after === "bullish");
const directional = rows.filter((r) => r.before !== "neutral");
results.summary = {
  follows: wilson(directional.filter(moved).length, directional.length),
  reversed: wilson(directional.filter(opposite).length, directional.length),
  neutralMoved: wilson(
    rows.filter((r) => r.before === "neutral" && moved(r)).length,
    rows.filter((r) => r.before === "neutral").length,
  ),
};
results.durationS = Math.round((performance.now() - started) / 1000);
mkdirSync(path.join(here, "results"), { recursive: true });
writeFileSync(path.join(here, "results", "counterfactual.json"), `${JSON.stringify(results, null, 2)}\n`);
const offline = !results.models || Object.values(results.models).every((m) => typeof m !== "string" || m === "offline");
const num = (x) => Number(x.toPrecision(4)).toLocaleString("en");
const count = (xs) =>
  Object.entries(xs.reduce((o, x) => ({ ...o, [x]: (o[x] ?? 0) + 1 }), {}))
    .map(([k, v]) => `${k} ${v}`)
    .join("，");
const md = [
  `## Counterfactual sensitivity (key evidence flipped) — ${results.machine.date.slice(0, 16).replace("T", " ")} UTC — ${offline ? "offline rule engine" : "configured model"}`,
  "",
  `\`${results.command}\`: ${rows.length + results.skipped.length} debates as of weekly dates (one every ${values.every} weeks per company with prices and reports, 1 round, memory off); for each, up to ${KEYS} key metric figures had their change reversed and the debate was run again. ${results.skipped.length} left out (${count(results.skipped.map((s) => s.why)) || "none"}). ${results.durationS} s.`,
  "",
  "| 原裁决 | n | 翻转后裁决改变（跟随证据） | 翻转后裁决反向 |",
  "| --- | --- | --- | --- |",
  `| 看多/看空 | ${directional.length} | ${proportionText(results.summary.follows)} | ${proportionText(results.summary.reversed)} |`,
  `| 中性 | ${rows.length - directional.length} | ${proportionText(results.summary.neutralMoved)} | — |`,
  "",
  `Transitions: ${count(rows.map((r) => `${r.before}→${r.after}`)) || "none"}. Example flips: ${rows
    .slice(0, 3)
    .map(
      (r) =>
        `${r.ticker} ${r.asOf}: ${r.flips.map((f) => `${f.label} ${f.period}: ${num(f.prior)} → ${num(f.from)} became ${num(f.to)}`).join("; ")}`,
    )
    .join(" / ")}.`,
  "",
].join("\n");
writeFileSync(path.join(here, "results", "counterfactual.md"), md);
if (values["append-docs"]) appendFileSync(path.join(root, "docs", "evaluation.md"), `\n${md}`);
console.log(md);
