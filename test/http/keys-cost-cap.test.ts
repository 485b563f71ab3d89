import { env } from "cloudflare:test";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { keyLedger } from "../../src/models/cost-cap";
import type { Config } from "../../src/config";
import type { PublicDebateState } from "../../src/debate/public-state";
import { ADMIN_TOKEN, api, json, postJson } from "../support/api";
import { pollUntil } from "../support/debates";
import { issueKey, withKey } from "../support/keys";
import { mockNetwork } from "../support/mock-network";
import { type ChatTurn, scriptedReply, scriptedUsage, streamEvents } from "../support/scripted-model";
import { Viewer, type ViewerEvent } from "../support/ws-viewer";
import { envOverrides } from "../support/worker-env";

/** Per-key daily caps through the real Worker, DebateRoom and batch Workflow, on the mocked OpenAI-compatible provider. */
const BASE = "http://llm.test/v1";
const PRICES = { "test-model": { input: 2, output: 8 } };
const models = {
  ...{ MODEL_QUICK: "openai:test-model", MODEL_DEEP: "openai:test-model" },
  ...{ OPENAI_BASE_URL: BASE, MODEL_PRICES: JSON.stringify(PRICES) },
};
const { configure } = envOverrides();

let net: ReturnType<typeof mockNetwork> | undefined;
afterEach(() => {
  net?.restore();
  net = undefined;
});

const llm = () =>
  http.post(`${BASE}/chat/completions`, async ({ request }) => {
    const { messages } = (await request.json()) as { messages: ChatTurn[] };
    const body = streamEvents("test-model", scriptedReply(messages), scriptedUsage(messages)).join("");
    return new HttpResponse(body, { headers: { "content-type": "text/event-stream" } });
  });

const finished = (e: ViewerEvent) =>
  e.type === "done" || (e.type === "snapshot" && ["done", "failed"].includes((e.state as PublicDebateState).status));

type Spend = { costPerDay: number | null; spentToday: number; closed: boolean; currency: string };
type Capped = PublicDebateState & { costCapped?: string };

async function follow(id: string): Promise<Capped> {
  const viewer = await Viewer.connect(id, 0);
  await viewer.waitFor(finished, 60_000);
  viewer.close();
  return json<Capped>(await api(`/api/debates/${id}`));
}

/** POST /api/debates, with a key or anonymously. */
const start = (body: Record<string, unknown>, key?: string) =>
  key ? withKey(key, "/api/debates", { body }) : postJson("/api/debates", body);

async function debate(body: Record<string, unknown>, key?: string): Promise<Capped> {
  const res = await start({ asOf: "2025-06-30", fresh: true, ...body }, key);
  expect(res.status, await res.clone().text()).toBe(202);
  return follow((await json<{ id: string }>(res)).id);
}

const recordedKey = async (id: string) =>
  (await env.DB.prepare("SELECT key_id FROM debates WHERE id = ?").bind(id).first<{ key_id: string | null }>())?.key_id;

