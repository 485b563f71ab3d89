import type { Assertion } from "./assertion";
import type { ClaimCheck } from "./check-series";

/**
 * "3月28日公司发布2025年度利润分配方案公告，分红安排照常推进": a clause saying only that the event its sentence
 * names goes ahead as announced, or is settled ("全年分红安排落地"). The notice checked in the same sentence is what
 * shows it; the clause names no figure, size or date of its own. A size ("分红力度显著提升") or a new event is more
 * than the notice, and stays ❔.
 */
// "全年分红安排落地", "分红方案尘埃落定": a plan said settled is the notice itself, whatever adverb goes with it.
const PROCEEDS = new RegExp(
  "^(?:[^，,；;\\d]{0,6}(?:安排|计划|方案|事项|进程))?(?:(?:照常|如期|正常|按计划|按期|稳步|有序|顺利)" +
    "(?:推进|进行|实施|执行|落地|开展)|(?:已经?|正式|随之|同步)?(?:落地|尘埃落定|敲定|出炉|明确))(?:中|了)?$",
);

/** Whether `a` restates the event that a passed notice check of its sentence (`sentenceChecks`) shows. */
export const restatesEvent = (a: Assertion, sentenceChecks: readonly ClaimCheck[]): boolean =>
  a.numbers.length === 0 &&
  PROCEEDS.test(a.text.trim().replace(/[。！!，,；;]+$/, "")) &&
  sentenceChecks.some((c) => c.kind === "event" && c.ok === true);
