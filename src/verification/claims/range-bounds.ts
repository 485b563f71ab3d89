import type { ExtractedNumber } from "../extract-numbers";
import type { FigureBound } from "./phrase-words";

/** "稳定在89%-91%之间": the level is at least the first and under the second. */
export function rangeBound(p: { numbers: readonly ExtractedNumber[]; text: string }, i: number): FigureBound | null {
  const end = (n: ExtractedNumber): number => n.index + n.raw.length;
  // Numbers i and i+1 form a range when only a dash stands between them and 之间/区间 follows the second.
  const joined = (k: number): boolean => {
    const [x, y] = [p.numbers[k], p.numbers[k + 1]];
    if (!x || !y) return false;
    return (
      /^\s*[-~至到—]\s*$/.test(p.text.slice(end(x), y.index)) &&
      /^\s*(?:之间|区间|范围|以内)/.test(p.text.slice(end(y)))
    );
  };
  if (joined(i)) return "atLeast";
  if (joined(i - 1)) return "below";
  return null;
}
