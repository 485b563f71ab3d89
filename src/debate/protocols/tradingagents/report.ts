import type { GraphFinal } from "../../protocol";
import type { Turn } from "../../role-output";
import { mdText } from "../../../report/markdown-text";
import { CONVICTION_ZH, STANCE_ZH } from "../../../domain/labels";
import type { TradingAgentsFlow } from "./flow";

/** TradingAgents' own report section: the research debate, the trader, the risk debate and the decision. */
export function tradingAgentsSections(flow: TradingAgentsFlow, final: GraphFinal | null): string[] {
  const lines: string[] = [];
  lines.push("## TradingAgents：研究辩论、交易员与风控辩论", "");
  const side = (rs: Turn[]) =>
    rs.map((r) => `第${r.round}轮${r.output ? STANCE_ZH[r.output.stance] : "失败"}`).join("，") || "无";
  lines.push(`- 研究辩论：多头 ${side(flow.investmentDebate.bull)}；空头 ${side(flow.investmentDebate.bear)}`);
  const plan = flow.investmentDebate.plan?.output;
  lines.push(
    `- 研究经理计划：${plan ? `${STANCE_ZH[plan.stance]}（信心${CONVICTION_ZH[plan.conviction]}）${mdText(plan.conclusion)}` : "无"}`,
  );
  const t = flow.trader?.output;
  lines.push(
    `- 交易员方向：${t ? `${STANCE_ZH[t.stance]}（信心${CONVICTION_ZH[t.conviction]}）${mdText(t.conclusion)}` : "无"}`,
  );
  const seats: [string, Turn[]][] = [
    ["激进", flow.riskDebate.aggressive],
    ["保守", flow.riskDebate.conservative],
    ["中性", flow.riskDebate.neutral],
  ];
  for (const [name, rs] of seats)
    lines.push(
      `- 风控${name}方：${rs.map((r) => (r.output ? `第${r.round}轮${STANCE_ZH[r.output.stance]}（信心${CONVICTION_ZH[r.output.conviction]}）` : "失败")).join("，") || "无"}`,
    );
  const pm = flow.final?.output;
  lines.push(
    `- 组合经理：${pm ? `${STANCE_ZH[pm.stance]}（信心${CONVICTION_ZH[pm.conviction]}）` : "无"}；风控辩论改变了什么：${mdText(final?.riskChanges ?? pm?.riskChanges ?? "（无）")}`,
  );
  if (final) lines.push(`- 采用：${mdText(final.note)}`);
  lines.push("");
  return lines;
}
