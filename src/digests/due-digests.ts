import { and, eq, isNotNull, isNull, ne, notExists, or } from "drizzle-orm";
import { appDeps } from "../app-deps";
import { readConfig } from "../config";
import { apiKeys, digests } from "../db/schema";
import { tradingDay } from "../shared/trading-calendar";
import { digestSettings } from "./digest-config";
import { deliverDigest } from "./deliver-digest";

/** The cron that runs due digests (wrangler.toml [triggers]): every quarter hour, a digest's time being one. */
export const DIGEST_CRON = "*/15 * * * *";
/** A digest whose time passed more than this long ago today is not sent late (a missed cron, a new digest). */
const LATE_MS = 60 * 60_000;

export interface DueRun {
  date: string;
  open: boolean;
  reason?: string;
  sent: string[];
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Beijing time of day in minutes. */
const beijingMinutes = (now: Date) => ((now.getUTCHours() + 8) % 24) * 60 + now.getUTCMinutes();

/**
 * Sends every digest due now: only on a trading day by the calendar (weekends and MARKET_HOLIDAYS closed), when its
 * Beijing time has come within the last hour and it has not run today. Each digest is claimed by one conditional
 * update first, so overlapping invocations never send one twice.
 */
export async function runDueDigests(env: Env, now: () => Date): Promise<DueRun> {
  const deps = appDeps(env, readConfig(env), now);
  const day = tradingDay(now(), deps.config.MARKET_HOLIDAYS.dates);
  if (!day.open) return { date: day.date, open: false, reason: day.reason, sent: [] };
  const settings = digestSettings(env);
  const minute = beijingMinutes(now());
  const notToday = or(isNull(digests.lastRunDate), ne(digests.lastRunDate, day.date));
  // A revoked key's digests stop with it: only digests of live keys are candidates.
  const live = notExists(
    deps.db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, digests.keyId), isNotNull(apiKeys.revokedAt))),
  );
  const candidates = await deps.db.select().from(digests).where(and(notToday, live)).all();
  const due = candidates.filter((d) => {
    const late = minute - minutesOf(d.time);
    return late >= 0 && late * 60_000 < LATE_MS;
  });
  const sent: string[] = [];
  for (const row of due) {
    try {
      // Claimed inside the try: one digest's D1 error must not stop the others.
      const claimed = await deps.db
        .update(digests)
        .set({ lastRunDate: day.date })
        .where(and(eq(digests.id, row.id), notToday))
        .returning({ id: digests.id });
      if (claimed.length === 0) continue;
      await deliverDigest(env, deps, settings, { ...row, lastRunDate: day.date }, "scheduled");
      sent.push(row.id);
    } catch (e) {
      // Its list deleted, its key rotated: logged, and the others still go out.
      console.error(`digest ${row.id} could not be built or sent`, e);
    }
  }
  return { date: day.date, open: true, sent };
}
