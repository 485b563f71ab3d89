import { z } from "zod";

/**
 * Default rounds: one research round and one risk round keep a decision at 12 model calls (seed 003 §4.1 counts 25-40).
 */
export const DEFAULT_TA_ROUNDS = 1;
export const MAX_TA_ROUNDS = 3;

/** TradingAgents' own request field: rounds of the risk debate (the research debate takes `rounds`). */
export const TaParams = z.object({
  riskRounds: z
    .number()
    .int()
    .min(1)
    .max(MAX_TA_ROUNDS)
    .optional()
    .meta({ description: "tradingagents: risk-debate rounds (default 1)" }),
});
export const riskRoundsOf = (options: Record<string, number> | undefined): number =>
  options?.riskRounds ?? DEFAULT_TA_ROUNDS;
