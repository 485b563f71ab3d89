import type { MarketFacts } from "./market-facts";

/**
 * A bare 多头/空头排列, naming no averages, is read on MA5/MA10/MA20/MA60. Writers also call a fan by its order when
 * every neighbouring pair of the stored averages (MA5 up to MA250) holds it but one: blind25 writes "均线多头排列" with
 * MA5 just under MA10, blind43 "均线：空头排列" with MA20 just over MA60. Whether a writer counts that one crossing
 * cannot be told, so such a fan leaves the order word unread rather than refuted; two crossings or more refute it, and
 * so does one when the clause names the averages or calls the order whole (标准, 全面).
 */
/** "标准空头排列", "全面多头排列": the writer claims the whole fan, crossing none. */
const STRICT = /全面|完全|标准|完美|典型|全线|严格|彻底/;
/** "5日<10日<20日<60日", "5/10/20/60日": averages the clause names are read as named. */
const NAMES_AVERAGE = /\d+\s*日|MA\s*\d|半?年线|季线/i;

export function oneCrossing(t: string, m: MarketFacts, order: "bull" | "bear"): string | null {
  if (STRICT.test(t) || NAMES_AVERAGE.test(t)) return null;
  const mas = [...m.ma].sort((a, b) => a.n - b.n);
  // Five stored averages or more: with the usual four alone one crossing is a third of the fan.
  if (mas.length < 5) return null;
  const crossed = mas.flatMap((x, i) => {
    const prev = mas[i - 1];
    if (!prev) return [];
    const holds = order === "bull" ? prev.value > x.value : prev.value < x.value;
    return holds ? [] : [`MA${prev.n}与MA${x.n}`];
  });
  return crossed.length === 1 ? (crossed[0] ?? null) : null;
}
