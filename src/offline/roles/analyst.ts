import type { PointOutput } from "../../debate/debate-types";
import type { RoleIdentity } from "../../debate/protocol";
import type { RoleOutput, RoleTask } from "../../debate/role-output";
import {
  convictionFrom,
  counterPoints,
  ids,
  pointFor,
  ranked,
  scorePack,
  sideMargin,
  sideOf,
  stanceFrom,
} from "./role-readings";
import { LEAN_ZH } from "../../domain/labels";

const EVIDENCE_POINTS = 3;

/**
 * An offline analyst: reads only its own pack (never another analyst's conclusion), weighs the strongest items for
 * each side, states the evidence first, then at least two items that cut the other way, then its inference.
 */
export function offlineAnalyst(task: RoleTask, identity: RoleIdentity): RoleOutput {
  const scored = scorePack(task.pack, task.asOf, task.industry ?? null);
  const { margin } = sideMargin(scored);
  const stance = stanceFrom(margin);
  const side = sideOf(stance);
  const evidence: PointOutput[] = side
    ? ranked(scored, side)
        .slice(0, EVIDENCE_POINTS)
        .map((s) => pointFor(s, side))
    : [
        ...ranked(scored, "bull")
          .slice(0, 1)
          .map((s) => pointFor(s, "bull")),
        ...ranked(scored, "bear")
          .slice(0, 1)
          .map((s) => pointFor(s, "bear")),
      ];
  if (evidence.length === 0 && scored[0]) evidence.push(pointFor(scored[0], "neutral"));
  const used = new Set(evidence.flatMap((p) => p.evidence.map((e) => e.id)));
  const counter = counterPoints(scored, side, used, 2, evidence);
  const gaps = task.missing.length ? `；数据缺口：${task.missing.join("；")}` : "";
  return {
    evidence,
    counterPoints: counter,
    stance,
    conclusion: (
      `推断：${identity.title}视角${LEAN_ZH[stance]}，依据${ids(evidence)}，` +
      `反向因素${ids(counter, evidence)}${gaps}`
    ).slice(0, 200),
    conviction: convictionFrom(margin),
  };
}
