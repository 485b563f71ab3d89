import { describe, expect, it } from "vitest";
import type { DebateState } from "../../src/debate/debate-state";
import { MARKET_HOLIDAYS_2026 } from "../../src/shared/market-holidays";
import { sha256Hex } from "../../src/shared/hash";
import { inputHash, modelLabel, predictionOf } from "../../src/track/ledger";

const holidays = new Set(MARKET_HOLIDAYS_2026);

/** The fields of a finished debate the ledger reads; the rest of the state does not enter the row. */
function finished(over: Partial<DebateState> = {}): DebateState {
  return {
    id: "d_forward00001",
    ticker: "600519",
    protocol: "adversarial",
    asOf: "2026-09-30",
    status: "done",
    models: {
      quick: "offline",
      deep: "offline",
      offline: true,
      roles: { bull: "offline", bear: "offline", judge: "offline" },
    },
    verdict: {
      stance: "bullish",
      scores: { factuality: 80, logic: 70, relevance: 70, riskCoverage: 60, overall: 72 },
      rule: "",
      coreConclusion: "",
      disputeFocus: [],
      risks: [],
      confidence: "中等置信",
    },
    ...over,
  } as DebateState;
}

describe("a verdict as a ledger row", () => {
  it("enters at the next session's open, past the National Day closure, and is forward only when written before it", () => {
    // 2026-09-30 (Wednesday) is followed by the 10-01..10-07 closure: T+1 is Thursday 2026-10-08.
    const before = predictionOf(finished(), "h", new Date("2026-10-08T01:29:00Z"), holidays)!;
    expect(before).toMatchObject({
      entryDate: "2026-10-08",
      madeBeforeOpen: true,
      stance: "bullish",
      confidence: 0.72,
      conviction: "中等置信",
      horizons: null,
    });
    // 09:30 Beijing is 01:30 UTC: a row written at the open or later is not a forward call.
    expect(predictionOf(finished(), "h", new Date("2026-10-08T01:30:00Z"), holidays)!.madeBeforeOpen).toBe(false);
  });

  it("keeps FinDebate's per-horizon directions and records nothing for an unfinished debate", () => {
    const v = finished().verdict!;
    const fin = predictionOf(
      finished({ protocol: "findebate", verdict: { ...v, horizons: { day: "down", week: "flat", month: "up" } } }),
      "h",
      new Date(),
      holidays,
    )!;
    expect(fin.horizons).toEqual({ "1d": "down", "1w": "flat", "1m": "up" });
    expect(predictionOf(finished({ status: "failed", verdict: null }), "h", new Date(), holidays)).toBeNull();
  });

  it("names the models a debate used: one label, each provider:model once", () => {
    expect(modelLabel(finished())).toBe("offline");
    const mixed = finished({
      models: {
        quick: "openai:deepseek-chat",
        deep: "openai:deepseek-reasoner",
        offline: false,
        roles: { bull: "openai:deepseek-chat", bear: "openai:deepseek-chat", judge: "openai:deepseek-reasoner" },
      },
    });
    expect(modelLabel(mixed)).toBe("openai:deepseek-chat + openai:deepseek-reasoner");
    expect(modelLabel({ ...mixed, protocol: "findebate" })).toBe("openai:deepseek-chat + openai:deepseek-reasoner");
  });

  it("names the models that answered when a tier's fallback answered a turn", () => {
    const models = {
      quick: "openai:busy",
      deep: "openai:busy",
      offline: false,
      roles: { bull: "openai:busy", bear: "openai:busy", judge: "openai:busy" },
    };
    const turn = (seq: number, model: string, error?: string) => ({
      seq,
      node: `n${seq}`,
      role: "bull",
      provider: "openai",
      model,
      ...(error ? { error } : {}),
    });
    const flow = (turns: unknown[]) => ({ protocol: "adversarial", turns }) as unknown as DebateState["flow"];
    const spared = finished({ models, flow: flow([turn(1, "spare"), turn(2, "busy"), turn(3, "spare")]) });
    expect(modelLabel(spared)).toBe("openai:spare + openai:busy");
    // A failed turn names no model; a debate its own models answered keeps the configured label.
    expect(modelLabel(finished({ models, flow: flow([turn(1, "busy"), turn(2, "spare", "server: 500")]) }))).toBe(
      "openai:busy",
    );
  });
});

describe("a prediction's input hash", () => {
  /** The hash as predictions recorded before protocols had their own params computed it (riskRounds, default 1). */
  const recordedHash = (state: DebateState, riskRounds: number) =>
    sha256Hex(
      JSON.stringify({
        question: [state.ticker, state.protocol, state.asOf, state.rounds, riskRounds, state.memory ?? true],
        evidence: [],
        requests: [],
        models: state.models,
      }),
    );

  it("stays what an already recorded prediction of the same question has, so a re-run adds no second row", async () => {
    const adversarial = finished({ rounds: 3, evidence: [] });
    expect(await inputHash(adversarial, [])).toBe(await recordedHash(adversarial, 1));
    const ta = finished({
      protocol: "tradingagents",
      rounds: 1,
      memory: true,
      evidence: [],
      options: { riskRounds: 2 },
    });
    expect(await inputHash(ta, [])).toBe(await recordedHash(ta, 2));
  });

  it("tells apart questions that differ only in a protocol's own option", async () => {
    const vote = (voters: number) => finished({ protocol: "vote", rounds: 1, evidence: [], options: { voters } });
    expect(await inputHash(vote(3), [])).not.toBe(await inputHash(vote(5), []));
  });
});
