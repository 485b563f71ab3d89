import { CHINESE_DIGITS } from "../chinese-digits";

/**
 * Growth sized in multiples and tenths with a bound (judgement-words.ts MAGNITUDE_WORDS): "同比增长超过两倍" is at
 * least +200 %, "八年增长了三倍多" +300 % to +400 % (or ×3, +200 %, as some writers mean it: a size between the two
 * readings is undecided, as for 翻了三倍), "增长超过一倍" at least +100 %. "增幅不到三成" is under +30 %. Only after
 * a growth word: "是净利润的两倍多" is a multiple of another quantity (relation-shares.ts), not a change.
 */
// "同比涨了快一半": the bare 涨 and 跌 of spoken prose size a move as the full verbs do; "比2021年多了近五倍":
// 多了/多出 after a base are the rise from it, sized the same way (少了一半 is sized with 腰斩, judgement-words.ts).
// "比2021年的高点低了近一半", "较2019年高了约三分之一": 高/低 after a base name the gap to it, sized as a move from it.
const GROWTH = ["增长", "增加", "提升", "上升", "上涨", "增幅", "涨幅", "涨", "多了", "多出", "高"];
// "三年缩水近一半": a shrinking sized as a fraction is a fall like any other; "同比降了近一半": the bare 降 of spoken
// prose sizes a fall as 涨 sizes a rise (少了一半 is sized with 腰斩, judgement-words.ts).
const DROP = ["下降", "下滑", "减少", "回落", "下跌", "降幅", "跌幅", "缩水", "萎缩", "缩减", "跌", "降", "低"];
const AT_LEAST = (n: string) => [`超过${n}倍`, `逾${n}倍`, `超${n}倍`, `${n}倍以上`];
const UNDER = (n: string) => [`不到${n}成`, `不足${n}成`];

// "增长一倍多", "多出两倍多": that many times and less than one more, as 一成多 is that many tenths.
const multiples = Object.entries(CHINESE_DIGITS)
  .filter(([, t]) => t >= 1)
  .flatMap(([n, t]) =>
    GROWTH.flatMap((verb) =>
      ["", "了", "已"].flatMap((glue) =>
        [...AT_LEAST(n), `${n}倍多`].map((q) => ({
          word: `${verb}${glue}${q}`,
          percent: { min: t * 100, ...(q.endsWith("倍多") ? { max: (t + 1) * 100 } : {}) },
          points: { min: t * 100, ...(q.endsWith("倍多") ? { max: (t + 1) * 100 } : {}) },
          ...(t >= 2 ? { looseMin: (t - 1) * 100 } : {}),
        })),
      ),
    ),
  );

/**
 * "增幅近一倍", "同比增长接近两倍": a multiple approached from below, short of it by the margin of a hedge (接近翻倍 is
 * judged the same way: at least +85 %). Two and more are read also as ×N (+(N−1)·100 %), hedged alike: a size between
 * the two readings is undecided. "增长约一倍", "增幅一倍左右": within the hedge's margin on either side.
 */
// 快 as spoken: "涨了快一半" is short of half.
const NEAR = ["近", "接近", "将近", "几乎", "近乎", "快"];
const NEAR_MARGIN = 0.15;
const nearMultiples = Object.entries(CHINESE_DIGITS)
  .filter(([, t]) => t >= 1)
  .flatMap(([n, t]) =>
    GROWTH.flatMap((verb) =>
      ["", "了", "已"].flatMap((glue) => [
        ...NEAR.map((near) => ({
          word: `${verb}${glue}${near}${n}倍`,
          percent: { min: t * 100 * (1 - NEAR_MARGIN), max: t * 100 },
          points: { min: t * 100 * (1 - NEAR_MARGIN), max: t * 100 },
          ...(t >= 2 ? { looseMin: (t - 1) * 100 * (1 - NEAR_MARGIN) } : {}),
        })),
        // "增长一倍", "多出一倍": a multiple said plainly is as rounded as 约一倍 (a doubling said loosely is 翻倍).
        ...(t === 1
          ? [`${verb}${glue}约一倍`, `${verb}${glue}一倍左右`, `${verb}${glue}一倍`].map((word) => ({
              word,
              percent: { min: 100 * (1 - NEAR_MARGIN), max: 100 * (1 + NEAR_MARGIN) },
              points: { min: 100 * (1 - NEAR_MARGIN), max: 100 * (1 + NEAR_MARGIN) },
            }))
          : []),
      ]),
    ),
  );

// "降幅在三成以内", "跌幅控制在两成以内": a size held within a number of tenths is under it, as 不到三成 is.
const UNDER_GLUE = ["", "仅", "只有", "还", "仍", "也", "都", "尚", "仍然", "依然"];
const WITHIN = ["在", "控制在", "保持在", "收窄至", "收窄到", "缩小至", "缩小到"];
const tenths = Object.entries(CHINESE_DIGITS)
  .filter(([, t]) => t >= 1)
  .flatMap(([n, t]) =>
    [...GROWTH, ...DROP]
      .flatMap((verb) => [
        // "降幅还不到三成", "跌幅仍不足两成": an adverb between the size word and its bound keeps the bound.
        ...UNDER_GLUE.flatMap((glue) => UNDER(n).map((q) => `${verb}${glue}${q}`)),
        ...WITHIN.map((glue) => `${verb}${glue}${n}成以内`),
      ])
      .map((word) => ({ word, percent: { max: t * 10 }, points: { max: t * 10 } })),
  );

