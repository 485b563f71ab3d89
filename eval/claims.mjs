#!/usr/bin/env node
// `npm run eval:claims`: precision and recall of "not verified" of the claim checker (src/verification/claims/) on the
// labelled corpus (test/verification/claims/corpus.json), per check kind and overall. Pure: no server, no model.
//   npm run eval:claims              # prints the table
//   npm run eval:claims -- --misses  # also every claim the checker got wrong, with its checks' reasons
//   npm run eval:claims -- --offline # also the offline analyst's own points (the golden debates) through the checker
//   npm run eval:claims -- --corpus dev|blind|…|blind5 # the truth-labelled corpus scored after it (eval/claims-corpus/<name>/
//                                    corpus.json, default dev): the marks shown per label, errorType and category
//   npm run eval:claims -- --corpus blind4 --stated  # also with each case's spec converted to the assertions a model
//                                    would state (eval/stated-from-spec.mjs), beside the run without; --misses lists
//                                    the stated run's misses on cases that carried assertions
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { importTypeScript } from "../scripts/lib/import-ts.mjs";
import { statedFromSpec } from "./stated-from-spec.mjs";

const root = path.resolve(import.meta.dirname, "..");
// The checker is the Worker's own TypeScript: the measurement is bundled once and run here.
const { measureCorpus, KINDS, checkRecordedDebates, share } = await importTypeScript(
  path.join(root, "test/verification/claims"),
  ["measure.ts", "measure-truth.ts", "offline-output.ts"],
);
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
console.log(
  `| **overall (per claim)** | ${o.tp + o.fp + o.fn + o.tn} | ${o.tp + o.fn} | ${f(o.precision)} | ${f(o.recall)} |`,
);
if (process.argv.includes("--misses"))
  for (const m of r.misses)
    console.log(`\n${m.id} [${m.kind}] expected ${m.expected}: ${m.claim}\n  ${m.reasons.join("\n  ")}`);
if (process.argv.includes("--offline")) {
  // What the checker would flag in the offline analyst's own debates (every protocol and sample company).
  const dir = path.join(root, "test-node/golden");
  const records = Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(path.join(dir, f), "utf8"))]),
  );
  const { points, findings, stated, statedPoints } = checkRecordedDebates(records);
  const flagged = new Set(findings.map((x) => `${x.debate}|${x.who}|${x.claim}`)).size;
  console.log(
    `\noffline analyst, ${Object.keys(records).length} golden debates: ${points} points, ${flagged} with a check not passed`,
  );
  const statedFailed = findings.filter((x) => x.kind === "stated").length;
  console.log(
    `stated assertions (what the analyst states as data): ${stated} checks on ${statedPoints} points, ${statedFailed} not passed`,
  );
  console.log("| check | failed | undecided (未能核验) |");
  console.log("| --- | --- | --- |");
  for (const k of KINDS) {
    const of = findings.filter((x) => x.kind === k);
    console.log(`| ${k} | ${of.filter((x) => x.ok === false).length} | ${of.filter((x) => x.ok === null).length} |`);
  }
  if (process.argv.includes("--misses"))
    for (const x of findings)
      console.log(
        `${x.debate} ${x.who} [${x.kind}:${x.ok === null ? "未能核验" : "failed"}] ${x.claim}\n  ${x.reason}`,
      );
}

