import { z } from "zod";
import type { PublicDebateState } from "../debate/public-state";
import { Scores, Stance } from "../debate/debate-types";
import { STANCE_ZH, STATUS_ZH } from "../domain/labels";
import { pointName } from "../report/point-name";
import { allPoints, turnsOf } from "../report/report-document";

/** Where a debate can be read: the HTTP API's paths (absolute when the origin is known) and the MCP resource. */
export const SummaryLinks = z.object({
  state: z.string(),
  reportMarkdown: z.string(),
  reportJson: z.string(),
  page: z.string(),
  resource: z.string().describe("the Markdown report as an MCP resource (resources/read)"),
});

const NamedPoint = z.object({
  name: z.string().describe("how a reader names the point, e.g. 多方第1轮论点2"),
  claim: z.string(),
  reasons: z.array(z.string()).describe("why the checker marked it so (Chinese)"),
});

/** What the MCP tools answer about one debate: the HTTP state's verdict, scores and checked points, in brief. */
export const DebateSummary = z.object({
  id: z.string(),
  status: z.string(),
  statusZh: z.string(),
  ticker: z.string(),
  companyName: z.string(),
  protocol: z.string(),
  asOf: z.string(),
  stance: Stance.nullable(),
  stanceZh: z.string().nullable().describe("看多 / 看空 / 中性"),
  scores: Scores.nullable(),
  coreConclusion: z.string().nullable(),
  hitRate: z.number().describe("verified share of the points (0-1)"),
  verified: z.array(NamedPoint).describe("✅ points: every checkable figure and judgement matched the data"),
  failed: z.array(NamedPoint).describe("❌ / ⚠️ points: a citation, quote, figure or judgement did not hold"),
  unverifiable: z.number().int().describe("❔ points the data could not decide (未能核验)"),
  links: SummaryLinks,
});
export type DebateSummary = z.infer<typeof DebateSummary>;

/** The URI of a debate's Markdown report as an MCP resource. */
export const reportUri = (id: string) => `debatedesk://debates/${id}/report.md`;

export function debateLinks(id: string, origin: string) {
  return {
    state: `${origin}/api/debates/${id}`,
    reportMarkdown: `${origin}/api/debates/${id}/report.md`,
    reportJson: `${origin}/api/debates/${id}/report.json`,
    page: `${origin}/d/${id}`,
    resource: reportUri(id),
  };
}

export function summarizeDebate(state: PublicDebateState, origin: string): DebateSummary {
  const turns = turnsOf(state);
  const points = allPoints(state);
  const named = (p: (typeof points)[number]) => ({
    name: pointName(p.id, turns),
    claim: p.claim,
    reasons: p.verification.reasons,
  });
  const v = state.verdict;
  return {
    id: state.id,
    status: state.status,
    statusZh: STATUS_ZH[state.status],
    ticker: state.ticker,
    companyName: state.companyName,
    protocol: state.protocol,
    asOf: state.asOf,
    stance: v?.stance ?? null,
    stanceZh: v ? STANCE_ZH[v.stance] : null,
    scores: v?.scores ?? null,
    coreConclusion: v?.coreConclusion ?? null,
    hitRate: state.hitRate,
    verified: points.filter((p) => p.verification.status === "verified").map(named),
    failed: points.filter((p) => ["invalid", "doubtful"].includes(p.verification.status)).map(named),
    unverifiable: points.filter((p) => p.verification.status === "unverifiable").length,
    links: debateLinks(state.id, origin),
  };
}
