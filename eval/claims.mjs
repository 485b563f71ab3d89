#!/usr/bin/env node
// `npm run eval:claims`: precision and recall of "not verified" of the claim checker (src/verification/claims/) on the
// labelled corpus (test/verification/claims/corpus.json), per check kind and overall. Pure: no server, no model.
//   npm run eval:claims              # prints the table
//   npm run eval:claims -- --misses  # also every claim the checker got wrong, with its checks' reasons
import { readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(os.tmpdir(), `debatedesk-claims-${process.pid}.mjs`);
// The checker is TypeScript with extensionless imports: bundle the measurement once, then run it.
await build({ entryPoints: [path.join(root, "test/verification/claims/measure.ts")], bundle: true, platform: "node", format: "esm", outfile: out, logLevel: "warning" });
try {
  const { measureCorpus, KINDS } = await import(out);
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
} finally {
  rmSync(out, { force: true });
}
