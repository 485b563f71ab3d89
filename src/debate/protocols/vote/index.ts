import { z } from "zod";
import type { PackSpec } from "../../../evidence/role-packs";
import { STANCE_ZH } from "../../../domain/labels";
import { graphVerdict } from "../../../verdict/final-verdict";
import type { EvidenceItem } from "../../debate-types";
import {
  type FlowContext,
  bySeq,
  gatherRolePacks,
  rolesLookAhead,
  rolesVerifiedShare,
  scaledBudget,
  unionPack,
} from "../../flow-common";
import { END, type NodeSpec, type ProtocolGraph } from "../../graph";
import { buildRoleMessages } from "../../prompts/role-prompts";
import type { ProtocolPlugin } from "../../protocol";
import { OUTPUT_SCHEMAS, type Turn } from "../../role-output";
import { DEFAULT_VOTERS, lensOf, MAX_VOTERS, VOTE_ROLES, voterRole } from "./lenses";
import { offlineVoter } from "./offline";
import { voteSections } from "./report";
import { representative, tallyOf } from "./tally";

/**
 * Majority vote (the baseline the debate literature measures debate against): N analysts see the same evidence and
 * answer alone, in one parallel step, with no debate; the majority's stance is the call, and the same verdict rule
 * and checks as every protocol decide the verdict.
 */
export interface VoteFlow extends FlowContext {
  protocol: "vote";
  voters: Turn[];
}

/** The evidence every voter sees: the three lenses' retrievals, pooled. */
const VOTE_PACKS: PackSpec[] = [
  {
    name: "vote_fundamentals",
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
    name: "vote_technicals",
    dimensions: ["market"],
    kinds: ["quote"],
    queries: ["收盘价 近二十个交易日涨跌幅", "近六十个交易日涨跌幅 回撤"],
    computed: ["technical"],
  },
  {
    name: "vote_news",
    dimensions: ["sentiment", "earnings", "risk"],
    kinds: ["announcement"],
    queries: ["公告 回购 增持 分红", "减持 问询函 处罚 诉讼", "业绩预告 重大合同"],
  },
];
const ALL_PACKS = VOTE_PACKS.map((p) => p.name);

const VoteParams = z.object({
  voters: z
    .number()
    .int()
    .min(1)
    .max(MAX_VOTERS)
    .optional()
    .meta({ description: `vote: independent voters (default ${DEFAULT_VOTERS})` }),
});
const votersOf = (options: Record<string, number> | undefined): number =>
  Math.min(options?.voters ?? DEFAULT_VOTERS, MAX_VOTERS);
const stepOf = (n: number) => `voters_${n}`;

function voterNode(i: number, evidence: () => EvidenceItem[]): NodeSpec<VoteFlow> {
  const role = voterRole(i);
  return {
    id: role,
    role,
    tier: "quick",
    schema: OUTPUT_SCHEMAS.plain,
    schemaName: "role:plain",
    round: () => 0,
    buildTask: (flow, ctx) => ({
      kind: "role",
      protocol: "vote",
      role,
      round: 0,
      ...ctx,
      // The same evidence for every voter; what it weighs most is its lens, said in its identity.
      pack: unionPack(evidence(), flow.packs, ALL_PACKS),
      inputs: [],
      memory: [],
      missing: [...new Set(ALL_PACKS.flatMap((p) => flow.missing[p] ?? []))],
    }),
    buildMessages: (task, shared) =>
      buildRoleMessages(
        task,
        VOTE_ROLES,
        [`你是第${i}位投票人，视角：${lensOf(i).zh}。独立作答，不要猜测其他投票人的意见。`],
        shared,
      ),
    store: (f, r) => {
      f.voters.push(r);
      f.voters.sort(bySeq);
    },
  };
}

export function voteGraph(evidence: () => EvidenceItem[]): ProtocolGraph<VoteFlow> {
  const nodes = Array.from({ length: MAX_VOTERS }, (_, i) => voterNode(i + 1, evidence));
  // One step per possible electorate (voters_1 … voters_7), so the settings pick the step that runs N voters at once.
  const steps = Object.fromEntries(nodes.map((_, i) => [stepOf(i + 1), nodes.slice(0, i + 1).map((n) => n.id)]));
  return {
    protocol: "vote",
    nodes: Object.fromEntries(nodes.map((n) => [n.id, n])),
    steps,
    entry: (ctx) => stepOf(votersOf(ctx.options)),
    edges: Object.fromEntries(Object.keys(steps).map((s) => [s, () => END])),
    // Nothing to fall back to: a vote that could not run ends with the votes cast.
    fallback: stepOf(DEFAULT_VOTERS),
    fallbackDone: () => true,
    maxSteps: 1,
  };
}

