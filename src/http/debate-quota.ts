import { and, count, eq, inArray } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { readConfig } from "../config";
import { createDb } from "../db/client";
import { debateClients, debates } from "../db/schema";
import { AppError } from "../shared/app-error";

const LIVE = ["queued", "running", "judging"];

/** A stable, non-reversible key for a client address: raw IPs are never stored. */
export async function clientKey(ip: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`debatedesk:${ip}`));
  return [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Debates cost model tokens, so starting them is limited per client IP: a rate (the DEBATE_LIMITER binding, 429 with
 * Retry-After) and a cap on debates running at once (MAX_RUNNING_DEBATES_PER_IP). Requests without a client address
 * (tests, local tools) are not limited; on Cloudflare every request has one.
 */
export const debateQuota = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  const ip = c.req.header("cf-connecting-ip");
  const config = readConfig(c.env);
  if (!ip || !config.DEBATE_RATE_LIMIT) return next();
  const key = await clientKey(ip);

  const { success } = await c.env.DEBATE_LIMITER.limit({ key });
  if (!success) {
    c.header("Retry-After", "60");
    throw new AppError(429, "rate_limited", "Too many debates started from your address in the last minute; retry after 60 seconds");
  }

  const db = createDb(c.env.DB);
  const cap = config.MAX_RUNNING_DEBATES_PER_IP;
  if (cap > 0) {
    const row = await db
      .select({ n: count() })
      .from(debateClients)
      .innerJoin(debates, eq(debates.id, debateClients.debateId))
      .where(and(eq(debateClients.clientKey, key), inArray(debates.status, LIVE)))
      .get();
    if ((row?.n ?? 0) >= cap) {
      c.header("Retry-After", "30");
      throw new AppError(429, "too_many_running", `You already have ${row?.n} debates running (the limit is ${cap}); wait for one to finish`);
    }
  }

  await next();
  if (c.res.status === 202) {
    const body = (await c.res.clone().json()) as { id?: string; existing?: boolean };
    if (body.id && !body.existing) {
      await db.insert(debateClients).values({ debateId: body.id, clientKey: key, createdAt: new Date().toISOString() }).onConflictDoNothing().run();
    }
  }
});
