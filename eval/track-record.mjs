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
import { getJson } from "../tools/lib/api-client.mjs";
import { machine } from "../bench/machine.mjs";
import { runLedger } from "./ledger-run.mjs";
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

/** One ledger on its own fresh server (so a named and an anonymised run never share predictions). */
async function ledger({ anonymize, jobs, port }) {
  const run = await runLedger({
    debate: { protocol: values.protocol, rounds, ...(anonymize ? { anonymize } : {}) },
    everyWeeks,
    parallel: Number(values.parallel),
    jobs,
    port,
    log: (s) => log(anonymize ? `${s} (anonymised)` : s),
    read: async (url) => (await getJson(url, "/api/track-record")).body,
  });
  results.models ??= run.models;
  if (!jobs) results.companies.push(...run.companies);
  return {
    jobs: run.jobs,
    errors: run.errors.map((e) => ({ ...e, anonymize })),
    scoring: run.scoring,
    trackRecord: run.read,
  };
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
