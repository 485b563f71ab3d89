import type { MemoryItem } from "../memory/memory-types";
import { failureText } from "./error-line";
import { flowResults } from "../debate/flow";
import type { GraphFinal } from "../debate/protocol";
import { type DebateFlow as GraphFlow, protocolOf, roleTitle } from "../debate/protocols/registry";
import type { LookAheadCheck } from "../verification/look-ahead";
import type { Turn } from "../debate/role-output";
import {
  CONVICTION_ZH,
  MEMORY_HORIZON_ZH,
  MEMORY_MATCH_ZH,
  NO_EVIDENCE_NOTE,
  STANCE_ZH,
  horizonsZh,
} from "../domain/labels";
import { mdText } from "./markdown-text";
import { pointLine } from "./point-line";
import { pct } from "../shared/pct";

/** "（命中率 100%）" for a run with points; a run without any has no hit rate to show (not 0 %). */
export const hitRateNote = (points: number, hitRate: number) => (points > 0 ? `（命中率 ${pct(hitRate)}）` : "");

/** One role's run in the timeline: evidence first, counter-points, then its conclusion (seed 003 §3.1 order). */
export function roleBlock(r: Turn, nameOf: (id: string) => string): string[] {
  const title = `${roleTitle(r.role) ?? "未知角色"}${r.round > 0 ? ` · 第${r.round}轮` : ""}`;
  // Turns recorded before the note was written in Chinese carry an English reason: the note stands in for it.
  if (r.skipped)
    return [
      `### ${title}`,
      "",
      `- ${r.error && /[\u4e00-\u9fff]/.test(r.error) ? mdText(r.error) : NO_EVIDENCE_NOTE}`,
      "",
    ];
  const lines = [`### ${title}${hitRateNote(r.points.length + r.counterPoints.length, r.hitRate)}`, ""];
  if (r.error || !r.output) {
    lines.push(`- ⛔ 失败：本角色未能给出有效输出（${mdText(r.error ? failureText(r.error) : "无输出")}）`, "");
    return lines;
  }
  const opts = { showRebuttal: false, showConfidence: false, nameOf };
  for (const p of r.points) lines.push(pointLine(p, { kind: "证据", ...opts }));
  for (const p of r.counterPoints) lines.push(pointLine(p, { kind: "反向", ...opts }));
  const o = r.output;
  const h = o.horizons ? `；方向：${horizonsZh(o.horizons, "、")}` : "";
  lines.push(`- 结论：${STANCE_ZH[o.stance]}（信心${CONVICTION_ZH[o.conviction]}）${h} — ${mdText(o.conclusion)}`);
  if (o.riskChanges) lines.push(`- 风控辩论改变了什么：${mdText(o.riskChanges)}`);
  lines.push("");
  return lines;
}

export function graphTimeline(flow: GraphFlow, nameOf: (id: string) => string): string[] {
  return flowResults(flow).flatMap((r) => roleBlock(r, nameOf));
}

export function memorySection(memory: MemoryItem[] | null): string[] {
  const lines = ["## 记忆与复盘", ""];
  if (memory === null) return [...lines, "- 本次请求关闭了记忆", ""];
  if (memory.length === 0)
    return [...lines, "- 没有可用的过往类似情境（同一股票或同一市场状态、且结果在数据截至日前已知）", ""];
  lines.push("收益为绝对收益：数据中没有指数序列，无基准可比。", "");
  for (const m of memory) lines.push(`- ${memoryReportLine(m)}`);
  lines.push("");
  return lines;
}

/**
 * A past situation as a reader reads it, in Chinese (the prompts keep their own line, `memoryLine`, which a replay
 * must send unchanged): when, which call, why it was recalled, how each horizon turned out, the lesson.
 */
function memoryReportLine(m: MemoryItem): string {
  const outcomes = m.outcomes
    .map(
      (o) => `${MEMORY_HORIZON_ZH[o.horizon]} ${o.return >= 0 ? "+" : ""}${o.return.toFixed(2)}%${o.hit ? "✓" : "✗"}`,
    )
    .join("，");
  return (
    `${m.asOf} ${m.ticker} ${STANCE_ZH[m.stance]}（${MEMORY_MATCH_ZH[m.match] ?? "相似情境"}，` +
    `权重${m.weight.toFixed(2)}）：${outcomes}；${mdText(m.lesson)}`
  );
}

export function lookAheadSection(check: LookAheadCheck | null): string[] {
  const lines = ["## 时间穿越检查", ""];
  if (!check) return [...lines, "- 尚未检查（辩论未完成）", ""];
  const late = [
    ...check.evidenceAfterAsOf.map((e) => `${e.id} 公开于 ${e.publicDate}`),
    ...check.memoryAfterAsOf.map((m) => `一条过往辩论的记忆，其结果在 ${m.knownOn} 才可知`),
  ];
  lines.push(
    check.ok
      ? `- ✅ 通过：引用的 ${check.citedChecked} 条证据与 ${check.memoryChecked} 条记忆均在 ${check.asOf} 或之前公开/已知`
      : `- ❌ 未通过：${late.join("；")}`,
    "",
  );
  return lines;
}

/** Each protocol's own sections after the five seed sections. */
export function protocolSections(flow: GraphFlow, final: GraphFinal | null): string[] {
  const lines: string[] = [];
  const usage = flowResults(flow);
  lines.push("## 流程", "");
  const skipped = usage.filter((r) => r.skipped).length;
  lines.push(
    `- 角色运行 ${usage.length} 次${skipped ? `（其中 ${skipped} 个数据不足，未参与）` : ""}；步骤 ${flow.cursor.steps} ` +
      `个${flow.cursor.detours.length ? `；路由兜底：${flow.cursor.detours.join("；")}` : ""}`,
  );
  const gaps = Object.entries(flow.missing).filter(([, g]) => g.length > 0);
  for (const [name, g] of gaps) lines.push(`- 数据缺口（${roleTitle(name) ?? "未知角色"}）：${mdText(g.join("；"))}`);
  lines.push("");
  lines.push(...(protocolOf(flow.protocol).reportSections?.(flow, final) ?? []));
  return lines;
}
