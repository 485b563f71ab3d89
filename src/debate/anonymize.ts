/**
 * Memorisation control (KTD-Fin style, issue 19 item 4): what a model reads names no company, no code and no calendar
 * year, so a verdict on a famous company cannot lean on what the model remembers about it or about how that year
 * ended. The company's name becomes 公司A, its code 股票代码A, and every year is counted from the debate's as-of year
 * (2025 -> T年, 2024年报 -> T-1年报, 2024-09-30 -> T-1年09-30), so evidence keeps its relative periods.
 *
 * The masking is reversible: each placeholder remembers the exact text it replaced, and the model's reply is mapped
 * back before anything else reads it, so the verifier checks quotes against the real evidence, figures against the
 * real figures, and the report a user reads names the company and the real dates.
 */

export const COMPANY_PLACEHOLDER = "公司A";
export const TICKER_PLACEHOLDER = "股票代码A";

/** Whose name and which year the placeholders hide. */
export interface AnonymizeSubject {
  companyName: string;
  ticker: string;
  /** YYYY-MM-DD: year T. */
  asOf: string;
}

export interface Anonymizer {
  /** The text with the company, its code and every year replaced; remembers what each placeholder stands for. */
  mask(text: string): string;
  /** Placeholders back to the text they replaced (a year placeholder the prompt never held is counted from T). */
  unmask(text: string): string;
  /** `unmask` over every string of a parsed reply (objects, arrays), returning a copy. */
  unmaskDeep<T>(value: T): T;
  /**
   * For text that arrives in pieces (a streamed reply): returns what can be shown now, unmasked, and holds back a
   * short tail that may be the start of a placeholder. `restart` drops what was held (a new attempt's text).
   */
  streamUnmasker(): (piece: string, restart?: boolean) => string;
}

// One pass, longest forms first, so no text is masked twice: ISO date | compact date | year followed by 年 | bare year.
// A bare four-digit number followed by a unit or a decimal (2015亿元, 2024.5) is a figure, not a year.
const YEARS = new RegExp(
  [
    String.raw`(?<![\d.])((?:19|20)\d{2})-(\d{2})-(\d{2})(?!\d)`,
    String.raw`(?<![\d.])((?:19|20)\d{2})(0[1-9]|1[0-2])([0-3]\d)(?![\d.])`,
    String.raw`(?<![\d.])((?:19|20)\d{2})年`,
    String.raw`(?<![\d.])((?:19|20)\d{2})(?![\d.亿万千百元%％倍个家股只份名位])`,
  ].join("|"),
  "g",
);

// A year placeholder the model wrote without it being in its prompt (e.g. "T-2年"), mapped back by arithmetic.
const YEAR_TOKEN = /(?<![A-Za-z])T([+-]\d{1,2})?年/g;

/** What a year placeholder looks like before it is complete: "T", "T-", "T-1", "〔T+1", "T-1年09-3". */
const PARTIAL_YEAR = /^〔?T([+-]\d{0,2})?(年(\d{0,2}(-\d{0,2})?|\d{0,4})〕?)?$/;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function anonymizer(subject: AnonymizeSubject): Anonymizer {
  const base = Number(subject.asOf.slice(0, 4));
  const year = (y: string) => {
    const off = Number(y) - base;
    return `T${off === 0 ? "" : off > 0 ? `+${off}` : off}年`;
  };
  /** placeholder -> the exact text it replaced. */
  const originals = new Map<string, string>();
  const remember = (placeholder: string, original: string) => {
    if (!originals.has(placeholder)) originals.set(placeholder, original);
    return placeholder;
  };
  const names: [RegExp, string][] = [];
  if (subject.companyName.trim().length >= 2)
    names.push([new RegExp(escape(subject.companyName.trim()), "g"), COMPANY_PLACEHOLDER]);
  if (/^\d{6}$/.test(subject.ticker))
    names.push([new RegExp(`(?<!\\d)${subject.ticker}(?!\\d)`, "g"), TICKER_PLACEHOLDER]);
  for (const [, placeholder] of names)
    originals.set(placeholder, placeholder === COMPANY_PLACEHOLDER ? subject.companyName.trim() : subject.ticker);

  function mask(text: string): string {
    let out = text;
    for (const [pattern, placeholder] of names) out = out.replace(pattern, placeholder);
    return out.replace(YEARS, (all, isoY, isoM, isoD, cY, cM, cD, nianY, bareY) => {
      if (isoY) return remember(`${year(isoY)}${isoM}-${isoD}`, all);
      if (cY) return remember(`${year(cY)}${cM}${cD}`, all);
      if (nianY) return remember(year(nianY), all);
      // 〔〕 keep a bare year (2025Q1, FY2024) apart from one written with 年, so each maps back to its own form.
      return remember(`〔${year(bareY)}〕`, all);
    });
  }

  let pattern: RegExp | null = null;
  let patternSize = -1;
  const keys = () => {
    if (pattern === null || patternSize !== originals.size) {
      const sorted = [...originals.keys()].sort((a, b) => b.length - a.length).map(escape);
      pattern = new RegExp(sorted.join("|"), "g");
      patternSize = originals.size;
    }
    return pattern;
  };

  function unmask(text: string): string {
    const known = originals.size === 0 ? text : text.replace(keys(), (p) => originals.get(p) ?? p);
    return known.replace(YEAR_TOKEN, (_all, off: string | undefined) => `${base + Number(off ?? 0)}年`);
  }

  function unmaskDeep<T>(value: T): T {
    if (typeof value === "string") return unmask(value) as T;
    if (Array.isArray(value)) return value.map((v) => unmaskDeep(v)) as T;
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unmaskDeep(v)])) as T;
    }
    return value;
  }

  function streamUnmasker() {
    let held = "";
    return (piece: string, restart = false) => {
      if (restart) held = "";
      const text = held + piece;
      // Hold back the longest tail that may still grow into a placeholder; everything before it is shown unmasked.
      const keysNow = [...originals.keys()];
      let hold = Math.min(text.length, Math.max(9, ...keysNow.map((k) => k.length)));
      for (; hold > 0; hold--) {
        const tail = text.slice(-hold);
        if (keysNow.some((k) => k.startsWith(tail)) || PARTIAL_YEAR.test(tail)) break;
      }
      held = text.slice(text.length - hold);
      return unmask(text.slice(0, text.length - hold));
    };
  }

  return { mask, unmask, unmaskDeep, streamUnmasker };
}
