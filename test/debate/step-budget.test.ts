import { describe, expect, it } from "vitest";
import { route, type RouteContext } from "../../src/debate/graph";
import { finishFlow } from "../../src/debate/flow";
import { type DebateFlow, type Protocol, allProtocols } from "../../src/debate/protocols/registry";
import { type CallNode, runGraphStep } from "../../src/debate/run-step";
import { finalOverBudget, promptEstimate, stepOverBudget } from "../../src/debate/step-budget";
import { callModel, type CallOptions } from "../../src/models/call-model";
import { createOfflineProvider } from "../../src/offline/offline-provider";
import { moutaiEvidence } from "../support/moutai-evidence";

/**
 * Issue 30: a role graph ends within its token budget. A step is sent only if it and the final decision fit at the
 * debate's largest call so far; otherwise the router goes to the final decision, or ends without it, and says why.
 */

describe("the budget rule", () => {
  const three = ["a", "b", "c"];
  it("sends a step only when it and the final step fit, projected at the largest call so far", () => {
    // Without prompt estimates a call is projected at the largest so far plus a quarter: 2,000 -> 2,500.
    const view = { tokensUsed: 10_000, tokenBudget: 20_000, callTokens: 2_000 };
    expect(stepOverBudget(view, three, ["pm"])).toBeNull(); // 10,000 + 7,500 + 2,500
    expect(stepOverBudget(view, [...three, "d"], ["pm"])).toBe(
      "词元预算 20,000：已用 10,000，下一步约 10,000、最终决定约 2,500 将超出，跳过其余步骤，直接进入最终决定",
    );
    expect(finalOverBudget(view, ["pm"])).toBeNull();
    expect(finalOverBudget({ ...view, tokensUsed: 18_000 }, ["pm"])).toMatch(/最终决定约 2,500 将超出，未发送/);
    // Before any call nothing is projected: the first step always runs.
    expect(stepOverBudget({ tokensUsed: 0, tokenBudget: 1 }, three, ["pm"])).toBeNull();
  });

  it("projects a step from its prompts as the state builds them now and the longest completion so far", () => {
    const view = {
      ...{ tokensUsed: 10_000, tokenBudget: 20_000, callTokens: 2_000, completionTokens: 400 },
      promptTokens: (nodes: readonly string[]) => nodes.length * 3_000,
    };
    // The final step: (3,000 + 400) x 1.25 = 4,250; one more step of one call the same.
    expect(finalOverBudget(view, ["pm"])).toBeNull();
    expect(stepOverBudget(view, ["trader"], ["pm"])).toBeNull();
    expect(stepOverBudget(view, ["a", "b"], ["pm"])).toMatch(/下一步约 8,500、最终决定约 4,250 将超出/);
  });
});

const EVIDENCE = moutaiEvidence().all;
const ids = (from: number, to: number) => EVIDENCE.slice(from, to).map((e) => e.id);
const PACKS: Partial<Record<Protocol, Record<string, string[]>>> = {
  tradingagents: {
    ta_fundamentals: ids(0, 6),
    ta_technical: ids(6, 8),
    ta_news: ids(8, 11),
    ta_sentiment: ids(11, 14),
  },
  findebate: {
    ...{ fin_earnings: ids(0, 4), fin_market: ids(4, 6), fin_sentiment: ids(6, 8) },
    ...{ fin_valuation: ids(8, 10), fin_risk: ids(10, 14) },
  },
};
const OPTIONS: CallOptions = {
  ...{ retries: 0, repairs: 1, baseDelayMs: 0, timeoutMs: 5_000 },
  ...{ sleep: async () => {}, random: () => 0, now: () => 0 },
};
const offline: CallNode = async (_node, request, schema) => ({
  ...(await callModel(createOfflineProvider(), request, schema, OPTIONS)),
  ...{ provider: "offline", model: "rule-based-v1" },
});
const CTX = { ticker: "600519", companyName: "贵州茅台", asOf: "2025-05-01" };
const VERIFY = { tickerFigures: [], years: new Set([2024, 2025]), banned: [] };

/** Runs a protocol as the stepper does (usage summed, the largest call tracked) and returns what it spent. */
async function spend(protocol: Protocol, tokenBudget: number) {
  const plugin = allProtocols().find((p) => p.id === protocol)!;
  const graph = plugin.graph(() => EVIDENCE);
  let flow: DebateFlow = plugin.newFlow({ packs: PACKS[protocol]!, missing: {}, memory: [], regime: null });
  let used = 0;
  let largest = 0;
  let longest = 0;
  let calls = 0;
  for (let seq = 1, guard = 0; guard < 40; guard++) {
    const ctx: RouteContext = {
      ...{ rounds: 1, options: plugin.options({}), tokensUsed: used, tokenBudget },
      ...{ callTokens: largest, completionTokens: longest },
      promptTokens: promptEstimate(graph, flow, CTX, EVIDENCE),
    };
    const d = route(graph, flow, flow.cursor, ctx);
    if (d.kind === "end") {
      if (d.detour) flow.cursor.detours.push(d.detour);
      return { used, calls, flow, budgetEnd: d.budget, finish: finishFlow(flow, EVIDENCE, CTX.asOf) };
    }
    const out = await runGraphStep(
      graph,
      flow,
      d,
      { ...CTX, seqStart: seq, evidence: EVIDENCE, route: ctx },
      offline,
      VERIFY,
    );
    for (const r of out.results) {
      largest = Math.max(largest, r.usage.promptTokens + r.usage.completionTokens);
      longest = Math.max(longest, r.usage.completionTokens);
    }
    used += out.usage.promptTokens + out.usage.completionTokens;
    calls += out.usage.calls;
    seq += out.results.length;
    flow = out.flow;
  }
  throw new Error("graph did not end");
}

describe.each(["tradingagents", "findebate"] as const)("%s within its token budget", (protocol) => {
  it("ends within any budget its first step fits, skipping what would pass it and saying so", async () => {
    const full = await spend(protocol, 1e9);
    expect(full.flow.cursor.detours).toEqual([]);
    // The first step always runs (nothing to project from before it): budgets from the whole debate down to it.
    const first = await spend(protocol, 1);
    expect(first.calls).toBeGreaterThan(1);
    for (const share of [0.9, 0.6, 0.3, 0.05]) {
      const budget = Math.round(first.used + (full.used - first.used) * share);
      const run = await spend(protocol, budget);
      expect(run.used, `${protocol} at ${budget}`).toBeLessThanOrEqual(budget);
      expect(run.calls).toBeLessThan(full.calls);
      expect(run.flow.cursor.detours.join("；")).toMatch(new RegExp(`词元预算 ${budget.toLocaleString("en-US")}`));
      // A decision from what was said, or (nothing to decide from) an end the room turns into 中性 with the reason.
      if (!run.finish.ok) expect(run.budgetEnd, `${protocol} at ${budget}`).toMatch(/未发送，按已有发言结束/);
    }
  });
});
