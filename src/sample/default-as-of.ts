import type { Config } from "../config";
import { SAMPLE_DEBATE_AS_OF, SAMPLE_TICKERS } from "./index";

/**
 * What a debate is as of when the request names no date. On ingested data (SAMPLE_DATA=off) that is today in
 * Beijing: the pre-compute refreshes the data before the open. On the bundled sample it is the sample's debate date
 * (SAMPLE_DEBATE_AS_OF), since the sample's prices end there; never later than today. A company outside the sample
 * (loaded through the admin ingest or fetched live) has data as of today, so its debates are as of today.
 */
export function defaultAsOf(config: Pick<Config, "SAMPLE_DATA">, today: string, ticker?: string): string {
  if (config.SAMPLE_DATA === "off") return today;
  if (ticker !== undefined && !SAMPLE_TICKERS.has(ticker)) return today;
  return SAMPLE_DEBATE_AS_OF < today ? SAMPLE_DEBATE_AS_OF : today;
}
