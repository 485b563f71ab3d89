import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import type { PublicDebateState } from "../../../src/debate/public-state";
import { api, json, postJson } from "../../support/api";
import { mockNetwork, type RecordedRequest } from "../../support/mock-network";
import {
  promptRules,
  scriptedReply,
  scriptedRole,
  scriptedUsage,
  streamEvents,
  type ChatTurn,
} from "../../support/scripted-model";
import { Viewer, type ViewerEvent } from "../../support/ws-viewer";
import { envOverrides } from "../../support/worker-env";

/**
 * The `ablation` option end to end on the OpenAI-compatible provider (HTTP mocked with MSW, the real Worker and
 * DebateRoom): after the verdict the same judge is asked once more over the opening round alone; the state, the report
 * and the usage carry it; a replay repeats it from the archive; protocols without a judge refuse the option.
 */
const BASE = "http://llm.test/v1";
const { configure } = envOverrides();

let net: ReturnType<typeof mockNetwork> | undefined;
afterEach(() => {
  net?.restore();
  net = undefined;
});

/** The judge's answer over the opening round alone differs from its final one, so the two can be told apart. */
const OPENING_JUDGE = {
  scores: { factuality: 60, logic: 55, relevance: 70, riskCoverage: 40 },
  overall: 50,
  stance: "neutral",
  coreConclusion: "仅凭开篇轮，多方论据尚不足以支撑方向",
  disputeFocus: ["增长能否持续"],
  risks: ["存货变化需跟踪"],
  confidence: "难以判断",
};

const isOpeningOnly = (messages: ChatTurn[]) => !promptRules(messages).includes("第2轮");

function llm(refuseOpening = false) {
  return http.post(`${BASE}/chat/completions`, async ({ request }) => {
    const { messages } = (await request.json()) as { messages: ChatTurn[] };
    const opening = scriptedRole(messages) === "judge" && isOpeningOnly(messages);
    if (opening && refuseOpening) return HttpResponse.json({ error: { message: "bad request" } }, { status: 400 });
    const reply = opening ? JSON.stringify(OPENING_JUDGE) : scriptedReply(messages);
    return new HttpResponse(streamEvents("test-model", reply, scriptedUsage(messages), 8).join(""), {
      headers: { "content-type": "text/event-stream" },
    });
  });
}

const sent = (requests: RecordedRequest[]) => requests.map((r) => (r.json() as { messages: ChatTurn[] }).messages);
const judgeRequests = (requests: RecordedRequest[]) => sent(requests).filter((m) => scriptedRole(m) === "judge");

const finished = (e: ViewerEvent) =>
  e.type === "done" || (e.type === "snapshot" && ["done", "failed"].includes((e.state as PublicDebateState).status));

let seen: ViewerEvent[] = [];

async function watch(id: string): Promise<PublicDebateState> {
  const viewer = await Viewer.connect(id, 0);
  await viewer.waitFor(finished, 60_000);
  viewer.close();
  seen = [...viewer.events];
  return json<PublicDebateState>(await api(`/api/debates/${id}`));
}

async function debate(
  body: Record<string, unknown>,
): Promise<{ id: string; state: PublicDebateState; events: ViewerEvent[] }> {
  const res = await postJson("/api/debates", { asOf: "2025-06-30", fresh: true, ticker: "600519", ...body });
  expect(res.status, await res.clone().text()).toBe(202);
  const { id } = await json<{ id: string }>(res);
  const state = await watch(id);
  return { id, state, events: seen };
}

/** The judge's turns as a live viewer sees them: the verdict's judge alone, never the opening round's extra one. */
function judgeTurnEvents(events: ViewerEvent[]) {
  const role = (e: ViewerEvent) => (e.type === "turn.completed" ? (e.turn as { role: string }).role : e.role);
  const ofJudge = events.filter((e) => e.type.startsWith("turn.") && role(e) === "judge");
  return {
    started: ofJudge.filter((e) => e.type === "turn.started"),
    completed: ofJudge.filter((e) => e.type === "turn.completed").map((e) => e.turn as { error?: string }),
  };
}

const MODELS = { MODEL_QUICK: "openai:test-model", MODEL_DEEP: "openai:test-model", OPENAI_BASE_URL: BASE };

