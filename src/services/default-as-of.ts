import { readConfig } from "../config";
import { SAMPLE_DATA, SAMPLE_DEBATE_AS_OF } from "../sample/index";

const SAMPLE_TICKERS = new Set(SAMPLE_DATA.companies.map((c) => c.code));

/**
 * What a debate is as of when the request names no date. On ingested data (SAMPLE_DATA=off) that is today in
 * Beijing: the pre-compute refreshes the data before the open. On the bundled sample it is the sample's debate date
 * (SAMPLE_DEBATE_AS_OF), since the sample's prices end there; never later than today. With a ticker, only the
 * sample's own companies get that date: a company fetched live (LIVE_SOURCES=on) or ingested beside the sample has
 * today's data, and as of the sample's date it would never be refreshed again (a fetch happens only for today).
 */
export function defaultAsOf(env: Env, today: string, ticker?: string): string {
  if (readConfig(env).SAMPLE_DATA === "off") return today;
  if (ticker !== undefined && !SAMPLE_TICKERS.has(ticker)) return today;
  return SAMPLE_DEBATE_AS_OF < today ? SAMPLE_DEBATE_AS_OF : today;
}
