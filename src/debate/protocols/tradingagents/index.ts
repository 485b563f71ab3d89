import { gatherRolePacks, scaledBudget } from "../../flow-common";
import type { ProtocolPlugin } from "../../protocol";
import { TA_ROLES } from "./roles";
import { offlineManager, offlinePortfolioManager, offlineResearcher, offlineRisk, offlineTrader } from "./offline";
import { tradingAgentsSections } from "./report";
import { TaAnalyst, type TradingAgentsFlow, emptyTradingAgentsFlow, tradingAgentsResults } from "./flow";
import { TA_PACKS } from "./packs";
import { DEFAULT_TA_ROUNDS, MAX_TA_ROUNDS, TaParams, riskRoundsOf } from "./params";
import { tradingAgentsGraph } from "./graph";
import { finishTradingAgents } from "./finish";

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
    decisionSources: { portfolio_manager: "组合经理的最终决定", trader: "交易员的方向（组合经理未给出决定）" },
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
        rounds: true,
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
        rounds: true,
      },
      {
        key: "pm",
        title: "组合经理决定",
        hint: "最终决定，必须说明风控辩论改变了什么",
        roles: ["portfolio_manager"],
        final: "decisionChain",
        cardRoles: {
          chain: ["research_manager", "trader", "portfolio_manager"],
          seats: ["risk_aggressive", "risk_conservative", "risk_neutral"],
        },
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
  /**
   * Four analysts, bull/bear per research round, manager, trader, three risk voices per risk round, portfolio manager.
   */
  plannedCalls: (p) => {
    const n = Math.min(p.rounds, MAX_TA_ROUNDS);
    const k = Math.min(riskRoundsOf(p.options), MAX_TA_ROUNDS);
    return 4 + 2 * n + 1 + 1 + 3 * k + 1;
  },
  tokenBudget: (p) => scaledBudget(p.tokenBudget, tradingagents.plannedCalls(p)),
};
