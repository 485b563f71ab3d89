import type { ClaimCheck } from "./check-series";
import { undecided } from "./check-series";
import { MA_WINDOWS, type MarketFacts } from "./market-facts";
import { MA_LIST_NAMES, listSpans } from "./average-names";

/**
 * Averages listed in the order they stand, top down or bottom up: "MA5、MA10、MA20、MA60、MA120依次向下排列" (MA5 on
 * top), "5/10/20/60/120/250日均线自下而上依次排列" (MA5 at the bottom), "5日至250日均线自下而上依次排布" (a
 * range). Each neighbour pair of the list, as written, is checked on the last bar. "依次向上排列" may mean bottom
 * up ("…依次向上排列在股价上方，典型空头排列") or a rising (多头) fan: with an order word in the clause it is left to
 * that word; alone it says only that the lines stand in the order written, one way or the other (ascending below).
 */
// "由高到低依次排开": by height as by place, 排开 as 排列.
export const TOP_DOWN_WORDS = "自上而下|从上到下|由上而下|由上至下|从上往下|由高到低|从高到低|由高至低";
export const BOTTOM_UP_WORDS = "自下而上|从下到上|由下而上|由下至上|从下往上|由低到高|从低到高|由低至高";
const TOP_DOWN = new RegExp(
  String.raw`(?:(?:${TOP_DOWN_WORDS})\s*(?:依次)?\s*(?:向下)?|依次向下)\s*(?:排列|排开|排布)`,
  "g",
);
const BOTTOM_UP = new RegExp(String.raw`(?:${BOTTOM_UP_WORDS})\s*(?:依次)?\s*(?:向上)?\s*(?:排列|排开|排布)`, "g");
/** The list right before the word: "MA5、MA10、MA20", "5日、10日、20日均线", "5/10/20日均线", "5、10、20日线". */
const LIST_BEFORE = new RegExp(
  String.raw`((?:MA\s*\d+|(?<![\d.月])\d+\s*日?)(?:\s*(?:、|\/|，|,|和|与|及|至|到)\s*(?:MA\s*\d+|\d+\s*日?))+)` +
    String.raw`\s*(?:日?(?:均线|线|移动平均线))?\s*(?:均|都|已|已经|全部)*\s*$`,
  "i",
);

/** "依次为5、10、20、60、120日": after the copula, bare spans sharing one 日 at the end name the averages too. */
const BARE_SPANS = String.raw`(?<![\d.月])\d+(?:\s*[、/]\s*\d+)+\s*日(?:均线|线)?`;
/**
 * "四条均线自上而下是MA250、MA120、MA20、MA5", "由低到高依次为MA5、MA10、MA20": the way word before the list,
 * the list after a copula; the lines before the way word are its subject only.
 */
const WAY_THEN_LIST = new RegExp(
  String.raw`(?:(${TOP_DOWN_WORDS})|${BOTTOM_UP_WORDS})` +
    String.raw`\s*(?:依次)?\s*(?:排列)?\s*(?:是|为|分别是|分别为|[:：])\s*(${MA_LIST_NAMES}|${BARE_SPANS})`,
  "gi",
);

/** A clause that is only an order word: "标准的空头排列", "典型多头排列". */
const ORDER_ONLY = /^[^\d、/，,]{0,8}(多头排列|空头排列)[^\d，,]{0,4}$/;
/**
 * "5/10/…/250日均线自上而下依次排开，标准的空头排列": when the next clause, naming no averages of its own, names the
 * stack the listing's order word runs against (a rising list top down is 多头), the writer speaks of the fan, as in
 * one clause (below): the order word is dropped and the list is read with the next clause's stack (listed-lines.ts).
 */
export function withNextOrder(text: string, next: string | null): string {
  // "MA60、MA120、MA250依次向上排列，中长期多头格局完好": the stack the next clause names (with no averages of its
  // own) says which way 依次向上 runs; the listing is read as that order word.
  const up = next === null || /多头|空头/.test(text) ? null : new RegExp(ASCENDING.source).exec(text);
  const stack = up && !/\d|MA|均线|日线/i.test(next!) ? /多头|空头/.exec(next!) : null;
  if (up && stack) return text.replace(up[0], `${stack[0]}排列`);
  const order = next === null || /多头|空头/.test(text) ? null : ORDER_ONLY.exec(next.trim());
  if (!order) return text;
  const against = order[1] === "空头排列" ? TOP_DOWN : BOTTOM_UP;
  const word = new RegExp(against.source).exec(text);
  const ns = word ? listed(text.slice(0, word.index)) : null;
  const rising = ns !== null && ns.length >= 2 && ns.every((n, i) => i === 0 || ns[i - 1]! < n);
  return word && rising ? text.slice(0, word.index) + text.slice(word.index + word[0].length) : text;
}

