#!/usr/bin/env node
// CI's deploy proof (.ci/run): bundles the Worker exactly as `npm run deploy` would (`wrangler deploy --dry-run --env
// production`, which needs no account and uploads nothing), then prints the bundle's raw and gzip sizes and fails when
// the build breaks or the gzip size is over the budget. Workers' own limits are 3 MB (Free) and 10 MB (Paid) gzipped;
// the budget is far below them so that a dependency that balloons the bundle is noticed the day it lands. It was 1024
// KiB until 2026-12-02, when our own code (the claim checker's grammar) and the sample's restated figures reached 1,018.6
// KiB with no new dependency, and 1280 until 2026-12-06, when the checker's grammar alone took it to 1,280.6 KiB (no
// new dependency since): 1536 keeps the early warning for a dependency (the MCP SDK alone was ~98 KiB) at half of
// Workers' Free limit.
//
//   node scripts/check-bundle.mjs [--budget-kb 1536]
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const { values } = parseArgs({ options: { "budget-kb": { type: "string", default: "1536" } }, strict: true });
const budgetKb = Number(values["budget-kb"]);
if (!Number.isFinite(budgetKb) || budgetKb <= 0) {
  console.error(`--budget-kb must be a positive number of KiB, got ${values["budget-kb"]}`);
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, "..");
const wrangler = path.join(root, "node_modules", "wrangler", "bin", "wrangler.js");
const outdir = mkdtempSync(path.join(os.tmpdir(), "debatedesk-bundle-"));
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

try {
  const run = spawnSync(
    process.execPath,
    [wrangler, "deploy", "--dry-run", "--env", "production", "--outdir", outdir],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
    },
  );
  if (run.status !== 0) {
    console.error(`bundle: wrangler deploy --dry-run failed (exit ${run.status ?? run.signal})`);
    console.error((run.stderr || run.stdout).split("\n").slice(-40).join("\n"));
    process.exit(1);
  }
  // What is uploaded: the modules (source maps and wrangler's README in the outdir are not).
  const modules = readdirSync(outdir).filter((f) => /\.(m?js|wasm)$/.test(f));
  if (modules.length === 0) {
    console.error(`bundle: wrangler wrote no module to ${outdir}`);
    process.exit(1);
  }
  let raw = 0;
  let gzip = 0;
  for (const f of modules) {
    const bytes = readFileSync(path.join(outdir, f));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  console.log(
    `bundle: ${modules.join(", ")}: ${kib(raw)} raw, ${kib(gzip)} gzip (budget ${kib(budgetKb * 1024)} gzip)`,
  );
  if (gzip > budgetKb * 1024) {
    console.error(`bundle: ${kib(gzip)} gzipped is over the budget of ${kib(budgetKb * 1024)}`);
    process.exit(1);
  }
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
