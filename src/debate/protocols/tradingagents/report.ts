import type { GraphFinal } from "../../protocol";
import type { Turn } from "../../role-output";
import { CONVICTION_ZH, STANCE_ZH } from "../../../domain/labels";
import type { ReportSection } from "../../../wire/report-document";
import type { TradingAgentsFlow } from "./flow";

/** TradingAgents' own report section: the research debate, the trader, the risk debate and the decision. */
export function tradingAgentsSections(flow: TradingAgentsFlow, final: GraphFinal | null): ReportSection[] {
  const lines: string[] = [];
  const side = (rs: Turn[]) =>
    rs.map((r) => `第${r.round}轮${r.output ? STANCE_ZH[r.output.stance] : "失败"}`).join("，") || "无";
  lines.push(`研究辩论：多头 ${side(flow.investmentDebate.bull)}；空头 ${side(flow.investmentDebate.bear)}`);
  const called = (o: Turn["output"]) => (o ? `${STANCE_ZH[o.stance]}（信心${CONVICTION_ZH[o.conviction]}）` : "");
  const plan = flow.investmentDebate.plan?.output;
  lines.push(`研究经理计划：${plan ? `${called(plan)}${plan.conclusion}` : "无"}`);
  const t = flow.trader?.output;
  lines.push(`交易员方向：${t ? `${called(t)}${t.conclusion}` : "无"}`);
  const seats: [string, Turn[]][] = [
    ["激进", flow.riskDebate.aggressive],
    ["保守", flow.riskDebate.conservative],
    ["中性", flow.riskDebate.neutral],
  ];
  for (const [name, rs] of seats)
    lines.push(
      `风控${name}方：${rs.map((r) => (r.output ? `第${r.round}轮${called(r.output)}` : "失败")).join("，") || "无"}`,
    );
  const pm = flow.final?.output;
  lines.push(
    `组合经理：${pm ? called(pm) : "无"}；风控辩论改变了什么：${final?.riskChanges ?? pm?.riskChanges ?? "（无）"}`,
  );
  if (final) lines.push(`采用：${final.note}`);
  return [
    {
      id: "decisionChain",
      title: "TradingAgents：研究辩论、交易员与风控辩论",
      blocks: [{ kind: "list", items: lines.map((text) => ({ text })) }],
    },
  ];
}
