import { describe, expect, it } from "vitest";
import type { Grant } from "../../../src/ingest/fetch/host-budget";
import {
  createPoliteFetch,
  type FetchGate,
  parseRetryAfterMs,
  SourceFetchError,
} from "../../../src/ingest/fetch/polite-fetch";
import { captureLogs } from "../../support/captured-logs";

/** A clock that only moves when the client sleeps, so waits are observable and instant. */
function fakeClock(start = 1_000_000) {
  let t = start;
  const sleeps: number[] = [];
  return {
    now: () => t,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      t += ms;
    },
    advance: (ms: number) => {
      t += ms;
    },
    sleeps,
  };
}

type Step = number | { status: number; headers?: Record<string, string> } | Error;

/** Answers calls in order from a script: a status, a status with headers, or a thrown network error. */
function scriptedFetch(steps: Step[]) {
  const calls: { url: string; headers: Headers }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers) });
    const step = steps[Math.min(calls.length - 1, steps.length - 1)]!;
    if (step instanceof Error) throw step;
    const { status, headers } = typeof step === "number" ? { status: step, headers: {} } : step;
    return new Response(status === 204 ? null : `status ${status}`, { status, headers });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

async function failureOf(promise: Promise<unknown>): Promise<SourceFetchError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SourceFetchError);
    return error as SourceFetchError;
  }
  throw new Error("expected a SourceFetchError");
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("polite fetch: one request at a time per source", () => {
  it("holds a source's second request until its first has answered, while other sources proceed", async () => {
    const clock = fakeClock();
    const pending: { url: string; resolve: (r: Response) => void }[] = [];
    const fetch = ((input: RequestInfo | URL) =>
      new Promise<Response>((resolve) => pending.push({ url: String(input), resolve }))) as typeof globalThis.fetch;
    const politeFetch = createPoliteFetch({ fetch, minIntervalMs: 0, sleep: clock.sleep, now: clock.now });

    const a1 = politeFetch("a", "https://a.test/1");
    const a2 = politeFetch("a", "https://a.test/2");
    const b1 = politeFetch("b", "https://b.test/1");
    await flush();
    expect(pending.map((p) => p.url)).toEqual(["https://a.test/1", "https://b.test/1"]);

    pending[1]!.resolve(new Response("b1"));
    expect(await (await b1).text()).toBe("b1");
    await flush();
    expect(pending).toHaveLength(2);

    pending[0]!.resolve(new Response("a1"));
    expect(await (await a1).text()).toBe("a1");
    await flush();
    expect(pending.map((p) => p.url)).toEqual(["https://a.test/1", "https://b.test/1", "https://a.test/2"]);
    pending[2]!.resolve(new Response("a2"));
    expect(await (await a2).text()).toBe("a2");
  });

  it("keeps the queue moving after a request fails", async () => {
    const clock = fakeClock();
    const { fetch, calls } = scriptedFetch([404, 200]);
    const politeFetch = createPoliteFetch({ fetch, minIntervalMs: 0, sleep: clock.sleep, now: clock.now });
    const first = politeFetch("a", "https://a.test/missing");
    const second = politeFetch("a", "https://a.test/ok");
    expect((await failureOf(first)).status).toBe(404);
    expect((await second).status).toBe(200);
    expect(calls.map((c) => c.url)).toEqual(["https://a.test/missing", "https://a.test/ok"]);
  });
});

describe("polite fetch: minimum interval per source", () => {
  it("waits out the rest of the interval before a source's next request, but not for another source", async () => {
    const clock = fakeClock();
    const { fetch } = scriptedFetch([200]);
    const politeFetch = createPoliteFetch({ fetch, minIntervalMs: 2_000, sleep: clock.sleep, now: clock.now });

    await politeFetch("a", "https://a.test/1");
    await politeFetch("b", "https://b.test/1");
    expect(clock.sleeps).toEqual([]);

    clock.advance(500);
    await politeFetch("a", "https://a.test/2");
    expect(clock.sleeps).toEqual([1_500]);

    clock.advance(5_000);
    await politeFetch("a", "https://a.test/3");
    expect(clock.sleeps).toEqual([1_500]);
  });
});

