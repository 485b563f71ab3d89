import { sha256Hex } from "../shared/hash";
import type { Config } from "../config";
import { AppError } from "../shared/app-error";
import type { RetryAfterDetails } from "../wire/wire";

/** The statuses a debate ends in (D1's row keeps "queued" or "replaying" until the room persists one of these). */
const ENDED = "'done', 'failed'";

/**
 * A reservation whose debate row never appeared (the Worker died between the two writes) stops counting after this:
 * a normal start writes the row within a second of reserving.
 */
const ORPHAN_MS = 5 * 60_000;

/** A stable, non-reversible key for a client address: raw IPs are never stored. */
export async function clientKey(ip: string): Promise<string> {
  // 12 bytes of the digest are plenty to tell clients apart.
  return (await sha256Hex(`debatedesk:${ip}`)).slice(0, 24);
}

/**
 * One client's allowance for starting debates (a new debate or a replay). `reserve` claims a place for the debate id
 * about to be created, before anything is written for it; `release` gives it back when that debate was not created
 * after all (e.g. it joined a racer). A debate that was created holds its place until its row says done or failed.
 */
export interface DebateAllowance {
  reserve(debateId: string): Promise<void>;
  release(debateId: string): Promise<void>;
}

/**
 * Debates cost model tokens (and replays storage and CPU), so starting them is limited per client IP: a cap on debates
 * running at once (MAX_RUNNING_DEBATES_PER_IP, 429 `too_many_running`) and a rate (the DEBATE_LIMITER binding, 429
 * `rate_limited`). The cap is one conditional INSERT into `debate_clients`: D1 runs each statement alone, so of N
 * concurrent requests exactly `cap - running` reserve a place, however they interleave (reading the count first and
 * recording afterwards let a burst all see zero). Only starting spends it: callers reserve after validation, the
 * verdict cache, the pre-screen and the look-up of a running debate to join. Requests without a client address (tests
 * in-process, the cron) are not limited; `wrangler dev` sets CF-Connecting-IP from the socket, as Cloudflare does.
 */
export async function debateAllowance(
  env: Env,
  config: Config,
  ip: string | undefined,
): Promise<DebateAllowance | undefined> {
  if (!ip || !config.DEBATE_RATE_LIMIT) return undefined;
  const key = await clientKey(ip);
  const release = async (debateId: string) => {
    const sql = "DELETE FROM debate_clients WHERE debate_id = ?1 AND client_key = ?2";
    await env.DB.prepare(sql).bind(debateId, key).run();
  };
  return {
    release,
    async reserve(debateId) {
      const cap = config.MAX_RUNNING_DEBATES_PER_IP;
      const now = Date.now();
      const reserved = await env.DB.prepare(
        `INSERT INTO debate_clients (debate_id, client_key, created_at) SELECT ?1, ?2, ?3
         WHERE ?4 = 0 OR (SELECT count(*) FROM debate_clients c LEFT JOIN debates d ON d.id = c.debate_id
           WHERE c.client_key = ?2 AND (d.status NOT IN (${ENDED}) OR (d.id IS NULL AND c.created_at > ?5))) < ?4`,
      )
        .bind(debateId, key, new Date(now).toISOString(), cap, new Date(now - ORPHAN_MS).toISOString())
        .run();
      // The cap first: it spends nothing of the rate, so a client at its cap keeps its per-minute allowance.
      if (reserved.meta.changes === 0) {
        const message = `You already have ${cap} debates running (the limit is ${cap}); wait for one to finish`;
        throw new AppError(429, "too_many_running", message, { retryAfterSeconds: 30 } satisfies RetryAfterDetails);
      }
      const { success } = await env.DEBATE_LIMITER.limit({ key });
      if (!success) {
        await release(debateId);
        throw new AppError(
          429,
          "rate_limited",
          "Too many debates started from your address in the last minute; retry after 60 seconds",
          {
            retryAfterSeconds: 60,
          } satisfies RetryAfterDetails,
        );
      }
    },
  };
}
