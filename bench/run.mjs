#!/usr/bin/env node
// `npm run bench`: speed, tokens and scale of DebateDesk on this machine, loopback only, bounded in time and count.
//   npm run bench                # the full run (under 10 minutes on 2 cores), writes bench/results/results.json
//   npm run bench -- --quick     # small counts, for a smoke test (writes bench/results/results.quick.json)
//   npm run bench -- --no-wait   # do not wait (up to 2 min) for the 1-minute load average to drop below 2.5 first
//   npm run bench -- --baseline 167261e   # also build that commit in a temporary folder and measure it interleaved
//   npm run bench -- --no-append-docs      # a full run appends its report to docs/benchmarks.md unless told not to
//   npm run bench -- --only cost  # money per debate only (bench/measure-cost.mjs): bench/results/cost.{json,md}
//   npm run bench -- --only cost --baseline main  # the same on that commit too, side by side
// Two local servers (tools/lib/local-server.mjs: workerd, sample data, throwaway state): A runs the offline model
// (engine overhead, cache, concurrency, retrieval); B talks to bench/mock-openai.mjs, a loopback OpenAI-compatible
// model with real usage fields (calls and tokens, WebSocket viewers). Figures are printed, never asserted.
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { assertLoopback } from "../tools/lib/api-client.mjs";
import { machine, round, waitForQuiet } from "./machine.mjs";
import { prepareBaseline } from "./baseline.mjs";
import {
  TICKERS,
  measureCache,
  measureConcurrency,
  measureOverheadSideBySide,
  measureProfile,
  measureRealisticCache,
  measureTokens,
  measureViewers,
  protocolAccepted,
} from "./measure-debates.mjs";
import { measureRetrieval } from "./measure-retrieval.mjs";
import { measureColdStart } from "./measure-cold-start.mjs";
import { measureCost, writeCostReport } from "./measure-cost.mjs";
import { startMockModel } from "./mock-openai.mjs";
import { snapshotApp } from "./snapshot.mjs";
import { renderBenchReport } from "./render-report.mjs";

const { values } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    "no-wait": { type: "boolean", default: false },
    baseline: { type: "string" },
    "append-docs": { type: "boolean" },
    "no-append-docs": { type: "boolean", default: false },
    only: { type: "string" },
  },
});
if (values.only !== undefined && values.only !== "cost") throw new Error(`--only takes "cost", got "${values.only}"`);
const quick = values.quick;
// A full run is the record: it goes to docs/benchmarks.md unless --no-append-docs; a quick run only if asked.
const appendDocs = values["append-docs"] ?? (!quick && !values["no-append-docs"]);
const plan = quick
  ? {
      overhead: 4,
      cache: 10,
      concurrency: [3, 6],
      viewers: 20,
      rounds: [1, 2, 3],
      tokenTickers: ["600519"],
      retrieval: [1000, 2500],
      namespace: [1000],
      profile: 2,
      realistic: { debates: 1, delayMs: 1000, hits: 5 },
    }
  : {
      overhead: 20,
      cache: 40,
      concurrency: [10, 50, 100],
      viewers: 200,
      rounds: [1, 2, 3, 4, 5],
      tokenTickers: ["600519", "300750", "601318"],
      retrieval: [1000, 10_000, 50_000],
      namespace: [1000, 10_000],
      profile: 10,
      realistic: { debates: 3, delayMs: 3000, hits: 20 },
    };
