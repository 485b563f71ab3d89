import { type ClaimCheck, undecided } from "./check-series";
import { agreement } from "./market-change";
import type { MarketFacts } from "./market-facts";
import { YTD, monthStart } from "./ytd-drawdown";

/**
 * "年内高点也没站上43元", "今年以来最高都没突破1500元", "4月以来最高收在460元以下": the year's (or the month's since)
 * high said to stay under a price. 站上, 收上 and 收在…以下 speak of closes: the highest close under the price. The
 * other verbs (突破, 超过, 摸到, 不到) hold when even the highest intraday price stays under it, fail when a close
 * reached it, and are 未能核验 when only an intraday high did (which the writer meant cannot be told).
 */
const HIGH =
  String.raw`(?:的)?\s*(?:收盘)?\s*(?:最?高点|高位|最高收盘价?|收盘最高|最高价|最高)` +
  String.raw`\s*(?:也|都|始终|一直)?\s*`;
const DENIED = String.raw`(?:没有?|未|不曾|没能|未能|从未|从没)`;
const VERB = String.raw`(?<verb>站上|收上|突破|超过|摸到|碰到|触及|到过|达到|到)`;
// "收在460元以下": 收在 needs the side after the price (checked below).
const CEILING = new RegExp(
  String.raw`${YTD}\s*${HIGH}(?:${DENIED}\s*${VERB}|(?<below>不到|不足|低于)|(?<at>收在))` +
    String.raw`\s*(?<price>\d+(?:\.\d+)?)\s*(?:元|块)?\s*(?<under>以下|之下|下方)?` +
    String.raw`(?!\s*(?:%|倍|亿|\d))`,
);
const ceilingOf = (t: string): RegExpExecArray | null => {
  const hit = CEILING.exec(t);
  return hit && (hit.groups?.at === undefined || hit.groups.under !== undefined) ? hit : null;
};

export const namesYearCeiling = (t: string): boolean => ceilingOf(t) !== null;

/** The year's high against the price it is said to stay under; [] when the clause says none. */
export function checkYearCeiling(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = ceilingOf(t);
  const price = Number(hit?.groups?.price);
  // "2025年内最高没到50元" of a year before the last bar's is another year's high, not read here.
  const year = /(\d{4})\s*$/.exec(t.slice(0, hit?.index ?? 0))?.[1];
  if (!hit || !Number.isFinite(price) || (year && year !== m.lastBar.slice(0, 4))) return [];
  const month = hit[1];
  const start = month ? monthStart(Number(month), m.lastBar) : `${m.lastBar.slice(0, 4)}-01-01`;
  const since = month ? `${start.slice(0, 4)}年${Number(month)}月以来` : `${m.lastBar.slice(0, 4)}年以来`;
  const s = (m.sessions ?? []).filter((x) => x.date >= start);
  const first = m.sessions?.[0];
  const name = `${since}最高不到${price}元`;
  if (s.length === 0 || !first || first.date >= start)
    return [undecided("market", name, `存有的日线不含${since}的每日行情，无法核验`)];
  const top = s.reduce((a, b) => (b.close > a.close ? b : a));
  const peak = s.reduce((a, b) => (b.high > a.high ? b : a));
  const closes = `${since}最高收盘价${top.close.toFixed(2)}（${top.date}）`;
  const byClose = hit.groups?.under !== undefined || /站上|收上/.test(hit.groups?.verb ?? "");
  if (byClose || top.close >= price) return [agreement(top.close < price, name, closes)];
  const highs = `${since}最高价${peak.high.toFixed(2)}（${peak.date}），${closes}`;
  if (peak.high < price) return [agreement(true, name, highs)];
  return [undecided("market", name, `${highs}，只有盘中价到过${price}元，所指不能确定，无法核验`)];
}
