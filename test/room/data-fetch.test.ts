import { env } from "cloudflare:test";
import { beforeEach, describe, expect, inject, it } from "vitest";
import { beijingDate } from "../../src/shared/dates";
import { api, json, postJson } from "../support/api";
import { envOverrides } from "../support/worker-env";
import { Viewer, type ViewerEvent } from "../support/ws-viewer";

/**
 * Debates of companies whose data is not here, with live sources on: the Durable Object fetches the data first
 * (status `fetching`) from the loopback fake of the live hosts (test-node/fake-live-hosts.mjs: the real captured
 * formats, and every failure the hosts produce), through the shared per-host budget.
 */
const fake = inject("fakeHostsUrl");
const { configure } = envOverrides();

type HostStats = Record<
  string,
  {
    requests: number;
    maxInFlight: number;
    maxPerSecond: number;
    maxPerMinute: number;
    byTicker: Record<string, number>;
  }
>;
const stats = async () => (await (await fetch(`${fake}/__stats`)).json()) as HostStats;
const setFaults = (faults: Record<string, Record<string, string>>) =>
  fetch(`${fake}/__faults`, { method: "POST", body: JSON.stringify(faults) }).then((r) => r.arrayBuffer());

beforeEach(async () => {
  configure({ LIVE_SOURCES: "on", LIVE_SOURCES_BASE_URL: fake, LIVE_SOURCES_TIMEOUT_MS: "1500" });
  await fetch(`${fake}/__reset`).then((r) => r.arrayBuffer());
  await env.SOURCE_GATE.get(env.SOURCE_GATE.idFromName("global")).reset();
});

async function debate(ticker: string, body: Record<string, unknown> = {}) {
  const res = await postJson("/api/debates", { ticker, rounds: 1, ...body });
  expect(res.status, `${ticker}: ${res.status}`).toBe(202);
  return (await json<{ id: string }>(res)).id;
}

async function watch(id: string, timeoutMs = 60_000): Promise<ViewerEvent[]> {
  const viewer = await Viewer.connect(id, 0);
  await viewer.waitFor((e) => e.type === "done", timeoutMs);
  viewer.close();
  return viewer.events;
}

