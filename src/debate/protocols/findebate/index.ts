import type { EvidenceItem, Stance } from "../../debate-types";
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
import { z } from "zod";
import { FIN_ROLES } from "./roles";
import { offlineLeader, offlineSkeptic, offlineSynthesiser, offlineTrust } from "./offline";
import { finDebateSections } from "./report";
import {
  type AgentRole,
  briefOf,
  type Horizons,
  OUTPUT_SCHEMAS,
  type OutputKind,
  type RoleBrief,
  type RoleOutput,
  type Turn,
  type RoleTask,
} from "../../role-output";

export const FinAnalyst = z.enum(["earnings", "market", "sentiment", "valuation", "risk"]);
export type FinAnalyst = z.infer<typeof FinAnalyst>;

/** FinDebate (seed 001, Algorithm 1): five specialist analysts in parallel, a synthesised draft, a one-round safe debate. */
export interface FinDebateFlow extends FlowContext {
  protocol: "findebate";
  analysts: Record<FinAnalyst, Turn | null>;
  draft: Turn | null;
  trust: Turn | null;
  skeptic: Turn | null;
  leader: Turn | null;
}

export const FIN_PACKS: PackSpec[] = [
  {
    name: "fin_earnings",
    dimensions: ["earnings"],
    queries: ["营业总收入 归母净利润 同比", "毛利率 净利率 净资产收益率", "经营活动现金流量净额 利润 覆盖"],
  },
  {
    name: "fin_market",
    dimensions: ["market"],
    queries: ["收盘价 近二十个交易日涨跌幅", "近六十个交易日涨跌幅 回撤", "五十二周 最高 最低"],
    computed: ["technical"],
  },
  {
    name: "fin_sentiment",
    dimensions: ["sentiment"],
    queries: ["回购 增持 分红 业绩预告", "减持 问询函 处罚 诉讼", "股东大会 管理层 董事会"],
  },
  { name: "fin_valuation", dimensions: ["valuation"], queries: ["市盈率 TTM", "市净率 每股净资产", "总市值"] },
  { name: "fin_risk", dimensions: ["risk"], queries: ["资产负债率 总负债", "应收账款 存货 周转天数", "商誉 货币资金"] },
];

const ALL_FIN = FIN_PACKS.map((p) => p.name);

export function emptyFinDebateFlow(ctx: Omit<FlowContext, "cursor">): FinDebateFlow {
  return {
    protocol: "findebate",
    cursor: { at: null, steps: 0, detours: [] },
    ...ctx,
    analysts: { earnings: null, market: null, sentiment: null, valuation: null, risk: null },
    draft: null,
    trust: null,
    skeptic: null,
    leader: null,
  };
}

/** Seed 001 Algorithm 1 step 1: the safe debate only refines a report that makes a recommendation. */
export function hasRecommendation(output: RoleOutput | null): boolean {
  if (!output?.horizons) return false;
  const h = output.horizons;
  return output.stance !== "neutral" || h.day !== "flat" || h.week !== "flat" || h.month !== "flat";
}

/** Seed 001 Algorithm 1 step 5: the core is compromised when the stance or any of the three directions changed. */
export function coreCompromised(final: RoleOutput, draft: RoleOutput): string[] {
  const diffs: string[] = [];
  if (final.stance !== draft.stance) diffs.push(`立场由 ${draft.stance} 变为 ${final.stance}`);
  const names: [keyof Horizons, string][] = [
    ["day", "一日"],
    ["week", "一周"],
    ["month", "一月"],
  ];
  for (const [k, zh] of names) {
    const a = draft.horizons?.[k];
    const b = final.horizons?.[k];
    if (a !== b) diffs.push(`${zh}方向由 ${a ?? "无"} 变为 ${b ?? "无"}`);
  }
  return diffs;
}

export interface FinalDecision {
  source: AgentRole;
  result: Turn;
  output: RoleOutput;
  /** Why this output is the final one, e.g. the stance lock's fallback to the draft. */
  note: string;
  compromised: boolean;
  debateSkipped: boolean;
}

/** Decided in code after the graph ends: the leader's report unless the stance lock returns the draft. */
export function finDebateFinal(flow: FinDebateFlow): FinalDecision | null {
  const draft = ok(flow.draft) ? flow.draft : null;
  const leader = ok(flow.leader) ? flow.leader : null;
  if (draft && !hasRecommendation(draft.output)) {
    return {
      source: "synthesiser",
      result: draft,
      output: draft.output,
      note: "初稿没有投资方向结论，按算法1跳过安全辩论，返回初稿",
      compromised: false,
      debateSkipped: true,
    };
  }
  if (draft && leader) {
    const diffs = coreCompromised(leader.output, draft.output);
    if (diffs.length) {
      return {
        source: "synthesiser",
        result: draft,
        output: draft.output,
        note: `主导智能体改变了核心结论（${diffs.join("；")}），核心受损，返回初稿`,
        compromised: true,
        debateSkipped: false,
      };
    }
    return {
      source: "leader",
      result: leader,
      output: leader.output,
      note: "主导智能体保留了初稿立场与三个方向，采用安全辩论后的报告",
      compromised: false,
      debateSkipped: false,
    };
  }
  if (draft) {
    return {
      source: "synthesiser",
      result: draft,
      output: draft.output,
      note: `安全辩论未完成（${flow.leader?.error ?? "主导智能体未运行"}），返回初稿`,
      compromised: false,
      debateSkipped: false,
    };
  }
  if (leader)
    return {
      source: "leader",
      result: leader,
      output: leader.output,
      note: "没有初稿，采用主导智能体基于分析师报告的结论（无立场锁）",
      compromised: false,
      debateSkipped: false,
    };
  return null;
}

