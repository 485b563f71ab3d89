import type { ClaimCheck } from "./check-series";
import { undecided } from "./check-series";
import type { MarketFacts } from "./market-facts";
import { MA_NAME, NAMED_MA } from "./market-words";

/**
 * The close between two moving averages: "50.71元夹在年线48.39元与60日线51.10元之间", "股价介于MA20和MA60之间",
 * "收盘在5日线与20日线之间". Read on the last bar: the close above the lower of the two and below the higher, in
 * whichever order they are written. An average placed between two others ("MA5夹在MA10与MA20之间") is not read.
 */

/** A value written beside an average ("年线48.39元", "MA60（约51.1元）"), skipped between the two. */
const VALUE = String.raw`\s*(?:约)?\s*(?:\d+(?:\.\d+)?\s*元|[（(][^)）]{0,12}[)）])?\s*`;
const BETWEEN = new RegExp(
  String.raw`(?:夹在|介于|位于|处于|运行于|在)\s*(?:了)?\s*${MA_NAME}${VALUE}(?:与|和|及|、|至|到)\s*${MA_NAME}` +
    String.raw`${VALUE}(?:的)?\s*(?:之间|中间)`,
  "gi",
);

/** "MA5夹在MA10与MA20之间": an average the subject, placed among the others, not the close. */
// Any words but the price's own between the average and the place ("10日均线目前位于…").
const AVERAGE_SUBJECT = new RegExp(String.raw`${MA_NAME}${VALUE}(?:(?!股价|收盘|现价)[^，,。；;\d]){0,8}$`, "i");

/**
 * "59.37元夹在59.29元与61.25元之间": two bare values, the averages a clause before named. Read only when each is a
 * stored average's value at the precision shown; other levels are left unread.
 */
const BARE_BETWEEN =
  /(?:夹在|介于)\s*(\d+(?:\.\d+)?)\s*元?\s*(?:与|和|及|、|至|到)\s*(\d+(?:\.\d+)?)\s*元\s*(?:的)?\s*(?:之间|中间)/g;
/** Whether a clause places a price between two bare levels (a market clause, check-market.ts). */
export const namesBareBetween = (t: string): boolean => new RegExp(BARE_BETWEEN.source).test(t);
const averageAt = (raw: string, m: MarketFacts) => {
  const unit = 0.5 * 10 ** -(raw.split(".")[1]?.length ?? 0) + 1e-9;
  return m.ma.find((a) => Math.abs(a.value - Number(raw)) <= unit);
};

const windowOf = (ma: string | undefined, days: string | undefined, named: string | undefined): number =>
  named ? NAMED_MA[named]! : Number(ma ?? days);

/** The bare pairs of a clause that are two averages' values, with where they are written. */
const bareAverages = (t: string, m: MarketFacts) =>
  [...t.matchAll(BARE_BETWEEN)].flatMap((x) => {
    const [a, b] = [averageAt(x[1]!, m), averageAt(x[2]!, m)];
    return a && b && a.n !== b.n ? [{ ns: [a.n, b.n], from: x.index, to: x.index + x[0].length }] : [];
  });

/** "股价夹在41.03元与42.83元之间": a level the close is read between as an average's value is not the close. */
export const betweenAverageLevel = (t: string, n: { index: number }, m: MarketFacts): boolean =>
  bareAverages(t, m).some((x) => n.index >= x.from && n.index < x.to);

export function checkAverageBetween(t: string, m: MarketFacts): ClaimCheck[] {
  const placed = [...t.matchAll(BETWEEN)].filter((x) => !AVERAGE_SUBJECT.test(t.slice(0, x.index)));
  const bare = bareAverages(t, m).map((x) => x.ns);
  return [...placed.map((x) => [windowOf(x[1], x[2], x[3]), windowOf(x[4], x[5], x[6])]), ...bare].map((ns) => {
    const [a, b] = ns.map((n) => m.ma.find((y) => y.n === n));
    const missing = ns.find((_, i) => ![a, b][i]);
    const name = `收盘价在MA${ns[0]}与MA${ns[1]}之间`;
    if (!a || !b) return undecided("market", name, `没有${missing}日均线的数据，无法核验`);
    const [low, high] = a.value <= b.value ? [a, b] : [b, a];
    const ok = m.close > low.value && m.close < high.value;
    const found = `收盘价${m.close.toFixed(2)}，MA${a.n} ${a.value.toFixed(2)}、MA${b.n} ${b.value.toFixed(2)}`;
    return { kind: "market", ok, expected: name, found, reason: `${m.lastBar}${found}，${ok ? "相符" : "不符"}` };
  });
}
