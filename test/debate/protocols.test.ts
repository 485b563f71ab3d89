import { describe, expect, it } from "vitest";
import { plannedTurns } from "../../src/debate/protocols/adversarial/rounds";
import { callModel, type CallOptions } from "../../src/models/call-model";
import { Protocol, protocolOf, readerTitle } from "../../src/debate/protocols/registry";
import type { ArgueTask, DebaterOutput, EvidenceItem, JudgeOutput, Point } from "../../src/debate/debate-types";
import { outcomeOf, lessonOf } from "../../src/memory/reflection";
import { createOfflineProvider } from "../../src/offline/offline-provider";
import { emptyFinDebateFlow, type FinDebateFlow } from "../../src/debate/protocols/findebate/flow";
import { finDebateGraph } from "../../src/debate/protocols/findebate/graph";
import { coreCompromised, finDebateFinal, hasRecommendation } from "../../src/debate/protocols/findebate/stance-lock";
import {
  END,
  MAX_PARALLEL_CALLS,
  type NodeSpec,
  type ProtocolGraph,
  route,
  type RouteContext,
} from "../../src/debate/graph";
import { finalJudgeOutput } from "../../src/verdict/final-verdict";
import { checkLookAhead } from "../../src/verification/look-ahead";
import {
  type AdversarialFlow,
  adversarialGraph,
  newAdversarialFlow,
} from "../../src/debate/protocols/adversarial/index";
import type { RoleOutput, Turn } from "../../src/debate/role-output";
import { RoleOutput as RoleOutputSchema } from "../../src/debate/role-output";
import { type CallNode, runGraphStep } from "../../src/debate/run-step";
import { emptyTradingAgentsFlow, type TradingAgentsFlow } from "../../src/debate/protocols/tradingagents/flow";
import { tradingAgentsGraph } from "../../src/debate/protocols/tradingagents/graph";
import { applyVerdictRule } from "../../src/verdict/verdict-rule";

const item = (
  id: string,
  text: string,
  figures: EvidenceItem["figures"],
  over: Partial<EvidenceItem> = {},
): EvidenceItem => ({
  id,
  chunkId: `c-${id}`,
  text,
  category: "neutral",
  dimension: "earnings",
  period: "2024-12-31",
  publicDate: "2025-03-15",
  source: "测试",
  sourceUrl: null,
  figures,
  ...over,
});

// A small pack with real A-share phrasing: growth, margin, leverage, inventory.
const EVIDENCE: EvidenceItem[] = [
  item(
    "E1",
    "测试股份(600001) 2024年报 营业总收入 120.50亿元，同比+18.20%（测试）",
    [
      { label: "营业总收入", value: 12050000000, unit: "元" },
      { label: "营业总收入同比", value: 18.2, unit: "%" },
    ],
    { category: "growth" },
  ),
  item(
    "E2",
    "测试股份(600001) 2024年报 销售毛利率 45.10%，同比+2.30%（测试）",
    [
      { label: "销售毛利率", value: 45.1, unit: "%" },
      { label: "销售毛利率同比", value: 2.3, unit: "%" },
    ],
    { category: "growth" },
  ),
  item(
    "E3",
    "测试股份(600001) 2024年报 资产负债率 68.40%，同比+6.10%（测试）",
    [
      { label: "资产负债率", value: 68.4, unit: "%" },
      { label: "资产负债率同比", value: 6.1, unit: "%" },
    ],
    { category: "risk", dimension: "risk" },
  ),
  item(
    "E4",
    "测试股份(600001) 2024年报 存货 30.20亿元，同比+25.00%（测试）",
    [
      { label: "存货", value: 3020000000, unit: "元" },
      { label: "存货同比", value: 25, unit: "%" },
    ],
    { category: "risk", dimension: "risk" },
  ),
  item(
    "E5",
    "测试股份(600001) 2024年报 市盈率(TTM) 38.50倍（测试）",
    [{ label: "市盈率(TTM)", value: 38.5, unit: "倍" }],
    { dimension: "valuation" },
  ),
];
const PACKS = {
  fin_earnings: ["E1", "E2"],
  fin_market: ["E1"],
  fin_sentiment: [],
  fin_valuation: ["E5"],
  fin_risk: ["E3", "E4"],
};
const VERIFY = { tickerFigures: [], years: new Set([2024, 2025]), banned: [] };
const CTX = { ticker: "600001", companyName: "测试股份", asOf: "2025-06-30" };
const ROUTE: RouteContext = { rounds: 1, options: { riskRounds: 1 }, tokensUsed: 0, tokenBudget: 1e9 };

