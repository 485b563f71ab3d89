import { MAX_CLAIM_CHARS, type ArgueTask, type DebaterRole, type JudgeTask } from "../debate-types";
import type { Turn } from "../role-output";
import type { ChatMessage } from "../../models/model-provider";
import { ROLE_ZH } from "../../domain/labels";
import { memoryLine } from "./memory-line";
import { pointLine } from "./point-line";
import { STATED_EXAMPLE, STATED_RULE } from "./stated-rule";
import { sharedLayout } from "./shared-prefix";
import type { EvidenceItem } from "../debate-types";

/**
 * Prompts for the debaters and the judge (seed 000 §3.1, §3.3, §4.3).
 * Kept compact: a whole 3-round debate should cost a few thousand tokens, and the user message of a debater
 * holds only its own previous turn, the opponent's latest turn and one-line summaries, so tokens grow linearly.
 */

/** Hedging that seed 000 §3.1 forbids; exported so checks elsewhere can use the same list. */
export const FORBIDDEN_HEDGES = [
  "需谨慎",
  "注意风险",
  "见仁见智",
  "仅供参考",
  "有待观察",
  "不确定性较大",
  "利弊并存",
] as const;

const SIDE: Record<DebaterRole, { who: string; stance: "bullish" | "bearish"; focus: string; opponent: string }> = {
  bull: {
    who:
      "你是A股基本面研究中的多方分析师，以成长型基本面分析师的视角，专门寻找公司的增长潜力、" +
      "竞争优势和被低估的证据。",
    stance: "bullish",
    focus: "营收与利润增速、盈利质量（毛利率、净利率、ROE）、现金流结构（经营现金流对利润的覆盖）、行业空间与预收款",
    opponent: ROLE_ZH.bear,
  },
  bear: {
    who: "你是A股基本面研究中的空方分析师，以风险审查者的视角，专门寻找公司的风险与破绽。",
    stance: "bearish",
    focus:
      "估值泡沫、营收质量下滑、股东减持、现金流恶化（经营现金流低于利润）、商誉占比、应收账款与存货攀升、" +
      "负债上升、行业竞争加剧",
    opponent: ROLE_ZH.bull,
  },
};

const EXAMPLE: Record<DebaterRole, string> = {
  bull:
    '{"stance":"bullish","points":[{"claim":"2024年报营业总收入1741.44亿元，同比+15.66%，' +
    '增长动能明确","evidence":[{"id":"E1",' +
    `"quote":"营业总收入 1741.44亿元，同比+15.66%"}],${STATED_EXAMPLE},"confidence":0.8,"dimension":"earnings"}]}`,
  bear:
    '{"stance":"bearish","points":[{"claim":"针对bull-t1-p1：2024年报存货543.43亿元，同比+17.03%，' +
    '去化压力上升","evidence":[{"id":' +
    '"E9","quote":"存货 543.43亿元，同比+17.03%"}],"confidence":0.7,"rebuts":"bull-t1-p1","dimension":"risk"}]}',
};

/** The debater's identity and rules: after the debate's shared evidence, so they do not split the cached prefix. */
export function debaterRules(role: DebaterRole): string {
  const s = SIDE[role];
  return [
    s.who,
    `立场锁定为 ${s.stance}，只能论证这一方向，不得改变立场，不得骑墙；你只能赢。`,
    `论证维度：${s.focus}。`,
    "规则：",
    `1. 每个观点（claim）不超过${MAX_CLAIM_CHARS}字，一句话讲清一个判断。`,
    "2. 每个观点至少引用1条证据包中的证据：id 用 E 编号，quote 是该证据原文中逐字摘取的片段。",
    "3. 所有数字只能来自所引证据，不得编造、换算或引用证据包以外的数据。",
    `4. 严禁骑墙表述：${FORBIDDEN_HEDGES.join("、")}。`,
    "5. 不给买卖建议，不给目标价或收益预测。",
    `6. 反驳时逐条回应${s.opponent}最新观点：在 rebuts 中写对方观点 id（如` +
      ` ${role === "bull" ? "bear-t2-p1" : "bull-t1-p1"}），用同一维度的反证。`,
    '7. 不重复自己已提出的观点和已引用的证据；没有新论点时返回 {"stance":"' + s.stance + '","points":[]}。',
    "8. confidence 为 0 到 1 的数，反映证据强度；dimension 取 earnings/market/sentiment/valuation/risk。",
    `9. ${STATED_RULE}`,
    "只输出一个严格的 json 对象，不要代码块标记或其他文字。示例：",
    EXAMPLE[role],
  ].join("\n");
}

