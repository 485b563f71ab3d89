import { maskedAsParsed } from "./masked-words";
import { LEVEL_WORDS, type LevelRule } from "./judgement-words";
import { hedgedAt } from "./level-hedges";
import type { ClaimMetric } from "./metric-lexicon";
import { RSI_ZONE_WORDS } from "./rsi-bands";
import { NOT_CALLED } from "./negation-words";

/** "相对其ROE水平并不算贵", "相对增速估值不高": a valuation against something else, which no band reads. */
const RELATIVE = /相对|相较|对比|结合|考虑到/;

/** A risk called negligible or small (可控 and 有限 say it is managed, not that it is small). */
export const DISMISSALS = [
  "几乎可以忽略",
  "可以忽略不计",
  "可以忽略",
  "几乎为零",
  "微乎其微",
  "很低",
  "极低",
  "很小",
  "极小",
  "不大",
];

/**
 * Level words the checker reads but the offline analyst never writes (it draws its readings from LEVEL_WORDS alone,
 * so a word added here cannot change a recorded debate). Each is a level said in another way: a denial that is itself
 * the word ("估值不低" is not 估值偏低), the book value a price stands to, cash against profit said as 含金量.
 */
export const READ_LEVEL_WORDS: readonly LevelRule[] = [
  // "RSI约54，位于强势区": the zones by RSI's midline (rsi-bands.ts).
  ...RSI_ZONE_WORDS,
  // "估值不低", "估值并不便宜": not 估值偏低, so above its band (PE > 15 or PB > 1).
  {
    words: [
      ...["估值不低", "估值并不低", "估值不便宜", "估值并不便宜", "估值不算便宜", "估值不算低"],
      // "估值谈不上便宜", "估值算不上低": a calling denied (negation-words.ts) is the same denial.
      ...NOT_CALLED.flatMap((n) => [`估值${n}便宜`, `估值${n}低`]),
    ],
    side: "adverse",
    on: { pe_ttm: { min: 15 }, pb: { min: 1 } },
    notAfter: RELATIVE,
  },
  // "估值不高", "估值同样不高": not 估值偏高, so below its band (PE < 40 or PB < 5).
  {
    words: [
      ...["估值不高", "估值并不高", "估值不算高", "估值同样不高"],
      ...["估值不贵", "估值不算贵", "估值并不算贵", "估值并不贵", "估值也不贵"],
      ...NOT_CALLED.flatMap((n) => [`估值${n}贵`, `估值${n}高`]),
      // "估值压力不大": nothing weighs on the price from its multiple, below the band 偏高 starts at.
      ...["估值压力不大", "估值压力较小", "估值压力有限"],
    ],
    side: "favourable",
    on: { pe_ttm: { max: 40 }, pb: { max: 5 } },
    notAfter: RELATIVE,
  },
  // "杠杆风险几乎可以忽略", "偿债风险很低": a leverage risk dismissed says the ratio is not high, below where
  // 负债率偏高 starts (LEVEL_WORDS); longer than the bare risk word, so it is read before it. Neutral: bears grant it
  // too ("即便站在保守角度，…偿债压力几乎可以忽略"), so it argues no side.
  {
    words: ["杠杆风险", "偿债风险", "财务风险", "债务风险", "偿债压力"]
      // 忽略 reaches the level scan masked (□□, NEUTRAL_PHRASES): 略 there is no slight change.
      .flatMap((risk) => DISMISSALS.map((d) => maskedAsParsed(risk + d)))
      .filter((w) => !LEVEL_WORDS.some((r) => r.words.includes(w))),
    side: "neutral",
    on: { debt_ratio: { max: LEVEL_WORDS.find((r) => r.words.includes("负债率偏高"))?.on.debt_ratio?.min ?? 60 } },
    notHigh: true,
  },
  // "已经跌破净资产", "破净": the price below book value, PB under 1.
  { words: ["跌破净资产", "低于净资产", "破净"], side: "favourable", on: { pb: { max: 1 } } },
  // "刚刚站回净资产之上", "股价站上净资产": the price at or above book value, PB of 1 or more.
  {
    words: ["站回净资产之上", "站回净资产", "站上净资产", "回到净资产之上", "重回净资产之上", "高于净资产"],
    side: "neutral",
    on: { pb: { min: 1 } },
  },
  // "股价接近净资产": PB within a fifth of 1.
  { words: ["接近净资产", "贴近净资产"], side: "neutral", on: { pb: { min: 0.8, max: 1.2 } } },
  // "利润含金量阶段性偏低": cash from operations short of profit.
  {
    words: ["含金量偏低", "含金量较低", "含金量不高", "含金量不足"],
    side: "adverse",
    on: { cash_coverage: { max: 1 } },
  },
  {
    words: ["含金量高", "含金量较高", "含金量十足", "含金量充足"],
    side: "favourable",
    on: { cash_coverage: { min: 1 } },
  },
];