/**
 * "较2023年下降约三分之一", "增加了四分之一": a change sized as a fraction of its base, within five points of it
 * (近 short of it); "降幅接近一半" within five points under half.
 */
const FRACTIONS: Readonly<Record<string, number>> = {
  一半: 50,
  三分之一: 100 / 3,
  四分之一: 25,
  五分之一: 20,
  三分之二: 200 / 3,
};
const tenthOf = (x: number) => Math.round(x * 10) / 10;
const fractions = Object.entries(FRACTIONS).flatMap(([q, p]) =>
  [...GROWTH, ...DROP].flatMap((verb) =>
    ["", "了"].flatMap((glue) => [
      ...["", "约", "大约"].map((hedge) => ({
        word: `${verb}${glue}${hedge}${q}`,
        percent: { min: tenthOf(p - 5), max: tenthOf(p + 5) },
        points: { min: tenthOf(p - 5), max: tenthOf(p + 5) },
      })),
      ...NEAR.map((near) => ({
        word: `${verb}${glue}${near}${q}`,
        percent: { min: tenthOf(p - 5), max: tenthOf(p) },
        points: { min: tenthOf(p - 5), max: tenthOf(p) },
      })),
      // "降幅超过四分之一", "减少不到三分之一", "减少一半以上": bounded by the fraction on one side.
      ...[`超过${q}`, `逾${q}`, `超${q}`, `${q}以上`, `${q}多`].map((over) => ({
        word: `${verb}${glue}${over}`,
        percent: { min: tenthOf(p) },
        points: { min: tenthOf(p) },
      })),
      ...["不到", "不足"].map((under) => ({
        word: `${verb}${glue}${under}${q}`,
        percent: { max: tenthOf(p) },
        points: { max: tenthOf(p) },
      })),
    ]),
  ),
);

/**
 * "翻了三倍", "四年翻了二十倍", "翻了5倍多": +N·100 %, or ×N (+(N−1)·100 %) as some writers mean it; a size between the
 * two readings is undecided, one under both is not the multiple written. (翻了一倍 is a doubling, DOUBLING_WORDS.)
 */
const TIMES: readonly (readonly [string, number])[] = [
  ...Object.entries(CHINESE_DIGITS).filter(([, t]) => t >= 2),
  ["十", 10],
  ["二十", 20],
  ["三十", 30],
  ["五十", 50],
  ...Array.from({ length: 19 }, (_, i) => [String(i + 2), i + 2] as const),
  ["30", 30],
  ["50", 50],
];
export const MULTIPLIED_WORDS: readonly string[] = TIMES.flatMap(([n]) =>
  ["", "多", "以上"].map((t) => `翻了${n}倍${t}`),
);
const multiplied = TIMES.flatMap(([n, t]) =>
  ["", "多", "以上"].map((tail) => ({
    word: `翻了${n}倍${tail}`,
    percent: { min: t * 100 },
    points: { min: t * 100 },
    looseMin: (t - 1) * 100,
  })),
);

/**
 * "利润几乎归零", "净利润接近归零": a fall that leaves almost nothing, at least nine tenths of the base (归零 said bare
 * keeps under 5 % of it).
 */
export const ZEROED_WORDS: readonly string[] = ["几乎归零", "接近归零", "近乎归零", "基本归零", "快要归零", "归零"];
const zeroed = ZEROED_WORDS.map((word) => {
  const min = word === "归零" ? 95 : 90;
  return { word, percent: { min }, points: { min } };
});

/**
 * "几乎腰斩", "净利率砍掉一半还多", "利润砍半": a fall of at least half the level - of a rate too, half the rate
 * and not 50 points (rate-multiples.ts).
 */
export const HALVING_WORDS: readonly string[] = [
  "腰斩",
  "砍半",
  "砍掉一半",
  "砍掉了一半",
  "砍了一半",
  "砍去一半",
  "少了一半",
  "减少一半",
  // "现金流减半", "利润减了一半": the short spoken halving.
  "减半",
  "减了一半",
  "降了一半",
  "缩水一半",
  // "利润已经跌去一半以上", "现金流掉了一半": the fall itself, spoken.
  "跌去一半",
  "跌掉一半",
  "跌了一半",
  "掉了一半",
  "缩了一半",
];

/**
 * "同比增加了约三分之一", "比上年同期少了约三分之一": a fraction sized after its move verb says the way too (a fall
 * of a third is no rise of a third, though the sizes agree).
 */
export const FRACTION_MOVE_WORDS: Readonly<Record<string, "up" | "down">> = Object.fromEntries(
  fractions.map((f) => [f.word, DROP.some((verb) => f.word.startsWith(verb)) ? "down" : "up"] as const),
);

/**
 * "同比增长逾两倍", "多出一倍多", "增幅接近两倍": growth sized in multiples says its way too, up (an operating cash
 * flow up over twofold, read as bad news, reads a rise the other way).
 */
export const MULTIPLE_GROWTH_WORDS: readonly string[] = [...multiples, ...nearMultiples].map((m) => m.word);

export const BOUNDED_SIZE_WORDS = [...multiples, ...nearMultiples, ...tenths, ...fractions, ...multiplied, ...zeroed];
