import { DurableObject } from "cloudflare:workers";
import { type BudgetState, type Grant, HostBudget } from "./host-budget";
import type { Config } from "../../config";
import { createPoliteFetch, type FetchGate, type PoliteFetch, type PoliteFetchOptions } from "./polite-fetch";

/** How long debates waiting for another's fetch of the same ticker wait before fetching themselves. */
const REFRESH_LEASE_MS = 180_000;

interface Lease<T> {
  until: number;
  done: Promise<T | null>;
  finish: (result: T | null) => void;
}

/**
 * The one limiter every isolate shares (a singleton Durable Object, `sourceGate(env)`): request slots per live host
 * within the budgets the hosts enforce (src/ingest/fetch/host-budget.ts), and one fetch per ticker at a time, so
 * concurrent debates on the same cold ticker fetch once and the others wait for its result. The budgets live in memory:
 * an object evicted after idling starts with empty windows, which is safe because it was idle.
 */
export class SourceGate extends DurableObject<Env> {
  private readonly budgets = new Map<string, HostBudget>();
  private readonly leases = new Map<string, Lease<unknown>>();

  private budget(host: string): HostBudget {
    let b = this.budgets.get(host);
    if (!b) this.budgets.set(host, (b = new HostBudget()));
    return b;
  }

  async acquire(host: string): Promise<Grant> {
    return this.budget(host).acquire(Date.now());
  }

  async release(host: string, id: string, status: number | null, retryAfterMs: number | null): Promise<void> {
    this.budget(host).release(id, status, retryAfterMs, Date.now());
  }

  /** Operators and tests: each host's in-flight requests, recent starts and breaker. */
  async budgetStates(): Promise<Record<string, BudgetState>> {
    const now = Date.now();
    return Object.fromEntries([...this.budgets].map(([host, b]) => [host, b.state(now)]));
  }

  /** Tests and operators: forget every budget, backoff and open circuit (e.g. after a host's outage is over). */
  async reset(): Promise<void> {
    this.budgets.clear();
  }

  /**
   * The first caller for `key` becomes its owner and fetches; later callers wait for the owner's `finishRefresh` and
   * get its result (null when the lease expired first: the owner died, so they fetch themselves).
   */
  async claimRefresh(key: string): Promise<{ role: "owner" } | { role: "joined"; result: unknown }> {
    const now = Date.now();
    const lease = this.leases.get(key);
    if (lease && lease.until > now) {
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), lease.until - now));
      const result = await Promise.race([lease.done, timeout]);
      return result === null ? { role: "owner" } : { role: "joined", result };
    }
    let finish: (result: unknown) => void = () => undefined;
    const done = new Promise<unknown>((resolve) => (finish = resolve));
    this.leases.set(key, { until: now + REFRESH_LEASE_MS, done, finish });
    return { role: "owner" };
  }

  async finishRefresh(key: string, result: unknown): Promise<void> {
    const lease = this.leases.get(key);
    if (!lease) return;
    this.leases.delete(key);
    lease.finish(result);
  }
}

/** The singleton's stub: a FetchGate for the polite client, and the per-ticker fetch lease. */
export function sourceGate(env: Env) {
  const stub = env.SOURCE_GATE.get(env.SOURCE_GATE.idFromName("global"));
  const gate: FetchGate = {
    acquire: (host) => stub.acquire(host),
    release: (host, id, status, retryAfterMs) => stub.release(host, id, status, retryAfterMs),
  };
  return {
    gate,
    claimRefresh: (key: string) =>
      stub.claimRefresh(key) as Promise<{ role: "owner" } | { role: "joined"; result: unknown }>,
    finishRefresh: (key: string, result: unknown) => stub.finishRefresh(key, result),
    budgetStates: () => stub.budgetStates() as Promise<Record<string, BudgetState>>,
    reset: () => stub.reset(),
  };
}

/**
 * The polite client every live fetch uses (debates' fetching phase, the cron, admin refreshes): the shared per-host
 * budget of the gate, and the configured timeout and base URL.
 */
export function livePoliteFetch(
  env: Env,
  config: Config,
  opts: Pick<PoliteFetchOptions, "fetch" | "deadlineAt"> = {},
): PoliteFetch {
  return createPoliteFetch({
    ...opts,
    gate: sourceGate(env).gate,
    timeoutMs: config.LIVE_SOURCES_TIMEOUT_MS,
    ...(config.LIVE_SOURCES_BASE_URL ? { baseUrl: config.LIVE_SOURCES_BASE_URL } : {}),
  });
}
