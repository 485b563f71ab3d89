/**
 * "股价已创出52周新高" with no other time or way said is the last close's record: the last close at or above every
 * close of the year, as 创52周新低 (check-week52.ts newLow) and 创近N日新高 (check-sessions.ts) are read on closes.
 * An intraday or recent high ("盘中创出", "本周创出…后回落", "一度") keeps the reading of the high set within the
 * last sessions (market-facts.ts atHigh); so does a denial, read by the other words.
 * 五粮液 on 2020-05-15 reached its 52-week high 147.99 intraday but closed at 145.22, under the day before's
 * 146.30.
 */
const CLOSE_HIGH_NOW = /(?:创出?|刷新|创下)\s*(?:了)?\s*(?:52周|五十二周|一年)\s*(?:收盘)?\s*新高/;
/** Another way than the close (盘中, 一度, 冲高后回落), a denial or a condition: the words that keep a high off it. */
const OTHER_WAY = "盘中|一度|曾|后|回落|冲高|未|没|不|若|如果|有望|将";
/** A time before the last session (此前, 近期, 本周): the high was set then, not by the last close. */
const EARLIER = "近期|近日|日前|此前";
const NOT_THE_CLOSE = new RegExp(`${OTHER_WAY}|${EARLIER}|周|月`);
/**
 * "5月15日收盘再创52周新高": the close named as what set the high is read on closes whatever day is written (a day
 * before the last bar is dated-week52.ts's); only a way other than the close, a denial or a condition keeps it off.
 */
const SAID_OF_CLOSE = /收盘价?\s*(?:已经?|再度?|又|也|均)?\s*(?:创出?|刷新|创下)\s*(?:了)?\s*(?:52周|五十二周|一年)/;
// "5月15日收盘再创…" names a day with 月; "上周收盘创出…" a week before the last session.
const NOT_SAID_CLOSE = new RegExp(`${OTHER_WAY}|${EARLIER}|[上本这]周|[上本这]个?月`);

export function closeNewHigh(t: string): boolean {
  const hit = CLOSE_HIGH_NOW.exec(t);
  if (hit === null) return false;
  const rest = t.replace(/52周|五十二周/g, "");
  if (SAID_OF_CLOSE.test(t)) return !NOT_SAID_CLOSE.test(rest);
  // "本周盘中创出52周新高" names its time before it; "…新高后回落" after it (up to the clause's end).
  return !NOT_THE_CLOSE.test(rest);
}
