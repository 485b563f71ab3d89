import { type ClaimCheck, undecided } from "./check-series";
import { agreement } from "./market-change";
import { MA_WINDOWS, type MarketFacts } from "./market-facts";
import { averageSpan } from "./average-names";
import { MA_NAME } from "./market-words";

/**
 * "年线42.15元最高", "MA250最高", "20日线最低": one moving average called the highest (lowest) of the averages. It
 * holds when it is the extreme of every standard average (MA_WINDOWS), each computed; when one is not computed, or it
 * is only the extreme of those the clause names (the writer may mean those alone), it is undecided; otherwise it
 * fails. "跌破20日线最低到1380元": 最低 before 到 (至, 探, 达) is how low the price went, no rank.
 */
const RANKED_AVERAGE = new RegExp(
  String.raw`${MA_NAME}\s*(?:约|在)?\s*(?:\d+(?:\.\d+)?\s*元?)?\s*(?:的位置)?\s*(?:为|是)?\s*` +
    "(最高|最低)(?![点价位收到至探达])",
  "i",
);

export function checkAverageRank(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = RANKED_AVERAGE.exec(t);
  if (!hit) return [];
  const n = averageSpan(hit);
  const top = hit[4] === "最高";
  const name = `MA${n}在均线中${hit[4]}`;
  const ma = m.ma.find((x) => x.n === n);
  if (!ma || m.ma.length < 2) return [undecided("market", name, `未计算MA${n}或其他均线，无法核验`)];
  const beyond = (x: { value: number }) => (top ? x.value > ma.value : x.value < ma.value);
  const found = `${m.lastBar} ${m.ma.map((x) => `MA${x.n} ${x.value.toFixed(2)}`).join("、")}`;
  const missing = MA_WINDOWS.filter((w) => !m.ma.some((x) => x.n === w));
  if (!m.ma.some(beyond) && missing.length > 0) {
    return [undecided("market", name, `${found}；未计算MA${missing.join("、MA")}，无法核验`)];
  }
  if (!m.ma.some(beyond)) return [agreement(true, name, `${found}，MA${n}${hit[4]}`)];
  const named = [...t.matchAll(new RegExp(MA_NAME, "gi"))].map((x) => averageSpan(x));
  const amongNamed = m.ma.filter((x) => named.includes(x.n));
  if (named.length > 1 && !amongNamed.some(beyond)) {
    return [undecided("market", name, `${found}；MA${n}只是所述均线中${hit[4]}，未能确定比较的范围`)];
  }
  return [agreement(false, name, found)];
}
