import { describe, expect, it } from "vitest";
import { type DebateState, STATE_VERSION } from "../../src/debate/debate-state";
import { publicState, type PublicDebateState } from "../../src/debate/public-state";
import { adversarialGraph } from "../../src/debate/protocols/adversarial/index";
import { route } from "../../src/debate/graph";
import { migrateState } from "../../src/room/state-migration";
// A finished adversarial debate as the API served it (the golden record of 600519 as of 2025-06-30).
import golden from "../../test-node/golden/600519-adversarial.json";
import findebateGolden from "../../test-node/golden/600519-findebate.json";
import { flowItems } from "../../src/report/report-timeline";

const served = golden.state as unknown as PublicDebateState;
/** A graph protocol's finished debate (its flow has a cursor with detours). */
const findebate = findebateGolden.state as unknown as PublicDebateState;

/** The same debate as version 1 stored it: turns, packs, the stop and memory at the top, no flow, no version. */
function storedByV1(s: PublicDebateState): Record<string, unknown> {
  return {
    id: s.id,
    ticker: s.ticker,
    companyName: s.companyName,
    protocol: s.protocol,
    asOf: s.asOf,
    rounds: s.rounds,
    tokenBudget: s.tokenBudget,
    dataVersion: s.dataVersion,
    createdAt: s.createdAt,
    memory: s.memoryEnabled,
    status: s.status,
    updatedAt: s.updatedAt,
    models: s.models,
    evidence: s.evidence,
    packs: s.packs,
    turns: s.turns,
    verdict: s.verdict,
    usage: s.usage,
    errors: s.errors,
    stoppedEarly: s.stoppedEarly,
    compliance: { removed: [] },
    ...(s.recalled ? { recalled: s.recalled } : {}),
    lookAhead: s.lookAhead,
    persisted: true,
  };
}

describe("a state stored by an earlier version", () => {
  it("is lifted to today's shape on load: an adversarial v1 debate reads exactly as it was served", () => {
    const migrated = migrateState(storedByV1(served));
    expect(migrated.version).toBe(STATE_VERSION);
    expect(migrated.flow.protocol).toBe("adversarial");
    expect(publicState(migrated)).toEqual(served);
  });

  it("moves a version 2 state's top-level protocol params into options: the chosen protocol's kept, others dropped", () => {
    const base = migrateState(storedByV1(served));
    const ta = migrateState({ ...base, protocol: "tradingagents", riskRounds: 2 });
    expect(ta.options).toEqual({ riskRounds: 2 });
    expect("riskRounds" in ta).toBe(false);
    const adv = migrateState({ ...base, riskRounds: 1 });
    expect(adv.options).toBeUndefined();
    expect("riskRounds" in adv).toBe(false);
  });

  it("serves a stored state's protocol options with their defaults, as the page's header fills them", () => {
    const base = migrateState(storedByV1(served));
    // A TradingAgents state stored before its risk rounds were recorded read as 风控辩论 1 轮, not 风控辩论 ? 轮.
    expect(publicState(migrateState({ ...base, protocol: "tradingagents" })).options).toEqual({ riskRounds: 1 });
    expect(publicState(migrateState({ ...base, protocol: "tradingagents", riskRounds: 2 })).options).toEqual({
      riskRounds: 2,
    });
    expect(publicState(base).options).toEqual({});
  });

  it("puts the cursor where the v1 debate stood, so an unfinished one routes on to its next step", () => {
    const v1 = storedByV1(served);
    // Cut the debate after its third turn (round 1 complete): the next step is round 2's rebuttal.
    const turns = (v1.turns as PublicDebateState["turns"]).slice(0, 3);
    const unfinished = migrateState({
      ...v1,
      status: "running",
      verdict: null,
      turns,
      stoppedEarly: null,
    }) as DebateState;
    expect(unfinished.flow.cursor).toMatchObject({ at: "response", steps: 3 });
    const graph = adversarialGraph(() => unfinished.evidence);
    const ctx = { rounds: 3, options: {}, tokensUsed: 0, tokenBudget: 1e9 };
    expect(route(graph, unfinished.flow as never, unfinished.flow.cursor, ctx)).toMatchObject({
      kind: "step",
      name: "rebuttal",
      nodes: ["bear"],
    });
  });

  it("gives a failed turn stored before the Chinese failure text existed its text, keeping the recorded error", () => {
    const v1 = storedByV1(served);
    const turns = structuredClone(v1.turns) as PublicDebateState["turns"];
    turns[1] = { ...turns[1]!, points: [], hitRate: 0, error: "timeout: no reply within 30000 ms" };
    const fromV1 = migrateState({ ...v1, turns });
    expect(publicState(fromV1).turns[1]).toMatchObject({
      error: "timeout: no reply within 30000 ms",
      failure: "超时（原始信息见 report.json）",
    });
    // A current-version state without the text gets it too; the answered turns get none.
    const current = structuredClone(fromV1);
    if (current.flow.protocol !== "adversarial") throw new Error("an adversarial flow");
    delete current.flow.turns[1]!.failure;
    const lifted = publicState(migrateState(current)).turns;
    expect(lifted[1]!.failure).toBe("超时（原始信息见 report.json）");
    expect(lifted.filter((t) => "failure" in t)).toHaveLength(1);
  });

  it("names a v2 state's failed turns by their node, the round apart, and words them for readers as before", () => {
    const v2 = { ...migrateState(storedByV1(served)), version: 2, status: "failed" } as unknown as DebateState;
    const at = "2026-11-30T08:01:02Z";
    const message = "timeout";
    const old = ["bear round 2", "budget stop before round 3", "judge", "fin_market (analysts)"];
    v2.errors = old.map((step) => ({ at, step, message }));
    const before = publicState(structuredClone(v2)).errorsZh;
    const migrated = migrateState(v2);
    expect(migrated.version).toBe(3);
    expect(migrated.errors.map(({ step, round }) => ({ step, round }))).toEqual([
      { step: "bear", round: 2 },
      { step: "stop", round: 3 },
      { step: "judge", round: undefined },
      { step: "fin_market (analysts)", round: undefined },
    ]);
    expect(publicState(migrated).errorsZh).toEqual(before);
    expect(before?.map((e) => e.text.split("：")[0])).toEqual(["空方第2轮", "第3轮前的预算停止", "裁判", "市场预测师"]);
  });

  it("gives a debate capped before the detour read in Chinese the Chinese detour in its report's 路由兜底", () => {
    const capped = { ...structuredClone(findebate), compliance: { removed: [] } } as unknown as DebateState;
    capped.flow!.cursor.detours = ["cost cap reached; ending without further model calls"];
    const [line] = flowItems(publicState(migrateState(capped)));
    expect(line!.text).toMatch(/；路由兜底：费用上限已到，不再调用模型，流程结束$/);
    expect(line!.text).not.toMatch(/[A-Za-z]{3}/);
  });

  it("leaves a current state as it is", () => {
    const current = migrateState(storedByV1(served));
    expect(migrateState(structuredClone(current))).toEqual(current);
  });
});
