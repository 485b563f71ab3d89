import { chineseAmounts } from "./chinese-amounts";
import { type UnitToken, inheritRangeUnits } from "./shared-units";

/**
 * Finds the numbers in Chinese financial prose (seed 000 §5.1 "用规则把所有与财务指标相关的数字提取出来"),
 * each with its base unit and the precision it was shown with, so the verifier can compare
 * "1741亿" with 174144069958.25 元 at the precision the writer chose.
 */

export type NumberKind = "amount" | "percent" | "pp" | "multiple" | "per_share" | "days" | "year" | "date" | "bare";

export interface ExtractedNumber {
  /** The text as found (after NFKC), including a direction word that set the sign ("下降18%"). */
  raw: string;
  /** In base units (元, %, pp, 倍, 元/股, 天; a year as itself; a date as yyyymmdd), signed. */
  value: number;
  /**
   * Base unit: 元 (or 美元/港元), %, pp, 倍, 元/股, 天, 年, 日期; for bare numbers the counter that followed ("户",
   * "个月") or "".
   */
  unit: string;
  /** Digits shown after the decimal point. */
  decimals: number;
  /**
   * Base units per shown unit (1e8 for 亿元, 0.01 for a basis point): a shown value stands for
   * ±0.5·10^-decimals·scale.
   */
  scale: number;
  kind: NumberKind;
  /** Where `raw` starts in the normalised text. */
  index: number;
}

/** "今年跌了快20%": spoken 快 between a move and its size is 近, one character for one (indexes stand). */
const SPOKEN_NEAR = /(?<=[了跌涨降升增减掉去])快(?=\s*(?:\d|[一两二三四五六七八九十半]))/g;

/** Full-width digits and punctuation become ASCII; the typographic minus becomes "-"; a spoken 快 of a size is 近. */
export function normalizeNumberText(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u2212\uFE63]/g, "-")
    .replace(SPOKEN_NEAR, "近");
}

/** Words of time span: "近3年", "12个月" describe a window, not a reported figure. */
export const SPAN_UNITS: ReadonlySet<string> = new Set([
  "年",
  "个月",
  "月",
  "个季度",
  "季度",
  "周",
  "个星期",
  "交易日",
  "日",
]);

// "4237.02亿万元": stacked scales multiply (a slip for 亿元 is then a figure 10,000 times too large, not a match).
const SCALES: Record<string, number> = {
  亿万: 1e12,
  万亿: 1e12,
  千亿: 1e11,
  百亿: 1e10,
  亿: 1e8,
  千万: 1e7,
  百万: 1e6,
  万: 1e4,
  千: 1e3,
};

/** 只 as the adverb "only" before a verb or a comparison, not the counter of items ("3000只基金"). */
// A place among years (只排在2019、2020年之后, 只输给2024年, 只落后于…) is said with 只 too.
const ONLY = /^只(?:是|有|占|剩|相当|及|够|比|能|为|增|涨|跌|降|多|少|差|略|不过|达|高|低|排|输|落后|次于|位列|居)/;

// Counters that name what was counted; longest first so "平方米" wins over "米"-like prefixes.
const COUNTERS = [
  "平方米",
  "股",
  "户",
  "人",
  "名",
  "家",
  "吨",
  "手",
  "台",
  "辆",
  "件",
  "套",
  "只",
  "条",
  "项",
  "次",
  "份",
  "张",
  "座",
  "亩",
  "升",
  "个",
  "瓶",
  "款",
];

// Abbreviations that may stand right before a figure ("PE25.3倍", "ROE34%"); any other letter run makes an identifier
// ("F10", "Q3").
const LETTER_PREFIXES = new Set([
  "PE",
  "PB",
  "PS",
  "EPS",
  "BPS",
  "ROE",
  "ROA",
  "ROIC",
  "TTM",
  "PEG",
  "CAGR",
  "YOY",
  "QOQ",
  "MOM",
  "GDP",
  "CPI",
  "PPI",
]);

// A sign set by words right before the number; "下降至5%" is a level, not a change, so 至/到 never count.
const NEGATIVE_WORDS = new RegExp(
  "(?:下降|下滑|下调|调降|下修|减少|降低|下跌|回落|萎缩|缩减|下行|降幅(?:为|达)?|跌幅(?:为" +
    String.raw`|达)?|减幅(?:为|达)?|亏损|净流出|跌|降)(?:了)?(?:约|近|超过|超|逾|达)?\s*$`,
);