const OPTIONS: CallOptions = {
  retries: 0,
  repairs: 1,
  baseDelayMs: 0,
  timeoutMs: 5_000,
  sleep: async () => {},
  random: () => 0,
  now: () => 0,
};
const offlineCall: CallNode = async (_node, request, schema) => ({
  ...(await callModel(createOfflineProvider(), request, schema, OPTIONS)),
  provider: "offline",
  model: "rule-based-v1",
});

const findebateFlow = (): FinDebateFlow => emptyFinDebateFlow({ packs: PACKS, missing: {}, memory: [], regime: null });
const stepOf = (d: ReturnType<typeof route>) => {
  if (d.kind !== "step") throw new Error(`expected a step, got ${JSON.stringify(d)}`);
  return d;
};

/** Runs a graph on the offline provider until the router ends it; returns the final flow. */
async function runAll<F extends { cursor: FinDebateFlow["cursor"] }>(
  graph: ProtocolGraph<F>,
  flow: F,
  ctx: RouteContext = ROUTE,
  call: CallNode = offlineCall,
): Promise<F> {
  let f = flow;
  for (let seq = 1, guard = 0; guard < 40; guard++) {
    const d = route(graph, f, f.cursor, ctx);
    if (d.kind === "end") {
      if (d.detour) f.cursor.detours.push(d.detour);
      return f;
    }
    const out = await runGraphStep(
      graph,
      f,
      d,
      { ...CTX, seqStart: seq, evidence: EVIDENCE, route: ctx },
      call,
      VERIFY,
    );
    seq += out.results.length;
    f = out.flow;
  }
  throw new Error("graph did not end");
}

const leaderThat =
  (change: (o: RoleOutput) => RoleOutput): CallNode =>
  async (node, request, schema) => {
    const r = await offlineCall(node, request, schema);
    return node.id === "leader" && r.ok ? { ...r, value: change(r.value as RoleOutput) } : r;
  };

