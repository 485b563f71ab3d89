import type { Config } from "../config";
import { AppError } from "../shared/app-error";
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
  const { success } = await env.COMPUTE_LIMITER.limit({ key: await clientKey(ip) });
  if (success) return;
  throw new AppError(
    429,
    "rate_limited",
    "你的地址一分钟内发起的回测计算过多，请 60 秒后重试（已缓存的结果不受此限）",
    {
      retryAfterSeconds: 60,
    } satisfies RetryAfterDetails,
  );
}
