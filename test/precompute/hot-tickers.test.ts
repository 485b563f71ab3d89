import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import cninfo from "../fixtures/sources/cninfo-szse-stock.json";
import announcements from "../fixtures/sources/eastmoney-announcements-600519.json";
import hotRank from "../fixtures/sources/eastmoney-hot-rank.json";
import mainIndicators from "../fixtures/sources/eastmoney-main-indicators-600519.json";
import valuation from "../fixtures/sources/eastmoney-valuation-600519.json";
import sinaFzb from "../fixtures/sources/sina-finance-report-fzb-600519.json";
import sinaLlb from "../fixtures/sources/sina-finance-report-llb-600519.json";
import sinaLrb from "../fixtures/sources/sina-finance-report-lrb-600519.json";
import worker from "../../src/index";
import { appDeps } from "../../src/app-deps";
import type { PrecomputeTickerRecord } from "../../src/db/schema";
import { createPoliteFetch } from "../../src/ingest/fetch/polite-fetch";
import { refreshTicker } from "../../src/ingest/fetch/refresh-ticker";
import type { PrecomputeSummary } from "../../src/precompute/run-precompute";
import { runScheduled } from "../../src/precompute/scheduled";
import { ADMIN_TOKEN, api, json, postJson } from "../support/api";
import { edited } from "../ingest/sources/source-test-kit";
import { readConfig } from "../../src/config";

const PRE_OPEN = "45 0 * * 1-5";
const MIDDAY = "0 4 * * 1-5";

/**
 * The public sources, offline: each answers from its recorded fixture for the codes in `serve` (the 600519 fixtures
 * re-labelled for another code where a test needs a second company), 404 for any other code, and `down` sources
 * answer 503. Anything else is a test bug and throws, so nothing can reach a real host.
 */
function fakeSources(
  opts: { serve?: Record<string, "600519" | "all-but-main">; down?: string[]; mainIndicators?: unknown } = {},
) {
  const serve = opts.serve ?? { "600519": "600519" };
  const calls: string[] = [];
  const as = (fixture: unknown, code: string) => new Response(JSON.stringify(fixture).replaceAll("600519", code));
  const fake: typeof fetch = async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    calls.push(url.host + url.pathname);
    const down = (name: string) => opts.down?.includes(name);
    const text = decodeURIComponent(url.search);
    const code = Object.keys(serve).find((c) => text.includes(c));
    switch (url.host) {
      case "emappdata.eastmoney.com":
        return down("hot-rank") ? new Response("busy", { status: 503 }) : new Response(JSON.stringify(hotRank));
      case "www.cninfo.com.cn":
        return new Response(JSON.stringify(cninfo));
      case "datacenter.eastmoney.com":
        if (!code || serve[code] === "all-but-main") return new Response("no", { status: 404 });
        return as(opts.mainIndicators ?? mainIndicators, code);
      case "quotes.sina.cn": {
        if (!code) return new Response("no", { status: 404 });
        const statement = url.searchParams.get("source");
        return as(statement === "lrb" ? sinaLrb : statement === "fzb" ? sinaFzb : sinaLlb, code);
      }
      case "datacenter-web.eastmoney.com":
        return code ? as(valuation, code) : new Response("no", { status: 404 });
      case "np-anotice-stock.eastmoney.com":
        return code ? as(announcements, code) : new Response("no", { status: 404 });
      default:
        throw new Error(`unexpected request to ${url.host}`);
    }
  };
  // No spacing and no retries: the politeness itself is polite-fetch's own test.
  const politeFetch = createPoliteFetch({ fetch: fake, minIntervalMs: 0, retries: 0, sleep: async () => {} });
  return { politeFetch, calls };
}

const at = (iso: string) => () => new Date(iso);

async function count(sql: string, ...args: unknown[]): Promise<number> {
  return (await env.DB.prepare(sql)
    .bind(...args)
    .first<{ n: number }>())!.n;
}

async function loadSample() {
  expect((await api("/api/health")).status).toBe(200);
}

