import type { Assertion } from "./parse-assertions";

type Band = { min?: number; max?: number };

/** The slight words whose band widens when they compare two levels (略有增长 stays a slight change). */
const SLIGHT = new Set(["略", "略微"]);
/**
 * A slight word that sets two levels side by side: "略高于上半年的155亿元",
 * "只比2023年的300亿略高", "比二季度略多一些", "较上半年1699.69亿元略低".
 * A change word after it (略有增长, 略增) is a change, sized by the word's own band.
 */
const LEVELS_APART = /略微?(?:高|低|多|少|大|小)于|(?:比|较)[^，。；]{0,30}?略微?(?:高|低|多|少)(?![于])/;
/**
 * Two amounts a writer calls slightly apart differ by up to about a tenth of the smaller, measured on the figures
 * as rounded ("171亿略高于155亿" is +10.3 %); a change called 略 stays under 8 %. Not a point band: ratios keep theirs.
 */
const SLIGHT_GAP_PERCENT = 12;

/** The year before, named as such: "比上年略高", "较去年略多", "同比略高". */
const YEAR_BEFORE = /(?:比|较|于)(?:上年|去年|上一年|前一年)|同比/;

/**
 * Whether the two sides are one metric's consecutive years ("2021年营收比2020年略高", "较上年略多"): a plain
 * year-on-year change, which keeps the change's band.
 */
function yearOnYear(text: string): boolean {
  if (YEAR_BEFORE.test(text)) return true;
  const years = [...new Set([...text.matchAll(/(\d{4})年/g)].map((m) => Number(m[1])))];
  return years.length === 2 && Math.abs((years[0] ?? 0) - (years[1] ?? 0)) === 1;
}

/** The band of a slight word comparing two levels in per cent, or null when the word reads as a change. */
export function slightGapBand(a: Assertion, unit: string, band: Band): Band | null {
  if (!a.magnitude || !SLIGHT.has(a.magnitude.word) || unit !== "%" || band.max === undefined) return null;
  return LEVELS_APART.test(a.text) && !yearOnYear(a.text) ? { max: Math.max(band.max, SLIGHT_GAP_PERCENT) } : null;
}
