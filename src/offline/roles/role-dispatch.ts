import { MAX_CLAIM_CHARS, type PointOutput } from "../../debate/debate-types";
import { fitClauses } from "../fragments";
import type { RoleOutput, RoleTask } from "../../debate/role-output";
import { pointFor, scorePack } from "./role-readings";
import { datedFigure, factKey } from "../argument";
import { offlineAnalyst } from "./analyst";
import { protocolOf } from "../../debate/protocols/registry";

/** The offline provider's answer for a graph role: deterministic, from the task's evidence and earlier outputs only. */
export function offlineRoleOutput(task: RoleTask): RoleOutput {
  return oneFactOnce(roleOutput(task), task);
}

/**
 * No role says a fact twice (issue 15, issue 28): a point on a fact already said (the same metric and period, under
 * any of its names) is dropped, and counter-points the role needs (at least two) come from items of its pack it has
 * not used yet, said as what they are, a figure that does not settle the question. A pack too small for two distinct
 * facts gets, as its second counter-point, what that is: the few pieces of evidence the role has (their number, as
 * many as it cites), too little to conclude from.
 */
function oneFactOnce(output: RoleOutput, task: RoleTask): RoleOutput {
  const scored = scorePack(task.pack, task.asOf, task.industry ?? null);
  const factById = new Map(scored.map((s) => [s.item.id, factKey(s.reading)]));
  const factOf = (p: PointOutput) => {
    const id = p.evidence[0]?.id;
    return id === undefined ? p.claim : (factById.get(id) ?? id);
  };
  const seen = new Set<string>();
  const once = (points: readonly PointOutput[]) =>
    points.filter((p) => {
      const fact = factOf(p);
      if (seen.has(fact)) return false;
      seen.add(fact);
      return true;
    });
  const evidence = once(output.evidence);
  const counterPoints = once(output.counterPoints);
  for (const s of scored) {
    if (counterPoints.length >= 2) break;
    if (seen.has(factKey(s.reading))) continue;
    seen.add(factKey(s.reading));
    counterPoints.push(pointFor(s, "neutral"));
  }
  const only = counterPoints[0] ?? evidence[0] ?? output.counterPoints[0];
  if (counterPoints.length < 2 && only) {
    const cited = only.evidence[0]!;
    const items = new Set([...evidence, ...counterPoints].flatMap((p) => p.evidence.map((e) => e.id))).size;
    const head = scored.find((s) => s.item.id === cited.id);
    const figure = head
      ? datedFigure(head.reading, cited.quote, 50, head.knowledge)
      : fitClauses(cited.quote, 50) || cited.quote;
    const claim = `${figure}：本角色仅此${COUNT_ZH[items] ?? items}条证据，不足以形成结论`;
    counterPoints.push({
      claim: claim.slice(0, MAX_CLAIM_CHARS),
      evidence: [cited],
      confidence: 0.2,
      ...(only.dimension ? { dimension: only.dimension } : {}),
    });
  }
  while (counterPoints.length < 2 && output.counterPoints[counterPoints.length])
    counterPoints.push(output.counterPoints[counterPoints.length]!);
  return { ...output, evidence: evidence.length > 0 ? evidence : output.evidence.slice(0, 1), counterPoints };
}

const COUNT_ZH: Record<number, string> = { 1: "一", 2: "两", 3: "三" };

/** The role's rule from its protocol's plug-in (`offline`); a role without one reads its own pack as an analyst. */
function roleOutput(task: RoleTask): RoleOutput {
  const plugin = protocolOf(task.protocol);
  const identity = plugin.roles[task.role] ?? { title: task.role, identity: "", framework: "" };
  const rule = plugin.offline[task.role] ?? offlineAnalyst;
  return rule(task, identity);
}
