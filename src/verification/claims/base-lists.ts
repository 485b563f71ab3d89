import { COMPARISON_WORDS } from "./judgement-words";

/**
 * "1347.78亿元仍低于2019年的1494.07亿元和2020年的1431亿元", "823亿元仍高于2022年的627.16亿元、2023年的747.34亿元": a
 * comparison whose base is a list of years' figures holds against each of them. It is written as one comparison per
 * year ("…低于2019年的1494.07亿元;…低于2020年的1431亿元"), so the compared figure keeps its own year (the list's last
 * year would otherwise be read as the whole clause's); each base is also written as a clause of its own
 * ("2020年的1431亿元"), so a base that is not its year's figure fails instead of serving as a mere bound.
 */
const WORDS = COMPARISON_WORDS.map((c) => c.word)
  .sort((a, b) => b.length - a.length)
  .join("|");
const BASE = String.raw`(?:19|20)\d{2}\s*年(?:的)?\s*(?:约)?\s*\d[\d,]*(?:\.\d+)?\s*(?:万亿|亿)元?`;
const BASE_LIST = new RegExp(
  String.raw`([^,;。!?]*?(?:${WORDS})\s*)(${BASE})((?:\s*(?:和|与|及|以及|、)\s*${BASE})+)`,
  "g",
);
const ITEM = new RegExp(BASE, "g");

export function baseListsSplit(sentence: string): string {
  return sentence.replace(BASE_LIST, (_whole, lead: string, first: string, rest: string) => {
    const bases = [first, ...(rest.match(ITEM) ?? [])];
    return [...bases.map((base) => `${lead}${base}`), ...bases].join(";");
  });
}
