import { CHINESE_DIGITS } from "./chinese-digits";
import type { ExtractedNumber } from "./extract-numbers";

const CJK_PLACES: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };
/** Not "数百亿", "上千亿", "几千亿" (no value), nor "百亿级", "千亿市值" (an order of size). */
const CJK_AMOUNT = new RegExp(
  "(?<![数上几十百千万亿\\d])([一二两三四五六七八九])?([十百千])?(个?多|余)?(万亿|亿)" +
    "(?!级|量级|市值|规模|体量|俱乐部|级别|元?级)",
  "g",
);
/**
 * "四千多亿", "七百亿", "超两千亿", "近万亿", "三个多亿": an amount in Chinese numerals, to the precision of its place
 * (四千亿 is 4000亿 to the thousand), signed by a fall word before it ("减少两千亿").
 */
export function chineseAmounts(
  s: string,
  taken: readonly { index: number; end: number }[],
  negative: RegExp,
): (ExtractedNumber & { end: number })[] {
  const out: (ExtractedNumber & { end: number })[] = [];
  for (const m of s.matchAll(CJK_AMOUNT)) {
    const [all, digit, place, over, unit] = m;
    // "万亿" alone is a figure only after a bound ("近万亿", "突破万亿"); "亿", "百亿", "千亿" alone are an order of
    // size ("超百亿", "千亿营收"), not a value.
    if (!digit && (place || unit !== "万亿" || !/(?:近|超|破|逾|超过|突破|接近|将近)$/.test(s.slice(0, m.index))))
      continue;
    if (taken.some((t) => m.index < t.end && t.index < m.index + all.length)) continue;
    const scale = (place ? CJK_PLACES[place]! : 1) * (unit === "万亿" ? 1e12 : 1e8);
    // "三千多亿" is 3000亿 to under 4000亿: the middle of that place, shown to its precision.
    const value = ((digit ? CHINESE_DIGITS[digit]! : 1) + (over ? 0.5 : 0)) * scale;
    const neg = negative.exec(s.slice(Math.max(0, m.index - 12), m.index));
    const index = neg ? m.index - neg[0].length : m.index;
    const end = m.index + all.length + (s.slice(m.index + all.length).startsWith("元") ? 1 : 0);
    const raw = s.slice(index, end);
    out.push({ raw, value: neg ? -value : value, unit: "元", decimals: 0, scale, kind: "amount", index, end });
  }
  return out;
}
