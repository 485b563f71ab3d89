import type { ChatMessage } from "../../models/model-provider";
import { MAX_CLAIM_CHARS, type Point } from "../debate-types";
import type { RoleIdentity } from "../protocol";
import type { RoleBrief, RoleTask } from "../role-output";
import type { EvidenceItem } from "../debate-types";
import { memoryLine } from "./memory-line";
import { pointLine } from "./point-line";
import { STATED_EXAMPLE, STATED_RULE } from "./stated-rule";
import { sharedLayout } from "./shared-prefix";
import { strongestFirst } from "../../verification/point-strength";

/**
 * Two-level prompts (seed 001 "智能体提示词策略"): the identity (credentials, background, mission, quality bar), then
 * the task (framework, technical requirements, output spec, retrieved context). Both follow the debate's shared
 * evidence (shared-prefix.ts), so every role's prompt starts with the same cached prefix. Every role: evidence before
 * conclusions, at least two counter-points (seed 003 §3.1), no advice.
 */

const RULES = [
  "输出先摆证据再下判断：evidence 是支持你结论的事实，counterPoints 至少两条与你结论相反的事实（即使判断很强" +
    "也必须列出）。",
  `每条 claim 不超过${MAX_CLAIM_CHARS}字；每条至少引用1条证据：id 用 E 编号，quote 是该证据原文中逐字摘取的片` +
    `段；数字只能来自所引证据。`,
  "区分“数据说了什么”和“我认为这意味着什么”：推断写在 conclusion 中并明确为推断。",
  "只能依据数据截至日及之前公开的信息。不给买卖建议，不给目标价、止损价、仓位或收益预测。",
  "stance 取 bullish/bearish/neutral；conviction 取 low/medium/high；conclusion 不超过200字。",
  STATED_RULE,
  "只输出一个严格的 json 对象，不要代码块标记。",
];

const EXAMPLE =
  '{"evidence":[{"claim":"2024年报营业总收入1741.44亿元，同比+15.66%","evidence":[{"id":"E1","quote":"营业总' +
  "收入 1741.44亿元，" +
  `同比+15.66%"}],${STATED_EXAMPLE},"confidence":0.8,` +
  '"dimension":"earnings"}],"counterPoints":[{"claim":"存货543.43亿元，同比+17.03%",' +
  '"evidence":[{"id":"E9","quote":"存货 543.43亿元，同比+17.03%"}],"confidence":0.6},{"claim":"…","evidence":[{"id":' +
  '"E4","quote":"…"}],"confidence":0.5}],"stance":"bullish","conclusion":"推断：增长与现金流有据，' +
  '存货是主要反向因素","conviction":' +
  '"medium"}';

/** The role's identity and rules: after the debate's shared evidence, so they do not split the cached prefix. */
export function roleRules(id: RoleIdentity, extra: string[]): string {
  return [
    id.identity,
    `分析框架：${id.framework}`,
    "规则：",
    ...RULES.map((r, i) => `${i + 1}. ${r}`),
    ...extra,
    "示例：",
    EXAMPLE,
  ].join("\n");
}

/**
 * A role's messages; `roles` is its protocol's table (the role's identity, and the titles of the reports it reads);
 * `shared` is the debate's whole evidence in stored order (shared-prefix.ts), by default the role's own pack.
 */
export function buildRoleMessages(
  task: RoleTask,
  roles: Record<string, RoleIdentity>,
  extra: string[] = [],
  shared: readonly EvidenceItem[] | null = task.pack,
): ChatMessage[] {
  const title = (role: string) => roles[role]?.title ?? role;
  const identity = roles[task.role] ?? { title: task.role, identity: "", framework: "" };
  // After the shared head: the role, then what changes per turn, the round last.
  const sections: string[] = [];
  if (task.missing.length) sections.push(`数据缺口（如实说明，不得编造）：${task.missing.join("；")}`);
  if (task.locked) {
    sections.push(
      `初稿锁定：立场 ${task.locked.stance}；方向 一日${task.locked.horizons.day} 一周${task.locked.horizons.week} ` +
        `一月${task.locked.horizons.month}。不得改变。`,
    );
  }
  if (task.inputs.length) sections.push(`已有报告：\n${task.inputs.map((b) => briefLine(b, title)).join("\n")}`);
  if (task.memory.length) sections.push(`过往类似情境（越旧权重越低）：\n${task.memory.map(memoryLine).join("\n")}`);
  sections.push(`${task.round > 0 ? `第${task.round}轮，` : ""}请输出 json。`);
  const text = `你的角色：${title(task.role)}。\n${roleRules(identity, extra)}`;
  return sharedLayout(task, shared, { text, pack: task.pack }, sections);
}

function briefLine(b: RoleBrief, title: (role: string) => string): string {
  const h = b.horizons ? ` 方向 日${b.horizons.day}/周${b.horizons.week}/月${b.horizons.month}` : "";
  const head =
    `【${title(b.role)}${b.round > 0 ? ` 第${b.round}轮` : ""}】${b.stance}（${b.conviction}）${h}` +
    `：${b.conclusion}`;
  // Seed 003 §4.2: reports grow the context fast; a later role reads each report's three strongest points and two
  // counter-points (verified first), not everything.
  const top = (ps: Point[], n: number) => [...ps].sort(strongestFirst).slice(0, n);
  const lines = [
    ...top(b.points, 3).map((p) => `  证据 ${pointLine(p, "brief")}`),
    ...top(b.counterPoints, 2).map((p) => `  反向 ${pointLine(p, "brief")}`),
  ];
  if (b.riskChanges) lines.push(`  风控改变：${b.riskChanges}`);
  return [head, ...lines].join("\n");
}
