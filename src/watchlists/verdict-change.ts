import { STANCE_ZH } from "../domain/labels";
import type { Stance } from "../wire/wire";

type Stanced = { stance: Stance };

const CHANGE_ZH = { none: "暂无结论", new: "首次结论", same: "结论未变" } as const;

/** What changed between a ticker's two newest verdicts, in the reader's words. */
export function changeOf(latest: Stanced | undefined, previous: Stanced | undefined) {
  if (!latest) return { change: "none", changeLabel: CHANGE_ZH.none } as const;
  if (!previous) return { change: "new", changeLabel: CHANGE_ZH.new } as const;
  if (latest.stance === previous.stance) return { change: "same", changeLabel: CHANGE_ZH.same } as const;
  const label = `由${STANCE_ZH[previous.stance]}转为${STANCE_ZH[latest.stance]}`;
  return { change: "changed", changeLabel: label } as const;
}
