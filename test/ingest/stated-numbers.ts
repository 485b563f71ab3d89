import type { ChunkFigure } from "../../src/db/schema";

/**
 * An independent reading of a chunk text: every Arabic number with its unit, converted to base units, skipping
 * years, dates, security codes and digits inside names such as F10. Tests use it to check the rule "every number in the text is in `figures`".
 */
const UNITS: [string, number, string][] = [
  ["万亿元", 1e12, "元"],
  ["亿元", 1e8, "元"],
  ["万元", 1e4, "元"],
  ["元/股", 1, "元/股"],
  ["元", 1, "元"],
  ["个百分点", 1, "%"],
  ["%", 1, "%"],
  ["天", 1, "天"],
  ["倍", 1, "倍"],
  ["亿股", 1e8, "股"],
  ["万股", 1e4, "股"],
  ["股", 1, "股"],
];

export interface StatedNumber {
  raw: string;
  value: number;
  unit: string;
  /** Half a unit of the last printed digit, in base units: how far the exact figure may be from the print. */
  tolerance: number;
}

export function statedNumbers(text: string): StatedNumber[] {
  const blanked = text
    .replace(/\d{4}-\d{2}-\d{2}/g, (m) => "_".repeat(m.length))
    .replace(/\d{4}年\d{1,2}月\d{1,2}日/g, (m) => "_".repeat(m.length))
    .replace(/\d{1,2}月\d{1,2}日/g, (m) => "_".repeat(m.length))
    .replace(/(19|20)\d{2}(?=年|一季报|中报|三季报)/g, (m) => "_".repeat(m.length))
    .replace(/\((\d{6})\)/g, (m) => "_".repeat(m.length));
  const out: StatedNumber[] = [];
  // A number glued to Latin letters is part of a name (东方财富F10), not a quantity.
  for (const m of blanked.matchAll(/(?<![A-Za-z\d.])[+-]?\d+(?:,\d{3})*(?:\.(\d+))?(?![A-Za-z])/g)) {
    const rest = blanked.slice(m.index + m[0].length);
    const [unitText, scale, unit] = UNITS.find(([u]) => rest.startsWith(u)) ?? ["", 1, ""];
    const decimals = m[1]?.length ?? 0;
    out.push({
      raw: m[0] + unitText,
      value: Number(m[0].replaceAll(",", "")) * scale,
      unit,
      tolerance: 0.5 * 10 ** -decimals * scale * (1 + 1e-9),
    });
  }
  return out;
}

/** The stated numbers that no figure backs (same unit, within print rounding). */
export function unbackedNumbers(text: string, figures: ChunkFigure[]): string[] {
  return statedNumbers(text)
    .filter((n) => !figures.some((f) => f.unit === n.unit && Math.abs(f.value - n.value) <= n.tolerance))
    .map((n) => n.raw);
}
