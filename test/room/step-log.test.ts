import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DebateState } from "../../src/debate/debate-state";
import type { PublicDebateState } from "../../src/debate/public-state";
import { logStepFailure } from "../../src/room/step-log";
import { api, json } from "../support/api";
import { runDebate } from "../support/debates";
import { captureLogs } from "../support/captured-logs";
import { mockNetwork } from "../support/mock-network";
import { envOverrides } from "../support/worker-env";

const { configure } = envOverrides();
let logs: ReturnType<typeof captureLogs>;
let net: ReturnType<typeof mockNetwork> | undefined;
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => {
  logs.restore();
  net?.restore();
  net = undefined;
});

async function finishedDebate(body: Record<string, unknown>): Promise<PublicDebateState> {
  return runDebate({ asOf: "2025-06-30", fresh: true, ...body });
}

describe("one debate.step log line per role and step", () => {
  it("logs every turn of a debate with its step, role, provider, model, tokens, time and outcome", async () => {
    const state = await finishedDebate({ ticker: "600519", rounds: 1 });
    const lines = logs.of("debate.step").filter((l) => l.debateId === state.id);
    const called = lines.filter((l) => l.role !== null);
    // One line per turn, in order, each with the turn's own figures.
    expect(called.map((l) => l.role)).toEqual(state.turns.map((t) => t.role));
    called.forEach((line, i) => {
      const turn = state.turns[i]!;
      expect(line).toMatchObject({
        level: "info",
        ticker: "600519",
        protocol: "adversarial",
        step: expect.any(String),
        provider: "offline",
        model: turn.model,
        promptTokens: turn.usage.promptTokens,
        completionTokens: turn.usage.completionTokens,
        calls: turn.usage.calls,
        outcome: "ok",
        errorCode: null,
      });
      expect(line.ms).toBeGreaterThanOrEqual(0);
    });
    expect(new Set(called.map((l) => l.step)).size).toBe(called.length);
    expect(called.reduce((s, l) => s + (l.promptTokens as number), 0)).toBe(state.usage.promptTokens);
  });

  it("logs a failed call with its error code (a 401 is auth), and never the key or the provider's message", async () => {
    const BASE = "http://llm.test/v1";
    configure({
      MODEL_QUICK: "openai:test-model",
      MODEL_DEEP: "openai:test-model",
      OPENAI_BASE_URL: BASE,
      OPENAI_API_KEY: "sk-very-secret",
    });
    net = mockNetwork(
      http.post(`${BASE}/chat/completions`, () =>
        HttpResponse.json({ error: { message: "Invalid API key sk-very-secret" } }, { status: 401 }),
      ),
    );
    const state = await finishedDebate({ ticker: "600519", rounds: 1 });
    expect(state.status).toBe("failed");
    const failed = logs.of("debate.step").filter((l) => l.debateId === state.id && l.outcome === "failed");
    expect(failed.length).toBeGreaterThan(0);
    expect(failed[0]).toMatchObject({
      level: "warn",
      provider: "openai",
      model: "test-model",
      errorCode: "auth",
      calls: 0,
    });
    expect(logs.raw.join("\n")).not.toContain("sk-very-secret");
  });

  it("logs a step that threw before its checkpoint (retried by alarm) as failed with step_error, without its message", () => {
    const state = { id: "d_test", ticker: "600036", protocol: "findebate" } as DebateState;
    logStepFailure(state, "analysts");
    expect(logs.of("debate.step")).toEqual([
      {
        level: "warn",
        event: "debate.step",
        debateId: "d_test",
        ticker: "600036",
        protocol: "findebate",
        step: "analysts",
        role: null,
        provider: null,
        model: null,
        promptTokens: 0,
        completionTokens: 0,
        calls: 0,
        ms: 0,
        outcome: "failed",
        errorCode: "step_error",
      },
    ]);
  });
});
