import type { ExtractedNumber } from "../extract-numbers";
import type { ClaimCheck } from "./check-series";
import { findMetrics } from "./metric-lexicon";
import { NOT_HAPPENED, NOT_SO } from "./negation-words";
import type { Assertion } from "./parse-assertions";

/**
 * Two figures the sentence states, compared, and the way and size it says one differs from the other: "1501.81亿元
 * 比1483.91亿元还少约18亿元", "823.20亿元对862.28亿元只降了4.5%", "相比507.45亿元，722.01亿元多出近215亿元",
 * "40.85亿元对去年同期91.55亿元，降幅超过55%". The way and the size follow from the two figures alone, whatever their
 * metric or period: a way or a size the figures do not give is the writer's own slip, false whatever the data says of
 * each figure. Only the slip is reported; a pair that agrees proves nothing about the data (its figures' checks do).
 */

/** The gap's way, said after the second figure ("还少", "只降了", "高出", "降幅"); 不到 and 不足 only bound it. */
const GAP_UP = /多|高|增|涨|升|超出|大于/;
const GAP_DOWN = /少|低|降|减|跌|下滑|缩水|回落|小于/;
/** What joins the first figure to the second: "A比B", "A较B", "A对B", "A相比B"; "A与B相比" says it after B. */
const JOIN = /^[^%\d]{0,8}?(?:比|较|对(?!应|于)|相比|相较|相对)[^%\d，,]{0,10}$/;
const JOIN_AFTER = /^[^%\d]{0,8}?(?:与|和|同|跟)[^%\d，,]{0,10}$/;
const SAID_AFTER = /^[^%\d，,]{0,6}?(?:相比|相较|比较)/;
/** "相比B，A…": the base named first, at the head of its clause. */
const BASE_FIRST = /(?:相比|相较|较之|对比)(?:于)?[^%\d，,]{0,8}$/;
/** Years and quarters named beside a figure ("比2024年的", "对去年同期") are no figures of the pair. */
const PERIOD_TAG = /\d{4}年(?:末|底|度)?(?:[一二三四1-4]季度|上半年|下半年|前三季度|全年)?/g;
/**
 * Between the pair and the figure after it, another metric or a ratio ("的覆盖率高达184%", "增长的同时毛利率提升至
 * 26.27%", "占比"): that figure is the other metric's, not the pair's gap (同比, 环比 and 相比 are no ratio).
 */
const OTHER_MEASURE = /率|(?<![相同环])比(?!较)|占/;
const DENIED = new RegExp(`${[...NOT_HAPPENED, ...NOT_SO].join("|")}|不再|非`);

/**
 * A reported amount (万元, 亿元) or a per-share figure. A price in 元 ("400元仍比2021年末的588元低约26%") is left to
 * the price checks: which day's close it is decides what it was compared with; they leave it 未能核验 when unsure.
 */
const levelKind = (n: ExtractedNumber): boolean => (n.kind === "amount" && n.scale >= 1e4) || n.kind === "per_share";

interface Pair {
  later: ExtractedNumber;
  base: ExtractedNumber;
  gap: ExtractedNumber;
  /** The words between the pair and its gap figure, where the way is said. */
  way: string;
}

