/**
 * The request budget of one live host, as the hosts enforce it: they ban clients that send more than 5 requests a
 * second, 10 at once or 200 a minute. The limits here stay below each, and a host that answers 429/5xx or not at all is
 * backed off from, then (after BREAKER_FAILURES in a row) left alone for a while: a circuit breaker, so a host that is
 * down is not hammered by every debate that needs it. Pure and clock-driven, so it is tested without waiting.
 */
export interface BudgetLimits {
  perSecond: number;
  concurrent: number;
  perMinute: number;
}

/**
 * 3 a second, spaced evenly: a host sees requests when they arrive, not when they were granted, and requests granted in
 * one burst can arrive closer together than they left (measured: 4 granted per second arrived as 5 in one second under
 * load). Even spacing leaves a third of a second of slack per request.
 */
export const HOST_LIMITS: BudgetLimits = { perSecond: 3, concurrent: 8, perMinute: 170 };

const BACKOFF_BASE_MS = 1_000;
const BACKOFF_MAX_MS = 60_000;
const BREAKER_FAILURES = 5;
const BREAKER_OPEN_MS = 60_000;
/** A grant never released (its caller died) stops counting as in flight after this long. */
const GRANT_TTL_MS = 120_000;

export type Grant =
  | { granted: true; id: string }
  | { granted: false; waitMs: number; reason: "rate" | "concurrency" | "backoff" | "circuit_open" };

export interface BudgetState {
  inFlight: number;
  startsLastSecond: number;
  startsLastMinute: number;
  consecutiveFailures: number;
  breaker: "closed" | "open" | "half_open";
}

export class HostBudget {
  private readonly starts: number[] = [];
  private readonly grants = new Map<string, number>();
  private failures = 0;
  private blockedUntil = 0;
  private openUntil = 0;
  /** Half-open: after the breaker's pause one probe goes out; its answer closes or reopens the breaker. */
  private probe: string | null = null;
  private next = 0;

  constructor(private readonly limits: BudgetLimits = HOST_LIMITS) {}

  acquire(now: number): Grant {
    for (const [id, at] of this.grants) if (now - at > GRANT_TTL_MS) this.grants.delete(id);
    while (this.starts.length > 0 && now - this.starts[0]! >= 60_000) this.starts.shift();

    if (this.openUntil > now) return { granted: false, waitMs: this.openUntil - now, reason: "circuit_open" };
    const halfOpen = this.failures >= BREAKER_FAILURES;
    if (halfOpen && this.probe !== null && this.grants.has(this.probe))
      return { granted: false, waitMs: 1_000, reason: "circuit_open" };
    if (this.blockedUntil > now) return { granted: false, waitMs: this.blockedUntil - now, reason: "backoff" };
    if (this.grants.size >= this.limits.concurrent) return { granted: false, waitMs: 50, reason: "concurrency" };
    const gap = 1_000 / this.limits.perSecond;
    const last = this.starts.at(-1);
    if (last !== undefined && now - last < gap)
      return { granted: false, waitMs: Math.ceil(last + gap - now), reason: "rate" };
    const lastSecond = this.starts.filter((t) => now - t < 1_000);
    if (lastSecond.length >= this.limits.perSecond)
      return { granted: false, waitMs: lastSecond[0]! + 1_000 - now, reason: "rate" };
    if (this.starts.length >= this.limits.perMinute)
      return { granted: false, waitMs: this.starts[0]! + 60_000 - now, reason: "rate" };

    const id = `g${++this.next}`;
    this.starts.push(now);
    this.grants.set(id, now);
    if (halfOpen) this.probe = id;
    return { granted: true, id };
  }

  /**
   * The answer of a granted request: its HTTP status, or null when none came (network error, timeout). 429 and 5xx
   * and no answer count as failures: the next request waits (Retry-After when the host sent one, else doubling).
   */
  release(id: string, status: number | null, retryAfterMs: number | null, now: number): void {
    this.grants.delete(id);
    const failed = status === null || status === 429 || status >= 500;
    if (!failed) {
      this.failures = 0;
      this.probe = null;
      return;
    }
    this.failures += 1;
    const backoff = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (this.failures - 1));
    this.blockedUntil = Math.max(this.blockedUntil, now + Math.max(backoff, retryAfterMs ?? 0));
    if (this.failures >= BREAKER_FAILURES) {
      this.openUntil = now + BREAKER_OPEN_MS;
      this.probe = null;
    }
  }

  state(now: number): BudgetState {
    return {
      inFlight: this.grants.size,
      startsLastSecond: this.starts.filter((t) => now - t < 1_000).length,
      startsLastMinute: this.starts.filter((t) => now - t < 60_000).length,
      consecutiveFailures: this.failures,
      breaker: this.openUntil > now ? "open" : this.failures >= BREAKER_FAILURES ? "half_open" : "closed",
    };
  }
}
