import { and, eq, lt, ne, sum } from "drizzle-orm";
import { beijingDate } from "../shared/dates";
import { cachedVerdict, DEFAULT_PROTOCOL } from "../services/verdict-cache";
import { type AppDeps, appDeps } from "../app-deps";
import type { Config } from "../config";
import { companies, precomputeRuns, type PrecomputeTickerRecord } from "../db/schema";
import type { CompanyInput } from "../ingest/ingest-payload";
import type { PoliteFetch } from "../ingest/fetch/polite-fetch";
import { livePoliteFetch } from "../ingest/fetch/source-gate";
import { refreshListings } from "../ingest/fetch/listing-refresh";
import { refreshTicker } from "../ingest/fetch/refresh-ticker";
import { fetchCninfoStockList } from "../ingest/sources/cninfo-stock-list";
import { tradingDay } from "../shared/trading-calendar";
import { precomputeConfig } from "./precompute-config";
import { fetchHotList, storeHotList } from "./hot-list";
import { dayCapReached, debateQueue } from "./debate-queue";
import { messageOf } from "../shared/error-message";

/** Cloudflare allows six simultaneous outgoing connections per invocation; each running debate holds one poll. */
const MAX_CONCURRENT_DEBATES = 6;

export interface PrecomputeOptions {
  /** The cron expression that fired, or "manual". */
  trigger: string;
  now?: () => Date;
  /** Injected in tests; live sources otherwise use the global fetch through the polite client. */
  fetch?: typeof fetch;
  politeFetch?: PoliteFetch;
  /** Overrides LIVE_SOURCES. */
  liveSources?: boolean;
  /** Manual runs are the operator's decision and ignore the trading calendar. */
  ignoreCalendar?: boolean;
  concurrency?: number;
  /** How often a running debate's state is read. */
  pollMs?: number;
  /**
   * After this, no new debate starts and running ones stop being waited for (they finish in their Durable Objects and
   * still fill the cache; only their tokens go unrecorded). Cron invocations get 15 minutes of wall time.
   */
  deadlineMs?: number;
}

export interface PrecomputeSummary {
  runId: number;
  status: "running" | "done" | "skipped" | "failed";
  tradeDate: string;
  note: string | null;
  hotSource: string | null;
  hotError: string | null;
  tried: number;
  debated: number;
  cached: number;
  skipped: number;
  failed: number;
  tokensUsed: number;
  tickers: PrecomputeTickerRecord[];
  startedAt: string;
  finishedAt: string | null;
}

/** A cron invocation has 15 minutes of wall time: a run still "running" after this died with its invocation. */
const RUN_WALL_LIMIT_MS = 20 * 60_000;

/** Marks runs whose invocation ended mid-run (evicted, or past the wall limit) as failed, so none stays "running". */
async function reapInterruptedRuns(db: ReturnType<typeof appDeps>["db"], at: Date): Promise<void> {
  await db
    .update(precomputeRuns)
    .set({
      status: "failed",
      note:
        `interrupted: still running ${RUN_WALL_LIMIT_MS / 60_000} minutes after it started, so its invocation ` +
        `ended mid-run; debates it started finish in their Durable Objects`,
      finishedAt: at.toISOString(),
    })
    .where(
      and(
        eq(precomputeRuns.status, "running"),
        lt(precomputeRuns.startedAt, new Date(at.getTime() - RUN_WALL_LIMIT_MS).toISOString()),
      ),
    )
    .run();
}

/**
 * Records the run and returns at once with its id; `done` settles when the run has finished (never rejects: a run
 * that throws is recorded as failed). Callers hand `done` to waitUntil.
 */
export async function startPrecompute(
  env: Env,
  /** The caller's parsed configuration (its request's, or the cron run's). */
  parsed: Config,
  opts: PrecomputeOptions,
): Promise<{ runId: number; done: Promise<PrecomputeSummary> }> {
  const now = opts.now ?? (() => new Date());
  const deps = appDeps(env, parsed, now);
  const config = precomputeConfig(parsed);
  const startedAt = now();
  await reapInterruptedRuns(deps.db, startedAt);
  const day = tradingDay(startedAt, config.holidays);
  const skip = (!opts.ignoreCalendar && !day.open ? day.reason : null) ?? (await dayCapReached(env, parsed, startedAt));
  const row = await deps.db
    .insert(precomputeRuns)
    .values({
      trigger: opts.trigger,
      tradeDate: day.date,
      status: skip ? "skipped" : "running",
      note: [skip, ...config.warnings].filter((s) => s !== null).join("; ") || null,
      startedAt: startedAt.toISOString(),
      finishedAt: skip ? startedAt.toISOString() : null,
    })
    .returning()
    .get();
  if (skip) return { runId: row.id, done: Promise.resolve(summaryOf(row)) };
  return { runId: row.id, done: execute(env, deps, opts, row.id) };
}

/** The whole run in one call: what scheduled() and tests use. */
export async function runPrecompute(env: Env, parsed: Config, opts: PrecomputeOptions): Promise<PrecomputeSummary> {
  return (await startPrecompute(env, parsed, opts)).done;
}

