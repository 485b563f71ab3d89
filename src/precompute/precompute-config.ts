import { z } from "zod";
import { parseHolidays } from "./market-calendar";

/** Six of the seven bundled sample companies (000858's reports end at FY2019): the hot list when the hot-rank source fails and nothing else is configured. */
export const DEFAULT_HOT_TICKERS = ["600519", "600036", "600028", "300750", "002594", "601318"] as const;

const Code = z.string().regex(/^\d{6}$/);
const Count = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).catch(fallback);

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

export function precomputeConfig(env: Env): PrecomputeConfig {
  const warnings: string[] = [];
  const listed = (env.HOT_TICKERS ?? "").split(",").map((s) => s.trim()).filter((s) => s !== "");
  const hotTickers = listed.filter((s) => Code.safeParse(s).success);
  const badCodes = listed.filter((s) => !Code.safeParse(s).success);
  if (badCodes.length > 0) warnings.push(`HOT_TICKERS: ignored ${badCodes.join(", ")} (not six-digit codes)`);
  const holidays = parseHolidays(env.MARKET_HOLIDAYS);
  if (holidays.invalid.length > 0) warnings.push(`MARKET_HOLIDAYS: ignored ${holidays.invalid.join(", ")} (expected YYYY-MM-DD)`);
  return {
    topN: Count(30, 100).parse(env.PRECOMPUTE_TOP_N),
    dailyTokens: Count(1_000_000, 1_000_000_000).parse(env.PRECOMPUTE_DAILY_TOKENS),
    perDebateTokens: Math.max(1000, Number(env.TOKEN_BUDGET) || 15_000),
    hotTickers: hotTickers.length > 0 ? [...new Set(hotTickers)] : [...DEFAULT_HOT_TICKERS],
    holidays: holidays.dates,
    warnings,
    liveSources: env.LIVE_SOURCES === "on",
  };
}