/**
 * "资产负债率28.48%，偏高", "负债率28.48%，对白酒企业来说已属偏高": a bare level word as a clause's whole predicate,
 * said of the metric before it, reads as that metric's own level word would ("负债率偏高": its band, and its
 * industry's norm). Not a level of something else named before the word ("基数偏高", "预期较高").
 */
// "对制造业来说偏低": the yardstick a writer names is read by the company's own band (industry-norms.ts), not by the
// group it names, so a qualifier "对…来说" may stand right before the word.
const BARE_LEVEL = new RegExp(
  "^(?:[^\\d%，,；;。]{0,12}?(?:已|已经|仍|依然|还|明显|略|有些|显得|算|属于?|处于|处在|是)\\s*|" +
    "对[^\\d%，,；;。]{1,8}?(?:来说|而言|来看|来讲))?" +
    "(偏高|较高|过高|高企|偏低|较低|过低)(?:的?水平|的?区间|了)?$",
);
/** A clause that is only a bare level word ("偏低", "对制造业来说偏低"): the parser keeps it for the metric before. */
export const isBareLevel = (text: string): boolean => BARE_LEVEL.test(text.trim());
const NOT_THE_METRIC = /基数|预期|门槛|要求|估值|成本|费用|价格|股价|分位|幅度|增幅|降幅|增速|涨幅|跌幅|占比|分红率/;
/** "不算偏高", "并非偏低": a bare level word denied says nothing this reader reads. */
const DENIED = /不|未|非|没|谈不上|称不上/;

export function bareLevelOf(
  text: string,
  metric: ClaimMetric | null,
): { word: string; rule: LevelRule; hedged: false } | null {
  const hit = metric && !NOT_THE_METRIC.test(text) ? BARE_LEVEL.exec(text.trim()) : null;
  const word = hit?.[1];
  if (!hit || !word || !metric || DENIED.test(hit[0].slice(0, hit[0].indexOf(word)))) return null;
  // Only a metric with its own 偏高/偏低 rule ("负债率偏高", "估值偏低") has a band for the bare word; any other is
  // left undecided (a rule that names no metric), never given another word's band ("盈利能力突出" is no 毛利率较高).
  const own = /高/.test(word) ? "偏高" : "偏低";
  const rule = LEVEL_WORDS.find((r) => r.on[metric] !== undefined && r.words.some((w) => w.endsWith(own)));
  return { word, rule: rule ?? { words: [word], side: "neutral", on: {} }, hedged: false };
}

/** The level a clause asserts: its level word (hedged: "接近超卖"), else a bare one said of its metric. */
export function clauseLevel(
  text: string,
  metric: ClaimMetric | null,
  hit: { word: string; rule: LevelRule } | null,
): { word: string; rule: LevelRule; hedged: boolean } | null {
  if (!hit) return bareLevelOf(text, metric);
  return { word: hit.word, rule: hit.rule, hedged: hedgedAt(text, text.indexOf(hit.word), hit) };
}
