#!/usr/bin/env node
// `npm run eval:track` (also run by `npm run eval`): the historical ledger. Every sample company with both daily
// prices and financial reports is debated as of the last session of every week its bars cover (when the annual report
// due by then is in the data), on a fresh local server; each finished debate lands in the ledger as it does in
// production, the scoring job scores what matured, and GET /api/track-record gives the tables the 战绩 page shows.
//   npm run eval:track                       # writes eval/results/track-record.json and .md
//   npm run eval:track -- --quick            # every 8th week, a smoke test
//   npm run eval:track -- --append-docs      # also appends the tables as a dated section to docs/evaluation.md
//   npm run eval:track -- --protocol findebate --rounds 3
//   npm run eval:track -- --anonymize        # memorisation control: the same dates again with anonymize: true on a
//                                            # second fresh server, and the named-vs-anonymised hit-rate gap
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { assertLoopback, getJson, pool, postJson, runDebate } from "../tools/lib/api-client.mjs";
import { machine } from "../bench/machine.mjs";
import { snapshotApp } from "../bench/snapshot.mjs";
import { dueAnnualPeriod, segments, weeklyAsOf } from "./direction.mjs";
import { anonymizationGap, renderAnonymizationGap } from "./anonymization-gap.mjs";
import { renderTrackRecord } from "./track-report.mjs";

const { values } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    "append-docs": { type: "boolean", default: false },
    protocol: { type: "string", default: "adversarial" },
    rounds: { type: "string", default: "1" },
    parallel: { type: "string", default: "3" },
    anonymize: { type: "boolean", default: false },
  },
});
const here = import.meta.dirname;
const started = performance.now();
const log = (s) => console.log(`[track ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${s}`);
const token = "eval-track-admin";
const rounds = Number(values.rounds);
const everyWeeks = values.quick ? 8 : 1;

const flags = [values.quick && "--quick", values.anonymize && "--anonymize"].filter(Boolean);
const results = {
  machine: machine(),
  command: `npm run eval:track${flags.length ? ` -- ${flags.join(" ")}` : ""}`,
  protocol: values.protocol,
  rounds,
  everyWeeks,
  companies: [],
  errors: [],
};

/**
 * One ledger on its own fresh server (so a named and an anonymised run never share predictions): finds the weekly
 * as-of dates when `jobs` is not given, debates each, scores what matured and returns GET /api/track-record.
 */
async function ledger({ anonymize, jobs: given, port }) {
  const app = await snapshotApp({ devVars: true });
  process.on("exit", () => app.remove());
  const server = await app.startLocalServer({ port, env: { ADMIN_TOKEN: token } });
  assertLoopback(server.url);
  const errors = [];
  try {
    results.models ??= (await getJson(server.url, "/api/health")).body.models ?? null;
    const jobs = given ?? (await weeklyJobs(server.url));
    let done = 0;
    await pool(jobs, Number(values.parallel), async (job) => {
      const r = await runDebate(
        server.url,
        { ...job, protocol: values.protocol, rounds, fresh: true, memory: false, ...(anonymize ? { anonymize } : {}) },
        { timeoutMs: 300_000 },
      );
      if (!r.ok) errors.push({ ...job, anonymize, error: String(r.error ?? r.state?.status).slice(0, 200) });
      if (++done % 25 === 0) log(`  ${done}/${jobs.length} debates${anonymize ? " (anonymised)" : ""}`);
    });
    const route = "/api/admin/track-record/score";
    const scored = await postJson(server.url, route, {}, { authorization: `Bearer ${token}` });
    // A refused scoring run must not become a report of nothing scored.
    if (scored.status !== 200)
      throw new Error(`POST ${route} answered ${scored.status}: ${JSON.stringify(scored.body).slice(0, 300)}`);
    const scoring = scored.body;
    log(`scored ${scoring.scored} horizons of ${scoring.open} predictions${anonymize ? " (anonymised)" : ""}`);
    return { jobs, errors, scoring, trackRecord: (await getJson(server.url, "/api/track-record")).body };
  } finally {
    server.stop();
  }
}

