import type { Role } from "./debate-types";
import type { Turn } from "./role-output";

/**
 * An adversarial turn as clients have always received it (events, state, report.json): a turn record without its node
 * and output.
 */
export type PublicTurn = Pick<
  Turn,
  "seq" | "round" | "points" | "hitRate" | "provider" | "model" | "usage" | "attempts" | "error" | "failure"
> & { role: Role };

/** The adversarial projection of a turn record, keys in the order clients have always received them. */
export function publicTurn(t: Turn): PublicTurn {
  // The raw error for the audit, and beside it the Chinese text readers are shown (absent in turns stored before it).
  const error = {
    ...(t.error === undefined ? {} : { error: t.error }),
    ...(t.failure === undefined ? {} : { failure: t.failure }),
  };
  const role = t.role as Role;
  if (role === "judge") {
    return {
      seq: t.seq,
      round: t.round,
      role,
      points: t.points,
      hitRate: t.hitRate,
      provider: t.provider,
      model: t.model,
      usage: t.usage,
      attempts: t.attempts,
      ...error,
    };
  }
  return {
    seq: t.seq,
    round: t.round,
    role,
    provider: t.provider,
    model: t.model,
    usage: t.usage,
    attempts: t.attempts,
    points: t.points,
    hitRate: t.hitRate,
    ...error,
  };
}
