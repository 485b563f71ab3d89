import type { Database } from "../db/client";
import type { PublicDebateState } from "../debate/public-state";
import { VERIFICATION_MARK } from "../domain/labels";
import { readerTitle } from "../debate/protocols/registry";
import { turnsOf } from "../report/report-document";
import { stateOf } from "../http/debates";

/** How often the room's state is read while a debate runs: turns take seconds even on the offline engine. */
const POLL_MS = 500;

/** How long start_debate waits for the verdict before answering with the debate still running (get_debate follows). */
export const FOLLOW_LIMIT_MS = 10 * 60_000;

export interface TurnProgress {
  /** Turns completed so far (monotonic). */
  progress: number;
  /** The model calls the protocol plans, when it is not below the turns seen. */
  total: number | undefined;
  /** The turn as a reader is told it: 多方第1轮：3 个论点（✅ 已核验 2，❔ 未能核验 1）. */
  message: string;
}

function turnLine(turn: ReturnType<typeof turnsOf>[number]): string {
  const who = readerTitle(turn.role) ?? "角色";
  const round = turn.round > 0 ? `第${turn.round}轮` : "";
  if (turn.failure || turn.error) return `${who}${round}：未能完成（${turn.failure ?? "模型调用失败"}）`;
  if (turn.role === "judge") return `${who}：已给出裁决`;
  const marks = new Map<string, number>();
  for (const p of turn.points) {
    const mark = VERIFICATION_MARK[p.verification.status];
    marks.set(mark, (marks.get(mark) ?? 0) + 1);
  }
  const counted = [...marks].map(([mark, n]) => `${mark} ${n}`).join("，");
  return `${who}${round}：${turn.points.length} 个论点${counted ? `（${counted}）` : ""}`;
}

const ENDED = new Set(["done", "failed"]);

/**
 * Reads the debate's state until it ends (or `limitMs`, or the client cancels), telling `onTurn` each turn as it
 * completes, and returns the last state read. Reading the room's state is what GET /api/debates/:id does.
 */
export async function followDebate(
  env: Env,
  db: Database,
  id: string,
  onTurn: (p: TurnProgress) => Promise<void>,
  { signal, limitMs = FOLLOW_LIMIT_MS }: { signal?: AbortSignal; limitMs?: number } = {},
): Promise<PublicDebateState> {
  const deadline = Date.now() + limitMs;
  let told = 0;
  for (;;) {
    const state = await stateOf(env, db, id);
    const turns = turnsOf(state);
    for (; told < turns.length; told++) {
      const turn = turns[told];
      if (!turn) break;
      const total = state.plannedCalls >= turns.length ? state.plannedCalls : undefined;
      await onTurn({ progress: told + 1, total, message: turnLine(turn) });
    }
    if (ENDED.has(state.status) || signal?.aborted || Date.now() >= deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
