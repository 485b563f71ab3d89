import type { ClaimCheck } from "./check-series";
import { undecided } from "./check-series";
import type { MarketFacts } from "./market-facts";
import { MA_LIST_NAMES, listSpans, ONE_MA, spanOf } from "./average-names";
import { PRICE_ABOUT_SHARE } from "../figure-tolerance";
import { checkAverageLabels } from "./average-labels";
import { BOTTOM_UP_WORDS, TOP_DOWN_WORDS } from "./average-listing";

/** The side of a level an average is placed on (check-averages.ts does not read the level as its value then). */
export const LEVEL_SIDE = "(?:之下|下方|以下|之上|上方|以上)";

/**
 * The values of moving averages written apart from their names: a list of averages and a list of values in the same
 * order ("MA5/MA10/MA20依次为102.33/102.15/101.93", "5日、20日、60日均线自上而下依次为1410.53、1433.56、1441.22"),
 * a value before the average it is ("98元附近的60日线"), and two averages placed against each other ("20日均线
 * 1433.56元已位于60日均线1441.22元之下"). Each value at the precision shown (averageTolerance).
 */

/** "MA5/MA10/MA20", "5日、20日、60日均线", "5/10/20日均线", then 依次为/分别为 and the values in the same order. */
const LISTED = new RegExp(
  String.raw`(${MA_LIST_NAMES})` +
    String.raw`\s*(?:均线)?\s*(?:的值|数值)?\s*(?:${TOP_DOWN_WORDS}|${BOTTOM_UP_WORDS})?\s*` +
    // "120日、250日均线分别压在40.53、42.15元", "分别为40.53元和42.15元": a verb of place, values joined by 和 or 与.
    String.raw`(?:依次|分别)\s*(?:为|是|在|约|位于|压在|落在|处在|处于|运行在|运行于|报)\s*` +
    String.raw`((?:约\s*)?\d+(?:\.\d+)?(?:\s*元)?(?:\s*(?:[/、，,]|和|与|及)\s*\d+(?:\.\d+)?(?:\s*元)?)+)`,
  "gi",
);

/** A value then the average it is: "98元附近的60日线", "约1450元的年线", "破425（MA20）减" (named in brackets). */
const VALUE_BEFORE = new RegExp(
  String.raw`(约)?\s*(\d+(?:\.(\d+))?)\s*元?\s*(附近|左右|上下|一带)?\s*(?:的|[（(](?=\s*${ONE_MA}\s*[)）]))` +
    String.raw`\s*(${ONE_MA})(?!\s*[\d.])`,
  "gi",
);

/** An average then its value, joined by 的: "MA10的438.80元", "5日线的437.69元", "年线的约5.85元". */
// "仍在MA60的61.25元之下": the side after it is the close's (check-averages.ts), the value still the average's.
const VALUE_OF = new RegExp(String.raw`(${ONE_MA})\s*的\s*(约)?\s*(\d+(?:\.\d+)?)\s*元`, "gi");

/** "20日均线1433.56元已位于60日均线1441.22元之下", "MA20仍在MA60上方": one average against another. */
const PAIR = new RegExp(
  String.raw`(${ONE_MA})\s*(?:约?\s*\d+(?:\.\d+)?\s*元?)?\s*(?:已经?|仍然?|依然|还|也)?\s*(?:位于|处于|运行于|在)\s*` +
    String.raw`(${ONE_MA})\s*(?:约?\s*\d+(?:\.\d+)?\s*元?)?\s*(${LEVEL_SIDE})`,
  "gi",
);

/**
 * "5日、10日、20日线在57.9元上方形成压制", "60日线在57.9元下方托底": averages placed against a price level, each
 * above or below it - the level is not their value.
 */
const AGAINST_LEVEL = new RegExp(
  String.raw`(${MA_LIST_NAMES}|${ONE_MA})\s*(?:均线)?\s*(?:都|均|全部|全都|也|还|仍然?|依然|已经?)*\s*` +
    String.raw`(?:位于|处于|运行于|在)\s*(\d+(?:\.\d+)?)\s*元\s*(?:的)?\s*(${LEVEL_SIDE})`,
  "gi",
);

/**
 * How far an average may be from its value as written: half a unit of the value's last digit; with 约, 附近, 左右 the
 * wider of PRICE_ABOUT_SHARE of it and that rounding ("60日均线在1400元附近" is not 1441.22, "5元附近" is 5.38).
 */
export function averageTolerance(raw: string, about: boolean): number {
  const half = 0.5 * 10 ** -(raw.split(".")[1]?.length ?? 0) + 1e-9;
  return about ? Math.max(PRICE_ABOUT_SHARE * Number(raw), half) : half;
}

