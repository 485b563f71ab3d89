import type { ExtractedNumber } from "../extract-numbers";
import { type Candidate, matchesFigure } from "../figure-match";
import { type ClaimCheck, undecided } from "./check-series";
import type { FigureBound } from "./phrase-words";

/**
 * "归母净利润1347.78亿元，多赚了近48%" (+47.8 % was 2024's; 2025's was +6.45 %): a figure no year places, in a
 * sentence naming none, is read as the latest period's (its report or its year-end). One that is only an earlier
 * year's value or change is not confirmed, nor failed: the writer may mean that year (未能确定指哪一年).
 */
export function earlierOnly(
  n: ExtractedNumber,
  bound: FigureBound | null,
  latest: readonly Candidate[],
  label: string,
): ClaimCheck | null {
  if (latest.length === 0) return null;
  const abs = (x: number) => Math.abs(x);
  const now = latest.some(
    (v) =>
      matchesFigure(n, v, bound) ||
      matchesFigure({ ...n, value: abs(n.value) }, { ...v, value: abs(v.value) }, bound, true),
  );
  if (now) return null;
  const why = `“${n.raw}”未注明年份，不是最新一期${label}的数值，只与更早年份的数值相符，未能确定指哪一年`;
  return undecided("number", `${label}（最新一期）`, why);
}
