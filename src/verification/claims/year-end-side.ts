import { type ClaimCheck, undecided } from "./check-series";
import { agreement } from "./market-change";
import type { MarketFacts } from "./market-facts";
import { NOT_HAPPENED, NOT_SO, NO_LONGER, SIDE_UNSTATED, anyOf } from "./negation-words";
import { YEAR_END } from "./price-base-words";

/**
 * "但仍高于2024年末收盘价", "已跌破去年底的收盘价", "仍在2025年末收盘价之上": the last close set against a named
 * year's last close with no figure of its own, read as a side of it. A side denied right before its verb ("没有跌破",
 * "未能回到", "已不再高于") is the other one; one asked about, sought or set as a condition ("能否收复", "必须收复…
 * 才能", "距离收复…还差") is no side at all; a year whose last session the run does not keep is undecided.
 */
const CLOSE = String.raw`\s*(?:的)?\s*(?:收盘价?|股价)`;
const ABOVE_VERBS = "高于|超过|站上|站稳|站在|回到|重回|收复";
const BELOW_VERBS = "低于|不及|不到|跌破|跌穿|失守|跌回";
const VERB_SIDE = new RegExp(
  String.raw`(?<verb>${ABOVE_VERBS}|${BELOW_VERBS})\s*(?:了)?\s*(?<year>${YEAR_END})${CLOSE}`,
);
const PLACE_SIDE = new RegExp(
  String.raw`(?:在|位于|处于)\s*(?<year>${YEAR_END})${CLOSE}\s*(?:的)?\s*(?<place>之上|上方|以上|之下|下方|以下)`,
);
/** A denial right before the side's verb (negation-words.ts): "没有跌破", "未能回到", "不再高于", "不低于". */
const DENIED = new RegExp(`(?:${anyOf(NOT_HAPPENED, NO_LONGER)}(?:能)?|${anyOf(NOT_SO)}|不)\\s*$`);

/** "2025年末收盘价低于2024年末的": a close of another day before the verb is the subject, not the last one. */
const OTHER_SUBJECT = /年\s*[末底初]|\d\s*月|\d\s*日|前一?交易日|昨/;

/** The side named, with what stands before it; null when none is, or it is another close's or no stated side. */
function sideOf(t: string): { hit: RegExpExecArray; said: boolean } | null {
  const verb = VERB_SIDE.exec(t);
  const hit = verb ?? PLACE_SIDE.exec(t);
  if (!hit) return null;
  const before = t.slice(0, hit.index);
  if (OTHER_SUBJECT.test(before) || SIDE_UNSTATED.test(before)) return null;
  const said = new RegExp(`^(?:${ABOVE_VERBS})$`).test(hit.groups?.verb ?? "") || /上/.test(hit.groups?.place ?? "");
  return { hit, said: DENIED.test(before) ? !said : said };
}

/** Whether a clause sets the close against a named year-end close with no figure (the reader below reads it). */
export const namesYearEndSide = (t: string): boolean => sideOf(t) !== null;

const yearOf = (word: string, lastBar: string): number => {
  const y = Number(lastBar.slice(0, 4));
  if (/^\d/.test(word)) return Number(word.replace(/\D/g, ""));
  return word.startsWith("前年") ? y - 2 : y - 1;
};

export function checkYearEndSide(t: string, m: MarketFacts): ClaimCheck[] {
  const side = sideOf(t);
  if (!side) return [];
  const above = side.said;
  const year = yearOf(side.hit.groups?.year ?? "", m.lastBar);
  const name = `收盘价${above ? "高于" : "低于"}${year}年末收盘价`;
  const base = m.yearEnds.find((y) => y.year === year);
  if (!base) return [undecided("market", name, `连续日线不含${year}年最后一个交易日，无法核验`)];
  const found = `${m.lastBar}收盘${m.close.toFixed(2)}元，${base.date}收盘${base.close.toFixed(2)}元`;
  return [agreement(above ? m.close > base.close : m.close < base.close, name, found)];
}
