import type { ExtractedNumber } from "../extract-numbers";
import { EACH_YEAR } from "./year-runs";
import { findMetrics } from "./metric-lexicon";
import { COMPOUND_WORDS } from "./figure-doubt";
import { cumulativeBase } from "./cumulative-base";

// The years judged when a named year starts a run or a turn (parse-assertions reads its periods from here).
export { judgedYears, laterWindow } from "./period-starts";

/** What a change or a size word is measured from, when it is not the year before. */

/**
 * The year a change over a span of years is measured from. "2021-2025年…由X增至Y" and "从2019年…到2024年" read
 * from the first year named to the last; so does a written range judged as a whole ("2019-2025年归母净利润实际是负
 * 增长", "2021至2025年毛利率下降约5个百分点"): the change over the span, not the last year's. A range said of each
 * year (逐年, 每年, 均, 连续, 分别) is a run (year-runs.ts) or a list, not one change.
 */
const WRITTEN_RANGE = /(?<!\d)(?:FY)?20\d{2}年?\s*[-~至到—–]\s*(?:FY)?20\d{2}年/;
const PER_YEAR = /分别|连续|持续|一路|依次/;
const SINCE_YEAR = /(20\d{2})\s*年?\s*以来/;

export function spanBaseYear(text: string, ownYears: readonly number[], said?: readonly string[]): number | null {
  // "从2021年的712亿元起连降三年，到2024年累计缩水约29%": a cumulative change runs from the run's first year.
  const run = cumulativeBase(text, ownYears, said);
  if (run !== null) return run;
  // "2020年以来年均增速约10.8%": a rate over the years since the one named, to the period judged.
  const since = SINCE_YEAR.exec(text);
  if (since && COMPOUND_WORDS.test(text) && ownYears.every((y) => y > Number(since[1]))) return Number(since[1]);
  if (ownYears.length < 2) return null;
  const whole = WRITTEN_RANGE.test(text) && !EACH_YEAR.test(text) && !PER_YEAR.test(text);
  return /由|从/.test(text) || whole ? Math.min(...ownYears) : null;
}

/**
 * "扣非略高于归母", "略高于上半年的155.11亿元", "仅略高于一季度的91.55亿元": a size word right before a comparison with
 * another metric, or with another period's figure, sizes the gap between the two levels, not the clause's change on
 * the year before.
 */
const OTHER_PERIOD = /(?:\d{4}年|上半年|下半年|[一二三四]季度|Q[1-4]|同期|去年|上年|年初|年末|全年)[^,;]{0,4}$/i;

const RATE_ORDERED = /(?:增速|增幅|涨幅|降幅|跌幅|增长率)[^,;，；]{0,4}$/;

const PACE_ORDER = /^(?:快于|慢于|强于|弱于|好于|差于|优于|逊于|跑赢|跑输)/;
/** Only the size word (and a joining word) before the order: the clause names no subject of its own. */
const OPENS = /^\s*(?:而且|并且|且|也|还|已经|已)?\s*(?:明显|显著|远远|远|大幅|略微|略|稍|小幅)$/;
/** "明显快于五粮液同期": such an opening ordered against no metric of the company's ("明显弱于利润" sizes the move). */
const opensOnPeer = (text: string, sizeEnd: number): boolean =>
  OPENS.test(text.slice(0, sizeEnd)) && findMetrics(text.slice(sizeEnd)).length === 0;

export function sizesGap(
  text: string,
  against: string | ExtractedNumber | null | undefined,
  comparison: { index: number; end: number } | null,
  sizeEnd: number,
): boolean {
  // "系列酒增速明显快于茅台酒": a size word before an order of paces no rule reads sizes that order, not a change.
  // Only after a rate (RATE_ORDERED): "扩张明显快于造血" sizes the clause's own move.
  // "…增速1.5%，明显快于五粮液": a clause opening with the size and the order sizes the rate named before it.
  if (!comparison)
    return (
      PACE_ORDER.test(text.slice(sizeEnd)) && (RATE_ORDERED.test(text.slice(0, sizeEnd)) || opensOnPeer(text, sizeEnd))
    );
  if (comparison.index !== sizeEnd) return false;
  // "利润增速明显落后": the size of an order of two rates is their gap, even when the rate behind is not named.
  if (!against) return RATE_ORDERED.test(text.slice(0, comparison.index));
  return typeof against === "string" || OTHER_PERIOD.test(text.slice(comparison.end, against.index));
}

