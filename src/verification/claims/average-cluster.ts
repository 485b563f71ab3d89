import { type ClaimCheck, undecided } from "./check-series";
import type { MarketFacts } from "./market-facts";
import { averageSpan } from "./average-names";

/**
 * Several moving averages gathered at one level: "MA60、MA120、MA250挤在1520—1527元", "短期均线粘合在58.2元附近",
 * "MA5与MA10几乎粘合在102元附近". Read on the last bar: each average named inside the range written (widened by half
 * a unit of the precision shown), or within 1.5 % of the level written with 附近/左右/一带 or bare.
 */

const GATHERED = new RegExp(
  String.raw`(?:几乎|基本|已经?|都|均|全部|全都)?\s*` +
    String.raw`(?:挤在|粘合在|粘合于|黏合在|聚集在|集中在|缠绕在|收敛在|收敛于|汇聚在|聚拢在)` +
    String.raw`\s*(?:约)?\s*(\d+(?:\.\d+)?)\s*元?\s*(?:(?:[—\-~～]|至|到)\s*(\d+(?:\.\d+)?)\s*元?)?`,
);
/** The averages before the verb: "MA60", "60日线", "60日均线", "年线", and the spans of 短期/中期/长期均线. */
const NAMED = /MA\s*(\d+)|(?<![\d.])(\d+)\s*日(?:均线|线)?|(半年线|年线|季线)/gi;
const SPANS: readonly [RegExp, number[]][] = [
  [/短中期均线|中短期均线/, [5, 10, 20, 60]],
  [/短期均线/, [5, 10, 20]],
  [/中长期均线/, [60, 120, 250]],
  [/长期均线/, [120, 250]],
];
/** How near 附近 is: the averages within this share of the level written. */
const NEAR = 0.015;

function averagesBefore(before: string): number[] {
  const clause = before.split(/[，,；;。]/).at(-1) ?? "";
  for (const [re, ns] of SPANS) if (re.test(clause)) return ns;
  return [...clause.matchAll(NAMED)].map((x) => averageSpan(x));
}

export function checkAverageCluster(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = GATHERED.exec(t);
  const ns = hit ? averagesBefore(t.slice(0, hit.index)) : [];
  if (!hit || ns.length < 2) return [];
  const [low, high] = [hit[1] ?? "", hit[2]];
  const name = `MA${ns.join("、MA")}聚在${high ? `${low}-${high}` : low}元`;
  const mas = ns.map((n) => m.ma.find((x) => x.n === n));
  const missing = ns.find((_, i) => !mas[i]);
  if (missing !== undefined) return [undecided("market", name, `没有${missing}日均线的数据，无法核验`)];
  const unit = (raw: string) => 0.5 * 10 ** -(raw.split(".")[1]?.length ?? 0) + 1e-9;
  const [from, to] = high
    ? [Number(low) - unit(low), Number(high) + unit(high)]
    : [Number(low) * (1 - NEAR) - unit(low), Number(low) * (1 + NEAR) + unit(low)];
  const values = mas.flatMap((x) => (x ? [x] : []));
  const ok = values.every((x) => x.value >= Math.min(from, to) && x.value <= Math.max(from, to));
  const found = `${m.lastBar} ${values.map((x) => `MA${x.n} ${x.value.toFixed(2)}`).join("、")}`;
  return [{ kind: "market", ok, expected: name, found, reason: `${found}，${ok ? "相符" : "不符"}` }];
}