const PROTOCOLS = ["adversarial", "findebate", "tradingagents"];
const ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? "local-admin";
const started = performance.now();
const log = (s) => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${s}`);

// Money does not depend on the load, so `--only cost` does not wait for a quiet machine.
if (!values["no-wait"] && !quick && !values.only) {
  log(`load average before measuring: ${await waitForQuiet({ log, maxMs: 120_000 })}`);
}
const host = machine();
log(
  `machine: ${host.cpus} cpus (${host.cpuModel}), ${host.memoryGb} GB, node ${host.node}, load ${host.loadAverage1m}`,
);

const mock = await startMockModel();
assertLoopback(mock.baseURL);
const app = await snapshotApp();
const { startLocalServer } = app;
if (values.only === "cost") {
  log("cost: 3-round debates per protocol on the mock model with DeepSeek's prefix-cache billing");
  let before = null;
  try {
    log("  layout shared (PROMPT_LAYOUT=shared)");
    const rows = await measureCost({ startLocalServer, mock, log, layout: "shared" });
    console.table(rows);
    log("  layout compact (PROMPT_LAYOUT=compact)");
    const compact = await measureCost({ startLocalServer, mock, log, layout: "compact" });
    console.table(compact);
    // The baseline after this tree (one server at a time), on the same mock: its own prompts, the same billing.
    if (values.baseline) {
      log(`baseline: extracting ${values.baseline} into a temporary folder`);
      before = await prepareBaseline(values.baseline, { log });
      log(`  baseline ${before.commit} (${before.subject.slice(0, 80)}), node_modules ${before.modules}`);
      const baseRows = await measureCost({ startLocalServer: before.startLocalServer, mock, log, port: 8817 });
      console.table(baseRows);
      before = { ...before, rows: baseRows };
    }
    writeCostReport(rows, { machine: host, baseline: before, compact });
    log("wrote bench/results/cost.json and bench/results/cost.md");
  } finally {
    await mock.close();
    app.remove();
    before?.remove();
  }
  process.exit(0);
}
let baseline = null;
if (values.baseline) {
  log(`baseline: extracting ${values.baseline} into a temporary folder`);
  try {
    baseline = await prepareBaseline(values.baseline, { log });
  } catch (e) {
    app.remove();
    await mock.close();
    throw e;
  }
  log(`  baseline ${baseline.commit} (${baseline.subject.slice(0, 80)}), node_modules ${baseline.modules}`);
}
log(
  `starting local servers (offline model${baseline ? ", the same on the baseline" : ""}; mock OpenAI-compatible model)`,
);
// Every role's model is set explicitly, so a developer's .dev.vars or environment cannot change what is measured.
const models = (quick, deep) => ({
  MODEL_QUICK: quick,
  MODEL_DEEP: deep,
  MODEL_BULL: "",
  MODEL_BEAR: "",
  MODEL_JUDGE: "",
  REPLY_CACHE_TTL_S: "0",
});
let a;
let b;
let a0;
const cleanup = async () => {
  for (const s of [a, b, a0]) s?.stop();
  await mock.close();
};
try {
  // One after the other: two wrangler instances starting at the same moment can race for the same local socket.
  a = await startLocalServer({ port: 8811, env: { ADMIN_TOKEN, ...models("offline", "offline") } });
  // Default settings (token budget included): each row says whether a debate stopped early.
  b = await startLocalServer({
    port: 8812,
    env: {
      ...models("openai:bench-mock", "openai:bench-mock"),
      OPENAI_BASE_URL: mock.baseURL,
      OPENAI_API_KEY: "unused",
    },
  });
  if (baseline)
    a0 = await baseline.startLocalServer({ port: 8813, env: { ADMIN_TOKEN, ...models("offline", "offline") } });
} catch (e) {
  await cleanup();
  app.remove();
  baseline?.remove();
  throw e;
}
for (const s of [a, b, a0].filter(Boolean)) assertLoopback(s.url);
const current = { name: "current", url: a.url, pid: a.pid };
const before = a0 ? { name: "baseline", url: a0.url, pid: a0.pid } : null;
const offlineServers = before ? [current, before] : [current];
const ratio = (now, then) => (Number.isFinite(now) && Number.isFinite(then) && now > 0 ? round(then / now, 2) : null);

const command = [
  "npm run bench",
  quick ? "--quick" : null,
  values.baseline ? `--baseline ${values.baseline}` : null,
].filter(Boolean);
const results = {
  machine: host,
  command: command.length > 1 ? `${command[0]} -- ${command.slice(1).join(" ")}` : command[0],
  quick,
  notes: [],
};
if (baseline)
  results.baseline = {
    ref: baseline.ref,
    commit: baseline.commit,
    subject: baseline.subject,
    nodeModules: baseline.modules,
  };
try {
  log(
    `overhead: ${plan.overhead} whole 3-round debates per server, offline model, one after another, ${before ? "interleaved current/baseline " : ""}(+2 warm-up)`,
  );
  const overhead = await measureOverheadSideBySide(offlineServers, { count: plan.overhead });
  results.overheadMs = overhead.current;
  for (const [name, o] of Object.entries(overhead))
    log(
      `  ${name}: p50 ${o.p50} ms, p95 ${o.p95} ms, ${o.cpuMsPerDebate} CPU ms per debate (offline model time p50 ${o.modelMsP50} ms)`,
    );

  log(`cache: ${plan.cache} cached GET verdicts and ${plan.cache} POSTs the cache answers`);
  results.cache = await measureCache(a.url, { count: plan.cache, newP50Ms: results.overheadMs.p50 });
  log(
    `  GET hit p50 ${results.cache.hitP50Ms} ms, POST hit p50 ${results.cache.postHitP50Ms} ms, new debate p50 ${results.cache.newP50Ms} ms`,
  );
  if (before) {
    results.baseline.overheadMs = overhead.baseline;
    results.baseline.cache = await measureCache(a0.url, { count: plan.cache, newP50Ms: overhead.baseline.p50 });
    log(
      `  baseline: GET hit p50 ${results.baseline.cache.hitP50Ms} ms, POST hit p50 ${results.baseline.cache.postHitP50Ms} ms`,
    );
  }

  results.concurrency = [];
  if (before) results.baseline.concurrency = [];
  for (const [i, n] of plan.concurrency.entries()) {
    const firstAsOf = ["2025-07-01", "2025-08-01", "2025-09-01"][i] ?? "2025-10-01";
    // One server at a time (both at once would compete for the cores), current first then baseline.
    for (const s of offlineServers) {
      log(`concurrency: ${n} debates at once on ${s.name}`);
      const row = await measureConcurrency(s.url, s.pid, { n, firstAsOf });
      (s === current ? results.concurrency : results.baseline.concurrency).push(row);
      log(
        `  wall ${row.wallMs} ms, errors ${row.errors}, peak RSS ${row.peakRssMb} MB (workerd ${row.peakWorkerdRssMb} MB)`,
      );
    }
  }

  log(
    `viewers: ${plan.viewers} WebSocket viewers on one debate (model replies held 400 ms so the debate runs while they join)`,
  );
  mock.setDelay(400);
  results.viewers = await measureViewers(b.url, { count: plan.viewers });
  mock.setDelay(0);
  log(
    `  all events received: ${results.viewers.allEventsReceived} (${results.viewers.viewersComplete}/${plan.viewers}, ${results.viewers.events} events, ${results.viewers.openedBeforeDone} joined live)`,
  );

  log(`tokens by rounds: ${plan.rounds.join(", ")} rounds on the mock model, ${plan.tokenTickers.join(", ")}`);
  results.byRounds = [];
  for (const rounds of plan.rounds)
    results.byRounds.push(await measureTokens(b.url, { tickers: plan.tokenTickers, rounds }));
  const totals = results.byRounds.map((r) => r.promptTokens + r.completionTokens);
  results.roundIncrements = totals.slice(1).map((t, i) => round(t - totals[i], 1));
  log(
    `  tokens per debate ${totals.map((t) => round(t, 1)).join(" → ")}; per added round +${results.roundIncrements.join(", +")}`,
  );

  results.byProtocol = [];
  for (const protocol of PROTOCOLS) {
    const accepted = protocol === "adversarial" ? { ok: true } : await protocolAccepted(b.url, protocol);
    if (!accepted.ok) {
      results.byProtocol.push({
        protocol,
        calls: null,
        promptTokens: null,
        completionTokens: null,
        notMeasured: `POST /api/debates answered ${accepted.status}: ${accepted.message}`,
      });
      log(`  ${protocol}: not accepted by POST /api/debates yet (${accepted.status})`);
      continue;
    }
    const row = await measureTokens(b.url, { tickers: plan.tokenTickers, rounds: 3, protocol });
    results.byProtocol.push(row);
    log(
      `  ${protocol}: ${row.error ? `failed: ${row.error}` : `${row.calls} calls, ${row.promptTokens} + ${row.completionTokens} tokens`}`,
    );
  }

  log(
    `honest cache figure: ${plan.realistic.debates} new debate(s) on the mock model holding each reply ${plan.realistic.delayMs} ms, against ${plan.realistic.hits} POSTs the cache answers`,
  );
  results.cacheRealistic = await measureRealisticCache(b.url, mock, plan.realistic);
  log(
    `  new debate p50 ${results.cacheRealistic.newP50Ms} ms, cache hit p50 ${results.cacheRealistic.hitP50Ms} ms: ${results.cacheRealistic.speedup}x`,
  );

  log(
    `retrieval: local index, filtered top-20 search; index of ${plan.retrieval.join(", ")} chunks, one company of ${plan.namespace.join(", ")}${before ? "; the same data and queries on the baseline, interleaved" : ""}`,
  );
  const retrieval = await measureRetrieval(offlineServers, {
    indexSizes: plan.retrieval,
    namespaceSizes: plan.namespace,
    adminToken: ADMIN_TOKEN,
    log,
  });
  results.retrieval = retrieval.byIndexSize.filter((r) => r.chunks !== null);
  results.retrievalSample = retrieval.byIndexSize.find((r) => r.chunks === null);
  results.retrievalByNamespace = retrieval.byNamespaceSize;

  log(
    "cold start: POST to the first turn for companies not in the sample (fetched first from the loopback fake hosts, 150 ms a request), then warm",
  );
  results.coldStart = await measureColdStart(startLocalServer, { tickers: quick ? 2 : 5, latencyMs: 150, port: 8815 });
  log(
    `  cold p50 ${results.coldStart.coldP50Ms} ms, warm p50 ${results.coldStart.warmP50Ms} ms (${results.coldStart.errors.length} errors)`,
  );
} catch (e) {
  app.remove();
  baseline?.remove();
  throw e;
} finally {
  await cleanup();
}

// The profile runs alone on a server of its own (PROFILE=on), after the timed figures, so its bookkeeping is in none
// of them; then on the baseline too when it has the profile (commits since it was added), for a before/after view.
async function profileOf(target, label) {
  log(`profile (${label}): ${plan.profile} whole 3-round debates on a server with PROFILE=on`);
  let server;
  try {
    server = await target.startLocalServer({
      port: 8814,
      env: { ADMIN_TOKEN, PROFILE: "on", ...models("offline", "offline") },
    });
    const profile = await measureProfile(server.url, { count: plan.profile, adminToken: ADMIN_TOKEN });
    for (const row of profile.spans ?? [])
      log(`  ${row.span.padEnd(16)} ${String(row.msPerDebate).padStart(8)} ms/debate over ${row.callsPerDebate} calls`);
    if (profile.error) log(`  not measured: ${profile.error}`);
    return profile;
  } catch (e) {
    return { error: String(e.message ?? e) };
  } finally {
    server?.stop();
  }
}
try {
  // The same snapshot as every other figure: the tree as it was when the run started.
  results.profile = await profileOf(app, "current");
  if (baseline) {
    results.baseline.profile = existsSync(path.join(baseline.root, "src", "shared", "profile.ts"))
      ? await profileOf(baseline, `baseline ${baseline.commit}`)
      : { error: `${baseline.commit} predates the profile (src/shared/profile.ts)` };
  }
} finally {
  app.remove();
  baseline?.remove();
}

if (before) {
  const b0 = results.baseline;
  const pairs = (rowsNow, rowsThen, key) =>
    rowsNow.map((r, i) => ({
      at: r[key],
      ratio: ratio(r.p50Ms ?? r.wallMs, rowsThen[i]?.p50Ms ?? rowsThen[i]?.wallMs),
    }));
  results.ratios = {
    /** baseline ÷ current: 3.0 means three times faster (or cheaper) now. */
    overheadP50: ratio(results.overheadMs.p50, b0.overheadMs.p50),
    cpuMsPerDebate: ratio(results.overheadMs.cpuMsPerDebate, b0.overheadMs.cpuMsPerDebate),
    cacheGetP50: ratio(results.cache.hitP50Ms, b0.cache.hitP50Ms),
    concurrencyWall: pairs(results.concurrency, b0.concurrency, "debates"),
    concurrencyPeakRss: results.concurrency.map((r, i) => ({
      at: r.debates,
      ratio: ratio(r.peakRssMb, b0.concurrency[i]?.peakRssMb),
    })),
    retrieval: [results.retrievalSample, ...results.retrieval, ...results.retrievalByNamespace]
      .filter(Boolean)
      .map((r) => ({
        searched: r.label,
        chunks: r.indexChunks ?? r.chunks ?? null,
        ratio: ratio(r.byServer?.current?.p50Ms, r.byServer?.baseline?.p50Ms),
        sameResults: r.sameResults,
      })),
  };
}
results.durationS = round((performance.now() - started) / 1000);
results.notes.push(
  "overheadMs: POST /api/debates to the WebSocket `done` event, offline model, server A; includes the offline model's own time (modelMsP50).",
  "cache.newP50Ms is overheadMs.p50 of the same run (uncached: a fresh debate to done).",
  "byRounds/byProtocol: mock OpenAI-compatible model on loopback (bench/mock-openai.mjs), provider-reported usage from the mock's token rule, default settings (TOKEN_BUDGET 15000, as in wrangler.toml) on that server.",
  "retrieval: HTTP GET /api/tickers/:t/evidence?q=&category=risk&asOf=2025-06-30&topK=20 from this process; synthetic title-only announcements loaded through POST /api/admin/ingest; `retrieval` grows the whole index with companies of 500 chunks and searches one of them, `retrievalByNamespace` grows one company.",
  "coldStart: POST /api/debates to the first turn.started, offline model, server C with LIVE_SOURCES=on against test-node/fake-live-hosts.mjs (real captured formats, fixed latency per request, shared per-host budget of 3 requests/s); cold = the company's data is fetched first (fetching phase), warm = the same company again the same day (nothing fetched).",
  "cpuMsPerDebate: user+system CPU time of the server's workerd processes (/proc/<pid>/stat) over the counted debates, divided by their number.",
  "cacheRealistic: new debates on the mock model with every reply held the stated time (as a real model takes seconds), against POSTs the verdict cache answers on the same server.",
  "profile: a separate server with PROFILE=on after the timed figures; spans nest and parallel calls add up, so spans do not sum to the wall time.",
  "peakRssMb: sum of VmRSS over the server's process tree (node wrapper, wrangler, workerd), sampled every 100 ms; peakWorkerdRssMb: workerd processes only.",
);

const RESULTS = path.join(import.meta.dirname, "results");
mkdirSync(RESULTS, { recursive: true });
writeFileSync(
  path.join(RESULTS, quick ? "results.quick.json" : "results.json"),
  `${JSON.stringify(results, null, 2)}\n`,
);
const report = renderBenchReport(results);
writeFileSync(path.join(RESULTS, quick ? "report.quick.md" : "report.md"), report);
if (appendDocs) {
  appendFileSync(
    path.join(import.meta.dirname, "..", "docs", "benchmarks.md"),
    `\n${report.replace(/^(#+) /gm, "#$1 ")}`,
  );
}

if (results.ratios) {
  console.log(`\nside by side with ${results.baseline.commit} (baseline ÷ current; above 1 = better now):`);
  console.table([
    {
      measure: "3-round debate p50 (offline)",
      current: `${results.overheadMs.p50} ms`,
      baseline: `${results.baseline.overheadMs.p50} ms`,
      ratio: results.ratios.overheadP50,
    },
    {
      measure: "CPU ms per debate (workerd)",
      current: results.overheadMs.cpuMsPerDebate,
      baseline: results.baseline.overheadMs.cpuMsPerDebate,
      ratio: results.ratios.cpuMsPerDebate,
    },
    ...results.ratios.retrieval.map((r) => ({
      measure: `retrieval p50, ${r.searched}${r.chunks ? ` (${r.chunks} chunks)` : ""}`,
      current: "",
      baseline: "",
      ratio: `${r.ratio} (same results: ${r.sameResults})`,
    })),
    ...results.ratios.concurrencyWall.map((r, i) => ({
      measure: `${r.at} concurrent debates, wall`,
      current: `${results.concurrency[i].wallMs} ms`,
      baseline: `${results.baseline.concurrency[i]?.wallMs} ms`,
      ratio: r.ratio,
    })),
  ]);
}
console.log(
  `\nDebateDesk benchmark — ${host.date}, ${host.cpus} cpus, ${host.memoryGb} GB, node ${host.node}, ${results.durationS} s`,
);
console.table([
  {
    measure: "engine overhead, 3-round debate (offline model)",
    p50: `${results.overheadMs.p50} ms`,
    p95: `${results.overheadMs.p95} ms`,
    note: `${results.overheadMs.debates} debates, ${results.overheadMs.errors} errors`,
  },
  {
    measure: "cached verdict GET",
    p50: `${results.cache.hitP50Ms} ms`,
    p95: `${results.cache.hitP95Ms} ms`,
    note: `${results.cache.getSpeedup}x faster than a new debate`,
  },
  {
    measure: "POST answered from the cache",
    p50: `${results.cache.postHitP50Ms} ms`,
    p95: `${results.cache.postHitP95Ms} ms`,
    note: `${results.cache.postSpeedup}x faster than a new debate`,
  },
]);
console.table(
  results.byRounds.map((r) => ({
    rounds: r.rounds,
    calls: r.calls,
    promptTokens: r.promptTokens,
    completionTokens: r.completionTokens,
    stoppedEarly: r.stoppedEarly?.length ?? 0,
  })),
);
console.log(`tokens per added round: +${results.roundIncrements.join(", +")}`);
console.table(
  results.byProtocol.map((r) => ({
    protocol: r.protocol,
    calls: r.calls,
    promptTokens: r.promptTokens,
    completionTokens: r.completionTokens,
    note: r.notMeasured ?? r.error ?? "",
  })),
);
console.table(
  [results.retrievalSample, ...results.retrieval, ...results.retrievalByNamespace].map((r) => ({
    indexChunks: r.indexChunks ?? r.chunks ?? "sample",
    searched: r.label,
    namespaceChunks: r.namespaceChunks,
    riskChunks: r.riskChunks,
    queries: r.queries,
    p50Ms: r.p50Ms,
    p95Ms: r.p95Ms,
    error: r.error ?? "",
  })),
);
console.table(results.concurrency.map(({ errorSamples, ...r }) => r));
if (results.coldStart)
  console.log(
    `POST to first turn: cold ${results.coldStart.coldP50Ms} ms p50 (data fetched first), warm ${results.coldStart.warmP50Ms} ms p50`,
  );
console.log(
  `viewers: ${results.viewers.count}, all events received: ${results.viewers.allEventsReceived} (${results.viewers.events} events; ${results.viewers.openedBeforeDone} joined before done)`,
);
console.log(
  `wrote bench/results/${quick ? "results.quick.json and report.quick.md" : "results.json and report.md"}; tickers ${TICKERS.join(",")}`,
);
