import { namedSession } from "./check-price-day";
import { type ClaimCheck, undecided } from "./check-series";
import type { MarketFacts, Session } from "./market-facts";
import { chineseCount } from "./market-words";

/**
 * The volume a clause weighs against a window of sessions it names other than the stored readings (the last 20
 * sessions' mean over the 20 or the 60 before): "成交量较此前5日放大近五成" is the last 5 sessions' mean over the 5
 * before; "4月29日…约为前5日均量的3倍以上" is that day's volume over the mean of the 5 sessions before it. Read off the
 * sessions' own volumes, never off the 20-session reading, which speaks of another window.
 */

const COUNT = "(\\d+|[两二三四五六七八九十]+)";
/** "较此前5日", "前10个交易日均量", "之前5日": the sessions the volume is weighed against (not 前一日). */
// "收盘低于此前5日、20日的所有收盘价，20日均量比前20日放大": sessions whose closes the close is set against are no
// volume's base.
const CLOSES_OF =
  String.raw`(?!\s*(?:[、和与及]\s*\d+\s*(?:个)?(?:交易)?日\s*)*(?:里|内|中)?\s*(?:的)?\s*` +
  String.raw`(?:所有|全部|任一|任何|每一)?\s*(?:个|天|日)?\s*(?:的)?\s*收盘)`;
const BASE = new RegExp(
  String.raw`(?:此前|之前|前)\s*${COUNT}\s*(?:个)?(?:交易)?日(?!均线|线)${CLOSES_OF}\s*(均量|平均)?`,
);
/** "近5个交易日", "最近10日", "5日均量": the window whose volume is weighed, written before its base. */
const OWN = new RegExp(
  String.raw`(?:近|最近|过去)\s*${COUNT}\s*(?:个)?(?:交易)?日|(?<![前月\d])(\d+)\s*日\s*(?:均量|量能|成交)`,
  "g",
);
/** "此前几日均量", "前数日": a base of sessions not counted. */
const VAGUE_BASE = /(?:此前|之前|前)\s*(?:几|数|若干)\s*(?:个)?(?:交易)?[日天]/;
/** The windows the stored reading holds: the last 20 sessions over the 20 or the 60 before. */
const STORED = (own: number, base: number): boolean => own === 20 && (base === 20 || base === 60);

const countOf = (s: string): number => Number(s) || chineseCount(s);
const mean = (xs: readonly Session[]): number | null =>
  xs.length > 0 && xs.every((x) => x.volume) ? xs.reduce((a, x) => a + x.volume!, 0) / xs.length : null;

/** The volume a clause weighs against a window it names, as a ratio with how it was found; null when not one. */
export type VolumeBase = { ratio: number; found: string } | ClaimCheck;

/**
 * "约为前5日均量的3倍" naming no day nor window of its own: a day's volume over the sessions before it, the day the
 * sentence named before (check-fact-clauses.ts carries it on).
 */
export function weighsDayVolume(t: string): boolean {
  const base = BASE.exec(t);
  return base !== null && base[2] !== undefined && t.slice(0, base.index).match(OWN) === null;
}

/** The volume of the window (or the day) a clause weighs against a base window it names; null where none is named. */
export function volumeAgainstWindow(t: string, m: MarketFacts, name: string): VolumeBase | null {
  if (VAGUE_BASE.test(t)) return undecided("market", name, "未写明与此前多少个交易日相比，无法核验");
  const base = BASE.exec(t);
  if (!base) return null;
  const n = countOf(base[1]!);
  if (n < 2) return null;
  // "过去五个交易日跌3.9%；20日均量比前20日放大": the window written last before the base is the one weighed.
  const ownHit = [...t.slice(0, base.index).matchAll(OWN)].at(-1);
  const own = ownHit ? countOf(ownHit[1] ?? ownHit[2]!) : null;
  const s = m.sessions ?? [];
  const day = own === null ? namedSession(t, m) : null;
  if (day) {
    const i = s.findIndex((x) => x.date === day.date);
    const before = i >= n ? mean(s.slice(i - n, i)) : null;
    if (!before || !s[i]?.volume)
      return undecided("market", name, `存有的日线不含${day.date}及其前${n}日的成交量，无法核验`);
    const ratio = s[i]!.volume! / before;
    return { ratio, found: `${day.date}成交量为此前${n}个交易日均量的${ratio.toFixed(2)}倍` };
  }
  // "前5日均量的3倍" with no day nor window: a day's volume or a window's, the text does not say which.
  if (own === null && base[2] !== undefined)
    return STORED(20, n) ? null : undecided("market", name, `未写明与前${n}日均量相比的是哪一天或哪段时间，无法核验`);
  // "成交量较此前5日放大": the window weighed is as long as its base.
  const k = own ?? n;
  if (STORED(k, n)) return null;
  if (s.length < k + n) return undecided("market", name, `存有的日线不足${k + n}个交易日，无法核验`);
  const [now, then] = [mean(s.slice(-k)), mean(s.slice(-k - n, -k))];
  if (!now || !then) return undecided("market", name, "存有的日线不含逐日成交量，无法核验");
  const ratio = now / then;
  return { ratio, found: `近${k}日均量为此前${n}日的${(ratio * 100).toFixed(1)}%` };
}
