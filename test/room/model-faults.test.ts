import { env } from "cloudflare:test";
import { delay, http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import type { PublicDebateState } from "../../src/debate/public-state";
import { api, json } from "../support/api";
import { roomEnded, startDebate } from "../support/debates";
import { mockNetwork } from "../support/mock-network";
import { scriptedReply, scriptedUsage, streamEvents, type ChatTurn, type MockUsage } from "../support/scripted-model";
import { envOverrides } from "../support/worker-env";

/**
 * Fifty debates on the openai provider against a mocked model that fails 30% of requests at random (timeout, 429, 500,
 * malformed JSON, empty reply). A seeded generator per debate decides, so a run is reproducible: a debate's requests
 * are sequential, and each debate has its own generator keyed by the company and date its prompts name.
 */
const BASE = "http://llm.test/v1";
const { configure, vars } = envOverrides();

let net: ReturnType<typeof mockNetwork> | undefined;
afterEach(() => {
  net?.restore();
  net = undefined;
});

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FAULTS = ["timeout", "429", "500", "malformed", "empty"] as const;
type Fault = (typeof FAULTS)[number];

/** What the mock did for one debate: every request it saw, and what the debate must have been charged. */
interface Ledger {
  rng: () => number;
  requests: number;
  faults: Record<Fault, number>;
  /** Replies with content (valid or malformed): each is a paid call. */
  paid: number;
  /** Tokens reported by every reply that was served (empty replies report usage too). */
  promptTokens: number;
  completionTokens: number;
}

const sse = (text: string, usage: MockUsage) =>
  new HttpResponse(streamEvents("test-model", text, usage).join(""), {
    headers: { "content-type": "text/event-stream" },
  });

function faultyModel(ledgers: Map<string, Ledger>) {
  return http.post(`${BASE}/chat/completions`, async ({ request }) => {
    const messages = ((await request.json()) as { messages: ChatTurn[] }).messages;
    const user = messages.find((m) => m.role === "user")?.content ?? "";
    const key = /（(\d{6})），数据截至 (\d{4}-\d{2}-\d{2})/.exec(user)?.slice(1, 3).join("@") ?? "";
    const ledger = ledgers.get(key);
    if (!ledger) return HttpResponse.json({ error: { message: `no debate ${key}` } }, { status: 400 });
    ledger.requests++;
    const usage = scriptedUsage(messages);
    const served = (text: string) => {
      if (text !== "") ledger.paid++;
      ledger.promptTokens += usage.prompt_tokens;
      ledger.completionTokens += usage.completion_tokens;
      return sse(text, usage);
    };
    if (ledger.rng() >= 0.3) return served(scriptedReply(messages));
    const fault = FAULTS[Math.floor(ledger.rng() * FAULTS.length)]!;
    ledger.faults[fault]++;
    switch (fault) {
      case "timeout":
        await delay("infinite");
        return HttpResponse.error();
      case "429":
        return HttpResponse.json(
          { error: { message: "rate limit reached" } },
          { status: 429, headers: { "Retry-After": "0" } },
        );
      case "500":
        return HttpResponse.json({ error: { message: "upstream overloaded" } }, { status: 500 });
      case "malformed":
        return served('{"stance": "bullish", "points": [{"claim": ');
      case "empty":
        return served("");
    }
  });
}

const TICKERS = ["600519", "600036", "600028", "002594", "601318"];
const DATES = Array.from({ length: 10 }, (_, i) => `2025-06-${String(20 + i).padStart(2, "0")}`);

async function runDebate(ticker: string, asOf: string): Promise<PublicDebateState> {
  const id = await startDebate({ ticker, asOf, rounds: 1, fresh: true });
  return roomEnded(env.DEBATE_ROOM.get(env.DEBATE_ROOM.idFromName(id)), { timeoutMs: 40_000 });
}

describe("model faults at random, 30% of requests over 50 debates", () => {
  it("every debate ends done or failed with its reason, its transcript and exactly the usage the mock charged", {
    timeout: 120_000,
  }, async () => {
    configure({
      MODEL_QUICK: "openai:test-model",
      MODEL_DEEP: "openai:test-model",
      OPENAI_BASE_URL: BASE,
      OPENAI_API_KEY: "sk-test",
      MODEL_TIMEOUT_MS: "1000",
      MODEL_MAX_RETRIES: "1",
      MODEL_BACKOFF_MS: "10",
    });
    const ledgers = new Map<string, Ledger>();
    const slots = TICKERS.flatMap((ticker) => DATES.map((asOf) => ({ ticker, asOf })));
    slots.forEach(({ ticker, asOf }, i) =>
      ledgers.set(`${ticker}@${asOf}`, {
        rng: seeded(9_000 + i),
        requests: 0,
        faults: { timeout: 0, "429": 0, "500": 0, malformed: 0, empty: 0 },
        paid: 0,
        promptTokens: 0,
        completionTokens: 0,
      }),
    );
    net = mockNetwork(faultyModel(ledgers));

    const results: { slot: string; state: PublicDebateState }[] = [];
    const durations: number[] = [];
    const queue = [...slots];
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let slot = queue.shift(); slot; slot = queue.shift()) {
          const t0 = Date.now();
          results.push({ slot: `${slot.ticker}@${slot.asOf}`, state: await runDebate(slot.ticker, slot.asOf) });
          durations.push(Date.now() - t0);
        }
      }),
    );

    expect(results).toHaveLength(50);
    for (const { slot, state } of results) {
      const ledger = ledgers.get(slot)!;
      const where = `${slot} (${state.id}): ${JSON.stringify(state.errors)}`;
      expect(["done", "failed"], where).toContain(state.status);
      // The transcript is kept, failed turns included, numbered without gaps.
      expect(state.turns.length, where).toBeGreaterThan(0);
      expect(state.turns.map((t) => t.seq)).toEqual(state.turns.map((_, i) => i + 1));
      // Usage is exactly what the mock charged.
      expect(state.usage.calls, where).toBe(ledger.paid);
      expect(state.usage.promptTokens, where).toBe(ledger.promptTokens);
      expect(state.usage.completionTokens, where).toBe(ledger.completionTokens);
      // Every request the mock saw is an attempt recorded on a turn. A re-ask identical to an earlier one (the same
      // malformed reply twice) is answered from the reply store without a request, so attempts may exceed requests.
      expect(
        state.turns.reduce((n, t) => n + t.attempts.length, 0),
        where,
      ).toBeGreaterThanOrEqual(ledger.requests);
      const failedTurns = state.turns.filter((t) => t.error);
      for (const t of failedTurns) {
        expect(t.error!.length).toBeGreaterThan(10);
        expect(
          state.errors.some((e) => e.message === t.error),
          where,
        ).toBe(true);
      }
      if (state.status === "done") {
        expect(state.verdict, where).not.toBeNull();
        if (failedTurns.length > 0) expect(state.stoppedEarly?.reason, where).toBe("turn_failed");
      } else {
        expect(state.verdict).toBeNull();
        expect(failedTurns.length, where).toBeGreaterThan(0);
        expect(state.errors.at(-1)!.message, where).toMatch(
          /did not answer in time|rate_limited|server|did not match the schema|empty/,
        );
      }
    }

    // The faults really happened, at about the set rate, and of every kind.
    const all = [...ledgers.values()];
    const requests = all.reduce((n, l) => n + l.requests, 0);
    const faults = FAULTS.map((f) => all.reduce((n, l) => n + l.faults[f], 0));
    const rate = faults.reduce((a, b) => a + b, 0) / requests;
    expect(rate).toBeGreaterThan(0.2);
    expect(rate).toBeLessThan(0.4);
    for (const n of faults) expect(n).toBeGreaterThan(0);
    const outcome = {
      done: results.filter((r) => r.state.status === "done" && !r.state.stoppedEarly).length,
      doneAfterFailedTurn: results.filter(
        (r) => r.state.status === "done" && r.state.stoppedEarly?.reason === "turn_failed",
      ).length,
      failed: results.filter((r) => r.state.status === "failed").length,
    };
    console.log(
      JSON.stringify({
        requests,
        faults: Object.fromEntries(FAULTS.map((f, i) => [f, faults[i]])),
        rate: rate.toFixed(3),
        outcome,
        slowestMs: Math.max(...durations),
      }),
    );
    expect(outcome.done + outcome.doneAfterFailedTurn + outcome.failed).toBe(50);

    // Nothing is left running, in the objects or in D1.
    const live = async () =>
      (
        await env.DB.prepare(
          "SELECT COUNT(*) AS n FROM debates WHERE status IN ('queued', 'running', 'judging')",
        ).first<{ n: number }>()
      )?.n;
    for (let i = 0; i < 100 && (await live()) !== 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await live()).toBe(0);
    const sample = results.find((r) => r.state.status === "failed") ?? results[0]!;
    const report = await api(`/api/debates/${sample.state.id}/report.md`);
    expect(report.status).toBe(200);
  });
});
