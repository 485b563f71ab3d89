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
 * Issue 27 end to end: a debate on the OpenAI-compatible provider (HTTP mocked at this isolate's fetch) whose bull and
 * bear write sentences the way a real model does - base years, relative years, a ratio, a scenario - about 贵州茅台 as
 * of 2025-06-30 (FY2024 the latest annual report). The finished state marks each point ✅ / ❌ / ❔ by what the data
 * says, and the report gives the Chinese reason for every ❌ and ❔.
 */
const BASE = "http://llm.test/v1";
const { configure } = envOverrides();
let net: ReturnType<typeof mockNetwork> | undefined;
afterEach(() => {
  net?.restore();
  net = undefined;
});

/** What each side writes, with the mark the data gives it (sample figures: 营业总收入 2022 1275.54亿 → 2024 1741.44亿, …). */
const WRITES = {
  bull: [
    // 1741.44 / 1275.54 − 1 = 36.5 %.
    { claim: "2024年营业总收入1741.44亿元，较2022年增长约36.5%，收入规模持续扩张", status: "verified" },
    // 去年 as of 2025-06-30 is 2024: 862.28亿元, +15.38 % on 747.34亿元.
    { claim: "去年归母净利润862.28亿元，同比增长15.38%", status: "verified" },
    // 经营现金流 924.64亿 / 归母净利润 862.28亿 = 1.07倍, not 1.5.
    { claim: "2024年经营现金流924.64亿元，约为归母净利润的1.5倍", status: "doubtful" },
    { claim: "若消费税改革平稳落地，2026年营收有望突破2000亿元", status: "unverifiable" },
  ],
  bear: [
    // 17.98 % → 19.04 %: the ratio rose, an adverse fact as a bear's point must be.
    { claim: "资产负债率由2023年的17.98%升至2024年的19.04%，负债扩张", status: "verified" },
    // 2024 profit grew 15.38 %.
    { claim: "2024年归母净利润同比下降4.5%，盈利承压", status: "doubtful" },
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
      return { claim: w.claim, evidence: [{ id, quote }], confidence: 0.7 };
    });
    reply = JSON.stringify({ stance: side === "bull" ? "bullish" : "bearish", points });
  }
  return new HttpResponse(streamEvents("test-model", reply, scriptedUsage(messages)).join(""), {
    headers: { "content-type": "text/event-stream" },
  });
}

const finished = (e: ViewerEvent) =>
  e.type === "done" || (e.type === "snapshot" && ["done", "failed"].includes((e.state as PublicDebateState).status));

describe("a real-model-style debate through the OpenAI-compatible provider", () => {
  it("marks true sentences ✅, false ones ❌ and the scenario ❔, each ❌ and ❔ with its Chinese reason in the state and the report", async () => {
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
          expect(p.verification.status, `${w.claim}: ${p.verification.reasons.join("；")}`).toBe(w.status);
          if (w.status === "verified") continue;
          // Every ❌ and ❔ says why, in Chinese, and the report shows it.
          expect(p.verification.reasons.length).toBeGreaterThan(0);
          for (const r of p.verification.reasons) expect(r).toMatch(/[\u4e00-\u9fff]/);
          const why = p.verification.checks?.find((c) => c.ok === (w.status === "doubtful" ? false : null));
          expect(why, w.claim).toBeDefined();
          expect(md).toContain(why!.reason);
        }
      }
    }
  });
});