/** The tokens each debated ticker's Durable Object reports, summed: what the run must have recorded. */
async function tokensOf(records: PrecomputeTickerRecord[]): Promise<number> {
  let total = 0;
  for (const r of records.filter((r) => r.outcome === "debated")) {
    const s = await env.DEBATE_ROOM.get(env.DEBATE_ROOM.idFromName(r.debateId!)).getState();
    total += s!.usage.promptTokens + s!.usage.completionTokens;
  }
  return total;
}

const byTicker = (s: PrecomputeSummary) => Object.fromEntries(s.tickers.map((t) => [t.ticker, t]));

describe("refreshTicker: live sources into the idempotent ingest", () => {
  it("stores a new company named from the cninfo list, and a second refresh changes nothing", async () => {
    await loadSample();
    const { politeFetch } = fakeSources({ serve: { "002032": "600519" } });
    const deps = { ...appDeps(env, readConfig(env)), politeFetch };
    const first = await refreshTicker(deps, "002032");
    expect(first.ok).toBe(true);
    expect(first.sources.map((s) => [s.source, s.error ?? null])).toEqual([
      ["eastmoney-main-indicators", null],
      ["eastmoney-valuation", null],
      ["eastmoney-announcements", null],
    ]);
    const company = await env.DB.prepare(
      "SELECT name, exchange, data_version AS v FROM companies WHERE code = '002032'",
    ).first<{ name: string; exchange: string; v: number }>();
    // "苏 泊 尔" in the SZSE list, with its layout spaces removed.
    expect(company).toMatchObject({ name: "苏泊尔", exchange: "SZ" });
    expect(first.ingest?.dataVersion).toBe(company!.v);
    const metrics = await count(
      "SELECT COUNT(*) AS n FROM financial_metrics WHERE ticker = '002032' AND source = '东方财富F10'",
    );
    expect(metrics).toBe(first.sources[0]!.rows);
    expect(await count("SELECT COUNT(*) AS n FROM daily_quotes WHERE ticker = '002032'")).toBe(first.sources[1]!.rows);
    expect(await count("SELECT COUNT(*) AS n FROM announcements WHERE ticker = '002032'")).toBe(first.sources[2]!.rows);
    expect(await count("SELECT COUNT(*) AS n FROM chunks WHERE ticker = '002032'")).toBeGreaterThan(0);

    const again = await refreshTicker(deps, "002032");
    expect(again.ok).toBe(true);
    expect(again.ingest).toMatchObject({ rowsChanged: 0, chunksAdded: 0, chunksUpdated: 0, dataVersion: company!.v });
  });

  it("names the source and field of a changed shape, stores nothing from it, and falls back to Sina", async () => {
    const broken = edited(mainIndicators, ["result", "data", 0, "PARENTNETPROFIT"], { set: "1.2亿" });
    const { politeFetch } = fakeSources({ serve: { "000002": "600519" }, mainIndicators: broken });
    const result = await refreshTicker({ ...appDeps(env, readConfig(env)), politeFetch }, "000002");
    expect(result.ok).toBe(true);
    const main = result.sources.find((s) => s.source === "eastmoney-main-indicators")!;
    expect(main.rows).toBe(0);
    expect(main.error).toContain("eastmoney-main-indicators");
    expect(main.error).toContain("result.data[0].PARENTNETPROFIT");
    expect(result.summary).toContain("result.data[0].PARENTNETPROFIT");
    expect(
      await count("SELECT COUNT(*) AS n FROM financial_metrics WHERE ticker = '000002' AND source = '东方财富F10'"),
    ).toBe(0);
    const sina = result.sources.find((s) => s.source === "sina-finance-report")!;
    expect(sina.error).toBeUndefined();
    expect(
      await count("SELECT COUNT(*) AS n FROM financial_metrics WHERE ticker = '000002' AND source = '新浪财经'"),
    ).toBe(sina.rows);
  });

  it("writes nothing at all when every source fails, and says which", async () => {
    const { politeFetch } = fakeSources({ serve: {} });
    const result = await refreshTicker({ ...appDeps(env, readConfig(env)), politeFetch }, "000069");
    expect(result.ok).toBe(false);
    expect(result.ingest).toBeNull();
    for (const s of [
      "eastmoney-main-indicators",
      "sina-finance-report",
      "eastmoney-valuation",
      "eastmoney-announcements",
    ]) {
      expect(result.summary).toContain(s);
    }
    expect(await count("SELECT COUNT(*) AS n FROM companies WHERE code = '000069'")).toBe(0);
  });
});

