import { roleTitle } from "../debate/protocols/registry";
import type { DebateError } from "../debate/debate-state";
import { ROLE_ZH } from "../domain/labels";
import { beijingDateTime } from "../shared/dates";
import { failureText } from "./error-line";

/**
 * A failure's step in Chinese (`bull round 2` -> 多方第2轮, a role's node -> its title), apart from `failureText` so the
 * protocols' plug-ins, which word their turns' failures, need not import the registry that lists them.
 */
/** A line of the report's 错误记录. */
export function errorLine(e: DebateError): string {
  // Stored in UTC; the reader's clock is Beijing's.
  return `${beijingDateTime(new Date(e.at))}（北京时间） ${failureLine(e)}`;
}

/** One failure for a reader, without its time (the page shows that in the reader's zone): `空方第1轮：超时（…）`. */
export function failureLine(e: Pick<DebateError, "step" | "message">): string {
  return `${stepZh(e.step)}：${failureText(e.message)}`;
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
};

/** `bull round 2` -> 多方第2轮; `fin_market (analysts)` -> the role's title (市场预测师); anything else -> 其他步骤. */
export function stepZh(step: string): string {
  if (step in FIXED) return FIXED[step]!;
  const round = /^(bull|bear) round (\d+)$/.exec(step);
  if (round) return `${ROLE_ZH[round[1] as "bull" | "bear"]}第${round[2]}轮`;
  const stop = /^budget stop before round (\d+)$/.exec(step);
  if (stop) return `第${stop[1]}轮前的预算停止`;
  const node = /^([a-z_]+)(?: \(.*\))?$/.exec(step);
  const title = node ? roleTitle(node[1]!) : undefined;
  return title ?? "其他步骤";
}