/** "仍比低点高约0.4个百分点": a change from the low or high a clause before dated ("低点在2022年") is from its year. */
const FROM_EXTREME = /(?:比|较|相比|相较|距|离)\s*(?:此前的?|那个|这个|该)?\s*(?:低点|高点|谷底|峰值|低谷|高峰)/;

/**
 * "比2023年的747.34亿仍高约10%，但已从862.28亿的高点回落": a high or low named by its value is the base of its own
 * clause, in the year that value is of (figure-by-value), not the base year a clause before named.
 */
const VALUED_EXTREME = new RegExp(
  String.raw`(?:从|由)\s*(?:约|近)?\s*\d+(?:\.\d+)?\s*(?:万亿|亿|万)?元?\s*的?\s*(?:历史)?` +
    "(?:高点|低点|峰值|高峰|顶峰|高位|低位|谷底|低谷)",
);

/**
 * The base a clause naming none takes from its sentence: 同期 always; a year-on-year change never; a clause naming no
 * year, or one after a base named in a clause of its own ("相比2019年的…，2025年…"). Not a single year right after
 * the years of a list or a chain before it ("2022→2023→2024：…，2025年回落到…"): that year moves from the one before.
 * A change from a low or high (FROM_EXTREME) is from the year a clause before dated it.
 */
export function inheritedBase(
  own: readonly number[],
  sentence: {
    years: readonly number[];
    leadBase: boolean;
    baseYear: number | null;
    extremeYear?: number;
    baseRun?: boolean;
  },
  together: boolean,
  text: string,
): number | null {
  if (FROM_EXTREME.test(text) && sentence.extremeYear !== undefined) return sentence.extremeYear;
  if (VALUED_EXTREME.test(text)) return null;
  if (together) return sentence.baseYear;
  if (/同比|环比/.test(text) || PRIOR_YEAR_BASE.test(text)) return null;
  if (own.length === 0) return sentence.baseYear;
  // "营收自2022年的峰值连降两年，2025年才微增到3375亿元": the run from the base is said; a year of its own after it
  // moves from the year before, not from the base.
  if (sentence.baseRun && own.length === 1) return null;
  const next = own.length === 1 && sentence.years.length > 1 && own[0] === Math.max(...sentence.years) + 1;
  return sentence.leadBase && !next ? sentence.baseYear : null;
}

/** "2025年3375.32亿与上年基本持平": a clause that names the year before as its base moves from it, like 同比. */
const PRIOR_YEAR_BASE = /(?:较|比|与|和|跟|同|相比|相较于?)\s*(?:上年|上一年|前一年|上一财年|上个财年)/;

/** What says the clause speaks of a year on its own terms: its 同比, 当年, a record or an extreme. */
const OWN_TERMS = /同比|环比|当年|同年|那年|该年|这一年|新高|新低|最高|最低|历史/;

/**
 * "2025年归母净利润326.19亿元，2024年402.54亿元，缩水约19%": a bare change after a level of an earlier year shown
 * after the years judged is the move from that year into them. A clause naming its own base (较2023年), its 同比,
 * 当年 or a record ("创历史新高") speaks of the earlier year, as any clause after a year it names.
 */
export function pairedPeriod(
  state: { earlier?: { year: number; later: number[] } },
  text: string,
  yearHits: readonly { base?: boolean }[],
): { years: number[]; base: number } | null {
  if (!state.earlier || yearHits.some((y) => y.base) || OWN_TERMS.test(text)) return null;
  return { years: state.earlier.later, base: state.earlier.year };
}

/** "从412亿到823亿", "由A增至B": a move between two levels. */
const FROM_TO_LEVELS = /[从由][^，,；;。]{0,12}?\d[^，,；;。]*?(?:到|至)/;

/**
 * "从412亿到823亿，2019至2025年归母净利几乎翻了一倍": a move between two levels naming no year, read again with the
 * clause after it naming the span of years, runs over that span (its first level is the span's first year's), as it
 * would had the clause named the years itself. Other clauses keep the sentence's periods as they stood.
 */
export function spanned<S extends { years: number[]; baseYear: number | null; leadBase: boolean }>(
  pending: { clause: string; state: S },
  next: { years: readonly number[]; baseYear: number | null },
): { state: S } {
  const { clause, state } = pending;
  if (!FROM_TO_LEVELS.test(clause) || /(?:19|20)\d{2}|年/.test(clause)) return pending;
  const first = next.baseYear ?? (next.years.length > 1 ? Math.min(...next.years) : null);
  const last = next.years.length > 0 ? Math.max(...next.years) : null;
  if (first === null || last === null || last <= first) return pending;
  return { state: { ...state, years: [last], baseYear: first, leadBase: true } };
}
