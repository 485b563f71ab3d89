// POST /api/debates to the first turn, for a company whose data is not here (cold: the debate's Durable Object fetches
// it from the live hosts first) and for the same company again (warm: today's data is stored, nothing is fetched).
// The hosts are the loopback fake (test-node/fake-live-hosts.mjs) with a realistic per-request latency; the server
// runs the offline model, so the figure is the data path, not a model's speed.
//   node bench/measure-cold-start.mjs [--tickers 5] [--latency 150]   # stand-alone; npm run bench includes it
import { parseArgs } from "node:util";
import { startFakeHosts } from "../test-node/fake-live-hosts.mjs";
import { assertLoopback, follow, postDebate } from "../tools/lib/api-client.mjs";
import { percentile } from "../tools/lib/percentile.mjs";
import { round } from "./machine.mjs";

/** Real listed companies that are not in the sample. */
export const COLD_TICKERS = ["000333", "000651", "600690", "601888", "600309", "000002", "600887", "002415"];

/** Milliseconds from the POST to the first `turn.started` event, and whether the debate fetched first. */
async function firstTurn(base, id, postedAt, timeoutMs = 120_000) {
  const r = await follow(base, id, { timeoutMs, until: (e) => e.type === "turn.started" || e.type === "failed" });
  const fetched = r.types.includes("data.fetching");
  if (!r.done) return { ms: null, fetched, error: r.error };
  const last = r.events.at(-1);
  return last.type === "failed" ? { ms: null, fetched, error: last.reason } : { ms: r.doneAt - postedAt, fetched };
}

const p50 = (xs) => {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return s.length ? round(percentile(s, 50)) : null;
};

/** `startServer(env)` starts a local server with those vars and returns { url, stop }. */
export async function measureColdStart(startServer, { tickers = 5, latencyMs = 150, port = 8815 } = {}) {
  const fake = await startFakeHosts({ latencyMs });
  const server = await startServer({
    port,
    env: { LIVE_SOURCES: "on", LIVE_SOURCES_BASE_URL: fake.url, MODEL_QUICK: "offline", MODEL_DEEP: "offline" },
  });
  try {
    assertLoopback(server.url);
    const rows = [];
    for (const ticker of COLD_TICKERS.slice(0, tickers)) {
      for (const phase of ["cold", "warm"]) {
        const postedAt = performance.now();
        const res = await postDebate(server.url, { ticker, rounds: 1, fresh: true });
        if (res.status !== 202) {
          rows.push({
            ticker,
            phase,
            ms: null,
            fetched: false,
            error: `${res.status} ${res.body?.error?.message ?? ""}`,
          });
          continue;
        }
        rows.push({ ticker, phase, ...(await firstTurn(server.url, res.body.id, postedAt)) });
        // To the end: a warm POST while the cold debate still runs would join it rather than start its own.
        await follow(server.url, res.body.id);
      }
    }
    const stats = await (await fetch(`${fake.url}/__stats`)).json();
    const cold = rows.filter((r) => r.phase === "cold");
    const warm = rows.filter((r) => r.phase === "warm");
    return {
      latencyMs,
      tickers: cold.map((r) => r.ticker),
      coldP50Ms: p50(cold.map((r) => r.ms)),
      warmP50Ms: p50(warm.map((r) => r.ms)),
      coldMs: cold.map((r) => (r.ms === null ? null : round(r.ms))),
      warmMs: warm.map((r) => (r.ms === null ? null : round(r.ms))),
      coldFetched: cold.filter((r) => r.fetched).length,
      warmFetched: warm.filter((r) => r.fetched).length,
      errors: rows.filter((r) => r.error).map((r) => `${r.ticker} ${r.phase}: ${r.error}`),
      hostRequests: Object.fromEntries(Object.entries(stats).map(([h, s]) => [h, s.requests])),
    };
  } finally {
    server.stop();
    await fake.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { tickers: { type: "string", default: "5" }, latency: { type: "string", default: "150" } },
  });
  const { snapshotApp } = await import("./snapshot.mjs");
  const app = await snapshotApp();
  try {
    const result = await measureColdStart(app.startLocalServer, {
      tickers: Number(values.tickers),
      latencyMs: Number(values.latency),
    });
    console.log(JSON.stringify(result, null, 2));
  } finally {
    app.remove();
  }
}
