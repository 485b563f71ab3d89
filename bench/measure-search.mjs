#!/usr/bin/env node
// Ticker search speed before and after a change, in one run on the same machine: this checkout's local server and a
// baseline commit's (bench/baseline.mjs), queried in turn with the same fixed query list (codes, names, fuzzy parts,
// pinyin, initials). Prints and writes bench/results/search.{json,md}: the first search of a fresh server (the
// directory is built: from the bundle before, from D1 after) and p50/p95 of GET /api/tickers?q= over the list.
//
//   node bench/measure-search.mjs --baseline 66ffb49 [--reps 20]
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { prepareBaseline } from "./baseline.mjs";
import { startLocalServer } from "../tools/lib/local-server.mjs";
import { percentile } from "../tools/lib/percentile.mjs";

const { values } = parseArgs({
  options: { baseline: { type: "string" }, reps: { type: "string", default: "20" } },
  strict: true,
});
if (!values.baseline) throw new Error("--baseline <commit> is required (the commit to compare with)");
const reps = Number(values.reps);

/** Codes (prefix, forms), names (exact, short, substring), pinyin (full, initials, prefix, a later syllable). */
export const QUERIES = [
  "600519",
  "6005",
  "sh600036",
  "300750.SZ",
  "0000",
  "贵州茅台",
  "茅台",
  "五粮液",
  "平安",
  "银行",
  "科技",
  "宁德",
  "gzmt",
  "byd",
  "pingan",
  "guizhou",
  "zsyh",
  "ndsd",
  "anyin",
  "xx",
];

async function timed(url) {
  const t0 = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - t0;
}

const baseline = await prepareBaseline(values.baseline);
const servers = [];
try {
  servers.push({ label: `before (${baseline.commit})`, ...(await baseline.startLocalServer()) });
  servers.push({ label: "after (this checkout)", ...(await startLocalServer()) });
  const results = [];
  for (const s of servers) s.first = await timed(`${s.url}/api/tickers?q=${encodeURIComponent("茅台")}`);
  for (const s of servers) s.times = [];
  for (let r = 0; r < reps; r++) {
    for (const q of QUERIES) {
      for (const s of servers) s.times.push(await timed(`${s.url}/api/tickers?q=${encodeURIComponent(q)}&limit=10`));
    }
  }
  for (const s of servers) {
    const sorted = [...s.times].sort((a, b) => a - b);
    results.push({
      server: s.label,
      firstSearchMs: Math.round(s.first),
      searches: sorted.length,
      p50Ms: Number(percentile(sorted, 50).toFixed(2)),
      p95Ms: Number(percentile(sorted, 95).toFixed(2)),
    });
  }
  const out = path.join(import.meta.dirname, "results");
  const md = [
    `Ticker search, ${QUERIES.length} queries × ${reps}, loopback, interleaved ` +
      `(node bench/measure-search.mjs --baseline ${values.baseline})`,
    "",
    "| server | first search (ms) | searches | p50 (ms) | p95 (ms) |",
    "| --- | --- | --- | --- | --- |",
    ...results.map((r) => `| ${r.server} | ${r.firstSearchMs} | ${r.searches} | ${r.p50Ms} | ${r.p95Ms} |`),
  ].join("\n");
  writeFileSync(path.join(out, "search.json"), `${JSON.stringify({ queries: QUERIES, reps, results }, null, 2)}\n`);
  writeFileSync(path.join(out, "search.md"), `${md}\n`);
  console.log(md);
} finally {
  for (const s of servers) s.stop();
  baseline.remove();
}
