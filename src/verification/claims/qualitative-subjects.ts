/**
 * Qualities of a business that no stored figure measures: a brand's standing, a market position, a moat, a
 * strategy. A clause whose subject is one ("高端定位未变", "龙头地位稳固", "竞争格局没有改变") judges that
 * quality, not the metric of the clause before it: its state word (未变, 稳固) is no size of that metric's change.
 * It is an opinion the data can neither hold nor refute, read as the house reads "护城河依然稳固": asserting
 * nothing a check could take.
 */

/** Head nouns of a quality; a word ending in one is a quality too (高端定位, 龙头地位, 品牌力). */
const QUALITY_HEADS = [
  "定位",
  "地位",
  "格局",
  "护城河",
  "壁垒",
  "品牌力",
  "品牌",
  "竞争力",
  "竞争优势",
  "商业模式",
  "逻辑",
  "战略",
  "主线",
  "基调",
  "成长属性",
  "消费属性",
  "稀缺性",
  "定价权",
];
/** What may stand between the quality and its state word: adverbs of time and degree, a copula. */
const BETWEEN = "(?:依然|依旧|仍然|仍|并|均|都|也|还|始终|一直|基本|总体|整体|暂|尚|是|为|已)*";
const QUALITY_SUBJECT = new RegExp(`(?:${QUALITY_HEADS.join("|")})${BETWEEN}(?=[\\u4e00-\\u9fff])`);
/**
 * Words that say a quality holds as it was ("未变", "没有改变", "稳固"): a continuity the analyst vouches for, no claim
 * about a figure. A quality said to move ("品牌力下滑") is still a judgement the data cannot decide (❔).
 */
const STEADY = /^(?:未变|不变|没变|没有变化?|没有改变|未改变|未曾改变|未发生变化|如故|稳固|未动摇|没有动摇|不改)/;

const STEADY_GROWTH = new RegExp(`成长性${BETWEEN}(?=${STEADY.source.slice(1)})`);

export interface QualitySubject {
  /** The quality, with the adverbs after it. */
  word: string;
  /** Said to hold as it was: the clause asserts nothing a check could take. */
  steady: boolean;
}

/**
 * The quality named as the clause's subject, when the clause names no metric and no figure: the clause is about it.
 * `metricNamed` says whether the clause names a metric of the lexicon; a figure makes the clause a fact.
 */
export function qualitySubject(text: string, metricNamed: boolean): QualitySubject | null {
  if (metricNamed || /\d/.test(text)) return null;
  const m = QUALITY_SUBJECT.exec(text);
  const steady = m ? STEADY.test(text.slice(m.index + m[0].length)) : false;
  if (m) return { word: m[0], steady };
  // "长期成长性未变": 成长性 said to hold is a quality; said to be 验证 or 减弱 it is the growth the figures show.
  const growth = STEADY_GROWTH.exec(text);
  return growth ? { word: growth[0], steady: true } : null;
}
