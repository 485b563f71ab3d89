/**
 * A quantity said of a comparison with a peer, in digits or Chinese numerals: a ratio ("1.9倍", "四倍多",
 * "约45%", "七成", "四成半", "一半", "五分之一") or a gap ("约154亿元", "100亿左右", "8个多百分点", "一成"), with its
 * hedge: 约/左右 (about), 近/将近 (nearly, from below), 多/余/以上 (at least, under the next unit).
 */
export interface PeerQuantity {
  raw: string;
  /** Where the number starts in the clause as read (an extracted figure starts there too). */
  at: number;
  /** A ratio's value as a plain ratio (0.45 for 45%); a gap's in its shown unit (亿, points, or a ratio for 成/%). */
  value: number;
  kind: "ratio" | "amount" | "pp" | "share";
  /** Base units per shown unit of an amount (1e8 for 亿). */
  scale: number;
  /**
   * How far the value may be from the figure shown, in `value`'s terms: half its last digit, or a whole multiple's
   * tenth.
   */
  unit: number;
  /** What 多 allows above the value: the next unit of its leading digits ("150多" below 160, "四倍多" below 5). */
  step: number;
  more: boolean;
  near: boolean;
  hedged: boolean;
  /** "超过46个百分点", "不到一半": the figure bounds the quantity from below (more) or above (less). */
  bound?: "more" | "less";
}

const DIGITS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** 四 → 4, 十二 → 12, 二十 → 20; digits as written. */
function numeral(s: string): number | null {
  if (/^[\d,]+(?:\.\d+)?$/.test(s)) return Number(s.replace(/,/g, ""));
  const m = /^([一二两三四五六七八九])?(十)?([一二三四五六七八九])?$/.exec(s);
  if (!m || s === "") return null;
  if (!m[2]) return m[1] && !m[3] ? DIGITS[m[1]]! : null;
  return (m[1] ? DIGITS[m[1]]! : 1) * 10 + (m[3] ? DIGITS[m[3]]! : 0);
}

const CN = "[一二两三四五六七八九十]+";
const QUANTITY = new RegExp(
  `^((?:约|大约|大概|近|将近|接近|仅|只有|还|要|超过|逾|不到|不足)*)` +
    `(一半|(${CN}|\\d+)分之(${CN}|\\d+)|[\\d,]+(?:\\.\\d+)?|${CN})(个)?(多|余)?` +
    "(倍|%|成|万亿元?|亿元?|个百分点|百分点|pct|pp)?(半)?(多|余|左右|以上|出头)?",
);

const SCALES: Record<string, number> = { 万亿: 1e12, 万亿元: 1e12, 亿: 1e8, 亿元: 1e8 };

/** The quantity at the start of `text` (`at`: where `text` starts in the clause), of a ratio or else of a gap. */
export function readQuantity(text: string, at: number, of: "ratio" | "gap"): PeerQuantity | null {
  const m = QUANTITY.exec(text);
  if (!m) return null;
  const [whole, lead = "", num = "", den, nom, , more1, unitWord, halfWord, tail] = m;
  const decimals = /\.(\d+)/.exec(num)?.[1]?.length ?? 0;
  const fraction = num === "一半" ? 0.5 : den && nom ? numeral(nom)! / numeral(den)! : null;
  // "四成半" is 4.5 tenths, "一倍半" 1.5 times: a half of the unit after it, in words only.
  const halfMore = halfWord && (unitWord === "成" || unitWord === "倍") && decimals === 0 && !/\d/.test(num);
  const whole_ = numeral(num);
  const n = fraction ?? (whole_ !== null && halfMore ? whole_ + 0.5 : whole_);
  if (n === null || !Number.isFinite(n)) return null;
  if (halfWord && !halfMore) return null;
  const more = !!more1 || /多|余|以上|出头/.test(tail ?? "");
  const base = {
    raw: whole.slice(lead.length),
    at: at + lead.length,
    more,
    near: /近/.test(lead),
    hedged: /约|大概/.test(lead) || tail === "左右",
    ...(/超过|逾/.test(lead) ? { bound: "more" as const } : /不到|不足/.test(lead) ? { bound: "less" as const } : {}),
  };
  const step = (v: number): number => (v < 10 ? 1 : 10 ** (Math.floor(Math.log10(v)) - 1));
  // A figure shown to its last digit stands for what rounds to it: half that digit either way ("1.9倍" is 1.85-1.95).
  const half = 0.5 * 10 ** -decimals;
  if (of === "ratio") {
    // "一半多", "三分之一多": above the fraction by less than a tenth of the whole (0.53 is 一半多, 0.65 is not).
    if (fraction !== null) return { ...base, value: n, kind: "ratio", scale: 1, unit: 0.03, step: 0.1 };
    // "2倍" stands for about twice (a tenth either way), "2.2倍" for what rounds to it.
    const times = decimals > 0 ? half : 0.1 * n;
    if (unitWord === "倍") return { ...base, value: n, kind: "ratio", scale: 1, unit: times, step: step(n) };
    if (unitWord === "%")
      return { ...base, value: n / 100, kind: "ratio", scale: 1, unit: half / 100, step: step(n) / 100 };
    if (unitWord === "成")
      return { ...base, value: n / 10, kind: "ratio", scale: 1, unit: halfMore ? 0.025 : 0.05, step: 0.1 };
    return null;
  }
  if (unitWord && SCALES[unitWord])
    return { ...base, value: n, kind: "amount", scale: SCALES[unitWord]!, unit: half, step: step(n) };
  if (unitWord && /百分点|pct|pp/.test(unitWord))
    return { ...base, value: n, kind: "pp", scale: 1, unit: half, step: step(n) };
  if (unitWord === "成")
    return { ...base, value: n / 10, kind: "share", scale: 1, unit: halfMore ? 0.025 : 0.05, step: 0.1 };
  if (unitWord === "%")
    return { ...base, value: n / 100, kind: "share", scale: 1, unit: half / 100, step: step(n) / 100 };
  return null;
}
