import type { Config } from "../config";
import { type DebateKey, roundCost } from "../debate/debate-state";
import { beijingDate } from "../shared/dates";

/**
 * Caps that fail closed (COST_CAP_PER_DEBATE, COST_CAP_PER_DAY, in MODEL_PRICES_CURRENCY). Before a call is sent its
 * worst case is reserved against what is left; a call whose worst case does not fit is refused and never sent. After
 * the call the reservation is settled to what the call really cost. Per-key caps: `KeyCap` (a ledger scoped to one
 * key, and its cap: `keyCap`), built from the key a debate records (`stepGuard` in src/room/model-calls.ts); the
 * key's quota and its API views are in src/access/key-spend.ts.
 */
export interface CostGuard {
  /** Reserves `worst` or says why not (the refusal, in Chinese, for the report); null = reserved, send the call. */
  reserve(worst: number): Promise<string | null>;
  /** Replaces a reservation of `reserved` by the `actual` cost of the call it was made for. */
  settle(reserved: number, actual: number): Promise<void>;
}

/** The prefix of a refused call's error (callModel's `<kind>: <message>`), which the room reads as "a cap ended it". */
export const COST_CAP_KIND = "cost_cap";
/** The detour a capped debate's flow records (the report's 路由兜底, the page's 流程改道). */
export const COST_CAP_DETOUR = "费用上限已到，不再调用模型，流程结束";
export const isCostCapError = (message: string | undefined): boolean =>
  message?.startsWith(`${COST_CAP_KIND}:`) ?? false;

const money = (n: number, currency: string) => `${roundCost(n)} ${currency}`;

/**
 * The deployment's spend per Beijing day, one `meta` row per day and currency holding what was spent plus what is
 * reserved by calls in flight. Reserving is one conditional UPDATE, so two debates cannot both take the last of a cap.
 */
export class DaySpendLedger {
  /** `scope` keeps a spend apart from the deployment's (e.g. `key:<id>` for one API key's day). */
  constructor(
    private readonly db: D1Database,
    readonly currency: string,
    private readonly now: () => Date = () => new Date(),
    private readonly scope?: string,
  ) {}

  key(day = beijingDate(this.now())): string {
    return `spend:${day}:${this.currency}${this.scope ? `:${this.scope}` : ""}`;
  }

  /** Adds `amount` unless that would pass `cap`; true when it was added. */
  async reserve(amount: number, cap: number): Promise<boolean> {
    const key = this.key();
    const [, update] = await this.db.batch([
      this.insert(key),
      this.db
        .prepare(
          "UPDATE meta SET value = CAST(CAST(value AS REAL) + ?2 AS TEXT) WHERE key = ?1 AND CAST(value AS REAL) + " +
            "?2 <= ?3",
        )
        .bind(key, amount, cap + 1e-9),
    ]);
    return (update?.meta.changes ?? 0) > 0;
  }

  /** Adds `delta` (negative when a call cost less than its reservation), never going below zero. */
  async add(delta: number): Promise<void> {
    const key = this.key();
    await this.db.batch([
      this.insert(key),
      this.db
        .prepare("UPDATE meta SET value = CAST(MAX(0, CAST(value AS REAL) + ?2) AS TEXT) WHERE key = ?1")
        .bind(key, delta),
    ]);
  }

  /** The day's row, created at zero if it is not there yet. */
  private insert(key: string) {
    return this.db.prepare("INSERT INTO meta (key, value) VALUES (?1, '0') ON CONFLICT (key) DO NOTHING").bind(key);
  }

  /**
   * Marks the day as refused at `cap`: that cap is reached for the day, even when a smaller call would still fit (fail
   * closed: a key's next debate is not started to be cut off at its first call). The cap is kept (the highest that
   * refused) so that raising the cap later the same day reopens it.
   */
  async close(cap: number): Promise<void> {
    await this.db
      .prepare(
        "INSERT INTO meta (key, value) VALUES (?1, CAST(?2 AS TEXT)) ON CONFLICT (key) DO UPDATE SET value = " +
          "CAST(MAX(CAST(value AS REAL), ?2) AS TEXT)",
      )
      .bind(`${this.key()}:closed`, cap)
      .run();
  }

