import { eq } from "drizzle-orm";
import type { DebateParams } from "../debate/debate-state";
import type { AppDeps } from "../app-deps";
import { debates } from "../db/schema";
import type { DebateAllowance } from "../http/debate-quota";
import { AppError } from "../shared/app-error";
import { STATUS_ZH } from "../domain/labels";
import type { ReplayOfReplayDetails } from "../wire/wire";
import { debateRoom } from "./debate-room";
import { newDebateId } from "./start-debate";

/** Not one of the live statuses, so a replay never blocks (or is blocked by) a live debate of the same ticker. */
const REPLAYING = "replaying";
/** A replay's `provider` in D1: the debate it replays. */
const REPLAY_OF = "replay:";

/**
 * Re-runs a finished debate under a new id with the same parameters, evidence and figures, answering every model
 * request from the reply archive: verification, the verdict rule, compliance and the report run on current code.
 */
export async function replayDebate(
  env: Env,
  deps: AppDeps,
  sourceId: string,
  allowance?: DebateAllowance,
): Promise<{ id: string; status: string }> {
  // A replay of a replay asks the same archived replies as replaying the original: one level only, named.
  const row = await deps.db.select({ provider: debates.provider }).from(debates).where(eq(debates.id, sourceId)).get();
  const originalId = row?.provider.startsWith(REPLAY_OF) ? row.provider.slice(REPLAY_OF.length) : undefined;
  if (originalId) {
    const message = `Debate ${sourceId} is itself a replay of ${originalId}; replay ${originalId} instead`;
    throw new AppError(409, "replay_of_replay", message, { originalId } satisfies ReplayOfReplayDetails);
  }
  const source = await debateRoom(env, sourceId).replaySource();
  if (!source) throw new AppError(404, "not_found", `辩论 ${sourceId} 没有可重放的状态`);
  if (source.status !== "done" && source.status !== "failed") {
    throw new AppError(
      409,
      "not_finished",
      `辩论 ${sourceId} 尚未结束（${STATUS_ZH[source.status] ?? source.status}）；只有已结束的辩论可以重放`,
    );
  }
  if (source.archivePending) {
    throw new AppError(503, "archive_pending", `辩论 ${sourceId} 的模型回复尚未存入归档（D1 拒收）；请一分钟后重试`);
  }
  if (!source.modelConfig) {
    throw new AppError(409, "not_replayable", `辩论 ${sourceId} 早于回复归档功能，无法重放`);
  }
  const id = newDebateId();
  // Replays cost storage and CPU: they spend the client's allowance as a new debate does, and hold a place while
  // running.
  await allowance?.reserve(id);
  const createdAt = deps.now().toISOString();
  await deps.db
    .insert(debates)
    .values({
      id,
      ticker: source.params.ticker,
      protocol: source.params.protocol,
      asOf: source.params.asOf,
      rounds: source.params.rounds,
      status: REPLAYING,
      provider: `${REPLAY_OF}${sourceId}`,
      createdAt,
      updatedAt: createdAt,
    })
    .run();
  const params: DebateParams = { ...source.params, id, createdAt };
  try {
    const state = await debateRoom(env, id).startReplay(params, { ...source, modelConfig: source.modelConfig });
    return { id, status: state.status };
  } catch (e) {
    await deps.db
      .update(debates)
      .set({ status: "failed", updatedAt: deps.now().toISOString() })
      .where(eq(debates.id, id))
      .run();
    throw new AppError(503, "replay_start_failed", "重放未能开始，请重试", undefined, { cause: e });
  }
}
