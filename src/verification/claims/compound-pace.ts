import type { Change } from "./check-series";
import { sizeDenied, sizeFarFrom } from "./denied-sizes";
import { COMPOUND_WORDS, compoundRate } from "./figure-doubt";
import { QUOTE_REFUTED_AFTER, QUOTE_REFUTED_END } from "./negation-words";
import type { DirectionSense } from "./judgement-words";
import { type ClaimMetric, METRIC_LEXICON } from "./metric-lexicon";
import { DIRECTION_OF_SIZE_WORD, ONE_CHARACTER_MOVE } from "./size-direction-words";

/**
 * "2022年到2025年营收的年复合增速在8.8%上下，已谈不上高成长": a pace word (高成长, 稳健增长) or a size word in a
 * clause about a compound rate sizes the yearly pace over a span of years, not the change over the whole span (three
 * years of 8.8 % are no high growth though they add to 29 %). The reason shows the yearly rate.
 */
/** Size words that name a yearly pace of growth (judgement-words.ts sizes them), not a change over any span. */
const PACE_WORDS: ReadonlySet<string> = new Set([
  "高成长",
  "成长性突出",
  "高增长",
  "高速",
  "稳健增长",
  "稳步增长",
  "稳定增长",
  "增长强劲",
  "强劲增长",
]);

/** "平均每年提升约2.6个百分点", "年均下降约2.9个百分点": a ratio's change sized a year at a time. */
const YEARLY_BEFORE = /(?:平均)?每年|年均|一年(?:就|便)/;

export function annualPace(text: string, word: string, m: ClaimMetric, c: Change | null): Change | null {
  const at = text.indexOf(word);
  const steps = c ? Number(c.to.period.slice(0, 4)) - Number(c.from.period.slice(0, 4)) : 0;
  if (c && steps >= 2 && METRIC_LEXICON[m].kind === "ratio" && at > 0 && YEARLY_BEFORE.test(text.slice(0, at)))
    return { ...c, delta: c.delta / steps, size: Math.abs(c.delta / steps) };
  const pace = COMPOUND_WORDS.test(text) || PACE_WORDS.has(word);
  if (!c || c.percent === null || !pace || METRIC_LEXICON[m].kind !== "amount") return c;
  const years = Number(c.to.period.slice(0, 4)) - Number(c.from.period.slice(0, 4));
  if (years < 2 || c.from.value <= 0 || c.to.value <= 0) return c;
  const rate = compoundRate(c.from.value, c.to.value, years);
  return { ...c, percent: rate, size: Math.abs(rate), sizeUnit: "%/年" };
}

/** "高成长时代已是过去式", "告别高增长": a pace said to be over is denied as a present size. */
// "高增长时代已经落幕", "高增长神话告一段落": so is a pace whose era or myth ended.
const ENDED_AFTER = new RegExp(
  "^(?:的)?(?:时代|阶段|时期|期|神话|故事)?\\s*(?:已经?|早已|也)?\\s*(?:是|成为?)?\\s*(?:过去式|历史)|" +
    "^\\s*(?:已经?)?(?:不再|结束)|" +
    "^(?:的)?(?:时代|阶段|神话|故事)\\s*(?:已经?|也)?\\s*(?:告一段落|落幕|终结|破灭|被打破)",
);
const ENDED_BEFORE = /(?:告别|结束|不再|远离)(?:了)?\s*$/;

/**
 * Whether the size word is denied: before it (谈不上, denied-sizes.ts), said to be far off (离腰斩还远) or to be over
 * (已是过去式, 告别).
 */
export function paceDenied(text: string, word: string): boolean {
  const at = text.indexOf(word);
  if (at < 0) return false;
  const after = text.slice(at + word.length);
  const ended = ENDED_BEFORE.test(text.slice(0, at)) || ENDED_AFTER.test(after);
  const denied = sizeDenied(text, word) || sizeFarFrom(text, word) || sizeQuoteRefuted(text, word);
  return denied || (PACE_WORDS.has(word) && ended);
}

/**
 * "所谓“利润腰斩”不成立": a size word quoted and refuted is denied. A reviewer may hold the word to a stricter sense
 * than its band ("“稳健增长”站不住脚" at +1.2 %), so a change inside the band leaves such a refutation undecided.
 */
export function sizeQuoteRefuted(text: string, word: string): boolean {
  const at = text.indexOf(word);
  const after = text.slice(at + word.length);
  return at >= 0 && QUOTE_REFUTED_AFTER.test(after) && QUOTE_REFUTED_END.test(after);
}

/**
 * "已谈不上高成长", "算不上大增": a denied word that says both a way and a size denies the pair, so it asserts no
 * direction, and a move the other way (a fall) is as much "not high growth" as a small rise.
 */
/** "较年末略降", "微升0.1个百分点", "稍增": a small size word right before a one-character move says its way too. */
const SMALL_MOVE = /^(?:略|微|稍)$/;

export function impliedDirection(text: string, word: string | undefined): DirectionSense | undefined {
  if (word === undefined || paceDenied(text, word)) return undefined;
  const at = text.indexOf(word);
  const move = SMALL_MOVE.test(word) && at >= 0 ? ONE_CHARACTER_MOVE[text.charAt(at + word.length)] : undefined;
  return DIRECTION_OF_SIZE_WORD[word] ?? move;
}

export function movesAgainst(word: string, c: Change): boolean {
  const sense = DIRECTION_OF_SIZE_WORD[word];
  return (sense === "up" && c.delta < 0) || (sense === "down" && c.delta > 0);
}

const AVERAGE_PACE = /(?<![人日月季])(?:平均|年均)(?:每年)?(?:复合)?$/;
/** "过去五年平均增长约12%": a move said as an average over years (平均, 年均), not the last year's move. */
export const averagedBefore = (text: string, word: string): boolean =>
  AVERAGE_PACE.test(text.slice(0, Math.max(0, text.indexOf(word))));
