import type { OfflineRule } from "../../protocol";
import { offlineAnalyst } from "../../../offline/roles/analyst";
import { lensOf } from "./lenses";

/**
 * An offline voter: the analyst's reading of the items its lens weighs (the whole pack when its lens has none), so
 * voters with different lenses can differ on the same evidence. Deterministic from the task alone.
 */
export const offlineVoter: OfflineRule = (task, identity) => {
  const lens = lensOf(Number(/\d+$/.exec(task.role)?.[0] ?? 1));
  const own = task.pack.filter((e) => lens.dimensions.includes(e.dimension));
  return offlineAnalyst({ ...task, pack: own.length > 0 ? own : task.pack }, identity);
};