/** Every sample company with daily bars and financial reports, at each weekly as-of date whose annual report is in. */
async function weeklyJobs(url) {
  const companies = (await getJson(url, "/api/tickers?limit=50")).body.results ?? [];
  const jobs = [];
  for (const { code: ticker, name } of companies) {
    const bars = (await getJson(url, `/api/tickers/${ticker}/prices`)).body.results ?? [];
    const periods = new Set((await getJson(url, `/api/tickers/${ticker}`)).body.coverage?.periods ?? []);
    const runs = segments(bars);
    if (runs.length === 0 || periods.size === 0) {
      log(`${ticker} ${name}: ${runs.length === 0 ? "no daily bars" : "no financial reports"}: left out`);
      continue;
    }
    const weeks = runs.flatMap((run) => weeklyAsOf(run, everyWeeks));
    const usable = weeks.filter((d) => periods.has(dueAnnualPeriod(d)));
    results.companies.push({
      ticker,
      name,
      weeks: weeks.length,
      debated: usable.length,
      leftOut: weeks.length - usable.length,
      first: usable[0] ?? null,
      last: usable.at(-1) ?? null,
    });
    log(
      `${ticker} ${name}: ${usable.length} weekly as-of dates (${weeks.length - usable.length} left out: the annual report due by then is not in the data)`,
    );
    jobs.push(...usable.map((asOf) => ({ ticker, asOf })));
  }
  return jobs;
}

const named = await ledger({ anonymize: false, port: 8823 });
results.debates = named.jobs.length;
results.errors.push(...named.errors);
results.scoring = named.scoring;
results.trackRecord = named.trackRecord;
if (values.anonymize) {
  // The same dates, the models reading 公司A / 股票代码A / T年 (src/debate/anonymize.ts).
  const anon = await ledger({ anonymize: true, jobs: named.jobs, port: 8824 });
  results.errors.push(...anon.errors);
  results.anonymized = {
    scoring: anon.scoring,
    trackRecord: anon.trackRecord,
    gap: anonymizationGap(named.trackRecord, anon.trackRecord),
  };
}

results.durationS = Math.round((performance.now() - started) / 1000);
const offline = results.models
  ? Object.values(results.models).every((m) => typeof m !== "string" || m === "offline")
  : true;
const label = offline
  ? "offline rule engine"
  : `model ${results.models?.quick ?? "?"} / ${results.models?.deep ?? "?"}`;
mkdirSync(path.join(here, "results"), { recursive: true });
writeFileSync(
  path.join(here, "results", `track-record${values.quick ? ".quick" : ""}.json`),
  `${JSON.stringify(results, null, 2)}\n`,
);
const md = [
  `## Track record (historical ledger) — ${results.machine.date.slice(0, 16).replace("T", " ")} UTC — ${label}`,
  "",
  `\`${results.command}\`: ${results.debates} debates (${values.protocol}, ${rounds} round${rounds > 1 ? "s" : ""}, memory off so each call stands alone), ${results.errors.length} failed, ${results.durationS} s on ${results.machine.cpus} cores. Companies: ${results.companies.map((c) => `${c.ticker} ${c.name} ${c.debated} weeks (${c.first} … ${c.last}${c.leftOut ? `; ${c.leftOut} left out, report not in the data` : ""})`).join("; ")}.`,
  "",
  renderTrackRecord(results.trackRecord),
  "",
  ...(results.anonymized ? [renderAnonymizationGap(results.anonymized.gap), ""] : []),
].join("\n");
writeFileSync(path.join(here, "results", `track-record${values.quick ? ".quick" : ""}.md`), md);
if (values["append-docs"]) appendFileSync(path.join(here, "..", "docs", "evaluation.md"), `\n${md}`);
console.log(md);