function listed(before: string): number[] | null {
  const list = LIST_BEFORE.exec(before);
  if (!list) return null;
  const ns = [...list[1]!.matchAll(/\d+/g)].map((d) => Number(d[0]));
  // "5日至250日均线", "MA5到MA250": a range is every stored average from its first window to its last.
  const ranged = /\d\s*日?\s*[至到]\s*(?:MA)?\s*\d/i.test(list[1]!) && ns.length === 2;
  return ranged ? MA_WINDOWS.filter((n) => n >= ns[0]! && n <= ns[1]!) : ns;
}

/** Each neighbour pair of a list, top down (each above the next) or bottom up, on the last bar. */
function listCheck(ns: number[], way: string, topDown: boolean, m: MarketFacts): ClaimCheck {
  const name = `${ns.map((n) => `MA${n}`).join("、")}${way}`;
  const mas = ns.map((n) => m.ma.find((a) => a.n === n));
  const missing = ns.find((_, i) => !mas[i]);
  if (missing !== undefined) return undecided("market", name, `没有${missing}日均线的数据，无法核验`);
  const ok = mas.every((a, i) => i === 0 || (topDown ? mas[i - 1]!.value > a!.value : mas[i - 1]!.value < a!.value));
  const found = mas.map((a) => `MA${a!.n} ${a!.value.toFixed(2)}`).join("、");
  const expected = `${ns.map((n) => `MA${n}`).join(topDown ? ">" : "<")}`;
  return { kind: "market", ok, expected, found, reason: `${m.lastBar} ${found}，${ok ? "相符" : "不符"}` };
}

/** "5日、10日、20日均线依次向上排列", "60日、120日、250日均线依次向上排列": read both ways (above). */
const ASCENDING = /依次\s*向上\s*(?:排列|排开|排布)/g;

/** Each average of the list above the next, or each below it: either stack is the order written; a mixed one is not. */
function eitherWay(ns: number[], way: string, m: MarketFacts): ClaimCheck {
  const [down, up] = [listCheck(ns, way, true, m), listCheck(ns, way, false, m)];
  if (down.ok === null || up.ok === null) return down;
  const ok = down.ok || up.ok;
  const expected = `${down.expected}或${up.expected}`;
  const read = down.ok
    ? "自上而下依次排列，相符"
    : up.ok
      ? "自下而上依次排列，相符"
      : "既非自上而下也非自下而上依次排列，不符";
  return { ...down, ok, expected, reason: `${m.lastBar} ${down.found}，${read}` };
}

export function checkAverageListing(t: string, m: MarketFacts): ClaimCheck[] {
  const after = [...t.matchAll(WAY_THEN_LIST)].flatMap((x) => {
    const ns = listSpans(x[2] ?? "");
    return ns && ns.length >= 2 ? [{ x, check: listCheck(ns, x[0], x[1] !== undefined, m) }] : [];
  });
  // A way word with its list after it: the lines before the word (often counted back) are not the list.
  if (after.length > 0) return after.map((a) => a.check);
  const words = [
    ...[...t.matchAll(TOP_DOWN)].map((x) => ({ x, topDown: true as boolean })),
    ...[...t.matchAll(BOTTOM_UP)].map((x) => ({ x, topDown: false as boolean })),
  ];
  const ascending = /多头|空头/.test(t)
    ? []
    : [...t.matchAll(ASCENDING)].flatMap((x) => {
        const ns = listed(t.slice(0, x.index));
        return ns && ns.length >= 2 ? [eitherWay(ns, x[0], m)] : [];
      });
  return ascending.concat(
    words.flatMap(({ x, topDown }): ClaimCheck[] => {
      const ns = listed(t.slice(0, x.index));
      if (!ns || ns.length < 2) return [];
      // "依次向下排列，空头排列": a writer may mean the fan's slope, not the stack; an order word against the stack
      // read (short spans first, top down, is 多头) leaves the listing unread.
      const rising = ns.every((n, i) => i === 0 || ns[i - 1]! < n);
      if (rising && (topDown ? /空头/ : /多头/).test(t)) return [];
      // Top down, each average stands above the next one written; bottom up, below it.
      return [listCheck(ns, x[0], topDown, m)];
    }),
  );
}
