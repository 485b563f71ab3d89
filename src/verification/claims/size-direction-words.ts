import type { DirectionSense } from "./judgement-words";
import {
  FRACTION_MOVE_WORDS,
  HALVING_WORDS,
  MULTIPLE_GROWTH_WORDS,
  MULTIPLIED_WORDS,
  ZEROED_WORDS,
} from "./multiple-sizes";

/** Words that carry a direction and a size at once; the size is judgement-words.ts's, the direction is here. */

/** The one-character moves of spoken prose (降, 增): the way each says. */
export const ONE_CHARACTER_MOVE: Readonly<Record<string, "up" | "down">> = {
  升: "up",
  增: "up",
  涨: "up",
  降: "down",
  减: "down",
  跌: "down",
};

/** "增长约两成", "下降约三成": a change verb before an approximate number of tenths (sized in judgement-words.ts). */
export const TENTH_CHANGE_VERBS: Readonly<Record<string, DirectionSense>> = {
  增长: "up",
  增加: "up",
  提升: "up",
  下降: "down",
  减少: "down",
  下滑: "down",
  回落: "down",
  // "较2019年高点低约三成": the gap to a base named before it, as 下降约三成 is the fall from it.
  低: "down",
  高: "up",
};
const approxTenths = Object.entries(TENTH_CHANGE_VERBS).flatMap(([verb, sense]) =>
  [..."一两二三四五六七八九"].map((n) => [`${verb}约${n}成`, sense] as const),
);

/** "同比仍为正", "增速依然为负": a change named by its sign is a move that way (正 up, 负 down). */
const SIGNED_CHANGES = ["同比", "增速", "增幅", "增长率"].flatMap((change) =>
  ["", "仍", "仍然", "依然", "还", "也", "已"].flatMap((still) =>
    (["正", "负"] as const).flatMap((sign) =>
      [`${change}${still}为${sign}`, `${change}${still}是${sign}`].map((word) => ({
        word,
        sense: sign === "正" ? ("up" as const) : ("down" as const),
      })),
    ),
  ),
);

/**
 * "同比降约40%", "环比减了一成": the one-character 降/减 after a basis, right before the size, is a fall.
 * The 增 of "同比增约2.1%" is left to its figure: read as a way, a true rate whose year before is stored under another
 * name (营业收入 beside 营业总收入) would turn undecided.
 */
// A digit right after is stated-moves.ts's (a one-character move before its rate).
const SIZE_STARTS = ["约", "了", "近", "逾", "超", "不到", "仅"];
const BASIS_MOVES = ["同比", "环比"].flatMap((basis) =>
  ["降", "减"].flatMap((move) =>
    SIZE_STARTS.map((next) => ({ word: `${basis}${move}${next}`, sense: "down" as const })),
  ),
);

/**
 * "较2024年末不降反升", "归母净利润不增反降": a move the other way than expected, one word (the 不 in it denies
 * nothing); "收入虽降": a move conceded in one character after 虽; "较上年反升约3.9个百分点", "利润反降": the same
 * turn said short, 反 before the way it went (the way is the direction, 反 only says it surprised).
 */
// "未增反降", "没跌反涨": any denial of a one-character move, then 反 and a move the other way.
const DENIED_THEN_TURNED = [..."不没未"].flatMap((denial) =>
  Object.entries(ONE_CHARACTER_MOVE).flatMap(([from, was]) =>
    Object.entries(ONE_CHARACTER_MOVE)
      .filter(([, sense]) => sense !== was)
      .map(([to, sense]) => ({ word: `${denial}${from}反${to}`, sense })),
  ),
);
export const TURNED_DIRECTION_WORDS: readonly { word: string; sense: DirectionSense }[] = [
  ...DENIED_THEN_TURNED,
  ...["虽增", "虽升", "反升", "反增"].map((word) => ({ word, sense: "up" as const })),
  ...["虽降", "虽减", "反降", "反减"].map((word) => ({ word, sense: "down" as const })),
  // "较上年又升了约3.9个百分点": the bare 升 of spoken prose, finished, is a move up as 降了 is one down.
  { word: "升了", sense: "up" },
  ...SIGNED_CHANGES,
  ...BASIS_MOVES,
];

/** Steady growth (稳步增长): a pace of at least a rounding error, upward; 保持稳定增长 too, not 保持稳定. */
export const STEADY_GROWTH_WORDS: readonly string[] = ["稳健增长", "稳步增长", "稳定增长", "保持稳定增长"];

/** "成长性得到确认", "成长性获数据验证": growth called proven, however the proving is worded. */

