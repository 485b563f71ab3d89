import type { EvidenceItem } from "../../debate-types";
import { graphVerdict } from "../../../verdict/final-verdict";
import { ok, rolesLookAhead, rolesVerifiedShare } from "../../flow-common";
import type { ProtocolDefinition } from "../../protocol";
import { type TradingAgentsFlow, tradingAgentsResults } from "./flow";

/** After the graph: the portfolio manager's decision (the trader's when it has none), measured in code. */
export function finishTradingAgents(
  flow: TradingAgentsFlow,
  evidence: readonly EvidenceItem[],
  asOf: string,
): ReturnType<ProtocolDefinition<TradingAgentsFlow>["finish"]> {
  const results = tradingAgentsResults(flow);
  const lookAhead = rolesLookAhead(results, evidence, asOf, flow.memory);
  const pm = ok(flow.final) ? flow.final : null;
  const trader = ok(flow.trader) ? flow.trader : null;
  const chosen = pm ?? trader;
  if (!chosen)
    return {
      ok: false,
      reason: "neither the portfolio manager nor the trader produced a decision",
      lookAhead,
      logAs: "final decision",
    };
  const lastBull = flow.investmentDebate.bull.at(-1)?.points[0];
  const lastBear = flow.investmentDebate.bear.at(-1)?.points[0];
  const disputes = [
    ...(lastBull && lastBear
      ? [
          `研究辩论：多头${lastBull.evidence.map((e) => e.id).join("、")}认为${lastBull.claim}；` +
            `空头${lastBear.evidence.map((e) => e.id).join("、")}认为${lastBear.claim}`,
        ]
      : []),
    ...(chosen.output.riskChanges ? [`风控辩论：${chosen.output.riskChanges}`] : []),
  ];
  const riskSide = [...flow.investmentDebate.bear, ...flow.riskDebate.conservative];
  const verdict = graphVerdict({
    final: chosen.output,
    results,
    analysts: Object.values(flow.analysts),
    riskSide,
    disputeFocus: disputes,
  });
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
    verifiedShare: rolesVerifiedShare(results),
  };
}
