import { CHINESE_DIGITS } from "../chinese-digits";
import { BURDEN_MOVES } from "./burden-moves";
import type { ClaimMetric } from "./metric-lexicon";
import { RSI_LEVEL_WORDS } from "./rsi-bands";
import { ASKED_BACK, NOT_CALLED, NOT_HAPPENED, NOT_SO, anyOf } from "./negation-words";
import { BOUNDED_SIZE_WORDS, HALVING_WORDS } from "./multiple-sizes";
import { SIGN_LEVEL_WORDS } from "./sign-levels";
import { SAID_BY } from "./speakers";
import { HISTORIC_VIEW } from "./historic-view";
import {
  DENIED_ONE_CHARACTER_MOVES,
  FIRST_FALL_WORDS,
  GROWTH_PROVEN_WORDS,
  LARGE_MOVE_WORDS,
  SLIGHT_WORDS,
  STEADY_GROWTH_WORDS,
  TENTH_CHANGE_VERBS,
  TURNED_DIRECTION_WORDS,
} from "./size-direction-words";

/**
 * The judgement words of the claim checker, one published table per concept. A word's meaning here is the only
 * meaning the checker knows: changing a threshold changes what ✅ means, so the tables are documented in
 * docs/evaluation.md beside the measured precision and recall.
 */

/** How a stated direction reads: up/down of the value, or favourable/adverse by the metric's polarity (改善/恶化). */
export type DirectionSense = "up" | "down" | "favourable" | "adverse";

/** Longest first when matched. 创新高/新低 compare with the whole stored history, not only the year before. */
export const DIRECTION_WORDS: readonly { word: string; sense: DirectionSense; extreme?: "high" | "low" }[] = [
  { word: "创历史新高", sense: "up", extreme: "high" },
  { word: "创历史新低", sense: "down", extreme: "low" },
  { word: "创新高", sense: "up", extreme: "high" },
  { word: "创新低", sense: "down", extreme: "low" },
  { word: "新高", sense: "up", extreme: "high" },
  { word: "新低", sense: "down", extreme: "low" },
  { word: "负增长", sense: "down" },
  ...TURNED_DIRECTION_WORDS,
  ...[
    "增长",
    "上升",
    "提高",
    "提升",
    "扩张",
    "回升",
    "增加",
    "走高",
    "上行",
    "攀升",
    "抬升",
    "增厚",
    "上涨",
    "大增",
    "高增",
    // "归母净利润增为1501.81亿元": 为 after the move names the level it reached, as 至 does.
    ...["增", "升"].flatMap((move) => [`${move}至`, `${move}为`]),
    "扩大",
    "走强",
    "增强",
    "反弹",
    "再增",
    "多出",
    "高出",
    // "比2024年末还多了70多亿": a difference written as more or less is a direction.
    "多了",
    // "比上年多流出约321亿元": more of a flow; an outflow's way is read as its size's, as 增加 is.
    "多流出",
    "多流入",
    // "比上年多付约37亿元": more of a payment made is a way, as 多流出 is.
    "多付",
    "多支付",
    // "比2018年的11.75%高了1个点", "涨了两成": a finished move or a gap to a base named before it.
    "高了",
    "涨了",
    "正增长",
    "跃升",
    "跃增",
    // "营收三连升", "连增三年": a streak written short (its count: BASIS_WORDS).
    "连升",
    "连增",
    "加杠杆", // the way up of 去杠杆 below
    // "股东权益稳步积累": a stock that accumulates grows.
    "积累",
  ].map((word) => ({ word, sense: "up" as const })),
  ...[
    "下降",
    "下滑",
    "连降",
    "连减",
    "减少",
    "收缩",
    "萎缩",
    "回落",
    "降低",
    "下行",
    "走低",
    "缩减",
    "下跌",
    "大降",
    ...["降", "减"].flatMap((move) => [`${move}至`, `${move}为`]),
    ...HALVING_WORDS,
    "缩水",
    // "三年蒸发两百亿以上": a level that evaporated fell by the amount.
    "蒸发",
    "降幅",
    "减幅",
    "再降",
    "再度下滑",
    "收窄",
    "缩小",
    "少了",
    "少流出",
    "少流入",
    "少付",
    "少支付",
    "降了",
    ...FIRST_FALL_WORDS,
    "跌了",
    "低了",
    "掉了",
    "掉到",
    // "利润在走下坡路": a decline said as a figure of speech.
    "走下坡",
    "压降", // "较2022年有所压降", "较上年有所去杠杆": a cut said as the management's doing.
    "去杠杆",
  ].map((word) => ({ word, sense: "down" as const })),
  ...["改善", "好转", "转好", "变好", "优化", "修复", "向好"].map((word) => ({ word, sense: "favourable" as const })),
  ...BURDEN_MOVES,
  ...DENIED_ONE_CHARACTER_MOVES,
  // Compounds first (the longest word wins at a position): "增长失速" says growth stalled, not that it grew.
  ...[
    "增长失速",
    "增长放缓",
    "增长乏力",
    "增速放缓",
    "增长动能减弱",
    "动能减弱",
    "恶化",
    "承压",
    "拖累",
    "走弱",
    "变差",
    "转差",
    "失速",
    "减弱",
    "放缓",
    "乏力",
    "疲软",
    "见顶",
    "已是过去式",
  ].map((word) => ({ word, sense: "adverse" as const })),
  // "利润率受挤压", "毛利被压缩": squeezed is a fall (管理费用被压缩到580亿元 too); whether it is bad is polarity's.
  ...["受挤压", "被挤压", "遭挤压", "被压缩", "遭压缩"].map((word) => ({ word, sense: "down" as const })),
];

