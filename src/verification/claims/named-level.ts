import { DATED_LEVEL } from "./check-price-levels";
import { FROM_HIGH, FROM_LOW, MA_REF, ROLLING_YEAR } from "./market-words";
import { namesYearHigh } from "./ytd-drawdown";

/**
 * "5.27元的52周低点近在咫尺，现价只高出约2%", "52周最高7.64元，现价比它低约26%", "年内收盘高点是4月16日的453.98元，
 * 目前回撤不到4%": a distance of the close now, sized but naming no level of its own (or only 它/其), right after a
 * clause that names one level, is the distance from that level. The clause is read again with the level written in:
 * the 52-week low or high (check-week52.ts), the year's high (ytd-drawdown.ts), or the dated close
 * (check-price-levels.ts). A clause naming both ends of
 * the range, or none, leaves the distance unbound.
 */

/** The close now as the subject of a distance ("现价", "目前", "距今"), with 它/其 standing for the level. */
// "贴着52周低点37.31元运行，仅高出约2.6%": the close left out, a 仅/只 before the distance word says it is the subject.
const NOW_DISTANCE = new RegExp(
  String.raw`^\s*(?:而|但|且)?\s*(?:(?:[\u4e00-\u9fa5]{2,4}?)?\s*(?:现价|股价|目前|当前|如今|眼下|现在|距今)|` +
    String.raw`(?=(?:仅|只|才)\s*(?:高出|低了|低出|相差|差))|` +
    // "连2024年末的39.30元都没守住，低了约2.6%": the distance word opening the clause, a size right after it;
    // "2月2日87.05元是年内最低收盘，反弹已超18%": so a move off the extreme named before.
    String.raw`(?=(?:已经?)?\s*(?:高出|高了|低了|低出|相差|反弹|回升|回撤|回落)了?\s*(?:已经?)?\s*` +
    String.raw`(?:约|大约|近|将近|超过?|不到|逾|达)?\s*\d))\s*` +
    // "现价1384.79元距那里约4.75%": the close's own price may follow its name (the figure checks read it).
    String.raw`(?:\d+(?:\.\d+)?\s*[元块]?\s*)?(?:已经?|仍|还|只|仅)?\s*` +
    // "距那里约4.75%", "离那儿不到5%": 那里 stands for the level as 它 does, 距 then the distance word itself.
    String.raw`(?:(?:距离?|离)\s*(?:那里|那儿|那个位置|该位置)\s*(?:只有|仅有|还有|也就|大约)?\s*|` +
    String.raw`(?:(?:比|较|距|离)\s*(?:它|其)\s*)?` +
    String.raw`(?=[^，,；;。]*?(?:高出|高了|高于|低了|低于|低约|低\s*\d|回撤|回落|跌去|跌了|下跌` +
    String.raw`|涨了|上涨|反弹|回升|只差|相差|还差)))`,
);
/** A size in per cent or tenths. */
const SIZED = /\d\s*%|[一二两三四五六七八九]成/;
/** What gives the distance a reference of its own: a level, a price, a window, an average, an indicator. */
const OWN_LEVEL = new RegExp(
  String.raw`高点|低点|高位|低位|最高|最低|52周|均线|\d\s*日线|年线|MA|\d\s*元|\d\s*个?交易日|\d\s*[日周月年]|` +
    // "股价今年以来已下跌约9.1%", "近五日下跌约3.9%", "较去年末下跌约10%": a window of its own.
    String.raw`以来|至今|年初|年内|年末|去年|本周|上周|本月|上月|近[一二两三四五六七八九十]+个?(?:交易)?[日天周月年]`,
  "i",
);

const WEEK52_END = new RegExp(
  String.raw`${ROLLING_YEAR}\s*(?:的)?\s*(?:\d+(?:\.\d+)?\s*元?\s*(?:的)?\s*)?(?:最)?(高|低)`,
);
const ENDS = /高点|低点|最高|最低|高位|低位/g;
/** The dated close is called the high or the low ("年内收盘高点是4月16日的453.98元"), not merely dated. */
const CALLED_EXTREME = /高点|低点|最高|最低/;

/** Levels other than an average a clause may name: what 其 after it may stand for. */
const OTHER_LEVEL = /平台|高点|低点|前高|前低|关口|大关|整数关|支撑位|压力位/;
/** "股价在其下方约4.7%": the close on a side of 它/其. */
const SIDE_OF_IT = /(在|位于|处于|落在|运行在)\s*(?:其|它)\s*(?=下方|上方|之下|之上)/;

/**
 * "年线1453元一带压制明显，股价在其下方约4.7%": 其 is the one average the clause before names; the clause is read
 * with the average written in (check-averages.ts).
 */
