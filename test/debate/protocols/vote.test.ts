import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { flowResults } from "../../../src/debate/flow";
import type { PublicDebateState } from "../../../src/debate/public-state";
import { protocolOf } from "../../../src/debate/protocols/registry";
import { representative, tallyOf } from "../../../src/debate/protocols/vote/tally";
import type { VoteFlow } from "../../../src/debate/protocols/vote/index";
import type { Turn } from "../../../src/debate/role-output";
import { SECTION_TITLES } from "../../../src/report/report-document";
import { api, json, postJson } from "../../support/api";
import { roomEnded, startDebate } from "../../support/debates";

const stub = (id: string) => env.DEBATE_ROOM.get(env.DEBATE_ROOM.idFromName(id));

async function post(body: Record<string, unknown>): Promise<PublicDebateState> {
  return roomEnded(stub(await startDebate({ fresh: true, ...body })));
}

const turn = (
  seq: number,
  stance: "bullish" | "bearish" | "neutral",
  conviction: "low" | "medium" | "high" = "medium",
): Turn => ({
  node: `voter_${seq}`,
  role: `voter_${seq}`,
  seq,
  round: 0,
  output: { evidence: [], counterPoints: [], stance, conclusion: "c", conviction },
  points: [],
  counterPoints: [],
  hitRate: 0,
  provider: "offline",
  model: "m",
  usage: { calls: 1, promptTokens: 0, completionTokens: 0, estimated: true, ms: 0 },
  attempts: [],
});

describe("the vote's count", () => {
  it("takes the stance most voters took, its most convinced voter as the representative", () => {
    const voters = [turn(1, "bullish", "low"), turn(2, "bearish"), turn(3, "bullish", "high")];
    const t = tallyOf(voters);
    expect(t).toEqual({ counts: { bullish: 2, bearish: 1, neutral: 0 }, majority: "bullish", cast: 3, tie: false });
    expect(representative(voters, t)?.seq).toBe(3);
  });

  it("gives neutral when no stance has a majority, and counts no failed voter", () => {
    const failed = { ...turn(3, "bullish"), error: "timeout: x" };
    const t = tallyOf([turn(1, "bullish"), turn(2, "bearish"), failed]);
    expect(t).toMatchObject({ majority: "neutral", tie: true, cast: 2 });
  });

  it("runs N voters in one step, N from the request (default 3, at most 7)", () => {
    const graph = protocolOf("vote").graph(() => []);
    const ctx = { rounds: 1, tokensUsed: 0, tokenBudget: 1e9 };
    const entry = (options: Record<string, number>) =>
      typeof graph.entry === "string" ? graph.entry : graph.entry({ ...ctx, options });
    expect(graph.steps[entry({ voters: 3 })]).toEqual(["voter_1", "voter_2", "voter_3"]);
    expect(graph.steps[entry({ voters: 5 })]).toHaveLength(5);
    expect(protocolOf("vote").options({})).toEqual({ voters: 3 });
    expect(protocolOf("vote").plannedCalls({ rounds: 1, options: { voters: 5 } })).toBe(5);
  });
});

describe("vote through the real DebateRoom", () => {
  it("runs end to end: independent voters on the same evidence, majority verdict, its report section, an exact replay with 0 calls", async () => {
    const s = await post({ ticker: "600519", protocol: "vote", asOf: "2025-06-30" });
    expect(s.status, JSON.stringify(s.errors)).toBe("done");
    expect(s.options).toEqual({ voters: 3 });
    expect(s.usage.calls).toBe(3);
    const flow = s.flow as VoteFlow;
    expect(flow.voters.map((v) => v.role)).toEqual(["voter_1", "voter_2", "voter_3"]);
    // Same evidence for everyone, but each lens weighs its own dimension: the votes are argued from different items.
    const cited = flow.voters.map((v) => new Set(v.points.flatMap((p) => p.evidence.map((e) => e.id))));
    expect(new Set(cited.map((c) => [...c].sort().join())).size).toBeGreaterThan(1);
    const tally = tallyOf(flow.voters);
    expect(s.verdict).not.toBeNull();
    expect(s.verdict!.stance === tally.majority || s.verdict!.stance === "neutral").toBe(true);
    expect(s.final?.note).toMatch(/票/);

    const md = await (await api(`/api/debates/${s.id}/report.md`)).text();
    SECTION_TITLES.forEach((title, i) => expect(md).toContain(`## ${i + 1}. ${title}`));
    expect(md).toContain("协议：多数投票；独立投票 3 人，无辩论");
    expect(md).toContain("## 多数投票：计票");
    expect(md).toContain("投票人1（基本面）");
    const report = await json<{ protocol: string }>(await api(`/api/debates/${s.id}/report.json`));
    expect(report.protocol).toBe("vote");

    const res = await postJson(`/api/debates/${s.id}/replay`, {});
    expect(res.status, await res.clone().text()).toBe(202);
    const again = await roomEnded(stub((await json<{ id: string }>(res)).id));
    expect(again.usage).toMatchObject({ calls: 0, cached: 3 });
    expect(again.verdict).toEqual(s.verdict);
    const shape = (x: PublicDebateState) =>
      flowResults(x.flow!).map(({ role, points, counterPoints }) => ({ role, points, counterPoints }));
    expect(shape(again)).toEqual(shape(s));
  });

  it("takes the number of voters from the request and answers the next request from its own cache slot", async () => {
    const s = await post({ ticker: "000858", protocol: "vote", voters: 5, asOf: "2020-06-30" });
    expect(s.status, JSON.stringify(s.errors)).toBe("done");
    expect((s.flow as VoteFlow).voters).toHaveLength(5);
    const bad = await postJson("/api/debates", { ticker: "600519", protocol: "vote", voters: 9 });
    expect(bad.status).toBe(400);
    const cached = await postJson("/api/debates", { ticker: "600519", protocol: "vote" });
    expect([200, 202]).toContain(cached.status);
  });

  it("is listed by GET /api/protocols with its param, roles and page stage", async () => {
    const body = await json<{
      protocols: {
        id: string;
        default: boolean;
        params: { name: string; default: number | null }[];
        roles: Record<string, string>;
        page: { stages: { final?: string }[] };
      }[];
    }>(await api("/api/protocols"));
    expect(body.protocols.map((p) => p.id)).toEqual(["adversarial", "findebate", "tradingagents", "vote"]);
    expect(body.protocols.find((p) => p.default)?.id).toBe("adversarial");
    const vote = body.protocols.find((p) => p.id === "vote")!;
    expect(vote.params).toEqual([expect.objectContaining({ name: "voters", default: 3, minimum: 1, maximum: 7 })]);
    expect(vote.roles.voter_2).toBe("投票人2（技术面）");
    expect(vote.page.stages[0]?.final).toBe("tally");
    const ta = body.protocols.find((p) => p.id === "tradingagents")!;
    expect(ta.params).toEqual([expect.objectContaining({ name: "riskRounds", default: 1, maximum: 3 })]);
  });
});
