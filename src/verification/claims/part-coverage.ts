import { type ClaimCheck, quoted, undecided } from "./check-series";
import type { Assertion } from "./parse-assertions";
import { assertsWord, unreadAssertedWord } from "./asserted-words";
import { beforeWanted } from "./market-wanted";
import { statesUsedUpShare } from "./share-verbs";

/**
 * The honest default, part by part: a clause whose figure was checked may still assert an extreme (峰值, 52周新低)
 * or a uniqueness (唯一一次) that no check read. Such a part is 未能核验 with its word, never carried to ✅ by
 * the figure beside it.
 */
/** A peak named as what the clause says of its subject ("峰值出现在2023年"), not a reference point ("较高点回落"). */
const PEAK = /(?:峰值|顶峰)(?:出现)?(?:在|于|为|是)|(?:达到|创下?|见)(?:了)?(?:峰值|顶峰)/;
/** "逼近新高", "距52周新低不远": nearness to an extreme is not the extreme (the distance is the market checks'). */
const NEARS = /(?:逼近|接近|靠近|临近|距离?|离)[^，,。；;]{0,8}(?:新高|新低)/;
/**
 * The only one of its kind over the stored years, or the first over a span ("十年来首次营收、净利双降",
 * "上市以来首次"): no check reads a uniqueness over a window.
 */
const UNIQUE = new RegExp(
  "唯一一次|仅此一次|(?:(?<!\\d)\\d{1,2}|[一二两三四五六七八九十]+)年(?:来|以来)(?:的)?首次" +
    "|(?:上市|有史|有数据)以来(?:的)?首次" +
    // "是2015年以来第一次超过归母净利润": a comparison first won since a year, which no check reads over the years.
    "|(?:19|20)\\d{2}年以来(?:的)?(?:第一次|首次)(?=(?:超过|高于|低于|少于|多于|大于|小于|跑赢|跑输))",
);
/** Checks that read a share: a relation's (relation-shares.ts), a share's figure bound to its whole (binding.ts). */
const readsShare = (c: ClaimCheck): boolean =>
  c.kind === "comparison" || (c.kind === "number" && /[%％倍]/.test(c.figure ?? ""));
/** Checks that read an extreme: a series' record (direction, recency), a price window (market), a rank over years. */
const READS_EXTREME: ReadonlySet<ClaimCheck["kind"]> = new Set(["direction", "recency", "market", "comparison"]);

export function uncheckedParts(a: Assertion, checks: readonly ClaimCheck[]): ClaimCheck[] {
  if (a.from !== "claim" || !a.asserts || a.attributed || a.scenario) return [];
  // A part out of scope (a rank, a first over quarters) already says why it is not checked.
  if (checks.some((c) => c.kind === "scope")) return [];
  const unique = UNIQUE.exec(a.text);
  // "唯一一次收缩" read over its window (peak-years.ts), "六年来首次下滑" read by first-since.ts, are checked.
  if (unique && !checks.some((c) => c.expected.includes("唯一") || c.expected.includes("以来首次下降")))
    return [undecided("scope", unique[0], `${quoted(a)}中的“${unique[0]}”没有核验`)];
  // "经营现金流里有一半以上被资本开支吃掉了": a used-up share the clause states (share-verbs.ts) that no check read
  // is not passed by the whole's figure beside it.
  if (statesUsedUpShare(a.read) && !checks.some(readsShare))
    return [undecided("scope", "占比", `${quoted(a)}所说的占比没有核验`)];
  const extreme = a.direction?.extreme && !NEARS.test(a.text) ? a.direction.word : PEAK.exec(a.text)?.[0];
  if (extreme && !checks.some((c) => READS_EXTREME.has(c.kind)))
    return [undecided("scope", extreme, `${quoted(a)}中的“${extreme}”没有核验`)];
  return [];
}

/**
 * A rank, a record or an indicator's state (asserted-words.ts) that no check of its sentence read: the sentence's, as
 * one clause may read what another names ("MACD死叉，DIF回落至DEA下方"). Read after every clause was checked.
 */
export function unreadParts(
  a: Assertion,
  own: readonly ClaimCheck[],
  sentence: readonly ClaimCheck[],
  evidence: readonly string[] = [],
): ClaimCheck[] {
  // "是次高", "为近年最低": a record asserts though it names no figure or metric of its own.
  if (a.from !== "claim" || a.attributed || a.scenario || !(a.asserts || assertsWord(a.text))) return [];
  if (own.some((c) => c.kind === "scope")) return [];
  // "建议等待放量确认": what the writer waits for is a condition of the advice, not a reading to check.
  const word = unreadAssertedWord(beforeWanted(a.text), sentence);
  if (word && evidence.some((q) => q.includes(word))) return [];
  return word ? [undecided("scope", word, `${quoted(a)}中的“${word}”没有核验`)] : [];
}