describe("FinDebate (seed 001 Algorithm 1)", () => {
  it("runs analysts in one parallel step, a draft, one round of safe debate, and keeps the draft's core", async () => {
    const graph = finDebateGraph(() => EVIDENCE);
    const first = stepOf(route(graph, findebateFlow(), findebateFlow().cursor, ROUTE));
    expect(first.nodes).toEqual(["fin_earnings", "fin_market", "fin_sentiment", "fin_valuation", "fin_risk"]);
    const flow = await runAll(graph, findebateFlow());
    expect(flow.cursor.at).toBe("leader");
    expect(flow.cursor.steps).toBe(5);
    // Analysts did not see each other: each analyst's citations stay inside its own pack.
    for (const [name, ids] of Object.entries(PACKS)) {
      const a = flow.analysts[name.slice(4) as keyof FinDebateFlow["analysts"]];
      if (ids.length === 0) {
        expect(a).toMatchObject({ skipped: true, error: expect.stringMatching(/^数据不足，未参与/) });
        continue;
      }
      for (const p of [...a!.points, ...a!.counterPoints]) for (const e of p.evidence) expect(ids).toContain(e.id);
      expect(a!.counterPoints.length).toBeGreaterThanOrEqual(2);
    }
    const final = finDebateFinal(flow)!;
    expect(final.source).toBe("leader");
    expect(final.output.stance).toBe(flow.draft!.output!.stance);
    expect(final.output.horizons).toEqual(flow.draft!.output!.horizons);
    // Every point of every role went through verification: the offline roles quote verbatim.
    const all = [flow.draft, flow.trust, flow.skeptic, flow.leader].flatMap((r) => [...r!.points, ...r!.counterPoints]);
    expect(all.every((p: Point) => p.verification.status === "verified")).toBe(true);
  });

  it("returns the draft when the leader flips the stance (core compromised), and says so", async () => {
    const graph = finDebateGraph(() => EVIDENCE);
    const flipped = await runAll(
      graph,
      findebateFlow(),
      ROUTE,
      leaderThat((o) => ({ ...o, stance: o.stance === "bearish" ? "bullish" : "bearish" })),
    );
    const final = finDebateFinal(flipped)!;
    expect(flipped.leader!.output!.stance).not.toBe(flipped.draft!.output!.stance);
    expect(final.compromised).toBe(true);
    expect(final.source).toBe("synthesiser");
    expect(final.output).toEqual(flipped.draft!.output);
    expect(final.note).toContain("核心受损");

    const week = await runAll(
      graph,
      findebateFlow(),
      ROUTE,
      leaderThat((o) => ({ ...o, horizons: { ...o.horizons!, week: o.horizons!.week === "down" ? "up" : "down" } })),
    );
    expect(finDebateFinal(week)!.compromised).toBe(true);
    expect(coreCompromised(week.leader!.output!, week.draft!.output!)).toEqual([expect.stringContaining("一周方向")]);
  });

  it("skips the safe debate when the draft makes no recommendation", async () => {
    expect(
      hasRecommendation({
        ...RoleOutputSchema.parse(sampleOutput("neutral")),
        horizons: { day: "flat", week: "flat", month: "flat" },
      }),
    ).toBe(false);
    expect(
      hasRecommendation({
        ...RoleOutputSchema.parse(sampleOutput("neutral")),
        horizons: { day: "up", week: "flat", month: "flat" },
      }),
    ).toBe(true);
    const graph = finDebateGraph(() => EVIDENCE);
    const flat: CallNode = async (node, request, schema) => {
      const r = await offlineCall(node, request, schema);
      return node.id === "synthesiser" && r.ok
        ? {
            ...r,
            value: {
              ...(r.value as RoleOutput),
              stance: "neutral",
              horizons: { day: "flat", week: "flat", month: "flat" },
            },
          }
        : r;
    };
    const flow = await runAll(graph, findebateFlow(), ROUTE, flat);
    expect(flow.cursor.at).toBe("synthesiser");
    expect(flow.trust).toBeNull();
    expect(finDebateFinal(flow)).toMatchObject({ debateSkipped: true, source: "synthesiser" });
  });
});

function sampleOutput(stance: "bullish" | "bearish" | "neutral") {
  const p = {
    claim: "营业总收入 120.50亿元",
    evidence: [{ id: "E1", quote: "营业总收入 120.50亿元" }],
    confidence: 0.6,
  };
  return { evidence: [p], counterPoints: [p, p], stance, conclusion: "推断", conviction: "low" };
}

