import { derivedChunks } from "../../../src/ingest/figures/derived-indicators";
import { metricChunks } from "../../../src/ingest/chunks/metric-chunks";
import { quoteChunks } from "../../../src/ingest/chunks/quote-chunks";
import { SAMPLE_DATA } from "../../../src/sample";
import { eventsFrom } from "../../../src/verification/claims/event-facts";
import { type Facts, factsFrom } from "../../../src/verification/claims/facts";
import { marketFactsFrom, rsiPoints } from "../../../src/verification/claims/market-facts";

/**
 * The facts of a sample company as of a date, built the way the room will build them: from the chunks the ingest
 * writes (metric, derived and quote chunks, pure builders), the RSI(14) of the closes public by then, the price facts
 * of those bars, the announcements public by then and the company's industry.
 */
export function sampleFacts(ticker: string, asOf: string): Facts {
  const company = SAMPLE_DATA.companies.find((c) => c.code === ticker);
  if (!company) throw new Error(`${ticker} is not a sample company`);
  const ref = { code: company.code, name: company.name };
  const chunks = [
    ...metricChunks(ref, SAMPLE_DATA.metrics),
    ...derivedChunks(ref, SAMPLE_DATA.metrics),
    ...quoteChunks(
      ref,
      SAMPLE_DATA.quotes.filter((q) => q.date <= asOf),
    ),
  ];
  const bars = SAMPLE_DATA.quotes
    .filter((q) => q.ticker === ticker && q.date <= asOf)
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  const indicators = rsiPoints(bars);
  const market = marketFactsFrom(
    bars
      .filter((b) => b.open !== undefined)
      .map((b) => ({
        date: b.date,
        close: b.close,
        volume: b.volume ?? null,
        high: b.high ?? null,
        low: b.low ?? null,
        open: b.open ?? null,
      })),
    asOf,
  );
  const events = eventsFrom(
    SAMPLE_DATA.announcements.filter((a) => a.ticker === ticker),
    asOf,
  );
  return factsFrom(chunks, asOf, indicators, { market, events, industry: company.industry ?? null, company: ticker });
}
