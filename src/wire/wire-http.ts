/**
 * Every HTTP answer as a zod schema: the one definition of each shape. The routes declare them (`createRoute` in
 * src/http/*), so the compiler checks each answer against its schema and `GET /api/openapi.json` is generated from
 * them; `wire.ts` re-exports their inferred types for the page. A `meta({ id })` names the schema in the document.
 */
import { z } from "zod";
import { DebateStatus } from "../debate/debate-state";
import { StageStatus } from "../debate/public-stages";
import { Point, Scores, Stance, Verdict } from "../debate/debate-types";
import { AnswerDay as Day } from "../shared/iso-date";
import type { ErrorBody, InsufficientEvidenceDetails } from "./wire-errors";
import { VerdictLinks } from "./wire-tickers";

const at = (what: string) => z.string().describe(what);

// ---------------------------------------------------------------- errors: wire-errors.ts

export * from "./wire-errors";

// ---------------------------------------------------------------- debates

/** Where a debate can be read, watched and downloaded. */
export const DebateLinks = z.object({ self: z.string(), ws: z.string(), report: z.string(), page: z.string() });
export type DebateLinks = z.infer<typeof DebateLinks>;

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
        "present when the models read 公司A / 股票代码A / T年 placeholders (anonymize: true); the state shows" +
          " the real text",
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
          role: z.string().describe("bull / bear / judge, or the graph role's id (fin_market, ta_trader, …)"),
          node: z.string().optional().describe("graph protocols: the node that ran the turn"),
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
              "a failed turn: the same failure in Chinese, as the page and the report show it (absent in turns " +
                "stored before it)",
            ),
        }),
      )
      .describe("every role's turn in order, with its points and their verification (graph protocols: also in flow)"),
    stages: z
      .array(
        z.object({
          id: z.string(),
          title: z.string(),
          roles: z.array(z.string()).describe("the roles whose turns it holds (none: decided in code)"),
          round: z.number().int().nullable().describe("the round its turns carry (rounds as stages), or null"),
          status: StageStatus,
          turns: z.array(z.number().int()).describe("the seqs of its turns, in order"),
        }),
      )
      .describe("the protocol's stages in order, for every protocol (adversarial: its rounds, then the judge)"),
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
        "FinDebate / TradingAgents: every role's result, by graph step (a failed role carries error and its Chinese " +
          "failure, as turns do)",
      ),
    disclaimer: z.string(),
  })
  .meta({ id: "DebateState" });

/** `GET /api/debates/:id/report.json`: the report document every format renders (report-document.ts). */
export * from "./report-document";

// ---------------------------------------------------------------- home and tickers: wire-tickers.ts

export * from "./wire-tickers";

// ---------------------------------------------------------------- health: wire-health.ts

export * from "./wire-health";

// ---------------------------------------------------------------- admin: wire-admin.ts

export * from "./wire-admin";