describe("routers: round caps and fallbacks (seed 003 §2.3)", () => {
  const taFlow = (): TradingAgentsFlow =>
    emptyTradingAgentsFlow({
      packs: { ta_fundamentals: ["E1", "E2", "E3", "E4", "E5"], ta_technical: [], ta_news: [], ta_sentiment: [] },
      missing: {},
      memory: [],
      regime: null,
    });

  it("TradingAgents with N research rounds and K risk rounds makes 4 + 2N + 2 + 3K + 1 role runs, in order", async () => {
    const flow = await runAll(
      tradingAgentsGraph(() => EVIDENCE),
      taFlow(),
      { ...ROUTE, rounds: 2, options: { riskRounds: 1 } },
    );
    expect(flow.investmentDebate.bull).toHaveLength(2);
    expect(flow.investmentDebate.bear).toHaveLength(2);
    expect(flow.riskDebate.neutral).toHaveLength(1);
    expect(flow.final?.output?.riskChanges).toBeTruthy();
    expect(flow.cursor.steps).toBe(1 + 4 + 2 + 3 + 1);
    // The bear answers a bull point of the round before only where its evidence speaks to that point's topic (issue
    // 15: a rebuttal on another topic answers nothing), so any target it names is one of those points.
    const bullIds = flow.investmentDebate.bull[0]!.points.map((p) => p.id);
    for (const p of flow.investmentDebate.bear[0]!.points)
      if (p.rebuts !== undefined) expect(bullIds).toContain(p.rebuts);
  });

  it("caps rounds at 3 whatever is asked, and the step cap sends a runaway loop to judging", async () => {
    const flow = await runAll(
      tradingAgentsGraph(() => EVIDENCE),
      taFlow(),
      { ...ROUTE, rounds: 50, options: { riskRounds: 50 } },
    );
    expect(flow.investmentDebate.bear).toHaveLength(3);
    expect(flow.riskDebate.neutral).toHaveLength(3);

    // A router that always loops back (as a forgotten cap would) still ends: step cap -> fallback -> end.
    const graph = tradingAgentsGraph(() => EVIDENCE);
    graph.edges.bear = () => "bull";
    const looped = await runAll(graph, taFlow(), ROUTE);
    expect(looped.cursor.detours.join(" ")).toMatch(/已达步骤上限 \d+ 步，转入最终步骤/);
    expect(looped.final?.output).not.toBeNull();
  });

  it("a router that throws or names an unknown step falls back to judging, then ends", () => {
    const graph = tradingAgentsGraph(() => EVIDENCE);
    graph.edges.trader = () => {
      throw new Error("state field missing");
    };
    graph.edges.manager = () => "no_such_step";
    const f = taFlow();
    expect(route(graph, f, { at: "trader", steps: 5, detours: [] }, ROUTE)).toMatchObject({
      kind: "step",
      name: "pm",
      detour: "路由出错，转入最终步骤",
    });
    expect(route(graph, f, { at: "manager", steps: 4, detours: [] }, ROUTE)).toMatchObject({
      kind: "step",
      name: "pm",
      detour: "路由指向了不存在的步骤，转入最终步骤",
    });
    expect(route(graph, f, { at: "nowhere", steps: 4, detours: [] }, ROUTE)).toMatchObject({
      kind: "step",
      name: "pm",
      detour: "上一步之后没有可走的路由，转入最终步骤",
    });
    // The next step would pass the budget: straight to the final decision while it fits (step-budget.ts)…
    expect(
      route(
        graph,
        f,
        { at: "bull", steps: 2, detours: [] },
        { ...ROUTE, tokensUsed: 10, tokenBudget: 25, callTokens: 8 },
      ),
    ).toMatchObject({ name: "pm", detour: expect.stringContaining("词元预算 25") });
    // …and when even that would pass it, nothing more is sent.
    expect(
      route(graph, f, { at: "bull", steps: 2, detours: [] }, { ...ROUTE, tokensUsed: 10, tokenBudget: 5 }),
    ).toMatchObject({ kind: "end", detour: expect.stringContaining("最终决定约 0 将超出") });
    f.final = { node: "pm" } as Turn;
    // A reader's Chinese: no step id, no error text.
    expect(route(graph, f, { at: "trader", steps: 5, detours: [] }, ROUTE)).toEqual({
      kind: "end",
      detour: "路由出错，最终步骤已运行过，流程结束",
    });
    expect(graph.edges.pm!(f, ROUTE)).toBe(END);
  });

  it("a detour names the roles by their titles when the room gives them (the step before, the final step)", () => {
    const graph = tradingAgentsGraph(() => EVIDENCE);
    graph.edges.trader = () => {
      throw new Error("state field missing");
    };
    graph.edges.manager = () => "no_such_step";
    delete graph.edges.risk_neutral;
    graph.edges.analysts = () => "no_such_step";
    const f = taFlow();
    const at = (step: string) => route(graph, f, { at: step, steps: 4, detours: [] }, ROUTE, readerTitle).detour;
    expect(at("trader")).toBe("交易员之后的路由出错，转入最终步骤（组合经理）");
    expect(at("manager")).toBe("研究经理之后的路由指向了不存在的步骤，转入最终步骤（组合经理）");
    expect(at("risk_neutral")).toBe("中性风控之后没有可走的路由，转入最终步骤（组合经理）");
    // A parallel step of many roles is named by its first and their count.
    expect(at("analysts")).toBe("基本面分析师等 4 个角色之后的路由指向了不存在的步骤，转入最终步骤（组合经理）");
    expect(route(graph, f, { at: "bull", steps: 99, detours: [] }, ROUTE, readerTitle).detour).toMatch(
      /^已达步骤上限 \d+ 步，转入最终步骤（组合经理）$/,
    );
    f.final = { node: "pm" } as Turn;
    expect(at("trader")).toBe("交易员之后的路由出错，最终步骤（组合经理）已运行过，流程结束");
    // The bull/bear debate's seats by their Chinese names.
    const adversarial = adversarialGraph(() => EVIDENCE);
    adversarial.edges.rebuttal = () => "no_such_step";
    const flow = newAdversarialFlow({ packs: { bull: ["E1"], bear: ["E1"] }, missing: {}, memory: [], regime: null });
    const detour = route(adversarial, flow, { at: "rebuttal", steps: 2, detours: [] }, ROUTE, readerTitle).detour;
    expect(detour).toBe("空方之后的路由指向了不存在的步骤，转入最终步骤（裁判）");
  });
});

