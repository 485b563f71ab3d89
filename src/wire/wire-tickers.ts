/**
 * The home page's and the tickers' answers as zod schemas (src/http/hot.ts, src/http/tickers.ts declare them): the hot
 * list, search, a company, its verdicts, prices and evidence. Split from wire-http.ts, which re-exports it.
 */
import { z } from "zod";
import { Scores, Stance, Verdict } from "../debate/debate-types";
import { Board, ListingStatus } from "../tickers/listing";
import { AnswerDay as Day } from "../shared/iso-date";

/** Where a cached verdict's debate can be read. */
export const VerdictLinks = z.object({ debate: z.string(), report: z.string(), page: z.string() });
export type VerdictLinks = z.infer<typeof VerdictLinks>;

export const HotVerdict = z.object({
  stance: Stance,
  scores: Scores,
  ageSeconds: z.number(),
  asOf: Day,
  debateId: z.string(),
  links: VerdictLinks,
});
export type HotVerdict = z.infer<typeof HotVerdict>;

export const HotTicker = z.object({
  ticker: z.string(),
  rank: z.number().int(),
  name: z.string().nullable(),
  verdict: HotVerdict.nullable(),
});
export type HotTicker = z.infer<typeof HotTicker>;

/** `GET /api/hot`: the last pre-compute's ranking, each ticker with its cached verdict (null when none is fresh). */
export const HotResponse = z
  .object({ source: z.string(), updatedAt: z.string().nullable(), tickers: z.array(HotTicker), disclaimer: z.string() })
  .meta({ id: "HotList" });
export type HotResponse = z.infer<typeof HotResponse>;

export const TickerSuggestion = z.object({
  code: z.string(),
  name: z.string(),
  exchange: z.string().nullable(),
  industry: z.string().nullable(),
  board: Board.nullable(),
  status: ListingStatus.nullable().describe("listed, risk_warning (ST) or delisting (退市整理)"),
  loaded: z.boolean().describe("whether its data is here (local mode can debate only these)"),
});
export type TickerSuggestion = z.infer<typeof TickerSuggestion>;

/** `GET /api/tickers?q=`: suggestions while typing (or the directory's first companies without `q`). */
export const TickerSearchResponse = z
  .object({
    query: z.string().nullable(),
    results: z.array(TickerSuggestion),
    directory: z
      .object({ source: z.string(), file: z.string(), session: Day, count: z.number().int() })
      .describe("where the bundled list of every listed A share comes from, and the session it lists"),
  })
  .meta({ id: "TickerSearch" });
export type TickerSearchResponse = z.infer<typeof TickerSearchResponse>;

/** The UI and API label data as a dated snapshot. */
export const DatasetLabel = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("ingested"), snapshot: z.null() }),
  // debateAsOf: what a debate without a date is as of on the sample (its prices end there, months before today).
  z.object({ kind: z.literal("sample"), snapshot: Day, debateAsOf: Day, note: z.string() }),
]);
export type DatasetLabel = z.infer<typeof DatasetLabel>;

const Span = z.object({ count: z.number().int(), first: z.string().nullable(), last: z.string().nullable() });

/** `GET /api/tickers/:ticker`: the company, its latest metrics and what data there is. */
export const CompanyResponse = z
  .object({
    company: z.object({
      code: z.string(),
      exchange: z.enum(["SH", "SZ", "BJ"]),
      name: z.string(),
      aliases: z.array(z.string()),
      industry: z.string().nullable(),
      dataVersion: z.number().int(),
    }),
    latestMetrics: z.array(
      z.object({
        metric: z.string(),
        label: z.string(),
        period: Day,
        value: z.number(),
        unit: z.string(),
        yoy: z.number().nullable(),
        source: z.string(),
        disclosureDate: Day,
      }),
    ),
    coverage: z.object({
      periods: z.array(Day),
      metrics: z.number().int(),
      metricValues: z.number().int(),
      announcements: Span,
      quotes: Span,
      chunks: z.record(z.string(), z.number().int()),
    }),
    asOf: Day.nullable().describe("the newest disclosure date of the stored figures"),
    dataset: DatasetLabel,
  })
  .meta({ id: "Company" });
export type CompanyResponse = z.infer<typeof CompanyResponse>;

/** A verdict as the cache (KV) and D1's history keep it. */
export const CachedVerdict = z.object({
  debateId: z.string(),
  ticker: z.string(),
  companyName: z.string(),
  protocol: z.string(),
  asOf: Day,
  dataVersion: z.number().int(),
  verdict: Verdict,
  createdAt: z.string(),
});
export type CachedVerdict = z.infer<typeof CachedVerdict>;

/** `GET /api/tickers/:ticker/verdict`: the latest verdict, from the cache (fresh) or D1's history (`stale`). */
export const TickerVerdictResponse = CachedVerdict.extend({
  source: z.enum(["cache", "history"]),
  stale: z.boolean(),
  ageSeconds: z.number(),
  links: z.object({ debate: z.string(), report: z.string() }),
  disclaimer: z.string(),
}).meta({ id: "TickerVerdict" });
export type TickerVerdictResponse = z.infer<typeof TickerVerdictResponse>;

/** `GET /api/tickers/:ticker/verdicts`: the ticker's track record, newest first. */
export const VerdictHistoryResponse = z
  .object({
    ticker: z.string(),
    companyName: z.string(),
    results: z.array(
      z.object({
        debateId: z.string(),
        protocol: z.string(),
        asOf: Day,
        stance: Stance,
        overall: z.number(),
        factuality: z.number(),
        createdAt: z.string(),
      }),
    ),
  })
  .meta({ id: "VerdictHistory" });
export type VerdictHistoryResponse = z.infer<typeof VerdictHistoryResponse>;

/** `GET /api/tickers/:ticker/prices`: stored daily bars in the window, oldest first. */
export const PricesResponse = z
  .object({
    ticker: z.string(),
    from: Day.nullable(),
    to: Day.nullable(),
    results: z.array(
      z.object({
        date: Day,
        open: z.number().nullable(),
        high: z.number().nullable(),
        low: z.number().nullable(),
        close: z.number(),
        volume: z.number().nullable(),
        source: z.string(),
      }),
    ),
  })
  .meta({ id: "Prices" });
export type PricesResponse = z.infer<typeof PricesResponse>;

/** `GET /api/tickers/:ticker/evidence`: what retrieval returns (third-party text with advice masked). */
export const EvidenceResponse = z
  .object({
    ticker: z.string(),
    query: z.string().nullable(),
    filters: z.object({ category: z.string().nullable(), dimension: z.string().nullable(), asOf: Day.nullable() }),
    results: z.array(
      z.object({
        id: z.string(),
        score: z.number().nullable(),
        kind: z.string(),
        category: z.string(),
        dimension: z.string(),
        text: z.string(),
        period: z.string().nullable(),
        publicDate: Day,
        source: z.string(),
        sourceUrl: z.string().nullable(),
      }),
    ),
    dataset: DatasetLabel,
  })
  .meta({ id: "Evidence" });
export type EvidenceResponse = z.infer<typeof EvidenceResponse>;
