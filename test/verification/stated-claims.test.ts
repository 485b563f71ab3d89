import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import type { PublicDebateState } from "../../src/debate/public-state";
import { api, json, postJson } from "../support/api";
import { mockNetwork } from "../support/mock-network";
import {
  type ChatTurn,
  packLines,
  promptRules,
  scriptedReply,
  scriptedUsage,
  streamEvents,
} from "../support/scripted-model";
import { Viewer, type ViewerEvent } from "../support/ws-viewer";
import { envOverrides } from "../support/worker-env";

/**
 * Issue 27 item 7 end to end: a debate on the OpenAI-compatible provider (HTTP mocked at this isolate's fetch) whose
 * bull and bear points carry stated assertions, about 贵州茅台 as of 2025-06-30 (FY2024 the latest annual report, the
 * 2025 一季报 public, the 中报 not yet). One true (✅), one whose stated value the data contradicts (❌), one whose prose
 * disagrees with its stated value (❌ 正文与结构化断言不符), one naming a period the data lacks (❔ 无该期数据); the
 * finished state and the report give each ❌ and ❔ its Chinese reason, and keep what was stated.
 */
const BASE = "http://llm.test/v1";
const { configure } = envOverrides();
let net: ReturnType<typeof mockNetwork> | undefined;
afterEach(() => {
  net?.restore();
  net = undefined;
});

/** What each side writes and states, with the mark and the reason the data gives it (sample figures). */
const WRITES = {
  bull: [
    {
      claim: "2024年归母净利润862.28亿元，同比增长15.38%，盈利稳健",
      assertions: [
        { metric: "归母净利润", period: "2024", value: 862.28, unit: "亿元", change: { kind: "pct", value: 15.38 } },
      ],
      status: "verified",
      reason: null,
    },
    // 营业总收入 2024 was 1741.44亿元.
    {
      claim: "2024年营业总收入1800亿元，规模再上台阶",
      assertions: [{ metric: "营业总收入", period: "2024", value: 1800, unit: "亿元" }],
      status: "doubtful",
      reason: "为1800亿元，数据为1741.44亿元，与数据不符",
    },
  ],
  bear: [
    // The stated data is true (17.98 % → 19.04 %); the prose shows 21.5 %, which it does not state.
    {
      claim: "资产负债率由2023年的17.98%升至2024年的21.5%，负债扩张",
      assertions: [{ metric: "资产负债率", period: "2024", value: 19.04, unit: "%", direction: "up" }],
      status: "doubtful",
      reason: "正文与结构化断言不符",
    },
    // The 2025 中报 was published on 2025-08-13, after asOf.
    {
      claim: "2025年上半年归母净利润同比下降，增长失速",
      assertions: [{ metric: "归母净利润", period: "2025H1", direction: "down" }],
      status: "unverifiable",
      reason: "无该期数据",
    },
  ],
} as const;

/** The bull and bear write WRITES, each point citing one item of its own pack verbatim; everyone else is scripted. */
function model(messages: ChatTurn[]): Response {
  const system = promptRules(messages);
  const user = messages
    .filter((m) => m.role === "user")
    .map((m) => m.content)
    .join("\n");
  const side = system.includes("裁判")
    ? null
    : system.includes("空方分析师")
      ? "bear"
      : system.includes("多方分析师")
        ? "bull"
        : null;
  const lines = packLines(user);
  let reply = scriptedReply(messages);
  if (side && lines.length > 0) {
    const points = WRITES[side].map((w, i) => {
      const [, id, text] = lines[i % lines.length]!;
      const quote = text!;
      return { claim: w.claim, evidence: [{ id, quote }], confidence: 0.7, assertions: w.assertions };
    });
    reply = JSON.stringify({ stance: side === "bull" ? "bullish" : "bearish", points });
  }
  return new HttpResponse(streamEvents("test-model", reply, scriptedUsage(messages)).join(""), {
    headers: { "content-type": "text/event-stream" },
  });
}

const finished = (e: ViewerEvent) =>
  e.type === "done" || (e.type === "snapshot" && ["done", "failed"].includes((e.state as PublicDebateState).status));

describe("a debate whose points state their assertions, through the OpenAI-compatible provider", () => {
  it("marks the true point ✅, a contradicted stated value and disagreeing prose ❌, a missing period ❔, with reasons", async () => {
    configure({
      MODEL_QUICK: "openai:test-model",
      MODEL_DEEP: "openai:test-model",
      OPENAI_BASE_URL: BASE,
      OPENAI_API_KEY: "sk-test",
    });
    net = mockNetwork(
      http.post(`${BASE}/chat/completions`, async ({ request }) =>
        model(((await request.json()) as { messages: ChatTurn[] }).messages),
      ),
    );
    const res = await postJson("/api/debates", { ticker: "600519", asOf: "2025-06-30", rounds: 1, fresh: true });
    expect(res.status, await res.clone().text()).toBe(202);
    const { id } = await json<{ id: string }>(res);
    const viewer = await Viewer.connect(id, 0);
    await viewer.waitFor(finished, 60_000);
    viewer.close();
    const state = await json<PublicDebateState>(await api(`/api/debates/${id}`));
    expect(state.status).toBe("done");
    const md = await (await api(`/api/debates/${id}/report.md`)).text();

    for (const side of ["bull", "bear"] as const) {
      const said = state.turns.filter((t) => t.role === side).flatMap((t) => t.points);
      for (const w of WRITES[side]) {
        const points = said.filter((p) => p.claim === w.claim);
        expect(points.length, `${side}: ${w.claim}`).toBeGreaterThan(0);
        for (const p of points) {
          const why = `${w.claim}: ${p.verification.reasons.join("；")}`;
          expect(p.verification.status, why).toBe(w.status);
          expect(p.assertions, w.claim).toEqual(w.assertions);
          expect(
            p.verification.checks?.some((c) => c.kind === "stated"),
            w.claim,
          ).toBe(true);
          if (w.reason === null) continue;
          // Every ❌ and ❔ says why, in Chinese, names no internal id, and the report shows it.
          const check = p.verification.checks?.find(
            (c) => c.ok === (w.status === "doubtful" ? false : null) && c.reason.includes(w.reason),
          );
          expect(check, why).toBeDefined();
          expect(check!.reason).toMatch(/[\u4e00-\u9fff]/);
          expect(check!.reason).not.toMatch(/(?:bull|bear)-t\d|E\d+\b|net_profit|debt_ratio/);
          expect(md).toContain(check!.reason);
        }
      }
    }

    // A replay reads the stored replies: 0 model calls, the same points with their stated assertions and marks.
    const before = net!.requests.length;
    const res2 = await postJson(`/api/debates/${id}/replay`, {});
    expect(res2.status, await res2.clone().text()).toBe(202);
    const replay = await json<{ id: string }>(res2);
    const watcher = await Viewer.connect(replay.id, 0);
    await watcher.waitFor(finished, 60_000);
    watcher.close();
    const again = await json<PublicDebateState>(await api(`/api/debates/${replay.id}`));
    expect(net!.requests.length).toBe(before);
    expect(again.usage.calls).toBe(0);
    expect(again.turns.map((t) => t.points)).toEqual(state.turns.map((t) => t.points));
  });
});