// "EPS 2021-2024年" is not a P/S: a Latin label stands alone.
// "经营现金流与归母净利之比约0.75", "比值约1.00": a quotient of two quantities written bare is a multiple.
export const QUOTIENT_WORDS = "之比|比值";
const MULTIPLE_LABELS = new RegExp(
  `(?:(?<![A-Z])(?:PE|PB|PS)|市盈率|市净率|市销率|${QUOTIENT_WORDS})(?:\\(TTM\\)|TTM)?\\s*(?:为|约|达|仅|是)?\\s*$`,
  "i",
);
const PER_SHARE_LABELS = /每股|EPS|BPS/i;
const PER_SHARE_NAMED_AFTER = /^元(?=的?(?:基本|稀释)?每股(?:收益|净资产|经营|现金|未分配|公积|股利|分红|派息))/;
const CLAUSE_BREAK = /[,，。;；!！?？:：、【】\n]/;

interface Span {
  start: number;
  end: number;
}

type Token = UnitToken;

const YEAR_MIN = 1900;
const YEAR_MAX = 2100;

function isYear(n: number, digits: string): boolean {
  return /^\d{4}$/.test(digits) && n >= YEAR_MIN && n <= YEAR_MAX;
}

function validDate(y: number, m: number, d: number | null): boolean {
  return y >= YEAR_MIN && y <= YEAR_MAX && m >= 1 && m <= 12 && (d === null || (d >= 1 && d <= 31));
}

function dateTokens(s: string): Token[] {
  const found: Token[] = [];
  const add = (index: number, raw: string, value: number): void => {
    found.push({
      raw,
      value,
      unit: "日期",
      decimals: 0,
      scale: 1,
      kind: "date",
      index,
      end: index + raw.length,
      unitless: false,
    });
  };
  const overlaps = (i: number, len: number): boolean => found.some((t) => i < t.end && t.index < i + len);

  for (const m of s.matchAll(/(?<![\d.])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?![\d.])/g)) {
    const [y, mo, d] = [Number(m[1]), Number(m[3]), Number(m[4])];
    if (validDate(y, mo, d)) add(m.index, m[0], y * 10000 + mo * 100 + d);
  }
  for (const m of s.matchAll(/(?<![\d.])(\d{4})年(\d{1,2})月(?:(\d{1,2})[日号])?/g)) {
    const [y, mo] = [Number(m[1]), Number(m[2])];
    const d = m[3] === undefined ? null : Number(m[3]);
    if (validDate(y, mo, d) && !overlaps(m.index, m[0].length)) add(m.index, m[0], y * 10000 + mo * 100 + (d ?? 0));
  }
  // Year-month "2024-12": only with a two-digit month, so "2023-2024" stays a range of years.
  for (const m of s.matchAll(/(?<![\d.])(\d{4})-(\d{2})(?![\d.-])/g)) {
    const [y, mo] = [Number(m[1]), Number(m[2])];
    if (validDate(y, mo, null) && !overlaps(m.index, m[0].length)) add(m.index, m[0], y * 10000 + mo * 100);
  }
  // Month-day and months ("4月3日", "12月", "1-9月"); "3个月" is a span and has 个 in between.
  for (const m of s.matchAll(/(?<![\d.])(\d{1,2})(?:\s*[-~至到]\s*(\d{1,2}))?月(?:(\d{1,2})[日号])?/g)) {
    const mo = Number(m[1]);
    const mo2 = m[2] === undefined ? mo : Number(m[2]);
    const d = m[3] === undefined ? null : Number(m[3]);
    if (validDate(2000, mo, d) && validDate(2000, mo2, null) && !overlaps(m.index, m[0].length)) {
      add(m.index, m[0], mo * 100 + (d ?? 0));
    }
  }
  return found;
}

interface Suffix {
  kind: NumberKind | "skip";
  unit: string;
  scale: number;
  length: number;
}

