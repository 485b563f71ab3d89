import { DISCLAIMER } from "../compliance/compliance";
import { moneyLines } from "./usage-lines";
import { failureText } from "./error-line";
import { errorLine } from "./step-name";
import type { PublicDebateState, PublicTurn } from "../debate/public-state";
import { graphTimeline, hitRateNote, lookAheadSection, memorySection, protocolSections } from "./graph-report";
import { flowResults } from "../debate/flow";
import { QUALITY_ZH, ROLE_ZH, STANCE_ZH, STATUS_ZH } from "../domain/labels";
import { sourceFailureZh } from "../ingest/fetch/source-failure";
import { mdText, mdUrl } from "./markdown-text";
import { pointLine } from "./point-line";
import { pointName } from "./point-name";
import { protocolOf } from "../debate/protocols/registry";
import { protocolSlots } from "../debate/protocols/slots";
import { pct } from "../shared/pct";

export const SECTION_TITLES = ["核心结论", "辩论时间线", "事实证据链", "风险提示", "争议焦点"] as const;

/** Every evidence id cited by any point, in order of first citation. */
function citedEvidence(state: PublicDebateState) {
  const ids: string[] = [];
  const pointLists = state.flow
    ? flowResults(state.flow).flatMap((r) => [r.points, r.counterPoints])
    : state.turns.map((t) => t.points);
  for (const points of pointLists)
    for (const p of points) for (const e of p.evidence) if (!ids.includes(e.id)) ids.push(e.id);
  const byId = new Map(state.evidence.map((e) => [e.id, e]));
  return ids.map((id) => ({ id, item: byId.get(id) ?? null }));
}

/** Every point of the debate (debaters' or roles', counter-points included), in order. */
function allPoints(state: PublicDebateState) {
  return state.flow
    ? flowResults(state.flow).flatMap((r) => [...r.points, ...r.counterPoints])
    : state.turns.flatMap((t) => t.points);
}

/** Every turn that made points (debaters' or roles'), for naming a point as a reader does. */
function turnsOf(state: PublicDebateState) {
  return state.flow ? flowResults(state.flow) : state.turns;
}

/** The judgements the data contradicts or cannot decide, each with the check's reason: why a point is not ✅. */
function failedChecks(state: PublicDebateState, nameOf: (id: string) => string): string[] {
  return allPoints(state).flatMap((p) =>
    (p.verification.checks ?? [])
      .filter((c) => c.ok !== true)
      .map((c) => `- **${nameOf(p.id)}** ${c.ok === null ? "❔ 未能核验" : "⚠️ 不符"}：${mdText(c.reason)}`),
  );
}

function turnTitle(t: PublicTurn, index: number): string {
  if (t.role === "judge") return "裁判裁决";
  const kind = index === 0 ? "首论" : t.role === "bear" ? "反驳" : "回应";
  return `第${t.round}轮 · ${ROLE_ZH[t.role]}${kind}`;
}

/** The rounds a protocol plans, named as it names them (its plug-in's `roundsZh`). */
function plannedRounds(state: PublicDebateState): string {
  return `；${protocolOf(state.protocol).roundsZh(state.rounds, state.options).join("，")}`;
}

/**
 * Seed 000 §3.4: disclaimer on top, five sections, then scores, the rule, usage and the data date. Every string that
 * came from a source or a model goes through `mdText` (markdown-text.ts); labels, ids and numbers are our own.
 */
