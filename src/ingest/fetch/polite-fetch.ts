import { logEvent, logTarget } from "../../shared/log";

/**
 * One HTTP client for every public data source: the sources are free, unauthenticated and
 * rate-limited, so we behave like one patient browser tab per source rather than a crawler.
 */

import type { Grant } from "./host-budget";

export type PoliteFetch = (source: string, url: string, init?: RequestInit) => Promise<Response>;

/**
 * Request slots per host shared by every isolate (src/ingest/fetch/source-gate.ts): each attempt asks for one and says
 * how it ended, so the gate can keep every host under its ban thresholds, back off and break the circuit.
 */
export interface FetchGate {
  acquire(host: string): Promise<Grant>;
  release(host: string, id: string, status: number | null, retryAfterMs: number | null): Promise<void>;
}

export interface PoliteFetchOptions {
  fetch?: typeof fetch;
  /** Minimum gap between the starts of two requests to the same source. */
  minIntervalMs?: number;
  /** Retries after the first attempt, for 408/429/5xx and network errors. */
  retries?: number;
  /** First backoff step; doubles on each retry, plus up to one step of jitter. */
  baseDelayMs?: number;
  /** Longest single wait; a Retry-After beyond it is treated as "give up now". */
  maxDelayMs?: number;
  /** Per-attempt timeout, applied only when the caller passes no signal of its own. */
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** In [0, 1): the jitter source, injectable so tests are deterministic. */
  random?: () => number;
  /** The shared per-host budget; without one only this client's own per-source spacing applies. */
  gate?: FetchGate;
  /** Longest wait for a slot of the gate (rate, backoff, an open circuit) before giving up on the request. */
  maxGateWaitMs?: number;
  /**
   * When (as `now()` counts) every request of this client must have ended: attempts, backoffs and gate waits are cut
   * to it, and a request that cannot finish by then fails at once (a cold debate's fetch bound).
   */
  deadlineAt?: number;
  /**
   * Sends every request to `${baseUrl}/${host}${path}` instead of `https://${host}${path}` (a local mirror, or the
   * tests' loopback fake of the hosts); budgets are still kept per real host.
   */
  baseUrl?: string;
}

export type SourceFetchFailure = "http" | "network" | "budget";

/** The request could not be completed; `retryable` says whether asking again later may help. */
export class SourceFetchError extends Error {
  override readonly name = "SourceFetchError";

  constructor(
    readonly source: string,
    readonly url: string,
    readonly kind: SourceFetchFailure,
    /** HTTP status of the last attempt, null when it never got a response. */
    readonly status: number | null,
    readonly attempts: number,
    readonly retryable: boolean,
    detail: string,
  ) {
    super(`${source}: ${detail} after ${attempts} attempt${attempts === 1 ? "" : "s"} (${url})`);
  }
}

/** What a desktop Chrome in a zh-CN locale sends; some sources reject bare clients outright. */
const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  "User-Agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  Accept: "application/json, text/plain, */*",
  "Accept-Language": "zh-CN,zh;q=0.9,en;q=0.8",
};

const DEFAULTS = {
  minIntervalMs: 1_500,
  retries: 3,
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
  timeoutMs: 20_000,
};

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || (status >= 500 && status <= 599);
}

/** Retry-After is either delta-seconds or an HTTP date; anything else is ignored. */
export function parseRetryAfterMs(value: string | null, nowMs: number): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1_000;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - nowMs);
}

