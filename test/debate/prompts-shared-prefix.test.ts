import { describe, expect, it } from "vitest";
import type { EvidenceItem } from "../../src/debate/debate-types";
import { buildDebaterMessages, buildJudgeMessages } from "../../src/debate/prompts/debater-prompts";
import {
  SHARED_EVIDENCE_MAX_TOKENS,
  SHARED_PREAMBLE,
  sharedItems,
  sharedLayout,
} from "../../src/debate/prompts/shared-prefix";
import { evidenceLine } from "../../src/debate/prompts/evidence-lines";
import { type DebateFlow, type Protocol, allProtocols } from "../../src/debate/protocols/registry";
import { route, type RouteContext } from "../../src/debate/graph";
import { type CallNode, runGraphStep } from "../../src/debate/run-step";
import { callModel, type CallOptions } from "../../src/models/call-model";
import type { ChatMessage, ModelRequest } from "../../src/models/model-provider";
import { estimateTokens } from "../../src/models/token-estimate";
import { createOfflineProvider } from "../../src/offline/offline-provider";
import { argueTask, moutaiEvidence } from "../support/moutai-evidence";

/**
 * Issue 30: every prompt of a debate starts with one prefix, byte-identical across roles and protocols' steps (the
 * shared preamble, the company, the whole debate's evidence), so a provider's prefix cache bills it once; each role's
 * text, its pack's ids and its turn come after it; what a role may cite (its pack) is unchanged.
 */

const text = (messages: readonly ChatMessage[]) => messages.map((m) => `<|${m.role}|>${m.content}`).join("");
const commonPrefix = (texts: readonly string[]) => {
  const [first = "", ...rest] = texts;
  let n = first.length;
  for (const t of rest) {
    let i = 0;
    while (i < n && i < t.length && first[i] === t[i]) i++;
    n = i;
  }
  return first.slice(0, n);
};
/** The ids a prompt lets its role cite. */
const packNamed = (messages: readonly ChatMessage[]) =>
  (/你的证据包（只能引用这些编号）：([^\n]*)/.exec(text(messages))?.[1] ?? "").split("、");

describe("the shared prefix of an adversarial debate", () => {
  const ev = moutaiEvidence();
  const bull = buildDebaterMessages(argueTask("bull", ev.bullPack), ev.all);
  const bear = buildDebaterMessages(argueTask("bear", ev.bearPack, { round: 2, citedBefore: ["E9"] }), ev.all);
  const judge = buildJudgeMessages(
    {
      kind: "judge",
      ticker: "600519",
      companyName: "贵州茅台",
      asOf: "2025-05-01",
      evidence: ev.all,
      turns: [],
      hitRate: 0,
    },
    ev.all,
  );

  it("is the same bytes for the bull, the bear and the judge, through the end of the debate's whole evidence", () => {
    const prefix = commonPrefix([text(bull), text(bear), text(judge)]);
    expect(prefix.startsWith(`<|system|>${SHARED_PREAMBLE}<|user|>`)).toBe(true);
    expect(prefix).toContain("</evidence>");
    for (const item of ev.all) expect(prefix).toContain(`${item.id} [`);
    // The role's text follows the block: nothing a role is told is in the shared part.
    expect(prefix).not.toContain("立场锁定");
    expect(prefix).not.toContain("裁判");
  });

  it("tells each side to cite its own pack only, the ids the checker verifies against", () => {
    expect(packNamed(bull)).toEqual(ev.bullPack.map((e) => e.id));
    expect(packNamed(bear)).toEqual(ev.bearPack.map((e) => e.id));
    expect(text(bull)).toContain("立场锁定为 bullish");
    expect(text(bear)).toContain("立场锁定为 bearish");
  });

  it("puts the changing turn last: a side's later turn shares everything up to its pack with its opening", () => {
    const later = buildDebaterMessages(argueTask("bull", ev.bullPack, { round: 3, citedBefore: ["E1"] }), ev.all);
    const prefix = commonPrefix([text(bull), text(later)]);
    expect(prefix).toContain(packNamed(bull).join("、"));
    expect(text(later).endsWith("第3轮，请输出 json。")).toBe(true);
  });
});

