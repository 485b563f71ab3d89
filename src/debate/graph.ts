import type { z } from "zod";
import type { ChatMessage, RoleSchemaName } from "../models/model-provider";
import type { AgentRole, RoleOutput, RoleResult, RoleTask } from "./role-output";

export type Tier = "quick" | "deep";
export const END = "END";

/** A node is a role: which model tier it uses, what it must return, what it reads, where its output goes. */
export interface NodeSpec<F> {
  id: string;
  role: AgentRole;
  tier: Tier;
  schema: z.ZodType<RoleOutput>;
  /** Which of the schemas (for the provider's structured-output mode and the request hash). */
  schemaName: RoleSchemaName;
  round: (flow: F) => number;
  buildTask: (flow: F, ctx: TaskContext) => RoleTask;
  buildMessages: (task: RoleTask) => ChatMessage[];
  /** Writes the result into the node's own field of the typed state (seed 003 §2.2). */
  store: (flow: F, result: RoleResult) => void;
}

export interface TaskContext {
  ticker: string;
  companyName: string;
  asOf: string;
}

/** What a router sees besides the typed state: the settings and the budget. */
export interface RouteContext {
  rounds: number;
  riskRounds: number;
  tokensUsed: number;
  tokenBudget: number;
}

/**
 * A protocol as a graph (seed 003 §2): steps group nodes that run at once (the analysts), edges are pure routers from
 * a step to the next step's name. Every loop is capped by a round counter in the state, and `route` adds the
 * fallback: a router that throws, names an unknown step, or runs past `maxSteps` or the token budget goes to
 * `fallback` (judging), and once that has run, to the end.
 */
export interface ProtocolGraph<F> {
  protocol: "findebate" | "tradingagents";
  nodes: Record<string, NodeSpec<F>>;
  steps: Record<string, string[]>;
  entry: string;
  edges: Record<string, (flow: F, ctx: RouteContext) => string>;
  fallback: string;
  /** Has the fallback step already run (so routing to it again would loop)? */
  fallbackDone: (flow: F) => boolean;
  maxSteps: number;
}

/** Where a flow is: the last completed step and how many steps have run. */
export interface FlowCursor {
  at: string | null;
  steps: number;
  /** Why routing left the normal path, when it did (shown in the report). */
  detours: string[];
}

export type RouteDecision = { kind: "step"; name: string; nodes: string[]; detour?: string } | { kind: "end"; detour?: string };

export function route<F>(graph: ProtocolGraph<F>, flow: F, cursor: FlowCursor, ctx: RouteContext): RouteDecision {
  const toFallback = (why: string): RouteDecision =>
    graph.fallbackDone(flow) || cursor.at === graph.fallback
      ? { kind: "end", detour: `${why}; judging already ran, ending` }
      : { kind: "step", name: graph.fallback, nodes: graph.steps[graph.fallback] ?? [], detour: `${why}; going to ${graph.fallback}` };

  if (cursor.at === null) return { kind: "step", name: graph.entry, nodes: graph.steps[graph.entry] ?? [] };
  let next: string;
  try {
    const edge = graph.edges[cursor.at];
    if (!edge) return toFallback(`no edge leaves step "${cursor.at}"`);
    next = edge(flow, ctx);
  } catch (e) {
    return toFallback(`router of "${cursor.at}" failed (${String(e)})`);
  }
  if (next === END) return { kind: "end" };
  const nodes = graph.steps[next];
  if (!nodes || nodes.length === 0) return toFallback(`router of "${cursor.at}" named unknown step "${next}"`);
  if (next === graph.fallback) {
    return graph.fallbackDone(flow) ? { kind: "end", detour: `router of "${cursor.at}" asked for ${next} again; it already ran, ending` } : { kind: "step", name: next, nodes };
  }
  if (cursor.steps >= graph.maxSteps) return toFallback(`step cap ${graph.maxSteps} reached`);
  if (ctx.tokensUsed > ctx.tokenBudget) return toFallback(`token budget ${ctx.tokenBudget} reached (${ctx.tokensUsed} used)`);
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
