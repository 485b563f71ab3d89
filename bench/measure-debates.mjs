// The debate measurements: engine overhead, cache, concurrency, viewers, calls and tokens by rounds and protocol.
import path from "node:path";
import { importTypeScript } from "../scripts/lib/import-ts.mjs";
import { follow, getJson, pool, postDebate, runDebate } from "../tools/lib/api-client.mjs";
import { percentile } from "../tools/lib/percentile.mjs";
import { sampleRss } from "./process-tree.mjs";
import { round } from "./machine.mjs";
import { cpuByProcess, cpuSplit, workerdCpuMs } from "./process-cpu.mjs";

export const TICKERS = ["600519", "600036", "600028", "300750", "002594", "601318"];
/** The app's own calendar arithmetic (one definition of a day shift). */
const { addDays } = await importTypeScript(path.join(import.meta.dirname, "../src/shared"), ["dates.ts"]);
const sorted = (xs) => [...xs].sort((a, b) => a - b);
const p = (xs, q) => round(percentile(sorted(xs), q), 1);

/**
 * Whole 3-round debates one after another, POST to `done` on the WebSocket, on each of `servers` in turn (the order
 * alternates per debate, so drift in the machine's load falls on both alike); the first `warmup` per server are not
 * counted. CPU: the workerd processes' user+system time over the counted debates, divided by their number.
 * Returns { [server.name]: figures }.
 */
export async function measureOverheadSideBySide(servers, { count, warmup = 2 }) {
  const runs = Object.fromEntries(servers.map((s) => [s.name, []]));
  const cpu = {};
  const split = {};
  for (let i = 0; i < count + warmup; i++) {
    if (i === warmup)
      for (const s of servers) [cpu[s.name], split[s.name]] = [workerdCpuMs(s.pid), cpuByProcess(s.pid)];
    const order = i % 2 === 0 ? servers : [...servers].reverse();
    for (const s of order) {
      const r = await runDebate(s.url, { ticker: TICKERS[i % TICKERS.length], rounds: 3, fresh: true });
      if (i >= warmup) runs[s.name].push(r);
    }
  }
  const out = {};
  for (const s of servers) {
    const cpuMs = workerdCpuMs(s.pid) - cpu[s.name];
    out[s.name] = {
      ...summarize(runs[s.name]),
      cpuMsPerDebate: round(cpuMs / count, 1),
      cpuByProcess: cpuSplit(split[s.name], cpuByProcess(s.pid), count),
    };
  }
  return out;
}

function summarize(runs) {
  const ok = runs.filter((r) => r.ok);
  const wall = ok.map((r) => r.ms);
  const model = ok.map((r) => r.state.usage.ms);
  return {
    debates: runs.length,
    errors: runs.length - ok.length,
    p50: p(wall, 50),
    p95: p(wall, 95),
    min: round(Math.min(...wall), 1),
    max: round(Math.max(...wall), 1),
    /** Time spent inside the (offline) model calls, as the engine recorded it: the rest is engine overhead. */
    modelMsP50: p(model, 50),
    netP50: p(
      ok.map((r) => r.ms - r.state.usage.ms),
      50,
    ),
    calls: ok[0]?.state.usage.calls ?? null,
  };
}

/**
 * The profile (src/shared/profile.ts) of `count` whole debates on a server started with PROFILE=on: every span's
 * total milliseconds and calls, per debate. Needs the admin token.
 */
export async function measureProfile(base, { count, adminToken }) {
  const headers = { authorization: `Bearer ${adminToken}` };
  await runDebate(base, { ticker: TICKERS[0], rounds: 3, fresh: true }); // warm-up, not counted
  const reset = await fetch(`${base}/api/admin/profile`, { method: "DELETE", headers });
  if (reset.status !== 200) return { error: `DELETE /api/admin/profile answered ${reset.status}` };
  const wall = [];
  for (let i = 0; i < count; i++)
    wall.push((await runDebate(base, { ticker: TICKERS[i % TICKERS.length], rounds: 3, fresh: true })).ms);
  const { body } = await getJson(base, "/api/admin/profile", headers);
  const spans = Object.entries(body.spans).map(([span, t]) => ({
    span,
    msPerDebate: round(t.ms / count, 1),
    callsPerDebate: round(t.count / count, 1),
  }));
  return { debates: count, wallMsPerDebate: round(wall.reduce((a, b) => a + b, 0) / count, 1), spans };
}

