/**
 * "净利从1266亿升到1348亿", "由924.64亿降到615.22亿": between two figures, 到 after a one-character move names the level
 * it reached, as 至 does, so the move is read as 升至 / 降至 is. Elsewhere "升到70.29" or "降到1%档" may be said of a
 * reading or a growth rate the clause does not name, so 到 alone stays no direction word.
 */
const FROM_FIGURE_MOVE_TO =
  /((?:从|由)\s*(?:约|近)?\s*[-+]?\d+(?:\.\d+)?\s*(?:万亿|亿)元?\s*)(增|升|降|减)到(?=\s*(?:约|近)?\s*[-+]?\d)/g;

export const reachedMovesWritten = (s: string): string => s.replace(FROM_FIGURE_MOVE_TO, "$1$2至");
