import { estimateMessagesTokens } from "../models/token-estimate";
import type { EvidenceItem } from "./debate-types";
import type { AnyNode, ProtocolGraph, TaskContext } from "./graph";

/**
 * The token budget of a role graph holds (issue 30): a step is sent only if it fits, with room kept for the final
 * decision. A step's cost is projected before it is sent: its prompts as built from the state now (estimated tokens,
 * `promptTokens`), plus for each call the longest completion of this debate so far, with a margin; without a prompt
 * estimate, the largest call so far with the margin. Nothing is projected before the first call: the first step
 * always runs. A step that would pass the budget with the final step's projection added is not sent: the router goes
 * to the final step. When the final step itself would pass it, it is not sent either and the graph ends; the
 * protocol's finish then decides from what was said (TradingAgents: the trader's call; FinDebate: the draft). Each
 * skip is a detour in the state, which the report shows. Adversarial debates keep their own rule (a budget stop,
 * then the judge always speaks).
 */

export interface BudgetView {
  tokensUsed: number;
  tokenBudget: number;
  /** The most tokens (prompt + completion) one call of this debate used so far; 0 before any call. */
  callTokens?: number;
  /** The longest completion of this debate so far. */
  completionTokens?: number;
  /** Estimated prompt tokens of these nodes' requests, built from the state as it is now. */
  promptTokens?: (nodes: readonly string[]) => number;
}

/**
 * A later call reads more than the state holds now (the reports still to come), so projections get a margin: a
 * quarter more kept every TradingAgents and FinDebate run of the tests within its budget, for budgets between what
 * the first step uses and what the whole debate does (test/debate/step-budget.test.ts).
 */
export const GROWTH_MARGIN = 1.25;

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

/** Tokens the step of `nodes` is projected to use. */
export function projectedTokens(view: BudgetView, nodes: readonly string[]): number {
  const largest = view.callTokens ?? 0;
  if (largest === 0 || nodes.length === 0) return 0;
  const completions = nodes.length * (view.completionTokens ?? largest);
  const total = view.promptTokens ? view.promptTokens(nodes) + completions : nodes.length * largest;
  return Math.ceil(total * GROWTH_MARGIN);
}

/** Why the next (non-final) step is not sent, or null when it and the final step fit. */
export function stepOverBudget(view: BudgetView, step: readonly string[], final: readonly string[]): string | null {
  const next = projectedTokens(view, step);
  const last = projectedTokens(view, final);
  if (view.tokensUsed + next + last <= view.tokenBudget) return null;
  const parts = `下一步约 ${fmt(next)}${final.length > 0 ? `、最终决定约 ${fmt(last)}` : ""}`;
  return (
    `词元预算 ${fmt(view.tokenBudget)}：已用 ${fmt(view.tokensUsed)}，${parts} 将超出，跳过其余步骤，` +
    `直接进入最终决定`
  );
}

/** Why the final step is not sent, or null when it fits. */
export function finalOverBudget(view: BudgetView, final: readonly string[]): string | null {
  const last = projectedTokens(view, final);
  if (view.tokensUsed + last <= view.tokenBudget) return null;
  return (
    `词元预算 ${fmt(view.tokenBudget)}：已用 ${fmt(view.tokensUsed)}，最终决定约 ${fmt(last)} 将超出，` +
    `未发送，按已有发言结束`
  );
}

/** `promptTokens` for a graph's state: each node's request as the runner would build it now, estimated. */
export function promptEstimate<F>(
  graph: ProtocolGraph<F>,
  flow: F,
  ctx: TaskContext,
  evidence: readonly EvidenceItem[],
  compact: (node: AnyNode<F>) => boolean = () => false,
): (nodes: readonly string[]) => number {
  return (nodes) =>
    nodes.reduce((sum, id) => {
      const node = graph.nodes[id];
      if (!node) return sum;
      try {
        const shared = compact(node) ? null : evidence;
        return sum + estimateMessagesTokens(node.buildMessages(node.buildTask(flow, ctx), shared));
      } catch {
        // A task the state cannot build yet is the runner's to report; the completion share still counts.
        return sum;
      }
    }, 0);
}
