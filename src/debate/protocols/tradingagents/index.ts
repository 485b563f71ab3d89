import type { EvidenceItem } from "../../debate-types";
import { END, type NodeSpec, type ProtocolGraph } from "../../graph";
import { graphVerdict } from "../../../verdict/final-verdict";
import {
  type FlowContext,
  bySeq,
  focusPack,
  gatherRolePacks,
  ok,
  packItems,
  rolesLookAhead,
  rolesVerifiedShare,
  scaledBudget,
} from "../../flow-common";
import type { ProtocolDefinition, ProtocolPlugin } from "../../protocol";
import type { PackSpec } from "../../../evidence/role-packs";
import { buildRoleMessages } from "../../prompts/role-prompts";
import {
  type AgentRole,
  briefOf,
  OUTPUT_SCHEMAS,
  type OutputKind,
  type RoleBrief,
  type Turn,
  type RoleTask,
} from "../../role-output";
import { z } from "zod";
import { TA_ROLES } from "./roles";
import { offlineManager, offlinePortfolioManager, offlineResearcher, offlineRisk, offlineTrader } from "./offline";
import { tradingAgentsSections } from "./report";

export const TaAnalyst = z.enum(["fundamentals", "technical", "news", "sentiment"]);
export type TaAnalyst = z.infer<typeof TaAnalyst>;

/**
 * TradingAgents (seed 003 §1-2): four analysts who do not see each other, bull/bear researchers for N rounds, the
 * research manager's plan, the trader, a three-way risk debate for K rounds, the portfolio manager. Each role's output
 * lives in its own field; the two debates keep their turns per side, and their lengths are the round counters.
 */
export interface TradingAgentsFlow extends FlowContext {
  protocol: "tradingagents";
  analysts: Record<TaAnalyst, Turn | null>;
  investmentDebate: { bull: Turn[]; bear: Turn[]; plan: Turn | null };
  trader: Turn | null;
  riskDebate: { aggressive: Turn[]; conservative: Turn[]; neutral: Turn[] };
  final: Turn | null;
}

export const TA_PACKS: PackSpec[] = [
  {
    name: "ta_fundamentals",
    dimensions: ["earnings", "valuation", "risk"],
    kinds: ["metric", "derived"],
    queries: [
      "营业总收入 归母净利润 同比",
      "毛利率 净利率 净资产收益率",
      "经营活动现金流量净额 利润",
      "资产负债率 应收账款 存货 商誉",
    ],
  },
  {
    name: "ta_technical",
    dimensions: ["market"],
    kinds: ["quote"],
    queries: ["收盘价 近二十个交易日涨跌幅", "近六十个交易日涨跌幅 回撤"],
    computed: ["technical"],
  },
  {
    name: "ta_news",
    dimensions: ["sentiment", "earnings", "risk", "market", "valuation"],
    kinds: ["announcement"],
    queries: ["公告 回购 增持 分红", "减持 问询函 处罚 诉讼", "业绩预告 重大合同 中标"],
  },
  {
    name: "ta_sentiment",
    dimensions: ["market"],
    kinds: ["quote"],
    queries: ["五十二周 最高 最低 回撤"],
    computed: ["sentiment_proxy"],
  },
];
const ALL_TA = TA_PACKS.map((p) => p.name);

/** Default rounds: one research round and one risk round keep a decision at 12 model calls (seed 003 §4.1 counts 25-40). */
export const DEFAULT_TA_ROUNDS = 1;
export const MAX_TA_ROUNDS = 3;

/** TradingAgents' own request field: rounds of the risk debate (the research debate takes `rounds`). */
const TaParams = z.object({
  riskRounds: z
    .number()
    .int()
    .min(1)
    .max(MAX_TA_ROUNDS)
    .optional()
    .meta({ description: "tradingagents: risk-debate rounds (default 1)" }),
});
const riskRoundsOf = (options: Record<string, number> | undefined): number => options?.riskRounds ?? DEFAULT_TA_ROUNDS;

export function emptyTradingAgentsFlow(ctx: Omit<FlowContext, "cursor">): TradingAgentsFlow {
  return {
    protocol: "tradingagents",
    cursor: { at: null, steps: 0, detours: [] },
    ...ctx,
    analysts: { fundamentals: null, technical: null, news: null, sentiment: null },
    investmentDebate: { bull: [], bear: [], plan: null },
    trader: null,
    riskDebate: { aggressive: [], conservative: [], neutral: [] },
    final: null,
  };
}

