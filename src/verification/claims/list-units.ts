import { sharedUnit } from "./period-lists";

/**
 * "2021—2025年归母净利分别为1016.18、837.74、856.65、1266.07、1347.78亿元": a list after 分别/依次 whose amount unit is
 * written once, after its last figure, gives that unit to every figure of it, so each is read as the amount of its
 * year (list-pairs.ts pairs them) instead of a bare number. Prices (元 alone) and multiples are left as written.
 */
const FIGURE = String.raw`[-+]?\d+(?:\.\d+)?`;
const UNIT_LIST = new RegExp(
  String.raw`((?:分别|依次)(?:为|是|约为)?\s*)((?:${FIGURE}\s*[、和与及]\s*)+${FIGURE}\s*(?:万亿|亿|万)元?)`,
  "g",
);
const ITEM = /\s*[、和与及]\s*/;

export function unitsCarriedBack(sentence: string): string {
  return sentence.replace(UNIT_LIST, (_m, lead: string, list: string) => {
    const seps = list.match(new RegExp(ITEM.source, "g")) ?? [];
    const figures = sharedUnit(list.split(ITEM).map((f) => f.trim()));
    return lead + figures.map((f, i) => f + (seps[i] ?? "")).join("");
  });
}
