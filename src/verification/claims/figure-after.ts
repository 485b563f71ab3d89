import type { FigureBound } from "./phrase-words";

/** After a figure: "1倍以上", "三成多", "2.6倍还多", "100亿元左右", "体量仍在1700亿元附近" (about, as 左右). */
const AFTER: readonly { re: RegExp; bound: FigureBound; placedBy?: RegExp }[] = [
  { re: /^\s*(?:以上|之上|多|余|有余|还(?:要)?多|还不止)/, bound: "atLeast" },
  { re: /^\s*(?:以下|之下|以内)/, bound: "below" },
  // "连25倍都不到", "20倍还不到": the figure named a ceiling not reached.
  { re: /^\s*(?:都|也|还|尚|仍)(?:不到|不足|没到|没有|没|未到|未达)/, bound: "below" },
  { re: /^\s*(?:左右|上下|附近)/, bound: "about" },
  // "重回4000亿上方", "跌到3000亿下方": a level placed above or below a round figure is bounded by it as 以上, 以下
  // bound it ("ROE依旧站在30%上方"); "止损设在年内收盘低点5.34元下方" places a stop, and the figure is the low itself.
  {
    re: /^\s*上方/,
    bound: "atLeast",
    placedBy: /(?:重回|回到|站上|站稳|站在|守在|稳居|位于|处于|保持在|维持在|升至|涨到)\s*$/,
  },
  { re: /^\s*下方/, bound: "below", placedBy: /(?:跌到|跌至|跌回|跌破|落到|降至|位于|处于|回落到|回落至)\s*$/ },
];

/** The bound the words right after a figure set, given the text before the figure. */
export const boundAfter = (after: string, before: string): FigureBound | null =>
  AFTER.find((q) => q.re.test(after) && (!q.placedBy || q.placedBy.test(before)))?.bound ?? null;
