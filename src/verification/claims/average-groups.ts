import { MA_WINDOWS, type MarketFacts } from "./market-facts";
import { averageSpan } from "./average-names";
import { ALL_MAS, MA_REF } from "./market-words";

/**
 * The moving averages a clause names, grouped as it lists them ("5、10、20日均线", "MA20与MA60", "MA5至MA250",
 * 短期均线, 所有均线): check-averages.ts reads each group's side of the close and the order a group is written in.
 */

/** A list of spans ending in an average's word: the spans before it are averages too ("5日、10日均线"). */
// "5、10、20日均线" and "5/20/60/120日均线" share one 日 at the end: a bare span before a 、 or / is one too; so does
// a range ("5日至250日均线": the groups below take every stored average between).
const MA_LIST = new RegExp(
  String.raw`((?<![月\d./])(?:\d+\s*日?\s*(?:、|\/|和|与|及|以及|至|到)\s*)+)` +
    String.raw`(?:\d+\s*日\s*(?:均线|线|移动平均线?)|半年线|年线|季线)`,
  "g",
);

/**
 * Spans listed right after 均线 (or 均线系统), one 日 at the end or none: "均线系统5/10/20/60/120日",
 * "均线5、10、20日", "均线5/10/20呈空头排列" (not a price or a share after them).
 */
const LIST_AFTER_NAME =
  /(?<=均线(?:系统)?\s*)((?:\d+\s*日?\s*[、/]\s*)+\d+)(?:\s*日(?!\s*(?:均线|线|移动平均))|(?![\d.%元日]))/g;

/** Between two averages of one group: "MA20与MA60", "MA10、MA20". */
// "MA5 39.03、MA10 39.39、MA20 39.41": an average's value written before the separator stays in the list.
const JOINED = /^\s*(?:约?\d+(?:\.\d+)?\s*元?)?\s*(?:、|\/|和|与|及|以及|,|，)\s*$/;
const RANGED = /^\s*[至到~]\s*$/;
/** The lines of a list counted back right after it: "六条均线", "这四条线", "5根均线". */
const COUNTED_BACK = /^\s*(?:这|等)?\s*(?:[两三四五六七八九]|\d)\s*(?:条|根)\s*(?:均线|线)?/;
export interface Group {
  ns: number[] | "all" | "short" | "shortMid" | "long" | "unnamed";
  index: number;
  end: number;
}

/** The averages named, grouped where only 、/和/与 stands between them. */
export function groups(t: string): Group[] {
  const refs: Group[] = [];
  // "5日、20日、60日和年线", "20日、60日均线": each span before the line word is an average of the list.
  for (const list of t.matchAll(MA_LIST))
    for (const d of list[1]!.matchAll(/(\d+)\s*日?/g)) {
      const index = list.index + d.index;
      refs.push({ ns: [Number(d[1])], index, end: index + d[0].length });
    }
  // "均线系统5/10/20/60/120日完全空头排列": the spans right after 均线 are the averages, their 日 shared at the end.
  for (const list of t.matchAll(LIST_AFTER_NAME)) {
    const ns = [...list[1]!.matchAll(/\d+/g)].map((d) => Number(d[0]));
    refs.push({ ns, index: list.index, end: list.index + list[0].length });
  }
  for (const r of t.matchAll(MA_REF)) {
    const n = averageSpan(r);
    refs.push({ ns: [n], index: r.index, end: r.index + r[0].length });
  }
  const whole = (re: RegExp, ns: Group["ns"]) => {
    for (const r of t.matchAll(new RegExp(re.source, "g")))
      refs.push({ ns, index: r.index, end: r.index + r[0].length });
  };
  // "均线系统" with its spans after it names those spans, not every average.
  for (const r of t.matchAll(new RegExp(ALL_MAS.source, "g")))
    if (!/^\s*\d+\s*日?\s*[、/]/.test(t.slice(r.index + r[0].length)))
      refs.push({ ns: "all", index: r.index, end: r.index + r[0].length });
  whole(/均线全线|全线均线|均线全面/, "all");
  // "股价在短均线之上": 短均线 and 长均线 are a trader's shorthand for 短期/长期均线 (as in order-span.ts).
  whole(/短期均线|短均线/, "short");
  whole(/短中期均线|中短期均线|中短均线/, "shortMid");
  whole(/中长期均线|长期均线|中长均线|长均线/, "long");
  // "10日及以上均线都在股价上方": every stored average from that span up.
  for (const r of t.matchAll(/(\d+)\s*日\s*(?:及|和)?\s*以上\s*(?:的)?\s*(?:各条|所有|全部)?\s*均线/g)) {
    const ns = MA_WINDOWS.filter((n) => n >= Number(r[1]));
    if (ns.length > 0) refs.push({ ns, index: r.index, end: r.index + r[0].length });
  }
  refs.sort((a, b) => a.index - b.index);
  const out: Group[] = [];
  for (const r of refs) {
    const last = out.at(-1);
    if (last && r.index < last.end) continue;
    const [a, b] = [last?.ns, r.ns];
    const between = last ? t.slice(last.end, r.index) : "";
    // "MA5至MA250六条均线": every stored average from the first to the last.
    const ranged = Array.isArray(a) && Array.isArray(b) && RANGED.test(between);
    if (ranged) [last!.ns, last!.end] = [MA_WINDOWS.filter((n) => n >= a[0]! && n <= b[0]!), r.end];
    else if (Array.isArray(a) && Array.isArray(b) && JOINED.test(between))
      [last!.ns, last!.end] = [[...a, ...b], r.end];
    else out.push({ ...r });
  }
  // "MA5至MA250六条均线全部压在股价上方": the lines counted back after a list are the list; its side is read after
  // them.
  for (const g of out) {
    const counted = Array.isArray(g.ns) && g.ns.length >= 2 ? COUNTED_BACK.exec(t.slice(g.end)) : null;
    if (counted) g.end += counted[0].length;
  }
  if (out.length === 0 && /均线/.test(t))
    out.push({ ns: "unnamed", index: t.indexOf("均线"), end: t.indexOf("均线") + 2 });
  return out;
}

/**
 * The stored averages a span word names: 短期均线 up to MA20, 短中期均线 up to MA60, 中长期/长期均线 from MA60,
 * 均线全线 every one. "均线" with no window ("价格在均线上方") is read on the usual four, MA5/10/20/60, as 多头排列 is.
 */
export function spanAverages(ns: "all" | "short" | "shortMid" | "long" | "unnamed", m: MarketFacts): MarketFacts["ma"] {
  if (ns === "all") return m.ma;
  if (ns === "long") return m.ma.filter((x) => x.n >= 60);
  return m.ma.filter((x) => x.n <= (ns === "short" ? 20 : 60));
}
