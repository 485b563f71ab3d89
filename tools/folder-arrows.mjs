#!/usr/bin/env node
// Folder-level import arrows in src/ and how many run against the data flow (README "Architecture"):
//   node tools/folder-arrows.mjs [dir]          (default: src)
// An arrow A -> B is one or more runtime imports from a module in src/A to one in src/B. It runs backward when B stands
// later in the flow than A. The floor (shared, domain, db) and the libraries the engine calls (verification, verdict,
// compliance) stand at rank 0: anyone may import them. The root's modules (config and app deps, but also app and
// index) are left out. MCP is an edge beside http. Type-only imports are not arrows (they vanish at run time).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const RANK = {
  shared: 0,
  domain: 0,
  db: 0,
  verification: 0,
  verdict: 0,
  compliance: 0,
  sample: 1,
  tickers: 1,
  ingest: 1,
  retrieval: 2,
  evidence: 3,
  memory: 3,
  models: 4,
  offline: 4,
  debate: 4,
  report: 5,
  track: 5,
  room: 6,
  services: 7,
  precompute: 7,
  access: 7,
  watchlists: 7,
  batches: 7,
  digests: 7,
  wire: 8,
  http: 8,
  mcp: 8,
};

const root = path.resolve(process.argv[2] ?? "src");
const files = [];
(function walk(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (p.endsWith(".ts")) files.push(p);
  }
})(root);

const folderOf = (file) => {
  const rel = path.relative(root, file).split(path.sep);
  return rel.length === 1 ? "." : rel[0];
};
const arrows = new Set();
for (const file of files) {
  const text = readFileSync(file, "utf8");
  for (const m of text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+"(\.{1,2}\/[^"]+)"/gms)) {
    const target = path.resolve(path.dirname(file), m[1]);
    const from = folderOf(file);
    const to = folderOf(target.endsWith(".ts") ? target : `${target}.ts`);
    // The root holds both the floor (config, app deps) and the top (app, index): its arrows are not counted.
    if (from !== to && from !== "." && to !== ".") arrows.add(`${from} -> ${to}`);
  }
}
const backward = [...arrows].filter((a) => {
  const [from, to] = a.split(" -> ");
  return (RANK[to] ?? 9) > (RANK[from] ?? 9);
});
console.log(`${arrows.size} folder-level arrows, ${backward.length} against the data flow`);
for (const a of backward.sort()) console.log(`  ${a}`);
