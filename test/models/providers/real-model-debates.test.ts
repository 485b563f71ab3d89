import { env } from "cloudflare:test";
import { delay, http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import type { PublicDebateState } from "../../../src/debate/public-state";
import type { AiRunner } from "../../../src/models/providers/workers-ai-provider";
import { api, json, postJson } from "../../support/api";
import { mockNetwork, type RecordedRequest } from "../../support/mock-network";
import { asStreamed, unreadable } from "../../support/readable-text";
import {
  packLines,
  promptRules,
  scriptedReply,
  scriptedRole,
  scriptedUsage,
  streamEvents,
  type ChatTurn,
} from "../../support/scripted-model";
import { Viewer, type ViewerEvent } from "../../support/ws-viewer";
import { envOverrides } from "../../support/worker-env";
import { sampleFacts } from "../../verification/claims/sample-facts";

/**
 * Whole debates through the real Worker and DebateRoom on real providers. The model configuration is the Worker's
 * env (vars), which the tests set per test: the Worker, its Durable Objects and the tests share this isolate and its
 * env object, so no test-only code path exists in src/. HTTP is mocked at this isolate's fetch with MSW handlers.
 */
const BASE = "http://llm.test/v1";
const { configure, vars } = envOverrides();

let net: ReturnType<typeof mockNetwork> | undefined;
afterEach(() => {
  net?.restore();
  net = undefined;
});

type Handler = (messages: ChatTurn[]) => Response | Promise<Response>;
// 24 pieces: the reply's JSON arrives split mid-key, mid-string and mid-escape, as a real model's tokens do.
const scripted: Handler = (messages) =>
  new HttpResponse(streamEvents("test-model", scriptedReply(messages), scriptedUsage(messages), 24).join(""), {
    headers: { "content-type": "text/event-stream" },
  });

function llm(handler: Handler = scripted) {
  return http.post(`${BASE}/chat/completions`, async ({ request }) =>
    handler(((await request.json()) as { messages: ChatTurn[] }).messages),
  );
}

function sentMessages(requests: RecordedRequest[]): ChatTurn[][] {
  return requests.map((r) => (r.json() as { messages: ChatTurn[] }).messages);
}

async function debate(
  body: Record<string, unknown>,
): Promise<{ id: string; viewer: Viewer; state: PublicDebateState }> {
  const res = await postJson("/api/debates", { asOf: "2025-06-30", fresh: true, ...body });
  expect(res.status, await res.clone().text()).toBe(202);
  const { id } = await json<{ id: string }>(res);
  const viewer = await Viewer.connect(id, 0);
  await viewer.waitFor(finished, 60_000);
  viewer.close();
  return { id, viewer, state: await json<PublicDebateState>(await api(`/api/debates/${id}`)) };
}

/** The `done` event, or a snapshot of a debate that had already finished when the viewer connected. */
const finished = (e: ViewerEvent) =>
  e.type === "done" || (e.type === "snapshot" && ["done", "failed"].includes((e.state as PublicDebateState).status));

/**
 * Checks every streamed turn in `events` (see the test above) and counts them: deltas before the turn completes,
 * each piece readable, all the turn's claims in the joined text, in at least `pieces` pieces.
 */
function streamedTurns(events: ViewerEvent[], pieces = 2): number {
  let watched = 0;
  for (const done of events.filter((e) => e.type === "turn.completed")) {
    const turn = done.turn as { seq: number; role: string; points: { claim: string }[] };
    const deltas = events.filter((e) => e.type === "turn.delta" && e.turnSeq === turn.seq);
    if (deltas.length === 0) continue;
    watched++;
    if (turn.role !== "judge") expect(deltas.length).toBeGreaterThanOrEqual(pieces);
    expect(Math.max(...deltas.map((d) => d.seq))).toBeLessThan(done.seq);
    for (const d of deltas) expect(unreadable(String(d.text)), String(d.text)).toBeNull();
    const text = deltas.map((d) => String(d.text)).join("");
    expect(text.trim()).not.toBe("");
    for (const p of turn.points) expect(text).toContain(asStreamed(p.claim));
  }
  return watched;
}

const PRICES = { "test-model": { input: 2, output: 8 } };

describe("debates on the openai provider (OpenAI-compatible HTTP, mocked)", () => {
  it("runs a whole debate: streamed deltas reach viewers before each turn completes, usage and cost are the mocked sums; a replay equals it without a model call", async () => {
    configure({
      MODEL_QUICK: "openai:test-model",
      MODEL_DEEP: "openai:test-model",
      OPENAI_BASE_URL: BASE,
      OPENAI_API_KEY: "sk-test",
      MODEL_PRICES: JSON.stringify(PRICES),
    });
    net = mockNetwork(llm());
    const { id, viewer, state } = await debate({ ticker: "600519", rounds: 2 });

    expect(state.status).toBe("done");
    expect(state.models).toMatchObject({ quick: "openai:test-model", deep: "openai:test-model", offline: false });
    expect(state.notice).toBeNull();
    expect(state.verdict).not.toBeNull();
    expect(state.turns.every((t) => t.provider === "openai" && t.model === "test-model")).toBe(true);
    expect(state.turns.at(-1)!.role).toBe("judge");

    // Every call is accounted: usage totals are the sums of the usage fields the mock reported.
    const sent = sentMessages(net.requests);
    const usages = sent.map(scriptedUsage);
    expect(state.usage.calls).toBe(sent.length);
    expect(state.usage.promptTokens).toBe(usages.reduce((s, u) => s + u.prompt_tokens, 0));
    expect(state.usage.completionTokens).toBe(usages.reduce((s, u) => s + u.completion_tokens, 0));
    expect(state.usage.estimated).toBe(false);
    expect(state.usage.cost).toBeCloseTo((state.usage.promptTokens * 2 + state.usage.completionTokens * 8) / 1e6, 6);
    expect(state.turns.reduce((s, t) => s + t.usage.promptTokens, 0)).toBe(state.usage.promptTokens);

    // Streaming: for each live-watched turn, its deltas arrive before its turn.completed, each one readable text (no
    // JSON, keys or point ids), and together they spell every claim of the finished turn.
    expect(streamedTurns(viewer.events)).toBeGreaterThan(0);

    // Replay: a new debate from stored replies only, with the same turns, marks and verdict.
    const before = net.requests.length;
    const res = await postJson(`/api/debates/${id}/replay`, {});
    expect(res.status, await res.clone().text()).toBe(202);
    const replay = await json<{ id: string; replayOf: string }>(res);
    expect(replay.replayOf).toBe(id);
    expect(replay.id).not.toBe(id);
    const watcher = await Viewer.connect(replay.id, 0);
    await watcher.waitFor(finished, 60_000);
    watcher.close();
    // Replies answered from the archive are streamed too, as readable text.
    expect(streamedTurns(watcher.events, 1)).toBe(state.turns.length);
    const again = await json<PublicDebateState>(await api(`/api/debates/${replay.id}`));
    expect(net.requests.length).toBe(before);
    expect(again.status).toBe("done");
    const shape = (s: PublicDebateState) =>
      s.turns.map(({ seq, round, role, points, hitRate, provider, model }) => ({
        seq,
        round,
        role,
        points,
        hitRate,
        provider,
        model,
      }));
    expect(shape(again)).toEqual(shape(state));
    expect(again.verdict).toEqual(state.verdict);
    expect(again.evidence).toEqual(state.evidence);
    expect(again.usage).toMatchObject({ calls: 0, cached: state.usage.calls, promptTokens: state.usage.promptTokens });
    expect(again.usage.cost ?? 0).toBe(0);
    // A replay re-checks a verdict; it adds none to the ticker's history.
    const rows = await env.DB.prepare("SELECT debate_id FROM verdicts WHERE debate_id = ?").bind(replay.id).all();
    expect(rows.results).toHaveLength(0);
  });

  it("answers an identical debate from the reply archive within REPLY_CACHE_TTL_S: cached, zero calls, zero cost", async () => {
    configure({
      MODEL_QUICK: "openai:test-model",
      MODEL_DEEP: "openai:test-model",
      OPENAI_BASE_URL: BASE,
      MODEL_PRICES: JSON.stringify(PRICES),
      REPLY_CACHE_TTL_S: "3600",
    });
    net = mockNetwork(llm());
    const first = await debate({ ticker: "002594", rounds: 1 });
    const paid = net.requests.length;
    expect(first.state.usage.calls).toBe(paid);
    const second = await debate({ ticker: "002594", rounds: 1 });
    expect(net.requests.length).toBe(paid);
    expect(second.state.usage).toMatchObject({ calls: 0, cached: paid });
    expect(second.state.usage.cost ?? 0).toBe(0);
    expect(second.state.turns.every((t) => t.attempts.every((a) => a.cached === true))).toBe(true);
    expect(second.state.verdict).toEqual(first.state.verdict);
  });

  it("a re-asked reply starts the turn's streamed text anew: its first piece says restart, and what follows is the good reply's", async () => {
    configure({ MODEL_QUICK: "openai:test-model", MODEL_DEEP: "openai:test-model", OPENAI_BASE_URL: BASE });
    let first = true;
    net = mockNetwork(
      llm((messages) => {
        if (!first || scriptedRole(messages) !== "bull") return scripted(messages);
        first = false;
        // No evidence: fails the schema after it has streamed its claim, so the model is asked again.
        const bad = JSON.stringify({
          stance: "bullish",
          points: [{ claim: "营收稳步提升，盈利质量良好", evidence: [], confidence: 0.7 }],
        });
        return new HttpResponse(streamEvents("test-model", bad, scriptedUsage(messages), 12).join(""), {
          headers: { "content-type": "text/event-stream" },
        });
      }),
    );
    const { viewer, state } = await debate({ ticker: "600519", rounds: 1 });
    expect(state.status).toBe("done");
    const bull = state.turns.find((t) => t.role === "bull")!;
    expect(bull.attempts.map((a) => a.ok)).toEqual([false, true]);
    const deltas = viewer.events.filter((e) => e.type === "turn.delta" && e.turnSeq === bull.seq);
    const restarts = deltas.filter((d) => d.restart === true);
    expect(restarts).toHaveLength(1);
    const before = deltas
      .slice(0, deltas.indexOf(restarts[0]!))
      .map((d) => String(d.text))
      .join("");
    const after = deltas
      .slice(deltas.indexOf(restarts[0]!))
      .map((d) => String(d.text))
      .join("");
    expect(before).toContain("营收稳步提升");
    expect(after).not.toContain("营收稳步提升");
    for (const p of bull.points) expect(after).toContain(asStreamed(p.claim));
  });

  it("a turn that times out fails with its attempts recorded, and the debate judges the full round it has", async () => {
    configure({
      MODEL_QUICK: "openai:test-model",
      MODEL_DEEP: "openai:test-model",
      OPENAI_BASE_URL: BASE,
      MODEL_TIMEOUT_MS: "1000",
      MODEL_MAX_RETRIES: "1",
    });
    net = mockNetwork(
      llm(async (messages) => {
        const user = messages.find((m) => m.role === "user")?.content ?? "";
        // Debaters' prompts name their round last ("第2轮，请输出 json。"); the judge's record mentions rounds too but must still answer.
        if (/第2轮，请输出 json。/.test(user)) await delay("infinite");
        return scripted(messages);
      }),
    );
    const { state } = await debate({ ticker: "600519", rounds: 3 });
    const failed = state.turns.find((t) => t.error);
    expect(failed?.round).toBe(2);
    expect(failed!.attempts.map((a) => a.error?.split(":")[0])).toEqual(["timeout", "timeout"]);
    expect(failed!.error).toMatch(/did not answer in time/);
    expect(state.stoppedEarly).toMatchObject({ reason: "turn_failed", round: 2 });
    expect(state.status).toBe("done");
    expect(state.verdict).not.toBeNull();
    // One naming for every protocol: the failed turn's node and step, its round apart.
    expect(state.errors.some((e) => e.step.startsWith(`${failed!.role} (`) && e.round === 2)).toBe(true);
  });

  it("a 401 fails the debate at once, without retries, saying the key or model is wrong", async () => {
    configure({ MODEL_QUICK: "openai:test-model", MODEL_DEEP: "openai:test-model", OPENAI_BASE_URL: BASE });
    net = mockNetwork(
      llm(() =>
        HttpResponse.json({ error: { message: "Authentication Fails, Your api key is invalid" } }, { status: 401 }),
      ),
    );
    const { state } = await debate({ ticker: "600519", rounds: 1 });
    expect(state.status).toBe("failed");
    expect(net.requests).toHaveLength(1);
    expect(state.turns[0]!.attempts).toEqual([expect.objectContaining({ ok: false, status: 401 })]);
    expect(state.turns[0]!.error).toMatch(/check the API key and model name/);
    expect(state.errors[0]!.message).toMatch(/401/);
  });
});

describe("debates on the workers-ai provider (fake AI binding)", () => {
  it("runs a whole debate through the binding in JSON mode; usage is what the binding reported", async () => {
    const calls: { model: string; inputs: Record<string, unknown> }[] = [];
    const ai: AiRunner = {
      async run(model, inputs) {
        calls.push({ model, inputs });
        const messages = inputs.messages as ChatTurn[];
        return { response: scriptedReply(messages), usage: scriptedUsage(messages) };
      },
    };
    configure({
      MODEL_QUICK: "workers-ai:@cf/qwen/qwen3-30b-a3b-fp8",
      MODEL_DEEP: "workers-ai:@cf/qwen/qwen3-30b-a3b-fp8",
      AI: ai,
    });
    const { state, viewer } = await debate({ ticker: "600519", rounds: 1 });
    expect(state.status).toBe("done");
    // JSON mode does not stream: each reply reaches viewers in one piece, still as readable text.
    expect(streamedTurns(viewer.events, 1)).toBeGreaterThan(0);
    expect(state.turns.every((t) => t.provider === "workers-ai" && t.model === "@cf/qwen/qwen3-30b-a3b-fp8")).toBe(
      true,
    );
    expect(calls.every((c) => (c.inputs.response_format as { type: string }).type === "json_schema")).toBe(true);
    const usages = calls.map((c) => scriptedUsage(c.inputs.messages as ChatTurn[]));
    expect(state.usage).toMatchObject({
      calls: calls.length,
      promptTokens: usages.reduce((s, u) => s + u.prompt_tokens, 0),
      completionTokens: usages.reduce((s, u) => s + u.completion_tokens, 0),
      estimated: false,
    });
  });

  it("a model that states only true numbers, some with false judgements: every false one is not ✅, every true one is", async () => {
    // 600519's debt ratio as of 2025-06-30, from the bundled sample: the bear is scripted to state the latest figure
    // truthfully, once with the true direction and once with the false one.
    const facts = sampleFacts("600519", "2025-06-30");
    const [y2023, y2024] = (facts.series.debt_ratio ?? []).filter((p) => p.period.endsWith("-12-31")).slice(-2);
    expect(y2024!.period).toBe("2024-12-31");
    // The fixture: it rose in 2024 (17.98% -> 19.04%), so 负债扩张 is true and an adverse fact, as a bear's point must be.
    expect(y2024!.value).toBeGreaterThan(y2023!.value);
    const [trueWord, falseWord] = ["负债扩张", "负债率下降"];
    const DEBT = /^(E\d+) \[[^\]]*\] .*?2024年报 资产负债率 ([\d.]+)%/m;
    const bearWithJudgements: Handler = (messages) => {
      const system = promptRules(messages);
      const user = messages
        .filter((m) => m.role === "user")
        .map((m) => m.content)
        .join("\n");
      // Only an item of the bear's own pack may be cited (the prompt holds the whole debate's evidence).
      const debt = DEBT.exec(
        packLines(user)
          .map((m) => m[0])
          .join("\n"),
      );
      if (!system.includes("空方分析师") || !debt) return scripted(messages);
      const [, id, value] = debt;
      const point = (word: string) => ({
        claim: `2024年报资产负债率 ${value}%，${word}`,
        evidence: [{ id, quote: `资产负债率 ${value}%` }],
        confidence: 0.7,
      });
      const reply = JSON.stringify({ stance: "bearish", points: [point(trueWord), point(falseWord)] });
      return new HttpResponse(streamEvents("test-model", reply, scriptedUsage(messages)).join(""), {
        headers: { "content-type": "text/event-stream" },
      });
    };
    configure({ MODEL_QUICK: "openai:test-model", MODEL_DEEP: "openai:test-model", OPENAI_BASE_URL: BASE });
    net = mockNetwork(llm(bearWithJudgements));
    const { state } = await debate({ ticker: "600519", rounds: 1 });
    expect(state.status).toBe("done");
    const said = state.turns
      .filter((t) => t.role === "bear")
      .flatMap((t) => t.points)
      .filter((p) => p.claim.includes("2024年报资产负债率"));
    expect(said.length).toBeGreaterThanOrEqual(2);
    const judged = (word: string) => said.filter((p) => p.claim.endsWith(word));
    expect(judged(trueWord).length).toBeGreaterThan(0);
    for (const p of judged(trueWord)) expect(p.verification.status).toBe("verified");
    for (const p of judged(falseWord)) {
      expect(p.verification.status).not.toBe("verified");
      expect(p.verification.checks?.some((c) => c.kind === "direction" && c.ok === false)).toBe(true);
    }
    // The report names why under 事实证据链.
    const md = await (await api(`/api/debates/${state.id}/report.md`)).text();
    expect(md).toContain(`与“${falseWord}”不符`);
  });
});

