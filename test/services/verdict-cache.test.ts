import { SAMPLE_DEBATE_AS_OF } from "../../src/sample/index";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Verdict } from "../../src/debate/debate-types";
import { type CachedVerdict, cachedVerdictKey, usualSettingsKey } from "../../src/services/verdict-cache";
import { ADMIN_TOKEN, api, json, postJson } from "../support/api";
import { debateState, pollUntil } from "../support/debates";
import { readConfig } from "../../src/config";

type Started = { id: string; status: string; existing: boolean };
type CachedAnswer = {
  cached: true;
  ticker: string;
  dataVersion: number;
  verdict: Verdict;
  debateId: string;
  ageSeconds: number;
  links: { debate: string; report: string };
  disclaimer: string;
};
/** The ids of the debates whose verdicts are cached for a ticker and protocol, under any settings. */
async function cachedIds(ticker: string, protocol: string): Promise<string[]> {
  const { keys } = await env.CACHE.list({ prefix: `verdict:${ticker}:${protocol}:` });
  return Promise.all(keys.map(async (k) => (await env.CACHE.get<CachedVerdict>(k.name, "json"))?.debateId ?? ""));
}

/** The cache key of a request naming only the ticker, on the sample's usual day. */
async function usualKey(ticker: string, dataVersion: number): Promise<string> {
  return cachedVerdictKey({
    ticker,
    protocol: "adversarial",
    dataVersion,
    settingsKey: await usualSettingsKey(env, readConfig(env), "adversarial"),
  });
}

type VerdictAnswer = CachedVerdict & {
  source: "cache" | "history";
  stale: boolean;
  ageSeconds: number;
  links: { debate: string };
};

/** Waits until the debate has ended and its verdict is saved: in D1, and in KV when it was a debate over today's data. */
async function finished(id: string): Promise<{ status: string; verdict: Verdict | null }> {
  return pollUntil(
    async () => {
      const s = await debateState(id);
      if (s.status === "failed") return s;
      if (s.status !== "done") return null;
      const row = await env.DB.prepare("SELECT 1 AS x FROM verdicts WHERE debate_id = ?").bind(id).first();
      // The default date (the sample's debate date here) is the one whose verdicts are cached.
      const key = await usualKey(s.ticker, s.dataVersion);
      const cachedId =
        s.asOf === SAMPLE_DEBATE_AS_OF ? (await env.CACHE.get<CachedVerdict>(key, "json"))?.debateId : id;
      return row !== null && cachedId === id && s;
    },
    { what: `debate ${id} saved and cached` },
  );
}

async function dataVersionOf(ticker: string): Promise<number> {
  const row = await env.DB.prepare("SELECT data_version AS v FROM companies WHERE code = ?")
    .bind(ticker)
    .first<{ v: number }>();
  return row!.v;
}

async function verdictOf(ticker: string): Promise<{ res: Response; body: VerdictAnswer }> {
  const res = await api(`/api/tickers/${ticker}/verdict`);
  return { res, body: await json<VerdictAnswer>(res.clone()) };
}

