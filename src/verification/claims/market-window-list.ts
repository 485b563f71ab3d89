import { type ClaimCheck, undecided } from "./check-series";
import { agreement } from "./market-change";
import type { Session } from "./market-facts";
import { deniedBefore } from "./market-words";

/**
 * Several windows sharing one new high or low: "最近5、10、20、60日都在创阶段收盘新低", "5日/10日/20日均创新高",
 * "近10和20个交易日收盘新低". Each window is read as "创近N日收盘新高/新低": the last close beyond every close of
 * the N sessions before it; the clause holds only when every window does.
 */
const WINDOW_LIST = new RegExp(
  String.raw`((?:\d+\s*(?:个)?(?:交易)?日?\s*[、/和及与]\s*)+\d+)\s*(?:个)?(?:交易)?日` +
    String.raw`[^，,。；;\d]{0,8}?创(?:出|了)?\s*(?:阶段(?:性)?|区间)?\s*(?:的)?\s*(?:收盘)?\s*(?:价)?\s*(新高|新低)`,
  "g",
);

export function windowListExtremes(t: string, s: readonly Session[]): ClaimCheck[] {
  return [...t.matchAll(WINDOW_LIST)].flatMap((x): ClaimCheck[] => {
    if (deniedBefore(t.slice(0, x.index)) || /不|未|没/.test(x[0])) return [];
    const high = x[2] === "新高";
    const windows = [...x[1]!.matchAll(/\d+/g)].map((d) => Number(d[0]));
    const name = `${windows.join("、")}日均创收盘${high ? "新高" : "新低"}`;
    const n = Math.max(...windows);
    if (s.length < n + 1) return [undecided("market", name, `存有的日线不足${n + 1}个交易日，无法核验`)];
    const last = s.at(-1)!;
    const missed = windows.filter((w) => {
      const prev = s.slice(-w - 1, -1).map((p) => p.close);
      return high ? last.close <= Math.max(...prev) : last.close >= Math.min(...prev);
    });
    const found = `${last.date}收盘价${last.close.toFixed(2)}${
      missed.length ? `，未创近${missed.join("、")}日收盘${high ? "新高" : "新低"}` : ""
    }`;
    return [agreement(missed.length === 0, name, found)];
  });
}
