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

/**
 * "分别提升约1.8和3.2个百分点": percentage points written once after a 分别 list are every figure's, as an
 * amount's unit is; the words between 分别 and the list (提升约, 下降) stay.
 */
const POINTS_LIST = new RegExp(
  String.raw`((?:分别|依次)[^\d，,。；;]{0,4}?)((?:${FIGURE}\s*[、和与及]\s*)+${FIGURE})\s*(个百分点|pct|pp)`,
  "gi",
);

export function unitsCarriedBack(sentence: string): string {
  return sentence
    .replace(UNIT_LIST, (_m, lead: string, list: string) => {
      const seps = list.match(new RegExp(ITEM.source, "g")) ?? [];
      const figures = sharedUnit(list.split(ITEM).map((f) => f.trim()));
      return lead + figures.map((f, i) => f + (seps[i] ?? "")).join("");
    })
    .replace(POINTS_LIST, (_m, lead: string, list: string, unit: string) => {
      const seps = list.match(new RegExp(ITEM.source, "g")) ?? [];
      return (
        lead +
        list
          .split(ITEM)
          .map((f, i) => `${f.trim()}${unit}${seps[i] ?? ""}`)
          .join("")
      );
    });
}
