/**
 * "2021到2025年归母净利润从159.31亿增至722.01亿，…，2025年为期间最高": 期间 (其间, 这期间) names the span its sentence
 * named before, so its extreme is over those years. It is written as that span ("2021-2025年间最高", "2021年以来
 * 最高") for the readers of a range's or a window's extreme (peak-years.ts, extreme-windows.ts); else it stays.
 */
const SPAN_BEFORE =
  /((?:19|20)\d{2})\s*年?\s*(?:-|–|—|~|～|至|到)\s*((?:19|20)\d{2})\s*年|((?:19|20)\d{2})\s*年\s*(?:以来|至今)/;
const WITHIN = /(?:这一?|这段)?(?:期间|其间)(?:的)?(?=最高|最低|新高|新低|高点|低点|峰值|谷底)/;

export function spanExtremeWritten(sentence: string): string {
  const m = WITHIN.exec(sentence);
  const span = m ? SPAN_BEFORE.exec(sentence.slice(0, m.index)) : null;
  if (!m || !span) return sentence;
  const written = span[3] ? `${span[3]}年以来` : `${span[1]}-${span[2]}年间`;
  return sentence.slice(0, m.index) + written + sentence.slice(m.index + m[0].length);
}
