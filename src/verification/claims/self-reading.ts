import type { Assertion } from "./assertion";
import { type ClaimCheck, quoted } from "./check-series";
import { LATE_TURN, TURN_WORDS } from "./contrast-words";
import { anyOf } from "./negation-words";
import { favourability } from "./point-stance";
import { BAD_NEWS, DENIED_NEWS, GOOD_NEWS, RELIEF } from "./side-readings";

/**
 * A clause that names a move and reads that same move the other way: "利润回落反倒是利好信号", "现金流降至591亿元
 * 反而是好事", "营收增长反而是利空". checkReading (point-stance.ts) reads a fact and a reading in separate clauses;
 * here both are one clause, so other facts of the point (a rise conceded beside it) do not excuse it.
 */

/** Between the move and its reading, another move or a turn means the reading may be of something else. */
const OTHER_MOVE = new RegExp(`${anyOf([...TURN_WORDS, ...LATE_TURN])}|[增升涨降减跌落滑亏盈]`);

function misread(a: Assertion): { fact: 1 | -1; said: string } | null {
  if (a.from !== "claim" || a.attributed || a.scenario || !a.direction || DENIED_NEWS.test(a.text)) return null;
  const fact = favourability(a);
  const at = a.text.indexOf(a.direction.word);
  if (fact === null || at < 0) return null;
  const after = a.text.slice(at + a.direction.word.length);
  const news = fact === -1 ? GOOD_NEWS : BAD_NEWS;
  const hit = news.exec(after);
  if (!hit || RELIEF.test(after) || OTHER_MOVE.test(after.slice(0, hit.index))) return null;
  return { fact, said: fact === -1 ? "利好" : "利空" };
}

export function checkSelfReading(assertions: readonly Assertion[]): ClaimCheck[] {
  for (const a of assertions) {
    const m = misread(a);
    if (!m) continue;
    const is = m.fact === -1 ? "利空" : "利好";
    const reason = `${quoted(a)}按指标方向表是${is}，却被读作${m.said}（同一事实不能两面解读）`;
    return [{ kind: "polarity", ok: false, expected: is, found: m.said, reason }];
  }
  return [];
}