/** The stated pairs in a run of text (a clause, or a clause with the next when the gap is said after a comma). */
function pairsIn(text: string, numbers: readonly ExtractedNumber[]): Pair[] {
  const between = (a: ExtractedNumber, b: ExtractedNumber) =>
    text.slice(a.index + a.raw.length, b.index).replace(PERIOD_TAG, "");
  const out: Pair[] = [];
  for (const [i, x] of numbers.entries()) {
    const y = numbers[i + 1];
    const gap = numbers[i + 2];
    if (!y || !gap || !levelKind(x) || !levelKind(y) || x.unit !== y.unit) continue;
    const join = between(x, y);
    const baseFirst = BASE_FIRST.test(text.slice(0, x.index)) && /^[^%\d]{0,10}$/.test(join);
    const rest = between(y, gap);
    const joined = JOIN.test(join) || (JOIN_AFTER.test(join) && SAID_AFTER.test(rest));
    if (!joined && !baseFirst) continue;
    // One comma at most between the pair and its gap, and only before a change's own words ("，降幅超过55%").
    const parts = rest.split(/[，,]/);
    if (
      parts.length > 2 ||
      (parts.length === 2 && !/^(?:同比|环比)?(?:降幅|增幅|跌幅|涨幅|少了|多了)/.test(parts[1] ?? ""))
    )
      continue;
    if (/[。；;：:]/.test(rest) || DENIED.test(rest) || DENIED.test(join)) continue;
    if (OTHER_MEASURE.test(rest) || findMetrics(rest).length > 0) continue;
    const [later, base] = baseFirst ? [y, x] : [x, y];
    out.push({ later, base, gap, way: rest + gap.raw });
  }
  return out;
}

/** Whether the size the writer gave is what the two figures give, within its wording's bound. */
function sizeFits(actual: number, gap: ExtractedNumber, way: string): boolean {
  const shown = Math.abs(gap.value);
  const slack = Math.max(0.5 * 10 ** -gap.decimals * gap.scale, shown * 0.1);
  if (/不到|不足|以内|以下/.test(way)) return actual <= shown + slack;
  if (/超过|超|逾|以上|多于/.test(way)) return actual >= shown - slack;
  if (/近|接近|将近/.test(way)) return actual <= shown + slack && actual >= shown * 0.8;
  return Math.abs(actual - shown) <= slack;
}

function slip(p: Pair): string | null {
  const up = GAP_UP.test(p.way);
  const down = GAP_DOWN.test(p.way);
  if (up === down || p.later.value === p.base.value) return null;
  const rises = p.later.value > p.base.value;
  if (rises !== up) return `${p.later.raw}${rises ? "高于" : "低于"}${p.base.raw}，与所说的“${p.way}”方向不符`;
  const diff = Math.abs(p.later.value - p.base.value);
  if (levelKind(p.gap) && p.gap.unit === p.base.unit) {
    if (sizeFits(diff, p.gap, p.way)) return null;
    return `${p.later.raw}与${p.base.raw}相差${(diff / p.gap.scale).toFixed(2)}，与所说的“${p.way}”不符`;
  }
  if (p.gap.kind !== "percent" || p.base.value === 0) return null;
  const rate = (diff / Math.abs(p.base.value)) * 100;
  if (sizeFits(rate, p.gap, p.way)) return null;
  return `${p.later.raw}较${p.base.raw}变动${rate.toFixed(2)}%，与所说的“${p.way}”不符`;
}

/** The slips of the point's own stated pairs (a view it reports or refutes is not its own arithmetic). */
export function statedPairs(assertions: readonly Assertion[]): ClaimCheck[] {
  const own = assertions.filter((a) => a.from === "claim" && !a.attributed && !a.refuted && !a.scenario);
  const out: ClaimCheck[] = [];
  for (const [i, a] of own.entries()) {
    const next = own[i + 1];
    const runs = [{ text: a.read, numbers: a.numbers }];
    // "40.85亿元对去年同期91.55亿元，降幅超过55%": the gap in the next clause of the sentence.
    if (next && next.sentence === a.sentence && a.numbers.length === 2) {
      const shift = a.read.length + 1;
      const moved = next.numbers.slice(0, 1).map((n) => ({ ...n, index: n.index + shift }));
      runs.push({ text: `${a.read}，${next.read}`, numbers: [...a.numbers, ...moved] });
    }
    for (const run of runs)
      for (const p of pairsIn(run.text, run.numbers)) {
        const reason = slip(p);
        if (!reason) continue;
        const expected = `${p.later.raw}与${p.base.raw}之间的${p.way}`;
        out.push({ kind: "comparison", ok: false, expected, found: `${p.later.raw}、${p.base.raw}`, reason });
      }
  }
  return out;
}
