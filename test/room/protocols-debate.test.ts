import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { DebateParams } from "../../src/debate/debate-state";
import { recallMemory, reflectPastVerdicts } from "../../src/memory/memory-store";
import { flowResults } from "../../src/debate/flow";
import type { PublicDebateState } from "../../src/debate/public-state";
import { buildJudgeMessages } from "../../src/debate/prompts/debater-prompts";
import { buildReportDocument, SECTION_TITLES } from "../../src/report/report-document";
import { renderMarkdown } from "../../src/report/render-markdown";
import { createDb } from "../../src/db/client";
import { verdicts } from "../../src/db/schema";
import { ADMIN_TOKEN, api, json, postJson } from "../support/api";
import { roomEnded } from "../support/debates";
import { Viewer } from "../support/ws-viewer";
import { envOverrides } from "../support/worker-env";

const stub = (id: string) => env.DEBATE_ROOM.get(env.DEBATE_ROOM.idFromName(id));
const { configure } = envOverrides();

async function waitDone(id: string): Promise<PublicDebateState> {
  return roomEnded(stub(id));
}

async function post(body: Record<string, unknown>): Promise<PublicDebateState> {
  const res = await postJson("/api/debates", { fresh: true, ...body });
  expect(res.status, await res.clone().text()).toBe(202);
  return waitDone((await json<{ id: string }>(res)).id);
}

/** Starts a debate on the object directly (no pre-screen, no D1 debate row), for a ticker with little data. */
async function runDirect(
  id: string,
  over: Partial<DebateParams> & Pick<DebateParams, "ticker" | "companyName" | "asOf">,
): Promise<PublicDebateState> {
  await api("/api/health");
  await stub(id).start({
    id,
    protocol: "tradingagents",
    rounds: 1,
    tokenBudget: 15000,
    dataVersion: 1,
    createdAt: new Date().toISOString(),
    ...over,
  });
  return waitDone(id);
}

/** What the judge was given, rebuilt from the public state (the same fields buildJudgeTask reads). */
function buildJudgeTaskFromPublic(s: PublicDebateState) {
  return {
    kind: "judge" as const,
    ticker: s.ticker,
    companyName: s.companyName,
    asOf: s.asOf,
    evidence: s.evidence,
    turns: s.turns.filter((t) => t.role !== "judge"),
    hitRate: s.hitRate,
    memory: s.recalled ?? [],
  };
}

/**
 * Replay: the graph runs again from its first step on the stored packs and memory, every model request answered from
 * the reply archive: the same roles, points and verdict, no new call, and no new verdict in the ticker's history.
 */
async function expectExactReplay(s: PublicDebateState): Promise<void> {
  const res = await postJson(`/api/debates/${s.id}/replay`, {});
  expect(res.status, await res.clone().text()).toBe(202);
  const started = await json<{ id: string; replayOf: string }>(res);
  expect(started.replayOf).toBe(s.id);
  const again = await waitDone(started.id);
  expect(again.status).toBe("done");
  const shape = (x: PublicDebateState) =>
    flowResults(x.flow!).map(({ node, role, points, counterPoints, error }) => ({
      node,
      role,
      points,
      counterPoints,
      error,
    }));
  expect(shape(again)).toEqual(shape(s));
  expect(again.verdict).toEqual(s.verdict);
  expect(again.final).toEqual(s.final);
  expect(again.evidence).toEqual(s.evidence);
  expect(again.options).toEqual(s.options);
  expect(again.usage).toMatchObject({ calls: 0, cached: s.usage.calls });
  const replayed = await env.DB.prepare("SELECT COUNT(*) AS n FROM verdicts WHERE debate_id = ?")
    .bind(again.id)
    .first<{ n: number }>();
  expect(replayed?.n).toBe(0);
}

const report = async (id: string) => (await api(`/api/debates/${id}/report.md`)).text();
const tokens = (s: PublicDebateState) => s.usage.promptTokens + s.usage.completionTokens;

function expectSeedSections(md: string): void {
  expect(md.startsWith("> 内容由AI生成，仅供研究参考，不构成任何投资建议")).toBe(true);
  SECTION_TITLES.forEach((title, i) => expect(md).toContain(`## ${i + 1}. ${title}`));
  expect(md).toContain("## 时间穿越检查");
}