export function renderReportMarkdown(state: PublicDebateState): string {
  const v = state.verdict;
  const lines: string[] = [];
  const turns = turnsOf(state);
  const nameOf = (id: string) => pointName(id, turns);
  lines.push(`> ${DISCLAIMER}`, "");
  lines.push(`# ${mdText(state.companyName)}(${state.ticker}) 多空辩论裁决报告`, "");
  const quality = v ? `（${QUALITY_ZH.label}综合分 ${v.scores.overall}，${mdText(v.confidence)}）` : "";
  lines.push(`- 裁决：**${v ? STANCE_ZH[v.stance] : "未出裁决"}**${quality}`);
  lines.push(
    `- 状态：${STATUS_ZH[state.status]}；协议：${protocolOf(state.protocol).labels.name}${plannedRounds(state)}`,
  );
  lines.push(`- 数据截至：${state.asOf}（只使用此日期前已公开的数据；数据版本 ${state.dataVersion}）`);
  lines.push(`- 证据命中率：${pct(state.hitRate)}（已核验论点 / 全部论点）`);
  const seats = protocolSlots(state.protocol).includes("judge");
  const models = seats
    ? `多空 ${state.models.roles?.bull ?? state.models.quick}，裁判 ${state.models.roles?.judge ?? state.models.deep}`
    : `快速角色 ${state.models.quick}，深度角色 ${state.models.deep}`;
  lines.push(`- 模型：${models}${state.notice ? `（${state.notice}）` : ""}`);
  // Memorisation control: say that the models never saw the name, code or years the report shows.
  if (state.anonymized)
    lines.push(
      "- 匿名辩论：模型读到的公司名称、股票代码与年份均已替换为占位符（公司A、股票代码A、T年），本报告已还原为真实名称与日期，核验均对照真实数据",
    );
  if (state.stoppedEarly)
    lines.push(`- 提前结束：第${state.stoppedEarly.round}轮，${mdText(state.stoppedEarly.detail)}`);
  lines.push(`- 报告 ID：${state.id}`, "");

  lines.push(`## 1. ${SECTION_TITLES[0]}`, "");
  lines.push(v ? mdText(v.coreConclusion) : "本次辩论未能产生裁决，以下为已完成的记录。", "");
  if (v) lines.push(`**裁决规则**：${v.rule}`, "");

  lines.push(`## 2. ${SECTION_TITLES[1]}`, "");
  if (state.flow) lines.push(...graphTimeline(state.flow, nameOf));
  state.turns.forEach((t, i) => {
    if (t.role === "judge") return;
    lines.push(`### ${turnTitle(t, i)}${hitRateNote(t.points.length, t.hitRate)}`, "");
    if (t.error) lines.push(`- ⛔ 本轮失败：${mdText(failureText(t.error))}`);
    else if (t.points.length === 0) lines.push("- 无新增论点");
    for (const p of t.points) lines.push(pointLine(p, { showRebuttal: true, showConfidence: true, nameOf }));
    lines.push("");
  });

  lines.push(`## 3. ${SECTION_TITLES[2]}`, "");
  const cited = citedEvidence(state);
  if (cited.length === 0) lines.push("（无引用）");
  else {
    lines.push("| 编号 | 证据原文 | 来源 | 公开日期 |", "| --- | --- | --- | --- |");
    for (const { id, item } of cited) {
      if (!item) lines.push(`| ${mdText(id)} | （不在证据库中：引用无效） | - | - |`);
      else {
        const url = mdUrl(item.sourceUrl);
        const source = url ? `[${mdText(item.source)}](${url})` : mdText(item.source);
        lines.push(`| ${mdText(id)} | ${mdText(item.text)} | ${source} | ${item.publicDate} |`);
      }
    }
  }
  lines.push("");
  const failed = failedChecks(state, nameOf);
  if (failed.length)
    lines.push("**与数据不符或无法核验的判断**（逐条对照截至数据日期已公开的数据）：", "", ...failed, "");

  lines.push(`## 4. ${SECTION_TITLES[3]}`, "");
  if (v && v.risks.length) for (const r of v.risks) lines.push(`- ${mdText(r)}`);
  else lines.push("- （裁判未列出风险）");
  for (const gap of dataGaps(state)) lines.push(`- ${gap}`);
  lines.push("");

  lines.push(`## 5. ${SECTION_TITLES[4]}`, "");
  if (v && v.disputeFocus.length) for (const d of v.disputeFocus) lines.push(`- ${mdText(d)}`);
  else lines.push("- （无）");
  lines.push("");

  if (state.flow) lines.push(...protocolSections(state.flow, state.final), ...memorySection(state.flow.memory));
  else if (state.recalled) lines.push(...memorySection(state.recalled));
  lines.push(...lookAheadSection(state.lookAhead));

  if (v) {
    lines.push(`## 评分（${QUALITY_ZH.label}）`, "", `${QUALITY_ZH.note}。`, "");
    lines.push("| 事实性 | 逻辑强度 | 相关性 | 风险覆盖 | 综合 |", "| --- | --- | --- | --- | --- |");
    lines.push(
      `| ${v.scores.factuality} | ${v.scores.logic} | ${v.scores.relevance} | ${v.scores.riskCoverage} ` +
        `| ${v.scores.overall} |`,
      "",
    );
    // The probability is fitted on the track record as it stands when asked, so the report points to it rather than
    // freezing one reading of it.
    lines.push(
      "方向判断的校准概率（逐条只用此前已到期的预测拟合，与辩论质量分开）见本辩论页面的裁决卡片与战绩页。",
      "",
    );
  }
  const u = state.usage;
  lines.push("## 用量", "");
  lines.push(
    `- 模型调用 ${u.calls} 次（计划 ${state.plannedCalls} 次${u.cached ? `，另有 ${u.cached} 次取自回复存档` : ""}）；` +
      `输入 ${u.promptTokens} tokens，输出 ${u.completionTokens} tokens${u.estimated ? "（按文本长度估算）" : ""}；模型耗时 ${u.ms} ms`,
  );
  lines.push(
    state.flow
      ? `- 证据：${state.evidence.length} 条，分入 ${Object.keys(state.flow.packs).length} 个角色证据包`
      : `- 证据包：多方 ${state.packs.bull.length} 条，空方 ${state.packs.bear.length} 条，重叠 ${state.packs.overlap.shared} 条`,
  );
  lines.push(...moneyLines(u, state.costCapped));
  lines.push(`- 合规过滤：移除 ${state.compliance.removedCount} 处投资建议类表述`, "");
  // A role not asked for want of evidence says so in the timeline; the room logs it with the errors, the report does
  // not.
  const notes = new Set(turns.flatMap((t) => ("skipped" in t && t.skipped && t.error ? [t.error] : [])));
  const errors = state.errors.filter((e) => !notes.has(e.message));
  if (errors.length) {
    lines.push("## 错误记录", "");
    for (const e of errors) lines.push(`- ${mdText(errorLine(e))}`);
    lines.push("");
  }
  lines.push(`> ${DISCLAIMER}`, "");
  return lines.join("\n");
}

