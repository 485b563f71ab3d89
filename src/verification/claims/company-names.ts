import listed from "./listed-names.json";
import type { Term } from "./named-terms";

/**
 * Company names in a clause that are not the point's own company: a figure or clause about another company is a
 * peer's (未能核验, never failed as the company's own). Names are the directory's listed short names plus the
 * common short forms writers use, so "泸州老窖当前PE约45倍" or "招行" inside a 中国平安 point is not read as its own.
 */

/** Common short forms of listed names (code → forms), as writers use them; the directory holds the listed names. */
export const SHORT_FORMS: Readonly<Record<string, readonly string[]>> = {
  "600519": ["茅台"],
  "600036": ["招行"],
  "601318": ["平安"],
  "300750": ["宁王", "宁德"],
  "002594": ["比亚迪"],
  "000858": ["五粮液"],
  "600028": ["中石化"],
  "601857": ["中石油"],
  // The big banks and insurers a bank's or an insurer's valuation is set against ("跟建行、农行比"); not 工行, 中行,
  // 交行, read inside 化工行业, 其中行业, 成交行情, nor 太保, read inside 太保守.
  "601939": ["建行"],
  "601288": ["农行"],
  "601628": ["国寿"],
};

/**
 * Companies listed outside the A-share directory that writers set the sample against (a carmaker's, a battery
 * maker's rivals): always another company's, never in the data. Their code is empty: no facts are ever looked up.
 */
export const OTHER_MARKETS: readonly string[] = [
  "特斯拉",
  "吉利汽车",
  "吉利",
  "蔚来",
  "小鹏",
  "零跑",
  "丰田",
  "大众汽车",
  "LG新能源",
  "松下",
  "三星SDI",
  "SK On",
  "友邦保险",
  "汇丰",
];

let table: Map<string, string> | null = null;
/**
 * Name → code, built on first use: the listed names of four or more characters (`listed-names.json`, derived from
 * the directory snapshot by scripts/build-listed-names.mjs; shorter listed names are often ordinary words, 太阳能,
 * 机器人, which the short-form table names explicitly when a writer uses them for a company) and the short forms.
 */
function names(): Map<string, string> {
  if (table) return table;
  const t = new Map<string, string>();
  for (const entry of listed.entries.split(" ")) t.set(entry.slice(6), entry.slice(0, 6));
  for (const [code, forms] of Object.entries(SHORT_FORMS)) for (const f of forms) if (!t.has(f)) t.set(f, code);
  for (const name of OTHER_MARKETS) if (!t.has(name)) t.set(name, "");
  table = t;
  return t;
}

const LONGEST = 8; // "LG新能源", "三星SDI": the longest names read

/** Whether a word is a company name the product knows (the directory or the short-form table). */
export function isCompanyName(word: string): boolean {
  return names().has(word);
}

/** The six-digit code of a company name (listed name or short form), or null. */
export function codeOf(word: string): string | null {
  return names().get(word) ?? null;
}

/** Every company name in `text`, the point's own included, longest first at each position, in reading order. */
export function companiesIn(text: string): (Term & { code: string })[] {
  const t = names();
  const out: (Term & { code: string })[] = [];
  for (let i = 0; i < text.length; i++) {
    for (let len = Math.min(LONGEST, text.length - i); len >= 2; len--) {
      const word = text.slice(i, i + len);
      const code = t.get(word);
      if (code === undefined) continue;
      out.push({ index: i, end: i + len, kind: "peer", word, code });
      i += len - 1;
      break;
    }
  }
  return out;
}

/** The codes of the other companies a text names: whose facts a point's check may need (peer-compare.ts). */
export function namedCompanies(text: string, own: string | null | undefined): string[] {
  return [...new Set(otherCompanies(text, own).map((t) => codeOf(t.word)!))].filter((code) => code !== "");
}

/**
 * The company names in `text` that are not `own`'s (a six-digit code), longest first at each position, in reading
 * order. Without `own` nothing is reported: the clause cannot tell its own company from another.
 */
export function otherCompanies(text: string, own: string | null | undefined): Term[] {
  if (!own) return [];
  return companiesIn(text)
    .filter((c) => c.code !== own)
    .map(({ code: _code, ...term }) => term);
}
