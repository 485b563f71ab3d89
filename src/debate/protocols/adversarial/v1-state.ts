import type { Point, Usage } from "../../debate-types";
import type { Turn } from "../../role-output";
import type { StoppedEarly, V1Fields } from "../../protocol";
import type { AdversarialFlow } from "./index";
import { debaterTurns } from "./rounds";

export type { StoppedEarly };

/** A turn as version 1 stored it (adversarial debates only). */
export interface V1Turn {
  seq: number;
  round: number;
  role: "bull" | "bear" | "judge";
  points: Point[];
  hitRate: number;
  provider: string;
  model: string;
  usage: Usage;
  attempts: Turn["attempts"];
  error?: string;
}

/**
 * A version 1 state (adversarial only: turns, packs, the stop and memory beside a graph-less state) as today's flow,
 * its cursor at the step its last turn was (src/room/state-migration.ts lifts stored states with it).
 */
export function adversarialFlowFromV1({ turns, packs, stoppedEarly, recalled: memory }: V1Fields): AdversarialFlow {
  const records: Turn[] = (turns as V1Turn[]).map((t) => ({ node: t.role, output: null, counterPoints: [], ...t }));
  return {
    protocol: "adversarial",
    cursor: {
      at: stepOfLastTurn(records, stoppedEarly),
      steps: records.length + (stoppedEarly?.reason === "budget" ? 1 : 0),
      detours: [],
    },
    packs: { bull: packs?.bull ?? [], bear: packs?.bear ?? [] },
    missing: {},
    memory,
    regime: null,
    overlap: packs?.overlap ?? { shared: 0, ratio: 0 },
    turns: records,
    stoppedEarly,
    // Version 1 wrote the judge's turn and the verdict in one checkpoint: a debate with its judge turn is decided.
    judge: null,
  };
}

/** The adversarial graph's step that a v1 debate's last turn (or its recorded budget stop) was. */
function stepOfLastTurn(turns: Turn[], stoppedEarly: StoppedEarly | null): string | null {
  const last = turns.at(-1);
  if (!last) return null;
  if (last.role === "judge") return "judge";
  if (stoppedEarly?.reason === "budget") return "stop";
  if (last.role === "bear") return "rebuttal";
  return debaterTurns(turns).length === 1 ? "opening" : "response";
}