function valueCheck(ma: MarketFacts["ma"][number], raw: string, about: boolean, m: MarketFacts): ClaimCheck {
  const ok = Math.abs(ma.value - Number(raw)) <= averageTolerance(raw, about);
  const found = `MA${ma.n} ${ma.value.toFixed(2)}元`;
  const expected = `MA${ma.n} ${about ? "约" : ""}${raw}元`;
  return { kind: "market", ok, expected, found, reason: `${m.lastBar} ${found}，${ok ? "相符" : "不符"}` };
}

function listed(t: string, m: MarketFacts): ClaimCheck[] {
  const out: ClaimCheck[] = [];
  for (const hit of t.matchAll(LISTED)) {
    const spans = listSpans(hit[1]!);
    const values = [...hit[2]!.matchAll(/\d+(?:\.\d+)?/g)].map((x) => x[0]);
    if (!spans || values.length !== spans.length) continue;
    const about = /约/.test(hit[2]!);
    spans.forEach((n, i) => {
      const ma = m.ma.find((x) => x.n === n);
      out.push(
        ma ? valueCheck(ma, values[i]!, about, m) : undecided("market", `MA${n}`, `没有${n}日均线的数据，无法核验`),
      );
    });
  }
  return out;
}

function before(t: string, m: MarketFacts): ClaimCheck[] {
  return [...t.matchAll(VALUE_BEFORE)].flatMap((hit) => {
    const ma = m.ma.find((x) => x.n === spanOf(hit[5]!));
    return ma ? [valueCheck(ma, hit[2]!, Boolean(hit[1] || hit[4]), m)] : [];
  });
}

function valuesOf(t: string, m: MarketFacts): ClaimCheck[] {
  return [...t.matchAll(VALUE_OF)].flatMap((hit) => {
    // "5日的437.69元" names a day, not an average: the name must say 线 (or MA, or 年线).
    if (!/线|MA/i.test(hit[1]!)) return [];
    const ma = m.ma.find((x) => x.n === spanOf(hit[1]!));
    return ma ? [valueCheck(ma, hit[3]!, Boolean(hit[2]), m)] : [];
  });
}

function pairs(t: string, m: MarketFacts): ClaimCheck[] {
  return [...t.matchAll(PAIR)].flatMap((hit): ClaimCheck[] => {
    const [a, b] = [spanOf(hit[1]!), spanOf(hit[2]!)].map((n) => m.ma.find((x) => x.n === n));
    if (!a || !b || a === b) return [];
    const above = /上|以上/.test(hit[3]!);
    const ok = above ? a.value > b.value : a.value < b.value;
    const found = `MA${a.n} ${a.value.toFixed(2)}、MA${b.n} ${b.value.toFixed(2)}`;
    const expected = `MA${a.n}${above ? "高于" : "低于"}MA${b.n}`;
    return [{ kind: "market", ok, expected, found, reason: `${m.lastBar} ${found}，${ok ? "相符" : "不符"}` }];
  });
}

function levels(t: string, m: MarketFacts): ClaimCheck[] {
  return [...t.matchAll(AGAINST_LEVEL)].flatMap((hit): ClaimCheck[] => {
    const one = spanOf(hit[1]!);
    const spans = listSpans(hit[1]!) ?? (one === null ? null : [one]);
    if (!spans) return [];
    const level = Number(hit[2]);
    const above = /上/.test(hit[3]!);
    const name = `${spans.map((n) => `MA${n}`).join("、")}${above ? "高于" : "低于"}${hit[2]}元`;
    const mas = spans.map((n) => m.ma.find((x) => x.n === n));
    const missing = spans.find((_, i) => !mas[i]);
    if (missing !== undefined) return [undecided("market", name, `没有${missing}日均线的数据，无法核验`)];
    const ok = mas.every((x) => (above ? x!.value > level : x!.value < level));
    const found = mas.map((x) => `MA${x!.n} ${x!.value.toFixed(2)}`).join("、");
    return [{ kind: "market", ok, expected: name, found, reason: `${m.lastBar} ${found}，${ok ? "相符" : "不符"}` }];
  });
}

/** Every value of an average written apart from its name in one clause; [] when it writes none. */
export function checkAverageValues(t: string, m: MarketFacts): ClaimCheck[] {
  return [
    ...listed(t, m),
    ...before(t, m),
    ...valuesOf(t, m),
    ...pairs(t, m),
    ...levels(t, m),
    ...checkAverageLabels(t, m),
  ];
}

/**
 * "先等站回MA20的1600元再评估", "回调到1600元的20日线就是机会": the values a clause states of averages by name (listed,
 * value before or after it), not where it places them - inside a plan only the awaited move is idle (idle-clauses.ts).
 */
export const statedAverageValues = (t: string, m: MarketFacts): ClaimCheck[] => [
  ...listed(t, m),
  ...before(t, m),
  ...valuesOf(t, m),
];

/** Whether a clause lists the averages' values (then the order words in it describe the listing, not a stack). */
export const listsAverageValues = (t: string): boolean => new RegExp(LISTED.source, "i").test(t);