describe("parallel analysts", () => {
  it("never has more than 6 model calls in flight, and checkpoints the whole step's results together", async () => {
    let inFlight = 0;
    let peak = 0;
    const counting: CallNode = async (node, request, schema) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      return offlineCall(node, request, schema);
    };
    // Nine independent nodes in one step (more than any protocol has) against the real runner.
    const base = finDebateGraph(() => EVIDENCE).nodes.fin_earnings!;
    const nodes: Record<string, NodeSpec<FinDebateFlow>> = Object.fromEntries(
      Array.from({ length: 9 }, (_, i) => [
        `a${i}`,
        { ...base, id: `a${i}`, store: (f: FinDebateFlow, r: Turn) => void (i === 0 && (f.analysts.earnings = r)) },
      ]),
    );
    const graph: ProtocolGraph<FinDebateFlow> = {
      ...finDebateGraph(() => EVIDENCE),
      nodes,
      steps: { wide: Object.keys(nodes) },
      entry: "wide",
    };
    const out = await runGraphStep(
      graph,
      findebateFlow(),
      stepOf(route(graph, findebateFlow(), findebateFlow().cursor, ROUTE)),
      { ...CTX, seqStart: 1, evidence: EVIDENCE, route: ROUTE },
      counting,
      VERIFY,
    );
    expect(out.results).toHaveLength(9);
    expect(peak).toBe(MAX_PARALLEL_CALLS);
    expect(out.results.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(out.flow.cursor).toEqual({ at: "wide", steps: 1, detours: [] });

    // FinDebate's own analyst step: its four analysts with evidence are all in flight at once.
    peak = 0;
    const fin = finDebateGraph(() => EVIDENCE);
    const started: string[] = [];
    const called: string[] = [];
    const tagged: CallNode = async (node, request, schema) => {
      called.push(`${node.seq}:${node.role}:${node.round}`);
      return counting(node, request, schema);
    };
    const analysts = await runGraphStep(
      fin,
      findebateFlow(),
      stepOf(route(fin, findebateFlow(), findebateFlow().cursor, ROUTE)),
      { ...CTX, seqStart: 1, evidence: EVIDENCE, route: ROUTE },
      tagged,
      VERIFY,
      (node, seq, round) => started.push(`${seq}:${node.role}:${round}`),
    );
    expect(peak).toBe(4); // fin_sentiment has no evidence and is not asked
    // Each call names the turn its `turn.started` announced, so streamed deltas of parallel analysts stay apart.
    expect(called.sort()).toEqual(started.sort());
    expect(called.sort()).toEqual(
      analysts.results
        .filter((r) => r.provider !== "none")
        .map((r) => `${r.seq}:${r.role}:${r.round}`)
        .sort(),
    );
  });
});

