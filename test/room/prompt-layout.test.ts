import { env } from "cloudflare:test";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { COMPACT_PREAMBLE, SHARED_PREAMBLE } from "../../src/debate/prompts/shared-prefix";
import type { PublicDebateState } from "../../src/debate/public-state";
import { compactSlots } from "../../src/models/prompt-layout";
import { cachesPrefixes } from "../../src/models/providers/openai-compatible-provider";
import { json, postJson } from "../support/api";
import { roomEnded, startDebate } from "../support/debates";
import { mockNetwork } from "../support/mock-network";
import { type ChatTurn, scriptedReply, scriptedUsage, streamEvents } from "../support/scripted-model";
import { envOverrides } from "../support/worker-env";
import { readConfig } from "../../src/config";

/**
 * PROMPT_LAYOUT through the real Worker and DebateRoom: `auto` lays prompts out for the provider (shared for one that
 * caches prefixes, compact for one that does not); the debate keeps its layout, so its replay rebuilds the same
 * requests whatever the setting says by then.
 */
const { configure } = envOverrides();
let net: ReturnType<typeof mockNetwork> | undefined;
afterEach(() => {
  net?.restore();
  net = undefined;
});

function llm(base: string, systems: string[]) {
  return http.post(`${base}/chat/completions`, async ({ request }) => {
    const body = (await request.json()) as { model: string; messages: ChatTurn[] };
    systems.push(body.messages[0]!.content);
    const events = streamEvents(body.model, scriptedReply(body.messages), scriptedUsage(body.messages)).join("");
    return new HttpResponse(events, { headers: { "content-type": "text/event-stream" } });
  });
}

const room = (id: string) => env.DEBATE_ROOM.get(env.DEBATE_ROOM.idFromName(id));
async function debate(ticker: string, protocol: string): Promise<PublicDebateState> {
  const id = await startDebate({ ticker, protocol, asOf: "2025-06-30", rounds: 1, fresh: true });
  return (await roomEnded(room(id), { timeoutMs: 40_000 })) as PublicDebateState;
}
const openai = (base: string) => ({
  ...{ MODEL_QUICK: "openai:m", MODEL_DEEP: "openai:m", OPENAI_BASE_URL: base, OPENAI_API_KEY: "sk-test" },
  ...{ MODEL_BULL: "", MODEL_BEAR: "", MODEL_JUDGE: "" },
});

describe("which providers declare a prefix cache", () => {
  it("DeepSeek, OpenAI and DashScope do; another OpenAI-compatible server is assumed not to", () => {
    expect(cachesPrefixes("https://api.deepseek.com")).toBe(true);
    expect(cachesPrefixes("https://api.openai.com/v1")).toBe(true);
    expect(cachesPrefixes("https://dashscope.aliyuncs.com/compatible-mode/v1")).toBe(true);
    expect(cachesPrefixes("http://127.0.0.1:8000/v1")).toBe(false);
    expect(cachesPrefixes("not a url")).toBe(false);
  });

  it("auto: compact for a slot without one, shared with one; the setting can force either; offline stays shared", () => {
    const vars = env as unknown as Record<string, unknown>;
    configure(openai("http://llm.test/v1"));
    expect(compactSlots(env, readConfig(env), ["quick", "deep"])).toEqual(["quick", "deep"]);
    configure({ PROMPT_LAYOUT: "shared" });
    expect(compactSlots(env, readConfig(env), ["quick", "deep"])).toEqual([]);
    configure({ ...openai("https://api.deepseek.com"), PROMPT_LAYOUT: "auto" });
    expect(compactSlots(env, readConfig(env), ["quick", "deep"])).toEqual([]);
    configure({ PROMPT_LAYOUT: "compact" });
    expect(compactSlots(env, readConfig(env), ["quick", "deep"])).toEqual(["quick", "deep"]);
    configure({ MODEL_QUICK: "offline", MODEL_DEEP: "offline" });
    expect(vars.PROMPT_LAYOUT).toBe("compact");
    expect(compactSlots(env, readConfig(env), ["quick", "deep"])).toEqual([]);
  });
});

describe("a debate's prompt layout", () => {
  it("auto on a server without a prefix cache: every request compact; its replay keeps the layout", async () => {
    const base = "http://llm.test/v1";
    configure(openai(base));
    const systems: string[] = [];
    net = mockNetwork(llm(base, systems));
    const state = await debate("600519", "adversarial");
    expect(state.status, JSON.stringify(state.errors)).toBe("done");
    expect(systems.length).toBe(state.usage.calls);
    expect(new Set(systems)).toEqual(new Set([COMPACT_PREAMBLE]));

    // The setting changes; the replay still builds the recorded (compact) requests and finds every reply.
    configure({ PROMPT_LAYOUT: "shared" });
    const res = await postJson(`/api/debates/${state.id}/replay`, {});
    expect(res.status).toBe(202);
    const replay = (await roomEnded(room((await json<{ id: string }>(res)).id), {
      timeoutMs: 40_000,
    })) as PublicDebateState;
    expect(replay.status, JSON.stringify(replay.errors)).toBe("done");
    expect(replay.usage.calls).toBe(0);
    expect(systems.length).toBe(state.usage.calls);
    expect(replay.verdict?.stance).toBe(state.verdict?.stance);
  });

  it("auto on DeepSeek: every request starts with the shared prefix", async () => {
    const base = "https://api.deepseek.com";
    configure(openai(base));
    const systems: string[] = [];
    net = mockNetwork(llm(base, systems));
    const state = await debate("600036", "adversarial");
    expect(state.status, JSON.stringify(state.errors)).toBe("done");
    expect(new Set(systems)).toEqual(new Set([SHARED_PREAMBLE]));
  });
});
