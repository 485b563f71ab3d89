import { env } from "cloudflare:test";
import { delay, http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import type { PublicDebateState } from "../../src/debate/public-state";
import type { AiRunner } from "../../src/models/providers/workers-ai-provider";
import { api, json, postJson } from "../support/api";
import { roomEnded, startDebate } from "../support/debates";
import { mockNetwork } from "../support/mock-network";
import { scriptedReply, scriptedUsage, streamEvents, type ChatTurn } from "../support/scripted-model";
import { envOverrides } from "../support/worker-env";

/**
 * A tier's fallback through the real Worker and DebateRoom: the tier's model fails (busy, 429, 5xx or no answer in
 * time), the next model of MODEL_FALLBACK_QUICK / MODEL_FALLBACK_DEEP answers, and the turns, usage and report say
 * which model answered. Both models sit behind the one OPENAI_BASE_URL; the mock tells them apart by name.
 */
const BASE = "http://llm.test/v1";
const { configure } = envOverrides();

let net: ReturnType<typeof mockNetwork> | undefined;
afterEach(() => {
  net?.restore();
  net = undefined;
});

type Fault = "busy" | "429" | "500" | "timeout";

async function failWith(fault: Fault): Promise<Response> {
  switch (fault) {
    case "busy":
      return HttpResponse.json({ error: { message: "the model is busy, try again later" } }, { status: 503 });
    case "429":
      return HttpResponse.json(
        { error: { message: "rate limit reached" } },
        { status: 429, headers: { "Retry-After": "30" } },
      );
    case "500":
      return HttpResponse.json({ error: { message: "upstream overloaded" } }, { status: 500 });
    case "timeout":
      await delay("infinite");
      return HttpResponse.error();
  }
}

/** `failing` always fails with `fault`; every other model answers as the scripted analyst. */
function models(failing: string, fault: Fault, seen: string[]) {
  return http.post(`${BASE}/chat/completions`, async ({ request }) => {
    const body = (await request.json()) as { model: string; messages: ChatTurn[] };
    seen.push(body.model);
    if (body.model === failing) return failWith(fault);
    const text = scriptedReply(body.messages);
    const events = streamEvents(body.model, text, scriptedUsage(body.messages)).join("");
    return new HttpResponse(events, { headers: { "content-type": "text/event-stream" } });
  });
}

async function debate(ticker: string): Promise<PublicDebateState> {
  const id = await startDebate({ ticker, asOf: "2025-06-30", rounds: 1, fresh: true });
  return roomEnded(env.DEBATE_ROOM.get(env.DEBATE_ROOM.idFromName(id)), { timeoutMs: 40_000 });
}

describe("fallback per tier", () => {
  const cases: [Fault, string][] = [
    ["busy", "600519"],
    ["429", "600036"],
    ["500", "600028"],
    ["timeout", "601318"],
  ];
  it.each(cases)(
    "on %s the fallback answers every turn, and the turns, usage and report name it",
    { timeout: 60_000 },
    async (fault, ticker) => {
      const [busy, spare] = [`busy-${fault}`, `spare-${fault}`];
      configure({
        MODEL_QUICK: `openai:${busy}`,
        MODEL_DEEP: `openai:${busy}`,
        MODEL_FALLBACK_QUICK: `openai:${spare}`,
        MODEL_FALLBACK_DEEP: `openai:${spare}`,
        OPENAI_BASE_URL: BASE,
        OPENAI_API_KEY: "sk-test",
        MODEL_TIMEOUT_MS: "1000",
        MODEL_MAX_RETRIES: "3",
        MODEL_BACKOFF_MS: "5000",
        MODEL_BREAKER_FAILURES: "2",
      });
      const seen: string[] = [];
      net = mockNetwork(models(busy, fault, seen));
      const state = await debate(ticker);

      expect(state.status, JSON.stringify(state.errors)).toBe("done");
      expect(state.turns.length).toBeGreaterThan(0);
      for (const t of state.turns)
        expect({ provider: t.provider, model: t.model }).toEqual({ provider: "openai", model: spare });
      // The busy model is not retried (its backoff would be 5 s, its Retry-After 30 s): the spare answers at once, and
      // after two failures in a row the breaker skips the busy model for the rest of the debate.
      expect(seen.filter((m) => m === busy)).toHaveLength(2);
      expect(seen.filter((m) => m === spare)).toHaveLength(state.turns.length);
      expect(state.usage.calls).toBe(state.turns.length);
      expect(Object.keys(state.usage.byModel ?? {})).toEqual([`openai:${spare}`]);
      const report = await (await api(`/api/debates/${state.id}/report.md`)).text();
      expect(report).toContain(`- openai:${spare}：${state.turns.length} 次`);
      // The track record groups the prediction by the model that answered.
      const row = await env.DB.prepare("SELECT model FROM predictions WHERE debate_id = ?")
        .bind(state.id)
        .first<{ model: string }>();
      expect(row?.model).toBe(`openai:${spare}`);

      if (fault !== "busy") return;
      // A replay answers from the archive, each turn by the model that answered it: no request reaches a model.
      const before = seen.length;
      const res = await postJson(`/api/debates/${state.id}/replay`, {});
      const replayId = (await json<{ id: string }>(res)).id;
      const replay = await roomEnded(env.DEBATE_ROOM.get(env.DEBATE_ROOM.idFromName(replayId)), { timeoutMs: 40_000 });
      expect(replay.status, JSON.stringify(replay.errors)).toBe("done");
      expect(seen.length).toBe(before);
      expect(replay.usage.calls).toBe(0);
      expect(replay.turns.map((t) => t.model)).toEqual(state.turns.map((t) => t.model));
      expect(replay.verdict?.stance).toBe(state.verdict?.stance);
    },
  );

  it("a busy Workers AI model asked with rejectIfBusy fails at once and the OpenAI-compatible fallback answers", {
    timeout: 60_000,
  }, async () => {
    const asked: (Record<string, unknown> | undefined)[] = [];
    // Workers AI's binding rejects with its capacity code (3040) when asked not to queue; it would queue otherwise.
    const ai: AiRunner = {
      async run(_model, _inputs, options) {
        asked.push(options);
        if (options?.rejectIfBusy === true) throw new Error("3040: Capacity temporarily exceeded, please try again.");
        throw new Error("queued for ever: rejectIfBusy was not set");
      },
    };
    const busy = "@cf/qwen/qwen3-30b-a3b-fp8";
    configure({
      AI: ai,
      MODEL_QUICK: `workers-ai:${busy}`,
      MODEL_DEEP: `workers-ai:${busy}`,
      MODEL_FALLBACK_QUICK: "openai:spare-workers",
      MODEL_FALLBACK_DEEP: "openai:spare-workers",
      OPENAI_BASE_URL: BASE,
      MODEL_BREAKER_FAILURES: "100",
      MODEL_BACKOFF_MS: "5000",
    });
    const seen: string[] = [];
    net = mockNetwork(models("none", "500", seen));
    const state = await debate("002594");

    expect(state.status, JSON.stringify(state.errors)).toBe("done");
    expect(new Set(state.turns.map((t) => `${t.provider}:${t.model}`))).toEqual(new Set(["openai:spare-workers"]));
    // Every turn asked Workers AI first (the breaker never opened at 100 failures), each time with rejectIfBusy.
    expect(asked).toHaveLength(state.turns.length);
    expect(asked.every((o) => o?.rejectIfBusy === true)).toBe(true);
    expect(seen).toHaveLength(state.turns.length);
  });
});
