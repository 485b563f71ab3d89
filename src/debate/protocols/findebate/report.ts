import type { GraphFinal } from "../../protocol";
import { CONVICTION_ZH, STANCE_ZH, horizonsZh } from "../../../domain/labels";
import type { ReportItem, ReportSection } from "../../../wire/report-document";
import type { FinDebateFlow } from "./flow";

/** FinDebate's own report section: the draft against the final report, and what the stance lock decided. */
export function finDebateSections(flow: FinDebateFlow, final: GraphFinal | null): ReportSection[] {
  const d = flow.draft?.output;
  const l = flow.leader?.output;
  const hz = (o: typeof d) => (o?.horizons ? horizonsZh(o.horizons) : "无");
  const cells = (...texts: string[]) => texts.map((text) => ({ text }));
  const items: ReportItem[] = [];
  if (final) {
    items.push({ text: `采用：${final.source === "leader" ? "安全辩论后的最终稿" : "初稿"} — ${final.note}` });
    if (final.compromised) items.push({ text: "⚠️ 核心受损：主导智能体改变了立场或方向，按算法1第5步退回初稿" });
    if (final.debateSkipped) items.push({ text: "初稿无投资方向结论，按算法1第1步未进行安全辩论" });
  }
  const table = {
    kind: "table" as const,
    columns: ["", "立场", "信心", "方向"],
    rows: [
      cells("初稿（报告合成师）", d ? STANCE_ZH[d.stance] : "无", d ? CONVICTION_ZH[d.conviction] : "-", hz(d)),
      cells("主导智能体", l ? STANCE_ZH[l.stance] : "未运行", l ? CONVICTION_ZH[l.conviction] : "-", hz(l)),
    ],
  };
  const blocks = items.length ? [table, { kind: "list" as const, items }] : [table];
  return [{ id: "draftVsFinal", title: "FinDebate：初稿与最终稿", blocks }];
}
