import { describe, expect, it } from "vitest";
import { z } from "zod";
import { callModel, type CallOptions } from "../../src/models/call-model";
import { costGuard } from "../../src/models/cost-cap";
import { Breakers, callWithFallback, type Link } from "../../src/models/fallback";
import type { ModelError, ModelProvider, ModelRequest, ModelResult } from "../../src/models/model-provider";

/** The chain through the real callModel, on providers scripted per call; the clock is the test's. */
const schema = z.object({ ok: z.literal(true) });
const request: ModelRequest = {
  role: "bull",
  schema: "debater",
  messages: [{ role: "user", content: "论点" }],
  task: {} as ModelRequest["task"],
  maxTokens: 100,
};
const reply: ModelResult = {
  ok: true,
  reply: { text: '{"ok": true}', promptTokens: 10, completionTokens: 5, estimated: false },
};

function scripted(model: string, fails: () => ModelError | null): ModelProvider & { calls: number } {
  const p = {
    provider: "openai",
    model,
    calls: 0,
    async complete(): Promise<ModelResult> {
      p.calls++;
      const error = fails();
      return error ? { ok: false, error } : reply;
    },
  };
  return p;
}

const opts = (extra: Partial<CallOptions> = {}): CallOptions => ({
  retries: 3,
  repairs: 1,
  baseDelayMs: 0,
  timeoutMs: 1000,
  sleep: async () => {},
  random: () => 0,
  now: () => 0,
  ...extra,
});

const settings = { failures: 2, cooldownMs: 60_000 };

function chainCall(links: ModelProvider[], breakers: Breakers, clock: { t: number }, extra: Partial<CallOptions> = {}) {
  return callWithFallback<z.infer<typeof schema>>(
    links.map((provider): Link => ({ ok: true, provider })),
    {
      breakers,
      settings,
      now: () => clock.t,
      anyFailure: false,
      call: (provider, last) =>
        callModel(provider, request, schema, opts({ ...extra, ...(last ? {} : { retries: 0 }) })),
    },
  );
}

describe("callWithFallback", () => {
  it("a provider that keeps failing is skipped once its breaker opens, tried again after the cool-down, closed by a success", async () => {
    let down = true;
    const busy = scripted("busy", () => (down ? { kind: "rate_limited", message: "busy", status: 429 } : null));
    const spare = scripted("spare", () => null);
    const breakers = new Breakers();
    const clock = { t: 0 };
    for (let i = 0; i < 5; i++) {
      const r = await chainCall([busy, spare], breakers, clock);
      expect(r.ok).toBe(true);
      expect(r.answeredBy?.model).toBe("spare");
    }
    // Two failures in a row opened the breaker: calls three to five never reached the busy model.
    expect(busy.calls).toBe(2);
    clock.t = 59_999;
    await chainCall([busy, spare], breakers, clock);
    expect(busy.calls).toBe(2);
    // Half-open after the cool-down: one call goes through; it fails, so the breaker opens for another cool-down.
    clock.t = 60_000;
    await chainCall([busy, spare], breakers, clock);
    expect(busy.calls).toBe(3);
    await chainCall([busy, spare], breakers, clock);
    expect(busy.calls).toBe(3);
    // The next trial succeeds: the breaker closes and the busy model answers again.
    clock.t = 120_000;
    down = false;
    const back = await chainCall([busy, spare], breakers, clock);
    expect(back.answeredBy?.model).toBe("busy");
    clock.t = 120_001;
    expect((await chainCall([busy, spare], breakers, clock)).answeredBy?.model).toBe("busy");
    expect(busy.calls).toBe(5);
  });

  it("hands on timeouts and 5xx, not a refused request: that ends the call as it would alone", async () => {
    const slow = scripted("slow", () => ({ kind: "timeout", message: "no reply" }));
    const broken = scripted("broken", () => ({ kind: "server", message: "502", status: 502 }));
    const refused = scripted("refused", () => ({ kind: "bad_request", message: "bad model", status: 400 }));
    const spare = scripted("spare", () => null);
    const r = await chainCall([slow, broken, spare], new Breakers(), { t: 0 });
    expect(r.answeredBy?.model).toBe("spare");
    expect(r.attempts.map((a) => a.ok)).toEqual([false, false, true]);
    const no = await chainCall([refused, spare], new Breakers(), { t: 0 });
    expect(no.ok).toBe(false);
    expect(spare.calls).toBe(1);
  });

  it("the last link keeps its retries; every link tried is summed into the usage", async () => {
    let n = 0;
    const busy = scripted("busy", () => ({ kind: "server", message: "500", status: 500 }));
    const flaky = scripted("flaky", () => (n++ < 2 ? { kind: "server", message: "500", status: 500 } : null));
    const r = await chainCall([busy, flaky], new Breakers(), { t: 0 });
    expect(r.ok).toBe(true);
    expect(busy.calls).toBe(1);
    expect(flaky.calls).toBe(3);
    expect(r.usage.calls).toBe(1);
    expect(r.usage.promptTokens).toBe(10);
  });

  it("a fallback call is checked against the cost cap like any call: one that could pass it is never sent", async () => {
    // The busy model fails having billed 60 prompt tokens: what is left no longer covers the spare's worst case.
    const usage = { promptTokens: 60, completionTokens: 0, estimated: false };
    const busy = scripted("busy", () => ({ kind: "server", message: "500", status: 500, usage }));
    const spare = scripted("spare", () => null);
    // Room for one worst case (a few prompt tokens + 100 output tokens at 1 per 1M), not for it after the busy one's bill.
    const guard = costGuard({ perDebate: 0.00015, currency: "USD" }, 0, null)!;
    const r = await chainCall([busy, spare], new Breakers(), { t: 0 }, { guard, price: { input: 1, output: 1 } });
    expect(busy.calls).toBe(1);
    expect(spare.calls).toBe(0);
    expect(r.ok).toBe(false);
    expect(r.ok ? "" : r.error).toMatch(/cost_cap/);
  });
});