export function finDebateResults(flow: FinDebateFlow): Turn[] {
  return [...Object.values(flow.analysts), flow.draft, flow.trust, flow.skeptic, flow.leader]
    .filter((r): r is Turn => r !== null)
    .sort(bySeq);
}

const briefs = (rs: (Turn | null)[]): RoleBrief[] => rs.flatMap((r) => (r ? (briefOf(r) ?? []) : []));
const lockOf = (flow: FinDebateFlow): { stance: Stance; horizons: Horizons } | undefined =>
  flow.draft?.output?.horizons ? { stance: flow.draft.output.stance, horizons: flow.draft.output.horizons } : undefined;

type Build = (
  flow: FinDebateFlow,
  evidence: EvidenceItem[],
) => Pick<RoleTask, "pack" | "inputs" | "locked" | "memory" | "missing">;

function node(
  id: string,
  role: AgentRole,
  tier: "quick" | "deep",
  kind: OutputKind,
  build: Build,
  store: (f: FinDebateFlow, r: Turn) => void,
): (evidence: () => EvidenceItem[]) => NodeSpec<FinDebateFlow> {
  return (evidence) => ({
    id,
    role,
    tier,
    schema: OUTPUT_SCHEMAS[kind],
    schemaName: `role:${kind}`,
    round: () => (role.startsWith("fin_") ? 0 : 1),
    buildTask: (flow, ctx) => {
      const part = build(flow, evidence());
      return { kind: "role", protocol: "findebate", role, round: role.startsWith("fin_") ? 0 : 1, ...ctx, ...part };
    },
    buildMessages: (task, shared) =>
      buildRoleMessages(
        task,
        FIN_ROLES,
        kind === "horizons" ? ['必须给出 horizons：{"day":"up|down|flat","week":…,"month":…}。'] : [],
        shared,
      ),
    store,
  });
}

const noLock = { locked: undefined } as const;

export function finDebateGraph(evidence: () => EvidenceItem[]): ProtocolGraph<FinDebateFlow> {
  const analystNodes = FinAnalyst.options.map((a) =>
    node(
      `fin_${a}`,
      `fin_${a}`,
      "quick",
      "plain",
      (flow, ev) => ({
        pack: packItems(ev, flow.packs[`fin_${a}`]),
        inputs: [],
        memory: [],
        missing: flow.missing[`fin_${a}`] ?? [],
        ...noLock,
      }),
      (f, r) => {
        f.analysts[a] = r;
      },
    )(evidence),
  );
  const nodes: NodeSpec<FinDebateFlow>[] = [
    ...analystNodes,
    node(
      "synthesiser",
      "synthesiser",
      "deep",
      "horizons",
      (flow, ev) => {
        const inputs = briefs(Object.values(flow.analysts));
        return {
          pack: focusPack(ev, flow.packs, ALL_FIN, inputs),
          inputs,
          memory: flow.memory ?? [],
          missing: [],
          ...noLock,
        };
      },
      (f, r) => {
        f.draft = r;
      },
    )(evidence),
    node(
      "trust",
      "trust",
      "quick",
      "horizons",
      (flow, ev) => ({
        pack: focusPack(ev, flow.packs, ALL_FIN, briefs([flow.draft])),
        inputs: briefs([flow.draft]),
        memory: [],
        missing: [],
        locked: lockOf(flow),
      }),
      (f, r) => {
        f.trust = r;
      },
    )(evidence),
    node(
      "skeptic",
      "skeptic",
      "quick",
      "plain",
      (flow, ev) => ({
        pack: focusPack(ev, flow.packs, ALL_FIN, briefs([flow.draft, flow.trust])),
        inputs: briefs([flow.draft, flow.trust]),
        memory: [],
        missing: [],
        locked: lockOf(flow),
      }),
      (f, r) => {
        f.skeptic = r;
      },
    )(evidence),
    node(
      "leader",
      "leader",
      "deep",
      "horizons",
      (flow, ev) => {
        const inputs = flow.draft
          ? briefs([flow.draft, flow.trust, flow.skeptic])
          : briefs(Object.values(flow.analysts));
        return {
          pack: focusPack(ev, flow.packs, ALL_FIN, inputs),
          inputs,
          memory: flow.memory ?? [],
          missing: [],
          locked: lockOf(flow),
        };
      },
      (f, r) => {
        f.leader = r;
      },
    )(evidence),
  ];
  return {
    protocol: "findebate",
    nodes: Object.fromEntries(nodes.map((n) => [n.id, n])),
    steps: {
      analysts: analystNodes.map((n) => n.id),
      synthesiser: ["synthesiser"],
      trust: ["trust"],
      skeptic: ["skeptic"],
      leader: ["leader"],
    },
    entry: "analysts",
    edges: {
      analysts: (f) => (Object.values(f.analysts).some(ok) ? "synthesiser" : END),
      synthesiser: (f) => (ok(f.draft) && hasRecommendation(f.draft.output) ? "trust" : END),
      trust: () => "skeptic",
      skeptic: () => "leader",
      leader: () => END,
    },
    fallback: "leader",
    fallbackDone: (f) => f.leader !== null,
    // analysts, synthesiser, trust, skeptic, leader: one round of safe debate (seed 001: max rounds 1).
    maxSteps: 5,
  };
}