function withAverageNamed(text: string, previous: string): string {
  const side = SIDE_OF_IT.exec(text);
  const averages = side ? [...previous.matchAll(MA_REF)] : [];
  // "20日、60日均线拐头向下": a list of windows names more than one average.
  if (!side || averages.length !== 1 || /\d\s*日\s*[、和与及]/.test(previous)) return text;
  // "年线附近有1500元的前期平台，股价在其下方": another level named beside the average may be what 其 is.
  if (OTHER_LEVEL.test(previous) || (previous.match(/\d+(?:\.\d+)?\s*元/g) ?? []).length > 1) return text;
  return text.replace(SIDE_OF_IT, `${side[1]}${averages[0]![0]}`);
}

/**
 * "股价仍低于2021年末的588元，距那时的收盘价还差约26%", "比当时低了三成": 那时/当时/彼时 stand for the day of the one
 * dated close the clause before names, whether or not it is called a high.
 */
const THEN_DISTANCE = new RegExp(
  String.raw`^\s*(?:而|但|且)?\s*(?:[\u4e00-\u9fa5]{2,4}?)?\s*(?:已经?|仍|还)?\s*(距离?|离|较|比)\s*` +
    String.raw`(?:那时|当时|彼时|那会儿?)\s*(?:的)?\s*(?:收盘价?|股价|价格|价位)?`,
);

function withThenLevel(text: string, previous: string): string {
  const then = THEN_DISTANCE.exec(text);
  if (!then || !SIZED.test(text)) return text;
  const levels = [...previous.matchAll(DATED_LEVEL)];
  if (levels.length !== 1) return text;
  return `${then[1]}${levels[0]![0]}${text.slice(then[0].length)}`;
}

export function withNamedLevel(text: string, previous: string | null): string {
  if (previous === null) return text;
  const thenLevel = withThenLevel(text, previous);
  if (thenLevel !== text) return thenLevel;
  const average = withAverageNamed(text, previous);
  if (average !== text) return average;
  const now = NOW_DISTANCE.exec(text);
  if (!now || !SIZED.test(text)) return text;
  const rest = text.slice(now.index + now[0].length);
  if (OWN_LEVEL.test(rest) || FROM_HIGH.test(text) || FROM_LOW.test(text)) return text;
  const periodEnd = periodEndOf(previous);
  if (periodEnd) return `自${periodEnd}至今${rest}`;
  // "股价从3月3日7.82元的收盘高点跌到5.39元，回撤约31%": a size after a path is the path's (check-price-path.ts).
  if (PATH.test(previous)) return text;
  // Both ends named ("52周区间37.31-48.55元", "高低点分别是…"): which one the distance is from is not said.
  const ends = new Set([...previous.matchAll(ENDS)].map((e) => (/高/.test(e[0]) ? "高" : "低")));
  if (ends.size !== 1 || /区间|高低/.test(previous)) return text;
  const week52 = WEEK52_END.exec(previous);
  if (week52) return `${week52[1] === "低" ? "距52周低点" : "较52周高点"}${rest}`;
  const levels = [...previous.matchAll(DATED_LEVEL)];
  // "年内最高收盘110.77元，距今回撤还不到一成": the year's high with no day named (ytd-drawdown.ts).
  if (levels.length === 0 && namesYearHigh(previous)) return `较年内收盘高点${rest}`;
  // "年内最低收盘1323.69元在1月28日，目前仍高出约4.6%": the extreme's price, then the day it fell on.
  const onDay = [...previous.matchAll(PRICE_ON_DAY)];
  if (levels.length === 0 && onDay.length === 1 && CALLED_EXTREME.test(previous)) return `自${onDay[0]![1]}至今${rest}`;
  if (levels.length !== 1 || !CALLED_EXTREME.test(previous)) return text;
  return `自${levels[0]![0]}至今${rest}`;
}

/** "1323.69元在1月28日", "107.63元出现于3月23日": a price and the day it closed at it (group 1). */
const PRICE_ON_DAY = /\d+(?:\.\d+)?\s*元\s*(?:出现)?\s*(?:在|于)\s*((?:\d{4}\s*年\s*)?\d{1,2}\s*月\s*\d{1,2}\s*日)/g;

/**
 * "收盘38.27元，连2024年末的39.30元都没守住，低了约2.6%": a bare distance after a clause naming one year's or month's
 * last close and no high or low is the move since that close, the level returned here (null where there is none).
 */
function periodEndOf(previous: string): string | null {
  if (ENDS_ONE.test(previous)) return null;
  const levels = [...previous.matchAll(DATED_LEVEL)];
  if (levels.length !== 1 || !/[底末]/.test(levels[0]![1] ?? "") || /日/.test(levels[0]![1] ?? "")) return null;
  return levels[0]![0];
}
const ENDS_ONE = /高点|低点|最高|最低|高位|低位/;
const PATH = /(?:从|由)[^，,；;。]*?(?:跌到|跌至|涨到|涨至|回落到|回落至|到|至)\s*\d/;
