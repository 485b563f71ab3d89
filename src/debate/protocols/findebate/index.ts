import { z } from "zod";
import { gatherRolePacks, scaledBudget } from "../../flow-common";
import type { ProtocolPlugin } from "../../protocol";
import { FIN_ROLES } from "./roles";
import { offlineLeader, offlineSkeptic, offlineSynthesiser, offlineTrust } from "./offline";
import { finDebateSections } from "./report";
import { type FinDebateFlow, emptyFinDebateFlow, finDebateResults, FinAnalyst } from "./flow";
import { FIN_PACKS } from "./packs";
import { finDebateGraph } from "./graph";
import { finishFinDebate } from "./finish";

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
    decisionSources: { leader: "主导智能体（安全辩论后的最终稿）", synthesiser: "报告合成师的初稿" },
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
        cardRoles: { draft: "synthesiser", final: "leader" },
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
