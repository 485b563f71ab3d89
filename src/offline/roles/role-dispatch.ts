import type { RoleOutput, RoleTask } from "../../debate/role-output";
import { offlineAnalyst } from "./analyst";
import { offlineLeader, offlineSkeptic, offlineSynthesiser, offlineTrust } from "./findebate-roles";
import { offlineManager, offlinePortfolioManager, offlineResearcher, offlineRisk, offlineTrader } from "./tradingagents-roles";

/** The offline provider's answer for a graph role: deterministic, from the task's evidence and earlier outputs only. */
export function offlineRoleOutput(task: RoleTask): RoleOutput {
  switch (task.role) {
    case "synthesiser":
      return offlineSynthesiser(task);
    case "trust":
      return offlineTrust(task);
    case "skeptic":
      return offlineSkeptic(task);
    case "leader":
      return offlineLeader(task);
    case "bull_researcher":
      return offlineResearcher(task, "bull");
    case "bear_researcher":
      return offlineResearcher(task, "bear");
    case "research_manager":
      return offlineManager(task);
    case "trader":
      return offlineTrader(task);
    case "risk_aggressive":
      return offlineRisk(task, "aggressive");
    case "risk_neutral":
      return offlineRisk(task, "neutral");
    case "risk_conservative":
      return offlineRisk(task, "conservative");
    case "portfolio_manager":
      return offlinePortfolioManager(task);
    default:
      return offlineAnalyst(task);
  }
}