/**
 * The honest cache figure: a new debate on the mock model with `delayMs` per model call (what a real model's few
 * seconds look like) against a POST the verdict cache answers, on the same server. The engine's own speed then
 * barely moves the ratio, so a slow engine cannot make the cache look good.
 */
export async function measureRealisticCache(base, mock, { debates, delayMs, hits }) {
  mock.setDelay(delayMs);
  const fresh = [];
  try {
    for (let i = 0; i < debates; i++)
      fresh.push(
        await runDebate(base, { ticker: TICKERS[i % TICKERS.length], rounds: 3, fresh: true }, { timeoutMs: 600_000 }),
      );
  } finally {
    mock.setDelay(0);
  }
  const ok = fresh.filter((r) => r.ok);
  const posts = [];
  for (let i = 0; i < hits; i++) posts.push(await timedPost(base, { ticker: TICKERS[i % Math.max(1, debates)] }));
  const postHits = posts.filter((r) => r.status === 200 && r.body.cached === true);
  const newP50Ms = p(
    ok.map((r) => r.ms),
    50,
  );
  const hitP50Ms = p(
    postHits.map((r) => r.ms),
    50,
  );
  return {
    delayMsPerCall: delayMs,
    debates: fresh.length,
    errors: fresh.length - ok.length,
    callsPerDebate: ok[0]?.state.usage.calls ?? null,
    newP50Ms,
    hitP50Ms,
    hits: postHits.length,
    requests: hits,
    speedup: round(newP50Ms / hitP50Ms, 0),
  };
}

async function timedGet(base, path) {
  const t0 = performance.now();
  const { status, body } = await getJson(base, path);
  return { ms: performance.now() - t0, status, body };
}

async function timedPost(base, body) {
  const t0 = performance.now();
  const r = await postDebate(base, body);
  return { ms: performance.now() - t0, ...r };
}

/**
 * Cached verdict (GET, KV hit) and a POST the verdict cache answers, against the uncached path measured in the same
 * run (a fresh debate, POST to done). Needs a verdict for today's data: the overhead runs leave one per ticker.
 */
export async function measureCache(base, { count, newP50Ms }) {
  const gets = [];
  const posts = [];
  for (let i = 0; i < count; i++)
    gets.push(await timedGet(base, `/api/tickers/${TICKERS[i % TICKERS.length]}/verdict`));
  for (let i = 0; i < count; i++) posts.push(await timedPost(base, { ticker: TICKERS[i % TICKERS.length] }));
  // The floor under every answer here: a static file the dev server answers without running the Worker's code.
  const statics = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await (await fetch(`${base}/favicon.svg`)).arrayBuffer();
    statics.push(performance.now() - t0);
  }
  const getHits = gets.filter((g) => g.status === 200 && g.body.source === "cache");
  const postHits = posts.filter((r) => r.status === 200 && r.body.cached === true);
  const hitP50Ms = p(
    getHits.map((g) => g.ms),
    50,
  );
  const postHitP50Ms = p(
    postHits.map((r) => r.ms),
    50,
  );
  return {
    requests: count,
    hitP50Ms,
    hitP95Ms: p(
      getHits.map((g) => g.ms),
      95,
    ),
    getHits: getHits.length,
    postHitP50Ms,
    postHitP95Ms: p(
      postHits.map((r) => r.ms),
      95,
    ),
    postHits: postHits.length,
    staticP50Ms: p(statics, 50),
    newP50Ms: newP50Ms,
    /** How many times faster than a new debate. */
    getSpeedup: round(newP50Ms / hitP50Ms, 1),
    postSpeedup: round(newP50Ms / postHitP50Ms, 1),
  };
}

/**
 * `n` debates started at once on one server, each a different (ticker, asOf) so none joins another's slot; wall
 * time from the first POST to the last `done`, errors (any non-202, joined slot, failed or unfinished debate) and
 * the peak resident memory of the server's process tree while they ran.
 */