/** A live source that failed while the debate fetched its data: the debate argued without that source's rows. */
function dataGaps(state: PublicDebateState): string[] {
  return (state.data?.sources ?? [])
    .filter((s) => s.error !== undefined)
    .map((s) => {
      return `数据缺口：${mdText(sourceFailureZh(s))}，本次辩论未使用该来源的最新数据。`;
    });
}

export function renderReportJson(state: PublicDebateState) {
  const v = state.verdict;
  return {
    disclaimer: DISCLAIMER,
    id: state.id,
    ticker: state.ticker,
    companyName: state.companyName,
    protocol: state.protocol,
    status: state.status,
    asOf: state.asOf,
    stance: v?.stance ?? null,
    stanceZh: v ? STANCE_ZH[v.stance] : null,
    scores: v?.scores ?? null,
    scoresAre: QUALITY_ZH.note,
    rule: v?.rule ?? null,
    confidence: v?.confidence ?? null,
    sections: {
      coreConclusion: v?.coreConclusion ?? null,
      timeline: state.flow ? flowResults(state.flow) : state.turns.filter((t) => t.role !== "judge"),
      evidenceChain: citedEvidence(state),
      risks: v?.risks ?? [],
      disputeFocus: v?.disputeFocus ?? [],
    },
    hitRate: state.hitRate,
    usage: state.usage,
    models: state.models,
    notice: state.notice,
    ...(state.anonymized ? { anonymized: true } : {}),
    stoppedEarly: state.stoppedEarly,
    protocolSections: state.flow ? { flow: state.flow, final: state.final, memory: state.flow.memory } : null,
    lookAhead: state.lookAhead,
    compliance: state.compliance,
    errors: state.errors,
    ...(state.data ? { data: state.data } : {}),
  };
}