describe("FinDebate and TradingAgents through the real DebateRoom", () => {
  it("hands the adversarial sides no market reading older than a year before asOf", async () => {
    const s = await post({ ticker: "300750", asOf: "2024-12-31", rounds: 1 });
    expect(s.status).toBe("done");
    // Quote chunks have "-q-" ids. Since packs are built around the latest two annual years (issue 28), a quote may
    // not make a side's pack at all; any that does is from the year before asOf.
    const quotes = s.evidence.filter((e) => e.chunkId.includes("-q-"));
    expect(
      quotes.every((e) => e.publicDate > "2023-12-31"),
      JSON.stringify(quotes.map((e) => e.publicDate)),
    ).toBe(true);
    expect(s.evidence.every((e) => e.publicDate <= "2024-12-31")).toBe(true);
  });

  it("runs FinDebate end to end: five analysts, draft, safe debate, stance lock, verdict rule, its own report sections", async () => {
    const s = await post({ ticker: "宁德时代", protocol: "findebate", asOf: "2025-06-30" });
    expect(s.status).toBe("done");
    expect(s.protocol).toBe("findebate");
    const flow = s.flow!;
    expect(flow.protocol).toBe("findebate");
    if (flow.protocol !== "findebate") return;
    const runs = flowResults(flow);
    // One parallel step for the analysts, then one call each for synthesiser, trust, skeptic and leader.
    expect(
      runs
        .slice(0, 5)
        .map((r) => r.node)
        .sort(),
    ).toEqual(["fin_earnings", "fin_market", "fin_risk", "fin_sentiment", "fin_valuation"]);
    expect(flow.cursor.steps).toBe(5);
    // 300750's bars reach back to 2020, but a market reading more than a year before asOf is no longer evidence.
    const quotes = s.evidence.filter((e) => e.chunkId.includes("-q-"));
    expect(quotes.length).toBeGreaterThan(0);
    expect(
      quotes.every((e) => e.publicDate > "2024-06-30" && e.publicDate <= "2025-06-30"),
      JSON.stringify(quotes.map((e) => e.publicDate)),
    ).toBe(true);
    expect(s.final!.source === "leader" || s.final!.compromised || s.final!.debateSkipped).toBe(true);
    expect(s.verdict!.horizons).toEqual(flow.draft!.output!.horizons);
    expect(s.verdict!.stance === "neutral" || s.verdict!.stance === flow.draft!.output!.stance).toBe(true);
    expect(s.verdict!.rule).toMatch(/综合分|中性/);
    // Every answered role states evidence first and at least two counter-points, all verified in code.
    for (const r of runs.filter((x) => x.output)) {
      expect(r.counterPoints.length).toBeGreaterThanOrEqual(2);
      for (const p of [...r.points, ...r.counterPoints]) expect(p.verification.status).not.toBe("invalid");
    }
    // An analyst whose dimension has no evidence by asOf is not asked (and says so) rather than inventing.
    for (const r of runs.filter((x) => x.error))
      expect(r).toMatchObject({ skipped: true, error: expect.stringMatching(/^数据不足，未参与/) });
    expect(s.lookAhead).toMatchObject({ ok: true, evidenceAfterAsOf: [] });
    const md = await report(s.id);
    expectSeedSections(md);
    expect(md).toContain("## FinDebate：初稿与最终稿");
    expect(md).toContain("收益分析师");
    // The market analyst reads indicators computed from the stored bars; its pack is its own dimension only.
    expect(
      flow.packs.fin_market!.some((id) => s.evidence.find((e) => e.id === id)?.chunkId.startsWith("computed:")),
    ).toBe(true);
    for (const id of flow.packs.fin_risk!) expect(s.evidence.find((e) => e.id === id)?.dimension).toBe("risk");
    expect(md).toContain("## 记忆与复盘");
    await expectExactReplay(s);
    console.log(
      `findebate ${s.ticker}: calls ${s.usage.calls}, tokens ${tokens(s)} (prompt ${s.usage.promptTokens}, completion ${s.usage.completionTokens}, estimated ${s.usage.estimated})`,
    );
  });

  it("a role of a graph draws its tier's model (MODEL_QUICK / MODEL_DEEP), never an adversarial role's override", async () => {
    // The bull's own model cannot be reached (no base URL): adversarial debates are refused up front, naming it...
    configure({ MODEL_BULL: "openai:test-model", OPENAI_BASE_URL: "" });
    const refused = await postJson("/api/debates", { ticker: "300750", asOf: "2025-06-30", fresh: true });
    expect(refused.status).toBe(503);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toContain(
      "MODEL_BULL=openai:test-model",
    );
    // ...while FinDebate's quick roles take MODEL_QUICK (offline here), as its deep roles take MODEL_DEEP.
    const s = await post({ ticker: "300750", protocol: "findebate", asOf: "2025-06-30" });
    expect(s.status).toBe("done");
    const runs = flowResults(s.flow!).filter((r) => !r.error);
    expect(runs.length).toBeGreaterThan(0);
    expect(new Set(runs.map((r) => r.provider))).toEqual(new Set(["offline"]));
  });

  it("runs TradingAgents end to end with default settings in at most 12 model calls, and its PM says what the risk debate changed", async () => {
    const s = await post({ ticker: "300750", protocol: "tradingagents", asOf: "2025-06-30" });
    expect(s.status).toBe("done");
    expect(s.rounds).toBe(1);
    expect(s.options).toEqual({ riskRounds: 1 });
    const flow = s.flow!;
    if (flow.protocol !== "tradingagents") throw new Error("wrong flow");
    expect(flow.investmentDebate.bull).toHaveLength(1);
    expect(flow.investmentDebate.bear).toHaveLength(1);
    expect(flow.investmentDebate.plan?.output).toBeTruthy();
    expect(flow.trader?.output).toBeTruthy();
    expect(
      [flow.riskDebate.aggressive, flow.riskDebate.conservative, flow.riskDebate.neutral].map((l) => l.length),
    ).toEqual([1, 1, 1]);
    expect(flow.final?.output?.riskChanges).toBeTruthy();
    expect(s.final).toMatchObject({ source: "portfolio_manager", riskChanges: flow.final!.output!.riskChanges });
    expect(s.usage.calls).toBeLessThanOrEqual(12);
    // Issue 30: a default TradingAgents debate ends within its own token budget (it ended above it).
    expect(tokens(s)).toBeLessThanOrEqual(s.tokenBudget);
    // The technical analyst reads indicators computed in code from the stored bars.
    const tech = s.evidence.filter((e) => e.chunkId.startsWith("computed:300750:") && e.dimension === "market");
    expect(tech.map((e) => e.text).join("\n")).toMatch(/二十日均线[\s\S]*MACD[\s\S]*十四日RSI[\s\S]*布林带/);
    // The sentiment analyst says what the data lacks.
    expect(flow.missing.ta_sentiment?.join(" ")).toContain("资金流向");
    const md = await report(s.id);
    expectSeedSections(md);
    expect(md).toContain("## TradingAgents：研究辩论、交易员与风控辩论");
    expect(md).toContain("风控辩论改变了什么");
    await expectExactReplay(s);
    console.log(
      `tradingagents ${s.ticker}: calls ${s.usage.calls}, tokens ${tokens(s)} (prompt ${s.usage.promptTokens}, completion ${s.usage.completionTokens}, estimated ${s.usage.estimated}), budget ${s.tokenBudget}`,
    );
  });

  it("an adversarial debate gets the look-ahead check too; memory can be turned off per request", async () => {
    const adv = await post({ ticker: "300750", asOf: "2025-06-30" });
    expect(adv.lookAhead).toMatchObject({ ok: true });
    expect(await report(adv.id)).toContain("✅ 通过");
    console.log(`adversarial ${adv.ticker}: calls ${adv.usage.calls}, tokens ${tokens(adv)}`);
    const off = await post({ ticker: "300750", protocol: "findebate", asOf: "2025-05-30", memory: false });
    expect(off.memoryEnabled).toBe(false);
    expect(off.flow!.memory).toBeNull();
    expect(await report(off.id)).toContain("本次请求关闭了记忆");
    const bad = await postJson("/api/debates", { ticker: "300750", protocol: "tradingagents", riskRounds: 9 });
    expect(bad.status).toBe(400);
  });

  it("an asOf debate cannot see later data: evidence, indicators and cited items all end at asOf", async () => {
    const asOf = "2024-06-28";
    const s = await post({ ticker: "300750", protocol: "tradingagents", asOf });
    expect(s.status).toBe("done");
    expect(s.evidence.length).toBeGreaterThan(0);
    for (const e of s.evidence) expect(e.publicDate <= asOf, `${e.id} ${e.publicDate}`).toBe(true);
    const ma = s.evidence.find((e) => e.chunkId.endsWith(":ma"))!;
    expect(ma.publicDate <= asOf).toBe(true);
    // The same ticker as of a year later sees a different, later price history.
    const later = s.evidence.filter((e) => e.chunkId.startsWith("computed:")).map((e) => e.publicDate);
    expect(Math.max(...later.map((d) => Date.parse(d)))).toBeLessThanOrEqual(Date.parse(asOf));
    expect(s.lookAhead).toMatchObject({ asOf, ok: true });
    expect(s.lookAhead!.citedChecked).toBeGreaterThan(0);
  });

  it("reflects on a past verdict from stored prices and shows it to the portfolio manager, only once its horizons passed by asOf", async () => {
    // A test ticker with a known price series, loaded the documented way.
    const days: [string, number][] = [];
    const start = Date.parse("2023-12-01T00:00:00Z");
    for (let t = start, i = 0; t <= Date.parse("2024-04-30T00:00:00Z"); t += 86_400_000) {
      const d = new Date(t);
      if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
      days.push([d.toISOString().slice(0, 10), 10 + (i++ % 5) * 0.01]);
    }
    const price = new Map(days);
    price.set("2024-03-01", 10).set("2024-03-04", 10.3).set("2024-03-08", 9.8).set("2024-04-01", 10.1);
    const payload = {
      companies: [{ code: "688012", name: "复盘测试", exchange: "SH" }],
      metrics: ["2022-12-31", "2023-12-31"].flatMap((period, i) => [
        {
          ticker: "688012",
          period,
          metric: "revenue",
          value: 1e9 * (1 + i * 0.2),
          unit: "元",
          source: "测试",
          disclosureDate: `${period.slice(0, 4)}-03-31`.replace(/^(\d{4})/, (y) => String(Number(y) + 1)),
        },
        {
          ticker: "688012",
          period,
          metric: "net_profit",
          value: 1e8 * (1 + i * 0.3),
          unit: "元",
          source: "测试",
          disclosureDate: `${Number(period.slice(0, 4)) + 1}-03-31`,
        },
        {
          ticker: "688012",
          period,
          metric: "debt_ratio",
          value: 40 + i * 8,
          unit: "%",
          source: "测试",
          disclosureDate: `${Number(period.slice(0, 4)) + 1}-03-31`,
        },
      ]),
      quotes: [...price].map(([date, close]) => ({ ticker: "688012", date, close, volume: 1000 })),
    };
    const ingest = await postJson("/api/admin/ingest", payload, { authorization: `Bearer ${ADMIN_TOKEN}` });
    expect(ingest.status, await ingest.clone().text()).toBe(200);
    const db = createDb(env.DB);
    await db.insert(verdicts).values({
      debateId: "d_pastverdict1",
      ticker: "688012",
      protocol: "tradingagents",
      asOf: "2024-03-01",
      stance: "bullish",
      overall: 70,
      factuality: 80,
      dataVersion: 1,
      verdict: { stance: "bullish" },
      createdAt: "2024-03-01T08:00:00Z",
    });

    // As of 2024-03-05 only the one-day horizon has passed in the data: +3% (10 -> 10.3), a hit.
    expect(await reflectPastVerdicts(db, "688012", "2024-03-05")).toBe(1);
    const early = await recallMemory(db, { ticker: "688012", asOf: "2024-03-05", regime: null });
    expect(early).toHaveLength(1);
    expect(early[0]!.outcomes).toEqual([
      expect.objectContaining({
        horizon: "1d",
        return: 3,
        realised: "up",
        hit: true,
        benchmark: "none",
        excessReturn: null,
      }),
    ]);

    // A debate as of 2024-04-10: all three horizons known; week -2% (a miss), month +1% (flat, a miss).
    const s = await runDirect("d_reflection01", { ticker: "688012", companyName: "复盘测试", asOf: "2024-04-10" });
    expect(s.status, JSON.stringify(s.errors)).toBe("done");
    const memory = s.flow!.memory!;
    expect(memory).toHaveLength(1);
    expect(memory[0]!.outcomes.map((o) => [o.horizon, o.return, o.realised, o.hit])).toEqual([
      ["1d", 3, "up", true],
      ["1w", -2, "down", false],
      ["1m", 1, "flat", false],
    ]);
    expect(memory[0]!.match).toContain("same ticker");
    expect(memory[0]!.weight).toBeLessThan(1); // 40 days old
    expect(memory[0]!.lesson).toContain("未兑现");
    // Started on the object directly (no D1 debate row), so the report is rendered from its state.
    const md = renderMarkdown(buildReportDocument(s));
    expect(md).toContain("## 记忆与复盘");
    expect(md).toContain("2024-03-01 688012 看多（同一股票");
    expect(md).toMatch(/一日 [+-]\d+\.\d{2}%/);
    expect(md.slice(md.indexOf("## 记忆与复盘"))).not.toMatch(/bullish|same ticker|\b1[dwm]\b/);
    expect(md).toContain("未扣除沪深300基准");
    expect(s.lookAhead).toMatchObject({ ok: true, memoryChecked: 1 });

    // As of 2024-03-20 the month has not passed yet: the memory stops at the week, whatever rows exist.
    const mid = await recallMemory(db, { ticker: "688012", asOf: "2024-03-20", regime: null });
    expect(mid[0]!.outcomes.map((o) => o.horizon)).toEqual(["1d", "1w"]);

    // The adversarial judge is shown the same memory (and the report lists it), unless the request turns it off.
    const adv = await runDirect("d_advmemory01", {
      protocol: "adversarial",
      rounds: 1,
      ticker: "688012",
      companyName: "复盘测试",
      asOf: "2024-04-10",
    });
    expect(adv.status, JSON.stringify(adv.errors)).toBe("done");
    expect(adv.recalled).toHaveLength(1);
    expect(adv.lookAhead).toMatchObject({ ok: true, memoryChecked: 1 });
    const judgePrompt = buildJudgeMessages({ ...buildJudgeTaskFromPublic(adv) })
      .map((m) => m.content)
      .join("\n");
    expect(judgePrompt).toContain("历史相似情形与复盘");
    expect(judgePrompt).toContain("2024-03-01 688012 bullish");
    expect(renderMarkdown(buildReportDocument(adv))).toContain("## 记忆与复盘");
    const advOff = await runDirect("d_advmemory02", {
      protocol: "adversarial",
      rounds: 1,
      ticker: "688012",
      companyName: "复盘测试",
      asOf: "2024-04-10",
      memory: false,
    });
    expect(advOff.recalled).toBeNull();
    expect(renderMarkdown(buildReportDocument(advOff))).not.toContain("## 记忆与复盘");
  });

  it("streams the new roles' text to viewers as turn.delta before each turn.completed", async () => {
    const res = await postJson("/api/debates", {
      ticker: "宁德时代",
      protocol: "findebate",
      asOf: "2025-03-31",
      fresh: true,
    });
    expect(res.status).toBe(202);
    const { id } = await json<{ id: string }>(res);
    const viewer = await Viewer.connect(id, 0);
    await viewer.waitFor((e) => e.type === "done");
    viewer.close();
    const completed = viewer.events.filter((e) => e.type === "turn.completed");
    expect(completed.length).toBeGreaterThan(0);
    for (const done of completed) {
      const seq = (done.turn as { seq: number } | undefined)?.seq ?? (done.turnSeq as number);
      const deltas = viewer.events.filter((e) => e.type === "turn.delta" && e.turnSeq === seq);
      if (deltas.length === 0) continue; // roles skipped for want of evidence make no call
      expect(deltas.every((d) => d.seq < done.seq)).toBe(true);
    }
    expect(
      viewer.events.some(
        (e) => e.type === "turn.delta" && typeof e.node === "string" && String(e.node).startsWith("fin"),
      ),
    ).toBe(true);
  });
});