describe("the verdict cache, keyed by (ticker, protocol, data version, settings)", () => {
  it("misses with 404 before any verdict exists", async () => {
    const res = await api("/api/tickers/600028/verdict");
    expect(res.status).toBe(404);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe("no_verdict");
  });

  it("serves today's verdict from the cache, answers repeat requests at once, and debates again on fresh: true", async () => {
    const first = await postJson("/api/debates", { ticker: "600519" });
    expect(first.status).toBe(202);
    const { id } = await json<Started>(first);
    const done = await finished(id);
    expect(done.status).toBe("done");

    const version = await dataVersionOf("600519");
    expect(await env.CACHE.get(await usualKey("600519", version))).not.toBeNull();

    const { res, body } = await verdictOf("600519");
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      source: "cache",
      stale: false,
      debateId: id,
      dataVersion: version,
      protocol: "adversarial",
    });
    expect(Number(res.headers.get("Age"))).toBe(body.ageSeconds);
    expect(body.ageSeconds).toBeGreaterThanOrEqual(0);
    expect(body.ageSeconds).toBeLessThan(60);

    // By name or code, the same ticker: no new debate, the cached verdict with a link to its debate.
    const again = await postJson("/api/debates", { ticker: "贵州茅台" });
    expect(again.status).toBe(200);
    const cached = await json<CachedAnswer>(again);
    expect(cached).toMatchObject({ cached: true, ticker: "600519", dataVersion: version, debateId: id });
    expect(cached.verdict).toEqual(done.verdict);
    expect(cached.links).toMatchObject({ debate: `/api/debates/${id}`, report: `/api/debates/${id}/report.md` });
    expect(cached.disclaimer).toBe("内容由AI生成，仅供研究参考，不构成任何投资建议");
    expect(again.headers.get("Age")).toBe(String(cached.ageSeconds));
    const debatesAfter = await env.DB.prepare("SELECT COUNT(*) AS n FROM debates WHERE ticker = '600519'").first<{
      n: number;
    }>();
    expect(debatesAfter?.n).toBe(1);

    const fresh = await postJson("/api/debates", { ticker: "600519", fresh: true });
    expect(fresh.status).toBe(202);
    const second = await json<Started>(fresh);
    expect(second.id).not.toBe(id);
    expect((await finished(second.id)).status).toBe("done");
    // The newer debate replaced the cached verdict for the same data version.
    expect((await verdictOf("600519")).body.debateId).toBe(second.id);
  });

  it("does not answer a debate as of a past date from today's cache, nor cache its verdict", async () => {
    const res = await postJson("/api/debates", { ticker: "600519", asOf: "2025-06-30" });
    expect(res.status).toBe(202);
    const { id } = await json<Started>(res);
    expect((await finished(id)).status).toBe("done");
    const { body } = await verdictOf("600519");
    expect(body.source).toBe("cache");
    expect(body.debateId).not.toBe(id);
  });

  it("expires a cached verdict at CACHE_TTL_S even before KV drops it, falling back to D1's history marked stale", async () => {
    const version = await dataVersionOf("600519");
    const key = await usualKey("600519", version);
    const entry = (await env.CACHE.get<CachedVerdict>(key, "json"))!;
    const ttl = Number(env.CACHE_TTL_S);
    expect(ttl).toBe(7200);

    await env.CACHE.put(
      key,
      JSON.stringify({ ...entry, createdAt: new Date(Date.now() - (ttl - 60) * 1000).toISOString() }),
    );
    const young = await verdictOf("600519");
    expect(young.body.source).toBe("cache");
    expect(young.body.ageSeconds).toBeGreaterThanOrEqual(ttl - 60);
    expect(young.body.ageSeconds).toBeLessThan(ttl);

    await env.CACHE.put(
      key,
      JSON.stringify({ ...entry, createdAt: new Date(Date.now() - (ttl + 1) * 1000).toISOString() }),
    );
    const old = await verdictOf("600519");
    expect(old.res.status).toBe(200);
    expect(old.body).toMatchObject({ source: "history", stale: true });
    // The history answer is D1's newest verdict row for the ticker.
    const newest = await env.DB.prepare(
      "SELECT debate_id FROM verdicts WHERE ticker = '600519' ORDER BY id DESC LIMIT 1",
    ).first<{ debate_id: string }>();
    expect(old.body.debateId).toBe(newest?.debate_id);
    expect(old.body.ageSeconds).toBeGreaterThanOrEqual(0);
    // An expired entry does not short-circuit a new debate either.
    const res = await postJson("/api/debates", { ticker: "600519" });
    expect(res.status).toBe(202);
    await finished((await json<Started>(res)).id);
  });

  it("is invalidated by new data: an ingested metric bumps the data version and the old verdict is no longer served", async () => {
    const before = await verdictOf("600519");
    expect(before.body.source).toBe("cache");
    const version = await dataVersionOf("600519");

    const ingest = await postJson(
      "/api/admin/ingest",
      {
        metrics: [
          {
            ticker: "600519",
            period: "2026-09-30",
            metric: "revenue",
            value: 130_903_889_000,
            unit: "元",
            source: "测试披露",
            disclosureDate: "2026-10-30",
          },
        ],
      },
      { authorization: `Bearer ${ADMIN_TOKEN}` },
    );
    expect(ingest.status).toBe(200);
    expect(await dataVersionOf("600519")).toBe(version + 1);

    const after = await verdictOf("600519");
    expect(after.body).toMatchObject({ source: "history", stale: true, dataVersion: version });
    const res = await postJson("/api/debates", { ticker: "600519" });
    expect(res.status).toBe(202);
    const { id } = await json<Started>(res);
    expect((await finished(id)).status).toBe("done");
    expect((await verdictOf("600519")).body).toMatchObject({ source: "cache", debateId: id, dataVersion: version + 1 });
  });
});

