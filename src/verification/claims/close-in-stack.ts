import { MA_WINDOWS } from "./market-facts";

/**
 * "MA5到MA250六条均线全部空头排列，97.08元的收盘压在最下方", "MA5>MA10>MA20>MA60，145.22元的收盘处在多头格局中":
 * the close placed in the stack of averages the clause before lists - at its bottom (below every one of them), at
 * its top, or inside a rising (多头) or falling (空头) stack, which puts the close above (below) every line of it.
 * The clause is restated with the averages named, so the side check reads each one (check-averages.ts).
 */
const CLOSE = String.raw`(?:收盘价?|股价|现价|价格)`;
const BOTTOM = "最下方|最下面|最底部|最底下|最底端|最下端";
const TOP = "最上方|最上面|最顶端|最顶部|最上端";
const AT_END = new RegExp(
  String.raw`${CLOSE}[^，,。；;]{0,6}?(?:被)?(?:压在|位于|处在|处于|落在|站在|排在|垫在|躺在|在)\s*` +
    String.raw`(?:均线|所有均线|全部均线|这些均线|它们)?\s*(?:的)?\s*(${BOTTOM}|${TOP})`,
);
const IN_STACK = new RegExp(
  String.raw`${CLOSE}[^，,。；;]{0,6}?(?:处在|处于|位于|运行在|在)\s*(?:典型的|标准的)?\s*(多头|空头)` +
    String.raw`(?:格局|排列|结构|阵型)\s*(?:之)?中`,
);
/** An average in the clause: then the clause names its own lines and is read as written. */
const OWN_AVERAGE = /MA\s*\d|\d\s*日(?:均)?线|均线/i;
/** "MA5到MA250", "5日至250日均线": a range of windows is every stored average between its ends. */
const RANGE = /(?:MA)?\s*(\d+)\s*日?\s*(?:到|至|~|～|-)\s*(?:MA)?\s*(\d+)\s*日?/i;

/** The windows of the averages a clause lists, in their order; null when it lists fewer than two. */
function listedWindows(t: string): number[] | null {
  const range = /MA|均线|日线/i.test(t) ? RANGE.exec(t) : null;
  if (range) return MA_WINDOWS.filter((n) => n >= Number(range[1]) && n <= Number(range[2]));
  const named = [...t.matchAll(/MA\s*(\d+)/gi)].map((x) => Number(x[1]));
  if (named.length >= 2) return named;
  const list = /((?:\d+\s*日?\s*[、/和与及]\s*)+\d+)\s*日\s*(?:均)?线/.exec(t);
  const ns = list ? [...list[1]!.matchAll(/\d+/g)].map((x) => Number(x[0])) : [];
  return ns.length >= 2 ? ns : null;
}

export function withStackPlace(text: string, previous: string | null): string {
  if (previous === null) return text;
  const hit = AT_END.exec(text) ?? IN_STACK.exec(text);
  if (!hit || OWN_AVERAGE.test(text.replace(hit[0], ""))) return text;
  const ns = listedWindows(previous);
  if (!ns) return text;
  const below = new RegExp(BOTTOM).test(hit[1]!) || hit[1] === "空头";
  const place = `位于${ns.map((n) => `MA${n}`).join("、")}全部${below ? "下方" : "上方"}`;
  const subject = hit[0].slice(0, hit[0].search(/(?:被)?(?:压在|位于|处在|处于|落在|站在|排在|垫在|躺在|运行在|在)/));
  return text.replace(hit[0], `${subject}${place}`);
}
