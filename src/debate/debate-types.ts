import type { MemoryItem } from "../memory/memory-types";
import { z } from "zod";
import type { ChunkFigure } from "../db/schema";
import { type Category, Dimension } from "../domain/metric-catalog";
import type { Turn, RoleTask } from "./role-output";
import { MAX_STATED, StatedAssertion, keepValidStated } from "../domain/stated-assertion";

export { StatedAssertion } from "../domain/stated-assertion";

export const DebaterRole = z.enum(["bull", "bear"]);
export type DebaterRole = z.infer<typeof DebaterRole>;
export const Role = z.enum(["bull", "bear", "judge"]);
export type Role = z.infer<typeof Role>;
export const Stance = z.enum(["bullish", "bearish", "neutral"]);
export type Stance = z.infer<typeof Stance>;

/** One evidence item as an agent sees it; `id` is the short per-debate id (`E12`) used in prompts and citations. */
export interface EvidenceItem {
  id: string;
  chunkId: string;
  text: string;
  category: Category;
  dimension: Dimension;
  period: string | null;
  publicDate: string;
  source: string;
  sourceUrl: string | null;
  figures: ChunkFigure[];
}

export const EvidenceId = z.string().regex(/^E\d{1,4}$/, "evidence ids look like E12");

// ---- Model output schemas (validated with zod; a malformed output is re-asked with the error) ----

export const CitationOutput = z.object({
  id: EvidenceId,
  /** A verbatim fragment of the cited evidence text. */
  quote: z.string().min(1).max(160),
});

/** Seed 000 §3.1: "每个观点不超过100字". The schema enforces it and every prompt states it. */
export const MAX_CLAIM_CHARS = 100;

/** A point as a model writes it: the shape the providers' structured-output mode sends (no parser-owned field). */
export const PointSent = z.object({
  claim: z.string().min(1).max(MAX_CLAIM_CHARS),
  evidence: z.array(CitationOutput).min(1).max(4),
  confidence: z.number().min(0).max(1),
  /** The opponent point this one answers, by its id (e.g. `bear-t2-p1`). */
  rebuts: z.string().max(20).optional(),
  dimension: Dimension.optional(),
  /** What the point asserts, as data (stated-assertion.ts): checked exactly, the prose only for agreement. */
  assertions: z.array(StatedAssertion).max(MAX_STATED).optional(),
});

/** A point as parsed: invalid stated items dropped with their reasons, which only the parser writes. */
export const PointOutput = z.preprocess(
  keepValidStated,
  PointSent.extend({
    /** Written by the parser, never by the model: the stated items dropped as invalid, each with why (Chinese). */
    assertionsDropped: z
      .array(z.string())
      .max(MAX_STATED * 4)
      .optional(),
  }),
);
export type PointOutput = z.infer<typeof PointOutput>;

/** A debater's reply of the given point shape: parsed (PointOutput) or sent to models (PointSent). */
const debaterOf = <P extends z.ZodType>(point: P) =>
  z.object({
    stance: z.enum(["bullish", "bearish"]),
    /** Empty when the side has nothing new to add: that is how a debate converges. */
    points: z.array(point).max(5),
  });
export const DebaterOutput = debaterOf(PointOutput);
export const DebaterSent = debaterOf(PointSent);
export type DebaterOutput = z.infer<typeof DebaterOutput>;

export const Score = z.number().min(0).max(100);
export const JudgeOutput = z.object({
  scores: z.object({ factuality: Score, logic: Score, relevance: Score, riskCoverage: Score }),
  overall: Score,
  stance: Stance,
  coreConclusion: z.string().min(1).max(200),
  disputeFocus: z.array(z.string().min(1).max(200)).max(5),
  risks: z.array(z.string().min(1).max(200)).max(8),
  /** Words of probability (e.g. 较大可能), never a price or a return forecast. */
  confidence: z.string().min(1).max(40),
  /** How the judge weighed the points beyond their verification (e.g. older reports weighing less), when that changed
   * the stance: the verdict's rule text says so. */
  weighing: z.string().min(1).max(200).optional(),
});
export type JudgeOutput = z.infer<typeof JudgeOutput>;

// ---- What the engine records ----

/**
 * verified: every check passed (✅ means the whole claim is true); doubtful: a check failed; invalid: nothing it cites
 * exists; unverifiable: the citations and numbers hold but a judgement in it is one the data cannot decide (未能核验).
 */