function readSuffix(after: string, digits: string, value: number): Suffix {
  const ws = /^\s*/.exec(after)?.[0].length ?? 0;
  const rest = after.slice(ws);
  const hit = (re: RegExp): string | null => re.exec(rest)?.[0] ?? null;
  let m: string | null;

  if ((m = hit(/^%/))) return { kind: "percent", unit: "%", scale: 1, length: ws + m.length };
  if ((m = hit(/^(?:个百分点|百分点|个?pcts?(?![a-z])|个?ppts?(?![a-z])|个?pp(?![a-z]))/i)))
    return { kind: "pp", unit: "pp", scale: 1, length: ws + m.length };
  if ((m = hit(/^(?:个基点|基点|个?bps?(?![a-z]))/i)))
    return { kind: "pp", unit: "pp", scale: 0.01, length: ws + m.length };

  // "170多亿", "9000余亿元", "三个多亿": 多/余 between the digits and the scale makes the figure a lower bound
  // (binding.ts); a bare 个 ("40个亿", spoken) only counts the scale.
  const over = /^(?:个多|个|多|余)(?=万亿|千亿|百亿|亿|千万|百万|万)/.exec(rest)?.[0] ?? "";
  const scaleWord = /^(?:亿万|万亿|千亿|百亿|亿|千万|百万|万|千)/.exec(rest.slice(over.length))?.[0] ?? "";
  const scale = scaleWord ? (SCALES[scaleWord] ?? 1) : 1;
  const afterScale = rest.slice(over.length + scaleWord.length);
  const unitHit = (re: RegExp): string | null => re.exec(afterScale)?.[0] ?? null;
  const used = ws + over.length + scaleWord.length;

  // "2024年0.41元每股收益": 每股 that opens a per-share metric's name is that name, not the unit's 每股; the figure is
  // per share all the same, and its metric is named after it (binding.ts).
  if ((m = unitHit(PER_SHARE_NAMED_AFTER))) return { kind: "per_share", unit: "元/股", scale, length: used + m.length };
  if ((m = unitHit(/^(?:元\/股|元每股)/))) return { kind: "per_share", unit: "元/股", scale, length: used + m.length };
  if ((m = unitHit(/^(?:美元|港元)/))) return { kind: "amount", unit: m, scale, length: used + m.length };
  if ((m = unitHit(/^(?:元人民币|元|人民币|块钱|块)/)))
    return { kind: "amount", unit: "元", scale, length: used + m.length };
  if ((m = unitHit(/^(?:个交易日|交易日|个工作日)/)))
    return { kind: "bare", unit: "交易日", scale, length: used + m.length };
  if ((m = unitHit(/^(?:个月|个季度|季度|个星期|周)/)))
    return { kind: "bare", unit: m.replace("个星期", "周"), scale, length: used + m.length };
  // "7000亿台阶" is a step of 7000亿元, not 7000亿 machines (台): a counter that opens a word is no counter; nor is
  // the adverb 只 (only) before a verb ("823亿只比2024年少约39亿", "326亿只相当于2024年的八成"), nor 升 (litres)
  // opening a rise ("从1266亿升到1348亿").
  const counter = COUNTERS.find(
    (c) =>
      afterScale.startsWith(c) &&
      !(c === "台" && afterScale.startsWith("台阶")) &&
      !(c === "升" && /^升(?:到|至|为|了|破|上)/.test(afterScale)) &&
      !(c === "只" && ONLY.test(afterScale)),
  );
  if (counter) return { kind: "bare", unit: counter, scale, length: used + counter.length };
  // "3千" alone is too often 千克/千瓦 to be money; 万 and 亿 alone are money in financial prose ("862亿").
  if (scaleWord === "千") return { kind: "bare", unit: "", scale, length: used };
  if (scaleWord) return { kind: "amount", unit: "元", scale, length: used };

  if ((m = hit(/^(?:倍|[xX](?![a-zA-Z]))/))) return { kind: "multiple", unit: "倍", scale: 1, length: ws + m.length };
  if ((m = hit(/^天/))) return { kind: "days", unit: "天", scale: 1, length: ws + m.length };
  if ((m = hit(/^日/))) return { kind: "bare", unit: "日", scale: 1, length: ws + m.length };
  // "5、10、20日均线", "5/10/20日线": the spans before the list's last one share its 日.
  if (hit(/^(?:[、/]\s*\d+\s*)+日(?:均线|线|移动平均)/)) return { kind: "bare", unit: "日", scale: 1, length: 0 };
  if (isYear(value, digits)) {
    // "2024年报", "2024年度", "2024 年"; glued only: "2024Q3", "2024H1", "2025E".
    if ((m = hit(/^年/))) return { kind: "year", unit: "年", scale: 1, length: ws + m.length };
    if (ws === 0 && (m = hit(/^(?:Q[1-4]|H[12]|E)(?![a-zA-Z])/)))
      return { kind: "year", unit: "年", scale: 1, length: m.length };
  }
  if ((m = hit(/^年/))) return { kind: "bare", unit: "年", scale: 1, length: ws + m.length };
  // Digits glued to letters are part of a name ("5G", "3D"), not a figure.
  if (ws === 0 && /^[a-zA-Z]/.test(rest)) return { kind: "skip", unit: "", scale: 1, length: 0 };
  return { kind: "bare", unit: "", scale: 1, length: 0 };
}

function clauseBefore(s: string, index: number, max: number): string {
  const window = s.slice(Math.max(0, index - max), index);
  let cut = -1;
  for (let i = window.length - 1; i >= 0; i--) {
    if (CLAUSE_BREAK.test(window[i] ?? "")) {
      cut = i;
      break;
    }
  }
  return window.slice(cut + 1);
}

