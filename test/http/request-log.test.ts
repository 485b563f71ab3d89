import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { api, postJson } from "../support/api";
import { captureLogs } from "../support/captured-logs";
import { envOverrides } from "../support/worker-env";
import { logEvent } from "../../src/shared/log";
import { useLogLevel } from "../../src/invocation-settings";

let logs: ReturnType<typeof captureLogs>;
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => logs.restore());

const CLIENT = {
  "cf-connecting-ip": "203.0.113.77",
  "x-forwarded-for": "198.51.100.9",
  "x-real-ip": "192.0.2.44",
  authorization: "Bearer sk-secret-key-123",
};

describe("one request log line per API request", () => {
  it("names the route pattern, status and time, never the raw URL, query, client address or key", async () => {
    await api("/api/health", { headers: CLIENT });
    await api("/api/tickers?q=%E8%8C%85%E5%8F%B0", { headers: CLIENT });
    await api("/api/debates/d_doesnotexist", { headers: CLIENT });
    await postJson("/api/debates", { ticker: "600519", bogus: 1 }, CLIENT);
    await api("/api/nothing-here", { headers: CLIENT });

    const lines = logs.of("request");
    expect(lines.map((l) => [l.method, l.route, l.status])).toEqual([
      ["GET", "/api/health", expect.any(Number)],
      ["GET", "/api/tickers", 200],
      ["GET", "/api/debates/:id", 404],
      ["POST", "/api/debates", 400],
      ["GET", null, 404],
    ]);
    for (const line of lines) {
      expect(Object.keys(line).sort()).toEqual(["event", "level", "method", "ms", "route", "status"]);
      expect(line.ms).toBeGreaterThanOrEqual(0);
    }
    // Nothing the client sent reaches any log line (structured or not): no address, no key, no query.
    const all = logs.raw.join("\n");
    for (const secret of [
      "203.0.113.77",
      "198.51.100.9",
      "192.0.2.44",
      "sk-secret-key-123",
      "茅台",
      "%E8",
      "d_doesnotexist",
      "bogus",
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});

describe("LOG_LEVEL", () => {
  const { configure } = envOverrides();
  // The level is the isolate's until the next request sets it: a failed assertion must not leave it at warn or off.
  afterEach(() => useLogLevel({ LOG_LEVEL: "info" }));

  it("writes only lines at or above the level: warn keeps failures and drops a line per request; off writes none", async () => {
    configure({ LOG_LEVEL: "warn" });
    await api("/api/health");
    await api("/api/tickers?q=gzmt");
    expect(logs.of("request")).toEqual([]);
    logEvent({
      event: "debate.step",
      debateId: "d_x",
      ticker: "600519",
      protocol: "adversarial",
      step: "bull",
      role: "bull",
      provider: "openai",
      model: "m",
      promptTokens: 0,
      completionTokens: 0,
      calls: 1,
      ms: 1,
      outcome: "failed",
      errorCode: "timeout",
    });
    expect(logs.of("debate.step")).toMatchObject([{ level: "warn", outcome: "failed", errorCode: "timeout" }]);

    configure({ LOG_LEVEL: "off" });
    await api("/api/nothing-here");
    expect(logs.lines()).toHaveLength(1);

    configure({ LOG_LEVEL: "info" });
    await api("/api/health");
    expect(logs.of("request").map((l) => l.route)).toEqual(["/api/health"]);
  });
});