describe("final decision -> verdict rule", () => {
  it("maps a final decision to judge scores measured in code, and the rule still decides the stance", async () => {
    const flow = await runAll(
      finDebateGraph(() => EVIDENCE),
      findebateFlow(),
    );
    const final = finDebateFinal(flow)!;
    const results = [...Object.values(flow.analysts), flow.draft, flow.trust, flow.skeptic, flow.leader].filter(
      (r): r is Turn => r !== null,
    );
    const { judge, verifiedShare } = finalJudgeOutput({
      final: final.output,
      results,
      analysts: Object.values(flow.analysts),
      riskSide: [flow.skeptic!],
      disputeFocus: [],
    });
    expect(judge.stance).toBe(final.output.stance);
    expect(judge.scores.factuality).toBe(Math.round(100 * verifiedShare));
    // One of five analysts had no evidence: relevance 80.
    expect(judge.scores.relevance).toBe(80);
    expect(judge.overall).toBe(
      Math.round(
        0.35 * judge.scores.factuality +
          0.25 * judge.scores.logic +
          0.2 * judge.scores.relevance +
          0.2 * judge.scores.riskCoverage,
      ),
    );
    // Unverified evidence drags factuality below 70: a directional call becomes neutral.
    const weak = applyVerdictRule({ ...judge, stance: "bullish", overall: 90 }, { verifiedShare: 0.5 });
    expect(weak.stance).toBe("neutral");
  });
});

describe("reflection and the look-ahead check", () => {
  const bars = [
    { date: "2024-03-01", close: 10, volume: null },
    { date: "2024-03-04", close: 10.3, volume: null },
    { date: "2024-03-08", close: 9.8, volume: null },
    { date: "2024-04-01", close: 10.1, volume: null },
  ];
  it("judges each horizon on the first bar on or after asOf + horizon; absolute return, no benchmark", () => {
    // 1d: 2024-03-02 is a Saturday -> 03-04: 10.3/10 − 1 = +3% > 0.5% -> up, a bullish call hits.
    expect(outcomeOf(bars, "2024-03-01", "1d", "up")).toMatchObject({
      endDate: "2024-03-04",
      return: 3,
      realised: "up",
      hit: true,
      benchmark: "none",
      excessReturn: null,
    });
    // 1w: 03-08: −2% < −1% -> down: a miss.
    expect(outcomeOf(bars, "2024-03-01", "1w", "up")).toMatchObject({
      endDate: "2024-03-08",
      return: -2,
      realised: "down",
      hit: false,
    });
    // 1m: 04-01: +1% inside the ±2% band -> flat: a miss for "up".
    const month = outcomeOf(bars, "2024-03-01", "1m", "up")!;
    expect(month).toMatchObject({ return: 1, realised: "flat", hit: false });
    expect(lessonOf(month, "上涨·六十日线上方")).toContain("未兑现");
    // Not yet passed in the data the caller may see: no outcome.
    expect(outcomeOf(bars.slice(0, 3), "2024-03-01", "1m", "up")).toBeNull();
  });

  it("has no outcome across a break in the stored bars: a five-year move is not a month's", () => {
    const gapped = [
      { date: "2020-03-19", close: 50, volume: null },
      { date: "2025-07-04", close: 300, volume: null },
    ];
    expect(outcomeOf(gapped, "2020-03-19", "1m", "up")).toBeNull(); // the next bar is five years after the month
    expect(outcomeOf(gapped, "2025-06-30", "1d", "up")).toBeNull(); // the last bar before asOf is five years old
  });

  it("flags anything cited or remembered that was public after asOf", () => {
    const later = { ...EVIDENCE[0]!, id: "E9", publicDate: "2025-07-02" };
    const check = checkLookAhead("2025-06-30", [...EVIDENCE, later], ["E1", "E9"], []);
    expect(check.ok).toBe(false);
    expect(check.evidenceAfterAsOf).toEqual([{ id: "E9", publicDate: "2025-07-02" }]);
    expect(checkLookAhead("2025-06-30", EVIDENCE, ["E1", "E3"], []).ok).toBe(true);
  });
});

