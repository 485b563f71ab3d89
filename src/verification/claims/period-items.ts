/**
 * "去年三季度78.2亿、四季度92.9亿": a clause listing report periods each with its own figure. The periods, in order
 * ("三季度、四季度"), are what a next clause pairing its figures by 分别 pairs them with ("同比分别降32.6%、38.2%").
 */
const QUARTER_ITEM = /(?:(?:19|20)\d{2}年?)?(第?[一二三四]季度|Q[1-4]|上半年|下半年|前三季度)/;
const ITEM_SPLIT = /、|和|与|及/;

export function itemPeriods(clause: string): string | null {
  if (/分别|依次/.test(clause)) return null;
  const items = clause.split(ITEM_SPLIT);
  if (items.length < 2) return null;
  const periods = items.map((item) => {
    const m = QUARTER_ITEM.exec(item);
    return m && /\d/.test(item.slice(m.index + m[0].length)) ? m[1]! : null;
  });
  if (periods.some((p) => p === null) || new Set(periods).size !== periods.length) return null;
  return periods.join("、");
}