async function adminSpend(id: string): Promise<Spend> {
  const res = await api("/api/admin/keys", { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  const { keys } = await json<{ keys: { id: string; spend: Spend; quotas: { costPerDay: number | null } }[] }>(res);
  const key = keys.find((k) => k.id === id)!;
  expect(key.quotas.costPerDay).toBe(key.spend.costPerDay);
  return key.spend;
}

describe("a key's daily cost cap (costPerDay quota, COST_CAP_PER_KEY_PER_DAY)", () => {
  it("stops the key's debate before a call that could pass it; the key's next debate is refused, others run", async () => {
    configure(models);
    net = mockNetwork(llm());
    const capped = await issueKey({ name: "小额度", quotas: { costPerDay: 0.02 } });
    const state = await debate({ ticker: "600519", rounds: 3 }, capped.key);

    // Some turns were argued, then the key's cap stopped the debate: the refused call never reached the provider.
    expect(state.status).toBe("done");
    expect(state.usage.calls).toBeGreaterThan(0);
    expect(state.usage.calls).toBeLessThan(state.plannedCalls);
    expect(net.requests.length).toBe(state.usage.calls);
    expect(state.usage.cost).toBeLessThanOrEqual(0.02);
    expect(state.costCapped).toMatch(/^该 API 密钥今日费用上限 0\.02 USD 已不足以支付下一次模型调用/);
    expect(state.verdict).toMatchObject({ stance: "neutral" });
    expect(state.verdict!.rule).toContain("费用上限已到");
    const report = await (await api(`/api/debates/${state.id}/report.md`)).text();
    expect(report).toContain("- 费用上限：该 API 密钥今日费用上限 0.02 USD");
    expect(report).not.toContain(capped.id);
    // The debate records its key (D1 only: the public state never shows it); the key's day holds what it spent.
    expect(await recordedKey(state.id)).toBe(capped.id);
    expect(JSON.stringify(state)).not.toContain(capped.id);
    const spend = await adminSpend(capped.id);
    expect(spend).toMatchObject({ costPerDay: 0.02, currency: "USD", closed: true });
    expect(spend.spentToday).toBeCloseTo(state.usage.cost!, 6);
    const me = await json<{ id: string; spend: Spend }>(await withKey(capped.key, "/api/keys/me"));
    expect(me).toMatchObject({ id: capped.id, spend });

    // Its day is spent: a new debate is refused before anything is sent, saying why.
    const sent = net.requests.length;
    const refused = await start({ ticker: "600036", asOf: "2025-06-30", fresh: true }, capped.key);
    expect(refused.status).toBe(429);
    const error = (await json<{ error: { code: string; message: string } }>(refused)).error;
    expect(error.code).toBe("key_cost_cap");
    expect(error.message).toMatch(/该 API 密钥今日费用上限 0\.02 USD 已用完/);
    expect(net.requests.length).toBe(sent);

    // Another key and an anonymous request are unaffected: each runs its whole plan.
    const other = await issueKey({ name: "大额度", quotas: { costPerDay: 100 } });
    const theirs = await debate({ ticker: "600036", rounds: 1 }, other.key);
    expect(theirs.usage.calls).toBe(theirs.plannedCalls);
    expect(theirs.costCapped).toBeUndefined();
    expect(await recordedKey(theirs.id)).toBe(other.id);
    expect((await adminSpend(other.id)).spentToday).toBeCloseTo(theirs.usage.cost!, 6);
    const anonymous = await debate({ ticker: "002594", rounds: 1 });
    expect(anonymous.usage.calls).toBe(anonymous.plannedCalls);
    expect(await recordedKey(anonymous.id)).toBeNull();
  });

  it("a day closed below its cap shows closed, and raising the cap the same day reopens it", async () => {
    configure({ ...models, COST_CAP_PER_KEY_PER_DAY: "0.02" });
    net = mockNetwork(llm());
    const capped = await issueKey({ name: "默认小额度" });
    expect((await adminSpend(capped.id)).closed).toBe(false);
    // Its day is closed at 0.02 by a refused call (the guard's path, spending nothing), well below the cap.
    const ledger = keyLedger(env, { MODEL_PRICES_CURRENCY: "USD" } as Config, capped.id);
    await ledger.close(0.02);
    const me = async () => (await json<{ spend: Spend }>(await withKey(capped.key, "/api/keys/me"))).spend;
    expect(await me()).toMatchObject({ costPerDay: 0.02, spentToday: 0, closed: true });
    expect(await adminSpend(capped.id)).toMatchObject({ spentToday: 0, closed: true });
    expect((await start({ ticker: "600519", asOf: "2025-06-30", fresh: true }, capped.key)).status).toBe(429);
    // The operator raises the cap: the day is open again, and a new debate starts.
    configure({ COST_CAP_PER_KEY_PER_DAY: "100" });
    expect(await me()).toMatchObject({ costPerDay: 100, closed: false });
    const state = await debate({ ticker: "600519", rounds: 1 }, capped.key);
    expect(state.usage.calls).toBe(state.plannedCalls);
    expect(await recordedKey(state.id)).toBe(capped.id);
  });

  it("a cached verdict is served to a spent key for free", async () => {
    configure(models);
    net = mockNetwork(llm());
    // An anonymous debate of the data's usual day fills the verdict cache.
    const made = await start({ ticker: "300750", rounds: 1 });
    expect(made.status).toBe(202);
    const first = await follow((await json<{ id: string }>(made)).id);
    expect(first.verdict).toBeTruthy();
    const spent = await issueKey({ name: "零额度", quotas: { costPerDay: 0 } });
    const sent = net.requests.length;
    const cached = await start({ ticker: "300750", rounds: 1 }, spent.key);
    expect(cached.status, await cached.clone().text()).toBe(200);
    expect(await json(cached)).toMatchObject({ cached: true, debateId: first.id });
    expect(net.requests.length).toBe(sent);
    // A new debate is not.
    expect((await start({ ticker: "300750", rounds: 1, fresh: true }, spent.key)).status).toBe(429);
  });

  it("the setting is the default of a key issued without its own; null is no cap", async () => {
    configure({ ...models, COST_CAP_PER_KEY_PER_DAY: "0.5" });
    const byDefault = await issueKey({ name: "默认额度" });
    const uncapped = await issueKey({ name: "不限额", quotas: { costPerDay: null } });
    expect((await adminSpend(byDefault.id)).costPerDay).toBe(0.5);
    expect((await adminSpend(uncapped.id)).costPerDay).toBeNull();
    const me = await json<{ quotas: { costPerDay: number | null } }>(await withKey(byDefault.key, "/api/keys/me"));
    expect(me.quotas.costPerDay).toBe(0.5);
    expect((await api("/api/keys/me")).status).toBe(401);
    // A key on POST /api/debates is checked as on the keyed routes.
    const bad = await postJson("/api/debates", { ticker: "600519" }, { authorization: "Bearer dd_nope" });
    expect(bad.status).toBe(401);
    const readOnly = await issueKey({ name: "只读", scopes: ["read"] });
    expect((await withKey(readOnly.key, "/api/debates", { body: { ticker: "600519" } })).status).toBe(403);
  });

  it.each(["on", "off"])("MCP start_debate with a key spends that key's day (MCP_REQUIRE_KEY=%s)", async (required) => {
    configure({ ...models, MCP_REQUIRE_KEY: required });
    net = mockNetwork(llm());
    const { key } = await issueKey({ name: "MCP 零额度", quotas: { costPerDay: 0 } });
    const res = await api("/mcp", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        authorization: `Bearer ${key}`,
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "start_debate", arguments: { ticker: "600519", asOf: "2025-06-30" } },
      }),
    });
    const text = await res.text();
    const body = JSON.parse(text.startsWith("{") ? text : (/^data: (.*)$/m.exec(text)?.[1] ?? "{}"));
    expect(body.result.isError).toBe(true);
    expect(body.result.content[0].text).toContain("key_cost_cap");
    expect(body.result.content[0].text).toContain("该 API 密钥今日费用上限 0 USD 已用完");
    expect(net.requests).toHaveLength(0);
  });

  it("a batch of the key stops debating when its cap is reached, each ticker recording why", async () => {
    configure({ ...models, BATCH_CONCURRENCY: "1" });
    net = mockNetwork(llm());
    const { key, id: keyId } = await issueKey({ name: "批量小额度", quotas: { costPerDay: 0.02 } });
    const res = await withKey(key, "/api/batches", {
      body: { tickers: ["601318", "600036", "002594"], protocol: "adversarial", rounds: 3 },
    });
    expect(res.status, await res.clone().text()).toBe(202);
    const { id } = await json<{ id: string }>(res);
    type Item = { code: string; status: string; debateId: string | null; error?: string | null };
    const batch = await pollUntil(
      async () => {
        const b = await json<{ status: string; items: Item[] }>(await withKey(key, `/api/batches/${id}`));
        return b.status === "done" || b.status === "failed" ? b : null;
      },
      { what: `batch ${id} ended`, timeoutMs: 120_000, everyMs: 500 },
    );
    const [first, ...rest] = batch.items;
    // The first ticker's debate ran until the key's cap stopped it; it records the key.
    const state = await json<Capped>(await api(`/api/debates/${first!.debateId}`));
    expect(state.costCapped).toMatch(/该 API 密钥今日费用上限/);
    expect(await recordedKey(state.id)).toBe(keyId);
    expect(net.requests.length).toBe(state.usage.calls);
    // The others never started: each says why.
    for (const item of rest) {
      expect(item, item.code).toMatchObject({ status: "failed", debateId: null });
      expect(item.error, item.code).toMatch(/该 API 密钥今日费用上限 0\.02 USD 已用完/);
    }
  });
});