/** A bare direction word (no figure shown) on a change smaller than this says nothing happened: +0.01 % is not 增长. */
export const NEGLIGIBLE = { percent: 0.1, points: 0.05 } as const;

/** A direction word right after one of these is denied ("未改善", "没有增长"). */
// Also "没有出现过负增长", "并没有□□□□收缩" (cause masked), "谈不上增长", "不能解读为“增长”", "无法增长",
// "哪来的下滑" (asked back); "并非负增长", "不是下滑" (a copula denied); "停止下滑" (a move that stopped, as 不再).
export const NEGATIONS = new RegExp(
  `(?:${anyOf(NOT_HAPPENED, NOT_SO, NOT_CALLED, ASKED_BACK)}|不再|停止了?|未能|没能|无法|无|` +
    "不能(?:解读|理解|视|看作)为|不能算)" +
    // "并非市场担心的下滑", "负债率不是在上升", "未能恢复正常增长", "没有重回增长", "没能守住正增长": another's
    // word, a move going on, a return, a run, a hold or an achievement denied is the move denied.
    `(?:${SAID_BY})?(?:(?:一直|正|还)?在)?(?:恢复|重回|回到|实现|跑出|继续|再|延续|保持|维持|守住|保住)?` +
    "(?:此前|之前|以往|过去)?(?:正常|合理|应有|健康)?的?" +
    "(?:出现过?|发生过?)?(?:一年|一期|一个季度|任何一年|哪一年)?□*[\"“‘「']?$",
);
export { DENIED_AFTER } from "./negation-words";

export { BASIS_WORDS } from "./basis-words";

/**
 * Magnitude words, the size of the change they require. `min`/`max` are in % of the earlier value for amounts, days,
 * multiples and RSI, and in percentage points for ratios (毛利率、资产负债率…: their change is a level change).
 * A word with only `min` means "at least", only `max` "less than".
 */
export interface MagnitudeRule {
  word: string;
  percent: { min?: number; max?: number };
  points: { min?: number; max?: number };
  /** A second, looser reading some writers mean (翻了三倍 as ×3, +200 %): a size from it up to `min` is undecided. */
  looseMin?: number;
}

const spoken = (tenths: number, word: string): MagnitudeRule => ({
  word,
  percent: { min: tenths * 10 },
  points: { min: tenths * 10 },
});
/**
 * How far below its value a rounded number of tenths ("约三成", "降了一成左右") may be: five points, but a quarter
 * of it for one tenth (7.5 %), as a fall of 5.8 % is no tenth; above it, five points (12.8 % is still 一成左右).
 */
export const roundedTenthSpread = (value: number): number => Math.min(5, value / 4);
/** Tenths written in words ("三成" is 30 %). */
export const CHINESE_TENTHS: Readonly<Record<string, number>> = CHINESE_DIGITS;
/** Words of a doubling (+100 %), sized here and read as a shown size by shown-size.ts. */
export const DOUBLING_WORDS: readonly string[] = ["翻了一番", "翻了一倍", "翻倍", "翻番"];

/**
 * Growth that stopped: "增长基本停滞", "同比+0.01%，实质上是零增长", "盈利稳定但缺乏增长". A pace, so it sizes
 * the latest period's change, never the change from a base year its sentence named (check-judgements.ts).
 */
export const STALL_WORDS: readonly string[] = [
  "增长基本停滞",
  "增长停滞",
  "基本停滞",
  "陷入停滞",
  "停滞",
  "零增长",
  "缺乏增长",
  // "增长引擎已熄火": the engine stopped is the same stop.
  "熄火",
];