export function tradingAgentsResults(flow: TradingAgentsFlow): Turn[] {
  const d = flow.investmentDebate;
  const r = flow.riskDebate;
  return [
    ...Object.values(flow.analysts),
    ...d.bull,
    ...d.bear,
    d.plan,
    flow.trader,
    ...r.aggressive,
    ...r.conservative,
    ...r.neutral,
    flow.final,
  ]
    .filter((x): x is Turn => x !== null)
    .sort(bySeq);
}

const briefs = (rs: (Turn | null | undefined)[]): RoleBrief[] => rs.flatMap((r) => (r ? (briefOf(r) ?? []) : []));
const analystBriefs = (f: TradingAgentsFlow) => briefs(Object.values(f.analysts));

type Build = (
  flow: TradingAgentsFlow,
  evidence: EvidenceItem[],
) => Pick<RoleTask, "pack" | "inputs" | "memory" | "missing">;
type Later = (flow: TradingAgentsFlow) => Pick<RoleTask, "inputs" | "memory">;

/** Roles after the analysts read the reports they are given and a focused pack of what those reports cite. */
const later =
  (f: Later): Build =>
  (flow, ev) => {
    const part = f(flow);
    return { ...part, pack: focusPack(ev, flow.packs, ALL_TA, part.inputs), missing: [] };
  };

function node(
  id: string,
  role: AgentRole,
  tier: "quick" | "deep",
  kind: OutputKind,
  round: (f: TradingAgentsFlow) => number,
  build: Build,
  store: (f: TradingAgentsFlow, r: Turn) => void,
  evidence: () => EvidenceItem[],
): NodeSpec<TradingAgentsFlow> {
  return {
    id,
    role,
    tier,
    schema: OUTPUT_SCHEMAS[kind],
    schemaName: `role:${kind}`,
    round,
    buildTask: (flow, ctx) => ({
      kind: "role",
      protocol: "tradingagents",
      role,
      round: round(flow),
      ...ctx,
      ...build(flow, evidence()),
    }),
    buildMessages: (task, shared) =>
      buildRoleMessages(
        task,
        TA_ROLES,
        kind === "riskChanges" ? ["必须给出 riskChanges：风控辩论改变了什么（不超过200字）。"] : [],
        shared,
      ),
    store,
  };
}

