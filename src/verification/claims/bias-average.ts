import { averageSpan } from "./average-names";
import { BIAS, MA_NAME, MA_REF } from "./market-words";

/**
 * 乖离 names a distance from an average, and the window of that average may stand in the clause before it: in
 * "收盘价低于年线1453元，乖离率约-4.7%" the 乖离率 is the close's distance from the 年线 (MA250). A clause sizing a
 * 乖离 of no average of its own reads the average the clause before names, when that clause names exactly one (with
 * MA5、MA10、MA20 listed the 乖离 could be of any of them, and stays 未能核验).
 */

/** The average named right before 乖离 ("60日均线的负乖离", "MA20的乖离"): its own. */
export const AVERAGE_BEFORE = new RegExp(String.raw`${MA_NAME}\s*(?:的)?\s*(?:正|负)?\s*$`, "i");

/** The clause with the average of the clause before inserted before its 乖离, where it names none of its own. */
export function withBiasAverage(text: string, previous: string | null): string {
  const hit = BIAS.exec(text);
  if (!hit || previous === null || hit.slice(1).some((g) => g !== undefined)) return text;
  if (/BIAS\s*[(（]?\s*\d/i.test(text) || AVERAGE_BEFORE.test(text.slice(0, hit.index))) return text;
  const named = [...previous.matchAll(MA_REF)];
  const spans = new Set(named.map((x) => averageSpan(x)));
  if (spans.size !== 1) return text;
  // "正乖离约3.9%": the average goes before the side said in words, which stays next to 乖离 (check-sessions.ts).
  const at = hit.index! - (/[正负]\s*$/.exec(text.slice(0, hit.index))?.[0].length ?? 0);
  return `${text.slice(0, at)}${named[0]![0]}${text.slice(at)}`;
}
