import { SAMPLE_DEBATE_AS_OF } from "../../src/sample/index";
import { env, evictDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { PublicDebateState } from "../../src/debate/public-state";
import { ReportDocument } from "../../src/wire/report-document";
import { api, json, postJson } from "../support/api";
import { roomEnded } from "../support/debates";
import { Viewer, type ViewerEvent } from "../support/ws-viewer";

type Created = { id: string; status: string; existing: boolean; links: { self: string; ws: string; report: string } };

async function startDebate(body: Record<string, unknown>): Promise<Created> {
  const res = await postJson("/api/debates", body);
  expect(res.status, await res.clone().text()).toBe(202);
  return json<Created>(res);
}

async function state(id: string): Promise<PublicDebateState> {
  const res = await api(`/api/debates/${id}`);
  expect(res.status).toBe(200);
  return json<PublicDebateState>(res);
}

const seqs = (events: ViewerEvent[]) => events.map((e) => e.seq);
const stub = (id: string) => env.DEBATE_ROOM.get(env.DEBATE_ROOM.idFromName(id));

/** Starts a debate on the object directly (no D1 row), for parameters the HTTP API does not expose, and waits for it. */
async function runDirect(
  id: string,
  over: { rounds: number; tokenBudget: number; asOf?: string },
): Promise<PublicDebateState> {
  await api("/api/health"); // loads the sample data
  const started = await stub(id).start({
    id,
    ticker: "600519",
    companyName: "贵州茅台",
    protocol: "adversarial",
    asOf: "2026-06-30",
    dataVersion: 1,
    createdAt: new Date().toISOString(),
    ...over,
  });
  expect(started.status).toBe("queued");
  return roomEnded(stub(id), { timeoutMs: 10_000 });
}

describe("a debate in its Durable Object", () => {
  it("runs bull/bear rounds and a judge on the offline provider, watched live and late", async () => {
    const created = await startDebate({ ticker: "贵州茅台", asOf: "2025-06-30" });
    expect(created.links.ws).toBe(`/api/debates/${created.id}/ws`);
    const live = await Viewer.connect(created.id);
    await live.waitFor((e) => e.type === "done");

    const first = live.events[0]!;
    expect(first.type).toBe("snapshot");
    const after = live.events.slice(1);
    expect(after.length).toBeGreaterThan(0);
    expect(seqs(live.events)).toEqual([...seqs(live.events)].sort((a, b) => a - b));
    expect(new Set(seqs(after)).size).toBe(after.length);
    const types = new Set(live.events.map((e) => e.type));
    for (const t of ["turn.started", "turn.completed", "round.completed", "verdict", "done"])
      expect(types).toContain(t);

    const late = await Viewer.connect(created.id);
    const snap = await late.waitFor((e) => e.type === "snapshot");
    const snapState = snap.state as PublicDebateState;
    expect(snapState.status).toBe("done");
    expect(snapState.verdict).not.toBeNull();
    live.close();
    late.close();

    const s = await state(created.id);
    expect(s.status).toBe("done");
    expect(s.ticker).toBe("600519");
    expect(s.models.offline).toBe(true);
    expect(s.notice).toContain("离线规则引擎");
    expect(s.disclaimer).toBe("内容由AI生成，仅供研究参考，不构成任何投资建议");
    expect(s.usage.calls).toBeGreaterThanOrEqual(2);
    expect(s.usage.calls).toBeLessThanOrEqual(8);
    expect(s.turns[0]!.role).toBe("bull");
    expect(s.turns[1]!.role).toBe("bear");
    expect(s.turns.at(-1)!.role).toBe("judge");
    for (const t of s.turns.filter((t) => t.role !== "judge")) {
      for (const p of t.points) {
        expect(p.claim.length).toBeLessThanOrEqual(100);
        expect(p.evidence.length).toBeGreaterThan(0);
        expect(["verified", "doubtful", "invalid", "unverifiable"]).toContain(p.verification.status);
        // Only evidence public by asOf may be in the packs.
        for (const e of p.evidence) {
          const item = s.evidence.find((x) => x.id === e.id);
          if (item) expect(item.publicDate <= "2025-06-30").toBe(true);
        }
      }
    }
    // The offline analyst cites its own pack with verbatim quotes and real numbers: everything verifies.
    expect(s.hitRate).toBeGreaterThan(0.9);
    const v = s.verdict!;
    expect(["bullish", "bearish", "neutral"]).toContain(v.stance);
    expect(v.scores.factuality).toBeLessThanOrEqual(Math.round(s.hitRate * 100));
    expect(v.rule.length).toBeGreaterThan(0);

    // Appended to D1 and cached in KV for the ticker.
    const rows = await env.DB.prepare("SELECT stance FROM verdicts WHERE debate_id = ?").bind(created.id).all();
    expect(rows.results).toHaveLength(1);
    // A debate as of a past date is history, not today's cached verdict (the cache itself: test/services/verdict-cache.test.ts).
    const latest = await json<{ debateId: string; source: string; stale: boolean }>(
      await api("/api/tickers/600519/verdict"),
    );
    expect(latest.debateId).toBe(created.id);
    expect(latest).toMatchObject({ source: "history", stale: true });

    const md = await (await api(`/api/debates/${created.id}/report.md`)).text();
    expect(md.startsWith("> 内容由AI生成，仅供研究参考，不构成任何投资建议")).toBe(true);
    for (const h of ["核心结论", "辩论时间线", "事实证据链", "风险提示", "争议焦点"])
      expect(md).toMatch(new RegExp(`^## \\d\\. ${h}`, "m"));
    const rj = ReportDocument.parse(await json(await api(`/api/debates/${created.id}/report.json`)));
    expect(rj.disclaimer).toBe(s.disclaimer);
    expect(rj.sections.slice(0, 5).map((x) => [x.id, x.number])).toEqual([
      ["core", 1],
      ["timeline", 2],
      ["evidence", 3],
      ["risks", 4],
      ["disputes", 5],
    ]);
  });

  it("replays every event after `since` to a reconnecting viewer: no gaps, no duplicates", async () => {
    const created = await startDebate({ ticker: "600036", asOf: "2025-06-30" });
    const first = await Viewer.connect(created.id, 0);
    const cut = await first.waitFor((e) => e.type === "turn.completed");
    first.close();
    const kept = first.events.filter((e) => e.seq <= cut.seq);
    const again = await Viewer.connect(created.id, cut.seq);
    await again.waitFor((e) => e.type === "done");
    const joined = [...kept, ...again.events];
    const all = await Viewer.connect(created.id, 0);
    await all.waitFor((e) => e.type === "done");
    expect(seqs(joined)).toEqual(seqs(all.events));
    expect(new Set(seqs(joined)).size).toBe(joined.length);
    again.close();
    all.close();
  });

  it("resumes after eviction mid-debate without redoing a turn or paying a call twice", async () => {
    const created = await startDebate({ ticker: "600028", asOf: "2025-06-30" });
    const v = await Viewer.connect(created.id, 0);
    await v.waitFor((e) => e.type === "turn.completed");
    await evictDurableObject(stub(created.id));
    const after = await Viewer.connect(created.id, 0);
    await after.waitFor((e) => e.type === "done");
    const s = await state(created.id);
    expect(s.status).toBe("done");
    expect(s.turns.map((t) => t.seq)).toEqual(s.turns.map((_, i) => i + 1));
    const completed = after.events
      .filter((e) => e.type === "turn.completed")
      .map((e) => (e.turn as { seq: number }).seq);
    expect(new Set(completed).size).toBe(completed.length);
    expect(await stub(created.id).paidReplies()).toBe(s.usage.calls);
    v.close();
    after.close();
  });

  it("stops early when a round adds no new evidence or dimension (convergence)", async () => {
    // A generous budget, so only convergence can end the five planned rounds early. As of mid-2025: by 2026 the sample
    // holds enough distinct figures of 600519 (quarterly ratios, weighted ROE) for five rounds of new evidence.
    const s = await runDirect("d_convergence1", { rounds: 5, tokenBudget: 200_000, asOf: "2025-06-30" });
    expect(s.status).toBe("done");
    expect(s.stoppedEarly?.reason).toBe("converged");
    const round = s.stoppedEarly!.round;
    const before = new Set(
      s.turns.filter((t) => t.round < round).flatMap((t) => t.points.flatMap((p) => p.evidence.map((e) => e.id))),
    );
    const fresh = s.turns
      .filter((t) => t.round === round && t.role !== "judge")
      .flatMap((t) => t.points.flatMap((p) => p.evidence.map((e) => e.id)));
    expect(fresh.filter((id) => !before.has(id))).toEqual([]);
    expect(s.usage.calls).toBeLessThan(1 + 2 * 5 + 1);
  });

  it("ends the rounds at the token budget and still judges, saying so", async () => {
    const s = await runDirect("d_budgettest0", { rounds: 3, tokenBudget: 2500 });
    expect(s.status).toBe("done");
    expect(s.stoppedEarly?.reason).toBe("budget");
    // The budget asked for, plus the evidence prefix every prompt shares counted once (shared-prefix.ts).
    expect(s.tokenBudget).toBeGreaterThan(2500);
    expect(s.stoppedEarly?.detail).toContain(`词元预算 ${s.tokenBudget} 将被超出`);
    expect(s.verdict).not.toBeNull();
    expect(s.turns.filter((t) => t.role !== "judge").length).toBeLessThan(7);
  });

  it("answers a duplicate POST with the debate already running", async () => {
    const [a, b] = await Promise.all([
      postJson("/api/debates", { ticker: "601318", asOf: "2025-06-30" }),
      postJson("/api/debates", { ticker: "中国平安", asOf: "2025-06-30" }),
    ]);
    const [ja, jb] = [await json<Created>(a), await json<Created>(b)];
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(ja.id).toBe(jb.id);
    expect([ja.existing, jb.existing].sort()).toEqual([false, true]);
  });
});

describe("debate routes reject bad input with 4xx JSON", () => {
  const cases: [string, () => Promise<Response>, number, string][] = [
    ["an empty body", () => postJson("/api/debates", {}), 400, "ticker"],
    ["rounds out of range", () => postJson("/api/debates", { ticker: "600519", rounds: 9 }), 400, "rounds"],
    ["an unknown field", () => postJson("/api/debates", { ticker: "600519", target: 2000 }), 400, "target"],
    [
      "an unknown protocol",
      () => postJson("/api/debates", { ticker: "600519", protocol: "roundtable" }),
      400,
      "protocol",
    ],
    ["an impossible date", () => postJson("/api/debates", { ticker: "600519", asOf: "2024-02-30" }), 400, "asOf"],
    ["a future asOf", () => postJson("/api/debates", { ticker: "600519", asOf: "2999-01-01" }), 400, "未来"],
    ["a malformed ticker", () => postJson("/api/debates", { ticker: "60x'; DROP TABLE" }), 400, ""],
    ["an unknown code", () => postJson("/api/debates", { ticker: "688999" }), 404, "688999"],
    [
      "a non-JSON body",
      () => api("/api/debates", { method: "POST", headers: { "content-type": "application/json" }, body: "{nope" }),
      400,
      "JSON",
    ],
    [
      "a wrong content type",
      () => api("/api/debates", { method: "POST", headers: { "content-type": "text/plain" }, body: "600519" }),
      415,
      "JSON",
    ],
    ["a malformed debate id", () => api("/api/debates/../../etc"), 404, ""],
    ["a bad debate id", () => api("/api/debates/xyz"), 400, "d_"],
    ["an unknown debate id", () => api("/api/debates/d_000000000000"), 404, "d_000000000000"],
    ["an unknown report id", () => api("/api/debates/d_000000000000/report.md"), 404, ""],
    ["a WebSocket route without upgrade", () => api("/api/debates/d_000000000000/ws"), 426, "WebSocket"],
    [
      "a bad since",
      () => api("/api/debates/d_000000000000/ws?since=abc", { headers: { Upgrade: "websocket" } }),
      400,
      "since",
    ],
  ];
  it.each(cases)("%s", async (_name, send, status, mentions) => {
    const res = await send();
    expect(res.status).toBe(status);
    const body = await json<{ error: { code: string; message: string } }>(res);
    expect(body.error.code).toBeTruthy();
    expect(body.error.message).toContain(mentions);
  });

  it("refuses to debate on evidence too thin to argue (pre-screen), before any model call", async () => {
    const res = await postJson("/api/debates", { ticker: "300750", asOf: "2016-01-01" });
    expect(res.status).toBe(422);
    const body = await json<{ error: { code: string; message: string; missing: string[]; missingZh: string[] } }>(res);
    expect(body.error.code).toBe("insufficient_evidence");
    expect(body.error.missing.length).toBeGreaterThan(0);
    // The same gaps in Chinese, one for one: what the page lists under 缺少.
    expect(body.error.missingZh).toHaveLength(body.error.missing.length);
    expect(body.error.missingZh[0]).toMatch(/^截至 2016-01-01 已公开的财务指标只有 \d+ 条，至少需要 8 条$/);
    const rows = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM debates WHERE ticker = '300750' AND as_of = '2016-01-01'",
    ).first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it("refuses to argue by default from reports more than 24 months old, and debates the same company as of a date they were current", async () => {
    // 000858's sample reports end with FY2019 (published by 2020-04-30); its daily bars run to the sample's debate
    // date, which is what a debate without a date is as of.
    const today = SAMPLE_DEBATE_AS_OF;
    const stale = await postJson("/api/debates", { ticker: "000858" });
    expect(stale.status).toBe(422);
    const body = await json<{ error: { code: string; message: string; suggestedAsOf: string } }>(stale);
    expect(body.error.message).toContain(`截至 ${today} 最新的财务报告发布于 2020-04-30，已超过 24 个月`);
    // The answer names the last date at which the reports are recent enough, and that date works.
    expect(body.error.suggestedAsOf).toBe("2022-04-30");
    expect(body.error.message).toContain("可改为按 2022-04-30 或更早的数据辩论");
    expect((await postJson("/api/debates", { ticker: "000858", asOf: "2022-05-01" })).status).toBe(422);
    expect((await postJson("/api/debates", { ticker: "000858", asOf: body.error.suggestedAsOf })).status).toBe(202);
  });
});
