import { describe, expect, it } from "vitest";
import { HOST_LIMITS, HostBudget } from "../../../src/ingest/fetch/host-budget";

/** Grants as many requests as the budget allows at `now`, releasing none. */
function drain(b: HostBudget, now: number): string[] {
  const ids: string[] = [];
  for (;;) {
    const g = b.acquire(now);
    if (!g.granted) return ids;
    ids.push(g.id);
  }
}

describe("HostBudget: the request budget of one live host", () => {
  it("stays under the hosts' ban thresholds: < 5 a second, < 10 at once, < 200 a minute", () => {
    expect(HOST_LIMITS.perSecond).toBeLessThan(5);
    expect(HOST_LIMITS.concurrent).toBeLessThan(10);
    expect(HOST_LIMITS.perMinute).toBeLessThan(200);
    const b = new HostBudget();
    // Spaced evenly: one at a time, a third of a second apart.
    expect(drain(b, 0)).toHaveLength(1);
    expect(b.acquire(100)).toMatchObject({ granted: false, reason: "rate", waitMs: 234 });
    // Asking every 10 ms for a minute (each request answered at once): never more than the budget in any second or minute.
    const starts: number[] = [0];
    for (let t = 10; t < 60_000; t += 10) {
      const g = b.acquire(t);
      if (g.granted) {
        starts.push(t);
        b.release(g.id, 200, null, t);
      }
    }
    expect(starts.length).toBeLessThanOrEqual(HOST_LIMITS.perMinute);
    for (const t of starts)
      expect(starts.filter((u) => u >= t && u - t < 1000).length).toBeLessThanOrEqual(HOST_LIMITS.perSecond);
  });

  it("holds the concurrency cap until requests are released", () => {
    const b = new HostBudget({ perSecond: 100, concurrent: 3, perMinute: 1000 });
    const ids = [0, 20, 40].flatMap((t) => drain(b, t));
    expect(ids).toHaveLength(3);
    expect(b.acquire(60)).toMatchObject({ granted: false, reason: "concurrency" });
    b.release(ids[0]!, 200, null, 70);
    expect(b.acquire(80).granted).toBe(true);
  });

  it("backs off after a 429 for its Retry-After, and doubles the wait on repeated 5xx", () => {
    const b = new HostBudget();
    const g = b.acquire(0);
    if (!g.granted) throw new Error("no grant");
    b.release(g.id, 429, 5_000, 100);
    expect(b.acquire(200)).toMatchObject({ granted: false, reason: "backoff", waitMs: 4_900 });
    const c = new HostBudget();
    const waits: number[] = [];
    let now = 0;
    for (let i = 0; i < 3; i++) {
      const grant = c.acquire(now);
      if (!grant.granted) throw new Error(`no grant at ${now}`);
      c.release(grant.id, 503, null, now);
      const denied = c.acquire(now);
      if (denied.granted) throw new Error("granted during backoff");
      waits.push(denied.waitMs);
      now += denied.waitMs;
    }
    expect(waits).toEqual([1_000, 2_000, 4_000]);
  });

  it("opens the circuit after five failures in a row, then lets one probe through, which closes it on success", () => {
    const b = new HostBudget();
    let now = 0;
    for (let i = 0; i < 5; i++) {
      let g = b.acquire(now);
      while (!g.granted) {
        now += g.waitMs;
        g = b.acquire(now);
      }
      b.release(g.id, null, null, now); // no answer at all: a timeout or a network error
    }
    expect(b.state(now).breaker).toBe("open");
    expect(b.acquire(now + 1_000)).toMatchObject({ granted: false, reason: "circuit_open" });
    now += 60_000;
    const probe = b.acquire(now);
    expect(probe.granted).toBe(true);
    expect(b.acquire(now)).toMatchObject({ granted: false, reason: "circuit_open" });
    if (probe.granted) b.release(probe.id, 200, null, now);
    expect(b.state(now).breaker).toBe("closed");
    expect(b.acquire(now + 400).granted).toBe(true);
  });

  it("does not count a non-retryable answer (404) as the host failing", () => {
    const b = new HostBudget();
    const g = b.acquire(0);
    if (g.granted) b.release(g.id, 404, null, 0);
    expect(b.state(0).consecutiveFailures).toBe(0);
    expect(b.acquire(400).granted).toBe(true);
  });
});
