#!/usr/bin/env node
// `npm run eval:claims`: precision and recall of "not verified" of the claim checker (src/verification/claims/) on the
// labelled corpus (test/verification/claims/corpus.json), per check kind and overall. Pure: no server, no model.
//   npm run eval:claims              # prints the table
//   npm run eval:claims -- --misses  # also every claim the checker got wrong, with its checks' reasons
//   npm run eval:claims -- --offline # also the offline analyst's own points (the golden debates) through the checker
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { importTypeScript } from "../scripts/lib/import-ts.mjs";

const root = path.resolve(import.meta.dirname, "..");
// The checker is the Worker's own TypeScript: the measurement is bundled once and run here.
const { measureCorpus, KINDS, checkRecordedDebates } = await importTypeScript(path.join(root, "test/verification/claims"), ["measure.ts", "offline-output.ts"]);
const corpus = JSON.parse(readFileSync(path.join(root, "test/verification/claims/corpus.json"), "utf8"));
const r = measureCorpus(corpus);
const f = (x) => x.toFixed(3);
console.log(`claims: ${r.claims} (${new Set(corpus.map((c) => c.ticker)).size} companies); positive = "not verified"`);
console.log("| check | labelled or flagged | not verified (expected) | precision | recall |");
console.log("| --- | --- | --- | --- | --- |");
for (const k of KINDS) {
  const s = r.byKind[k];
  console.log(`| ${k} | ${s.tp + s.fp + s.fn + s.tn} | ${s.tp + s.fn} | ${f(s.precision)} | ${f(s.recall)} |`);
}
const o = r.overall;
console.log(`| **overall (per claim)** | ${o.tp + o.fp + o.fn + o.tn} | ${o.tp + o.fn} | ${f(o.precision)} | ${f(o.recall)} |`);
if (process.argv.includes("--misses")) for (const m of r.misses) console.log(`\n${m.id} [${m.kind}] expected ${m.expected}: ${m.claim}\n  ${m.reasons.join("\n  ")}`);
if (process.argv.includes("--offline")) {
  // What the checker would flag in the offline analyst's own debates (every protocol and sample company).
  const dir = path.join(root, "test-node/golden");
  const records = Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith(".json")).map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(path.join(dir, f), "utf8"))]));
  const { points, findings } = checkRecordedDebates(records);
  const flagged = new Set(findings.map((x) => `${x.debate}|${x.who}|${x.claim}`)).size;
  console.log(`\noffline analyst, ${Object.keys(records).length} golden debates: ${points} points, ${flagged} with a check not passed`);
  console.log("| check | failed | undecided (未能核验) |");
  console.log("| --- | --- | --- |");
  for (const k of KINDS) {
    const of = findings.filter((x) => x.kind === k);
    console.log(`| ${k} | ${of.filter((x) => x.ok === false).length} | ${of.filter((x) => x.ok === null).length} |`);
  }
  if (process.argv.includes("--misses")) for (const x of findings) console.log(`${x.debate} ${x.who} [${x.kind}:${x.ok === null ? "未能核验" : "failed"}] ${x.claim}\n  ${x.reason}`);
}
