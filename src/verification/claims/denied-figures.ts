import type { ExtractedNumber } from "../extract-numbers";
import { type ClaimCheck, undecided } from "./check-series";
import { NOT_SO, anyOf } from "./negation-words";

/**
 * A figure denied where it is written: "降幅不是16.79%，而是两成以上", "利润并非100亿元". The writer says the metric is
 * NOT that value (a rebuttal of the other side's figure, mostly), so the figure holds when the data differs from it and
 * fails when the data has exactly it. Only a denial right before the figure (a hedge between is allowed): "不是比上年
 * 高了10%" denies a move, read by the direction and size checks.
 */
const DENIED_BEFORE = new RegExp(`(?:${anyOf(NOT_SO)}|而非|而不是)\\s*(?:约|大约|近|超过|仅)?\\s*$`);

export const figureDenied = (read: string, n: ExtractedNumber): boolean => DENIED_BEFORE.test(read.slice(0, n.index));

/**
 * The number check of a denied figure, from whether the figure matched the data (`matched`). A ratio's candidates
 * span every stored year (`anyYear`), so a match there may be another year's: the denial is then undecided.
 */
export function deniedFigureCheck(
  n: ExtractedNumber,
  matched: boolean,
  expected: string,
  found: string,
  anyYear: boolean,
): ClaimCheck {
  if (matched && anyYear)
    return undecided("number", expected, `“${n.raw}”被否定，${expected}某一年接近这一数值，未能确定所指年份`);
  const reason = matched
    ? `“${n.raw}”被否定，但${expected}正是这一数值（${found}）`
    : `“${n.raw}”被否定，${expected}确实不是这一数值（${found}），相符`;
  return { kind: "number", ok: !matched, figure: n.raw, expected, found, reason };
}
