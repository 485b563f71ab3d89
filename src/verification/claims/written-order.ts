import { type ClaimCheck, undecided } from "./check-series";
import type { MarketFacts } from "./market-facts";

/** An order of averages written out with signs, each with its value in brackets where given. */
export const ORDER_CHAIN = /MA\s*\d+(?:\s*[（(][^)）]*[)）])?(?:\s*[>＞<＜]\s*MA\s*\d+(?:\s*[（(][^)）]*[)）])?)+/gi;

/** "MA5(325)>MA10(311)>MA20(302)", "MA5<MA10<MA20": each pair of the order written out. */
export function writtenOrder(t: string, m: MarketFacts): ClaimCheck[] {
  const out: ClaimCheck[] = [];
  for (const c of t.matchAll(ORDER_CHAIN)) {
    const ns = [...c[0].matchAll(/MA\s*(\d+)/gi)].map((x) => Number(x[1]));
    const signs = [...c[0].matchAll(/[>＞<＜]/g)].map((x) => /[>＞]/.test(x[0]));
    const mas = ns.map((n) => m.ma.find((x) => x.n === n));
    if (mas.some((x) => !x)) {
      out.push(undecided("market", "均线排列", `没有${ns.find((_n, i) => !mas[i])}日均线的数据，无法核验`));
      continue;
    }
    const ok = signs.every((gt, i) => (gt ? mas[i]!.value > mas[i + 1]!.value : mas[i]!.value < mas[i + 1]!.value));
    const found = mas.map((x) => `MA${x!.n} ${x!.value.toFixed(2)}`).join("、");
    out.push({ kind: "market", ok, expected: c[0], found, reason: `${m.lastBar} ${found}，${ok ? "相符" : "不符"}` });
  }
  return out;
}
