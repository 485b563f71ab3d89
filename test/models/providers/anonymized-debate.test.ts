import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import type { PublicDebateState } from "../../../src/debate/public-state";
import { api, json, postJson } from "../../support/api";
import { mockNetwork } from "../../support/mock-network";
import { scriptedReply, scriptedUsage, streamEvents, type ChatTurn } from "../../support/scripted-model";
import { Viewer, type ViewerEvent } from "../../support/ws-viewer";
import { envOverrides } from "../../support/worker-env";

/**
 * Memorisation control through the real Worker and DebateRoom on the openai provider (HTTP mocked with MSW): with
 * `anonymize: true` no request body the model receives names the company, its code or a calendar year, while the
 * state, the streamed text and the report read with the real name and dates, every ✅ checked against real figures.
 */
const BASE = "http://llm.test/v1";
const { configure } = envOverrides();
const REAL_YEAR = /(?<![\d.])(19|20)\d{2}(?![\d.亿万千百元%％倍个家股只份名位])/;

let net: ReturnType<typeof mockNetwork> | undefined;
afterEach(() => {
  net?.restore();
  net = undefined;
});

const llm = () =>
  http.post(`${BASE}/chat/completions`, async ({ request }) => {
    const messages = ((await request.json()) as { messages: ChatTurn[] }).messages;
    return new HttpResponse(streamEvents("test-model", scriptedReply(messages), scriptedUsage(messages), 24).join(""), {
      headers: { "content-type": "text/event-stream" },
    });
  });

const finished = (e: ViewerEvent) =>
  e.type === "done" || (e.type === "snapshot" && ["done", "failed"].includes((e.state as PublicDebateState).status));

async function debate(body: Record<string, unknown>): Promise<{ state: PublicDebateState; events: ViewerEvent[] }> {
  const res = await postJson("/api/debates", { ticker: "600519", asOf: "2025-06-30", fresh: true, rounds: 1, ...body });
  expect(res.status, await res.clone().text()).toBe(202);
  const { id } = await json<{ id: string }>(res);
  const viewer = await Viewer.connect(id, 0);
  await viewer.waitFor(finished, 60_000);
  viewer.close();
  return { state: await json<PublicDebateState>(await api(`/api/debates/${id}`)), events: viewer.events };
}

describe("anonymize: true (memorisation control)", () => {
  it("no prompt names 贵州茅台, 600519 or a real year; the state, the stream and the report do, with verified points", async () => {
    configure({
      MODEL_QUICK: "openai:test-model",
      MODEL_DEEP: "openai:test-model",
      OPENAI_BASE_URL: BASE,
      OPENAI_API_KEY: "sk-test",
    });
    net = mockNetwork(llm());
    const { state, events } = await debate({ anonymize: true });
    expect(state.status).toBe("done");
    expect(state.anonymized).toBe(true);

    const bodies = net.requests.filter((r) => r.url.startsWith(BASE)).map((r) => r.body);
    expect(bodies.length).toBeGreaterThanOrEqual(3);
    for (const body of bodies) {
      const text = (JSON.parse(body) as { messages: ChatTurn[] }).messages.map((m) => m.content).join("\n");
      expect(text).not.toContain("贵州茅台");
      expect(text).not.toContain("600519");
      expect(text.match(REAL_YEAR)?.[0] ?? null, text.slice(0, 400)).toBeNull();
      expect(text).toContain("公司A");
    }
    // The models read relative periods...
    expect(bodies.some((b) => b.includes("T-1年"))).toBe(true);

    // ...and what a user reads is the real text: claims quote the real evidence, and points verify against it.
    const points = state.turns.flatMap((t) => t.points);
    expect(points.length).toBeGreaterThan(0);
    const verified = points.filter((p) => p.verification.status === "verified");
    expect(verified.length).toBeGreaterThan(0);
    for (const p of points) {
      expect(p.claim).not.toMatch(/公司A|股票代码A|T[+-]?\d*年/);
      for (const e of p.evidence) expect(e.quote).not.toMatch(/公司A|股票代码A|T[+-]?\d*年/);
    }
    expect(points.some((p) => /20\d{2}/.test(p.claim))).toBe(true);
    // Streamed text is mapped back as it arrives.
    const streamed = events
      .filter((e) => e.type === "turn.delta")
      .map((e) => String(e.text))
      .join("");
    expect(streamed).not.toBe("");
    expect(streamed).not.toMatch(/股票代码A|T-\d+年/);

    const md = await (await api(`/api/debates/${state.id}/report.md`)).text();
    expect(md).toContain("贵州茅台");
    expect(md).toContain("2025-06-30");
    expect(md).toContain("✅");
    // The report says the models read placeholders; apart from that line, it reads with the real name and dates.
    const note = md.split("\n").filter((l) => l.startsWith("- 匿名辩论："));
    expect(note).toHaveLength(1);
    expect(
      md
        .split("\n")
        .filter((l) => !note.includes(l))
        .join("\n"),
    ).not.toMatch(/公司A|股票代码A|T-\d+年/);
  });

  it("is its own slot: a named and an anonymised debate of the same day are separate, and a replay keeps it", async () => {
    configure({
      MODEL_QUICK: "openai:test-model",
      MODEL_DEEP: "openai:test-model",
      OPENAI_BASE_URL: BASE,
      OPENAI_API_KEY: "sk-test",
    });
    net = mockNetwork(llm());
    const named = await debate({});
    expect(named.state.anonymized).toBeUndefined();
    const namedBodies = net.requests.map((r) => r.body);
    expect(namedBodies.some((b) => b.includes("贵州茅台"))).toBe(true);

    const anon = await debate({ anonymize: true });
    expect(anon.state.id).not.toBe(named.state.id);
    expect(anon.state.anonymized).toBe(true);

    const res = await postJson(`/api/debates/${anon.state.id}/replay`, {});
    expect(res.status, await res.clone().text()).toBe(202);
    const { id } = await json<{ id: string }>(res);
    const viewer = await Viewer.connect(id, 0);
    await viewer.waitFor(finished, 60_000);
    viewer.close();
    const replay = await json<PublicDebateState>(await api(`/api/debates/${id}`));
    expect(replay.status, JSON.stringify(replay.errors)).toBe("done");
    expect(replay.anonymized).toBe(true);
    // Answered from the archive: the same masked requests, mapped back to the same points.
    expect(replay.usage.calls).toBe(0);
    expect(replay.turns.map((t) => t.points)).toEqual(anon.state.turns.map((t) => t.points));
  });

  it("rejects a non-boolean anonymize with a 400 that names the field", async () => {
    const res = await postJson("/api/debates", { ticker: "600519", anonymize: "yes" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("anonymize");
  });
});
