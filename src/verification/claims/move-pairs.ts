import { DIRECTION_WORDS } from "./judgement-words";
import { findMetrics } from "./metric-lexicon";

/**
 * "营收微降利润承压", "营收回暖利润高增": a headline's two metrics, each with its own move, with no comma between.
 * Read as one clause, the first move and the second metric run together into a metric the data lacks (微降利润); a
 * 、 between them makes the two items of a list, each checked on its own metric.
 */
// 微降, 微增 and 持平 are sizes with a way (size-direction-words.ts), not in the direction table.
const MOVES = [...new Set([...DIRECTION_WORDS.map((w) => w.word), "微降", "微增", "持平"])]
  .filter((w) => /^[\u4e00-\u9fff]{2,4}$/.test(w))
  .sort((a, b) => b.length - a.length);
const MOVE_THEN = new RegExp(`(?:${MOVES.join("|")})(?=[^,，;；。、\\d]{1,8})`, "g");
const MOVE_END = new RegExp(`(?:${MOVES.join("|")})(?=$|[,，;；。、])`);

/** Metric, move, metric, move, nothing else: the pair a headline writes. */
function pairAt(s: string, at: number, end: number): boolean {
  const head =
    s
      .slice(0, at)
      .split(/[,，;；。、:：]/)
      .at(-1) ?? "";
  const tail = s.slice(end).split(/[,，;；。、]/)[0] ?? "";
  const first = findMetrics(head);
  const second = findMetrics(tail);
  if (first.length !== 1 || second.length !== 1 || /\d/.test(head + tail)) return false;
  // The first metric ends right before its move, the second opens the rest and its move closes it.
  return first[0]!.end === head.length && second[0]!.index === 0 && MOVE_END.test(tail.slice(second[0]!.end));
}

export const movePairsApart = (s: string): string =>
  s.replace(MOVE_THEN, (m: string, at: number, all: string) => (pairAt(all, at, at + m.length) ? `${m}、` : m));
