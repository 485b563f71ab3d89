import { and, count, eq, inArray } from "drizzle-orm";
import { sha256Hex } from "../shared/hash";
import { readConfig } from "../config";
import { createDb } from "../db/client";
import { debateClients, debates } from "../db/schema";
import { AppError } from "../shared/app-error";
import { profiledD1 } from "../shared/profile";
import type { RetryAfterDetails } from "../wire/wire";

const LIVE = ["queued", "running", "judging"];

/** A stable, non-reversible key for a client address: raw IPs are never stored. */
export async function clientKey(ip: string): Promise<string> {
  // 12 bytes of the digest are plenty to tell clients apart.
  return (await sha256Hex(`debatedesk:${ip}`)).slice(0, 24);
}

/** One client's allowance for starting debates: `spend` before a new debate is started, `record` once it has. */
export interface DebateAllowance {
  spend(): Promise<void>;
  record(debateId: string): Promise<void>;
}

/**
 * Debates cost model tokens, so starting them is limited per client IP: a rate (the DEBATE_LIMITER binding, 429 with
 * Retry-After) and a cap on debates running at once (MAX_RUNNING_DEBATES_PER_IP). Only starting a new debate spends
 * it: `createDebate` calls `spend` after validation, the verdict cache, the pre-screen and the look-up of a running
 * debate to join, so typos, cached answers and joins are free (a user should never be told "too many debates" when
 * none was started). Requests without a client address (tests, local tools, the cron) are not limited; on Cloudflare
 * every request has one.
 */
export async function debateAllowance(env: Env, ip: string | undefined): Promise<DebateAllowance | undefined> {
  const config = readConfig(env);
  if (!ip || !config.DEBATE_RATE_LIMIT) return undefined;
  const key = await clientKey(ip);
  const db = createDb(profiledD1(env.DB));
  return {
    async spend() {
      // The cap first: it spends nothing, so a client at its cap keeps its per-minute allowance.
      const cap = config.MAX_RUNNING_DEBATES_PER_IP;
      if (cap > 0) {
        const row = await db
          .select({ n: count() })
          .from(debateClients)
          .innerJoin(debates, eq(debates.id, debateClients.debateId))
          .where(and(eq(debateClients.clientKey, key), inArray(debates.status, LIVE)))
          .get();
        if ((row?.n ?? 0) >= cap) {
          throw new AppError(429, "too_many_running", `You already have ${row?.n} debates running (the limit is ${cap}); wait for one to finish`, {
            retryAfterSeconds: 30,
          } satisfies RetryAfterDetails);
        }
      }
      const { success } = await env.DEBATE_LIMITER.limit({ key });
      if (!success) {
        throw new AppError(429, "rate_limited", "Too many debates started from your address in the last minute; retry after 60 seconds", {
          retryAfterSeconds: 60,
        } satisfies RetryAfterDetails);
      }
    },
    async record(debateId) {
      await db.insert(debateClients).values({ debateId, clientKey: key, createdAt: new Date().toISOString() }).onConflictDoNothing().run();
    },
  };
}
