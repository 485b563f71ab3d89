import type { ClaimCheck } from "./check-series";
import { undecided } from "./check-series";
import { verdict } from "./market-change";

/**
 * A volume said to match its base: "近20日成交量与前20日基本持平", "量能和此前20日大致相当". Analysts write it for
 * a change under a tenth (blind17 calls 106.3 % "基本持平，没有放量"; the labels' flat band is 0.9-1.1), so that
 * holds, a change of a fifth or more fails, and between the two it is left undecided, as a denied 放量 is
 * (volume-denial.ts).
 */
// "量能基本平稳", "成交量大体稳定": the volume said to hold with no base named is read on the usual 20 sessions before.
export const VOLUME_FLAT = new RegExp(
  "(?:与|和|跟|同|较)\\s*(?:此前|之前|前期|前)[^，,。；;]{0,12}?" +
    "(?:基本|大体|大致|几乎|大约|差不多)?\\s*(?:持平|相当|相近|一致|差不多)" +
    "|(?:量能|成交量|均量)\\s*(?:总体|整体)?\\s*(?:基本|大体|大致|保持|维持)?\\s*(?:平稳|稳定|持平)",
);

const HOLDS_UNDER = 0.1;
const FAILS_FROM = 0.2;

/** The flat volume a clause says, read at `ratio` times its base; null when it says none. */
export function flatVolume(t: string, ratio: number, found: string): ClaimCheck | null {
  const hit = VOLUME_FLAT.exec(t);
  if (!hit) return null;
  const change = Math.abs(ratio - 1);
  if (change >= HOLDS_UNDER && change < FAILS_FROM)
    return undecided("market", "成交量持平", `${found}，变化在一成至两成之间，是否“持平”无法核验`);
  const ok = change < HOLDS_UNDER;
  return verdict(ok, "成交量持平", found, `${found}，${ok ? "相符" : "与“持平”不符"}`);
}