/**
 * `shared` is the debate's whole evidence in its stored order (the same for every role: shared-prefix.ts); without it
 * (a prompt built alone) the block is the side's own pack.
 */
export function buildDebaterMessages(
  task: ArgueTask,
  shared: readonly EvidenceItem[] | null = task.pack,
): ChatMessage[] {
  const opponent = SIDE[task.role].opponent;
  // What changes per turn comes after the shared head and the role's text: the debate so far, the round last.
  const sections: string[] = [];
  if (task.summary.length > 0) sections.push(`前几轮摘要：\n${task.summary.join("\n")}`);
  if (task.ownPrevious.length > 0)
    sections.push(`你上一轮的观点（勿重复）：\n${task.ownPrevious.map((p) => pointLine(p, "full")).join("\n")}`);
  if (task.citedBefore.length > 0) sections.push(`你已引用过的证据：${task.citedBefore.join(",")}`);
  if (task.opponentLatest.length > 0) {
    sections.push(
      `${opponent}最新观点（逐条反驳，rebuts 填其 id）` +
        `：\n${task.opponentLatest.map((p) => pointLine(p, "full")).join("\n")}`,
    );
  } else if (task.ownPrevious.length === 0) {
    sections.push("这是开篇陈述：提出最多3个不同维度的最强论点。");
  }
  sections.push(`第${task.round}轮，请输出 json。`);
  return sharedLayout(task, shared, { text: debaterRules(task.role), pack: task.pack }, sections);
}

/** The judge's rules, after the shared evidence like every role's. */
export function judgeRules(): string {
  return [
    "你是A股多空辩论的裁判。先忽略双方阵营，只根据证据质量裁决。",
    "每条观点后的标记来自程序校验：verified=引用与数字核对通过，doubtful=存疑，invalid=引用不存在或数字不符；" +
      "invalid 观点不得作为依据。",
    "评分 0-100：factuality 事实性（引用是否真实存在且与证据一致，参考命中率）；logic 逻辑强度（推导链是否完" +
      "整、反驳是否针对对方观点）；relevance 相关性（是否直指盈利、估值、风险等核心问题）；" +
      "riskCoverage 风险覆盖（空方是否系统识别了主要利空，多方是否回应）。overall 为综合分。",
    "stance 取 bullish/bearish/neutral；coreConclusion 一句话，引用决定性证据编号；disputeFocus 写双方分歧最" +
      "深的问题（如“现金流质量：多方E3认为…，空方E7认为…”）；" +
      "risks 列空方经校验成立的主要风险；confidence 用概率措辞（较大可能/可能/难以判断）。",
    "不给买卖建议，不给目标价或收益预测。",
    "只输出一个严格的 json 对象，示例：",
    '{"scores":{"factuality":80,"logic":70,"relevance":75,"riskCoverage":60},"overall":73,"stance":"bullish",' +
      '"coreConclusion":"E1、E3显示增长与现金流有据，空方风险点已获回应","disputeFocus":["现金流质量：' +
      '多方E3认为经营现金流覆盖利润，空方E7认为存货攀升"],"risks":' +
      '["存货同比上升，去化压力加大"],"confidence":"可能"}',
  ].join("\n");
}

/** The judge reads every item; the block is the debate's shared one (`shared`, default: the task's evidence). */
export function buildJudgeMessages(
  task: JudgeTask,
  shared: readonly EvidenceItem[] | null = task.evidence,
): ChatMessage[] {
  const debate = task.turns.filter((t) => t.role !== "judge").map(turnBlock);
  const sections = [
    `辩论记录（共${debate.length}个发言）：\n${debate.join("\n")}`,
    `证据命中率（校验通过的观点/全部观点）：${Math.round(task.hitRate * 100)}%`,
    ...(task.memory && task.memory.length > 0
      ? [
          `历史相似情形与复盘（仅供校准信心，不是本次证据，不可引用）` +
            `：\n${task.memory.map((m) => `- ${memoryLine(m)}`).join("\n")}`,
        ]
      : []),
    "请输出 json。",
  ];
  return sharedLayout(task, shared, { text: judgeRules(), pack: task.evidence }, sections);
}

function turnBlock(turn: Pick<Turn, "role" | "round" | "hitRate" | "points">): string {
  const role = ROLE_ZH[turn.role as keyof typeof ROLE_ZH];
  const head = `第${turn.round}轮 ${role}（命中率${Math.round(turn.hitRate * 100)}%）`;
  const body =
    turn.points.length === 0 ? "  （无新论点）" : turn.points.map((p) => `  ${pointLine(p, "full")}`).join("\n");
  return `${head}\n${body}`;
}
