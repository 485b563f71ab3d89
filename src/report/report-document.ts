import { DISCLAIMER } from "../compliance/compliance";
import { flowResults } from "../debate/flow";
import type { PublicDebateState } from "../debate/public-state";
import { protocolOf } from "../debate/protocols/registry";
import { protocolSlots } from "../debate/protocols/slots";
import { QUALITY_ZH, STANCE_ZH, STATUS_ZH } from "../domain/labels";
import { sourceFailureZh } from "../ingest/fetch/source-failure";
import { pct } from "../shared/pct";
import type { ReportDocument, ReportFact, ReportSection } from "../wire/report-document";
import { pointName } from "./point-name";
import { evidenceBlocks, listBlock, type PointContext } from "./report-items";
import {
  PROBABILITY_NOTE,
  errorsSection,
  lookAheadSection,
  memorySection,
  scoresSection,
  usageSection,
} from "./report-sections";
import { flowItems, protocolReportSections, timelineBlocks } from "./report-timeline";

export const SECTION_TITLES = ["核心结论", "辩论时间线", "事实证据链", "风险提示", "争议焦点"] as const;

/** Every turn that made points (debaters' or roles'), for naming a point as a reader does. */
export function turnsOf(state: PublicDebateState) {
  return state.flow ? flowResults(state.flow) : state.turns;
}

/** Every point of the debate (debaters' or roles', counter-points included), in order. */
export function allPoints(state: PublicDebateState) {
  return state.flow
    ? flowResults(state.flow).flatMap((r) => [...r.points, ...r.counterPoints])
    : state.turns.flatMap((t) => t.points);
}

/** The header's lines, in the order a reader checks them: the call, how it was made, on which data, by which models. */
function factsOf(state: PublicDebateState): ReportFact[] {
  const v = state.verdict;
  const plugin = protocolOf(state.protocol);
  // The rounds the protocol plans, worded by its plug-in (`roundsZh`).
  const planned = plugin.roundsZh(state.rounds, state.options).join("，");
  const facts: ReportFact[] = [
    {
      label: "裁决",
      value: v ? STANCE_ZH[v.stance] : "未出裁决",
      strong: true,
      ...(v ? { note: `（${QUALITY_ZH.label}综合分 ${v.scores.overall}，${v.confidence}）` } : {}),
    },
    {
      label: "状态",
      value: `${STATUS_ZH[state.status]}；协议：${plugin.labels.name}；${planned}`,
    },
    { label: "数据截至", value: `${state.asOf}（只使用此日期前已公开的数据；数据版本 ${state.dataVersion}）` },
    { label: "证据命中率", value: `${pct(state.hitRate)}（已核验论点 / 全部论点）` },
  ];
  const seats = protocolSlots(state.protocol).includes("judge");
  const models = seats
    ? `多空 ${state.models.roles?.bull ?? state.models.quick}，裁判 ${state.models.roles?.judge ?? state.models.deep}`
    : `快速角色 ${state.models.quick}，深度角色 ${state.models.deep}`;
  facts.push({ label: "模型", value: `${models}${state.notice ? `（${state.notice}）` : ""}` });
  // Memorisation control: say that the models never saw the name, code or years the report shows.
  if (state.anonymized)
    facts.push({
      label: "匿名辩论",
      value:
        "模型读到的公司名称、股票代码与年份均已替换为占位符（公司A、股票代码A、T年），本报告已还原为真实名称" +
        "与日期，核验均对照真实数据",
    });
  if (state.stoppedEarly)
    facts.push({ label: "提前结束", value: `第${state.stoppedEarly.round}轮，${state.stoppedEarly.detail}` });
  facts.push({ label: "报告 ID", value: state.id });
  return facts;
}

/** A live source that failed while the debate fetched its data: the debate argued without that source's rows. */
function dataGaps(state: PublicDebateState): string[] {
  return (state.data?.sources ?? [])
    .filter((s) => s.error !== undefined)
    .map((s) => `数据缺口：${sourceFailureZh(s)}，本次辩论未使用该来源的最新数据。`);
}

/** The five sections every report has (seed 000 §3.4), numbered as readers cite them. */
function seedSections(state: PublicDebateState, ctx: PointContext): ReportSection[] {
  const v = state.verdict;
  const [core, timeline, evidence, risks, disputes] = SECTION_TITLES;
  return [
    {
      id: "core",
      number: 1,
      title: core,
      blocks: [
        { kind: "paragraph", text: v ? v.coreConclusion : "本次辩论未能产生裁决，以下为已完成的记录。" },
        ...(v ? [{ kind: "paragraph" as const, label: "裁决规则", text: `：${v.rule}` }] : []),
      ],
    },
    { id: "timeline", number: 2, title: timeline, blocks: timelineBlocks(state, ctx) },
    { id: "evidence", number: 3, title: evidence, blocks: evidenceBlocks(allPoints(state), ctx) },
    {
      id: "risks",
      number: 4,
      title: risks,
      blocks: [listBlock([...(v?.risks.length ? v.risks : ["（裁判未列出风险）"]), ...dataGaps(state)])],
    },
    { id: "disputes", number: 5, title: disputes, blocks: [listBlock(v?.disputeFocus ?? [], "（无）")] },
  ];
}

/**
 * The report, built once from a debate's public state (finished or running) for every format: the header, the five
 * sections, the protocol's own (its plug-in's `reportSections`), memory and the look-ahead check, scores, usage and
 * errors. Its text is plain: the Markdown renderer escapes what came from a source or a model.
 */
export function buildReportDocument(state: PublicDebateState): ReportDocument {
  const v = state.verdict;
  const turns = turnsOf(state);
  const ctx: PointContext = {
    evidence: new Map(state.evidence.map((e) => [e.id, e])),
    nameOf: (id) => pointName(id, turns),
  };
  const flow = state.flow
    ? [{ id: "flow", title: "流程", blocks: [{ kind: "list" as const, items: flowItems(state) }] }]
    : [];
  const memory = state.flow
    ? [memorySection(state.flow.memory)]
    : state.recalled
      ? [memorySection(state.recalled)]
      : [];
  // A role not asked for want of evidence says so in the timeline; the room logs it with the errors, the report not.
  const notes = new Set(turns.flatMap((t) => ("skipped" in t && t.skipped && t.error ? [t.error] : [])));
  return {
    disclaimer: DISCLAIMER,
    id: state.id,
    ticker: state.ticker,
    companyName: state.companyName,
    protocol: state.protocol,
    status: state.status,
    asOf: state.asOf,
    title: `${state.companyName}(${state.ticker}) 多空辩论裁决报告`,
    facts: factsOf(state),
    verdict: v
      ? {
          stance: v.stance,
          stanceZh: STANCE_ZH[v.stance],
          scores: v.scores,
          scoresAre: QUALITY_ZH.note,
          probability: PROBABILITY_NOTE,
          rule: v.rule,
          confidence: v.confidence,
          coreConclusion: v.coreConclusion,
          risks: v.risks,
          disputeFocus: v.disputeFocus,
        }
      : null,
    hitRate: state.hitRate,
    sections: [
      ...seedSections(state, ctx),
      ...flow,
      ...protocolReportSections(state),
      ...memory,
      lookAheadSection(state.lookAhead),
      ...scoresSection(state),
      usageSection(state),
      ...errorsSection(state, notes),
    ],
    usage: { ...state.usage },
    errors: state.errors,
  };
}
