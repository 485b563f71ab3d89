#!/usr/bin/env node
// `npm run eval:ablation`: did the debate's later rounds help? A sample of the historical ledger's questions (every
// `--every`-th week, eval/ledger-run.mjs) is debated on one fresh server as a 3-round adversarial debate (its verdict
// carries the opening round's verdict, scored by the same code: no extra call) and by the `vote` protocol; GET
// /api/track-record/ablation then scores the opening round alone, the full debate, vote and always-up on the same
// questions' windows (src/track/ablation.ts).
//   npm run eval:ablation                     # every 6th week (~170 questions; the weekly ledger takes too long here)
//   npm run eval:ablation -- --append-docs    # also appends the tables as a dated section to docs/evaluation.md
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { getJson } from "../tools/lib/api-client.mjs";
import { machine } from "../bench/machine.mjs";
import { runLedger } from "./ledger-run.mjs";

const { values } = parseArgs({
  options: {
    every: { type: "string", default: "6" },
    rounds: { type: "string", default: "3" },
    parallel: { type: "string", default: "3" },
    "append-docs": { type: "boolean", default: false },
  },
});
const here = import.meta.dirname;
const started = performance.now();
const log = (s) => console.log(`[ablation ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${s}`);
const everyWeeks = Number(values.every);
const rounds = Number(values.rounds);

const run = await runLedger({
  debate: [{ protocol: "adversarial", rounds }, { protocol: "vote" }],
  everyWeeks,
  parallel: Number(values.parallel),
  port: 8826,
  log,
  read: async (url) => {
    const res = await getJson(url, "/api/track-record/ablation");
    if (res.status !== 200) throw new Error(`ablation answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  },
});
const flags = [
  values.every !== "6" && `--every ${values.every}`,
  values.rounds !== "3" && `--rounds ${values.rounds}`,
].filter(Boolean);
const results = {
  machine: machine(),
  command: `npm run eval:ablation${flags.length ? ` -- ${flags.join(" ")}` : ""}`,
  everyWeeks,
  rounds,
  questions: run.jobs.length,
  errors: run.errors,
  companies: run.companies,
  durationS: Math.round((performance.now() - started) / 1000),
  ablation: run.read,
};
mkdirSync(path.join(here, "results"), { recursive: true });
writeFileSync(path.join(here, "results", "ablation.json"), `${JSON.stringify(results, null, 2)}\n`);

const pct = (x) => (x === null ? "—" : `${(x * 100).toFixed(1)} %`);
const num = (x) => (x === null ? "—" : x.toFixed(3));
const rate = (p) => (p.rate === null ? `— (n=${p.n})` : `${pct(p.rate)} [${pct(p.low)}, ${pct(p.high)}] (n=${p.n})`);
const est = (e) => `${num(e.value)} [${num(e.low)}, ${num(e.high)}]`;
const a = run.read;
const when = results.machine.date.slice(0, 16).replace("T", " ");
const md = [
  `## What the debate changed (ablation) — ${when} UTC — offline rule engine`,
  "",
  `\`${results.command}\`: ${results.questions} questions (every ${everyWeeks} weeks of the weekly ledger's dates), ` +
    `each debated as a ${rounds}-round adversarial debate and by the vote protocol (memory off), ` +
    `${results.errors.length} failed, ${results.durationS} s on ${results.machine.cpus} cores. ${a.debates} adversarial ` +
    `debates carry an opening-round verdict; its stance differs from the final one in ${rate(a.changed)}.`,
  "",
  ...a.horizons.flatMap((h) => [
    `**${h.label}** (${h.questions} tradeable scored windows)`,
    "",
    `| ${["forecaster", "coverage [Wilson]", "hit rate [Wilson]", "Brier [95 % bootstrap]", "skill vs base rate [95 % bootstrap]"].join(" | ")} |`,
    "| --- | --- | --- | --- | --- |",
    ...h.forecasters.map(
      (f) => `| ${f.label} | ${rate(f.coverage)} | ${rate(f.hitRate)} | ${est(f.brier)} | ${est(f.skill)} |`,
    ),
    "",
  ]),
  ...a.notes.map((n) => `- ${n}`),
  "",
].join("\n");
writeFileSync(path.join(here, "results", "ablation.md"), md);
if (values["append-docs"]) appendFileSync(path.join(here, "..", "docs", "evaluation.md"), `\n${md}`);
console.log(md);
