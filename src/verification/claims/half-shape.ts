import type { Assertion } from "./assertion";
import { show, yearOf } from "./check-series";
import type { ClaimCheck } from "./check-series";
import type { Facts } from "./facts";
import { relationCheck, relationUndecided, sideName, sidePoint, type Side } from "./relation-values";

/**
 * A year's shape told by its halves: "利润节奏前高后低", "利润后劲不足" (the second half below the first), "前低后高",
 * "收入节奏明显后移" (the second half above it). The clause's metric (or the clause before's) in the year its sentence
 * names, else the latest year whose second half the data derives; a size word with it ("明显") sizes the gap between
 * the halves, not the first half's change from a year before.
 */
const LOWER_LATER = /前高后低|后劲不足/;
const HIGHER_LATER = /前低后高|节奏[^，,。；;]{0,3}后移/;
/** 后劲不足 is the halves' shape only beside the second half or the whole year; alone it is weak momentum. */
const SECOND_HALF = /下半年|全年/;
/** A sentence about quarters (四季度…三季度, 单季) or the first half alone: its shape is of quarters, not halves. */
const QUARTERS = /[一二三四1-4]季度|[Qq][1-4]|单季/;

export function statesHalfShape(text: string): boolean {
  return LOWER_LATER.test(text) || HIGHER_LATER.test(text);
}

export function readHalfShape(a: Assertion, facts: Facts, before: readonly Assertion[]): ClaimCheck[] | null {
  const sentence = [...before.map((b) => b.text), a.text].join("，");
  if (QUARTERS.test(sentence) || (sentence.includes("上半年") && !SECOND_HALF.test(sentence))) return null;
  const lower = /前高后低/.test(a.read) || (/后劲不足/.test(a.read) && SECOND_HALF.test(sentence));
  if (!lower && !HIGHER_LATER.test(a.read)) return null;
  const expected = lower ? "下半年低于上半年" : "下半年高于上半年";
  const metric = a.metric ?? before.at(-1)?.metric ?? null;
  if (!metric) return [relationUndecided(expected, `“${a.text}”未写明是哪项指标，无法核验`)];
  const year =
    a.years.at(-1) ??
    [...before]
      .reverse()
      .find((b) => b.years.length > 0)
      ?.years.at(-1) ??
    null;
  const second = sidePoint(facts, { metric, kind: "h2", year });
  const at = second ? yearOf(second) : year;
  const first: Side = { metric, kind: "h1", year: at };
  const latter: Side = { metric, kind: "h2", year: at };
  const [h1, h2] = [sidePoint(facts, first), sidePoint(facts, latter)];
  if (!h1 || !h2 || h1.value <= 0) return [relationUndecided(expected, `“${a.text}”缺少上下半年的数据，无法核验`)];
  const gap = ((h2.value - h1.value) / h1.value) * 100;
  const way = lower ? gap < 0 : gap > 0;
  const min = a.magnitude?.percent.min ?? 0;
  const sized = Math.abs(gap) >= min;
  const size = a.magnitude ? `，差距${Math.abs(gap).toFixed(2)}%（“${a.magnitude.word}”要求≥${min}%）` : "";
  const found =
    `${sideName(first, h1)} ${show(metric, h1.value)}，${sideName(latter, h2)} ${show(metric, h2.value)}` + size;
  return [relationCheck(way && sized, expected, found, a.text)];
}