describe("the pre-compute run (scheduled handler, offline provider, fixed clock)", () => {
  it("on a weekday debates the hot list, records every ticker, and a second run finds them cached", async () => {
    await loadSample();
    // Hot rank: 000063 (not in the sample, not in the cninfo fixture), 600519 (all sources), 300750 (sources 404).
    const { politeFetch } = fakeSources();
    const first = await runScheduled(env, createScheduledController({ cron: PRE_OPEN }), {
      now: at("2026-03-03T00:45:00Z"),
      politeFetch,
      liveSources: true,
      pollMs: 20,
    });
    expect(first).toMatchObject({
      status: "done",
      tradeDate: "2026-03-03",
      hotSource: "eastmoney-hot-rank",
      hotError: null,
    });
    expect(first.tickers.map((t) => [t.ticker, t.rank])).toEqual([
      ["000063", 1],
      ["600519", 2],
      ["300750", 3],
    ]);
    const t = byTicker(first);
    // One ticker failing never stops the others.
    expect(t["000063"]).toMatchObject({ outcome: "failed" });
    expect(t["000063"]!.reason).toContain("not in the loaded data");
    expect(t["000063"]!.refresh).toMatchObject({ ok: false });
    expect(t["600519"]).toMatchObject({ outcome: "debated", refresh: { ok: true } });
    expect(t["300750"]).toMatchObject({ outcome: "debated", refresh: { ok: false } });
    expect((t["300750"]!.refresh as { summary: string }).summary).toContain("eastmoney-valuation");
    expect(first).toMatchObject({ tried: 3, debated: 2, cached: 0, skipped: 0, failed: 1 });
    expect(first.tokensUsed).toBeGreaterThan(0);
    expect(first.tokensUsed).toBe(await tokensOf(first.tickers));
    expect(first.finishedAt! >= first.startedAt).toBe(true);

    // The debates ran over the fixed day, and their verdicts are what the hot list shows.
    const state = await json<{ asOf: string; status: string }>(await api(`/api/debates/${t["600519"]!.debateId}`));
    expect(state).toMatchObject({ asOf: "2026-03-03", status: "done" });
    const hot = await json<{
      source: string;
      tickers: {
        ticker: string;
        rank: number;
        name: string | null;
        verdict: { stance: string; scores: { overall: number }; ageSeconds: number; debateId: string } | null;
      }[];
    }>(await api("/api/hot"));
    expect(hot.source).toBe("eastmoney-hot-rank");
    expect(hot.tickers.map((h) => h.ticker)).toEqual(["000063", "600519", "300750"]);
    expect(hot.tickers[0]!.verdict).toBeNull();
    for (const h of hot.tickers.slice(1)) {
      expect(h.verdict?.debateId).toBe(t[h.ticker]!.debateId);
      expect(["bullish", "bearish", "neutral"]).toContain(h.verdict!.stance);
      expect(h.verdict!.scores.overall).toBeTypeOf("number");
      expect(h.verdict!.ageSeconds).toBeGreaterThanOrEqual(0);
    }
    expect(hot.tickers[1]!.name).toBe("贵州茅台");

    // Midday: the same data, verdicts still fresh: nothing to debate, no tokens spent.
    const second = await runScheduled(env, createScheduledController({ cron: MIDDAY }), {
      now: at("2026-03-03T04:00:00Z"),
      politeFetch: fakeSources().politeFetch,
      liveSources: true,
      pollMs: 20,
    });
    expect(second).toMatchObject({ tried: 3, debated: 0, cached: 2, failed: 1, tokensUsed: 0 });
    expect(byTicker(second)["600519"]!.debateId).toBe(t["600519"]!.debateId);
  });

  it("skips weekends and the configured market holidays, recording why", async () => {
    const saturday = await runScheduled(env, createScheduledController({ cron: PRE_OPEN }), {
      now: at("2026-03-07T00:45:00Z"),
    });
    expect(saturday).toMatchObject({ status: "skipped", tradeDate: "2026-03-07", tried: 0, tokensUsed: 0 });
    expect(saturday.note).toContain("weekend");
    // 00:45 UTC on Thursday 1 October is 08:45 in Beijing on National Day.
    const nationalDay = await runScheduled(env, createScheduledController({ cron: PRE_OPEN }), {
      now: at("2026-10-01T00:45:00Z"),
    });
    expect(nationalDay).toMatchObject({ status: "skipped", tradeDate: "2026-10-01", tried: 0 });
    expect(nationalDay.note).toContain("market holiday 2026-10-01");
    // The list is configuration: a Tuesday becomes a holiday, and a malformed entry is reported, not ignored silently.
    const custom = { ...env, MARKET_HOLIDAYS: "2026-03-10, 2026-3-11" };
    const tuesday = await runScheduled(custom, createScheduledController({ cron: MIDDAY }), {
      now: at("2026-03-10T04:00:00Z"),
    });
    expect(tuesday.status).toBe("skipped");
    expect(tuesday.note).toContain("market holiday 2026-03-10");
    expect(tuesday.note).toContain("2026-3-11");
    // 23:00 UTC Sunday is already Monday 07:00 in Beijing: a trading day.
    const mondayMorning = await runScheduled(
      { ...env, HOT_TICKERS: "600519" },
      createScheduledController({ cron: PRE_OPEN }),
      {
        now: at("2026-03-08T23:00:00Z"),
        pollMs: 20,
      },
    );
    expect(mondayMorning).toMatchObject({ status: "done", tradeDate: "2026-03-09" });
  });

  it("falls back to HOT_TICKERS when the hot rank fails, and records the failure", async () => {
    const { politeFetch } = fakeSources({ down: ["hot-rank"] });
    const run = await runScheduled(
      { ...env, HOT_TICKERS: "600036,601318" },
      createScheduledController({ cron: PRE_OPEN }),
      {
        now: at("2026-03-04T00:45:00Z"),
        politeFetch,
        liveSources: true,
        pollMs: 20,
      },
    );
    expect(run).toMatchObject({ status: "done", hotSource: "HOT_TICKERS", debated: 2, failed: 0 });
    expect(run.hotError).toContain("eastmoney-hot-rank");
    expect(run.hotError).toContain("503");
    expect(run.tickers.map((t) => t.ticker)).toEqual(["600036", "601318"]);
    const stored = await env.DB.prepare("SELECT ticker, source FROM hot_tickers ORDER BY rank").all<{
      ticker: string;
      source: string;
    }>();
    expect(stored.results).toEqual([
      { ticker: "600036", source: "HOT_TICKERS" },
      { ticker: "601318", source: "HOT_TICKERS" },
    ]);
  });

  it("stops starting debates at the daily token budget, counting earlier runs of the same day", async () => {
    // The budget fits one debate's reservation (TOKEN_BUDGET) and no more once real usage is known.
    const tight = { ...env, HOT_TICKERS: "600028,002594", PRECOMPUTE_DAILY_TOKENS: env.TOKEN_BUDGET };
    const run = await runScheduled(tight, createScheduledController({ cron: PRE_OPEN }), {
      now: at("2026-03-05T00:45:00Z"),
      pollMs: 20,
    });
    expect(run).toMatchObject({ debated: 1, skipped: 1, failed: 0 });
    const skipped = run.tickers.find((t) => t.outcome === "skipped")!;
    expect(skipped.reason).toContain("daily token budget reached");
    expect(run.tokensUsed).toBe(await tokensOf(run.tickers));

    const later = await runScheduled(tight, createScheduledController({ cron: MIDDAY }), {
      now: at("2026-03-05T04:00:00Z"),
      pollMs: 20,
    });
    expect(later).toMatchObject({ debated: 0, cached: 1, skipped: 1, tokensUsed: 0 });
    expect(later.tickers.find((t) => t.outcome === "skipped")!.reason).toContain(
      `${run.tokensUsed} of ${env.TOKEN_BUDGET} used today`,
    );
  });

  it("marks a run whose invocation died mid-run as failed when the next run starts, and leaves a live one alone", async () => {
    const insert = (startedAt: string) =>
      env.DB.prepare(
        "INSERT INTO precompute_runs (trigger, trade_date, status, started_at) VALUES ('45 0 * * 1-5', '2026-03-06', 'running', ?) RETURNING id",
      )
        .bind(startedAt)
        .first<{ id: number }>();
    const dead = (await insert("2026-03-08T01:00:00.000Z"))!.id;
    const live = (await insert("2026-03-08T01:50:00.000Z"))!.id;
    // A Sunday: the new run itself is skipped, but it still settles what earlier invocations left behind.
    const run = await runScheduled(env, createScheduledController({ cron: MIDDAY }), {
      now: at("2026-03-08T02:00:00Z"),
      pollMs: 20,
    });
    expect(run.status).toBe("skipped");
    const row = (id: number) =>
      env.DB.prepare("SELECT status, note, finished_at AS finishedAt FROM precompute_runs WHERE id = ?")
        .bind(id)
        .first<{ status: string; note: string | null; finishedAt: string | null }>();
    expect(await row(dead)).toMatchObject({ status: "failed", finishedAt: "2026-03-08T02:00:00.000Z" });
    expect((await row(dead))!.note).toContain("interrupted");
    expect(await row(live)).toMatchObject({ status: "running", finishedAt: null });
    await env.DB.prepare("DELETE FROM precompute_runs WHERE id IN (?, ?, ?)").bind(dead, live, run.runId).run();
  });

  it("runs from the Worker's real scheduled export over the six sample tickers (live sources off)", async () => {
    const ctx = createExecutionContext();
    const fired = Date.parse("2026-03-06T00:45:00Z");
    await worker.scheduled(createScheduledController({ cron: PRE_OPEN, scheduledTime: fired }), env, ctx);
    await waitOnExecutionContext(ctx);
    const runs = await json<{ runs: PrecomputeSummary[] }>(
      await api("/api/admin/precompute/runs?limit=1", { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } }),
    );
    const run = runs.runs[0]!;
    expect(run).toMatchObject({
      status: "done",
      tradeDate: "2026-03-06",
      hotSource: "HOT_TICKERS",
      tried: 6,
      failed: 0,
      skipped: 0,
    });
    expect(run.hotError).toContain("LIVE_SOURCES");
    expect(run.tickers.map((t) => t.ticker)).toEqual(["600519", "600036", "600028", "300750", "002594", "601318"]);
    expect(run.tickers.every((t) => t.refresh === "off")).toBe(true);
    expect(run.debated + run.cached).toBe(6);
    expect(run.debated).toBeGreaterThan(0);
  });
});

