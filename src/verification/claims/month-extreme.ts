import { type ClaimCheck, undecided } from "./check-series";
import { change, checkChange } from "./market-change";
import type { MarketFacts, Session } from "./market-facts";

/**
 * A move measured from the highest (lowest) close of a month the clause names: "较9月高点回落已超过一成五", "从3月中旬
 * 的低点反弹约20%". The month is the latest such month before the last bar (9月 in December is this year's), 上旬/
 * 中旬/下旬 narrowing it; the move runs from that extreme close to the last close. A month the kept sessions do not
 * reach is undecided.
 */

/** "较9月高点", "从3月中旬的低点", "距2025年10月的高位": the base, its month and its part, and which extreme. */
const MONTH_EXTREME = new RegExp(
  String.raw`(?:较|从|自|距离?|离|相比|相对)\s*(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(初|上旬|中旬|下旬|底|末|份)?` +
    String.raw`\s*(?:的)?\s*(?:阶段性?)?\s*(高点|低点|高位|低位|最高点|最低点|峰值|最高价|最低价)`,
);

/** The days of the month a part of it names. */
const PART: Record<string, [number, number]> = {
  初: [1, 10],
  上旬: [1, 10],
  中旬: [11, 20],
  下旬: [21, 31],
  底: [21, 31],
  末: [21, 31],
};

/** Whether a clause measures a move from a month's high or low. */
export const namesMonthExtreme = (t: string): boolean => MONTH_EXTREME.test(t);

/** The move from the named month's extreme close to the last close; [] when the clause names no such base. */
export function checkMonthExtreme(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = MONTH_EXTREME.exec(t);
  if (!hit) return [];
  const [, year, month, part, word] = hit;
  const high = /高|峰/.test(word!);
  const name = `${hit[0].replace(/^(?:较|从|自|距离?|离|相比|相对)\s*/, "")}以来涨跌幅`;
  const s = m.sessions ?? [];
  const mm = `-${month!.padStart(2, "0")}-`;
  const [from, to] = PART[part ?? ""] ?? [1, 31];
  const inPart = (x: Session) => {
    const d = Number(x.date.slice(8, 10));
    return x.date.includes(mm) && d >= from && d <= to && x.date < m.lastBar;
  };
  const candidates = s.filter((x) => inPart(x) && (!year || x.date.startsWith(year)));
  const latestYear = candidates.at(-1)?.date.slice(0, 4);
  const days = candidates.filter((x) => x.date.startsWith(latestYear ?? ""));
  // The whole month must be among the kept sessions (its first days kept too).
  if (days.length === 0 || s[0]!.date >= days[0]!.date)
    return [undecided("market", name, `存有的日线不含${year ? `${year}年` : ""}${month}月的每日收盘，无法核验`)];
  const base = days.reduce((a, b) => ((high ? b.close > a.close : b.close < a.close) ? b : a));
  const label =
    `${base.date}收盘${high ? "高点" : "低点"}${base.close.toFixed(2)}` + `至${m.lastBar}收盘${m.close.toFixed(2)}股价`;
  return checkChange(t.slice(hit.index + hit[0].length), label, change(m.close, base.close));
}
