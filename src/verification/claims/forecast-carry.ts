import { hedgesCause } from "./hedged-causes";
import { DIRECTION_WORDS } from "./judgement-words";
import { FORECAST, TURN } from "./phrase-words";

/**
 * A forecast rules the clauses after it in its sentence that go on with it: "四季度单季归母净利有望超过230亿元，全年
 * 利润冲击720亿元" forecasts the year as well. A clause that names a year of its own, turns (但…), or marks a fact
 * already reported (已, 同比, 去年, 目前…) speaks of the data again and is checked.
 */
const FACT_MARKERS = /已|同比|环比|去年|上年|过去|此前|曾|目前|当前|现在|实际|截至|报告期/;
/**
 * Forecasts said without a forecast word (phrase-words.ts FORECAST): a pace carried on ("照这个节奏", "按目前的增速"),
 * a figure aimed at ("冲击720亿元", "剑指400亿"), a threshold called within reach ("全年突破400亿不难").
 */
const PACE_FORECAST = new RegExp(
  "(?:照|按|以)(?:这个|这一|这样的?|此|目前的?|当前的?|现在的?)(?:节奏|速度|势头|增速|趋势)" +
    // "照此推算全年归母净利可达900亿": a year extrapolated from a part of it.
    "|(?:照|按|据|以)此(?:推算|测算|估算|外推|类推)" +
    "|冲击\\s*(?:约|近)?\\s*\\d|剑指|(?:突破|超过|达到|实现|站上|迈过)[^，,；;。]*不难",
);
/**
 * A move stated with its figure ("归母净利润下降5%", "同比增长约12%") reports a fact: after "2026年一季度营收有望增长"
 * it is the quarter's reported figure said again, checked against the data, not carried on as a forecast.
 */
const REPORTED_MOVE = new RegExp(
  `(?:${DIRECTION_WORDS.filter((w) => !w.extreme)
    .map((w) => w.word)
    .join("|")})了?\\s*(?:约|近|超过|逾|达)?\\s*[-+]?\\d`,
);

/**
 * A move put as a guess with a bare 或 ("全年归母净利或下滑约5%", "营收或突破5000亿元", "同比或降三成"): a forecast of
 * it, whatever its figure. Not 或已 ("利润或已见底"), a reading of what is reported, nor 或 joining two nouns.
 */
const HEDGED_MOVE = new RegExp(
  `(?<![或者]|或多)或(?:将|会|继续|进一步|再|仍)?(?:${DIRECTION_WORDS.filter((w) => !w.extreme)
    .map((w) => w.word)
    .join("|")}|突破|跌破|站上|达到)`,
);

/** Whether a clause opens a forecast the clauses after it carry on. */
export const opensForecast = (clause: string): boolean => FORECAST.test(clause) || PACE_FORECAST.test(clause);

/**
 * Whether a clause is a forecast without a forecast word, or one after a forecast in its sentence (`opened`). A cause
 * guessed with 或 ("息差收窄或是主要拖累") is no fact either: its move word is the cause's, not the metric's.
 */
/** "…有望突破900亿元，对应PE降至22倍以下": what a forecast figure stands for is the forecast's, whatever its verb. */
const STANDS_FOR = /^\s*(?:对应|相当于|折合|意味着)/;

export const forecastClause = (clause: string, ownYears: readonly number[], opened: boolean): boolean =>
  PACE_FORECAST.test(clause) ||
  hedgesCause(clause) ||
  (HEDGED_MOVE.test(clause) && !/或(?:是|者)/.test(clause)) ||
  (opened && STANDS_FOR.test(clause)) ||
  (opened &&
    ownYears.length === 0 &&
    !TURN.test(clause.trim()) &&
    !FACT_MARKERS.test(clause) &&
    !REPORTED_MOVE.test(clause));