describe("the shared block's bound", () => {
  const ev = moutaiEvidence();
  const long = (i: number): EvidenceItem => ({
    ...ev.all[0]!,
    id: `E${i}`,
    chunkId: `long-${i}`,
    text: `贵州茅台(600519) 公告 ${"经营情况说明，".repeat(60)}第${i}条`,
  });
  const many = Array.from({ length: 40 }, (_, i) => long(i + 1));

  it("keeps the debate's items in stored order up to SHARED_EVIDENCE_MAX_TOKENS estimated tokens", () => {
    const kept = sharedItems(many, "贵州茅台(600519)");
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(many.length);
    expect(kept).toEqual(many.slice(0, kept.length));
    const tokens = kept.reduce((n, e) => n + estimateTokens(evidenceLine(e, "贵州茅台(600519)")) + 1, 0);
    expect(tokens).toBeLessThanOrEqual(SHARED_EVIDENCE_MAX_TOKENS);
  });

  it("gives a role the items of its pack that the bound left out, in its own tail, so it can still cite them", () => {
    const pack = [many[0]!, many[39]!];
    const messages = sharedLayout(
      { companyName: "贵州茅台", ticker: "600519", asOf: "2025-05-01" },
      many,
      { text: "角色规则", pack },
      ["请输出 json。"],
    );
    const user = messages[1]!.content;
    const [head, tail] = user.split("角色规则");
    expect(head).toContain("E1 [");
    expect(head).not.toContain("E40 [");
    expect(tail).toContain("E40 [");
    expect(tail).not.toContain("E1 [");
    expect(packNamed(messages)).toEqual(["E1", "E40"]);
  });
});

// Every protocol run through the graph runner on the offline model: all of a debate's requests share one prefix.
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

async function requestsOf(protocol: Protocol): Promise<ModelRequest[]> {
  const plugin = allProtocols().find((p) => p.id === protocol)!;
  const graph = plugin.graph(() => EVIDENCE);
  const ctx: RouteContext = { rounds: 2, options: plugin.options({}), tokensUsed: 0, tokenBudget: 1e9 };
  const seen: ModelRequest[] = [];
  const call: CallNode = async (_node, request, schema) => {
    seen.push(request);
    return {
      ...(await callModel(createOfflineProvider(), request, schema, OPTIONS)),
      ...{ provider: "offline", model: "rule-based-v1" },
    };
  };
  let flow: DebateFlow = plugin.newFlow({ packs: PACKS[protocol], missing: {}, memory: [], regime: null });
  const verify = { tickerFigures: [], years: new Set([2024, 2025]), banned: [] };
  for (let seq = 1, guard = 0; guard < 40; guard++) {
    const d = route(graph, flow, flow.cursor, ctx);
    if (d.kind === "end") return seen;
    const out = await runGraphStep(
      graph,
      flow,
      d,
      { ...CTX, seqStart: seq, evidence: EVIDENCE, route: ctx },
      call,
      verify,
    );
    seq += out.results.length;
    flow = out.flow;
  }
  throw new Error("graph did not end");
}

describe.each(["adversarial", "findebate", "tradingagents", "vote"] as const)("%s on the graph runner", (protocol) => {
  it("sends every role's request with the same prefix, through the debate's whole evidence block", async () => {
    const requests = await requestsOf(protocol);
    expect(requests.length).toBeGreaterThan(2);
    const prefix = commonPrefix(requests.map((r) => text(r.messages)));
    expect(prefix).toContain("</evidence>");
    for (const item of EVIDENCE) expect(prefix).toContain(`${item.id} [`);
    // Each role is told its own pack, the ids its points are verified against.
    for (const r of requests) {
      const task = r.task as { pack?: EvidenceItem[]; evidence?: EvidenceItem[] };
      expect(packNamed(r.messages)).toEqual((task.pack ?? task.evidence ?? []).map((e) => e.id));
    }
  });
});
