import { type ClaimCheck, undecided } from "./check-series";
import { change, checkChange } from "./market-change";
import { type WrittenDay, dayText } from "./market-days";
import type { MarketFacts } from "./market-facts";
import { namedDate } from "./session-dates";

/**
 * A move between two days a sentence names, each a close: "1月6日至3月30日累计下跌约24%", and "1月6日收在74.32元，
 * 3月30日跌到56.33元，区间跌幅约24%" where the span's size follows the two dated closes (its days carried to it,
 * market-days.ts). Read from the first day's close to the second's, never as one session's move or a window's.
 */

/** "1月6日至3月30日", "2025年3月3日到4月27日": a span of two days, the second's month may be omitted. */
const TWO_DAYS = new RegExp(
  String.raw`(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*日\s*(?:到|至|[~～\-—])\s*` +
    String.raw`(?:(\d{4})\s*年\s*)?(?:(\d{1,2})\s*月\s*)?(\d{1,2})\s*日`,
);

/** Whether a clause names a span of two days ("1月6日至3月30日"). */
export const namesDatedSpan = (t: string): boolean => TWO_DAYS.test(t);

/**
 * "区间跌幅约24%", "期间累计下跌", "其间反弹逾17%", "其间回撤约32%": a size over the span the sentence's days bound.
 * 最大回撤 is not among them: the deepest fall inside a span is not its close-to-close move.
 */
const SPAN_WORD = /^\s*(?:区间|期间|其间|此间|这段时间|这期间|两日之间|两者之间)\s*(?:内|里)?/;
const SPAN_SIZE = new RegExp(
  `${SPAN_WORD.source}\\s*(?:累计)?\\s*(?:[涨跌]|上涨|下跌|回落|反弹|回升|回撤|上行|下行|攀升|下挫)`,
);

/** A written day's place in time (year, month, day); a day written without its year is read in the other's year. */
const order = (d: WrittenDay, other: WrittenDay): number =>
  Number(d.year ?? other.year ?? 0) * 10000 + Number(d.month ?? 0) * 100 + Number(d.day);

/**
 * The clause rewritten over the span of two days an earlier part of its sentence named; null when it is no span's.
 * The span runs from the earlier day to the later whatever order they were named in: in "年内收盘最高1555元（2月5日），
 * 最低1323.69元（1月28日），其间反弹逾17%" the rebound is from 1月28日's close to 2月5日's.
 */
export function spanOfDays(text: string, from: WrittenDay | undefined, to: WrittenDay | undefined): string | null {
  if (!from || !to || !SPAN_SIZE.test(text)) return null;
  const [start, end] = order(from, to) > order(to, from) ? [to, from] : [from, to];
  return `${dayText(start)}至${dayText(end)}${text.replace(SPAN_WORD, "")}`;
}

const OTHER_SUBJECT = /^[^，,。；;]{0,8}?(?:成交|量|换手|振幅|最大|最高|最低|盘中|日均|单日)/;
const quotedRest = (rest: string) => `“${rest.split(/[，,。；;]/)[0]}”`;

/** The close-to-close move of a span of two named days; [] when the clause names no such span. */
export function checkDatedSpan(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = TWO_DAYS.exec(t);
  if (!hit) return [];
  const [, y1, m1, d1, y2, m2, d2] = hit;
  const start = namedDate(y1, m1!, d1!, m.lastBar);
  const end = namedDate(y2 ?? y1, m2 ?? m1!, d2!, m.lastBar);
  const rest = t.slice(hit.index + hit[0].length);
  const name = `${hit[0]}涨跌幅`;
  // "1月6日至3月30日成交量累计下降约50%", "区间最大涨幅约10%": a size of something other than the close-to-close move.
  if (OTHER_SUBJECT.test(rest))
    return [undecided("market", name, `${quotedRest(rest)}说的不是两日收盘价之间的涨跌，无法核验`)];
  if (end > m.lastBar) return [undecided("market", name, `${end}晚于最后一根日线（${m.lastBar}），无法核验`)];
  const a = m.sessions?.find((x) => x.date === start);
  const b = m.sessions?.find((x) => x.date === end);
  if (!a || !b || end <= start)
    return [undecided("market", name, `存有的日线中没有${start}与${end}的收盘价，无法核验`)];
  const label = `${start}收盘${a.close.toFixed(2)}至${end}收盘${b.close.toFixed(2)}股价`;
  return checkChange(rest, label, change(b.close, a.close));
}