export const VerificationStatus = z.enum(["verified", "doubtful", "invalid", "unverifiable"]);
export type VerificationStatus = z.infer<typeof VerificationStatus>;

/** One check of a claim's judgement against the data (src/verification/claims): null when the data cannot decide. */
export const ClaimCheckRecord = z.object({
  kind: z.enum([
    "number",
    "direction",
    "magnitude",
    "comparison",
    "recency",
    "polarity",
    "level",
    "rebuttal",
    "market",
    "event",
    "scope",
    "stated",
  ]),
  ok: z.boolean().nullable(),
  expected: z.string(),
  found: z.string(),
  /** In Chinese, e.g. 资产负债率 2024→2025 由19.04%降至16.42%，与“负债扩张”不符. */
  reason: z.string(),
});
export type ClaimCheckRecord = z.infer<typeof ClaimCheckRecord>;

export const Verification = z.object({
  status: VerificationStatus,
  /** Human-readable, in Chinese, naming the offending id or number. */
  reasons: z.array(z.string()),
  /** What the claim asserts, checked one by one against the data known by asOf (absent for debates made before it). */
  checks: z.array(ClaimCheckRecord).optional(),
});
export type Verification = z.infer<typeof Verification>;

export const Point = z
  .object({
    /** `${role}-t${turnSeq}-p${n}`: stable and unique, so rebuttals can answer it. */
    id: z.string().meta({ description: "stable and unique (e.g. bull-t1-p2), so rebuttals can answer it" }),
    claim: z.string(),
    evidence: z.array(z.object({ id: z.string(), quote: z.string() })),
    confidence: z.number(),
    rebuts: z.string().optional(),
    dimension: z.string().optional(),
    /** What the model stated as data (stated-assertion.ts); absent for points without, and debates made before it. */
    assertions: z.array(StatedAssertion).optional(),
    verification: Verification,
  })
  .meta({ id: "Point" });
export type Point = z.infer<typeof Point>;

export interface ModelAttempt {
  attempt: number;
  ok: boolean;
  ms: number;
  status?: number;
  error?: string;
  /** Answered from the reply archive (identical request within REPLY_CACHE_TTL_S, or a replay): no model call. */
  cached?: boolean;
}

export interface Usage {
  calls: number;
  promptTokens: number;
  completionTokens: number;
  /** True when any figure was estimated from text length rather than reported by the provider. */
  estimated: boolean;
  ms: number;
  /**
   * Replies answered from the reply archive instead of the model. Their tokens are still counted above (so the token
   * budget behaves the same on a replay) but they are not in `calls` and cost nothing.
   */
  cached?: number;
  /** Prompt tokens the providers read from their prefix caches (part of promptTokens), as they reported them. */
  cachedPromptTokens?: number;
  /** Cost of the paid calls in `currency`; absent when no model that answered has a price (src/models/prices.ts). */
  cost?: number;
  /** The price table's currency (MODEL_PRICES_CURRENCY), present whenever `cost` is. */
  currency?: string;
  /** The same figures per model that answered (`provider:model`), for the report's 用量 and the bench. */
  byModel?: Record<string, ModelUsage>;
}

/** One model's share of a usage. */
export interface ModelUsage {
  calls: number;
  promptTokens: number;
  cachedPromptTokens: number;
  completionTokens: number;
  cost?: number;
}

/**
 * The judge's four scores and the overall, each 0-100 (the verdict rule reads overall and factuality): the debate's
 * quality (辩论质量), not the probability that its direction comes true.
 */
export const Scores = z
  .object({
    factuality: Score,
    logic: Score,
    relevance: Score,
    riskCoverage: Score,
    overall: Score,
  })
  .describe(
    "辩论质量 (debate quality), 0-100: how well the case was argued, not the probability that the direction comes true",
  );
export type Scores = z.infer<typeof Scores>;

const Direction = z.enum(["up", "down", "flat"]);

/** A debate's verdict, on the wire (`GET /api/debates/:id`, the cache, the hot list) and in the report. */
/** A verified point as it weighed in the verdict (src/verdict/attribution.ts). */
export const AttributedPoint = z.object({
  pointId: z.string(),
  side: DebaterRole.optional().describe("the adversarial debate: the side that made the point"),
  role: z.string().optional().describe("a role graph: the role that made the point (GET /api/protocols names it)"),
  stance: Stance.optional().describe(
    "a role graph: the direction the point argues (its role's stance, or the side the role argues whatever its stance)",
  ),
  claim: z.string().describe("the point's claim, clipped"),
  weight: z.number().describe("confidence × 1.5 when no verified rebuttal answered it, × 1 when one did"),
});
export type AttributedPoint = z.infer<typeof AttributedPoint>;