describe("a debate of a company without data, live sources on", () => {
  it("goes fetching -> ready -> done through the real Durable Object, and the data stays for the next debate", async () => {
    expect((await api("/api/tickers/000333")).status).toBe(404);
    const id = await debate("美的集团");
    expect((await json<{ status: string }>(await api(`/api/debates/${id}`))).status).toMatch(/fetching|queued|running/);
    const events = await watch(id);
    const types = events.map((e) => e.type);
    expect(types.indexOf("data.fetching")).toBeGreaterThanOrEqual(0);
    expect(types.indexOf("data.ready")).toBeGreaterThan(types.indexOf("data.fetching"));
    expect(types.indexOf("turn.started")).toBeGreaterThan(types.indexOf("data.ready"));
    const sources = events.filter((e) => e.type === "data.source");
    expect(sources.map((s) => s.kind).sort()).toEqual(["announcements", "financials", "quotes"]);
    for (const s of sources) expect(s.rows as number, String(s.source)).toBeGreaterThan(0);
    // Each source is named for the status line in Chinese (the page shows label, never kind).
    expect(sources.map((s) => s.label).sort()).toEqual(["公告", "行情", "财务数据"].sort());
    expect(events.at(-1)).toMatchObject({ type: "done", status: "done" });

    const state = await json<{
      status: string;
      companyName: string;
      asOf: string;
      dataVersion: number;
      data: { sources: unknown[] };
      turns: unknown[];
    }>(await api(`/api/debates/${id}`));
    // Fetched today, so as of today: the sample's earlier debate date is only the sample companies' default.
    expect(state).toMatchObject({ status: "done", companyName: "美的集团", asOf: beijingDate(new Date()) });
    expect(state.dataVersion).toBeGreaterThan(0);
    expect(state.data.sources).toHaveLength(3);
    expect((await api("/api/tickers/000333")).status).toBe(200);
    // Its numbers were checked against the fetched figures, not the empty ones it was created with: the same object
    // (still in memory) hands them on, e.g. to a replay.
    const source = await env.DEBATE_ROOM.get(env.DEBATE_ROOM.idFromName(id)).replaySource();
    expect(source!.figures.figures.length).toBeGreaterThan(0);

    // Warm: today's data is here, so a second debate fetches nothing (the freshness policy) and has no fetching phase.
    const before = await stats();
    const again = await watch(await debate("000333", { fresh: true }));
    expect(again.some((e) => e.type.startsWith("data."))).toBe(false);
    expect(await stats()).toEqual(before);
  });

  it("keeps the other sources' rows when one fails, and names the failure in the events and the state", async () => {
    await setFaults({ "600690": { quotes: "5xx" } });
    const id = await debate("600690");
    const events = await watch(id);
    const quotes = events.find((e) => e.type === "data.source" && e.kind === "quotes");
    expect(quotes).toMatchObject({ rows: 0 });
    expect(String(quotes?.error)).toContain("HTTP 503");
    expect(events.find((e) => e.type === "data.source" && e.kind === "financials")?.rows as number).toBeGreaterThan(0);
    expect(events.at(-1)).toMatchObject({ type: "done", status: "done" });
    const report = await (await api(`/api/debates/${id}/report.md`)).text();
    expect(report).toContain("行情获取失败");
  });

  it.each([
    ["timeout", /timed out|TimeoutError|abort/i],
    ["malformed", /JSON|json/],
    ["shape", /unexpected response shape/],
    ["empty", /./],
  ])(
    "ends a debate whose financials cannot be had (%s) with a clear 422-style reason naming what is missing",
    async (fault, error) => {
      await setFaults({ "000651": { financials: fault } });
      const events = await watch(await debate("000651"));
      const financials = events.find(
        (e) => e.type === "data.source" && e.kind === "financials" && String(e.source).startsWith("eastmoney"),
      );
      expect(String(financials?.error)).toMatch(error);
      const failed = events.find((e) => e.type === "failed");
      expect(failed).toMatchObject({ code: "insufficient_evidence" });
      expect(String(failed?.reason)).toContain("数据不足");
      expect(failed?.reasonZh).toBe(failed?.reason);
      expect(String(failed?.reason)).toContain("财务数据获取失败（东方财富 F10 主要指标未能返回数据）");
      expect(String(failed?.reason)).toMatch(/已公开的财务指标只有 \d+ 条，至少需要 8 条/);
      // The reader sees Chinese: the source's id, the URL, the HTTP status and the pre-screen's English stay out.
      expect(String(failed?.reason)).not.toMatch(/eastmoney|http|json|timed|financial-metric|evidence item/i);
      // The event carries the gaps as the 422 does: `missing` for operators (the source's own error), `missingZh` read.
      expect(failed?.missingZh).toContain("财务数据获取失败（东方财富 F10 主要指标未能返回数据）");
      expect((failed!.missing as string[]).some((m) => m.startsWith("eastmoney"))).toBe(true);
      expect(events.at(-1)).toMatchObject({ type: "done", status: "failed" });
    },
    60_000,
  );

  it("ends a cold debate against hosts that all hang within the fetch bound (hosts asked in parallel)", async () => {
    // Per attempt 1 s; four attempts with backoff per host, one host after another, took about 40 s here before.
    configure({ LIVE_SOURCES_TIMEOUT_MS: "1000", LIVE_SOURCES_DEADLINE_MS: "4000" });
    await setFaults({ "600585": { financials: "timeout", quotes: "timeout", announcements: "timeout" } });
    await api("/api/tickers/600519"); // the sample loads on first use: not part of the fetch
    const started = Date.now();
    const events = await watch(await debate("600585"));
    const elapsed = Date.now() - started;
    console.info(`cold debate, every host hanging, 4 s bound: failed after ${elapsed} ms`);
    expect(elapsed).toBeLessThan(4000 + 3000);
    expect(events.at(-1)).toMatchObject({ type: "done", status: "failed" });
    const sources = events.filter((e) => e.type === "data.source");
    expect(sources.map((s) => s.kind).sort()).toEqual(["announcements", "financials", "financials", "quotes"]);
    for (const s of sources) expect(s.rows).toBe(0);
    expect(String(events.find((e) => e.type === "failed")?.reason)).toContain("财务数据获取失败");
    // Every hanging host was asked (in parallel): none waited for another to give up.
    const s = await stats();
    for (const host of ["datacenter.eastmoney.com", "datacenter-web.eastmoney.com", "np-anotice-stock.eastmoney.com"]) {
      expect(s[host]?.byTicker["600585"], host).toBeGreaterThan(0);
    }
  }, 30_000);

  it("waits out a 429 with Retry-After and goes on", async () => {
    await setFaults({ "601888": { financials: "429-once" } });
    const events = await watch(await debate("601888"));
    expect(events.find((e) => e.type === "data.source" && e.kind === "financials")?.rows as number).toBeGreaterThan(0);
    expect((await stats())["datacenter.eastmoney.com"]?.byTicker["601888"]).toBe(2);
    expect(events.at(-1)).toMatchObject({ type: "done", status: "done" });
  });

  it("fetches a cold ticker once however many debates want it at the same moment", async () => {
    const ids = await Promise.all([
      debate("600309"),
      debate("600309", { protocol: "findebate" }),
      debate("600309", { protocol: "tradingagents" }),
    ]);
    const all = await Promise.all(ids.map((id) => watch(id)));
    for (const events of all) expect(events.at(-1)).toMatchObject({ type: "done", status: "done" });
    const s = await stats();
    expect(s["datacenter.eastmoney.com"]?.byTicker["600309"]).toBe(1);
    expect(s["datacenter-web.eastmoney.com"]?.byTicker["600309"]).toBe(1);
    expect(all.flat().filter((e) => e.type === "data.source" && e.joined === true).length).toBeGreaterThan(0);
  }, 90_000);
});

describe("the global source budget", () => {
  it("keeps every host under its ban thresholds through a burst of 20 debates on 20 cold tickers", async () => {
    // Twenty rooms ingesting at once keep this isolate busy: a request's body can wait its turn longer than 1.5 s.
    configure({ LIVE_SOURCES_TIMEOUT_MS: "15000" });
    const tickers = [
      "000002",
      "000063",
      "000100",
      "000157",
      "000338",
      "000425",
      "000538",
      "000568",
      "000625",
      "000725",
      "000768",
      "000776",
      "000786",
      "000792",
      "000876",
      "000895",
      "000938",
      "000963",
      "000977",
      "000983",
    ];
    const ids = await Promise.all(tickers.map((t) => debate(t)));
    const outcomes = await Promise.all(ids.map((id) => watch(id, 120_000)));
    for (const [i, events] of outcomes.entries())
      expect(events.at(-1), tickers[i]).toMatchObject({ type: "done", status: "done" });
    const s = await stats();
    for (const [host, h] of Object.entries(s)) {
      expect(h.requests, host).toBeGreaterThanOrEqual(20);
      expect(h.maxPerSecond, host).toBeLessThan(5);
      expect(h.maxInFlight, host).toBeLessThan(10);
      expect(h.maxPerMinute, host).toBeLessThan(200);
    }
  }, 180_000);
});