export const MAGNITUDE_WORDS: readonly MagnitudeRule[] = [
  { word: "翻两番", percent: { min: 300 }, points: { min: 300 } },
  { word: "翻了两番", percent: { min: 300 }, points: { min: 300 } },
  // A doubling is said of figures that round to twice (412亿→823亿 at +99.77 %): 1.995 times rounds to 2.00.
  ...DOUBLING_WORDS.map((word) => ({ word, percent: { min: 99.5 }, points: { min: 100 } })),
  ...BOUNDED_SIZE_WORDS,
  ...HALVING_WORDS.map((word) => ({ word, percent: { min: 50 }, points: { min: 50 } })),
  { word: "过半", percent: { min: 50 }, points: { min: 50 } },
  { word: "超过一半", percent: { min: 50 }, points: { min: 50 } },
  // "超过一成", "逾三成", "超两成": at least that many tenths; "近三成": within five points below it.
  ...Object.entries(CHINESE_TENTHS).flatMap(([n, t]) => [
    spoken(t, `超过${n}成`),
    spoken(t, `逾${n}成`),
    spoken(t, `超${n}成`),
    { word: `近${n}成`, percent: { min: t * 10 - 5, max: t * 10 }, points: { min: t * 10 - 5, max: t * 10 } },
    // "增长了一成多", "少了三成多": that many tenths and less than one more.
    { word: `${n}成多`, percent: { min: t * 10, max: t * 10 + 10 }, points: { min: t * 10, max: t * 10 + 10 } },
  ]),
  // "同比增长约两成", "下降约三成": within five points of that many tenths; only after a change word, as "约为利润的
  // 两成" is a share, not a change.
  ...Object.entries(CHINESE_TENTHS).flatMap(([n, t]) =>
    Object.keys(TENTH_CHANGE_VERBS).map((verb) => {
      const band = { min: t * 10 - roundedTenthSpread(t * 10), max: t * 10 + 5 };
      return { word: `${verb}约${n}成`, percent: band, points: band };
    }),
  ),
  ...[
    ...LARGE_MOVE_WORDS,
    "大幅",
    "显著",
    "急剧",
    "暴增",
    "猛增",
    "骤增",
    "骤降",
    "大增",
    "大降",
    "锐减",
    "暴跌",
    "大涨",
    "大跌",
    "高速",
    "高增长",
    "强劲",
    "迅猛",
    // An overstatement of a small change: 全面爆发 on +2.1 % is not a size the data shows.
    "爆发",
    "井喷",
  ].map((word) => ({ word, percent: { min: 20 }, points: { min: 3 } })),
  // 稳健/稳步增长 is a pace, not a rounding error: +0.25 % is no growth to call steady.
  ...STEADY_GROWTH_WORDS.map((word) => ({ word, percent: { min: 1 }, points: { min: 0.2 } })),
  // Streak sizes: "连续四年保持两位数增长" needs every year's change in [10 %, 100 %).
  ...["两位数", "双位数"].map((word) => ({ word, percent: { min: 10, max: 100 }, points: { min: 10, max: 100 } })),
  { word: "个位数", percent: { max: 10 }, points: { max: 10 } },
  { word: "三位数", percent: { min: 100, max: 1000 }, points: { min: 100, max: 1000 } },
  // Growth called proven needs more than a rounding error (+0.01 % is not 成长性获验证); called strong, a real pace.
  ...GROWTH_PROVEN_WORDS.map((word) => ({ word, percent: { min: 1 }, points: { min: 0.2 } })),
  ...["成长性突出", "高成长", "增长强劲", "强劲增长"].map((word) => ({
    word,
    percent: { min: 10 },
    points: { min: 1 },
  })),
  ...STALL_WORDS.map((word) => ({ word, percent: { max: 2 }, points: { max: 0.5 } })),
  ...["保持不变", "基本不变", "没有变化", "未变"].map((word) => ({
    word,
    percent: { max: 0.5 },
    points: { max: 0.1 },
  })),
  ...["保持稳定", "基本稳定", "总体稳定", "趋于稳定", "相对稳定", "稳定在"].map((word) => ({
    word,
    percent: { max: 5 },
    points: { max: 1 },
  })),
  ...["明显", "较大幅度", "较快", "动能明确", "动能充足", "快速", "像样", "实质性"].map((word) => ({
    word,
    percent: { min: 10 },
    points: { min: 1 },
  })),
  ...["基本持平", "持平"].map((word) => ({ word, percent: { max: 2 }, points: { max: 0.5 } })),
  // A slight change: under 8 % of a level, or about a point and a half of a ratio (19.0 % → 20.1 % is 略有抬升).
  ...SLIGHT_WORDS.map((word) => ({ word, percent: { max: 8 }, points: { max: 1.5 } })),
];

