import type { PublicDebateState } from "../debate/public-state";
import type { MemoryItem } from "../memory/memory-types";
import { MEMORY_HORIZON_ZH, MEMORY_MATCH_ZH, QUALITY_ZH, STANCE_ZH } from "../domain/labels";
import type { LookAheadCheck } from "../verification/look-ahead";
import type { ReportBlock, ReportSection } from "../wire/report-document";
import { errorLine } from "../debate/step-name";
import { listBlock } from "./report-items";
import { moneyLines } from "./usage-lines";
import { whyBlocks } from "./why-lines";

/**
 * The direction's calibrated probability is fitted on the track record when asked: the report says where to read it.
 */
export const PROBABILITY_NOTE =
  "方向判断的校准概率（逐条只用此前已到期的预测拟合，与辩论质量分开）见本辩论页面的裁决卡片与战绩页。";

export function memorySection(memory: MemoryItem[] | null): ReportSection {
  const section = (blocks: ReportBlock[]): ReportSection => ({ id: "memory", title: "记忆与复盘", blocks });
  if (memory === null) return section([listBlock(["本次请求关闭了记忆"])]);
  if (memory.length === 0)
    return section([listBlock(["没有可用的过往类似情境（同一股票或同一市场状态、且结果在数据截至日前已知）"])]);
  return section([
    { kind: "paragraph", text: "收益为绝对收益（未扣除沪深300基准）。" },
    listBlock(memory.map(memoryReportLine)),
  ]);
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
  const match = MEMORY_MATCH_ZH[m.match] ?? "相似情境";
  return (
    `${m.asOf} ${m.ticker} ${STANCE_ZH[m.stance]}（${match}，权重${m.weight.toFixed(2)}）` +
    `：${outcomes}；${m.lesson}`
  );
}

export function lookAheadSection(check: LookAheadCheck | null): ReportSection {
  const line = !check
    ? "尚未检查（辩论未完成）"
    : check.ok
      ? `✅ 通过：引用的 ${check.citedChecked} 条证据与 ${check.memoryChecked} 条记忆均在 ${check.asOf} 或之前公开/已知`
      : `❌ 未通过：${[
          ...check.evidenceAfterAsOf.map((e) => `${e.id} 公开于 ${e.publicDate}`),
          ...check.memoryAfterAsOf.map((m) => `一条过往辩论的记忆，其结果在 ${m.knownOn} 才可知`),
        ].join("；")}`;
  return { id: "lookAhead", title: "时间穿越检查", blocks: [listBlock([line])] };
}

/** 评分（辩论质量）: the judge's four scores and the overall, what they measure, where the probability is read. */
export function scoresSection(state: PublicDebateState): ReportSection[] {
  const v = state.verdict;
  if (!v) return [];
  const s = v.scores;
  const cells = [s.factuality, s.logic, s.relevance, s.riskCoverage, s.overall].map((n) => ({ text: String(n) }));
  return [
    {
      id: "scores",
      title: `评分（${QUALITY_ZH.label}）`,
      blocks: [
        { kind: "paragraph", text: `${QUALITY_ZH.note}。` },
        { kind: "table", columns: ["事实性", "逻辑强度", "相关性", "风险覆盖", "综合"], rows: [cells] },
        ...whyBlocks(v),
        { kind: "paragraph", text: PROBABILITY_NOTE },
      ],
    },
  ];
}

/** 用量: calls against the plan, tokens, time, the evidence and its packs, money, the compliance filter. */
export function usageSection(state: PublicDebateState): ReportSection {
  const u = state.usage;
  const cached = u.cached ? `，另有 ${u.cached} 次取自回复存档` : "";
  const estimated = u.estimated ? "（按文本长度估算）" : "";
  const tokens = `输入 ${u.promptTokens} tokens，输出 ${u.completionTokens} tokens${estimated}`;
  // The `ablation` option's call is one of these, not of the plan's debate: say so beside the count.
  const change = state.verdict?.change;
  const extra = change?.openingJudge || change?.openingJudgeFailed ? "，含裁判单独评议开篇轮的一次追加调用" : "";
  const lines = [
    `模型调用 ${u.calls} 次（计划 ${state.plannedCalls} 次${cached}${extra}）；${tokens}；模型耗时 ${u.ms} ms`,
    state.flow
      ? `证据：${state.evidence.length} 条，分入 ${Object.keys(state.flow.packs).length} 个角色证据包`
      : `证据包：多方 ${state.packs.bull.length} 条，空方 ${state.packs.bear.length} 条，` +
        `重叠 ${state.packs.overlap.shared} 条`,
    ...moneyLines(u, state.costCapped),
    `合规过滤：移除 ${state.compliance.removedCount} 处投资建议类表述`,
  ];
  return { id: "usage", title: "用量", blocks: [listBlock(lines)] };
}

/**
 * 错误记录: what failed, in Chinese, at Beijing time; a role not asked for want of evidence says so in the timeline.
 */
export function errorsSection(state: PublicDebateState, notes: ReadonlySet<string>): ReportSection[] {
  const errors = state.errors.filter((e) => !notes.has(e.message));
  if (errors.length === 0) return [];
  return [{ id: "errors", title: "错误记录", blocks: [listBlock(errors.map(errorLine))] }];
}
