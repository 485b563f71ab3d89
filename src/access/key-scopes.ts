import { z } from "zod";

/**
 * What a key may do. `read`: its own lists, batches and digests; `debate`: start debates and batches;
 * `watchlist`: create and change lists and digests. Anonymous use of the public endpoints needs none.
 */
export const KeyScope = z.enum(["read", "debate", "watchlist"]);
export type KeyScope = z.infer<typeof KeyScope>;

export const SCOPE_LABEL: Record<KeyScope, string> = { read: "读取", debate: "发起辩论", watchlist: "管理自选" };

/**
 * Per-key limits: the largest each may be set to and the default a key issued without it gets. At most 90 tickers a
 * list: one D1 query reads them all (D1 binds at most 100 values).
 */
const QUOTA = {
  watchlists: { max: 200, default: 20, description: "lists the key may hold" },
  tickersPerList: { max: 90, default: 50, description: "tickers in one list (at most 90)" },
  batchesPerDay: { max: 1000, default: 20, description: "batch runs per day" },
  testSendsPerDay: { max: 1000, default: 10, description: "digest test messages per day" },
  digestsPerList: { max: 20, default: 5, description: "digests (channels) per list" },
} as const;
type QuotaName = keyof typeof QUOTA;

const quota = (name: QuotaName, min: number) =>
  z.number().int().min(min).max(QUOTA[name].max).default(QUOTA[name].default).meta({
    description: QUOTA[name].description,
  });

export const KeyQuotas = z.strictObject({
  watchlists: quota("watchlists", 1),
  tickersPerList: quota("tickersPerList", 1),
  batchesPerDay: quota("batchesPerDay", 0),
  testSendsPerDay: quota("testSendsPerDay", 0),
  digestsPerList: quota("digestsPerList", 0),
  /**
   * Money the key's debates may spend per Beijing day (src/access/key-spend.ts), in MODEL_PRICES_CURRENCY; null =
   * none; absent = the deployment's COST_CAP_PER_KEY_PER_DAY (read when it is used, so the setting reaches old keys).
   */
  costPerDay: z.number().min(0).max(Number.MAX_SAFE_INTEGER).nullable().optional().meta({
    description: "money per Beijing day, in MODEL_PRICES_CURRENCY (null: no cap; omitted: COST_CAP_PER_KEY_PER_DAY)",
  }),
});
export type KeyQuotas = z.infer<typeof KeyQuotas>;

/**
 * A stored key's quotas, read leniently: a field added since the key was issued takes its default, one above today's
 * maximum is held to it, an unknown one is dropped - a key issued under older rules keeps working.
 */
export function storedQuotas(raw: unknown): KeyQuotas {
  const stored = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const entries = (Object.keys(QUOTA) as QuotaName[]).map((name) => {
    const v = stored[name];
    const value =
      typeof v === "number" && Number.isInteger(v) && v >= 0 ? Math.min(v, QUOTA[name].max) : QUOTA[name].default;
    return [name, value] as const;
  });
  const cost = stored.costPerDay;
  const costPerDay = cost === null || (typeof cost === "number" && cost >= 0) ? { costPerDay: cost } : {};
  return { ...Object.fromEntries(entries), ...costPerDay } as KeyQuotas;
}