/** Why this verdict, computed: each quality dimension's share of the overall score and the points that weighed most. */
export const Attribution = z
  .object({
    by: z
      .literal("stance")
      .optional()
      .describe(
        "a role graph: points are for the verdict when they argue its direction (their role's stance or side); " +
          "absent: by side (多方/空方)",
      ),
    dimensions: z.array(
      z.object({
        key: z.enum(["factuality", "logic", "relevance", "riskCoverage"]),
        weight: z.number().describe("its weight in the overall score"),
        score: z.number(),
        share: z.number().describe("weight × score over the weighted sum: its share of the overall score, 0-1"),
      }),
    ),
    for: z
      .array(AttributedPoint)
      .describe(
        "up to three verified points of the side the stance follows (neutral: 多方), " +
          "or of the roles sharing its stance",
      ),
    against: z.array(AttributedPoint).describe("up to three verified points of the other side, or of the other roles"),
  })
  .meta({ id: "Attribution" });
export type Attribution = z.infer<typeof Attribution>;

/** What the debate's later rounds changed: the rule's verdict from the opening round alone beside the final one. */
export const DebateChange = z
  .object({
    rounds: z.number().int(),
    opening: z.object({ stance: Stance, overall: z.number(), factuality: z.number() }),
    final: z.object({ stance: Stance, overall: z.number(), factuality: z.number() }),
    changed: z.boolean(),
    scorer: z
      .literal("offline_rule")
      .describe("both scored by the offline judge's rule in code over the verified points: no model call"),
    openingJudge: z
      .object({ source: z.literal("judge"), stance: Stance, overall: z.number(), factuality: z.number() })
      .optional()
      .describe(
        "the `ablation` option: the debate's own judge (same role and model) over the opening round alone, gated by " +
          "the verdict rule - one extra judge call",
      ),
    openingJudgeFailed: z
      .string()
      .optional()
      .describe("the `ablation` option's judge call failed (why, in Chinese); the verdict stands"),
  })
  .meta({ id: "DebateChange" });
export type DebateChange = z.infer<typeof DebateChange>;

export const Verdict = z
  .object({
    stance: Stance,
    scores: Scores,
    /** Why the rule gave this stance, including any clamping of factuality. */
    rule: z.string().describe("why the rule gave this stance, including any clamping of factuality"),
    coreConclusion: z.string(),
    disputeFocus: z.array(z.string()),
    risks: z.array(z.string()),
    confidence: z.string().describe("words of probability (e.g. 较大可能), never a price or a return forecast"),
    /** FinDebate: the final report's directions for 1 day, 1 week, 1 month. */
    horizons: z.object({ day: Direction, week: Direction, month: Direction }).optional(),
    attribution: Attribution.optional(),
    /** Adversarial debates of more than one round: the opening round's verdict beside the final one. */
    change: DebateChange.optional(),
  })
  .meta({ id: "Verdict" });
export type Verdict = z.infer<typeof Verdict>;

// ---- What the model provider receives (the offline provider argues from `task`; LLMs read `messages`) ----

export interface ArgueTask {
  kind: "argue";
  role: DebaterRole;
  round: number;
  ticker: string;
  companyName: string;
  asOf: string;
  /** The company's industry, when known: leverage words follow its norms. */
  industry?: string | null;
  pack: EvidenceItem[];
  /** This side's previous turn (seed 000 §4.3: the prompt holds it and the opponent's latest). */
  ownPrevious: Point[];
  opponentLatest: Point[];
  /** The items the opponent's latest points cite (from the judge's full set): what a rebuttal has to answer. */
  opponentCited: EvidenceItem[];
  /** Every evidence id this side has already cited, in any round. */
  citedBefore: string[];
  /** One line per earlier round, so tokens grow linearly with rounds. */
  summary: string[];
}

export interface JudgeTask {
  kind: "judge";
  ticker: string;
  companyName: string;
  asOf: string;
  evidence: EvidenceItem[];
  /** The debaters' turns, in order: what the judge reads of them. */
  turns: Pick<Turn, "seq" | "round" | "role" | "points" | "hitRate">[];
  /** Verified points / all points over the debate. */
  hitRate: number;
  /** Past situations and what they taught, known by asOf (empty when memory is off). */
  memory?: MemoryItem[];
}

export type ModelTask = ArgueTask | JudgeTask | RoleTask;
