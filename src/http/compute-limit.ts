import type { Config } from "../config";
import { AppError } from "../shared/app-error";
import { errorCodeOf, logEvent } from "../shared/log";
import type { RetryAfterDetails } from "../wire/wire";
import { clientKey } from "./debate-quota";

/**
 * A public route that computes over the whole ledger (the backtest) spends one of the client address's computations
 * a minute (the COMPUTE_LIMITER binding, 429 `rate_limited`). Only a computation spends: an answer from the cache
 * costs two small reads and is never refused. As with debates, requests without a client address (tests in-process,
 * the cron) are not limited, and DEBATE_RATE_LIMIT=off (local load tests) turns this rate off too.
 */
export async function spendComputation(env: Env, config: Config, ip: string | undefined): Promise<void> {
  if (!ip || !config.DEBATE_RATE_LIMIT) return;
  if (await allowed(env, ip)) return;
  throw new AppError(
    429,
    "rate_limited",
    "你的地址一分钟内发起的回测计算过多，请 60 秒后重试（已缓存的结果不受此限）",
    {
      retryAfterSeconds: 60,
    } satisfies RetryAfterDetails,
  );
}

/**
 * Whether the limiter lets the computation through: also when it does not answer. A missing binding (a deployment
 * made without scripts/check-deploy-config.mjs, which requires it) or a failing one opens the limit, logged as a
 * code: the limit guards CPU, not money (a backtest calls no model), and an answer is cached for everyone after one
 * computation, so a backtest page that errors for every visitor would cost more than a minute of unlimited use.
 */
async function allowed(env: Env, ip: string): Promise<boolean> {
  const limiter = env.COMPUTE_LIMITER as RateLimit | undefined;
  if (!limiter) {
    logEvent({
      event: "limit.unavailable",
      binding: "COMPUTE_LIMITER",
      outcome: "failed",
      errorCode: "missing_binding",
    });
    return true;
  }
  try {
    return (await limiter.limit({ key: await clientKey(ip) })).success;
  } catch (error) {
    logEvent({
      event: "limit.unavailable",
      binding: "COMPUTE_LIMITER",
      outcome: "failed",
      errorCode: errorCodeOf(error),
    });
    return true;
  }
}