/** After the graph: the stance lock picks the final output, then the verdict is measured in code (final-verdict.ts). */
function finishFinDebate(
  flow: FinDebateFlow,
  evidence: readonly EvidenceItem[],
  asOf: string,
): ReturnType<ProtocolDefinition<FinDebateFlow>["finish"]> {
  const results = finDebateResults(flow);
  const lookAhead = rolesLookAhead(results, evidence, asOf, flow.memory);
  const final = finDebateFinal(flow);
  if (!final)
    return { ok: false, reason: "no analyst report or draft was produced", lookAhead, logAs: "final decision" };
  const disputes = (flow.skeptic?.points ?? []).map((p) => `风险复核：${p.claim}`);
  const verdict = graphVerdict({
    final: final.output,
    results,
    analysts: Object.values(flow.analysts),
    riskSide: flow.skeptic ? [flow.skeptic] : [],
    disputeFocus: disputes,
  });
  const horizons = final.output.horizons;
  return {
    ok: true,
    verdict: { ...verdict, ...(horizons ? { horizons } : {}) },
    final: {
      source: final.source,
      note: final.note,
      compromised: final.compromised,
      debateSkipped: final.debateSkipped,
      ...(horizons ? { horizons } : {}),
    },
    lookAhead,
    verifiedShare: rolesVerifiedShare(results),
  };
}

export const findebate: ProtocolPlugin<FinDebateFlow, "findebate"> = {
  id: "findebate",
  labels: {
    name: "FinDebate多分析师",
    text: "FinDebate",
    short: "FinDebate",
    long: "FinDebate 专家分析+安全辩论",
    hint: "五位专家分析师并行 → 合成初稿 → 信任 / 质疑 / 主导安全辩论，立场与方向锁定",
  },
  roles: FIN_ROLES,
  offline: { synthesiser: offlineSynthesiser, trust: offlineTrust, skeptic: offlineSkeptic, leader: offlineLeader },
  params: z.object({}),
  options: () => ({}),
  roundsZh: () => ["安全辩论一轮"],
  page: {
    layout: "stages",
    header: ["5 位专家分析师", "安全辩论 1 轮"],
    memoryReaders: "报告合成师与主导智能体",
    stages: [
      {
        key: "analysts",
        title: "专家分析师",
        hint: "五位分析师并行，各自检索本维度的证据，互不参考",
        roles: FinAnalyst.options.map((a) => `fin_${a}`),
      },
      {
        key: "draft",
        title: "报告合成 · 初稿",
        hint: "综合五份报告：立场、信心与一日 / 一周 / 一月方向",
        roles: ["synthesiser"],
      },
      {
        key: "safe",
        title: "安全辩论（一轮）",
        hint: "信任补充证据 → 质疑审视风险 → 主导整合；立场与三个方向不得改变",
        roles: ["trust", "skeptic", "leader"],
      },
      {
        key: "decision",
        title: "最终决定：初稿与最终稿",
        hint: "程序比较两稿：立场或任一方向被改变即“核心受损”，退回初稿",
        roles: [],
        final: "draftVsFinal",
      },
    ],
  },
  reportSections: finDebateSections,
  graph: finDebateGraph,
  gather: gatherRolePacks(FIN_PACKS),
  newFlow: emptyFinDebateFlow,
  results: finDebateResults,
  finish: finishFinDebate,
  /** Seed 001: one round of safe debate whatever `rounds` says; three are recorded as asked. */
  defaultRounds: 3,
  /** Five analysts, synthesiser, trust, skeptic, leader. */
  plannedCalls: () => 5 + 1 + 3,
  tokenBudget: (p) => scaledBudget(p.tokenBudget, 5 + 1 + 3),
};
