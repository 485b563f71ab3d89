/**
 * "按营收和归母净利润计算，2019年净利率约34.7%", "以归母净利润除以营业收入计，…净利率…": a clause naming the
 * margin's method as 归母净利润 over the revenue defines the 净利率 of its sentence as 归母净利率 (归母净利润 / 营收),
 * not the store's 销售净利率 (the group's profit, which a year may not hold). The sentence's 净利率 is written so, and
 * the method clause is then read by that margin's check (method-basis.ts).
 */
const PROFIT = String.raw`(?:归母净利润|归母净利)`;
const REVENUE = String.raw`(?:营业总收入|营业收入|营收|收入)`;
const JOIN = String.raw`\s*(?:和|与|及|除以|对)\s*`;
const METHOD = new RegExp(
  String.raw`(?:^|[。；;])\s*(?:按照?|以|用|拿)\s*(?:(?:19|20)\d{2}年度?的?)?\s*` +
    String.raw`(?:${PROFIT}${JOIN}${REVENUE}|${REVENUE}${JOIN}${PROFIT})` +
    String.raw`\s*(?:来)?(?:计算|测算|相除|一除|计|算)\s*[，,]`,
);
/** 净利率 not part of another margin's name (归母净利率, 销售净利率 stays the store's). */
const NET_MARGIN = /(?<![母售])净利率/g;

/** The text with the 净利率 after a 归母 method clause written as 归母净利率. */
export function parentMarginByMethod(text: string): string {
  const m = METHOD.exec(text);
  if (!m) return text;
  const end = m.index + m[0].length;
  const stop = text.slice(end).search(/[。；;]/);
  const upto = stop < 0 ? text.length : end + stop;
  return text.slice(0, end) + text.slice(end, upto).replace(NET_MARGIN, "归母净利率") + text.slice(upto);
}