function mergeHeaders(init: RequestInit | undefined): Headers {
  const headers = new Headers(BROWSER_HEADERS);
  if (init?.headers) {
    new Headers(init.headers).forEach((value, key) => headers.set(key, value));
  }
  return headers;
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function createPoliteFetch(opts: PoliteFetchOptions = {}): PoliteFetch {
  const doFetch = opts.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const minIntervalMs = opts.minIntervalMs ?? DEFAULTS.minIntervalMs;
  const retries = opts.retries ?? DEFAULTS.retries;
  const baseDelayMs = opts.baseDelayMs ?? DEFAULTS.baseDelayMs;
  const maxDelayMs = opts.maxDelayMs ?? DEFAULTS.maxDelayMs;
  const timeoutMs = opts.timeoutMs ?? DEFAULTS.timeoutMs;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = opts.now ?? (() => Date.now());
  const random = opts.random ?? Math.random;
  const gate = opts.gate;
  const maxGateWaitMs = opts.maxGateWaitMs ?? 60_000;
  const deadlineAt = opts.deadlineAt ?? Infinity;
  const left = () => deadlineAt - now();
  const pastDeadline = (source: string, url: string, attempts: number) =>
    new SourceFetchError(source, url, "network", null, attempts, true, "gave up: the fetch's time bound was reached");
  const target = (url: string): string => {
    if (!opts.baseUrl) return url;
    const u = new URL(url);
    return `${opts.baseUrl.replace(/\/$/, "")}/${u.host}${u.pathname}${u.search}`;
  };

  /** Waits for a slot of the shared budget; null without a gate. */
  async function slot(source: string, url: string, attemptNo: number): Promise<string | null> {
    if (!gate) return null;
    const host = new URL(url).host;
    let waited = 0;
    for (;;) {
      const grant = await gate.acquire(host);
      if (grant.granted) return grant.id;
      if (waited + grant.waitMs > Math.min(maxGateWaitMs, left())) {
        const why =
          grant.reason === "circuit_open"
            ? `${host} is failing: its circuit is open`
            : `${host}'s request budget is spent`;
        throw new SourceFetchError(
          source,
          url,
          "budget",
          null,
          attemptNo,
          true,
          `${why} for another ${Math.ceil(grant.waitMs / 1000)}s`,
        );
      }
      waited += grant.waitMs;
      await sleep(grant.waitMs);
    }
  }

  /** Tail of each source's queue: the next request for a source starts only after this settles. */
  const queues = new Map<string, Promise<unknown>>();
  const lastStart = new Map<string, number>();

  async function waitForSlot(source: string): Promise<void> {
    const previous = lastStart.get(source);
    if (previous !== undefined) {
      const wait = previous + minIntervalMs - now();
      if (wait > 0) await sleep(wait);
    }
    lastStart.set(source, now());
  }

  function backoffMs(failedAttempts: number): number {
    const exponential = baseDelayMs * 2 ** (failedAttempts - 1);
    return Math.min(maxDelayMs, exponential + random() * baseDelayMs);
  }

  async function attempt(
    source: string,
    url: string,
    init: RequestInit | undefined,
    tries: { n: number },
  ): Promise<Response> {
    const maxAttempts = retries + 1;
    const headers = mergeHeaders(init);
    for (let attemptNo = 1; ; attemptNo++) {
      tries.n = attemptNo;
      if (left() <= 0) throw pastDeadline(source, url, attemptNo - 1);
      await waitForSlot(source);
      const grant = await slot(source, url, attemptNo);
      const release = (status: number | null, retryAfterMs: number | null) =>
        grant === null
          ? undefined
          : gate?.release(new URL(url).host, grant, status, retryAfterMs).catch(() => undefined);
      let response: Response;
      try {
        const signal = init?.signal ?? AbortSignal.timeout(Math.max(1, Math.min(timeoutMs, left())));
        response = await doFetch(target(url), { ...init, headers, signal });
      } catch (error) {
        await release(null, null);
        // The caller cancelled on purpose: retrying would ignore their decision.
        if (init?.signal?.aborted) throw error;
        if (attemptNo >= maxAttempts) {
          throw new SourceFetchError(source, url, "network", null, attemptNo, true, describeError(error));
        }
        const wait = backoffMs(attemptNo);
        if (wait >= left()) throw pastDeadline(source, url, attemptNo);
        await sleep(wait);
        continue;
      }

      const retryAfter = parseRetryAfterMs(response.headers.get("Retry-After"), now());
      await release(response.status, retryAfter);
      if (response.status < 400) return response;

      // Free the connection: the body of a failed attempt is never read.
      await response.body?.cancel().catch(() => undefined);

      if (!isRetryableStatus(response.status)) {
        throw new SourceFetchError(source, url, "http", response.status, attemptNo, false, `HTTP ${response.status}`);
      }
      if (attemptNo >= maxAttempts) {
        throw new SourceFetchError(source, url, "http", response.status, attemptNo, true, `HTTP ${response.status}`);
      }
      const retryAfterMs = retryAfter;
      if (retryAfterMs !== null && retryAfterMs > maxDelayMs) {
        throw new SourceFetchError(
          source,
          url,
          "http",
          response.status,
          attemptNo,
          true,
          `HTTP ${response.status}, Retry-After ${Math.round(retryAfterMs / 1000)}s is longer than we wait`,
        );
      }
      const wait = retryAfterMs ?? backoffMs(attemptNo);
      if (wait >= left()) throw pastDeadline(source, url, attemptNo);
      await sleep(wait);
    }
  }

  /** One `source.fetch` log line per request, after its retries; the time excludes the wait for the source's queue. */
  async function logged(source: string, url: string, init: RequestInit | undefined): Promise<Response> {
    const started = now();
    const tries = { n: 0 };
    const line = { event: "source.fetch", source, target: logTarget(url) } as const;
    try {
      const response = await attempt(source, url, init, tries);
      logEvent({
        ...line,
        status: response.status,
        attempts: tries.n,
        ms: now() - started,
        outcome: "ok",
        errorCode: null,
      });
      return response;
    } catch (error) {
      const failed = error instanceof SourceFetchError;
      const errorCode = failed ? (error.kind === "http" ? `http_${error.status}` : error.kind) : "cancelled";
      logEvent({
        ...line,
        status: failed ? error.status : null,
        attempts: tries.n,
        ms: now() - started,
        outcome: "failed",
        errorCode,
      });
      throw error;
    }
  }

  return (source, url, init) => {
    const previous = queues.get(source) ?? Promise.resolve();
    const run = previous.then(() => logged(source, url, init));
    queues.set(
      source,
      run.catch(() => undefined),
    );
    return run;
  };
}