describe("the verdict cache keeps a graph protocol's memory setting apart", () => {
  type State = { status: string; memoryEnabled: boolean | null; dataVersion: number };

  /** Waits until the debate is done and its verdict is cached (in its own settings' slot). */
  async function cachedAs(id: string, protocol: string): Promise<State> {
    return pollUntil(
      async () => {
        const s = await json<State>(await api(`/api/debates/${id}`));
        if (s.status === "failed") throw new Error(`debate ${id} failed`);
        return s.status === "done" && (await cachedIds("600036", protocol)).includes(id) && s;
      },
      { what: `debate ${id} cached` },
    );
  }

  it("answers memory: false only with a verdict made without memory, and memory on only with one made with it", async () => {
    const on = await postJson("/api/debates", { ticker: "600036", protocol: "findebate" });
    expect(on.status).toBe(202);
    const withMemory = (await json<Started>(on)).id;
    expect((await cachedAs(withMemory, "findebate")).memoryEnabled).toBe(true);

    // A verdict made with memory on exists for today's data, yet memory: false debates anew.
    const off = await postJson("/api/debates", { ticker: "600036", protocol: "findebate", memory: false });
    expect(off.status).toBe(202);
    const withoutMemory = (await json<Started>(off)).id;
    expect(withoutMemory).not.toBe(withMemory);
    const offState = await cachedAs(withoutMemory, "findebate");
    expect(offState.memoryEnabled).toBe(false);
    expect(await cachedIds("600036", "findebate")).toHaveLength(2);

    // Now each setting is answered from its own slot.
    const offAgain = await postJson("/api/debates", { ticker: "600036", protocol: "findebate", memory: false });
    expect(offAgain.status).toBe(200);
    expect(await json<CachedAnswer>(offAgain)).toMatchObject({ cached: true, debateId: withoutMemory });
    const onAgain = await postJson("/api/debates", { ticker: "600036", protocol: "findebate" });
    expect(onAgain.status).toBe(200);
    expect(await json<CachedAnswer>(onAgain)).toMatchObject({ cached: true, debateId: withMemory });
  });

  it("does not hand a memory: false request the debate running with memory on (409, retry later)", async () => {
    const [a, b] = await Promise.all([
      postJson("/api/debates", { ticker: "600036", protocol: "tradingagents" }),
      postJson("/api/debates", { ticker: "600036", protocol: "tradingagents", memory: false }),
    ]);
    const answers = [
      { memory: true, res: a },
      { memory: false, res: b },
    ];
    expect(answers.map((x) => x.res.status).sort()).toEqual([202, 409]);
    const started = answers.find((x) => x.res.status === 202)!;
    const refused = answers.find((x) => x.res.status === 409)!;
    const { id } = await json<Started>(started.res);
    const error = (await json<{ error: { code: string; message: string } }>(refused.res)).error;
    expect(error.code).toBe("settings_differ");
    expect(error.message).toContain(`memory ${started.memory} there, ${refused.memory} asked`);
    expect((await cachedAs(id, "tradingagents")).memoryEnabled).toBe(started.memory);
  });
});

describe("the verdict cache keeps anonymised verdicts apart (memorisation control)", () => {
  type State = { status: string; anonymized?: true; dataVersion: number };

  /** Waits until the debate is done and its verdict is cached (in its own settings' slot). */
  async function cachedAs(id: string): Promise<State> {
    return pollUntil(
      async () => {
        const s = await json<State>(await api(`/api/debates/${id}`));
        if (s.status === "failed") throw new Error(`debate ${id} failed`);
        return s.status === "done" && (await cachedIds("600036", "adversarial")).includes(id) && s;
      },
      { what: `debate ${id} cached` },
    );
  }

  it("answers anonymize: true only with an anonymised verdict, and a named request only with a named one", async () => {
    const named = await postJson("/api/debates", { ticker: "600036", rounds: 1 });
    expect(named.status).toBe(202);
    const namedId = (await json<Started>(named)).id;
    expect((await cachedAs(namedId)).anonymized).toBeUndefined();

    const anon = await postJson("/api/debates", { ticker: "600036", rounds: 1, anonymize: true });
    expect(anon.status).toBe(202);
    const anonId = (await json<Started>(anon)).id;
    expect(anonId).not.toBe(namedId);
    const anonState = await cachedAs(anonId);
    expect(anonState.anonymized).toBe(true);

    const anonAgain = await postJson("/api/debates", { ticker: "600036", rounds: 1, anonymize: true });
    expect(anonAgain.status).toBe(200);
    expect(await json<CachedAnswer>(anonAgain)).toMatchObject({ cached: true, debateId: anonId });
    const namedAgain = await postJson("/api/debates", { ticker: "600036", rounds: 1 });
    expect(namedAgain.status).toBe(200);
    expect(await json<CachedAnswer>(namedAgain)).toMatchObject({ cached: true, debateId: namedId });
  });

  it("does not hand an anonymised request the named debate running in the same slot, nor the reverse (409, retry later)", async () => {
    const [a, b] = await Promise.all([
      postJson("/api/debates", { ticker: "600036", rounds: 1, fresh: true }),
      postJson("/api/debates", { ticker: "600036", rounds: 1, fresh: true, anonymize: true }),
    ]);
    const answers = [
      { anonymize: false, res: a },
      { anonymize: true, res: b },
    ];
    expect(answers.map((x) => x.res.status).sort()).toEqual([202, 409]);
    const started = answers.find((x) => x.res.status === 202)!;
    const refused = answers.find((x) => x.res.status === 409)!;
    const error = (await json<{ error: { code: string; message: string } }>(refused.res)).error;
    expect(error.code).toBe("settings_differ");
    expect(error.message).toContain(`anonymize ${started.anonymize} there, ${refused.anonymize} asked`);
    const { id } = await json<Started>(started.res);
    expect((await cachedAs(id)).anonymized === true).toBe(started.anonymize);
  });
});