describe("adversarial as a graph: bull/bear/judge on the same runner as the role graphs (seed 000 §3.3/§4.3)", () => {
  const DIMENSIONS = ["earnings", "risk", "market", "valuation", "sentiment"] as const;
  const JUDGED: JudgeOutput = {
    scores: { factuality: 80, logic: 70, relevance: 70, riskCoverage: 60 },
    overall: 72,
    stance: "bullish",
    coreConclusion: "E1显示收入增长",
    disputeFocus: [],
    risks: [],
    confidence: "可能",
  };
  const flow = () =>
    newAdversarialFlow({
      packs: { bull: ["E1", "E2", "E3", "E4", "E5"], bear: ["E1", "E2", "E3", "E4", "E5"] },
      missing: {},
      memory: [],
      regime: null,
    });
  const usage = (tokens: number) => ({
    calls: 1,
    promptTokens: tokens,
    completionTokens: 0,
    estimated: false,
    ms: 1,
    cached: 0,
  });
  /** Debaters cite `cite(round)` (a new item and dimension keep the debate going); every turn costs `tokens`. */
  const scripted =
    (
      cite: (round: number) => [string, (typeof DIMENSIONS)[number]],
      tokens = 100,
      fail?: (role: string, round: number) => boolean,
    ): CallNode =>
    async (node, request) => {
      const base = { attempts: [], usage: usage(tokens), provider: "test", model: "scripted" };
      if (node.role === "judge") return { ok: true, value: JUDGED, ...base };
      const { round } = request.task as ArgueTask;
      if (fail?.(node.role, round)) return { ok: false, error: "upstream 500", ...base };
      const [id, dimension] = cite(round);
      const value: DebaterOutput = {
        stance: node.role === "bull" ? "bullish" : "bearish",
        points: [{ claim: "经营向好", evidence: [{ id, quote: "2024年报" }], confidence: 0.6, dimension }],
      };
      return { ok: true, value, ...base };
    };
  const fresh = (round: number): [string, (typeof DIMENSIONS)[number]] => [`E${round}`, DIMENSIONS[round - 1]!];
  const ctxFor = (rounds: number, tokenBudget = 1e9): RouteContext => ({
    rounds,
    options: { riskRounds: 0 },
    tokensUsed: 0,
    tokenBudget,
  });

  /** Runs the graph as the room does, counting tokens into the route context; returns the flow and every step's events. */
  async function debate(
    rounds: number,
    call: CallNode,
    opts: { tokenBudget?: number; graph?: ProtocolGraph<AdversarialFlow> } = {},
  ) {
    const graph = opts.graph ?? adversarialGraph(() => EVIDENCE);
    const ctx = ctxFor(rounds, opts.tokenBudget);
    let f = flow();
    const events: string[] = [];
    for (let seq = 1, guard = 0; guard < 40; guard++) {
      const d = route(graph, f, f.cursor, ctx);
      if (d.kind === "end") return { flow: f, events, end: d, steps: f.cursor };
      const out = await runGraphStep(
        graph,
        f,
        d,
        { ...CTX, seqStart: seq, evidence: EVIDENCE, route: ctx },
        call,
        VERIFY,
      );
      seq += out.results.length;
      ctx.tokensUsed += out.usage.promptTokens;
      f = out.flow;
      events.push(`${d.name}:${out.effect.events.map((e) => e.type).join(",")}${out.effect.fail ? ":fail" : ""}`);
      if (out.effect.fail) return { flow: f, events, end: null, steps: f.cursor };
    }
    throw new Error("the graph never ended");
  }
  const turnsOf = (f: AdversarialFlow) => f.turns.map((t) => `${t.role}${t.round}`);

  it("is declared in the one registry beside the role graphs, with quick debaters and a deep judge", () => {
    expect(Protocol.options).toEqual(["adversarial", "findebate", "tradingagents", "vote"]);
    const graph = protocolOf("adversarial").graph(() => EVIDENCE);
    expect(Object.values(graph.nodes).map((n) => `${n.id}:${n.tier}`)).toEqual([
      "bull:quick",
      "bear:quick",
      "judge:deep",
      // The ablation option's opening-round judging: the same judge, so the same deep tier.
      "opening_judge:deep",
    ]);
    expect(graph.fallback).toBe("judge");
    expect(protocolOf("findebate").graph(() => EVIDENCE).protocol).toBe("findebate");
    expect(protocolOf("tradingagents").graph(() => EVIDENCE).protocol).toBe("tradingagents");
  });

  it("opening, rebuttal, response, then rebuttal/response per round: the turn plan, then the judge and a verdict in code", async () => {
    for (const rounds of [1, 3, 5]) {
      const { flow: f, events } = await debate(rounds, scripted(fresh));
      expect(turnsOf(f)).toEqual([...plannedTurns(rounds).map((t) => `${t.role}${t.round}`), `judge${rounds}`]);
      expect(f.turns.map((t) => t.seq)).toEqual(f.turns.map((_, i) => i + 1));
      // Each round ends with its summary; the judge's step adds none.
      expect(events.filter((e) => e.includes("round.completed"))).toHaveLength(rounds);
      expect(events.at(-1)).toBe("judge:");
      const outcome = protocolOf("adversarial").finish(f, EVIDENCE, CTX.asOf);
      expect(outcome).toMatchObject({
        ok: true,
        verdict: { stance: "bullish" },
        verifiedShare: 1,
        lookAhead: { ok: true },
      });
    }
  });

  it("a round with no new evidence and no new dimension stops the rounds (convergence), then the judge speaks", async () => {
    const { flow: f, events } = await debate(
      3,
      scripted(() => ["E1", "earnings"]),
    );
    expect(turnsOf(f)).toEqual(["bull1", "bear1", "bull1", "bear2", "bull2", "judge2"]);
    expect(f.stoppedEarly).toMatchObject({ round: 2, reason: "converged" });
    expect(events).toContain("response:round.completed,converged");
  });

  it("stops before a turn that would pass the token budget, naming the round it skipped, then judges", async () => {
    // Each turn costs 100 tokens: after three, 300 used + ~100 projected passes a budget of 350.
    const { flow: f, events } = await debate(3, scripted(fresh), { tokenBudget: 350 });
    expect(turnsOf(f)).toEqual(["bull1", "bear1", "bull1", "judge1"]);
    expect(f.stoppedEarly).toMatchObject({
      reason: "budget",
      round: 2,
      detail: expect.stringContaining("词元预算 350 将被超出"),
    });
    expect(events).toContain("stop:converged");
  });

  it("a failed turn before round 1 is complete fails the debate; after it, the rounds stop and the judge speaks", async () => {
    const early = await debate(
      3,
      scripted(fresh, 100, (role, round) => role === "bear" && round === 1),
    );
    expect(early.events.at(-1)).toBe("rebuttal::fail");
    expect(turnsOf(early.flow)).toEqual(["bull1", "bear1"]);
    const late = await debate(
      3,
      scripted(fresh, 100, (role, round) => role === "bear" && round === 2),
    );
    expect(late.flow.stoppedEarly).toMatchObject({ round: 2, reason: "turn_failed" });
    expect(turnsOf(late.flow)).toEqual(["bull1", "bear1", "bull1", "bear2", "judge2"]);
  });

  it("every router has a fallback: a router that throws or names an unknown step, or a runaway loop, ends at the judge", async () => {
    const base = adversarialGraph(() => EVIDENCE);
    const throwing = {
      ...base,
      edges: {
        ...base.edges,
        rebuttal: () => {
          throw new Error("state field missing");
        },
      },
    };
    const a = await debate(3, scripted(fresh), { graph: throwing });
    expect(turnsOf(a.flow)).toEqual(["bull1", "bear1", "judge1"]);
    expect(a.steps.detours).toEqual(["路由出错，转入最终步骤"]);
    const unknown = { ...base, edges: { ...base.edges, rebuttal: () => "analyst" } };
    expect((await debate(3, scripted(fresh), { graph: unknown })).steps.detours).toEqual([
      "路由指向了不存在的步骤，转入最终步骤",
    ]);
    // A response router that forgot the round cap still stops at the planned number of turns.
    const looping = { ...base, edges: { ...base.edges, response: () => "rebuttal" } };
    const c = await debate(2, scripted(fresh), { graph: looping });
    expect(turnsOf(c.flow)).toHaveLength(plannedTurns(2).length + 1);
    expect(c.steps.detours).toEqual(["已达步骤上限 5 步，转入最终步骤"]);
  });
});
