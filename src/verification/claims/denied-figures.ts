import type { ExtractedNumber } from "../extract-numbers";
import { type ClaimCheck, undecided } from "./check-series";
import { NOT_SO, SET_AGAINST, anyOf } from "./negation-words";
import { SAID_BY } from "./speakers";

/**
 * A figure denied where it is written: "降幅不是16.79%，而是两成以上", "利润并非空方说的1200亿元". The writer says the
 * metric is NOT that value (a rebuttal of the other side's figure, mostly), so the figure holds when the data differs
 * from it and fails when the data has exactly it. Only a denial right before the figure (another's word or a hedge
 * between is allowed): "不是比上年高了10%" denies a move, read by the direction and size checks.
 */
const DENIED_BEFORE = new RegExp(
  `(?:${anyOf(NOT_SO, SET_AGAINST)})\\s*(?:${SAID_BY})?\\s*(?:约|大约|近|超过|仅)?\\s*$`,
);
/** "不是823亿元又是多少？", "…不是5%吗": a question denies nothing. */
const ASKED_AFTER = /^[^，,。；;]*?(?:又是|还是|吗|呢|？|\?)/;

export const figureDenied = (read: string, n: ExtractedNumber): boolean =>
  DENIED_BEFORE.test(read.slice(0, n.index)) && !ASKED_AFTER.test(read.slice(n.index + n.raw.length));

/**
 * The number check of a denied figure, from whether the figure matched the data (`matched`). It fails only on a match
 * the writer cannot have meant loosely: a hedged or round figure ("不是约1350亿元，而是1347.78亿元", "ROE不是13%，而是
 * 13.44%") may deny the rounding, and a figure no year places may have matched another year's level - both
 * `unsure`, so undecided.
 */
export function deniedFigureCheck(
  n: ExtractedNumber,
  matched: boolean,
  expected: string,
  found: string,
  unsure: boolean,
): ClaimCheck {
  if (matched && unsure)
    return undecided("number", expected, `“${n.raw}”被否定，但与${expected}的数值相近，未能确定所否定的是什么`);
  const reason = matched
    ? `“${n.raw}”被否定，但${expected}正是这一数值（${found}）`
    : `“${n.raw}”被否定，${expected}确实不是这一数值（${found}），相符`;
  return { kind: "number", ok: !matched, figure: n.raw, expected, found, reason };
}
