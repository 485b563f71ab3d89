import { and, eq, isNotNull, isNull, lt, notExists, or } from "drizzle-orm";
import { z } from "zod";
import { appDeps } from "../app-deps";
import { readConfig } from "../config";
import { apiKeys, digests } from "../db/schema";
import { tradingDay } from "../shared/trading-calendar";
import { digestSettings } from "./digest-config";
import { DigestId } from "./digest-id";
import { deliverDigest } from "./deliver-digest";

/** The cron that runs due digests (wrangler.toml [triggers]): every quarter hour, a digest's time being one. */
export const DIGEST_CRON = "*/15 * * * *";
/** A digest whose time passed more than this long ago today is not sent late (a missed cron, a new digest). */
const LATE_MS = 60 * 60_000;
/** Messages per Queue sendBatch call (the platform's limit is 100). */
const SEND_BATCH = 100;

/**
 * One message of the digest queue: a digest due on a trading day, and the cron's time, which stays the consumer's
 * clock (the digest speaks of the day it was due, however late the queue delivers it).
 */
export const DueDigest = z.strictObject({
  digestId: DigestId,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  at: z.iso.datetime(),
});
export type DueDigest = z.infer<typeof DueDigest>;

export interface DueRun {
  date: string;
  open: boolean;
  reason?: string;
  queued: string[];
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Beijing time of day in minutes. */
const beijingMinutes = (now: Date) => ((now.getUTCHours() + 8) % 24) * 60 + now.getUTCMinutes();

// Before, not merely other than, the day: a stale message for day D delivered after D+1 ran must neither send D again
// nor move lastRunDate back (dates are YYYY-MM-DD, so text order is date order).
const notRunOn = (date: string) => or(isNull(digests.lastRunDate), lt(digests.lastRunDate, date));

/**
 * The producer (the scheduled handler): on a trading day by the calendar (weekends and MARKET_HOLIDAYS closed), one
 * queue message per digest whose Beijing time came within the last hour and that has not run today. Each is sent by
 * its own consumer invocation, so one slow channel or a long list no longer holds up the others in one invocation.
 * Without the queue binding the digests are sent here, one after another.
 */
export async function runDueDigests(env: Env, now: () => Date): Promise<DueRun> {
  const deps = appDeps(env, readConfig(env), now);
  const day = tradingDay(now(), deps.config.MARKET_HOLIDAYS.dates);
  if (!day.open) return { date: day.date, open: false, reason: day.reason, queued: [] };
  const minute = beijingMinutes(now());
  // A revoked key's digests stop with it: only digests of live keys are candidates.
  const live = notExists(
    deps.db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, digests.keyId), isNotNull(apiKeys.revokedAt))),
  );
  const candidates = await deps.db
    .select({ id: digests.id, time: digests.time })
    .from(digests)
    .where(and(notRunOn(day.date), live))
    .all();
  const due: DueDigest[] = candidates
    .filter((d) => {
      const late = minute - minutesOf(d.time);
      return late >= 0 && late * 60_000 < LATE_MS;
    })
    .map((d) => ({ digestId: d.id, date: day.date, at: now().toISOString() }));
  const queue = env.DIGEST_QUEUE;
  if (queue) {
    for (let i = 0; i < due.length; i += SEND_BATCH)
      await queue.sendBatch(due.slice(i, i + SEND_BATCH).map((body) => ({ body, contentType: "json" as const })));
  } else {
    // One digest's failure (D1 busy at its claim) must not cost the digests after it their day.
    for (const message of due) {
      try {
        await sendDueDigest(env, message);
      } catch (e) {
        console.error(`digest ${message.digestId} could not be claimed`, e);
      }
    }
  }
  return { date: day.date, open: true, queued: due.map((d) => d.digestId) };
}

/**
 * The consumer's work for one message: claims the digest for the day with one conditional update (a message
 * delivered twice, or two overlapping crons, send it once), then builds and sends it with the delivery log's retries
 * and dead letter. False when another run had claimed it.
 */
export async function sendDueDigest(env: Env, message: DueDigest): Promise<boolean> {
  const t0 = Date.now();
  const deps = appDeps(env, readConfig(env), () => new Date(Date.parse(message.at) + (Date.now() - t0)));
  const claimed = await deps.db
    .update(digests)
    .set({ lastRunDate: message.date })
    .where(and(eq(digests.id, message.digestId), notRunOn(message.date)))
    .returning();
  const row = claimed[0];
  if (!row) return false;
  try {
    await deliverDigest(env, deps, digestSettings(env), row, "scheduled");
  } catch (e) {
    // Its list deleted, its key rotated: logged. Not retried: the day's claim is taken, and a part that reached the
    // channel must not go out twice.
    console.error(`digest ${row.id} could not be built or sent`, e);
  }
  return true;
}

/**
 * The queue consumer (`queue()` of the Worker): one digest per message. A malformed message is dropped (acked)
 * with a log line; a failure before the claim (D1 busy) is retried by the queue.
 */
export async function consumeDueDigests(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const parsed = DueDigest.safeParse(message.body);
    if (!parsed.success) {
      console.error(JSON.stringify({ event: "digest.bad_message", id: message.id }));
      message.ack();
      continue;
    }
    try {
      await sendDueDigest(env, parsed.data);
      message.ack();
    } catch (e) {
      console.error(`digest ${parsed.data.digestId} could not be claimed`, e);
      message.retry();
    }
  }
}
