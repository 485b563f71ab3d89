/**
 * Every HTTP answer as a zod schema: the one definition of each shape. The routes declare them (`createRoute` in
 * src/http/*), so the compiler checks each answer against its schema and `GET /api/openapi.json` is generated from
 * them; `wire.ts` re-exports their inferred types for the page. A `meta({ id })` names the schema in the document.
 */
import { z } from "zod";
import { DebateStatus } from "../debate/debate-state";
import { Point, Role, Scores, Stance, Verdict } from "../debate/debate-types";
import { Board, ListingStatus } from "../tickers/listing";
import { AnswerDay as Day } from "../shared/iso-date";
import type { ErrorBody, InsufficientEvidenceDetails } from "./wire-errors";

const at = (what: string) => z.string().describe(what);

// ---------------------------------------------------------------- errors: wire-errors.ts

export * from "./wire-errors";

// ---------------------------------------------------------------- debates

/** Where a debate can be read, watched and downloaded. */
export const DebateLinks = z.object({ self: z.string(), ws: z.string(), report: z.string(), page: z.string() });
export type DebateLinks = z.infer<typeof DebateLinks>;

/** Where a cached verdict's debate can be read. */
export const VerdictLinks = z.object({ debate: z.string(), report: z.string(), page: z.string() });
export type VerdictLinks = z.infer<typeof VerdictLinks>;

/**
 * `POST /api/debates` 202: a debate was started, or one for the same slot is already running (`existing`). `asOf` is
 * the date it is as of: the request's, else the default (today, or the bundled sample's debate date).
 */
export const DebateStarted = z
  .object({ id: z.string(), status: z.string(), existing: z.boolean(), asOf: Day, links: DebateLinks })
  .meta({ id: "DebateStarted" });
export type DebateStarted = z.infer<typeof DebateStarted>;

/** `POST /api/debates` 200: a fresh verdict for today's data answers at once (its age is also in the Age header). */
export const DebateCached = z
  .object({
    cached: z.literal(true),
    ticker: z.string(),
    dataVersion: z.number().int(),
    verdict: Verdict,
    debateId: z.string(),
    asOf: Day,
    createdAt: at("ISO time the verdict was made"),
    ageSeconds: z.number(),
    links: VerdictLinks,
    disclaimer: z.string(),
  })
  .meta({ id: "DebateCached" });
export type DebateCached = z.infer<typeof DebateCached>;

/** `POST /api/debates` 422. */
export type DebateRefused = ErrorBody<InsufficientEvidenceDetails>;

/** `POST /api/debates/:id/replay` 202. */
export const ReplayStarted = z
  .object({ id: z.string(), status: z.string(), replayOf: z.string(), links: DebateLinks })
  .meta({ id: "ReplayStarted" });
export type ReplayStarted = z.infer<typeof ReplayStarted>;

/**
 * `GET /api/debates/:id`: its type is the engine's (`PublicDebateState`, from src/debate/public-state.ts); the
 * document names its top-level fields and the route checks the state against them.
 */