describe("admin pre-compute routes", () => {
  const routes: [string, (headers: Record<string, string>) => Promise<Response>][] = [
    ["GET /api/admin/precompute/runs", (headers) => api("/api/admin/precompute/runs", { headers })],
    ["POST /api/admin/precompute", (headers) => api("/api/admin/precompute", { method: "POST", headers })],
  ];

  it.each(routes)("%s: 401 without a token, 403 with a wrong one, and no run started", async (_name, send) => {
    const none = await send({});
    expect(none.status).toBe(401);
    expect(none.headers.get("WWW-Authenticate")).toContain("Bearer");
    expect((await send({ authorization: "Bearer not-the-token" })).status).toBe(403);
    expect(await count("SELECT COUNT(*) AS n FROM precompute_runs WHERE trigger = 'manual'")).toBe(0);
  });

  it("with the token: starts a run now (ignoring the calendar) and lists runs newest first", async () => {
    const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const res = await postJson("/api/admin/precompute", { wait: true }, auth);
    expect(res.status).toBe(200);
    const run = await json<PrecomputeSummary>(res);
    expect(run).toMatchObject({ status: "done", tried: 6, failed: 0 });
    const listed = await json<{ runs: PrecomputeSummary[] }>(
      await api("/api/admin/precompute/runs", { headers: auth }),
    );
    expect(listed.runs[0]).toMatchObject({ runId: run.runId, status: "done" });
    expect(listed.runs.map((r) => r.runId)).toEqual([...listed.runs.map((r) => r.runId)].sort((a, b) => b - a));
    const triggers = await env.DB.prepare("SELECT trigger FROM precompute_runs WHERE id = ?")
      .bind(run.runId)
      .first<{ trigger: string }>();
    expect(triggers?.trigger).toBe("manual");

    const bad = await postJson("/api/admin/precompute", { wait: "yes" }, auth);
    expect(bad.status).toBe(400);
  });
});