export { COMPARISON_WORDS } from "./comparison-words";

/** Recency words: the periods a claim so labelled must use, counted back from the latest public by asOf. */
export const RECENCY_WORDS: readonly { re: RegExp; periods: (m: RegExpExecArray) => number }[] = [
  {
    re: /(?:近|最近|过去)(\d+|[一二两三四五六七八九十])(?:个)?(?:年|个会计年度|个报告期|期)/,
    periods: (m) => numeral(m[1] ?? "1"),
  },
  { re: /最新|最近一期|最近一年|今年|本年|当前|目前|最近/, periods: () => 1 },
];

/** "三" → 3, "12" → 12. */
export function numeral(s: string): number {
  if (/^\d+$/.test(s)) return Number(s);
  if (s === "十") return 10;
  return CHINESE_TENTHS[s] ?? 1;
}

/**
 * Level words the data decides, with the metrics they can be read on and the threshold per metric. `side` is what the
 * word says about the company (used by the polarity check). A level word whose clause names none of its metrics
 * reads its first metric (技术面 → RSI).
 */
export interface LevelRule {
  words: readonly string[];
  side: "favourable" | "adverse" | "neutral";
  on: Partial<Record<ClaimMetric, { min?: number; max?: number }>>;
  /** The word is said of the metric its clause names, never of a default one ("自由现金流为负" is not 经营现金流's). */
  ownMetric?: boolean;
  /** Before the word, what makes it another assertion ("增速为负" is a change's sign, not the level's). */
  notAfter?: RegExp;
  /** Right after the word, the same ("转为负增长" is the change's sign, not the level's). */
  notThen?: RegExp;
  /** The word says the level is not high: its `max` moves with where 偏高 starts in the industry (a bank's 95 %). */
  notHigh?: true;
}

export const LEVEL_WORDS: readonly LevelRule[] = [
  {
    words: ["盈利能力突出", "盈利能力强", "盈利能力优异", "盈利能力出色", "高盈利", "盈利能力领先"],
    side: "favourable",
    on: { gross_margin: { min: 40 }, net_margin: { min: 20 }, roe: { min: 15 } },
  },
  {
    words: ["盈利能力偏弱", "盈利能力较弱", "盈利能力薄弱", "盈利能力弱", "盈利能力一般"],
    side: "adverse",
    on: { net_margin: { max: 5 }, gross_margin: { max: 20 }, roe: { max: 8 } },
  },
  ...RSI_LEVEL_WORDS,
  {
    words: [
      ...["负债率偏高", "负债率较高", "高杠杆", "杠杆偏高", "偿债压力大", "负债水平较高", "偿债风险"],
      // "杠杆太高了", "这么高的杠杆迟早出事", "杠杆炸弹", "负债结构已严重失衡": leverage called too high in the words
      // bears write; a bank's or an insurer's 90 % is its industry's norm (industry-norms.ts), not any of these.
      ...["杠杆过高", "杠杆太高", "负债率太高", "负债率过重", "负债过重", "高的杠杆", "杠杆炸弹", "杠杆风险"],
      ...["负债结构失衡", "负债结构已失衡", "负债结构严重失衡", "负债结构已严重失衡"],
    ],
    side: "adverse",
    on: { debt_ratio: { min: 60 } },
  },
  // "负债率已处于危险区": past what a general company's lenders treat as a ceiling, well above merely 偏高.
  { words: ["危险区", "危险水平", "危险区间"], side: "adverse", on: { debt_ratio: { min: 70 } } },
  {
    words: "负债率偏低 负债率较低 低杠杆 财务稳健 偿债压力小 偿债压力很小 偿债压力微乎其微 负债水平较低".split(" "),
    side: "favourable",
    on: { debt_ratio: { max: 40 } },
  },
  {
    words: ["估值偏低", "低估", "估值便宜", "估值具备吸引力"],
    side: "favourable",
    on: { pe_ttm: { max: 15 }, pb: { max: 1 } },
    // "历史维度看属于极度低估": low against its own history, not against the general band.
    notAfter: HISTORIC_VIEW,
  },
  {
    words: ["估值偏高", "高估", "估值昂贵", "估值过高"],
    side: "adverse",
    on: { pe_ttm: { min: 40 }, pb: { min: 5 } },
    notAfter: HISTORIC_VIEW,
  },
  {
    words: ["现金流充沛", "现金流充裕", "回款质量高", "盈利质量高"],
    side: "favourable",
    on: { cash_coverage: { min: 1 } },
  },
  { words: ["盈利质量差", "盈利质量偏弱", "现金流紧张"], side: "adverse", on: { cash_coverage: { max: 1 } } },
  ...SIGN_LEVEL_WORDS,
];