describe("polite fetch: browser-like headers", () => {
  it("sends a desktop User-Agent, JSON Accept and zh-CN Accept-Language, plus the caller's Referer", async () => {
    const clock = fakeClock();
    const { fetch, calls } = scriptedFetch([200]);
    const politeFetch = createPoliteFetch({ fetch, sleep: clock.sleep, now: clock.now });
    await politeFetch("a", "https://a.test/", { headers: { Referer: "https://a.test/page", Accept: "*/*" } });
    const headers = calls[0]!.headers;
    expect(headers.get("User-Agent")).toMatch(/^Mozilla\/5\.0 .*Chrome\/\d+/);
    expect(headers.get("Accept-Language")).toMatch(/^zh-CN/);
    expect(headers.get("Referer")).toBe("https://a.test/page");
    // The caller's own value wins over the default.
    expect(headers.get("Accept")).toBe("*/*");
  });
});

describe("polite fetch: retries", () => {
  it("retries a 429 after the Retry-After the source asked for", async () => {
    const clock = fakeClock();
    const { fetch, calls } = scriptedFetch([{ status: 429, headers: { "Retry-After": "7" } }, 200]);
    const politeFetch = createPoliteFetch({
      fetch,
      minIntervalMs: 0,
      baseDelayMs: 100,
      sleep: clock.sleep,
      now: clock.now,
    });
    const response = await politeFetch("a", "https://a.test/");
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(2);
    expect(clock.sleeps).toEqual([7_000]);
  });

  it("retries a 500 with exponential backoff plus jitter", async () => {
    const clock = fakeClock();
    const { fetch, calls } = scriptedFetch([500, 502, 200]);
    const politeFetch = createPoliteFetch({
      fetch,
      minIntervalMs: 0,
      baseDelayMs: 100,
      sleep: clock.sleep,
      now: clock.now,
      random: () => 0.5,
    });
    expect((await politeFetch("a", "https://a.test/")).status).toBe(200);
    expect(calls).toHaveLength(3);
    // 100·2⁰ + 0.5·100, then 100·2¹ + 0.5·100.
    expect(clock.sleeps).toEqual([150, 250]);
  });

  it("retries network errors", async () => {
    const clock = fakeClock();
    const { fetch, calls } = scriptedFetch([new TypeError("connection reset"), 200]);
    const politeFetch = createPoliteFetch({
      fetch,
      minIntervalMs: 0,
      baseDelayMs: 100,
      sleep: clock.sleep,
      now: clock.now,
      random: () => 0,
    });
    expect((await politeFetch("a", "https://a.test/")).status).toBe(200);
    expect(calls).toHaveLength(2);
    expect(clock.sleeps).toEqual([100]);
  });

  it.each([404, 403])("does not retry a %i and says retrying would not help", async (status) => {
    const clock = fakeClock();
    const { fetch, calls } = scriptedFetch([status, 200]);
    const politeFetch = createPoliteFetch({ fetch, minIntervalMs: 0, sleep: clock.sleep, now: clock.now });
    const error = await failureOf(politeFetch("a", "https://a.test/x"));
    expect(error).toMatchObject({
      source: "a",
      url: "https://a.test/x",
      kind: "http",
      status,
      attempts: 1,
      retryable: false,
    });
    expect(calls).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  it("gives up after retries + 1 attempts with a typed error", async () => {
    const clock = fakeClock();
    const { fetch, calls } = scriptedFetch([503]);
    const politeFetch = createPoliteFetch({
      fetch,
      minIntervalMs: 0,
      retries: 2,
      baseDelayMs: 10,
      sleep: clock.sleep,
      now: clock.now,
      random: () => 0,
    });
    const error = await failureOf(politeFetch("a", "https://a.test/"));
    expect(error).toMatchObject({ kind: "http", status: 503, attempts: 3, retryable: true });
    expect(error.message).toContain("after 3 attempts");
    expect(calls).toHaveLength(3);
    expect(clock.sleeps).toEqual([10, 20]);
  });

  it("gives up on repeated network errors with no status", async () => {
    const clock = fakeClock();
    const { fetch, calls } = scriptedFetch([new TypeError("getaddrinfo ENOTFOUND")]);
    const politeFetch = createPoliteFetch({ fetch, minIntervalMs: 0, retries: 1, sleep: clock.sleep, now: clock.now });
    const error = await failureOf(politeFetch("a", "https://a.test/"));
    expect(error).toMatchObject({ kind: "network", status: null, attempts: 2, retryable: true });
    expect(error.message).toContain("ENOTFOUND");
    expect(calls).toHaveLength(2);
  });

  it("gives up at once when Retry-After asks for longer than it will wait", async () => {
    const clock = fakeClock();
    const { fetch, calls } = scriptedFetch([{ status: 429, headers: { "Retry-After": "3600" } }, 200]);
    const politeFetch = createPoliteFetch({
      fetch,
      minIntervalMs: 0,
      maxDelayMs: 60_000,
      sleep: clock.sleep,
      now: clock.now,
    });
    const error = await failureOf(politeFetch("a", "https://a.test/"));
    expect(error).toMatchObject({ status: 429, attempts: 1, retryable: true });
    expect(calls).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });
});

describe("parseRetryAfterMs", () => {
  it("reads delta-seconds and HTTP dates, and ignores anything else", () => {
    const now = Date.parse("2025-07-07T08:00:00Z");
    expect(parseRetryAfterMs("12", now)).toBe(12_000);
    expect(parseRetryAfterMs("Mon, 07 Jul 2025 08:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfterMs("Mon, 07 Jul 2025 07:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfterMs("soon", now)).toBeNull();
    expect(parseRetryAfterMs(null, now)).toBeNull();
  });
});

describe("polite fetch: one log line per source request", () => {
  it("logs source, host and path (no query), status, attempts, time and outcome, after the retries", async () => {
    const logs = captureLogs();
    try {
      const clock = fakeClock();
      const { fetch } = scriptedFetch([503, 200]);
      const politeFetch = createPoliteFetch({
        fetch,
        sleep: clock.sleep,
        now: clock.now,
        random: () => 0,
        baseDelayMs: 100,
      });
      await politeFetch(
        "eastmoney",
        "https://datacenter.eastmoney.com/api/data/v1/get?reportName=X&filter=(SECUCODE%3D%22600519.SH%22)",
      );
      const [line, ...rest] = logs.of("source.fetch");
      expect(rest).toEqual([]);
      expect(line).toEqual({
        level: "info",
        event: "source.fetch",
        source: "eastmoney",
        target: "datacenter.eastmoney.com/api/data/v1/get",
        status: 200,
        attempts: 2,
        // The retries' waits count: the 100 ms backoff, then the rest of the source's 1.5 s interval between requests.
        ms: 1500,
        outcome: "ok",
        errorCode: null,
      });
    } finally {
      logs.restore();
    }
  });

  it("logs a failure with its code: the last HTTP status, or network", async () => {
    const logs = captureLogs();
    try {
      const clock = fakeClock();
      const http = createPoliteFetch({ fetch: scriptedFetch([404]).fetch, sleep: clock.sleep, now: clock.now });
      await failureOf(http("sina", "https://quotes.sina.cn/x?symbol=sh600519"));
      const net = createPoliteFetch({
        fetch: scriptedFetch([new TypeError("connection reset")]).fetch,
        sleep: clock.sleep,
        now: clock.now,
        retries: 1,
        random: () => 0,
      });
      await failureOf(net("cninfo", "https://www.cninfo.com.cn/new/data/szse_stock.json"));
      expect(
        logs.of("source.fetch").map((l) => [l.source, l.level, l.outcome, l.status, l.attempts, l.errorCode]),
      ).toEqual([
        ["sina", "warn", "failed", 404, 1, "http_404"],
        ["cninfo", "warn", "failed", null, 2, "network"],
      ]);
    } finally {
      logs.restore();
    }
  });
});

describe("polite fetch: the shared per-host budget and the base URL", () => {
  /** A gate that answers from a script of grants and records every release. */
  function scriptedGate(grants: Grant[]) {
    const acquired: string[] = [];
    const released: { host: string; id: string; status: number | null; retryAfterMs: number | null }[] = [];
    const gate: FetchGate = {
      acquire: async (host) => {
        acquired.push(host);
        return grants.shift() ?? { granted: true, id: `g${acquired.length}` };
      },
      release: async (host, id, status, retryAfterMs) => void released.push({ host, id, status, retryAfterMs }),
    };
    return { gate, acquired, released };
  }

  it("asks the gate for a slot of the request's host before every attempt and tells it how each ended", async () => {
    const clock = fakeClock();
    const { fetch, calls } = scriptedFetch([{ status: 429, headers: { "Retry-After": "2" } }, 200]);
    const { gate, acquired, released } = scriptedGate([{ granted: false, waitMs: 300, reason: "rate" }]);
    const client = createPoliteFetch({
      fetch,
      gate,
      sleep: clock.sleep,
      now: clock.now,
      random: () => 0,
      minIntervalMs: 0,
    });
    const res = await client("s", "https://datacenter.eastmoney.com/api/x?a=1");
    expect(res.status).toBe(200);
    expect(acquired).toEqual(["datacenter.eastmoney.com", "datacenter.eastmoney.com", "datacenter.eastmoney.com"]);
    expect(clock.sleeps).toContain(300);
    expect(released.map((r) => [r.status, r.retryAfterMs])).toEqual([
      [429, 2000],
      [200, null],
    ]);
    expect(calls).toHaveLength(2);
  });

  it("gives up with a budget error naming the host when its circuit stays open longer than it may wait", async () => {
    const clock = fakeClock();
    const { fetch, calls } = scriptedFetch([200]);
    const { gate } = scriptedGate([{ granted: false, waitMs: 60_000, reason: "circuit_open" }]);
    const client = createPoliteFetch({ fetch, gate, sleep: clock.sleep, now: clock.now, maxGateWaitMs: 30_000 });
    const error = await failureOf(client("s", "https://np-anotice-stock.eastmoney.com/api/security/ann"));
    expect(error.kind).toBe("budget");
    expect(error.message).toContain("np-anotice-stock.eastmoney.com is failing: its circuit is open");
    expect(calls).toHaveLength(0);
  });

  it("sends requests to the base URL with the host in the path, and releases a slot on a network error too", async () => {
    const { fetch, calls } = scriptedFetch([new TypeError("connection refused"), 200]);
    const { gate, released } = scriptedGate([]);
    const clock = fakeClock();
    const client = createPoliteFetch({
      fetch,
      gate,
      baseUrl: "http://127.0.0.1:9/",
      sleep: clock.sleep,
      now: clock.now,
      minIntervalMs: 0,
    });
    await client("s", "https://datacenter-web.eastmoney.com/api/data/v1/get?reportName=R&filter=(X)");
    expect(calls.map((c) => c.url)).toEqual([
      "http://127.0.0.1:9/datacenter-web.eastmoney.com/api/data/v1/get?reportName=R&filter=(X)",
      "http://127.0.0.1:9/datacenter-web.eastmoney.com/api/data/v1/get?reportName=R&filter=(X)",
    ]);
    expect(released.map((r) => [r.host, r.status])).toEqual([
      ["datacenter-web.eastmoney.com", null],
      ["datacenter-web.eastmoney.com", 200],
    ]);
  });
});

describe("polite fetch: the client's time bound (deadlineAt)", () => {
  it("gives up instead of a backoff that would pass the bound, naming the bound", async () => {
    const clock = fakeClock();
    const { fetch, calls } = scriptedFetch([503]);
    const politeFetch = createPoliteFetch({
      fetch,
      minIntervalMs: 0,
      baseDelayMs: 1_000,
      random: () => 0,
      sleep: clock.sleep,
      now: clock.now,
      deadlineAt: clock.now() + 2_500,
    });
    const error = await failureOf(politeFetch("s", "https://s.test/x"));
    // 503, wait 1 s, 503, a 2 s wait would end past the bound: two attempts instead of four (1 + 2 + 4 s of waits).
    expect(calls).toHaveLength(2);
    expect(clock.sleeps).toEqual([1_000]);
    expect(error.message).toContain("time bound");
    expect(error.retryable).toBe(true);
  });

  it("asks nothing once the bound has passed, and cuts an attempt's timeout to what is left", async () => {
    const clock = fakeClock();
    const { fetch, calls } = scriptedFetch([200]);
    const late = createPoliteFetch({
      fetch,
      minIntervalMs: 0,
      sleep: clock.sleep,
      now: clock.now,
      deadlineAt: clock.now() - 1,
    });
    expect((await failureOf(late("s", "https://s.test/x"))).message).toContain("time bound");
    expect(calls).toHaveLength(0);

    const hanging = ((_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
      )) as typeof globalThis.fetch;
    const started = Date.now();
    const bounded = createPoliteFetch({
      fetch: hanging,
      minIntervalMs: 0,
      retries: 0,
      timeoutMs: 20_000,
      deadlineAt: Date.now() + 200,
    });
    await failureOf(bounded("s", "https://s.test/x"));
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
