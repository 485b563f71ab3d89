import type { z } from "zod";
import type { ChatMessage, SchemaName } from "../models/model-provider";
import type { VerifyContext } from "../verification/verify-context";
import type { Protocol } from "./debate-state";
import type { EvidenceItem, ModelTask } from "./debate-types";
import type { DebateRole, RoleOutput, Turn, RoleTask } from "./role-output";
import { finalOverBudget, stepOverBudget } from "./step-budget";

export type Tier = "quick" | "deep";
export const END = "END";

/**
 * A node is a role: which model tier it uses, what it must return, what it reads, where its output goes. `T` is the
 * task its provider receives, `O` the validated output; role nodes of FinDebate/TradingAgents use the defaults.
 */
export interface NodeSpec<F, T extends ModelTask = RoleTask, O = RoleOutput> {
  id: string;
  role: DebateRole;
  tier: Tier;
  schema: z.ZodType<O>;
  /** Which of the schemas (for the provider's structured-output mode and the request hash). */
  schemaName: SchemaName;
  /** The round the node's turn belongs to, read before the step runs. */
  round: (flow: F) => number;
  buildTask: (flow: F, ctx: TaskContext) => T;
  /** `shared`: the debate's whole evidence in stored order, the block every prompt of the debate starts with. */
  /** `shared` null: the compact layout, each role's own pack only (PROMPT_LAYOUT, src/models/prompt-layout.ts). */
  buildMessages: (task: T, shared: readonly EvidenceItem[] | null) => ChatMessage[];
  /** Verifies and compliance-filters a validated output into the turn record (default: `recordRoleOutput`). */
  record?: (output: O, node: string, seq: number, task: T, verify: VerifyContext) => RecordedOutput;
  /** Writes the result into the node's own field of the typed state (seed 003 §2.2). */
  store: (flow: F, result: Turn, output: O | null) => void;
}

/** A node of any task and output type, as a graph holds them. */
export type AnyNode<F> = NodeSpec<F, any, any>;

export interface RecordedOutput {
  result: Pick<Turn, "output" | "points" | "counterPoints" | "hitRate">;
  removed: string[];
}

export interface TaskContext {
  ticker: string;
  companyName: string;
  asOf: string;
  /** The company's industry as stored: the offline analyst judges leverage by its norms (industry-norms.ts). */
  industry?: string | null;
}

/** What a router sees besides the typed state: the settings and the budget. */
export interface RouteContext {
  rounds: number;
  /** The protocol's own params, defaults applied (its plug-in's `options`). */
  options: Record<string, number>;
  tokensUsed: number;
  tokenBudget: number;
  /** What the budget rule projects from (step-budget.ts): the largest call and completion so far, prompt sizes. */
  callTokens?: number;
  completionTokens?: number;
  promptTokens?: (nodes: readonly string[]) => number;
}

/** What a finished step reports to its graph's `afterStep`. */
export interface StepReport {
  name: string;
  nodes: string[];
  detour?: string;
  results: Turn[];
  route: RouteContext;
}

/** What a step changes besides the turn records: events to emit, a stop recorded, or the end of the debate. */
export interface StepEffect {
  events: StepEvent[];
  /** The debate goes to judging (a recorded stop). */
  judging?: boolean;
  /** The debate ends as failed, with this reason. */
  fail?: string;
}

export type StepEvent = { type: "round.completed" | "converged"; data: Record<string, unknown> };

/**
 * A protocol as a graph (seed 003 §2): steps group nodes that run at once (the analysts), edges are pure routers from
 * a step to the next step's name. Every loop is capped by a round counter in the state, and `route` adds the
 * fallback: a router that throws, names an unknown step, or runs past `maxSteps` or the token budget goes to
 * `fallback` (judging), and once that has run, to the end. A step with no nodes (adversarial's budget stop) runs no
 * model and only has its `afterStep` effect.
 */
export interface ProtocolGraph<F> {
  protocol: Protocol;
  nodes: Record<string, AnyNode<F>>;
  steps: Record<string, string[]>;
  /** The first step (a function when the settings choose it, e.g. how many voters run). */
  entry: string | ((ctx: RouteContext) => string);
  edges: Record<string, (flow: F, ctx: RouteContext) => string>;
  fallback: string;
  /** Has the fallback step already run (so routing to it again would loop)? */
  fallbackDone: (flow: F) => boolean;
  maxSteps: number | ((ctx: RouteContext) => number);
  /**
   * Steps that run after the deciding step and only add to the verdict (the opening round's own judging): outside the
   * step cap, and a call of theirs that fails, even one a cost cap refused, leaves the verdict standing.
   */
  afterDecision?: readonly string[];
  /** Past the budget (why, for the detour), or null; default: the tokens used exceed the budget. */
  overBudget?: (flow: F, ctx: RouteContext) => string | null;
  /** Events and state changes after a step; default: one `round.completed` naming the step. */
  afterStep?: (flow: F, step: StepReport) => StepEffect;
}

