import type { Assertion } from "./assertion";
import { entryOf, isMarket, yearOf } from "./check-series";
import type { Facts } from "./facts";
import { type Side, sidePoints } from "./relation-values";

/**
 * The whole of a share or multiple named by a time its sentence told before, not by a year: the same metric in that
 * year.
 * - "从2021年的2161亿元增至2025年的8040亿元，约为当年的3.7倍", "约为起点的4.5倍": 当年 is the base year the sentence
 *   moved from, else the year the clause before named ("2021年归母净利润仅30.45亿元，到2025年已超过当年的15倍").
 * - "净利润2022年探底至837.74亿元后连续三年回升，2025年已是谷底时的约1.6倍", "2024年只有峰值的一半": an extreme
 *   (谷底, 低点, 高点, 峰值…) is the year the sentence named with an extreme of the same sense before (2022年探底,
 *   2021年创下…高点); else the stored extreme of the metric before the period judged, as a change measured from
 *   峰值/低点 reads it (peak-bases.ts).
 */
const THEN = /^(?:当年|当时|那时|彼时|那一年|起点|起点时|期初|起步时)$/;
const LOW = "谷底|低谷|最低点|低点|底部|低位|探底|见底|触底|最低|新低";
const HIGH = "峰值|高峰|顶峰|巅峰|最高点|高点|高位|见顶|最高|新高";
const EXTREME = new RegExp(
  String.raw`^(?:此前的?|之前的?|历史)?\s*` +
    String.raw`(?:(?<low>谷底|低谷|最低点|低点|底部|低位)|(?:峰值|高峰|顶峰|巅峰|最高点|高点|高位))` +
    String.raw`\s*(?:时|时期|时候|那年|那一年|年份)?\s*(?:的水平)?$`,
);
/**
 * "2024年只有高点时的七成": a share of a company metric's extreme, though 高点/低点 read as price words mark the clause
 * a market one; the metric carried on (not a price or an indicator) is what the extreme is of.
 */
export const ofExtreme = (a: Assertion, whole: string): boolean =>
  !a.aboutTopic && a.metric !== null && !isMarket(entryOf(a.metric)) && EXTREME.test(whole.trim());

const namedAt = (words: string): RegExp =>
  new RegExp(String.raw`((?:19|20)\d{2})\s*年[^，,。；;！!？?]{0,12}?(?:${words})`, "g");

/** The whole's side when a time told before names it; null when the whole names none such. */
export function referredWhole(
  whole: string,
  a: Assertion,
  at: number,
  before: readonly Assertion[],
  part: Side,
  facts: Facts,
): Side | null {
  if (THEN.test(whole.trim())) {
    const previous = before.at(-1);
    const base = a.baseYear ?? previous?.baseYear ?? previous?.years.at(-1) ?? null;
    return base !== null && base !== part.year ? { ...part, year: base } : null;
  }
  const m = EXTREME.exec(whole.trim());
  if (!m || part.year === null) return null;
  const low = m.groups?.low !== undefined;
  const said = [...before.map((b) => b.read), a.read.slice(0, at)].join("，");
  const named = [...said.matchAll(namedAt(low ? LOW : HIGH))].map((y) => Number(y[1])).filter((y) => y < part.year!);
  if (named.length > 0) return { ...part, year: named.at(-1)! };
  const earlier = sidePoints(facts, part.metric, part.kind).filter((p) => yearOf(p) < part.year!);
  if (earlier.length === 0) return null;
  const pick = earlier.reduce((best, p) => ((low ? p.value < best.value : p.value > best.value) ? p : best));
  return { ...part, year: yearOf(pick) };
}
