import type { ClaimCheck } from "./check-series";
import { undecided } from "./check-series";
import type { MarketFacts } from "./market-facts";
import { MA_LIST_NAMES, listSpans } from "./average-names";
import { PRICE_ABOUT_SHARE } from "../figure-tolerance";

/**
 * An average's value written as a label, the way a quote card or a signal log shows it: the name, then the value with
 * no 元 ("MA20 101.93", "MA60为391.6", "MA20=39.41", "MA60≈391.6"); and a band the values of several averages fall in
 * ("MA5/MA10/MA20（41.8-42.1元区间）", "MA5、MA10和MA20（均在1548-1554元附近）"). A value holds at the precision
 * shown; 约/≈/附近/左右 widen it by PRICE_ABOUT_SHARE.
 */

/** Words that make a value approximate. */
const ABOUT = /约|≈|附近|左右|上下|一带/;
/** After the value: not a value when a unit of another quantity follows (MA20 3天, MA60 60日, MA5 2.3%). */
const NOT_VALUE = String.raw`(?![\d.]|\s*(?:元|日|天|个|倍|%|周|月|年|次|条|根))`;
/** "MA20 101.93", "MA60为391.6", "MA20：39.41", "MA60 ≈ 391.6" (a log's = is 为 once read, market-shorthand.ts). */
const LABELLED = new RegExp(String.raw`MA\s*(\d+)\s*(?:为|[=:：≈]|\s)\s*(约|≈)?\s*(\d+(?:\.\d+)?)${NOT_VALUE}`, "gi");
/** "MA5/MA10/MA20（41.8-42.1元区间）", "MA5、MA10和MA20(均在1548-1554元附近)": the band the averages are in. */
const BAND = new RegExp(
  String.raw`(${MA_LIST_NAMES})\s*(?:均线)?\s*[（(]?\s*(?:均|都|全部|分别)?\s*` +
    String.raw`(?:在|位于|处于|集中在|介于)?\s*(约)?\s*` +
    String.raw`(\d+(?:\.\d+)?)\s*元?\s*(?:-|~|～|—|至|到)\s*(\d+(?:\.\d+)?)\s*元?\s*(区间|之间|附近|左右|一带)?`,
  "gi",
);

const halfUnit = (raw: string): number => 0.5 * 10 ** -(raw.split(".")[1]?.length ?? 0) + 1e-9;

function labelled(t: string, m: MarketFacts): ClaimCheck[] {
  return [...t.matchAll(LABELLED)].flatMap((hit): ClaimCheck[] => {
    const ma = m.ma.find((x) => x.n === Number(hit[1]));
    if (!ma) return [undecided("market", `MA${hit[1]}`, `没有${hit[1]}日均线的数据，无法核验`)];
    const raw = hit[3]!;
    const about = Boolean(hit[2]) || /≈/.test(hit[0]);
    const shown = Number(raw);
    const ok = Math.abs(ma.value - shown) <= (about ? PRICE_ABOUT_SHARE * shown : halfUnit(raw));
    const found = `MA${ma.n} ${ma.value.toFixed(2)}元`;
    const expected = `MA${ma.n} ${about ? "约" : ""}${raw}元`;
    return [{ kind: "market", ok, expected, found, reason: `${m.lastBar} ${found}，${ok ? "相符" : "不符"}` }];
  });
}

function bands(t: string, m: MarketFacts): ClaimCheck[] {
  return [...t.matchAll(BAND)].flatMap((hit): ClaimCheck[] => {
    const spans = listSpans(hit[1]!);
    if (!spans) return [];
    const [lowRaw, highRaw] = [hit[3]!, hit[4]!];
    const mas = spans.map((n) => m.ma.find((x) => x.n === n));
    const missing = spans.find((_, i) => !mas[i]);
    if (missing !== undefined) return [undecided("market", `MA${missing}`, `没有${missing}日均线的数据，无法核验`)];
    const about = Boolean(hit[2]) || ABOUT.test(hit[5] ?? "");
    const [low, high] = [Number(lowRaw), Number(highRaw)];
    const slack = (x: number, raw: string) => (about ? PRICE_ABOUT_SHARE * x : halfUnit(raw));
    const ok = mas.every((x) => x!.value >= low - slack(low, lowRaw) && x!.value <= high + slack(high, highRaw));
    const found = mas.map((x) => `MA${x!.n} ${x!.value.toFixed(2)}`).join("、");
    const names = spans.map((n) => `MA${n}`).join("、");
    const expected = `${names}在${about ? "约" : ""}${lowRaw}-${highRaw}元`;
    return [{ kind: "market", ok, expected, found, reason: `${m.lastBar} ${found}，${ok ? "相符" : "不符"}` }];
  });
}

/** The averages' values a clause writes as labels or as a band; [] when it writes none. */
export function checkAverageLabels(t: string, m: MarketFacts): ClaimCheck[] {
  return [...labelled(t, m), ...bands(t, m)];
}
