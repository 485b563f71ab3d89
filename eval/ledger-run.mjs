// One historical ledger on its own fresh local server, shared by `npm run eval:track`, `eval:backtest` and
// `eval:ablation`: every sample company with daily prices and financial reports is debated as of the last session of
// every `everyWeeks`-th week its bars cover (when the annual report due by then is in the data); each finished debate
// lands in the ledger as it does in production, the scoring job scores what matured, and `read(url, jobs)` asks the
// server what the caller needs before it stops.
import { assertLoopback, getJson, pool, postJson, runDebate } from "../tools/lib/api-client.mjs";
import { snapshotApp } from "../bench/snapshot.mjs";
import { dueAnnualPeriod, segments, weeklyAsOf } from "./direction.mjs";

const token = "eval-ledger-admin";

/**
 * Debates the weekly jobs (or `jobs` when given) with `debate` settings, or once with each of an array of them (each
 * finished state handed to `onDebate`),
 * scores the ledger and returns `{ jobs, companies, errors, scoring, models, read: what read(url) returned }`.
 */
export async function runLedger({ debate, everyWeeks = 1, parallel = 3, jobs: given, port, log, read, onDebate }) {
  const app = await snapshotApp({ devVars: true });
  process.on("exit", () => app.remove());
  const server = await app.startLocalServer({ port, env: { ADMIN_TOKEN: token } });
  assertLoopback(server.url);
  const errors = [];
  const companies = [];
  try {
    const models = (await getJson(server.url, "/api/health")).body.models ?? null;
    const jobs = given ?? (await weeklyJobs(server.url, everyWeeks, companies, log));
    let done = 0;
    // Every job once per setting (eval:ablation debates the same questions with two protocols on one server).
    const runs = (Array.isArray(debate) ? debate : [debate]).flatMap((settings) =>
      jobs.map((job) => ({ job, settings })),
    );
    await pool(runs, parallel, async ({ job, settings }) => {
      const body = { ...job, ...settings, fresh: true, memory: false };
      const r = await runDebate(server.url, body, { timeoutMs: 300_000 });
      if (!r.ok) errors.push({ ...job, ...settings, error: String(r.error ?? r.state?.status).slice(0, 200) });
      else onDebate?.(job, r.state);
      if (++done % 25 === 0) log(`  ${done}/${runs.length} debates`);
    });
    const route = "/api/admin/track-record/score";
    const scored = await postJson(server.url, route, {}, { authorization: `Bearer ${token}` });
    // A refused scoring run must not become a report of nothing scored.
    if (scored.status !== 200)
      throw new Error(`POST ${route} answered ${scored.status}: ${JSON.stringify(scored.body).slice(0, 300)}`);
    log(`scored ${scored.body.scored} horizons of ${scored.body.open} predictions`);
    const answer = read ? await read(server.url) : null;
    return { jobs, companies, errors, scoring: scored.body, models, read: answer };
  } finally {
    server.stop();
  }
}

/** Every sample company with daily bars and financial reports, at each weekly as-of date whose annual report is in. */
async function weeklyJobs(url, everyWeeks, companies, log) {
  const listed = (await getJson(url, "/api/tickers?limit=50")).body.results ?? [];
  const jobs = [];
  for (const { code: ticker, name } of listed) {
    const bars = (await getJson(url, `/api/tickers/${ticker}/prices`)).body.results ?? [];
    const periods = new Set((await getJson(url, `/api/tickers/${ticker}`)).body.coverage?.periods ?? []);
    const runs = segments(bars);
    if (runs.length === 0 || periods.size === 0) {
      log(`${ticker} ${name}: ${runs.length === 0 ? "no daily bars" : "no financial reports"}: left out`);
      continue;
    }
    const weeks = runs.flatMap((run) => weeklyAsOf(run, everyWeeks));
    const usable = weeks.filter((d) => periods.has(dueAnnualPeriod(d)));
    companies.push({
      ticker,
      name,
      weeks: weeks.length,
      debated: usable.length,
      leftOut: weeks.length - usable.length,
      first: usable[0] ?? null,
      last: usable.at(-1) ?? null,
    });
    log(`${ticker} ${name}: ${usable.length} weekly as-of dates (${weeks.length - usable.length} left out)`);
    jobs.push(...usable.map((asOf) => ({ ticker, asOf })));
  }
  return jobs;
}