export function tradingAgentsGraph(evidence: () => EvidenceItem[]): ProtocolGraph<TradingAgentsFlow> {
  const zero = () => 0;
  const analysts = TaAnalyst.options.map((a) =>
    node(
      `ta_${a}`,
      `ta_${a}`,
      "quick",
      "plain",
      zero,
      (f, ev) => ({
        pack: packItems(ev, f.packs[`ta_${a}`]),
        inputs: [],
        memory: [],
        missing: f.missing[`ta_${a}`] ?? [],
      }),
      (f, r) => {
        f.analysts[a] = r;
      },
      evidence,
    ),
  );
  const researchRound = (f: TradingAgentsFlow) => f.investmentDebate.bear.length + 1;
  const riskRound = (f: TradingAgentsFlow) => f.riskDebate.neutral.length + 1;
  const riskInputs = (f: TradingAgentsFlow, others: Turn[][]) =>
    briefs([f.investmentDebate.plan, f.trader, ...others.map((l) => l.at(-1))]);
  const nodes: NodeSpec<TradingAgentsFlow>[] = [
    ...analysts,
    node(
      "bull",
      "bull_researcher",
      "quick",
      "plain",
      researchRound,
      later((f) => ({
        inputs: [...analystBriefs(f), ...briefs([f.investmentDebate.bull.at(-1), f.investmentDebate.bear.at(-1)])],
        memory: [],
      })),
      (f, r) => {
        f.investmentDebate.bull.push(r);
      },
      evidence,
    ),
    node(
      "bear",
      "bear_researcher",
      "quick",
      "plain",
      (f) => f.investmentDebate.bear.length + 1,
      later((f) => ({
        inputs: [...analystBriefs(f), ...briefs([f.investmentDebate.bear.at(-1), f.investmentDebate.bull.at(-1)])],
        memory: [],
      })),
      (f, r) => {
        f.investmentDebate.bear.push(r);
      },
      evidence,
    ),
    node(
      "manager",
      "research_manager",
      "deep",
      "plain",
      (f) => f.investmentDebate.bear.length,
      later((f) => ({ inputs: briefs([...f.investmentDebate.bull, ...f.investmentDebate.bear]), memory: [] })),
      (f, r) => {
        f.investmentDebate.plan = r;
      },
      evidence,
    ),
    node(
      "trader",
      "trader",
      "quick",
      "plain",
      zero,
      later((f) => ({ inputs: [...analystBriefs(f), ...briefs([f.investmentDebate.plan])], memory: [] })),
      (f, r) => {
        f.trader = r;
      },
      evidence,
    ),
    node(
      "risk_aggressive",
      "risk_aggressive",
      "quick",
      "plain",
      riskRound,
      later((f) => ({ inputs: riskInputs(f, [f.riskDebate.conservative, f.riskDebate.neutral]), memory: [] })),
      (f, r) => {
        f.riskDebate.aggressive.push(r);
      },
      evidence,
    ),
    node(
      "risk_conservative",
      "risk_conservative",
      "quick",
      "plain",
      riskRound,
      later((f) => ({ inputs: riskInputs(f, [f.riskDebate.aggressive, f.riskDebate.neutral]), memory: [] })),
      (f, r) => {
        f.riskDebate.conservative.push(r);
      },
      evidence,
    ),
    node(
      "risk_neutral",
      "risk_neutral",
      "quick",
      "plain",
      riskRound,
      later((f) => ({ inputs: riskInputs(f, [f.riskDebate.aggressive, f.riskDebate.conservative]), memory: [] })),
      (f, r) => {
        f.riskDebate.neutral.push(r);
      },
      evidence,
    ),
    node(
      "pm",
      "portfolio_manager",
      "deep",
      "riskChanges",
      zero,
      later((f) => ({
        // Seed 003 §4.2: the risk debate's conclusions and the trader's call up front, not buried in history.
        inputs: briefs([
          f.trader,
          f.riskDebate.aggressive.at(-1),
          f.riskDebate.conservative.at(-1),
          f.riskDebate.neutral.at(-1),
          f.investmentDebate.plan,
        ]),
        memory: f.memory ?? [],
      })),
      (f, r) => {
        f.final = r;
      },
      evidence,
    ),
  ];
  return {
    protocol: "tradingagents",
    nodes: Object.fromEntries(nodes.map((n) => [n.id, n])),
    steps: {
      analysts: analysts.map((n) => n.id),
      bull: ["bull"],
      bear: ["bear"],
      manager: ["manager"],
      trader: ["trader"],
      risk_aggressive: ["risk_aggressive"],
      risk_conservative: ["risk_conservative"],
      risk_neutral: ["risk_neutral"],
      pm: ["pm"],
    },
    entry: "analysts",
    edges: {
      analysts: (f) => (Object.values(f.analysts).some(ok) ? "bull" : END),
      bull: () => "bear",
      bear: (f, ctx) => (f.investmentDebate.bear.length < Math.min(ctx.rounds, MAX_TA_ROUNDS) ? "bull" : "manager"),
      manager: () => "trader",
      trader: () => "risk_aggressive",
      risk_aggressive: () => "risk_conservative",
      risk_conservative: () => "risk_neutral",
      risk_neutral: (f, ctx) =>
        f.riskDebate.neutral.length < Math.min(riskRoundsOf(ctx.options), MAX_TA_ROUNDS) ? "risk_aggressive" : "pm",
      pm: () => END,
    },
    fallback: "pm",
    fallbackDone: (f) => f.final !== null,
    maxSteps: 1 + 2 * MAX_TA_ROUNDS + 2 + 3 * MAX_TA_ROUNDS + 1,
  };
}

/** After the graph: the portfolio manager's decision (the trader's when it has none), measured in code. */
function finishTradingAgents(
  flow: TradingAgentsFlow,
  evidence: readonly EvidenceItem[],
  asOf: string,
): ReturnType<ProtocolDefinition<TradingAgentsFlow>["finish"]> {
  const results = tradingAgentsResults(flow);
  const lookAhead = rolesLookAhead(results, evidence, asOf, flow.memory);
  const pm = ok(flow.final) ? flow.final : null;
  const trader = ok(flow.trader) ? flow.trader : null;
  const chosen = pm ?? trader;
  if (!chosen)
    return {
      ok: false,
      reason: "neither the portfolio manager nor the trader produced a decision",
      lookAhead,
      logAs: "final decision",
    };
  const lastBull = flow.investmentDebate.bull.at(-1)?.points[0];
  const lastBear = flow.investmentDebate.bear.at(-1)?.points[0];
  const disputes = [
    ...(lastBull && lastBear
      ? [
          `研究辩论：多头${lastBull.evidence.map((e) => e.id).join("、")}认为${lastBull.claim}；空头${lastBear.evidence.map((e) => e.id).join("、")}认为${lastBear.claim}`,
        ]
      : []),
    ...(chosen.output.riskChanges ? [`风控辩论：${chosen.output.riskChanges}`] : []),
  ];
  const riskSide = [...flow.investmentDebate.bear, ...flow.riskDebate.conservative];
  const verdict = graphVerdict({
    final: chosen.output,
    results,
    analysts: Object.values(flow.analysts),
    riskSide,
    disputeFocus: disputes,
  });
  return {
    ok: true,
    verdict,
    final: {
      source: pm ? "portfolio_manager" : "trader",
      note: pm ? "组合经理的最终决定" : `组合经理未给出决定（${flow.final?.error ?? "未运行"}），采用交易员的方向`,
      compromised: false,
      debateSkipped: false,
      ...(chosen.output.riskChanges ? { riskChanges: chosen.output.riskChanges } : {}),
    },
    lookAhead,
    verifiedShare: rolesVerifiedShare(results),
  };
}

