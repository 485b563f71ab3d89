import { describe, expect, it } from "vitest";
import type { EvidenceItem } from "../../src/debate/debate-types";
import { route, type RouteContext } from "../../src/debate/graph";
import { COMPACT_PREAMBLE, sharedPrefixAllowance } from "../../src/debate/prompts/shared-prefix";
import { type DebateFlow, type Protocol, allProtocols } from "../../src/debate/protocols/registry";
import { protocolSlots } from "../../src/debate/protocols/slots";
import type { Turn } from "../../src/debate/role-output";
import { type CallNode, runGraphStep } from "../../src/debate/run-step";
import { callModel, type CallOptions } from "../../src/models/call-model";
import type { ModelRequest } from "../../src/models/model-provider";
import { estimateMessagesTokens } from "../../src/models/token-estimate";
import { createOfflineProvider } from "../../src/offline/offline-provider";
import { moutaiEvidence } from "../support/moutai-evidence";

/**
 * PROMPT_LAYOUT=compact (issue 30, for a provider without a prefix cache): each role's prompt holds its own pack only,
 * no debate-wide evidence prefix; what it may cite, the points it makes and their marks are those of the shared
 * layout, for fewer prompt tokens.
 */

const EVIDENCE = moutaiEvidence().all;
const ids = (from: number, to: number) => EVIDENCE.slice(from, to).map((e) => e.id);
const PACKS: Record<Protocol, Record<string, string[]>> = {
  adversarial: { bull: ids(0, 8), bear: ids(6, 14) },
  findebate: {
    fin_earnings: ids(0, 4),
    fin_market: ids(4, 6),
    fin_sentiment: ids(6, 8),
    fin_valuation: ids(8, 10),
    fin_risk: ids(10, 14),
  },
  tradingagents: {
    ta_fundamentals: ids(0, 6),
    ta_technical: ids(6, 8),
    ta_news: ids(8, 11),
    ta_sentiment: ids(11, 14),
  },
  vote: { vote_fundamentals: ids(0, 6), vote_technicals: ids(6, 10), vote_news: ids(10, 14) },
};
const OPTIONS: CallOptions = {
  ...{ retries: 0, repairs: 1, baseDelayMs: 0, timeoutMs: 5_000 },
  ...{ sleep: async () => {}, random: () => 0, now: () => 0 },
};
const CTX = { ticker: "600519", companyName: "贵州茅台", asOf: "2025-05-01" };
const EVIDENCE_LINE = /^(E\d+) \[/gm;

/** A whole debate of the protocol on the graph runner and the offline model: its requests and its turns. */
async function run(protocol: Protocol, compact: boolean): Promise<{ requests: ModelRequest[]; turns: Turn[] }> {
  const plugin = allProtocols().find((p) => p.id === protocol)!;
  const graph = plugin.graph(() => EVIDENCE);
  const ctx: RouteContext = { rounds: 2, options: plugin.options({}), tokensUsed: 0, tokenBudget: 1e9 };
  const requests: ModelRequest[] = [];
  const turns: Turn[] = [];
  const call: CallNode = async (_node, request, schema) => {
    requests.push(request);
    return {
      ...(await callModel(createOfflineProvider(), request, schema, OPTIONS)),
      ...{ provider: "offline", model: "rule-based-v1" },
    };
  };
  let flow: DebateFlow = plugin.newFlow({ packs: PACKS[protocol], missing: {}, memory: [], regime: null });
  const verify = { tickerFigures: [], years: new Set([2024, 2025]), banned: [] };
  for (let seq = 1, guard = 0; guard < 40; guard++) {
    const d = route(graph, flow, flow.cursor, ctx);
    if (d.kind === "end") return { requests, turns };
    const step = { ...CTX, seqStart: seq, evidence: EVIDENCE, route: ctx, compact: () => compact };
    const out = await runGraphStep(graph, flow, d, step, call, verify);
    seq += out.results.length;
    turns.push(...out.results);
    flow = out.flow;
  }
  throw new Error("graph did not end");
}

const promptTokens = (requests: readonly ModelRequest[]) =>
  requests.reduce((sum, r) => sum + estimateMessagesTokens(r.messages), 0);
const marks = (turns: readonly Turn[]) =>
  turns.map((t) => ({
    role: t.role,
    points: [...t.points, ...(t.counterPoints ?? [])].map((p) => ({ claim: p.claim, status: p.verification?.status })),
  }));

describe.each(["adversarial", "findebate", "tradingagents", "vote"] as const)("%s, compact layout", (protocol) => {
  it("gives each role its own pack only, argues and marks as the shared layout does, with fewer tokens", async () => {
    const compact = await run(protocol, true);
    const shared = await run(protocol, false);
    expect(compact.requests.length).toBe(shared.requests.length);
    for (const r of compact.requests) {
      const task = r.task as { pack?: EvidenceItem[]; evidence?: EvidenceItem[] };
      const pack = (task.pack ?? task.evidence ?? []).map((e) => e.id);
      const user = r.messages.find((m) => m.role === "user")!.content;
      expect(r.messages[0]).toEqual({ role: "system", content: COMPACT_PREAMBLE });
      expect(user).not.toContain("证据库");
      expect(user).toContain(`你的证据包（只能引用这些编号）：${pack.join("、") || "无"}`);
      // The evidence lines in the prompt are exactly the role's pack, in its order.
      expect([...user.matchAll(EVIDENCE_LINE)].map((m) => m[1])).toEqual(pack);
    }
    expect(marks(compact.turns)).toEqual(marks(shared.turns));
    expect(promptTokens(compact.requests)).toBeLessThan(promptTokens(shared.requests));
  });
});

describe("the token budget's allowance for the shared prefix", () => {
  it("is none when every slot of the protocol is compact, and counted when any shares the prefix", () => {
    const subject = { ...CTX };
    const slots = protocolSlots("findebate");
    expect(sharedPrefixAllowance({ ...subject, compactPrompts: slots }, EVIDENCE, 10, slots)).toBe(0);
    expect(sharedPrefixAllowance(subject, EVIDENCE, 10, slots)).toBeGreaterThan(0);
    expect(sharedPrefixAllowance({ ...subject, compactPrompts: ["quick"] }, EVIDENCE, 10, slots)).toBeGreaterThan(0);
  });
});
