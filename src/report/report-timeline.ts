import { failureText } from "../models/failure-text";
import { protocolOf, roleTitle } from "../debate/protocols/registry";
import type { PublicDebateState, PublicTurn } from "../debate/public-state";
import type { Turn } from "../debate/role-output";
import { CONVICTION_ZH, NO_EVIDENCE_NOTE, ROLE_ZH, STANCE_ZH, horizonsZh } from "../domain/labels";
import { pct } from "../shared/pct";
import type { ReportBlock, ReportItem } from "../wire/report-document";
import { type PointContext, pointItem } from "./report-items";
import { flowResults } from "../debate/flow";

/** "（命中率 100%）" for a run with points; a run without any has no hit rate to show (not 0 %). */
export const hitRateNote = (points: number, hitRate: number) => (points > 0 ? `（命中率 ${pct(hitRate)}）` : "");

function turnTitle(t: PublicTurn, index: number): string {
  const kind = index === 0 ? "首论" : t.role === "bear" ? "反驳" : "回应";
  return `第${t.round}轮 · ${ROLE_ZH[t.role]}${kind}`;
}

/** One debater's turn: its points, each with the point it answers and its confidence. */
function turnGroup(t: PublicTurn, index: number, ctx: PointContext): ReportBlock {
  const items: ReportItem[] = [];
  if (t.error) items.push({ text: `⛔ 本轮失败：${failureText(t.error)}` });
  else if (t.points.length === 0) items.push({ text: "无新增论点" });
  for (const p of t.points) items.push(pointItem(p, ctx));
  const title = `${turnTitle(t, index)}${hitRateNote(t.points.length, t.hitRate)}`;
  return { kind: "group", title, blocks: [{ kind: "list", items }] };
}

/** One role's run in the timeline: evidence first, counter-points, then its conclusion (seed 003 §3.1 order). */
function roleGroup(r: Turn, ctx: PointContext): ReportBlock {
  const title = `${roleTitle(r.role) ?? "未知角色"}${r.round > 0 ? ` · 第${r.round}轮` : ""}`;
  const group = (t: string, items: ReportItem[]): ReportBlock => ({
    kind: "group",
    title: t,
    blocks: [{ kind: "list", items }],
  });
  // Turns recorded before the note was written in Chinese carry an English reason: the note stands in for it.
  if (r.skipped)
    return group(title, [{ text: r.error && /[\u4e00-\u9fff]/.test(r.error) ? r.error : NO_EVIDENCE_NOTE }]);
  const full = `${title}${hitRateNote(r.points.length + r.counterPoints.length, r.hitRate)}`;
  if (r.error || !r.output)
    return group(full, [{ text: `⛔ 失败：本角色未能给出有效输出（${r.error ? failureText(r.error) : "无输出"}）` }]);
  const items = [
    ...r.points.map((p) => pointItem(p, ctx, "证据")),
    ...r.counterPoints.map((p) => pointItem(p, ctx, "反向")),
  ];
  const o = r.output;
  const h = o.horizons ? `；方向：${horizonsZh(o.horizons, "、")}` : "";
  items.push({ text: `结论：${STANCE_ZH[o.stance]}（信心${CONVICTION_ZH[o.conviction]}）${h} — ${o.conclusion}` });
  if (o.riskChanges) items.push({ text: `风控辩论改变了什么：${o.riskChanges}` });
  return group(full, items);
}

/** 辩论时间线: every role's run (graph protocols), then every debater's turn (adversarial), the judge's apart. */
export function timelineBlocks(state: PublicDebateState, ctx: PointContext): ReportBlock[] {
  const roles = state.flow ? flowResults(state.flow).map((r) => roleGroup(r, ctx)) : [];
  // A graph protocol's turns are its roles' runs, shown above; the debaters' turns are the flat protocol's.
  const flat = state.flow ? [] : (state.turns as PublicTurn[]);
  const turns = flat.flatMap((t, i) => (t.role === "judge" ? [] : [turnGroup(t, i, ctx)]));
  return [...roles, ...turns];
}

/** 流程 (graph protocols): how many role runs and steps, the router's fallbacks, each role's data gaps. */
export function flowItems(state: PublicDebateState): ReportItem[] {
  const flow = state.flow;
  if (!flow) return [];
  const runs = flowResults(flow);
  const skipped = runs.filter((r) => r.skipped).length;
  const detours = flow.cursor.detours.length ? `；路由兜底：${flow.cursor.detours.join("；")}` : "";
  const items: ReportItem[] = [
    {
      text:
        `角色运行 ${runs.length} 次${skipped ? `（其中 ${skipped} 个数据不足，未参与）` : ""}；` +
        `步骤 ${flow.cursor.steps} 个${detours}`,
    },
  ];
  for (const [name, g] of Object.entries(flow.missing))
    if (g.length > 0) items.push({ text: `数据缺口（${roleTitle(name) ?? "未知角色"}）：${g.join("；")}` });
  return items;
}

/** The protocol's own sections (its plug-in's `reportSections`), from its flow and final decision. */
export function protocolReportSections(state: PublicDebateState) {
  if (!state.flow) return [];
  return protocolOf(state.flow.protocol).reportSections?.(state.flow, state.final) ?? [];
}