describe("the ablation option: the judge over the opening round alone, one extra call", () => {
  it("asks the judge exactly once more, over round 1 only; the state, report and usage carry it; a replay repeats it at 0 calls", async () => {
    configure(MODELS);
    net = mockNetwork(llm());
    const plain = await debate({ rounds: 2 });
    const plainCalls = net.requests.length;
    const plainJudges = judgeRequests(net.requests).length;
    expect(plainJudges).toBe(1);
    expect(plain.state.verdict?.change?.openingJudge).toBeUndefined();

    const before = net.requests.length;
    const { id, state, events } = await debate({ rounds: 2, ablation: true });
    const mine = net.requests.slice(before);
    expect(state.status).toBe("done");
    const live = judgeTurnEvents(events);
    expect(live.started).toHaveLength(1);
    expect(live.completed).toHaveLength(1);
    expect(mine.length).toBe(plainCalls + 1);
    const judges = judgeRequests(mine);
    expect(judges).toHaveLength(2);
    // The verdict's judge read both rounds; the extra one the opening round only.
    expect(isOpeningOnly(judges[0]!)).toBe(false);
    expect(isOpeningOnly(judges[1]!)).toBe(true);
    expect(promptRules(judges[1]!)).toContain("第1轮");

    // The verdict is the full debate's judge's; the change records the opening judging beside the rule's.
    expect(state.verdict?.stance).toBe(plain.state.verdict?.stance);
    const change = state.verdict!.change!;
    expect(change.opening).toEqual(plain.state.verdict!.change!.opening);
    expect(change.openingJudge).toMatchObject({ source: "judge", stance: "neutral" });
    expect(change.openingJudge!.overall).toBeLessThanOrEqual(50);
    expect(state.plannedCalls).toBe(plain.state.plannedCalls + 1);
    expect(state.usage.calls).toBe(mine.length);
    const usages = sent(mine).map(scriptedUsage);
    expect(state.usage.promptTokens).toBe(usages.reduce((s, u) => s + u.prompt_tokens, 0));
    // The timeline is the debate's: the extra judging is no turn of it.
    expect(state.turns.map((t) => t.role)).toEqual(plain.state.turns.map((t) => t.role));

    const report = await (await api(`/api/debates/${id}/report.md`)).text();
    expect(report).toContain("裁判单独评议开篇轮");
    expect(report).toContain("同一裁判（同一模型）仅凭开篇轮给出中性");
    expect(report).toContain("为此多调用了一次裁判模型，已计入用量");
    expect(report).toContain("含裁判单独评议开篇轮的一次追加调用");
    const plainReport = await (await api(`/api/debates/${plain.id}/report.md`)).text();
    expect(plainReport).not.toContain("裁判单独评议开篇轮");

    // A replay answers the extra judging from the archive too: no request, the same change.
    const paid = net.requests.length;
    const res = await postJson(`/api/debates/${id}/replay`, {});
    expect(res.status, await res.clone().text()).toBe(202);
    const again = await watch((await json<{ id: string }>(res)).id);
    expect(net.requests.length).toBe(paid);
    expect(again.verdict?.change).toEqual(change);
    expect(again.usage).toMatchObject({ calls: 0, cached: state.usage.calls });
  });

  it("a failed opening judging leaves the verdict standing and says so", async () => {
    configure(MODELS);
    net = mockNetwork(llm(true));
    const { id, state, events } = await debate({ rounds: 2, ablation: true });
    expect(state.status).toBe("done");
    // The page sees the verdict's judge only, which answered: no failed judge turn in its place.
    const live = judgeTurnEvents(events);
    expect(live.started).toHaveLength(1);
    expect(live.completed.map((t) => t.error)).toEqual([undefined]);
    // The verdict is the scripted judge's (overall 74), not a stop's.
    expect(state.verdict?.scores.overall).toBe(74);
    expect(state.verdict?.change?.openingJudge).toBeUndefined();
    expect(state.verdict?.change?.openingJudgeFailed).toBe("出错（原始信息见 report.json）");
    const report = await (await api(`/api/debates/${id}/report.md`)).text();
    expect(report).toContain("但这次调用未能完成");
  });

  it("with the offline provider the offline judge answers it: no real call, the opening judging recorded", async () => {
    configure({ MODEL_QUICK: "offline", MODEL_DEEP: "offline" });
    net = mockNetwork();
    const { state } = await debate({ rounds: 2, ablation: true });
    expect(net.requests).toHaveLength(0);
    const change = state.verdict!.change!;
    expect(change.openingJudge?.source).toBe("judge");
    // The offline judge is the rule's code: over the same opening turns it gives the rule's stance.
    expect(change.openingJudge?.stance).toBe(change.opening.stance);
  });

  it("a protocol without a judge refuses it with 400 naming the protocols that take it; one round refuses it too", async () => {
    const { protocols } = await json<{ protocols: { id: string; ablation: boolean; labels: { name: string } }[] }>(
      await api("/api/protocols"),
    );
    const judged = protocols.filter((p) => p.ablation);
    expect(judged.length).toBeGreaterThan(0);
    for (const p of protocols.filter((x) => !x.ablation)) {
      const res = await postJson("/api/debates", { ticker: "600519", protocol: p.id, ablation: true });
      expect(res.status).toBe(400);
      const body = await res.text();
      for (const ok of judged) expect(body).toContain(ok.labels.name);
    }
    const one = await postJson("/api/debates", {
      ticker: "600519",
      protocol: judged[0]!.id,
      rounds: 1,
      ablation: true,
    });
    expect(one.status).toBe(400);
    expect(await one.text()).toContain("rounds");
  });
});