describe("a debate that compares with another stored company (openai provider, mocked)", () => {
  it("a comparison with another stored company is marked on that company's figures: true ✅, the wrong order not ✅", async () => {
    // 中国平安's 2025 profit as the debate's date knows it, from the bundled sample (stored in D1 as 招商银行's is).
    const peer = (sampleFacts("601318", "2026-04-30").series.net_profit ?? []).find((p) => p.period === "2025-12-31");
    expect(peer).toBeDefined();
    const PROFIT = /^(E\d+) \[[^\]]*\] .*?2025年报 归母净利润 ([\d.]+)亿元/m;
    const [trueTail, falseTail] = [
      `高于中国平安的${(peer!.value / 1e8).toFixed(2)}亿元`,
      `低于中国平安的${(peer!.value / 1e8).toFixed(2)}亿元`,
    ];
    const bullComparing: Handler = (messages) => {
      const user = messages
        .filter((m) => m.role === "user")
        .map((m) => m.content)
        .join("\n");
      const profit = PROFIT.exec(
        packLines(user)
          .map((m) => m[0])
          .join("\n"),
      );
      if (scriptedRole(messages) !== "bull" || !profit) return scripted(messages);
      const [, id, value] = profit;
      const point = (tail: string) => ({
        claim: `2025年招商银行归母净利润${value}亿元，${tail}`,
        evidence: [{ id, quote: `归母净利润 ${value}亿元` }],
        confidence: 0.7,
      });
      const reply = JSON.stringify({ stance: "bullish", points: [point(trueTail), point(falseTail)] });
      return new HttpResponse(streamEvents("test-model", reply, scriptedUsage(messages)).join(""), {
        headers: { "content-type": "text/event-stream" },
      });
    };
    configure({ MODEL_QUICK: "openai:test-model", MODEL_DEEP: "openai:test-model", OPENAI_BASE_URL: BASE });
    net = mockNetwork(llm(bullComparing));
    const { state } = await debate({ ticker: "600036", asOf: "2026-04-30", rounds: 1 });
    expect(state.status).toBe("done");
    const said = state.turns.flatMap((t) => t.points).filter((p) => p.claim.includes("中国平安"));
    const marked = (tail: string) => said.filter((p) => p.claim.endsWith(tail));
    expect(marked(trueTail).length).toBeGreaterThan(0);
    expect(marked(falseTail).length).toBeGreaterThan(0);
    for (const p of marked(trueTail)) expect(p.verification.status, JSON.stringify(p.verification)).toBe("verified");
    for (const p of marked(falseTail)) {
      expect(p.verification.status).not.toBe("verified");
      expect(p.verification.checks?.some((c) => c.ok === false)).toBe(true);
    }
  });
});
