import type { DebateParams } from "./debate-state";
import { DEFAULT_TA_ROUNDS, MAX_TA_ROUNDS } from "./protocols/tradingagents";

/** The adversarial debate TOKEN_BUDGET was sized for: 3 rounds = 7 debater calls + 1 judge. */
export const ADVERSARIAL_CALLS = 8;

/** Model calls a graph protocol plans with these settings (before re-asks). */
export function plannedCalls(p: Pick<DebateParams, "protocol" | "rounds" | "riskRounds">): number {
  if (p.protocol === "findebate") return 5 + 1 + 3; // five analysts, synthesiser, trust, skeptic, leader
  if (p.protocol === "tradingagents") {
    const n = Math.min(p.rounds, MAX_TA_ROUNDS);
    const k = Math.min(p.riskRounds ?? DEFAULT_TA_ROUNDS, MAX_TA_ROUNDS);
    return 4 + 2 * n + 1 + 1 + 3 * k + 1;
  }
  return ADVERSARIAL_CALLS;
}

/**
 * TOKEN_BUDGET is per adversarial debate (8 calls); a graph protocol gets it in proportion to the calls it plans, so
 * the budget still bounds cost per call and the router's budget fallback (straight to judging) stays an exception.
 */
export function graphTokenBudget(p: Pick<DebateParams, "protocol" | "rounds" | "riskRounds" | "tokenBudget">): number {
  return Math.round((p.tokenBudget * plannedCalls(p)) / ADVERSARIAL_CALLS);
}

/** Rounds when a request names none: three for the adversarial debate (seed 000), one research round for TradingAgents. */
export function defaultRounds(protocol: DebateParams["protocol"]): number {
  return protocol === "tradingagents" ? DEFAULT_TA_ROUNDS : 3;
}
