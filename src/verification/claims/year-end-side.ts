import { type ClaimCheck, undecided } from "./check-series";
import { agreement } from "./market-change";
import type { MarketFacts } from "./market-facts";

/**
 * "但仍高于2024年末收盘价", "已跌破去年底的收盘价", "仍在2025年末收盘价之上": the last close set against a named
 * year's last close with no figure of its own, read as a side of it. A side denied right before its verb ("没有跌破",
 * "未能回到") is the other one; a year whose last session the run does not keep is undecided.
 */
const YEAR_END = String.raw`(\d{4}\s*年|去年|上年|前年)\s*(?:年)?\s*(?:末|底)\s*(?:的)?\s*(?:收盘价?|股价)`;
const ABOVE_VERBS = "高于|超过|站上|站稳|站在|回到|重回|收复";
const BELOW_VERBS = "低于|不及|不到|跌破|跌穿|失守|跌回";
const VERB_SIDE = new RegExp(String.raw`(${ABOVE_VERBS}|${BELOW_VERBS})\s*(?:了)?\s*${YEAR_END}`);
const PLACE_SIDE = new RegExp(String.raw`(?:在|位于|处于)\s*${YEAR_END}\s*(?:的)?\s*(之上|上方|以上|之下|下方|以下)`);
/** A denial right before the side's verb: "没有跌破", "尚未回到", "不低于". */
const DENIED = /(?:没有|没能|未能|尚未|并未|还没有?|仍未|未|没|不)\s*$/;

/** "2025年末收盘价低于2024年末的": a close of another day before the verb is the subject, not the last one. */
const OTHER_SUBJECT = /年\s*[末底初]|\d\s*月|\d\s*日|前一?交易日|昨/;

/** Whether a clause sets the close against a named year-end close with no figure (the reader below reads it). */
export const namesYearEndSide = (t: string): boolean => {
  const hit = VERB_SIDE.exec(t) ?? PLACE_SIDE.exec(t);
  return hit !== null && !OTHER_SUBJECT.test(t.slice(0, hit.index));
};

const yearOf = (word: string, lastBar: string): number => {
  const y = Number(lastBar.slice(0, 4));
  if (/^\d/.test(word)) return Number(word.replace(/\D/g, ""));
  return word === "前年" ? y - 2 : y - 1;
};

export function checkYearEndSide(t: string, m: MarketFacts): ClaimCheck[] {
  const verb = VERB_SIDE.exec(t);
  const place = verb ? null : PLACE_SIDE.exec(t);
  const hit = verb ?? place;
  if (!hit || OTHER_SUBJECT.test(t.slice(0, hit.index))) return [];
  const said = new RegExp(`^(?:${ABOVE_VERBS})$`).test(hit[1]!) || /上/.test(hit[2] ?? "");
  const above = DENIED.test(t.slice(0, hit.index)) ? !said : said;
  const year = yearOf(verb ? hit[2]! : hit[1]!, m.lastBar);
  const name = `收盘价${above ? "高于" : "低于"}${year}年末收盘价`;
  const base = m.yearEnds.find((y) => y.year === year);
  if (!base) return [undecided("market", name, `连续日线不含${year}年最后一个交易日，无法核验`)];
  const found = `${m.lastBar}收盘${m.close.toFixed(2)}元，${base.date}收盘${base.close.toFixed(2)}元`;
  return [agreement(above ? m.close > base.close : m.close < base.close, name, found)];
}
