import { type ClaimCheck, undecided } from "./check-series";
import type { MarketFacts } from "./market-facts";
import { MA_LIST_NAMES, listSpans } from "./average-names";

/**
 * A list of averages said to stand over (or under) the price one after another: "10日、20日、60日均线依次压在股价
 * 上方", "MA5、MA10、MA20依次压制", "20日、60日均线依次托在股价下方". The side of each is read with the close
 * (average-subject.ts); 依次 also says the lines are layered in the order listed: their values run one way through
 * the list, nearest first or farthest first (as 依次向上排列, average-listing.ts). A list whose values go up and
 * down is not layered in its order.
 */
const LAYERED = new RegExp(
  String.raw`(${MA_LIST_NAMES})\s*(?:均线)?\s*(?:全部|全线|悉数|都|均|仍|依然|还|则)*\s*依次\s*` +
    String.raw`(?:压在|压制|压着|托在|托着|位于|在|运行于|运行在|处于|横亘在|挡在)`,
  "gi",
);

export function checkAverageLayers(t: string, m: MarketFacts): ClaimCheck[] {
  return [...t.matchAll(LAYERED)].flatMap((x): ClaimCheck[] => {
    const ns = listSpans(x[1]!);
    if (!ns || ns.length < 2) return [];
    const name = `MA${ns.join("、MA")}依次排开`;
    const mas = ns.map((n) => m.ma.find((a) => a.n === n));
    const missing = ns.find((_, i) => !mas[i]);
    if (missing !== undefined) return [undecided("market", name, `没有${missing}日均线的数据，无法核验`)];
    const vs = mas.map((a) => a!.value);
    const rising = vs.every((v, i) => i === 0 || vs[i - 1]! < v);
    const falling = vs.every((v, i) => i === 0 || vs[i - 1]! > v);
    const ok = rising || falling;
    const found = `${m.lastBar} ${mas.map((a) => `MA${a!.n} ${a!.value.toFixed(2)}`).join("、")}`;
    const read = ok ? "依次排开，相符" : "高低交错，并非依次排开，不符";
    return [{ kind: "market", ok, expected: name, found, reason: `${found}，${read}` }];
  });
}
