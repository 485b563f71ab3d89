import { desc, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../app-deps";
import { digestDeliveries, digests } from "../db/schema";
import { AppError } from "../shared/app-error";
import { beijingDate } from "../shared/dates";
import { randomId } from "../shared/random-id";
import { getWatchlist } from "../watchlists/watchlist-store";
import type { ChannelTarget, DigestChannel } from "./channel-targets";
import { sendPart } from "./channel-send";
import { digestContent } from "./digest-content";
import type { DigestSettings } from "./digest-config";
import { unseal } from "./digest-crypto";
import type { DigestRow } from "./digest-store";
import { FORMATS, renderParts } from "./digest-text";

/** Attempts per message part; after the last failure the part is dead-lettered (kept in the log with its text). */
export const MAX_ATTEMPTS = 3;

export type DeliveryRow = typeof digestDeliveries.$inferSelect;

export interface SendReport {
  sendId: string;
  parts: number;
  sent: number;
  deadLettered: number;
  deliveries: DeliveryRow[];
}

const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

/**
 * Builds the digest from the list's verdicts and sends it part by part, each part up to MAX_ATTEMPTS times with
 * doubling backoff; every part is logged (attempts, response codes, the Chinese error) with its text, sent or not.
 * A scheduled send that reached the channel whole becomes the reference "the last digest" for the next one's changes.
 */
export async function deliverDigest(
  env: Env,
  deps: Pick<AppDeps, "db" | "now">,
  settings: DigestSettings,
  row: DigestRow,
  kind: "scheduled" | "test",
): Promise<SendReport> {
  const list = await getWatchlist(deps, { id: row.keyId }, row.watchlistId);
  const target = JSON.parse(await unseal(settings.secretKey, row.target, row.id)) as ChannelTarget;
  const channel = row.channel as DigestChannel;
  const content = await digestContent(env, deps, {
    list,
    baseUrl: row.baseUrl,
    lastStances: row.lastStances,
    test: kind === "test",
  });
  const texts = renderParts(content, FORMATS[channel]);
  const sendId = randomId("s_", 12);
  const deliveries: DeliveryRow[] = [];
  const ctx = { now: deps.now, mail: settings.mail, mailFrom: settings.mailFrom, timeoutMs: settings.timeoutMs };
  for (const [i, text] of texts.entries()) {
    const attempts: DeliveryRow["attempts"] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      if (attempt > 1) await sleep(settings.backoffMs * 2 ** (attempt - 2));
      const at = deps.now().toISOString();
      const part = { text, part: i + 1, parts: texts.length, digestId: row.id, content };
      const outcome = await sendPart(channel, target, part, ctx);
      attempts.push({ attempt, at, responseCode: outcome.responseCode, error: outcome.error });
      if (outcome.ok) break;
    }
    const sent = attempts.at(-1)?.error === null;
    const [logged] = await deps.db
      .insert(digestDeliveries)
      .values({
        digestId: row.id,
        keyId: row.keyId,
        sendId,
        kind,
        part: i + 1,
        parts: texts.length,
        status: sent ? "sent" : "dead_letter",
        attempts,
        message: text,
        createdAt: deps.now().toISOString(),
      })
      .returning();
    deliveries.push(logged!);
  }
  const sentCount = deliveries.filter((d) => d.status === "sent").length;
  if (kind === "scheduled" && sentCount === deliveries.length) {
    const lastStances = Object.fromEntries(content.stocks.flatMap((s) => (s.stance ? [[s.code, s.stance]] : [])));
    await deps.db.update(digests).set({ lastStances }).where(eq(digests.id, row.id));
  }
  return { sendId, parts: texts.length, sent: sentCount, deadLettered: deliveries.length - sentCount, deliveries };
}

/**
 * Test sends are counted per key and Beijing day (quota testSendsPerDay); over it, 429 before anything is sent. The
 * place is taken before sending, in one conditional upsert of a per-day counter (`meta` row `testsends:<key>:<day>`),
 * so parallel test sends cannot all pass a quota with one place left.
 */
export async function checkTestQuota(deps: Pick<AppDeps, "db" | "now">, keyId: string, limit: number): Promise<void> {
  const day = beijingDate(deps.now());
  const taken =
    limit > 0
      ? await deps.db.run(sql`
          INSERT INTO meta (key, value) VALUES (${`testsends:${keyId}:${day}`}, '1')
          ON CONFLICT (key) DO UPDATE SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT)
          WHERE CAST(value AS INTEGER) < ${limit}`)
      : null;
  if ((taken?.meta.changes ?? 0) === 0)
    throw new AppError(429, "limit_exceeded", `今天的测试消息已达上限 ${limit} 次（按北京时间每日重置）`, { limit });
}

/** The digest's delivery log, newest first. */
export async function deliveryLog(deps: Pick<AppDeps, "db">, digestId: string, limit: number) {
  return deps.db
    .select()
    .from(digestDeliveries)
    .where(eq(digestDeliveries.digestId, digestId))
    .orderBy(desc(digestDeliveries.id))
    .limit(limit)
    .all();
}
