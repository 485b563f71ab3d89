#!/usr/bin/env node
// Load test: mixed traffic against a local server (loopback only), bounded in time and count.
//   npm run load -- [--seconds 20] [--concurrency 8] [--url http://127.0.0.1:8787]
// Without --url it starts its own server (sample data, offline model) on port 8797 and stops it afterwards.
// Mix: 70% cached reads (ticker lookups, cached verdicts, finished debates), 20% new debates (fresh, varied asOf),
// 10% WebSocket viewers that follow a debate to its end. Prints throughput, latency percentiles and errors.
import { parseArgs } from "node:util";
import { assertLoopback, follow, getJson, postDebate } from "../tools/lib/api-client.mjs";
import { startLocalServer } from "../tools/lib/local-server.mjs";
import { percentile } from "../tools/lib/percentile.mjs";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    concurrency: { type: "string", default: "8" },
    url: { type: "string" },
    "max-requests": { type: "string", default: "5000" },
  },
});
const seconds = Math.min(120, Number(values.seconds));
const concurrency = Math.min(32, Number(values.concurrency));
const maxRequests = Math.min(20_000, Number(values["max-requests"]));

const server = values.url
  ? { url: values.url.replace(/\/$/, ""), stop: () => {} }
  : await startLocalServer({ port: 8797 });
try {
  assertLoopback(server.url);
} catch (e) {
  server.stop();
  throw e;
}

const TICKERS = ["600519", "600036", "600028", "300750", "002594", "601318"];
const ASOF = ["2025-06-30", "2025-09-30", "2025-12-31", "2026-03-31", "2026-06-30"];
const stats = new Map(); // kind -> { ms: number[], errors: number, statuses: Map }
const record = (kind, ms, ok, status) => {
  const s = stats.get(kind) ?? { ms: [], errors: 0, statuses: new Map() };
  s.ms.push(ms);
  if (!ok) s.errors++;
  s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
  stats.set(kind, s);
};

// Warm-up: one finished debate per ticker, so cached reads have something to read.
const finished = [];
for (const t of TICKERS) {
  const { body } = await postDebate(server.url, { ticker: t, fresh: true });
  if (body.id) finished.push(body.id);
}
await new Promise((r) => setTimeout(r, 2000));

let seq = 0;
async function timed(kind, fn) {
  const t0 = performance.now();
  try {
    const status = await fn();
    record(kind, performance.now() - t0, status < 500 && status !== 0, status);
  } catch (e) {
    record(kind, performance.now() - t0, false, `error: ${e.message}`);
  }
}

const get = async (p) => (await getJson(server.url, p)).status;
/** 200 when the viewer saw `done` within 15 s, else 0 (an error). */
const viewer = async (id) => ((await follow(server.url, id, { timeoutMs: 15_000 })).done ? 200 : 0);

async function one(i) {
  const r = (i * 7919) % 100; // deterministic mix
  const t = TICKERS[i % TICKERS.length];
  if (r < 25) return timed("ticker lookup", () => get(`/api/tickers/${t}`));
  if (r < 50) return timed("cached verdict", () => get(`/api/tickers/${t}/verdict`));
  if (r < 70) return timed("debate state", () => get(`/api/debates/${finished[i % finished.length]}`));
  if (r < 90)
    return timed("new debate", async () => {
      return (await postDebate(server.url, { ticker: t, asOf: ASOF[i % ASOF.length], fresh: true })).status;
    });
  return timed("viewer (to done)", async () => {
    const asOf = ASOF[(i + 2) % ASOF.length];
    const { status, body } = await postDebate(server.url, { ticker: t, asOf, fresh: true });
    return body.id ? viewer(body.id) : status;
  });
}

const started = performance.now();
const deadline = started + seconds * 1000;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (performance.now() < deadline && seq < maxRequests) await one(seq++);
  }),
);
const wall = (performance.now() - started) / 1000;
server.stop();

const rows = [...stats.entries()].map(([kind, s]) => {
  const sorted = [...s.ms].sort((a, b) => a - b);
  return {
    kind,
    count: s.ms.length,
    errors: s.errors,
    "p50 ms": Math.round(percentile(sorted, 50)),
    "p95 ms": Math.round(percentile(sorted, 95)),
    "p99 ms": Math.round(percentile(sorted, 99)),
    statuses: [...s.statuses.entries()].map(([k, v]) => `${k}×${v}`).join(" "),
  };
});
const total = rows.reduce((a, r) => a + r.count, 0);
const errors = rows.reduce((a, r) => a + r.errors, 0);
console.log(
  `load: ${total} operations in ${wall.toFixed(1)} s (${(total / wall).toFixed(1)}/s), concurrency ${concurrency}, errors ${errors}`,
);
console.table(rows);
process.exit(errors > 0 ? 1 : 0);
