import { env } from "cloudflare:test";
import { delay, http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import type { PublicDebateState } from "../../src/debate/public-state";
import { flowResults } from "../../src/debate/flow";
import type { Turn } from "../../src/debate/role-output";
import { ReportDocument } from "../../src/wire/report-document";
import { api, json, postJson } from "../support/api";
import { roomEnded } from "../support/debates";
import { mockNetwork } from "../support/mock-network";
import { promptRules, scriptedReply, scriptedUsage, streamEvents, type ChatTurn } from "../support/scripted-model";
import { Viewer } from "../support/ws-viewer";
import { envOverrides } from "../support/worker-env";

/**
 * A failed turn reaches readers in Chinese: the room sets the turn's `failure` (src/models/failure-text.ts failureText)
 * beside the raw `error`, and sends both on the wire (turn.completed, the state, the WebSocket snapshot), so the page and
 * the terminal print the text without translating anything. report.json keeps the raw error for the audit.
 */
const { configure } = envOverrides();

let net: ReturnType<typeof mockNetwork> | undefined;
afterEach(() => {
  net?.restore();
  net = undefined;
});

const BASE = "http://llm.test/v1";
const openai = {
  MODEL_QUICK: "openai:test-model",
  MODEL_DEEP: "openai:test-model",
  OPENAI_BASE_URL: BASE,
  OPENAI_API_KEY: "sk-test",
};
const stub = (id: string) => env.DEBATE_ROOM.get(env.DEBATE_ROOM.idFromName(id));

const scripted = (messages: ChatTurn[]) =>
  new HttpResponse(streamEvents("test-model", scriptedReply(messages), scriptedUsage(messages)).join(""), {
    headers: { "content-type": "text/event-stream" },
  });
/** The mocked model: `fail` decides per request (by its prompts) whether to answer as a failing provider does. */
const llm = (fail: (system: string, user: string) => Promise<Response | null> | Response | null) =>
  http.post(`${BASE}/chat/completions`, async ({ request }) => {
    const messages = ((await request.json()) as { messages: ChatTurn[] }).messages;
    const text = (role: string) =>
      messages
        .filter((m) => m.role === role)
        .map((m) => m.content)
        .join("\n");
    // The role's text follows the debate's shared evidence in the user message (shared-prefix.ts).
    return (await fail(promptRules(messages), text("user"))) ?? scripted(messages);
  });

async function start(body: Record<string, unknown>): Promise<string> {
  const res = await postJson("/api/debates", { fresh: true, ...body });
  expect(res.status, await res.clone().text()).toBe(202);
  return (await json<{ id: string }>(res)).id;
}

async function finished(id: string): Promise<PublicDebateState> {
  return roomEnded(stub(id), { everyMs: 40 });
}

/** Words a Chinese reader would have to translate; the pointer to report.json (a file name) is not one. */
const englishWords = (text: string) => text.replace(/report\.json/g, "").match(/[A-Za-z]{2,}/g) ?? [];

describe("a failed turn on the wire", () => {
  it("adversarial: the bear's refused credentials read 鉴权失败 on turn.completed, in the state and the snapshot, and the failed debate's reason and errors too; report.json keeps the provider's words", async () => {
    configure({ ...openai, MODEL_MAX_RETRIES: "0" });
    net = mockNetwork(
      llm((system) =>
        system.includes("空方分析师")
          ? HttpResponse.json({ error: { message: "Incorrect API key provided: sk-test" } }, { status: 401 })
          : null,
      ),
    );
    const id = await start({ ticker: "600036", asOf: "2025-06-27", rounds: 1 });
    const viewer = await Viewer.connect(id, 0);
    const s = await finished(id);

    const failed = s.turns.filter((t) => t.error);
    expect(failed.map((t) => t.role)).toEqual(["bear"]);
    const bear = failed[0]!;
    expect(bear.error).toMatch(/refused the credentials \(401\).*Incorrect API key/);
    expect(bear.failure).toBe("鉴权失败（原始信息见 report.json）");
    expect(englishWords(bear.failure!)).toEqual([]);
    // Every answered turn has neither.
    for (const t of s.turns.filter((x) => !x.error)) expect(t).not.toHaveProperty("failure");

    const completed = await viewer.waitFor(
      (e) => e.type === "turn.completed" && (e as unknown as { turn: Turn }).turn.seq === bear.seq,
    );
    expect((completed as unknown as { turn: Turn }).turn).toMatchObject({
      role: "bear",
      error: bear.error,
      failure: bear.failure,
    });
    // The debate could not go on without a full round: it failed, and says why in Chinese for readers as well.
    expect(s.status).toBe("failed");
    const failedEvent = await viewer.waitFor((e) => e.type === "failed");
    expect(failedEvent.reason).toMatch(/^bear turn of round 1 failed: the model provider refused the credentials/);
    expect(failedEvent.reasonZh).toBe("空方第1轮：鉴权失败（原始信息见 report.json）");
    expect(s.errorsZh).toEqual([{ at: s.errors[0]!.at, text: "空方第1轮：鉴权失败（原始信息见 report.json）" }]);
    viewer.close();
    const late = await Viewer.connect(id);
    const snapshot = (await late.waitFor((e) => e.type === "snapshot")) as unknown as { state: PublicDebateState };
    expect(snapshot.state.turns.find((t) => t.seq === bear.seq)).toMatchObject({
      error: bear.error,
      failure: bear.failure,
    });
    late.close();

    const report = ReportDocument.parse(await json(await api(`/api/debates/${id}/report.json`)));
    // The document words the failure as readers read it; its raw message stays in `errors` for the audit.
    const timeline = report.sections.find((x) => x.id === "timeline")!;
    expect(JSON.stringify(timeline.blocks)).toContain(`⛔ 本轮失败：${bear.failure}`);
    expect(report.errors).toContainEqual(
      expect.objectContaining({ step: "bear (rebuttal)", round: 1, message: bear.error }),
    );
    const md = await (await api(`/api/debates/${id}/report.md`)).text();
    expect(md).toContain("空方第1轮：鉴权失败（原始信息见 report.json）");
  });

  it("adversarial: a later turn that failed stops the debate early with the stop's note in Chinese too", async () => {
    configure({ ...openai, MODEL_MAX_RETRIES: "0" });
    net = mockNetwork(
      llm((system, user) =>
        system.includes("空方分析师") && /第2轮，请输出 json。/.test(user)
          ? HttpResponse.json({ error: { message: "Incorrect API key provided" } }, { status: 401 })
          : null,
      ),
    );
    const id = await start({ ticker: "600036", asOf: "2025-06-27", rounds: 2 });
    const s = await finished(id);
    expect(s.status).toBe("done");
    expect(s.stoppedEarly).toEqual({
      round: 2,
      reason: "turn_failed",
      detail: "空方发言失败：鉴权失败（原始信息见 report.json），裁判就已有内容评议",
    });
  });

  it("FinDebate: an analyst whose model timed out reads 超时, one whose replies never fit the schema 输出格式不合规; a role not asked has no failure", async () => {
    // The analysts (quick tier) ask the mocked model, which answers them in the debaters' shape (not a role's output);
    // the later roles (deep tier) run offline, so the graph still reaches its end.
    configure({
      MODEL_QUICK: "openai:test-model",
      OPENAI_BASE_URL: BASE,
      OPENAI_API_KEY: "sk-test",
      MODEL_MAX_RETRIES: "0",
      MODEL_TIMEOUT_MS: "1000",
    });
    net = mockNetwork(
      llm(async (system) =>
        system.includes("专精财务报表与业绩评估") ? delay(5_000).then(() => HttpResponse.error()) : null,
      ),
    );
    const id = await start({ ticker: "600028", asOf: "2025-06-30", protocol: "findebate" });
    const viewer = await Viewer.connect(id, 0);
    const s = await finished(id);
    const runs = flowResults(s.flow!);

    const earnings = runs.find((r) => r.node === "fin_earnings")!;
    expect(earnings.error).toMatch(/did not answer in time: no reply within 1000 ms/);
    expect(earnings.failure).toBe("超时（原始信息见 report.json）");
    const completed = await viewer.waitFor(
      (e) => e.type === "turn.completed" && (e as unknown as { turn: Turn }).turn.node === "fin_earnings",
    );
    expect((completed as unknown as { turn: Turn }).turn).toMatchObject({
      error: earnings.error,
      failure: earnings.failure,
    });
    viewer.close();

    const misshapen = runs.filter(
      (r) => r.node.startsWith("fin_") && r.node !== "fin_earnings" && r.error && !r.skipped,
    );
    expect(misshapen.length).toBeGreaterThan(0);
    for (const r of misshapen) {
      expect(r.error).toMatch(/did not match the schema/);
      expect(r.failure).toBe("输出格式不合规（原始信息见 report.json）");
    }
    // An analyst whose dimension has no evidence by asOf was not asked: a neutral note rather than a failure.
    const skipped = runs.filter((r) => r.skipped);
    expect(skipped.length).toBeGreaterThan(0);
    for (const r of skipped) expect(r).not.toHaveProperty("failure");
    for (const r of runs.filter((x) => x.output)) expect(r).not.toHaveProperty("failure");
  });
});