const at = process.argv.indexOf("--corpus");
const name = at > 0 ? process.argv[at + 1] : "dev";
if (!/^[a-z0-9-]+$/.test(name ?? "")) throw new Error(`--corpus needs a corpus name (dev, blind), got ${name}`);
const truthFile = path.join(root, "eval/claims-corpus", name, "corpus.json");
if (!existsSync(truthFile)) console.log(`\n${name} corpus: ${path.relative(root, truthFile)} not present`);
else {
  const cases = JSON.parse(readFileSync(truthFile, "utf8"));
  const t = measureCorpus(cases).truth;
  const companies = new Set(cases.map((c) => c.ticker)).size;
  console.log(`\n${name} corpus: ${t.claims} claims (${companies} companies), the mark shown per label`);
  const row = (label, x) => `| ${label} | ${x.n} | ${share(x, "✅")} | ${share(x, "❌")} | ${share(x, "❔")} |`;
  console.log("| label | claims | ✅ | ❌ | ❔ |\n| --- | --- | --- | --- | --- |");
  for (const e of ["true", "false", "undecidable"]) console.log(row(`**${e}**`, t.byExpect[e]));
  if (process.argv.includes("--stated")) printStated(cases, t);
  console.log("\nfalse claims per errorType\n| errorType | claims | ✅ | ❌ | ❔ |\n| --- | --- | --- | --- | --- |");
  for (const [k, x] of Object.entries(t.byErrorType).sort()) console.log(row(k, x));
  console.log("\nper category\n| category / label | claims | ✅ | ❌ | ❔ |\n| --- | --- | --- | --- | --- |");
  for (const [k, by] of Object.entries(t.byCategory).sort()) {
    for (const e of ["true", "false", "undecidable"]) if (by[e].n) console.log(row(`${k} / ${e}`, by[e]));
  }
  if (process.argv.includes("--misses")) {
    for (const m of t.misses) {
      const tag = `${m.category ?? ""}${m.errorType ? ` ${m.errorType}` : ""}`;
      console.log(`\n${m.id} [${tag}] ${m.expect} shown ${m.mark}: ${m.claim}\n  ${m.reasons.join("\n  ")}`);
    }
  }
}

/** The same half scored with each case's spec stated as data (issue 27 item 7), beside the run without. */
function printStated(cases, without) {
  const converted = cases.map((c) => ({ case: c, ...statedFromSpec(c) }));
  const withStated = converted.map((x) => (x.assertions.length ? { ...x.case, assertions: x.assertions } : x.case));
  const r = measureCorpus(withStated);
  const items = converted.reduce((n, x) => n + x.specItems, 0);
  const mapped = converted.reduce((n, x) => n + x.mapped, 0);
  const sent = converted.reduce((n, x) => n + x.assertions.length, 0);
  console.log(
    `\nwith stated assertions: ${r.statedCases} of ${cases.length} cases carried them (${sent} sent; ` +
      `${mapped} of ${items} spec assertions map to a stated one, ${((mapped / items) * 100).toFixed(1)} %)`,
  );
  console.log("| label | claims | ✅ without | ✅ stated | ❌ without | ❌ stated | ❔ without | ❔ stated |");
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const e of ["true", "false", "undecidable"]) {
    const [a, b] = [without.byExpect[e], r.truth.byExpect[e]];
    const cells = ["✅", "❌", "❔"].map((m) => `${share(a, m)} | ${share(b, m)}`).join(" | ");
    console.log(`| **${e}** | ${a.n} | ${cells} |`);
  }
  const carried = new Set(withStated.filter((c) => c.assertions).map((c) => c.id));
  const tOnly = measureCorpus(cases.filter((c) => carried.has(c.id))).truth;
  const sOnly = measureCorpus(withStated.filter((c) => carried.has(c.id))).truth;
  console.log(`\nthe ${carried.size} cases that carried assertions only`);
  console.log("| label | claims | ✅ without | ✅ stated | ❌ without | ❌ stated | ❔ without | ❔ stated |");
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const e of ["true", "false", "undecidable"]) {
    const [a, b] = [tOnly.byExpect[e], sOnly.byExpect[e]];
    const cells = ["✅", "❌", "❔"].map((m) => `${share(a, m)} | ${share(b, m)}`).join(" | ");
    console.log(`| **${e}** | ${a.n} | ${cells} |`);
  }
  if (process.argv.includes("--misses"))
    for (const m of sOnly.misses) {
      const a = converted.find((x) => x.case.id === m.id)?.assertions ?? [];
      console.log(`\nstated ${m.id} ${m.expect} shown ${m.mark}: ${m.claim}\n  stated ${JSON.stringify(a)}`);
      console.log(`  ${m.reasons.join("\n  ")}`);
    }
}
