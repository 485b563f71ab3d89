#!/usr/bin/env node
/**
 * Regenerates src/tickers/directory-snapshot.json, the bundled directory of every listed SH/SZ/BJ A share, from the
 * published Eastmoney spot snapshot in ../shared/data/reference (or the folder given as the first argument).
 *
 * The snapshot is restated in the project's own format: code, clean short name (SZSE pads names: "五 粮 液" -> 五粮液,
 * full-width letters folded: 万科Ａ -> 万科A), listing status from the name, whether it traded in the snapshot's session,
 * and the name's pinyin (full and initials) computed once here with the same code the Worker uses
 * (src/tickers/pinyin-keys.ts), so no request pays for 5,000 pinyin conversions. Exchange and board follow from the
 * code and are derived at load time. Prices and the other market columns are left out: they are a day's quotes, not
 * directory facts.
 *
 * Usage: node scripts/build-directory.mjs [referenceDir]
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseCsv } from "./lib/csv.mjs";
import { importTypeScript } from "./lib/import-ts.mjs";

const root = path.resolve(import.meta.dirname, "..");
const refDir = path.resolve(process.argv[2] ?? path.join(root, "..", "shared", "data", "reference"));
const FILE = "em_spot_snapshot_2025-07-07.csv";
const outFile = path.join(root, "src", "tickers", "directory-snapshot.json");

// The name rules are the Worker's own TypeScript: one definition, used here at build time.
const { pinyinKeys, cleanShortName, listingStatusOf, boardOf } = await importTypeScript(
  path.join(root, "src/tickers"),
  ["pinyin-keys.ts", "listing.ts"],
);

const rows = parseCsv(readFileSync(path.join(refDir, FILE), "utf8"));
const listings = [];
const skipped = [];
for (const r of rows) {
  const code = r.code.trim();
  const name = cleanShortName(r.name);
  if (!/^\d{6}$/.test(code) || boardOf(code) === null || name === "") {
    skipped.push(`${r.code} ${r.name}`);
    continue;
  }
  const py = pinyinKeys(name);
  // An empty price: no trade in the session (suspended, or listed and not trading yet).
  listings.push([code, name, py.full, py.initials, listingStatusOf(name), r.price.trim() !== ""]);
}
listings.sort((a, b) => a[0].localeCompare(b[0]));
const codes = new Set(listings.map((l) => l[0]));
if (codes.size !== listings.length) throw new Error("the snapshot repeats a code");

const out = {
  source: "东方财富 沪深京A股行情快照",
  file: FILE,
  // The file is dated 2025-07-07 (a Monday); its rows are the close of the last session before it.
  session: "2025-07-04",
  columns: ["code", "name", "pinyin", "initials", "status", "traded"],
  rows: listings,
};
writeFileSync(outFile, `${JSON.stringify(out).replace(/\],\[/g, "],\n[")}\n`);
const by = (f) =>
  Object.entries(Object.groupBy(listings, f))
    .map(([k, v]) => `${k} ${v.length}`)
    .join(", ");
console.log(
  `${listings.length} listings -> ${path.relative(root, outFile)}; skipped ${skipped.length}${skipped.length ? `: ${skipped.join("; ")}` : ""}`,
);
console.log(`boards: ${by((l) => boardOf(l[0]))}`);
console.log(`status: ${by((l) => l[4])}; not traded in the session: ${listings.filter((l) => !l[5]).length}`);
