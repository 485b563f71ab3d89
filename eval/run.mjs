#!/usr/bin/env node
// `npm run eval`: evidence quality, debate effectiveness, stability and direction hit rate without look-ahead,
// measured on a local server (loopback only) with whatever model is configured (offline unless MODEL_QUICK/
// MODEL_DEEP/OPENAI_BASE_URL say otherwise), plus a fault-injection run of the verifier on a mock model.
//   npm run eval                    # writes eval/results/results.json, report.md, hit-rate.svg
//   npm run eval -- --quick         # small counts, for a smoke test (eval/results/results.quick.json, report.quick.md)
//   npm run eval -- --append-docs   # also appends the report as a dated section to docs/evaluation.md
//   npm run eval -- --protocol findebate   # debate with another protocol (its per-horizon directions are used)
// and then runs eval/track-record.mjs (the historical ledger: the 战绩 tables) with the same flags.
import { execFileSync } from "node:child_process";
import { appendFileSync, copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { assertLoopback, getJson, pool, runDebate } from "../tools/lib/api-client.mjs";
import { machine, waitForQuiet } from "../bench/machine.mjs";
import { startMockModel } from "../bench/mock-openai.mjs";
import { snapshotApp } from "../bench/snapshot.mjs";
import { evidenceQuality, lookAhead, roundGains, spread } from "./debate-metrics.mjs";
import {
  HORIZONS,
  callOf,
  dueAnnualPeriod,
  hitRates,
  hitRatesByTicker,
  outcomeAt,
  sampleDates,
  segments,
} from "./direction.mjs";
import { renderReport } from "./render-report.mjs";
import { barChart } from "./svg-chart.mjs";

const { values } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    "no-wait": { type: "boolean", default: false },
    "append-docs": { type: "boolean", default: false },
    protocol: { type: "string", default: "adversarial" },
  },
});
const quick = values.quick;
const protocol = values.protocol;
// The suite and stability runs debate as of 2023-2025, so they take the companies whose reports reach FY2024; the
// direction run takes every company in the data that has daily bars.
const TICKERS = ["600519", "600036", "600028", "300750", "002594", "601318"];
const plan = quick
  ? { suiteAsOf: ["2025-06-30", "2025-12-31"], k: 2, step: 60, injectionTickers: ["600519", "300750"], parallel: 3 }
  : {
      suiteAsOf: ["2023-12-31", "2024-06-30", "2024-12-31", "2025-06-30", "2025-12-31"],
      k: 5,
      step: 10,
      injectionTickers: TICKERS,
      parallel: 3,
    };
