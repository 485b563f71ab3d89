#!/usr/bin/env node
// `npm run bench`: speed, tokens and scale of DebateDesk on this machine, loopback only, bounded in time and count.
//   npm run bench                # the full run (under 10 minutes on 2 cores), writes bench/results.json
//   npm run bench -- --quick     # small counts, for a smoke test (writes bench/results.quick.json)
//   npm run bench -- --no-wait   # do not wait (up to 2 min) for the 1-minute load average to drop below 2.5 first
//   npm run bench -- --append-docs   # also append the report as a dated section to docs/benchmarks.md
// Two local servers (scripts/local-server.mjs: workerd, sample data, throwaway state): A runs the offline model
// (engine overhead, cache, concurrency, retrieval); B talks to bench/mock-openai.mjs, a loopback OpenAI-compatible
// model with real usage fields (calls and tokens, WebSocket viewers). Figures are printed, never asserted.
import { appendFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { assertLoopback } from "./debate-client.mjs";
import { machine, round, waitForQuiet } from "./machine.mjs";
import {
  TICKERS,
  measureCache,
  measureConcurrency,
  measureOverhead,
  measureTokens,
  measureViewers,
  protocolAccepted,
} from "./measure-debates.mjs";
import { measureRetrieval } from "./measure-retrieval.mjs";
import { measureColdStart } from "./measure-cold-start.mjs";
import { startMockModel } from "./mock-openai.mjs";
import { snapshotApp } from "./snapshot.mjs";
import { renderBenchReport } from "./render-report.mjs";

const { values } = parseArgs({
  options: { quick: { type: "boolean", default: false }, "no-wait": { type: "boolean", default: false }, "append-docs": { type: "boolean", default: false } },
});
const quick = values.quick;
const plan = quick
  ? { overhead: 5, cache: 10, concurrency: [3, 6], viewers: 20, rounds: [1, 2, 3], tokenTickers: ["600519"], retrieval: [1000, 2500], namespace: [1000] }
  : { overhead: 20, cache: 40, concurrency: [10, 50, 100], viewers: 200, rounds: [1, 2, 3, 4, 5], tokenTickers: ["600519", "300750", "601318"], retrieval: [1000, 10_000, 50_000], namespace: [1000, 10_000] };
const PROTOCOLS = ["adversarial", "findebate", "tradingagents"];
const ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? "local-admin";
const started = performance.now();
const log = (s) => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${s}`);

if (!values["no-wait"] && !quick) log(`load average before measuring: ${await waitForQuiet({ log, maxMs: 120_000 })}`);
const host = machine();
log(`machine: ${host.cpus} cpus (${host.cpuModel}), ${host.memoryGb} GB, node ${host.node}, load ${host.loadAverage1m}`);

const mock = await startMockModel();
assertLoopback(mock.baseURL);
log("starting two local servers (offline model; mock OpenAI-compatible model)");
const app = await snapshotApp();
const { startLocalServer } = app;
// Every role's model is set explicitly, so a developer's .dev.vars or environment cannot change what is measured.
const models = (quick, deep) => ({ MODEL_QUICK: quick, MODEL_DEEP: deep, MODEL_BULL: "", MODEL_BEAR: "", MODEL_JUDGE: "", REPLY_CACHE_TTL_S: "0" });
let a;
let b;
try {
  // One after the other: two wrangler instances starting at the same moment can race for the same local socket.
  a = await startLocalServer({ port: 8811, env: { ADMIN_TOKEN, ...models("offline", "offline") } });
  // Default settings (token budget included): each row says whether a debate stopped early.
  b = await startLocalServer({ port: 8812, env: { ...models("openai:bench-mock", "openai:bench-mock"), OPENAI_BASE_URL: mock.baseURL, OPENAI_API_KEY: "unused" } });
} catch (e) {
  a?.stop();
  await mock.close();
  app.remove();
  throw e;
}
for (const s of [a, b]) assertLoopback(s.url);

const results = { machine: host, command: quick ? "npm run bench -- --quick" : "npm run bench", quick, notes: [] };
try {
  log(`overhead: ${plan.overhead} whole 3-round debates, offline model, one after another (+2 warm-up)`);
  results.overheadMs = await measureOverhead(a.url, { count: plan.overhead });
  log(`  p50 ${results.overheadMs.p50} ms, p95 ${results.overheadMs.p95} ms (offline model time p50 ${results.overheadMs.modelMsP50} ms)`);

  log(`cache: ${plan.cache} cached GET verdicts and ${plan.cache} POSTs the cache answers`);
  results.cache = await measureCache(a.url, { count: plan.cache, newP50Ms: results.overheadMs.p50 });
  log(`  GET hit p50 ${results.cache.hitP50Ms} ms, POST hit p50 ${results.cache.postHitP50Ms} ms, new debate p50 ${results.cache.newP50Ms} ms`);

  results.concurrency = [];
  for (const [i, n] of plan.concurrency.entries()) {
    log(`concurrency: ${n} debates at once`);
    const row = await measureConcurrency(a.url, a.pid, { n, firstAsOf: ["2025-07-01", "2025-08-01", "2025-09-01"][i] ?? "2025-10-01" });
    results.concurrency.push(row);
    log(`  wall ${row.wallMs} ms, errors ${row.errors}, peak RSS ${row.peakRssMb} MB (workerd ${row.peakWorkerdRssMb} MB)`);
  }

  log(`viewers: ${plan.viewers} WebSocket viewers on one debate (model replies held 400 ms so the debate runs while they join)`);
  mock.setDelay(400);
  results.viewers = await measureViewers(b.url, { count: plan.viewers });
  mock.setDelay(0);
  log(`  all events received: ${results.viewers.allEventsReceived} (${results.viewers.viewersComplete}/${plan.viewers}, ${results.viewers.events} events, ${results.viewers.openedBeforeDone} joined live)`);

  log(`tokens by rounds: ${plan.rounds.join(", ")} rounds on the mock model, ${plan.tokenTickers.join(", ")}`);
  results.byRounds = [];
  for (const rounds of plan.rounds) results.byRounds.push(await measureTokens(b.url, { tickers: plan.tokenTickers, rounds }));
  const totals = results.byRounds.map((r) => r.promptTokens + r.completionTokens);
  results.roundIncrements = totals.slice(1).map((t, i) => round(t - totals[i], 1));
  log(`  tokens per debate ${totals.map((t) => round(t, 1)).join(" → ")}; per added round +${results.roundIncrements.join(", +")}`);

  results.byProtocol = [];
  for (const protocol of PROTOCOLS) {
    const accepted = protocol === "adversarial" ? { ok: true } : await protocolAccepted(b.url, protocol);
    if (!accepted.ok) {
      results.byProtocol.push({ protocol, calls: null, promptTokens: null, completionTokens: null, notMeasured: `POST /api/debates answered ${accepted.status}: ${accepted.message}` });
      log(`  ${protocol}: not accepted by POST /api/debates yet (${accepted.status})`);
      continue;
    }
    const row = await measureTokens(b.url, { tickers: plan.tokenTickers, rounds: 3, protocol });
    results.byProtocol.push(row);
    log(`  ${protocol}: ${row.error ? `failed: ${row.error}` : `${row.calls} calls, ${row.promptTokens} + ${row.completionTokens} tokens`}`);
  }

  log(`retrieval: local index, filtered top-20 search; index of ${plan.retrieval.join(", ")} chunks, one company of ${plan.namespace.join(", ")}`);
  const retrieval = await measureRetrieval(a.url, { indexSizes: plan.retrieval, namespaceSizes: plan.namespace, adminToken: ADMIN_TOKEN, log });
  results.retrieval = retrieval.byIndexSize.filter((r) => r.chunks !== null);
  results.retrievalSample = retrieval.byIndexSize.find((r) => r.chunks === null);
  results.retrievalByNamespace = retrieval.byNamespaceSize;

  log("cold start: POST to the first turn for companies not in the sample (fetched first from the loopback fake hosts, 150 ms a request), then warm");
  results.coldStart = await measureColdStart(startLocalServer, { tickers: quick ? 2 : 5, latencyMs: 150 });
  log(`  cold p50 ${results.coldStart.coldP50Ms} ms, warm p50 ${results.coldStart.warmP50Ms} ms (${results.coldStart.errors.length} errors)`);
} finally {
  a.stop();
  b.stop();
  await mock.close();
  app.remove();
}
results.durationS = round((performance.now() - started) / 1000);
results.notes.push(
  "overheadMs: POST /api/debates to the WebSocket `done` event, offline model, server A; includes the offline model's own time (modelMsP50).",
  "cache.newP50Ms is overheadMs.p50 of the same run (uncached: a fresh debate to done).",
  "byRounds/byProtocol: mock OpenAI-compatible model on loopback (bench/mock-openai.mjs), provider-reported usage from the mock's token rule, default settings (TOKEN_BUDGET 15000, as in wrangler.toml) on that server.",
  "retrieval: HTTP GET /api/tickers/:t/evidence?q=&category=risk&asOf=2025-06-30&topK=20 from this process; synthetic title-only announcements loaded through POST /api/admin/ingest; `retrieval` grows the whole index with companies of 500 chunks and searches one of them, `retrievalByNamespace` grows one company.",
  "coldStart: POST /api/debates to the first turn.started, offline model, server C with LIVE_SOURCES=on against test-node/fake-live-hosts.mjs (real captured formats, fixed latency per request, shared per-host budget of 3 requests/s); cold = the company's data is fetched first (fetching phase), warm = the same company again the same day (nothing fetched).",
  "peakRssMb: sum of VmRSS over the server's process tree (node wrapper, wrangler, workerd), sampled every 100 ms; peakWorkerdRssMb: workerd processes only.",
);

writeFileSync(path.join(import.meta.dirname, quick ? "results.quick.json" : "results.json"), `${JSON.stringify(results, null, 2)}\n`);
const report = renderBenchReport(results);
writeFileSync(path.join(import.meta.dirname, quick ? "report.quick.md" : "report.md"), report);
if (values["append-docs"]) {
  appendFileSync(path.join(import.meta.dirname, "..", "docs", "benchmarks.md"), `\n${report.replace(/^(#+) /gm, "#$1 ")}`);
}

console.log(`\nDebateDesk benchmark — ${host.date}, ${host.cpus} cpus, ${host.memoryGb} GB, node ${host.node}, ${results.durationS} s`);
console.table([
  { measure: "engine overhead, 3-round debate (offline model)", p50: `${results.overheadMs.p50} ms`, p95: `${results.overheadMs.p95} ms`, note: `${results.overheadMs.debates} debates, ${results.overheadMs.errors} errors` },
  { measure: "cached verdict GET", p50: `${results.cache.hitP50Ms} ms`, p95: `${results.cache.hitP95Ms} ms`, note: `${results.cache.getSpeedup}x faster than a new debate` },
  { measure: "POST answered from the cache", p50: `${results.cache.postHitP50Ms} ms`, p95: `${results.cache.postHitP95Ms} ms`, note: `${results.cache.postSpeedup}x faster than a new debate` },
]);
console.table(results.byRounds.map((r) => ({ rounds: r.rounds, calls: r.calls, promptTokens: r.promptTokens, completionTokens: r.completionTokens, stoppedEarly: r.stoppedEarly?.length ?? 0 })));
console.log(`tokens per added round: +${results.roundIncrements.join(", +")}`);
console.table(results.byProtocol.map((r) => ({ protocol: r.protocol, calls: r.calls, promptTokens: r.promptTokens, completionTokens: r.completionTokens, note: r.notMeasured ?? r.error ?? "" })));
console.table([results.retrievalSample, ...results.retrieval, ...results.retrievalByNamespace].map((r) => ({ indexChunks: r.indexChunks ?? r.chunks ?? "sample", searched: r.label, namespaceChunks: r.namespaceChunks, riskChunks: r.riskChunks, queries: r.queries, p50Ms: r.p50Ms, p95Ms: r.p95Ms, error: r.error ?? "" })));
console.table(results.concurrency.map(({ errorSamples, ...r }) => r));
if (results.coldStart) console.log(`POST to first turn: cold ${results.coldStart.coldP50Ms} ms p50 (data fetched first), warm ${results.coldStart.warmP50Ms} ms p50`);
console.log(`viewers: ${results.viewers.count}, all events received: ${results.viewers.allEventsReceived} (${results.viewers.events} events; ${results.viewers.openedBeforeDone} joined before done)`);
console.log(`wrote bench/${quick ? "results.quick.json and bench/report.quick.md" : "results.json and bench/report.md"}; tickers ${TICKERS.join(",")}`);
