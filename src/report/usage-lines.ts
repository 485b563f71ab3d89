import type { Usage } from "../debate/debate-types";

const share = (part: number, whole: number) => (whole > 0 ? `${Math.round((100 * part) / whole)}%` : "0%");

/**
 * The report's money lines under 用量: the cost in the price table's currency with the prefix-cache share, one line per
 * model that answered, and why a cost cap ended the debate. None for a debate with no price and no cap (the offline
 * analyst), so its report reads as before.
 */
export function moneyLines(usage: Usage, costCapped?: string): string[] {
  const lines: string[] = [];
  if (usage.cost !== undefined) {
    const cached = usage.cachedPromptTokens ?? 0;
    const cache = cached > 0 ? `；输入中 ${cached} tokens 命中前缀缓存（${share(cached, usage.promptTokens)}）` : "";
    const cost = `费用：${usage.cost} ${usage.currency ?? ""}`.trimEnd();
    lines.push(`${cost}（按价格表与服务商报告的用量计算${cache}）`);
  }
  for (const [model, u] of Object.entries(usage.byModel ?? {})) {
    const cost = u.cost !== undefined ? `，费用 ${u.cost} ${usage.currency ?? ""}`.trimEnd() : "，价格未知";
    const cache = u.cachedPromptTokens > 0 ? `（缓存命中 ${u.cachedPromptTokens}）` : "";
    lines.push(`${model}：${u.calls} 次，输入 ${u.promptTokens}${cache}，输出 ${u.completionTokens} tokens${cost}`);
  }
  if (costCapped) lines.push(`费用上限：${costCapped}；辩论就此结束，不再调用模型`);
  return lines;
}
