import { IDENTITIES } from "../debate/prompts/role-prompts";
import type { AgentRole } from "../debate/role-output";
import type { DebateError } from "../debate/debate-state";
import { ROLE_ZH } from "../shared/labels";

/**
 * One line of the report's 错误记录 in Chinese. The room records errors for operators (step ids such as
 * `bull round 2` or `fin_market (analysts)`, the provider's own message), and report.json keeps them verbatim; the
 * Markdown a reader signs names the step and the kind of failure in Chinese and points to the JSON for the detail.
 */
export function errorLine(e: DebateError): string {
  const message = HAS_ASCII_WORD.test(e.message) ? `${failureKind(e.message)}（原始信息见 report.json 的 errors）` : e.message;
  return `${e.at.slice(0, 19).replace("T", " ")} ${stepZh(e.step)}：${message}`;
}

const HAS_ASCII_WORD = /[A-Za-z]{2,}/;

const FIXED: Record<string, string> = { configuration: "配置", persist: "保存结果", fetching: "获取数据", judge: "裁判" };

/** `bull round 2` -> 多方第2轮; `fin_market (analysts)` -> the role's title (市场分析师); anything else -> 其他步骤. */
export function stepZh(step: string): string {
  if (step in FIXED) return FIXED[step]!;
  const round = /^(bull|bear) round (\d+)$/.exec(step);
  if (round) return `${ROLE_ZH[round[1] as "bull" | "bear"]}第${round[2]}轮`;
  const stop = /^budget stop before round (\d+)$/.exec(step);
  if (stop) return `第${stop[1]}轮前的预算停止`;
  const node = /^([a-z_]+)(?: \(.*\))?$/.exec(step);
  const title = node ? IDENTITIES[node[1] as AgentRole]?.title : undefined;
  return title ?? "其他步骤";
}

/** The kind of failure a provider's or the runtime's English message describes. */
function failureKind(message: string): string {
  if (/timed? ?out|timeout|deadline/i.test(message)) return "超时";
  if (/\b429\b|rate.?limit|too many/i.test(message)) return "被限流";
  if (/\b5\d\d\b|server error|unavailable/i.test(message)) return "服务暂不可用";
  if (/\b40[13]\b|unauthori[sz]ed|forbidden|api key/i.test(message)) return "鉴权失败";
  if (/json|schema|parse|invalid output|malformed/i.test(message)) return "输出格式不合规";
  if (/config/i.test(message)) return "配置无效";
  if (/network|fetch failed|ECONN|ENOTFOUND/i.test(message)) return "网络错误";
  return "出错";
}
