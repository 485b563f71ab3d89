import type { ChunkFigure } from "../../db/schema";

/**
 * Figures stated in free text (announcement titles and bodies), so that announcement chunks honour the same rule as
 * metric chunks: every number in a chunk's text is in its `figures`, in base units, and a verifier never parses prose.
 * Years, dates, security codes and digits inside names (F10) are not figures.
 */

const UNIT_SCALE: { unit: string; base: string; scale: number }[] = [
  { unit: "万亿元", base: "元", scale: 1e12 },
  { unit: "亿元", base: "元", scale: 1e8 },
  { unit: "万元", base: "元", scale: 1e4 },
  { unit: "元/股", base: "元/股", scale: 1 },
  { unit: "元", base: "元", scale: 1 },
  { unit: "亿股", base: "股", scale: 1e8 },
  { unit: "万股", base: "股", scale: 1e4 },
  { unit: "股", base: "股", scale: 1 },
  { unit: "个百分点", base: "%", scale: 1 },
  { unit: "%", base: "%", scale: 1 },
  { unit: "％", base: "%", scale: 1 },
  { unit: "天", base: "天", scale: 1 },
  { unit: "倍", base: "倍", scale: 1 },
];

/** Spans that contain digits but are dates, years or codes. Order matters: longer forms first. */
const NOT_FIGURES = new RegExp(
  [
    String.raw`\d{4}-\d{1,2}-\d{1,2}`,
    String.raw`\d{4}/\d{1,2}/\d{1,2}`,
    String.raw`\d{4}年\d{1,2}月\d{1,2}日`,
    String.raw`\d{4}年\d{1,2}月`,
    String.raw`\d{1,2}月\d{1,2}日`,
    String.raw`(?<![\d.])(?:19|20)\d{2}(?=年|一季|中报|半年|三季|四季|Q[1-4])`,
    String.raw`(?<=[(（]|代码[:：]\s?)\d{6}(?!\d)`,
    String.raw`(?<![\d.])\d{6}(?=\.(?:SH|SZ|BJ))`,
  ].join("|"),
  "g",
);

/** Digits glued to Latin letters belong to a name (F10, H20), not a quantity. */
const NUMBER = /(?<![A-Za-z\d.])[+-]?\d+(?:,\d{3})*(?:\.\d+)?(?![A-Za-z\d])/g;

/** The number spans of `text` that are figures, with the text before each as its label. */
export function extractFigures(text: string): ChunkFigure[] {
  const masked = text.replace(NOT_FIGURES, (m) => "#".repeat(m.length));
  const figures: ChunkFigure[] = [];
  for (const match of masked.matchAll(NUMBER)) {
    const start = match.index;
    const raw = match[0];
    const after = masked.slice(start + raw.length).trimStart();
    const unit = UNIT_SCALE.find((u) => after.startsWith(u.unit));
    const value = Number(raw.replaceAll(",", "")) * (unit?.scale ?? 1);
    if (!Number.isFinite(value)) continue;
    const label = text
      .slice(Math.max(0, start - 16), start)
      .split(/[，。；：、,;:！？\s（）()《》“”]/)
      .at(-1)!
      .trim();
    figures.push({ label: label || "数值", value, unit: unit?.base ?? "" });
  }
  return figures;
}
