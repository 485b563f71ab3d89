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

/** The clause's words with its closing punctuation taken off. */
const bare = (a: Assertion): string => a.text.trim().replace(/[。！!，,；;]+$/, "");

/** Whether `a` restates the event that a passed notice check of its sentence (`sentenceChecks`) shows. */
export const restatesEvent = (a: Assertion, sentenceChecks: readonly ClaimCheck[]): boolean =>
  a.numbers.length === 0 && PROCEEDS.test(bare(a)) && sentenceChecks.some((c) => c.kind === "event" && c.ok === true);

/**
 * "2025年7月22日公司实施了2024年度利润分配及资本公积金转增股本，股价随之除权", "股本扩大后股价基数下移": the price
 * said ex-righted after a bonus issue (转增, 送股) that the sentence's notice shows carried out. A bonus issue done
 * re-bases the price by definition; the clause names no figure or day of its own. Not after a plan only, nor after a
 * cash dividend alone (除息, no new shares): there it stays 未能核验.
 */
const EX_RIGHTS = new RegExp(
  "^(?:股本扩大后|转增后|送转后|除权后)?(?:股价|价格)的?(?:基数|口径)?" +
    "(?:也|已|已经|随之|相应|对应|同步|因此|因除权)*(?:出现|作了|做了)?" +
    "(?:大幅|明显)?(?:除权|下移|下调|变化|调整)了?$",
);
/** "并非基本面恶化", "这并不代表市值缩水": the re-based price said to be no loss, as a bonus issue's is. */
const NO_LOSS = new RegExp(
  "^(?:这|此|但)?(?:并非|并不代表|不代表|并不意味着|不意味着|并不等于|不等于)" +
    "(?:基本面恶化|市值缩水|价值缩水|股东亏损|真实下跌)$",
);
const BONUS_DONE = /《[^》]*(?:转增|送股|送红股)[^》]*实施[^》]*》/;

/** Whether `a` says the price was re-based after a bonus issue a passed notice check of its sentence shows done. */
export const followsExRights = (a: Assertion, sentenceChecks: readonly ClaimCheck[]): boolean =>
  a.numbers.length === 0 &&
  [EX_RIGHTS, NO_LOSS].some((re) => re.test(bare(a))) &&
  sentenceChecks.some((c) => c.kind === "event" && c.ok === true && BONUS_DONE.test(c.found ?? ""));
