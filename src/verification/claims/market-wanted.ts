/**
 * "建议等待放量确认", "有待站稳MA20", "需要放量突破": a price or volume event the writer waits for, a condition of
 * the advice, not a reading of the bars. The clause is read only up to the waiting verb.
 */
const WANTED =
  /(?:等待|等到|静待|有待|需要|需|要等|待)\s*[^，,。；;\d]{0,4}?(?:放量|缩量|站上|站稳|突破|企稳|金叉|死叉|回踩|确认)/;

export function beforeWanted(text: string): string {
  const hit = WANTED.exec(text);
  return hit ? text.slice(0, hit.index) : text;
}
