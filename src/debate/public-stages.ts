import { z } from "zod";
import type { DebateStatus } from "./debate-state";
import type { StageSpec } from "./protocol";
import type { ProtocolPlugin } from "./protocol";

/**
 * Where a stage is: `pending` (not reached yet), `running` (its turns are being written), `done` (a later stage began
 * or the debate ended after it), `skipped` (the debate went past it, or ended, without a turn of it).
 */
export const StageStatus = z.enum(["pending", "running", "done", "skipped"]);
export type StageStatus = z.infer<typeof StageStatus>;

/** A stage as every protocol serves it: the page draws the stages from this list, not from the protocol's name. */
export interface PublicStage {
  id: string;
  title: string;
  roles: string[];
  /** The round its turns carry (adversarial's rounds are its stages), or null when any round belongs. */
  round: number | null;
  status: StageStatus;
  /** The seqs of the turns it holds, in order. */
  turns: number[];
}

/** What the stage status reads of a turn. */
type TurnRef = { seq: number; role: string; round: number };

const holds = (stage: StageSpec, t: TurnRef) =>
  stage.roles.includes(t.role) && (stage.round === undefined || stage.round === t.round);

/** The plug-in's declared stages (its page stages by default) for this debate's settings. */
export function stageSpecs(
  plugin: Pick<ProtocolPlugin<unknown>, "stages" | "page">,
  rounds: number,
  options: Record<string, number>,
): StageSpec[] {
  if (plugin.stages) return plugin.stages(rounds, options);
  return plugin.page.stages.map((s) => ({ id: s.key, title: s.title, roles: s.roles }));
}

/**
 * Each declared stage with its turns and where it is, derived from the stored turns and the debate's status (nothing
 * new is stored, so states stored before it read with their stages too). A stage with no roles (decided in code after
 * the graph ends) is done once the verdict is in.
 */
export function publicStages(
  specs: readonly StageSpec[],
  turns: readonly TurnRef[],
  status: DebateStatus,
  decided: boolean,
): PublicStage[] {
  const seqs = specs.map((s) => turns.filter((t) => holds(s, t)).map((t) => t.seq));
  const lastActive = seqs.findLastIndex((held) => held.length > 0);
  const ended = status === "done" || status === "failed";
  return specs.map((spec, i) => {
    const held = seqs[i]!;
    let stageStatus: StageStatus;
    if (spec.roles.length === 0) stageStatus = decided ? "done" : ended ? "skipped" : "pending";
    else if (held.length > 0) stageStatus = i < lastActive || ended ? "done" : "running";
    else stageStatus = i < lastActive || ended ? "skipped" : "pending";
    return {
      id: spec.id,
      title: spec.title,
      roles: [...spec.roles],
      round: spec.round ?? null,
      status: stageStatus,
      turns: held,
    };
  });
}