async function execute(env: Env, deps: AppDeps, opts: PrecomputeOptions, runId: number): Promise<PrecomputeSummary> {
  const { now } = deps;
  const config = precomputeConfig(deps.config);
  // Wall time, not the injected clock: a fixed clock in tests must not make the deadline unreachable.
  const deadline = Date.now() + (opts.deadlineMs ?? 12 * 60_000);
  const pollMs = opts.pollMs ?? 1000;
  const live = opts.liveSources ?? config.liveSources;
  // The shared per-host budget: the cron's requests count against the same limits as every debate's.
  const politeFetch = live
    ? (opts.politeFetch ?? livePoliteFetch(env, deps.config, opts.fetch ? { fetch: opts.fetch } : {}))
    : null;
  let hot: Awaited<ReturnType<typeof fetchHotList>> | null = null;
  const records: PrecomputeTickerRecord[] = [];
  let tokensUsed = 0;

  try {
    hot = await fetchHotList(politeFetch, config.hotTickers, config.topN);
    await storeHotList(deps.db, hot, now());

    // Refresh first, one ticker at a time: the polite client spaces requests per source, and debates should read
    // the new data. A failed refresh is recorded; the ticker is still debated on what is stored.
    let stockList: Promise<CompanyInput[]> | null = null;
    const memoStockList = () => (stockList ??= fetchCninfoStockList(politeFetch!));
    if (politeFetch) {
      // The directory follows the exchange's list (new listings, renames since the bundled snapshot); the same list
      // names new tickers below, so it is fetched once. A failure keeps the last update and is only logged.
      await refreshListings(deps.db, memoStockList, beijingDate(now())).catch((e: unknown) =>
        console.warn(`listing refresh failed: ${messageOf(e)}`),
      );
    }
    for (const { code, rank } of hot.entries) {
      const record: PrecomputeTickerRecord = { ticker: code, rank, refresh: "off", outcome: "skipped" };
      records.push(record);
      if (!politeFetch) continue;
      try {
        const r = await refreshTicker({ ...deps, politeFetch, stockList: memoStockList }, code);
        record.refresh = { ok: r.ok, summary: r.summary };
      } catch (e) {
        record.refresh = { ok: false, summary: `refresh failed: ${messageOf(e)}` };
      }
    }

    // A ticker needs a debate when no fresh verdict is cached for its current data version.
    const queue: PrecomputeTickerRecord[] = [];
    for (const record of records) {
      const company = await deps.db.select().from(companies).where(eq(companies.code, record.ticker)).get();
      if (!company) {
        record.outcome = "failed";
        record.reason =
          `${record.ticker} is not in the loaded dat` +
          `a${record.refresh !== "off" && !record.refresh.ok ? " and its refresh failed" : ""}`;
        continue;
      }
      const hit = await cachedVerdict(
        env,
        deps.config,
        { ticker: company.code, protocol: DEFAULT_PROTOCOL, dataVersion: company.dataVersion },
        now(),
      );
      if (hit) {
        record.outcome = "cached";
        record.reason = `verdict ${hit.value.debateId} for data version ${company.dataVersion}, ${hit.ageSeconds}s old`;
        record.debateId = hit.value.debateId;
      } else {
        queue.push(record);
      }
    }

    const usedBefore = await tokensUsedOn(deps, runId, beijingDate(now()));
    tokensUsed = await debateQueue(env, deps, queue, {
      now,
      pollMs,
      deadline,
      concurrency: Math.max(1, Math.min(MAX_CONCURRENT_DEBATES, opts.concurrency ?? MAX_CONCURRENT_DEBATES)),
      usedBefore,
      dailyTokens: config.dailyTokens,
      perDebateTokens: config.perDebateTokens,
    });
    return await finish(deps, runId, "done", hot, records, tokensUsed, null, now);
  } catch (e) {
    console.error("precompute run failed", e);
    return await finish(deps, runId, "failed", hot, records, tokensUsed, `run failed: ${messageOf(e)}`, now);
  }
}

async function tokensUsedOn(deps: ReturnType<typeof appDeps>, runId: number, tradeDate: string): Promise<number> {
  const row = await deps.db
    .select({ total: sum(precomputeRuns.tokensUsed) })
    .from(precomputeRuns)
    .where(and(eq(precomputeRuns.tradeDate, tradeDate), ne(precomputeRuns.id, runId)))
    .get();
  return Number(row?.total ?? 0);
}

async function finish(
  deps: ReturnType<typeof appDeps>,
  runId: number,
  status: "done" | "failed",
  hot: Awaited<ReturnType<typeof fetchHotList>> | null,
  records: PrecomputeTickerRecord[],
  tokensUsed: number,
  failure: string | null,
  now: () => Date,
): Promise<PrecomputeSummary> {
  const count = (o: PrecomputeTickerRecord["outcome"]) => records.filter((r) => r.outcome === o).length;
  const current = await deps.db
    .select({ note: precomputeRuns.note })
    .from(precomputeRuns)
    .where(eq(precomputeRuns.id, runId))
    .get();
  const row = await deps.db
    .update(precomputeRuns)
    .set({
      status,
      note: [current?.note ?? null, failure].filter((s) => s !== null).join("; ") || null,
      hotSource: hot?.source ?? null,
      hotError: hot?.error ?? null,
      tried: records.length,
      debated: count("debated"),
      cached: count("cached"),
      skipped: count("skipped"),
      failed: count("failed"),
      tokensUsed,
      tickers: records,
      finishedAt: now().toISOString(),
    })
    .where(eq(precomputeRuns.id, runId))
    .returning()
    .get();
  return summaryOf(row!);
}

export function summaryOf(row: typeof precomputeRuns.$inferSelect): PrecomputeSummary {
  return {
    runId: row.id,
    status: row.status,
    tradeDate: row.tradeDate,
    note: row.note,
    hotSource: row.hotSource,
    hotError: row.hotError,
    tried: row.tried,
    debated: row.debated,
    cached: row.cached,
    skipped: row.skipped,
    failed: row.failed,
    tokensUsed: row.tokensUsed,
    tickers: row.tickers,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
  };
}