  /** True while a call was refused this day (`close`) at a cap at or above `cap`, the one now in force. */
  async closed(cap: number, day?: string): Promise<boolean> {
    const row = await this.db
      .prepare("SELECT value FROM meta WHERE key = ?1")
      .bind(`${this.key(day)}:closed`)
      .first<{ value: string }>();
    return row !== null && cap <= Number(row.value) + 1e-9;
  }

  /** Spent (and reserved) today. */
  async spent(day?: string): Promise<number> {
    const row = await this.db
      .prepare("SELECT value FROM meta WHERE key = ?1")
      .bind(this.key(day))
      .first<{ value: string }>();
    return row ? roundCost(Number(row.value) || 0) : 0;
  }
}

export interface CapSettings {
  currency: string;
  perDebate?: number;
  perDay?: number;
}

export function capSettings(c: Config): CapSettings {
  return {
    currency: c.MODEL_PRICES_CURRENCY,
    ...(c.COST_CAP_PER_DEBATE !== undefined ? { perDebate: c.COST_CAP_PER_DEBATE } : {}),
    ...(c.COST_CAP_PER_DAY !== undefined ? { perDay: c.COST_CAP_PER_DAY } : {}),
  };
}

/** One API key's daily cap: its own ledger (a DaySpendLedger with scope `key:<id>`) and how much it may spend a day. */
export interface KeyCap {
  ledger: DaySpendLedger;
  perDay: number;
}

/** One API key's day of spend: the deployment's ledger kept apart by the scope `key:<id>`. */
export function keyLedger(env: Env, config: Config, keyId: string, now: () => Date = () => new Date()): DaySpendLedger {
  return new DaySpendLedger(env.DB, config.MODEL_PRICES_CURRENCY, now, `key:${keyId}`);
}

/**
 * The guard's view of the key a debate recorded: its ledger and cap, or null when the key has no cap. Here beside
 * the guard (not with the keys in access/) so the room, which runs the steps, needs nothing from the API's edge.
 */
export function keyCap(env: Env, config: Config, key: DebateKey | undefined): KeyCap | null {
  if (!key || key.costPerDay === null) return null;
  return { ledger: keyLedger(env, config, key.id), perDay: key.costPerDay };
}

/**
 * A step's guard: the debate's spend before the step (`debateSpent`) plus what this step's calls have reserved and
 * spent (parallel analysts reserve one by one), the day's ledger when COST_CAP_PER_DAY is set, and the calling key's
 * day when it has a cap. Null when no cap is set, so an uncapped deployment does no bookkeeping.
 */
export function costGuard(
  caps: CapSettings,
  debateSpent: number,
  ledger: DaySpendLedger | null,
  key: KeyCap | null = null,
): CostGuard | null {
  if (caps.perDebate === undefined && caps.perDay === undefined && !key) return null;
  let step = 0;
  const { currency } = caps;
  return {
    async reserve(worst) {
      if (caps.perDebate !== undefined && debateSpent + step + worst > caps.perDebate + 1e-9) {
        const left = Math.max(0, caps.perDebate - debateSpent - step);
        const next = `下一次模型调用最多可能花费 ${money(worst, currency)}，未发送`;
        return `本场费用上限 ${money(caps.perDebate, currency)}：剩余 ${money(left, currency)}，${next}`;
      }
      if (caps.perDay !== undefined) {
        if (!ledger) return `已设每日费用上限，但无法读取当日用量，未发送`;
        if (!(await ledger.reserve(worst, caps.perDay))) {
          const cap = money(caps.perDay, currency);
          return `今日费用上限 ${cap} 已不足以支付下一次模型调用（最多 ${money(worst, currency)}），未发送`;
        }
      }
      if (key && !(await key.ledger.reserve(worst, key.perDay))) {
        // The deployment's day gives back what it reserved for a call that is not sent; the key is done for the day.
        if (caps.perDay !== undefined && ledger) await ledger.add(-worst);
        await key.ledger.close(key.perDay);
        const cap = money(key.perDay, currency);
        return `该 API 密钥今日费用上限 ${cap} 已不足以支付下一次模型调用（最多 ${money(worst, currency)}），未发送`;
      }
      step += worst;
      return null;
    },
    async settle(reserved, actual) {
      step += actual - reserved;
      if (caps.perDay !== undefined && ledger) await ledger.add(actual - reserved);
      if (key) await key.ledger.add(actual - reserved);
    },
  };
}
