import { z } from "zod";

/**
 * What a key may do. `read`: its own lists, batches and digests; `debate`: start debates and batches;
 * `watchlist`: create and change lists and digests. Anonymous use of the public endpoints needs none.
 */
export const KeyScope = z.enum(["read", "debate", "watchlist"]);
export type KeyScope = z.infer<typeof KeyScope>;

export const SCOPE_LABEL: Record<KeyScope, string> = { read: "读取", debate: "发起辩论", watchlist: "管理自选" };

/** Per-key limits; a key issued without them gets these. */
export const KeyQuotas = z.strictObject({
  watchlists: z.number().int().min(1).max(200).default(20).meta({ description: "lists the key may hold" }),
  tickersPerList: z.number().int().min(1).max(200).default(50).meta({ description: "tickers in one list" }),
  batchesPerDay: z.number().int().min(0).max(1000).default(20).meta({ description: "batch runs per day" }),
  testSendsPerDay: z.number().int().min(0).max(1000).default(10).meta({ description: "digest test messages per day" }),
  digestsPerList: z.number().int().min(0).max(20).default(5).meta({ description: "digests (channels) per list" }),
});
export type KeyQuotas = z.infer<typeof KeyQuotas>;
