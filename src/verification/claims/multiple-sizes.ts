import { CHINESE_DIGITS } from "../chinese-digits";

/**
 * Growth sized in multiples and tenths with a bound (judgement-words.ts MAGNITUDE_WORDS): "同比增长超过两倍" is at
 * least +200 %, "八年增长了三倍多" at least +300 % (or ×3, +200 %, as some writers mean it: a size between the two
 * readings is undecided, as for 翻了三倍), "增长超过一倍" at least +100 %. "增幅不到三成" is under +30 %. Only after
 * a growth word: "是净利润的两倍多" is a multiple of another quantity (relation-shares.ts), not a change.
 */
const GROWTH = ["增长", "增加", "提升", "上升", "上涨", "增幅", "涨幅"];
const DROP = ["下降", "下滑", "减少", "回落", "下跌", "降幅", "跌幅"];
const AT_LEAST = (n: string) => [`超过${n}倍`, `逾${n}倍`, `超${n}倍`, `${n}倍多`, `${n}倍以上`];
const UNDER = (n: string) => [`不到${n}成`, `不足${n}成`];

const multiples = Object.entries(CHINESE_DIGITS)
  .filter(([, t]) => t >= 1)
  .flatMap(([n, t]) =>
    GROWTH.flatMap((verb) =>
      ["", "了", "已"].flatMap((glue) =>
        AT_LEAST(n).map((q) => ({
          word: `${verb}${glue}${q}`,
          percent: { min: t * 100 },
          points: { min: t * 100 },
          ...(t >= 2 ? { looseMin: (t - 1) * 100 } : {}),
        })),
      ),
    ),
  );

const tenths = Object.entries(CHINESE_DIGITS)
  .filter(([, t]) => t >= 1)
  .flatMap(([n, t]) =>
    [...GROWTH, ...DROP].flatMap((verb) =>
      ["", "仅", "只有", "还不到"].flatMap((glue) =>
        UNDER(n).map((q) => ({ word: `${verb}${glue}${q}`, percent: { max: t * 10 }, points: { max: t * 10 } })),
      ),
    ),
  );

export const BOUNDED_SIZE_WORDS = [...multiples, ...tenths];
