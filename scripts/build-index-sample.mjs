#!/usr/bin/env node
/**
 * Regenerates src/sample/index-000300.json, the CSI 300 (沪深300) daily series the track record's excess returns are
 * measured against, from ../shared/data/reference/index_daily_000300_csi300_2020_2026.csv (or the folder given).
 * Only what scoring uses is restated: date, open and close in index points, as the source printed them.
 *
 * Usage: node scripts/build-index-sample.mjs [referenceDir]
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseCsv } from "./lib/csv.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const refDir = path.resolve(process.argv[2] ?? path.join(repoRoot, "..", "shared", "data", "reference"));
const rows = parseCsv(readFileSync(path.join(refDir, "index_daily_000300_csi300_2020_2026.csv"), "utf8"));
const bars = rows.map((r) => [r.date, Number(r.open), Number(r.close)]);
for (const [date, open, close] of bars) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !(open > 0) || !(close > 0))
    throw new Error(`bad row ${date} ${open} ${close}`);
}
const first = rows[0];
const out = {
  code: "000300",
  name: "沪深300",
  source: "新浪财经 stock_zh_index_daily",
  sourceUrl: `https://github.com/${first.source_repo}/blob/${first.commit}/${first.source_path}`,
  basis: "index points as published (3 decimals); date, open, close only",
  bars,
};
const file = path.join(repoRoot, "src", "sample", "index-000300.json");
writeFileSync(
  file,
  `{\n${Object.entries(out)
    .filter(([k]) => k !== "bars")
    .map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`)
    .join("\n")}\n  "bars": [\n${bars.map((b) => `    ${JSON.stringify(b)}`).join(",\n")}\n  ]\n}\n`,
);
console.log(`wrote ${path.relative(repoRoot, file)}: ${bars.length} sessions ${bars[0][0]} .. ${bars.at(-1)[0]}`);