type Finish = ReturnType<ProtocolPlugin<VoteFlow>["finish"]>;

function finishVote(flow: VoteFlow, evidence: readonly EvidenceItem[], asOf: string): Finish {
  const results = [...flow.voters].sort(bySeq);
  const lookAhead = rolesLookAhead(results, evidence, asOf, flow.memory);
  const tally = tallyOf(results);
  const rep = representative(results, tally);
  if (!rep) return { ok: false, reason: "no voter answered", lookAhead, logAs: "final decision" };
  const final = tally.tie ? { ...rep.output, stance: "neutral" as const } : rep.output;
  const counts = `看多 ${tally.counts.bullish} 票，看空 ${tally.counts.bearish} 票，中性 ${tally.counts.neutral} 票`;
  const title = (role: string) => VOTE_ROLES[role]?.title ?? "投票人";
  const dissent = results
    .filter((r) => r.output && r.output.stance !== tally.majority)
    .map((r) => `${title(r.role)}持${STANCE_ZH[r.output!.stance]}：${r.output!.conclusion}`);
  const disputeFocus = [`计票：${counts}`, ...dissent];
  const verdict = graphVerdict({ final, results, analysts: results, riskSide: [], disputeFocus });
  const note = tally.tie
    ? `${tally.cast} 票中没有多数（${counts}），按规则取中性`
    : `${tally.cast} 票中 ${tally.counts[tally.majority]} 票${STANCE_ZH[tally.majority]}（${counts}），` +
      `采用多数；代表意见来自${title(rep.role)}`;
  return {
    ok: true,
    verdict,
    final: { source: rep.role, note, compromised: false, debateSkipped: false },
    lookAhead,
    verifiedShare: rolesVerifiedShare(results),
  };
}

export const vote: ProtocolPlugin<VoteFlow, "vote"> = {
  id: "vote",
  labels: {
    name: "多数投票",
    text: "多数投票",
    short: "投票",
    long: "多数投票（独立分析师，无辩论）",
    hint: "多位分析师看同一份证据、各自独立作答，不辩论；按多数立场给出裁决（辩论的对照基线）",
  },
  roles: VOTE_ROLES,
  offline: Object.fromEntries(Object.keys(VOTE_ROLES).map((r) => [r, offlineVoter])),
  params: VoteParams,
  options: (raw) => ({ voters: VoteParams.parse(raw).voters ?? DEFAULT_VOTERS }),
  roundsZh: (_rounds, options) => [`独立投票 ${votersOf(options)} 人，无辩论`],
  page: {
    layout: "stages",
    header: ["{voters} 位投票人", "无辩论"],
    memoryReaders: "投票人（本协议不读记忆，仅列出）",
    stages: [
      {
        key: "voters",
        title: "独立投票",
        hint: "每位投票人看同一份证据、各自作答，互不可见；各自侧重基本面、技术面或消息面",
        roles: Object.keys(VOTE_ROLES),
        final: "tally",
      },
    ],
  },
  // The stage lists the voters this debate seats (the page stage declares all seven seats).
  stages: (_rounds, options) => [
    { id: "voters", title: "独立投票", roles: Array.from({ length: votersOf(options) }, (_, i) => voterRole(i + 1)) },
  ],
  reportSections: voteSections,
  graph: voteGraph,
  gather: gatherRolePacks(VOTE_PACKS),
  newFlow: (seed) => ({ protocol: "vote", cursor: { at: null, steps: 0, detours: [] }, ...seed, voters: [] }),
  results: (flow) => [...flow.voters].sort(bySeq),
  finish: finishVote,
  /** No rounds: a vote is one step; `rounds` is recorded as asked. */
  defaultRounds: 1,
  baseline: "independent",
  plannedCalls: (p) => votersOf(p.options),
  tokenBudget: (p) => scaledBudget(p.tokenBudget, votersOf(p.options)),
};
