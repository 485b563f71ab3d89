import { createScheduledController, env } from "cloudflare:test";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import type { PublicDebateState } from "../../src/debate/public-state";
import { costGuard, DaySpendLedger } from "../../src/models/cost-cap";
import { runScheduled } from "../../src/precompute/scheduled";
import { api, json, postJson } from "../support/api";
import { mockNetwork } from "../support/mock-network";
import { type ChatTurn, scriptedReply, scriptedUsage, streamEvents } from "../support/scripted-model";
import { Viewer, type ViewerEvent } from "../support/ws-viewer";
import { envOverrides } from "../support/worker-env";

/** Caps through the real Worker and DebateRoom, on the OpenAI-compatible provider mocked at this isolate's fetch. */
const BASE = "http://llm.test/v1";
const PRICES = { "test-model": { input: 2, output: 8 } };
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

async function debate(body: Record<string, unknown>): Promise<PublicDebateState> {
  const res = await postJson("/api/debates", { asOf: "2025-06-30", fresh: true, ...body });
  expect(res.status, await res.clone().text()).toBe(202);
  const { id } = await json<{ id: string }>(res);
  const viewer = await Viewer.connect(id, 0);
  await viewer.waitFor(finished, 60_000);
  viewer.close();
  return json<PublicDebateState>(await api(`/api/debates/${id}`));
}

const models = {
  ...{ MODEL_QUICK: "openai:test-model", MODEL_DEEP: "openai:test-model" },
  ...{ OPENAI_BASE_URL: BASE, MODEL_PRICES: JSON.stringify(PRICES) },
};

describe("COST_CAP_PER_DEBATE", () => {
  it("refuses a call that could pass the cap (the provider never sees it), ends 中性, the report says why", async () => {
    const cap = 0.02;
    configure({ ...models, COST_CAP_PER_DEBATE: String(cap) });
    net = mockNetwork(llm());
    const state = await debate({ ticker: "600519", rounds: 3 });

    expect(state.status).toBe("done");
    // Some turns were argued, then the cap stopped the debate before its plan (8 calls) was done.
    expect(state.usage.calls).toBeGreaterThan(0);
    expect(state.usage.calls).toBeLessThan(state.plannedCalls);
    // Every request the provider saw was a paid call: the refused one was never sent.
    expect(net.requests.length).toBe(state.usage.calls);
    expect(state.usage.cost).toBeLessThanOrEqual(cap);
    expect(state.usage).toMatchObject({ currency: "USD" });
    expect(state.usage.byModel?.["openai:test-model"]).toMatchObject({ calls: state.usage.calls });
    const last = state.turns.at(-1)!;
    expect(last.error).toMatch(/^cost_cap: 本场费用上限 0\.02 USD/);
    expect(last.attempts).toEqual([expect.objectContaining({ ok: false, ms: 0 })]);
    expect(state.verdict).toMatchObject({ stance: "neutral" });
    expect(state.verdict!.rule).toContain("费用上限已到");
    expect((state as { costCapped?: string }).costCapped).toMatch(/本场费用上限/);

    const report = await (await api(`/api/debates/${state.id}/report.md`)).text();
    expect(report).toContain("- 费用上限：本场费用上限 0.02 USD");
    expect(report).toMatch(/- 费用：0\.0\d+ USD/);
    expect(report).toContain("- openai:test-model：");
    // The capped 中性 was given by no judge: not a verdict of the ticker's history.
    const rows = await env.DB.prepare("SELECT debate_id FROM verdicts WHERE debate_id = ?").bind(state.id).all();
    expect(rows.results).toHaveLength(0);
  });

  it("an uncapped debate runs its whole plan and still shows its cost", async () => {
    configure(models);
    net = mockNetwork(llm());
    const state = await debate({ ticker: "600519", rounds: 1 });
    expect(state.usage.calls).toBe(state.plannedCalls);
    expect(state.usage.cost).toBeGreaterThan(0);
    expect((state as { costCapped?: string }).costCapped).toBeUndefined();
  });
});

