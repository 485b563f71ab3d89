import { eq } from "drizzle-orm";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { apiKeys } from "../db/schema";
import type { DebateKey } from "../debate/debate-state";
import { keyLedger } from "../models/cost-cap";
import { AppError } from "../shared/app-error";
import { type KeyQuotas, storedQuotas } from "./key-scopes";

/**
 * An API key's money per Beijing day: its cap (the key's `costPerDay` quota, else COST_CAP_PER_KEY_PER_DAY) and its
 * spend, summed across the debates it started in the same reserve-then-settle ledger as the deployment's day cap
 * (src/models/cost-cap.ts, `keyLedger`), scoped `key:<id>`.
 */

/** The key's daily cap: its own quota (null = none), else the deployment's setting; null = no cap. */
export function keyCostCap(config: Config, quotas: Pick<KeyQuotas, "costPerDay">): number | null {
  if (quotas.costPerDay !== undefined) return quotas.costPerDay;
  return config.COST_CAP_PER_KEY_PER_DAY ?? null;
}

/** What a debate started by this key records of it. */
export const debateKey = (config: Config, key: { id: string; quotas: KeyQuotas }): DebateKey => ({
  id: key.id,
  costPerDay: keyCostCap(config, key.quotas),
});

/** The stored key's DebateKey (a batch's key, read when the batch runs); null when the key is gone. */
export async function storedDebateKey(config: Config, db: Database, keyId: string): Promise<DebateKey | null> {
  const row = await db.select({ quotas: apiKeys.quotas }).from(apiKeys).where(eq(apiKeys.id, keyId)).get();
  return row ? debateKey(config, { id: keyId, quotas: storedQuotas(row.quotas) }) : null;
}

/**
 * A key as the API shows it with its money today (GET /api/admin/keys, GET /api/keys/me): the cap in force (its quota
 * resolved against the setting), this Beijing day's spend, and whether the day is closed to new debates (the same
 * test as `assertKeyDayOpen`).
 */
export async function withSpend<K extends { id: string; quotas: KeyQuotas }>(
  env: Env,
  config: Config,
  key: K,
  now = () => new Date(),
) {
  const ledger = keyLedger(env, config, key.id, now);
  const costPerDay = keyCostCap(config, key.quotas);
  const spentToday = await ledger.spent();
  const closed = costPerDay !== null && (spentToday >= costPerDay || (await ledger.closed(costPerDay)));
  const spend = { costPerDay, spentToday, closed, currency: ledger.currency };
  return { ...key, quotas: { ...key.quotas, costPerDay }, spend };
}

/**
 * Refuses a new debate for a key whose day is spent (429 `key_cost_cap`): its spend has reached the cap, or a call of
 * its was already turned away today at a cap at or above the current one. Asked after the verdict cache, so a cached
 * verdict (free) is still served.
 */
export async function assertKeyDayOpen(env: Env, config: Config, key: DebateKey, now: () => Date): Promise<void> {
  if (key.costPerDay === null) return;
  const ledger = keyLedger(env, config, key.id, now);
  const spent = await ledger.spent();
  if (spent < key.costPerDay && !(await ledger.closed(key.costPerDay))) return;
  const cap = `${key.costPerDay} ${ledger.currency}`;
  throw new AppError(
    429,
    "key_cost_cap",
    `该 API 密钥今日费用上限 ${cap} 已用完（已花费 ${spent} ${ledger.currency}），今天不再开始新的辩论；` +
      "已有结论的缓存仍可读取，北京时间次日零点恢复",
  );
}