export const GROWTH_PROVEN_WORDS: readonly string[] = [
  ...["得到", "获", "获得", "获数据", "得到数据"].flatMap((v) =>
    ["验证", "印证", "确认", "证实"].map((w) => `成长性${v}${w}`),
  ),
  "成长性凸显",
];

/**
 * "管理费用小降", "净利大减", "现金流骤减": one size character right before a one-character move says how much and
 * which way, on any metric. 小 is a slight move (as 微); 大, 骤, 暴, 猛, 锐, 剧 a large one (as 大幅).
 */
const sizedMoves = (sizes: string) =>
  [...sizes].flatMap((size) =>
    Object.entries(ONE_CHARACTER_MOVE).map(([move, sense]) => [size + move, sense] as const),
  );
const SLIGHT_MOVES = sizedMoves("小");
// Not 大升, inside "大升级" far more often than as a size.
const LARGE_MOVES = sizedMoves("大骤暴猛锐剧").filter(([word]) => word !== "大升");
export const SLIGHT_MOVE_WORDS: readonly string[] = SLIGHT_MOVES.map(([word]) => word);
export const LARGE_MOVE_WORDS: readonly string[] = LARGE_MOVES.map(([word]) => word);
/** The slight sizes (as 微): "略有", "小幅", "低增长" (a pace as small: +0.01 % is 低增长, not a bare 增长), "小降". */
export const SLIGHT_WORDS: readonly string[] = [
  ..."低速增长 低增长 小幅 略有 略微 稍有 微幅 轻微 微增 微降 略 微".split(" "),
  ...SLIGHT_MOVE_WORDS,
];

/**
 * "净利不减", "现金流不降": a one-character fall denied in one word; its way is the move's, and direction-denial.ts
 * reads the word as denied (flat or the other way holds it). Not 增 ("公司未增发", "不增持" are no move of a metric).
 */
export const DENIED_ONE_CHARACTER_MOVES: readonly { word: string; sense: "up" | "down" }[] = [..."不没未"].flatMap(
  (denial) => [..."降减"].map((move) => ({ word: denial + move, sense: ONE_CHARACTER_MOVE[move]! })),
);
export const deniedInOneWord = (word: string): boolean => DENIED_ONE_CHARACTER_MOVES.some((w) => w.word === word);

/** "净利首降", "营收首跌": a first fall said in two characters (first-since.ts reads the window before it). */
export const FIRST_FALL_WORDS: readonly string[] = ["首降", "首跌", "首减"];
/** "七年来首次下滑", "下滑还是七年来头一回": the words of a first time over a window. */
export const FIRST_TIME_WORDS: readonly string[] = [
  "首次",
  "第一次",
  "头一次",
  "头一回",
  "第一回",
  "首度",
  // "为2019年以来首个利润下滑的年份": the first year of a fall, counted in years.
  "首个",
  "第一个",
  "头一个",
];

/** Words that say both which way and how much (大增 is up by at least the 大幅 size): the direction they imply. */
export const DIRECTION_OF_SIZE_WORD: Readonly<Record<string, DirectionSense>> = {
  ...Object.fromEntries(approxTenths),
  ...Object.fromEntries(SLIGHT_MOVES),
  ...Object.fromEntries(LARGE_MOVES),
  大增: "up",
  暴增: "up",
  猛增: "up",
  骤增: "up",
  大涨: "up",
  微增: "up",
  // "环比小增", "负债率小升到62.32%": 小 as 微, a slight rise.
  小增: "up",
  小升: "up",
  翻倍: "up",
  翻番: "up",
  翻两番: "up",
  翻了两番: "up",
  翻了一番: "up",
  翻了一倍: "up",
  ...Object.fromEntries(MULTIPLIED_WORDS.map((w) => [w, "up" as const])),
  ...Object.fromEntries(MULTIPLE_GROWTH_WORDS.map((w) => [w, "up" as const])),
  骤降: "down",
  大降: "down",
  锐减: "down",
  暴跌: "down",
  大跌: "down",
  ...Object.fromEntries(HALVING_WORDS.map((w) => [w, "down" as const])),
  微降: "down",
  ...Object.fromEntries(ZEROED_WORDS.map((w) => [w, "down" as const])),
  ...FRACTION_MOVE_WORDS,
  ...Object.fromEntries(GROWTH_PROVEN_WORDS.map((w) => [w, "up" as const])),
  成长性突出: "up",
  高成长: "up",
  增长强劲: "up",
  强劲增长: "up",
  // "现金流强劲": strength said of a metric is a large rise; a cash flow down a third is not strong, however large.
  强劲: "up",
  // "营收稳步增长": a pace word that says 增长 says its way too (−11.82 % is no steady growth, however large).
  ...Object.fromEntries(STEADY_GROWTH_WORDS.map((w) => [w, "up" as const])),
  高增长: "up",
};