describe("COST_CAP_PER_DAY", () => {
  it("the ledger reserves only what fits, atomically per day and currency", async () => {
    const ledger = new DaySpendLedger(env.DB, "TST", () => new Date("2030-01-02T03:00:00Z"));
    expect(await ledger.reserve(0.6, 1)).toBe(true);
    expect(await ledger.reserve(0.6, 1)).toBe(false);
    await ledger.add(-0.5);
    expect(await ledger.spent()).toBeCloseTo(0.1, 9);
    expect(await ledger.reserve(0.6, 1)).toBe(true);
    expect(await ledger.spent()).toBeCloseTo(0.7, 9);
  });

  it("a key's own day (the per-key seam) refuses a call past its cap and gives the deployment's day back", async () => {
    const now = () => new Date("2030-02-03T03:00:00Z");
    const day = new DaySpendLedger(env.DB, "TST", now);
    const key = { ledger: new DaySpendLedger(env.DB, "TST", now, "key:k1"), perDay: 1 };
    expect(key.ledger.key()).toBe("spend:2030-02-03:TST:key:k1");
    const guard = costGuard({ currency: "TST", perDay: 10 }, 0, day, key)!;
    expect(await guard.reserve(0.6)).toBeNull();
    await guard.settle(0.6, 0.5);
    expect(await guard.reserve(0.6)).toMatch(/该 API 密钥今日费用上限 1 TST 已不足以支付下一次模型调用/);
    expect(await key.ledger.spent()).toBeCloseTo(0.5, 9);
    expect(await day.spent()).toBeCloseTo(0.5, 9);
    // A key cap alone is a guard too; another key's day is its own.
    const other = { ledger: new DaySpendLedger(env.DB, "TST", now, "key:k2"), perDay: 1 };
    expect(await costGuard({ currency: "TST" }, 0, null, other)!.reserve(0.6)).toBeNull();
  });

  it("a key's day closed by a refusal stays closed at that cap or below, and reopens when the cap is raised", async () => {
    const key = {
      ledger: new DaySpendLedger(env.DB, "TST", () => new Date("2030-02-04T03:00:00Z"), "key:k3"),
      perDay: 1,
    };
    expect(await key.ledger.closed(1)).toBe(false);
    expect(await costGuard({ currency: "TST" }, 0, null, key)!.reserve(1.5)).toMatch(/已不足以支付/);
    expect(await key.ledger.spent()).toBe(0);
    expect(await key.ledger.closed(1)).toBe(true);
    expect(await key.ledger.closed(0.5)).toBe(true);
    expect(await key.ledger.closed(2)).toBe(false);
    // Refused again at the raised cap: closed up to that one; a lower refusal later does not lower it.
    await key.ledger.close(2);
    await key.ledger.close(1);
    expect(await key.ledger.closed(2)).toBe(true);
    expect(await key.ledger.closed(3)).toBe(false);
  });

  it("a spent day sends no request: the debate ends 中性 at its first call, the cron does not run", async () => {
    const ledger = new DaySpendLedger(env.DB, "USD");
    const cap = (await ledger.spent()) + 0.001;
    await ledger.add(0.001);
    configure({ ...models, COST_CAP_PER_DAY: String(cap) });
    net = mockNetwork(llm());
    const state = await debate({ ticker: "600519", rounds: 1 });
    expect(net.requests).toHaveLength(0);
    expect(state.usage.calls).toBe(0);
    expect(state.verdict).toMatchObject({ stance: "neutral" });
    expect((state as { costCapped?: string }).costCapped).toMatch(/今日费用上限/);

    // The cron on a trading day (a fixed Tuesday) whose spend has reached the cap.
    const tuesday = new Date("2030-01-08T00:45:00Z");
    await new DaySpendLedger(env.DB, "USD", () => tuesday).add(cap);
    const controller = createScheduledController({ cron: "45 0 * * 1-5" });
    const run = await runScheduled({ ...env, HOT_TICKERS: "600519" }, controller, { now: () => tuesday, pollMs: 20 });
    expect(run).toMatchObject({ status: "skipped", tried: 0 });
    expect(run.note).toContain("daily cost cap reached");
  });
});