export async function measureConcurrency(base, serverPid, { n, firstAsOf, timeoutMs = 240_000 }) {
  const jobs = Array.from({ length: n }, (_, i) => ({
    ticker: TICKERS[i % TICKERS.length],
    asOf: addDays(firstAsOf, Math.floor(i / TICKERS.length)),
    fresh: true,
  }));
  const rss = sampleRss(serverPid);
  const t0 = performance.now();
  const results = await Promise.all(jobs.map((body) => runDebate(base, body, { timeoutMs })));
  const wallMs = performance.now() - t0;
  const memory = rss.stop();
  const failures = results.filter((r) => !r.ok || r.existing);
  return {
    debates: n,
    wallMs: round(wallMs),
    errors: failures.length,
    errorSamples: failures
      .slice(0, 3)
      .map((r) => r.error ?? (r.existing ? "joined an existing debate" : r.state?.status)),
    perDebateP50Ms: p(
      results.filter((r) => r.ok).map((r) => r.ms),
      50,
    ),
    ...memory,
  };
}

/**
 * `count` WebSocket viewers on one debate, all connected (from seq 0) while it runs; each must end with exactly the
 * event seqs of the debate's whole log, read afterwards by one more viewer.
 */
export async function measureViewers(base, { count, ticker = "600519" }) {
  const posted = await postDebate(base, { ticker, fresh: true });
  if (posted.status !== 202) return { count, allEventsReceived: false, error: `POST ${posted.status}` };
  const viewers = await Promise.all(
    Array.from({ length: count }, () => follow(base, posted.body.id, { timeoutMs: 180_000 })),
  );
  const reference = await follow(base, posted.body.id, { timeoutMs: 30_000 });
  const want = reference.seqs.join(",");
  const complete = viewers.filter((v) => v.done && v.seqs.join(",") === want);
  const firstDone = Math.min(...viewers.filter((v) => v.doneAt !== null).map((v) => v.doneAt));
  return {
    count,
    allEventsReceived: complete.length === count && reference.done,
    viewersComplete: complete.length,
    events: reference.seqs.length,
    /** Viewers whose socket was open before the first one saw `done`: they received live broadcasts, not only the replay. */
    openedBeforeDone: viewers.filter((v) => v.openedAt !== null && v.openedAt < firstDone).length,
  };
}

/** Calls and tokens of whole debates on the configured model, averaged over `tickers`. */
export async function measureTokens(base, { tickers, rounds, protocol = "adversarial" }) {
  const runs = [];
  for (const ticker of tickers) {
    const r = await runDebate(base, { ticker, rounds, protocol, fresh: true });
    if (!r.ok)
      return { protocol, rounds, error: r.error ?? r.state?.errors?.[0]?.message ?? r.state?.status ?? "failed" };
    runs.push(r.state);
  }
  const mean = (f) => round(runs.reduce((a, s) => a + f(s), 0) / runs.length, 1);
  return {
    protocol,
    rounds,
    debates: runs.length,
    calls: mean((s) => s.usage.calls),
    promptTokens: mean((s) => s.usage.promptTokens),
    completionTokens: mean((s) => s.usage.completionTokens),
    estimated: runs.some((s) => s.usage.estimated),
    /** Extra attempts (re-asks after a malformed reply, transport retries): 0 means every reply was valid first time. */
    extraAttempts: mean((s) => (s.turns ?? []).reduce((n, t) => n + Math.max(0, (t.attempts?.length ?? 1) - 1), 0)),
    stoppedEarly: runs
      .filter((s) => s.stoppedEarly)
      .map((s) => `${s.ticker}: ${s.stoppedEarly.reason} at round ${s.stoppedEarly.round}`),
    model: runs[0]?.models?.quick ?? null,
  };
}

/** Whether POST /api/debates accepts `protocol` (a 400 naming the field means it does not, yet). */
export async function protocolAccepted(base, protocol) {
  const { status, body } = await postDebate(base, { ticker: "600519", protocol, asOf: "2025-12-31", fresh: true });
  return status === 202
    ? { ok: true, id: body.id }
    : { ok: false, status, message: body.error?.message ?? JSON.stringify(body).slice(0, 200) };
}
