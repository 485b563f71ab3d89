import type { Config } from "../config";

export interface PrecomputeConfig {
  topN: number;
  dailyTokens: number;
  /** Tokens held back for each running debate until its real usage is known: the per-debate TOKEN_BUDGET. */
  perDebateTokens: number;
  hotTickers: string[];
  holidays: Set<string>;
  /** Config problems worth showing an operator (they never stop a run). */
  warnings: string[];
  /** Whether the live sources (hot rank, data refresh) are called at all; off locally so nothing leaves the machine. */
  liveSources: boolean;
}

/** The pre-compute's vars (rules in src/config.ts); the lists' ignored entries become the run's warnings. */
export function precomputeConfig(c: Config): PrecomputeConfig {
  const warnings: string[] = [];
  if (c.HOT_TICKERS.ignored.length > 0)
    warnings.push(`HOT_TICKERS: ignored ${c.HOT_TICKERS.ignored.join(", ")} (not six-digit codes)`);
  if (c.MARKET_HOLIDAYS.ignored.length > 0)
    warnings.push(`MARKET_HOLIDAYS: ignored ${c.MARKET_HOLIDAYS.ignored.join(", ")} (expected YYYY-MM-DD)`);
  return {
    topN: c.PRECOMPUTE_TOP_N,
    dailyTokens: c.PRECOMPUTE_DAILY_TOKENS,
    perDebateTokens: c.TOKEN_BUDGET,
    // Copies: the parsed config is shared by every reader of this env.
    hotTickers: [...c.HOT_TICKERS.codes],
    holidays: new Set(c.MARKET_HOLIDAYS.dates),
    warnings,
    liveSources: c.LIVE_SOURCES,
  };
}