export const DebateStateDoc = z
  .looseObject({
    id: z.string(),
    status: DebateStatus,
    ticker: z.string(),
    companyName: z.string(),
    protocol: z.string(),
    asOf: Day,
    rounds: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    notice: z.string().nullable().describe("离线规则引擎演示，非大模型输出 when the offline provider answered"),
    anonymized: z
      .literal(true)
      .optional()
      .describe(
        "present when the models read 公司A / 股票代码A / T年 placeholders (anonymize: true); the state shows the real text",
      ),
    evidence: z
      .array(
        z.looseObject({
          id: z.string(),
          text: z.string(),
          category: z.string(),
          dimension: z.string(),
          period: z.string().nullable(),
          publicDate: Day,
          source: z.string(),
          sourceUrl: z.string().nullable(),
        }),
      )
      .describe("the debate's evidence, by the short id points cite (E12)"),
    turns: z
      .array(
        z.looseObject({
          seq: z.number().int(),
          round: z.number().int(),
          role: Role,
          points: z.array(Point),
          hitRate: z.number(),
          error: z
            .string()
            .optional()
            .describe("a failed turn: the failure as recorded (often the provider's English), for the audit"),
          failure: z
            .string()
            .optional()
            .describe(
              "a failed turn: the same failure in Chinese, as the page and the report show it (absent in turns stored before it)",
            ),
        }),
      )
      .describe("adversarial: each turn with its points and their verification (graph protocols: see flow)"),
    hitRate: z.number().describe("verified share of the points"),
    verdict: Verdict.nullable(),
    usage: z.looseObject({
      calls: z.number(),
      promptTokens: z.number(),
      completionTokens: z.number(),
      cachedPromptTokens: z.number().optional().describe("prompt tokens the providers read from their prefix caches"),
      cost: z.number().optional().describe("what the calls cost at the price table, whenever a price is known"),
      currency: z.string().optional().describe("the price table's currency (MODEL_PRICES_CURRENCY), present with cost"),
      byModel: z
        .record(
          z.string(),
          z.looseObject({
            calls: z.number(),
            promptTokens: z.number(),
            cachedPromptTokens: z.number(),
            completionTokens: z.number(),
            cost: z.number().optional(),
          }),
        )
        .optional()
        .describe("the same per model that answered (provider:model); absent for the offline analyst"),
    }),
    costCapped: z
      .string()
      .optional()
      .describe("why a cost cap (COST_CAP_PER_DEBATE / COST_CAP_PER_DAY) ended the debate, in Chinese"),
    errors: z
      .array(z.unknown())
      .describe("what went wrong, as recorded (step ids, often the provider's English), for the audit"),
    errorsZh: z
      .array(z.object({ at: z.string(), text: z.string() }))
      .optional()
      .describe("a failed debate only: each error in Chinese for readers (空方第1轮：超时（原始信息见 report.json）)"),
    flow: z
      .looseObject({})
      .nullable()
      .describe(
        "FinDebate / TradingAgents: every role's result, by graph step (a failed role carries error and its Chinese failure, as turns do)",
      ),
    disclaimer: z.string(),
  })
  .meta({ id: "DebateState" });

/** `GET /api/debates/:id/report.json`: the report document every format renders (report-document.ts). */
export * from "./report-document";

// ---------------------------------------------------------------- home and tickers

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

// ---------------------------------------------------------------- health: wire-health.ts

export * from "./wire-health";

// ---------------------------------------------------------------- admin

/** `POST /api/admin/ingest`: what was stored (src/ingest/ingest-pipeline.ts `IngestReport`). */
export const IngestResponse = z
  .object({
    ok: z.literal(true),
    report: z.looseObject({
      companies: z.number().int(),
      metrics: z.number().int(),
      announcements: z.number().int(),
      quotes: z.number().int(),
      normalizedFields: z.number().int(),
      tickers: z.array(z.looseObject({ ticker: z.string() })),
    }),
  })
  .meta({ id: "IngestResult" });

/** A pre-compute run's record (src/precompute/run-precompute.ts `summaryOf`). */
export const PrecomputeRun = z
  .looseObject({
    runId: z.number().int(),
    status: z.string(),
    tradeDate: z.string().nullable(),
    tried: z.number().int(),
    debated: z.number().int(),
    cached: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
    tokensUsed: z.number().int(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: "PrecomputeRun" });

export const PrecomputeStarted = z
  .object({ runId: z.number().int(), status: z.literal("running"), links: z.object({ runs: z.string() }) })
  .meta({ id: "PrecomputeStarted" });

export const PrecomputeRuns = z.object({ runs: z.array(PrecomputeRun) }).meta({ id: "PrecomputeRuns" });

/** GET / DELETE /api/admin/profile: time spent inside each span (src/shared/profile.ts) in this isolate since the last reset. */
export const ProfileResponse = z
  .object({
    enabled: z.boolean().meta({ description: "whether PROFILE=on is summing spans" }),
    spans: z.record(z.string(), z.object({ ms: z.number(), count: z.number().int() })),
    statements: z.array(z.object({ sql: z.string(), ms: z.number(), count: z.number().int() })).meta({
      description:
        "D1 statements by their SQL (first 120 characters), most time first: which reads and writes a debate pays for",
    }),
  })
  .meta({ id: "Profile" });
