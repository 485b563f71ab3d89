import { z } from "zod";
import { Protocol } from "../debate/protocols/registry";
import { PlainName } from "./plain-name";

/** A ticker as a user writes it: code in any common form, name or pinyin (resolved like the search box). */
const TickerInput = z.string().trim().min(1, "股票不能为空").max(40, "股票写法最多 40 个字符");
const Rounds = z.number().int().min(1).max(5).meta({ description: "rounds per debate (default: the protocol's)" });

export const CreateWatchlist = z.strictObject({
  name: PlainName.meta({ example: "我的持仓" }),
  tickers: z
    .array(TickerInput)
    .max(200)
    .default([])
    .meta({ description: "codes, names or pinyin", example: ["600519", "宁德时代", "zsyh"] }),
  protocol: Protocol.optional().meta({ description: "the protocol its batches debate with (default: the default)" }),
  rounds: Rounds.optional(),
});

export const UpdateWatchlist = z
  .strictObject({
    name: PlainName.optional(),
    protocol: Protocol.optional(),
    rounds: Rounds.nullable().optional().meta({ description: "null: back to the protocol's default" }),
    add: z.array(TickerInput).max(200).default([]).meta({ description: "tickers to add" }),
    remove: z.array(TickerInput).max(200).default([]).meta({ description: "tickers to remove" }),
  })
  .refine(
    (b) =>
      b.name !== undefined ||
      b.protocol !== undefined ||
      b.rounds !== undefined ||
      b.add.length > 0 ||
      b.remove.length > 0,
    "请至少修改一项：name、protocol、rounds、add 或 remove",
  );

export const WatchlistId = z
  .string()
  .regex(/^w_[a-z2-9]{12}$/, "自选列表编号应为 w_ 加 12 位字符")
  .meta({ description: "a watchlist id", example: "w_k3v9x2m2q7ab" });

export const WatchlistSummary = z.object({
  id: WatchlistId,
  name: z.string(),
  protocol: z.string(),
  rounds: z.number().int().nullable(),
  tickers: z.array(z.string()).meta({ description: "codes, in the order added" }),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const VerdictBrief = z.object({
  debateId: z.string(),
  stance: z.enum(["bullish", "bearish", "neutral"]),
  stanceLabel: z.string(),
  overall: z.number(),
  asOf: z.string(),
  createdAt: z.string(),
});

export const WatchlistEntry = z.object({
  code: z.string(),
  name: z.string(),
  addedAt: z.string(),
  latest: VerdictBrief.nullable().meta({ description: "its newest verdict with the list's protocol (any key's)" }),
  previous: VerdictBrief.nullable().meta({ description: "the verdict before it" }),
  change: z
    .enum(["none", "new", "same", "changed"])
    .meta({ description: "none: no verdict yet; new: its first; same/changed: the stance against the previous" }),
  changeLabel: z.string(),
});

export const WatchlistDetail = WatchlistSummary.omit({ tickers: true }).extend({ entries: z.array(WatchlistEntry) });

export const WatchlistList = z.object({ watchlists: z.array(WatchlistSummary), limit: z.number().int() });

export const WatchlistHistory = z.object({
  id: WatchlistId,
  name: z.string(),
  days: z
    .array(
      z.object({
        date: z.string().meta({ description: "the day (Beijing time) the verdicts were made" }),
        verdicts: z.array(VerdictBrief.extend({ code: z.string(), name: z.string() })),
      }),
    )
    .meta({ description: "newest day first" }),
});

export const HistoryQuery = z.strictObject({
  days: z.coerce.number().int().min(1).max(366).default(30).meta({ description: "how many days back" }),
});

export type VerdictBrief = z.infer<typeof VerdictBrief>;
export type WatchlistEntry = z.infer<typeof WatchlistEntry>;
