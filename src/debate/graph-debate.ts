import type { AppDeps } from "../app-deps";
import type { EvidenceItem, Verdict } from "./debate-types";
import { recallMemory, reflectPastVerdicts } from "../memory/memory-store";
import type { MemoryItem } from "../memory/memory-types";
import { ok } from "./flow-common";
import { emptyFinDebateFlow, FIN_PACKS, finDebateFinal, finDebateResults, type FinDebateFlow } from "./protocols/findebate";
import { graphVerdict } from "../verdict/final-verdict";
import type { ProtocolGraph } from "./graph";
import { checkLookAhead, type LookAheadCheck } from "../verification/look-ahead";
import { buildRolePacks } from "../evidence/role-packs";
import type { AgentRole, Horizons, RoleResult } from "./role-output";
import { PROTOCOLS } from "./protocols/registry";
import { emptyTradingAgentsFlow, TA_PACKS, tradingAgentsResults, type TradingAgentsFlow } from "./protocols/tradingagents";

export type GraphFlow = FinDebateFlow | TradingAgentsFlow;
export type GraphProtocol = GraphFlow["protocol"];

export function graphOf(flow: GraphFlow, evidence: () => EvidenceItem[]): ProtocolGraph<GraphFlow> {
  // Each graph only ever sees its own flow type; the union is narrowed by `protocol` at every call site.
  return PROTOCOLS[flow.protocol].graph(evidence) as unknown as ProtocolGraph<GraphFlow>;
}

export function flowResults(flow: GraphFlow): RoleResult[] {
  return flow.protocol === "findebate" ? finDebateResults(flow) : tradingAgentsResults(flow);
}

/** Evidence, packs, regime and memory for a new graph debate; memory reflects on past verdicts first. */
export async function initGraphFlow(
  deps: Pick<AppDeps, "db" | "embedder" | "vectors">,
  p: { protocol: GraphProtocol; ticker: string; companyName: string; asOf: string; memory: boolean; debateId: string },
): Promise<{ evidence: EvidenceItem[]; flow: GraphFlow }> {
  const specs = p.protocol === "findebate" ? FIN_PACKS : TA_PACKS;
  const packs = await buildRolePacks(deps, specs, { ticker: p.ticker, companyName: p.companyName, asOf: p.asOf });
  let memory: MemoryItem[] | null = null;
  if (p.memory) {
    await reflectPastVerdicts(deps.db, p.ticker, p.asOf);
    memory = await recallMemory(deps.db, { ticker: p.ticker, asOf: p.asOf, regime: packs.regime, excludeDebateId: p.debateId });
  }
  const ctx = { packs: packs.packs, missing: packs.missing, memory, regime: packs.regime };
  const flow = p.protocol === "findebate" ? emptyFinDebateFlow(ctx) : emptyTradingAgentsFlow(ctx);
  return { evidence: packs.evidence, flow };
}

/** The flow as it stood before its first step: the same packs, gaps, memory and regime, no results. A replay starts here. */
export function initialFlow(flow: GraphFlow): GraphFlow {
  const ctx = { packs: flow.packs, missing: flow.missing, memory: flow.memory, regime: flow.regime };
  return flow.protocol === "findebate" ? emptyFinDebateFlow(ctx) : emptyTradingAgentsFlow(ctx);
}

export interface GraphFinal {
  source: AgentRole;
  note: string;
  compromised: boolean;
  debateSkipped: boolean;
  riskChanges?: string;
  horizons?: Horizons;
}

export type GraphOutcome =
  | { ok: true; verdict: Verdict & { horizons?: Horizons }; final: GraphFinal; lookAhead: LookAheadCheck; verifiedShare: number }
  | { ok: false; reason: string; lookAhead: LookAheadCheck };

/** After the graph ends: the final decision (stance lock for FinDebate), the verdict rule, the look-ahead check. */
export function finishGraph(flow: GraphFlow, evidence: readonly EvidenceItem[], asOf: string): GraphOutcome {
  const results = flowResults(flow);
  const cited = results.flatMap((r) => [...r.points, ...r.counterPoints]).flatMap((p) => p.evidence.map((e) => e.id));
  const lookAhead = checkLookAhead(asOf, evidence, cited, flow.memory ?? []);
  const all = results.flatMap((r) => [...r.points, ...r.counterPoints]);
  const verifiedShare = all.length ? all.filter((p) => p.verification.status === "verified").length / all.length : 0;
  if (flow.protocol === "findebate") {
    const final = finDebateFinal(flow);
    if (!final) return { ok: false, reason: "no analyst report or draft was produced", lookAhead };
    const disputes = (flow.skeptic?.points ?? []).map((p) => `风险复核：${p.claim}`);
    const verdict = graphVerdict({ final: final.output, results, analysts: Object.values(flow.analysts), riskSide: flow.skeptic ? [flow.skeptic] : [], disputeFocus: disputes });
    const horizons = final.output.horizons;
    return {
      ok: true,
      verdict: { ...verdict, ...(horizons ? { horizons } : {}) },
      final: { source: final.source, note: final.note, compromised: final.compromised, debateSkipped: final.debateSkipped, ...(horizons ? { horizons } : {}) },
      lookAhead,
      verifiedShare,
    };
  }
  const pm = ok(flow.final) ? flow.final : null;
  const trader = ok(flow.trader) ? flow.trader : null;
  const chosen = pm ?? trader;
  if (!chosen) return { ok: false, reason: "neither the portfolio manager nor the trader produced a decision", lookAhead };
  const lastBull = flow.investmentDebate.bull.at(-1)?.points[0];
  const lastBear = flow.investmentDebate.bear.at(-1)?.points[0];
  const disputes = [
    ...(lastBull && lastBear ? [`研究辩论：多头${lastBull.evidence.map((e) => e.id).join("、")}认为${lastBull.claim}；空头${lastBear.evidence.map((e) => e.id).join("、")}认为${lastBear.claim}`] : []),
    ...(chosen.output.riskChanges ? [`风控辩论：${chosen.output.riskChanges}`] : []),
  ];
  const riskSide = [...flow.investmentDebate.bear, ...flow.riskDebate.conservative];
  const verdict = graphVerdict({ final: chosen.output, results, analysts: Object.values(flow.analysts), riskSide, disputeFocus: disputes });
  return {
    ok: true,
    verdict,
    final: {
      source: pm ? "portfolio_manager" : "trader",
      note: pm ? "组合经理的最终决定" : `组合经理未给出决定（${flow.final?.error ?? "未运行"}），采用交易员的方向`,
      compromised: false,
      debateSkipped: false,
      ...(chosen.output.riskChanges ? { riskChanges: chosen.output.riskChanges } : {}),
    },
    lookAhead,
    verifiedShare,
  };
}
