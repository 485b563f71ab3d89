import { z } from "zod";
import { Protocol } from "../debate/protocols/registry";
import { WatchlistId } from "./wire-watchlists";

const TickerInput = z.string().trim().min(1, "股票不能为空").max(40, "股票写法最多 40 个字符");

export const CreateBatch = z.union([
  z.strictObject({
    watchlistId: WatchlistId.meta({ description: "debate every ticker of this list with its protocol and rounds" }),
  }),
  z.strictObject({
    tickers: z
      .array(TickerInput)
      .min(1, "tickers 至少要有一只股票")
      .max(50, "一次批量最多 50 只股票")
      .meta({ description: "codes, names or pinyin", example: ["600519", "宁德时代"] }),
    protocol: Protocol.optional(),
    rounds: z.number().int().min(1).max(5).optional(),
  }),
]);

export const BatchId = z
  .string()
  .regex(/^b_[a-z2-9]{12}$/, "批量编号应为 b_ 加 12 位字符")
  .meta({ description: "a batch id", example: "b_k3v9x2m2q7ab" });

const ItemStatus = z.enum(["queued", "running", "done", "failed"]);

export const BatchItem = z.object({
  code: z.string(),
  name: z.string(),
  status: ItemStatus,
  statusLabel: z.string(),
  debateId: z.string().nullable(),
  cached: z.boolean().meta({ description: "a cached verdict answered: no new debate was run" }),
  stance: z.enum(["bullish", "bearish", "neutral"]).nullable(),
  stanceLabel: z.string().nullable(),
  quality: z.number().nullable().meta({ description: "辩论质量 0-100 (not a probability)" }),
  confidence: z.string().nullable().meta({ description: "the verdict's words of probability" }),
  change: z.enum(["none", "new", "same", "changed"]).nullable(),
  changeLabel: z.string().nullable().meta({ description: "against the ticker's verdict before this one" }),
  error: z.string().nullable(),
  links: z.object({ debate: z.string(), report: z.string() }).nullable(),
});

export const BatchInfo = z.object({
  id: BatchId,
  watchlistId: z.string().nullable(),
  protocol: z.string(),
  rounds: z.number().int(),
  status: z.enum(["queued", "running", "done", "failed"]),
  statusLabel: z.string(),
  progress: z.object({ total: z.number().int(), ended: z.number().int(), done: z.number().int() }),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  error: z
    .string()
    .nullable()
    .meta({ description: "why a failed batch ended early, e.g. its background run died; null otherwise" }),
  items: z.array(BatchItem),
  disclaimer: z.string(),
});

export const BatchStarted = z.object({
  id: BatchId,
  status: z.literal("queued"),
  tickers: z.array(z.string()),
  links: z.object({ self: z.string() }),
});

export type BatchItem = z.infer<typeof BatchItem>;