/** Where a flow is: the last completed step and how many steps have run. */
export interface FlowCursor {
  at: string | null;
  steps: number;
  /** Why routing left the normal path, when it did (shown in the report). */
  detours: string[];
}

export type RouteDecision =
  | { kind: "step"; name: string; nodes: string[]; detour?: string }
  /** `budget`: the end came because the next model call would pass the token budget (step-budget.ts). */
  | { kind: "end"; detour?: string; budget?: string };

/**
 * A role's title as a reader sees it (裁判, 组合经理): the room passes the registry's (`readerTitle`), which this
 * module cannot import without a circle. Without it, detours name steps generically (上一步, 最终步骤).
 */
export type TitleOf = (role: DebateRole) => string | undefined;

/** A step's roles by their titles, for a detour: 裁判; two or three joined by 、; more as 收益分析师等 5 个角色. */
function stepTitles<F>(graph: ProtocolGraph<F>, step: string | null, titleOf: TitleOf | undefined): string {
  if (!titleOf || step === null) return "";
  const roles = (graph.steps[step] ?? []).flatMap((id) => (graph.nodes[id] ? [graph.nodes[id].role] : []));
  const titles = [...new Set(roles.flatMap((role) => titleOf(role) ?? []))];
  return titles.length > 3 ? `${titles[0]}等 ${titles.length} 个角色` : titles.join("、");
}

export function route<F>(
  graph: ProtocolGraph<F>,
  flow: F,
  cursor: FlowCursor,
  ctx: RouteContext,
  titleOf?: TitleOf,
): RouteDecision {
  const finalNodes = graph.steps[graph.fallback] ?? [];
  const finalTitles = stepTitles(graph, graph.fallback, titleOf);
  const finalStep = finalTitles ? `最终步骤（${finalTitles}）` : "最终步骤";
  const lastTitles = stepTitles(graph, cursor.at, titleOf);
  /** What went wrong after the last step, naming its roles when known: 交易员之后的路由出错. */
  const after = (what: string, generic: string) => (lastTitles ? `${lastTitles}之后${what}` : generic);
  const finalDone = () => graph.fallbackDone(flow) || cursor.at === graph.fallback;
  // The default budget rule (step-budget.ts) also keeps the final step within the budget; a graph with its own rule
  // (adversarial) always gets its judge.
  const finalOver = () => (graph.overBudget ? null : finalOverBudget(ctx, finalNodes));
  const toFinal = (detour?: string): RouteDecision => {
    const over = finalOver();
    if (over) return { kind: "end", detour: detour ? `${detour}；${over}` : over, budget: over };
    return { kind: "step", name: graph.fallback, nodes: finalNodes, ...(detour ? { detour } : {}) };
  };
  // Detours are read on the page (流程改道：) and in the report (路由兜底：): Chinese, naming roles by their titles
  // and no step id or error text.
  const toFallback = (why: string): RouteDecision =>
    finalDone()
      ? { kind: "end", detour: `${why}，${finalStep}已运行过，流程结束` }
      : toFinal(`${why}，转入${finalStep}`);

  if (cursor.at === null) {
    const entry = typeof graph.entry === "string" ? graph.entry : graph.entry(ctx);
    return { kind: "step", name: entry, nodes: graph.steps[entry] ?? [] };
  }
  let next: string;
  try {
    const edge = graph.edges[cursor.at];
    if (!edge) return toFallback(after("没有可走的路由", "上一步之后没有可走的路由"));
    next = edge(flow, ctx);
  } catch {
    return toFallback(after("的路由出错", "路由出错"));
  }
  if (next === END) return { kind: "end" };
  const nodes = graph.steps[next];
  if (!nodes) return toFallback(after("的路由指向了不存在的步骤", "路由指向了不存在的步骤"));
  if (next === graph.fallback) {
    return graph.fallbackDone(flow)
      ? { kind: "end", detour: `路由再次要求${finalStep}，但它已运行过，流程结束` }
      : toFinal();
  }
  const maxSteps = typeof graph.maxSteps === "number" ? graph.maxSteps : graph.maxSteps(ctx);
  if (cursor.steps >= maxSteps && !graph.afterDecision?.includes(next))
    return toFallback(`已达步骤上限 ${maxSteps} 步`);
  const over = graph.overBudget
    ? graph.overBudget(flow, ctx)
    : stepOverBudget(ctx, nodes, finalDone() ? [] : finalNodes);
  if (over) return finalDone() ? { kind: "end", detour: over, budget: over } : toFinal(over);
  return { kind: "step", name: next, nodes };
}

/** At most this many model calls of one step are in flight at once. */
export const MAX_PARALLEL_CALLS = 6;

/** Runs `tasks` with at most `limit` in flight, keeping results in input order. */
export async function runCapped<T>(tasks: (() => Promise<T>)[], limit = MAX_PARALLEL_CALLS): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