const here = import.meta.dirname;
/** What a run writes (committed when it is a recorded one). */
const RESULTS = path.join(here, "results");
const started = performance.now();
const log = (s) => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${s}`);

if (!values["no-wait"] && !quick) log(`load average before measuring: ${await waitForQuiet({ log, maxMs: 120_000 })}`);
const host = machine();
const results = {
  machine: host,
  command: `npm run eval${quick ? " -- --quick" : ""}${protocol !== "adversarial" ? ` -- --protocol ${protocol}` : ""}`,
  protocol,
  quick,
};

// ---- the configured model (offline by default; .dev.vars and the environment are honoured, as by npm start) ----
const app = await snapshotApp({ devVars: true });
const { startLocalServer } = app;
process.on("exit", () => app.remove());
const server = await startLocalServer({ port: 8821 });
assertLoopback(server.url);
const all = [];
try {
  const health = (await getJson(server.url, "/api/health")).body;
  results.models = health.models ?? null;
  const debate = async (body) => {
    const r = await runDebate(server.url, { protocol, rounds: 3, fresh: true, ...body }, { timeoutMs: 300_000 });
    if (r.state) all.push(r.state);
    return r;
  };

  log(`evidence quality: ${TICKERS.length} tickers x ${plan.suiteAsOf.length} asOf dates (${protocol})`);
  const suiteJobs = TICKERS.flatMap((ticker) => plan.suiteAsOf.map((asOf) => ({ ticker, asOf })));
  const suite = await pool(suiteJobs, plan.parallel, async (job) => ({ ...job, r: await debate(job) }));
  const suiteStates = suite.filter((s) => s.r.ok).map((s) => s.r.state);
  results.suite = {
    jobs: suite.map((s) => ({
      ticker: s.ticker,
      asOf: s.asOf,
      ok: s.r.ok,
      error: s.r.ok ? undefined : s.r.error,
      hitRate: s.r.state?.hitRate,
      stance: s.r.state?.verdict?.stance,
    })),
    quality: evidenceQuality(suiteStates),
    byTicker: TICKERS.map((t) => ({ ticker: t, ...evidenceQuality(suiteStates.filter((s) => s.ticker === t)) })),
    rounds: roundGains(suiteStates),
    stoppedEarly: suiteStates
      .filter((s) => s.stoppedEarly)
      .map((s) => `${s.ticker}@${s.asOf}: ${s.stoppedEarly.reason} (round ${s.stoppedEarly.round})`),
  };
  log(`  ${suiteStates.length}/${suiteJobs.length} debates, hit rate ${results.suite.quality.hitRate}`);

  log(`stability: K=${plan.k} runs per ticker as of 2025-12-31`);
  const byTicker = await pool(TICKERS, plan.parallel, async (ticker) => {
    const runs = [];
    // One at a time per ticker: a second debate on the same (ticker, asOf) while one runs would join it.
    for (let k = 0; k < plan.k; k++) {
      const r = await debate({ ticker, asOf: "2025-12-31" });
      if (r.ok) runs.push(r.state);
    }
    return { ticker, ...spread(runs) };
  });
  results.stability = byTicker;

  log("direction: every company with daily price history, past asOf dates whose due annual report is in the data");
  const companies = (await getJson(server.url, "/api/tickers?limit=50")).body.results ?? [];
  const qualifying = [];
  for (const { code: ticker } of companies) {
    const bars = (await getJson(server.url, `/api/tickers/${ticker}/prices`)).body.results ?? [];
    const runs = segments(bars).filter((run) => run.length >= 60 + 21 + 1);
    if (runs.length === 0) {
      log(`  ${ticker}: no unbroken run of ${60 + 21 + 1} daily bars (${bars.length} stored): left out`);
      continue;
    }
    const periods = new Set((await getJson(server.url, `/api/tickers/${ticker}`)).body.coverage?.periods ?? []);
    qualifying.push({ ticker, bars, runs, periods });
  }
  results.direction = {
    qualifying: qualifying.map((q) => ({
      ticker: q.ticker,
      bars: q.runs.reduce((n, run) => n + run.length, 0),
      runs: q.runs.map((run) => ({ first: run[0].date, last: run.at(-1).date, bars: run.length })),
      first: q.runs[0][0].date,
      last: q.runs.at(-1).at(-1).date,
    })),
    step: plan.step,
    rows: [],
    leftOut: [],
  };
  for (const { ticker, runs, periods } of qualifying) {
    const dates = runs.flatMap((run) => sampleDates(run, plan.step).map((i) => ({ run, i })));
    // Without the annual report the market had by then, a debate would argue from stale figures: leave it out.
    const usable = dates.filter(({ run, i }) => periods.has(dueAnnualPeriod(run[i].date)));
    const missing = dates.filter((d) => !usable.includes(d));
    if (missing.length) {
      const due = [...new Set(missing.map(({ run, i }) => dueAnnualPeriod(run[i].date).slice(0, 4)))];
      results.direction.leftOut.push({
        ticker,
        dates: missing.length,
        reason: `annual report FY${due.join("/FY")} not in the data`,
      });
    }
    log(`  ${ticker}: ${usable.length} asOf dates (${missing.length} left out: due annual report not in the data)`);
    const rows = await pool(usable, plan.parallel, async ({ run, i }) => {
      const outcome = outcomeAt(run, i);
      const r = await debate({ ticker, asOf: outcome.asOf });
      if (!r.ok) return { ticker, outcome, error: r.error ?? r.state?.status };
      const v = r.state.verdict;
      const h = v?.horizons;
      const call = h
        ? { "1d": callOf(h.day), "1w": callOf(h.week), "1m": callOf(h.month) }
        : Object.fromEntries(HORIZONS.map((x) => [x.key, callOf(v?.stance)]));
      return {
        ticker,
        outcome,
        stance: v?.stance ?? null,
        call,
        hitRate: r.state.hitRate,
        lookAhead: lookAhead(r.state),
      };
    });
    results.direction.rows.push(...rows);
  }
  const scored = results.direction.rows.filter((r) => !r.error);
  results.direction.errors = results.direction.rows.length - scored.length;
  results.direction.table = hitRates(scored);
  results.direction.byTicker = hitRatesByTicker(scored);
  results.direction.errorSamples = results.direction.rows
    .filter((r) => r.error)
    .slice(0, 5)
    .map((r) => ({ ticker: r.ticker, asOf: r.outcome.asOf, error: String(r.error).slice(0, 200) }));
  results.direction.stances = Object.fromEntries(
    ["bullish", "bearish", "neutral"].map((s) => [s, scored.filter((r) => r.stance === s).length]),
  );
  const la = all.map(lookAhead);
  results.lookAhead = {
    debates: la.length,
    ok: la.filter((c) => c.ok).length,
    evidenceChecked: la.reduce((n, c) => n + c.evidenceChecked, 0),
    citedChecked: la.reduce((n, c) => n + c.citedChecked, 0),
    engineChecks: la.filter((c) => c.engineCheck !== null).length,
    engineOk: la.filter((c) => c.engineCheck === true).length,
    violations: la.filter((c) => !c.ok).slice(0, 5),
  };
  results.offline = all.length > 0 && all.every((s) => s.models?.offline);
} finally {
  server.stop();
}

// ---- fault injection: known-wrong numbers and foreign ids, from a mock model, through the real verifier ----
log(`injection: a mock model that corrupts every second point, ${plan.injectionTickers.length} debates`);
const mock = await startMockModel({ corrupt: true });
const mockServer = await startLocalServer({
  port: 8822,
  env: {
    MODEL_QUICK: "openai:eval-mock",
    MODEL_DEEP: "openai:eval-mock",
    MODEL_BULL: "",
    MODEL_BEAR: "",
    MODEL_JUDGE: "",
    REPLY_CACHE_TTL_S: "0",
    OPENAI_BASE_URL: mock.baseURL,
    OPENAI_API_KEY: "unused",
    TOKEN_BUDGET: "200000",
  },
});
try {
  const states = [];
  for (const ticker of plan.injectionTickers) {
    const r = await runDebate(mockServer.url, { ticker, asOf: "2025-12-31", rounds: 3, fresh: true });
    if (r.state) states.push(r.state);
  }
  const points = states.flatMap((s) => s.turns.flatMap((t) => t.points));
  const take = (claim) => {
    const i = points.findIndex((p) => p.claim === claim);
    return i === -1 ? null : points.splice(i, 1)[0];
  };
  const injected = mock.injected.map((inj) => ({ ...inj, point: take(inj.claim) }));
  const controls = mock.controls.map((claim) => take(claim)).filter(Boolean);
  const found = injected.filter((i) => i.point);
  const kinds = ["claim_number", "quote_number", "foreign_id"];
  results.injection = {
    debates: states.length,
    injected: mock.injected.length,
    matched: found.length,
    caught: found.filter((i) => i.point.verification.status !== "verified").length,
    byKind: kinds.map((kind) => {
      const these = found.filter((i) => i.kind === kind);
      return {
        kind,
        injected: these.length,
        caught: these.filter((i) => i.point.verification.status !== "verified").length,
        statuses: countBy(these.map((i) => i.point.verification.status)),
      };
    }),
    missed: found
      .filter((i) => i.point.verification.status === "verified")
      .slice(0, 5)
      .map((i) => ({ kind: i.kind, claim: i.claim })),
    controls: controls.length,
    controlsVerified: controls.filter((p) => p.verification.status === "verified").length,
  };
  log(
    `  caught ${results.injection.caught}/${results.injection.matched} injected faults; controls verified ${results.injection.controlsVerified}/${results.injection.controls}`,
  );
} finally {
  mockServer.stop();
  await mock.close();
}

results.durationS = Math.round((performance.now() - started) / 1000);
const suffix = quick ? ".quick" : "";
mkdirSync(RESULTS, { recursive: true });
writeFileSync(path.join(RESULTS, `results${suffix}.json`), `${JSON.stringify(results, null, 2)}\n`);
const overall = results.direction.table.filter((r) => r.regime === "all");
const label = results.offline
  ? "offline rule engine"
  : `model ${results.models?.quick ?? "?"} / ${results.models?.deep ?? "?"}`;
writeFileSync(
  path.join(RESULTS, `hit-rate${suffix}.svg`),
  barChart({
    title: `Direction hit rate without look-ahead (${label})`,
    subtitle: `${results.direction.qualifying.map((q) => q.ticker).join(", ")}: ${overall[0]?.dates ?? 0} past asOf dates; model = directional calls only`,
    groups: overall.map((r) => ({
      label: HORIZONS.find((h) => h.key === r.horizon).label,
      values: [r.model, r.alwaysBullish, r.momentum],
    })),
    series: [
      { name: `DebateDesk (${label})`, color: "#c0392b" },
      { name: "always bullish", color: "#7f8c8d" },
      { name: "momentum (20 sessions)", color: "#2980b9" },
    ],
  }),
);
const report = renderReport(results, { svg: `hit-rate${suffix}.svg`, label });
writeFileSync(path.join(RESULTS, `report${suffix}.md`), report);
if (values["append-docs"]) {
  // Each recorded run keeps its own chart, so older sections of docs/evaluation.md still show their figures.
  const stamp = host.date.slice(0, 16).replace(/[-:]/g, "").replace("T", "-");
  mkdirSync(path.join(RESULTS, "history"), { recursive: true });
  copyFileSync(path.join(RESULTS, `hit-rate${suffix}.svg`), path.join(RESULTS, "history", `hit-rate-${stamp}.svg`));
  const section = report
    .replace(/^(#+) /gm, "#$1 ")
    .replaceAll(`](hit-rate${suffix}.svg)`, `](../eval/results/history/hit-rate-${stamp}.svg)`);
  appendFileSync(path.join(here, "..", "docs", "evaluation.md"), `\n${section}`);
}

console.log(`\nDebateDesk evaluation (${label}) — ${results.durationS} s`);
console.table(
  [results.suite.quality].map(
    ({ debates, points, hitRate, doubtfulShare, invalidShare, invalidCitationShare, doubtfulNumberPoints }) => ({
      debates,
      points,
      hitRate,
      doubtfulShare,
      invalidShare,
      invalidCitationShare,
      doubtfulNumberPoints,
    }),
  ),
);
console.table(results.suite.rounds);
console.table(
  results.stability.map(({ ticker, runs, majority, uncertain, overallMin, overallMax, overallSd }) => ({
    ticker,
    runs,
    majority,
    uncertain,
    overallMin,
    overallMax,
    overallSd,
  })),
);
console.table(results.direction.table);
console.table(results.direction.byTicker);
console.log(
  `look-ahead: ${results.lookAhead.ok}/${results.lookAhead.debates} debates clean (${results.lookAhead.evidenceChecked} evidence items, ${results.lookAhead.citedChecked} cited)`,
);
console.log(
  `injection: caught ${results.injection.caught}/${results.injection.matched}; controls verified ${results.injection.controlsVerified}/${results.injection.controls}`,
);
console.log(`wrote eval/results/results${suffix}.json, report${suffix}.md, hit-rate${suffix}.svg`);
// The claim checker on its labelled corpus and on the offline analyst's own debates (also `npm run eval:claims`).
console.log('\nclaim checker (precision and recall of "not verified")');
execFileSync(process.execPath, [path.join(here, "claims.mjs"), "--offline"], { stdio: "inherit" });
// The historical ledger: weekly as-of debates scored by the track record's own job, the 战绩 page's tables (also
// `npm run eval:track`; it starts its own server, so its ledger holds only these predictions).
console.log("\ntrack record (historical ledger, weekly as-of dates)");
const trackArgs = [
  ...(quick ? ["--quick"] : []),
  ...(values["append-docs"] ? ["--append-docs"] : []),
  "--protocol",
  protocol,
];
execFileSync(process.execPath, [path.join(here, "track-record.mjs"), ...trackArgs], { stdio: "inherit" });

function countBy(xs) {
  return Object.fromEntries([...new Set(xs)].map((k) => [k, xs.filter((x) => x === k).length]));
}