function isStockCode(s: string, start: number, end: number, digits: string): boolean {
  if (!/^\d{6}$/.test(digits)) return false;
  const before = s[start - 1] ?? "";
  const after = s.slice(end);
  if (before === "(" && after.startsWith(")")) return true;
  // "signal|600028|close=5.39": six digits standing alone as a field (a clause of their own) are the code.
  if (s.trim() === digits) return true;
  if (/^\.(?:SH|SZ|BJ)\b/i.test(after)) return true;
  return /代码[::]?\s*$/.test(s.slice(Math.max(0, start - 6), start));
}

export function extractNumbers(text: string): ExtractedNumber[] {
  const s = normalizeNumberText(text);
  const dates = dateTokens(s);
  const taken: Span[] = dates.map((d) => ({ start: d.index, end: d.end }));
  const inTaken = (i: number): boolean => taken.some((t) => i >= t.start && i < t.end);

  const tokens: Token[] = [...dates];
  const NUMBER = /(?<![\d.])(\d{1,3}(?:,\d{3})+(?!\d)(?:\.\d+)?|\d+(?:\.\d+)?)/g;
  for (const m of s.matchAll(NUMBER)) {
    const start = m.index;
    const shown = m[1] ?? "";
    const end = start + shown.length;
    if (inTaken(start)) continue;
    const digits = shown.replace(/,/g, "");
    let value = Number(digits);
    if (!Number.isFinite(value)) continue;
    const decimals = digits.includes(".") ? digits.length - digits.indexOf(".") - 1 : 0;

    // A sign right before the digits, unless it joins a range ("10-15%", "89%-91%") or a name ("A-1").
    let signStart = start;
    let sign = 1;
    let explicitSign = false;
    const prev = s[start - 1] ?? "";
    if ((prev === "+" || prev === "-") && !/[\dA-Za-z.%亿元倍]/.test(s[start - 2] ?? "")) {
      signStart = start - 1;
      sign = prev === "-" ? -1 : 1;
      explicitSign = true;
    }

    const letters = /[A-Za-z]+$/.exec(s.slice(Math.max(0, signStart - 8), signStart))?.[0] ?? "";
    let forcedYear = false;
    if (letters) {
      const upper = letters.toUpperCase();
      if (upper.endsWith("FY") && /^\d{2}$|^\d{4}$/.test(digits)) {
        forcedYear = true;
        if (digits.length === 2) value = 2000 + value;
      } else if (!LETTER_PREFIXES.has(upper)) {
        continue;
      }
    }

    if (forcedYear) {
      const tail = /^(?:年报|年度|年)?/.exec(s.slice(end))?.[0] ?? "";
      tokens.push({
        raw: s.slice(signStart - letters.length, end + tail.length),
        value,
        unit: "年",
        decimals: 0,
        scale: 1,
        kind: "year",
        index: signStart - letters.length,
        end: end + tail.length,
        unitless: false,
      });
      continue;
    }

    const suffix = readSuffix(s.slice(end), digits, value);
    if (suffix.kind === "skip") continue;
    let kind: NumberKind = suffix.kind;
    let unit = suffix.unit;
    if (kind === "bare" && unit === "" && isStockCode(s, start, end, digits)) continue;

    const clause = clauseBefore(s, signStart, 12);
    if (kind === "amount" && unit === "元" && suffix.scale === 1 && PER_SHARE_LABELS.test(clause)) {
      kind = "per_share";
      unit = "元/股";
    }
    if (kind === "bare" && unit === "" && MULTIPLE_LABELS.test(clause)) {
      kind = "multiple";
      unit = "倍";
    }

    let rawStart = signStart;
    if (!explicitSign && (kind === "percent" || kind === "pp" || kind === "amount")) {
      const before = s.slice(Math.max(0, signStart - 12), signStart);
      const neg = NEGATIVE_WORDS.exec(before);
      if (neg) {
        sign = -1;
        rawStart = signStart - neg[0].length;
      }
    }

    const tokenEnd = end + suffix.length;
    tokens.push({
      raw: s.slice(rawStart, tokenEnd),
      value: sign * value * suffix.scale,
      unit,
      decimals,
      scale: suffix.scale,
      kind,
      index: rawStart,
      end: tokenEnd,
      unitless: suffix.length === 0 && kind === "bare",
    });
  }

  tokens.push(...chineseAmounts(s, tokens, NEGATIVE_WORDS).map((t) => ({ ...t, unitless: false })));
  tokens.sort((a, b) => a.index - b.index);
  inheritRangeUnits(s, tokens, (v) => isYear(v, String(v)));
  return tokens.map(({ end: _end, unitless: _unitless, ...n }) => n);
}
