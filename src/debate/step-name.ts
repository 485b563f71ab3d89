/*
 * A failure's step in Chinese (`bull round 2` -> 多方第2轮, a role's node -> its title), apart from `failureText` so
 * the protocols' plug-ins, which word their turns' failures, need not import the registry that lists them.
 */
import { readerTitle } from "./protocols/registry";
import type { DebateError } from "./debate-state";
import { beijingDateTime } from "../shared/dates";
import { failureText } from "../models/failure-text";

/** A line of the report's 错误记录. */
export function errorLine(e: DebateError): string {
  // Stored in UTC; the reader's clock is Beijing's.
  return `${beijingDateTime(new Date(e.at))}（北京时间） ${failureLine(e)}`;
}

/** One failure for a reader, without its time (the page shows that in the reader's zone): `空方第1轮：超时（…）`. */
export function failureLine(e: Pick<DebateError, "step" | "round" | "message">): string {
  return `${stepZh(e.step, e.round)}：${failureText(e.message)}`;
}

const FIXED: Record<string, string> = {
  configuration: "配置",
  persist: "保存结果",
  fetching: "获取数据",
  judge: "裁判",
  "final decision": "最终决策",
  finish: "最终决策",
  // The graph protocols' parallel first step; their other steps are named by their one role.
  analysts: "分析师",
  // The ablation option's extra judging after the verdict (a failure of it is logged as `opening_judge (…)`).
  opening_judge: "裁判单独评议开篇轮",
};

/**
 * `bear (rebuttal)` in round 2 -> 空方第2轮; `fin_market (analysts)` -> the role's title (市场预测师); the budget stop
 * before round 3 -> 第3轮前的预算停止; anything else -> 其他步骤. Steps stored before v3 (`bull round 2`, `budget stop
 * before round 3`) still read, as debates archived then keep them.
 */
export function stepZh(step: string, round?: number): string {
  if (step in FIXED) return FIXED[step]!;
  const old = /^(bull|bear) round (\d+)$/.exec(step);
  if (old) return titledStep(old[1]!, Number(old[2])) ?? "其他步骤";
  const oldStop = /^budget stop before round (\d+)$/.exec(step);
  if (oldStop) return `第${oldStop[1]}轮前的预算停止`;
  if (/^stop(?: \(.*\))?$/.test(step) && round !== undefined) return `第${round}轮前的预算停止`;
  const node = /^([a-z_]+)(?: \(.*\))?$/.exec(step)?.[1];
  if (!node) return "其他步骤";
  return FIXED[node] ?? titledStep(node, round) ?? "其他步骤";
}

/**
 * A role's step by its reader's title (readerTitle): a debater (多方, 空方) with its round, as debaters speak once a
 * round; any other role alone, as it runs once in its step.
 */
function titledStep(node: string, round: number | undefined): string | undefined {
  const title = readerTitle(node);
  if (!title) return undefined;
  return round !== undefined && (node === "bull" || node === "bear") ? `${title}第${round}轮` : title;
}
