import { ok } from "../../flow-common";
import type { AgentRole, Horizons, RoleOutput, Turn } from "../../role-output";
import type { FinDebateFlow } from "./flow";

/** Seed 001 Algorithm 1 step 1: the safe debate only refines a report that makes a recommendation. */
export function hasRecommendation(output: RoleOutput | null): boolean {
  if (!output?.horizons) return false;
  const h = output.horizons;
  return output.stance !== "neutral" || h.day !== "flat" || h.week !== "flat" || h.month !== "flat";
}

/** Seed 001 Algorithm 1 step 5: the core is compromised when the stance or any of the three directions changed. */
export function coreCompromised(final: RoleOutput, draft: RoleOutput): string[] {
  const diffs: string[] = [];
  if (final.stance !== draft.stance) diffs.push(`立场由 ${draft.stance} 变为 ${final.stance}`);
  const names: [keyof Horizons, string][] = [
    ["day", "一日"],
    ["week", "一周"],
    ["month", "一月"],
  ];
  for (const [k, zh] of names) {
    const a = draft.horizons?.[k];
    const b = final.horizons?.[k];
    if (a !== b) diffs.push(`${zh}方向由 ${a ?? "无"} 变为 ${b ?? "无"}`);
  }
  return diffs;
}

export interface FinalDecision {
  source: AgentRole;
  result: Turn;
  output: RoleOutput;
  /** Why this output is the final one, e.g. the stance lock's fallback to the draft. */
  note: string;
  compromised: boolean;
  debateSkipped: boolean;
}

/** Decided in code after the graph ends: the leader's report unless the stance lock returns the draft. */
export function finDebateFinal(flow: FinDebateFlow): FinalDecision | null {
  const draft = ok(flow.draft) ? flow.draft : null;
  const leader = ok(flow.leader) ? flow.leader : null;
  if (draft && !hasRecommendation(draft.output)) {
    return {
      source: "synthesiser",
      result: draft,
      output: draft.output,
      note: "初稿没有投资方向结论，按算法1跳过安全辩论，返回初稿",
      compromised: false,
      debateSkipped: true,
    };
  }
  if (draft && leader) {
    const diffs = coreCompromised(leader.output, draft.output);
    if (diffs.length) {
      return {
        source: "synthesiser",
        result: draft,
        output: draft.output,
        note: `主导智能体改变了核心结论（${diffs.join("；")}），核心受损，返回初稿`,
        compromised: true,
        debateSkipped: false,
      };
    }
    return {
      source: "leader",
      result: leader,
      output: leader.output,
      note: "主导智能体保留了初稿立场与三个方向，采用安全辩论后的报告",
      compromised: false,
      debateSkipped: false,
    };
  }
  if (draft) {
    return {
      source: "synthesiser",
      result: draft,
      output: draft.output,
      note: `安全辩论未完成（${flow.leader?.error ?? "主导智能体未运行"}），返回初稿`,
      compromised: false,
      debateSkipped: false,
    };
  }
  if (leader)
    return {
      source: "leader",
      result: leader,
      output: leader.output,
      note: "没有初稿，采用主导智能体基于分析师报告的结论（无立场锁）",
      compromised: false,
      debateSkipped: false,
    };
  return null;
}