export const tradingagents: ProtocolPlugin<TradingAgentsFlow, "tradingagents"> = {
  id: "tradingagents",
  labels: {
    name: "TradingAgents交易团队",
    text: "TradingAgents",
    short: "TA",
    long: "TradingAgents 交易团队",
    hint: "分析师团队 → 多空研究员辩论 → 研究经理 → 交易员 → 三方风控辩论 → 组合经理",
  },
  roles: TA_ROLES,
  offline: {
    bull_researcher: (t) => offlineResearcher(t, "bull"),
    bear_researcher: (t) => offlineResearcher(t, "bear"),
    research_manager: offlineManager,
    trader: offlineTrader,
    risk_aggressive: (t) => offlineRisk(t, "aggressive"),
    risk_neutral: (t) => offlineRisk(t, "neutral"),
    risk_conservative: (t) => offlineRisk(t, "conservative"),
    portfolio_manager: offlinePortfolioManager,
  },
  params: TaParams,
  options: (raw) => ({ riskRounds: TaParams.parse(raw).riskRounds ?? DEFAULT_TA_ROUNDS }),
  roundsZh: (rounds, options) => [
    `研究辩论 ${Math.min(rounds, MAX_TA_ROUNDS)} 轮`,
    `风控辩论 ${riskRoundsOf(options)} 轮`,
  ],
  page: {
    layout: "stages",
    header: ["研究辩论 {rounds} 轮", "风控辩论 {riskRounds} 轮"],
    memoryReaders: "组合经理",
    stages: [
      {
        key: "analysts",
        title: "分析师团队",
        hint: "四位分析师并行且互不可见：基本面、技术（程序计算的指标）、新闻（公告）、情绪（代理指标）",
        roles: TaAnalyst.options.map((a) => `ta_${a}`),
      },
      {
        key: "research",
        title: "研究辩论",
        hint: "多头与空头研究员依据分析师报告逐轮交锋",
        roles: ["bull_researcher", "bear_researcher"],
      },
      { key: "plan", title: "研究经理计划", hint: "裁定研究辩论，给出平衡后的方向与理由", roles: ["research_manager"] },
      {
        key: "trader",
        title: "交易员",
        hint: "把研究计划转为带理由的方向判断（不给仓位与价格目标）",
        roles: ["trader"],
      },
      {
        key: "risk",
        title: "风控辩论",
        hint: "激进 → 保守 → 中性，三方逐轮讨论同一方向的风险",
        roles: ["risk_aggressive", "risk_conservative", "risk_neutral"],
      },
      {
        key: "pm",
        title: "组合经理决定",
        hint: "最终决定，必须说明风控辩论改变了什么",
        roles: ["portfolio_manager"],
        final: "decisionChain",
      },
    ],
  },
  reportSections: tradingAgentsSections,
  graph: tradingAgentsGraph,
  gather: gatherRolePacks(TA_PACKS),
  newFlow: emptyTradingAgentsFlow,
  results: tradingAgentsResults,
  finish: finishTradingAgents,
  defaultRounds: DEFAULT_TA_ROUNDS,
  maxRounds: MAX_TA_ROUNDS,
  /** Four analysts, bull/bear per research round, manager, trader, three risk voices per risk round, portfolio manager. */
  plannedCalls: (p) => {
    const n = Math.min(p.rounds, MAX_TA_ROUNDS);
    const k = Math.min(riskRoundsOf(p.options), MAX_TA_ROUNDS);
    return 4 + 2 * n + 1 + 1 + 3 * k + 1;
  },
  tokenBudget: (p) => scaledBudget(p.tokenBudget, tradingagents.plannedCalls(p)),
};
