import { SNAPSHOT_READINGS, SNAPSHOT, SNAPSHOT_DAY, THAT_DAY } from "./snapshot-close";
import type { Assertion } from "./assertion";
import { AFTER_THEN } from "./sequence-words";

/**
 * The trading day a sentence dates its price to, carried to its later clauses: in "25年7月4日快照PB 3.15倍，市值约
 * 4,673亿元，收盘120.39元" the close is 7月4日's, and in "3月2日、3日连续两个涨停，收在7.82元" it is 3月3日's. A clause
 * with a time of its own (次日, 之后, 现在, 目前…) or a day of its own keeps its own; a day a move is measured from
 * (自/从/较 4月1日, 4月1日以来) dates nothing after it.
 */

/** A day as written, its year two or four digits ("25年7月4日"), its month omitted after a day of the same month. */
const DAY = /(?:(\d{4}|\d{2})\s*年\s*)?(?:(\d{1,2})\s*月\s*)?(\d{1,2})\s*日(?!\s*(?:以来|至今|起|均|线))/g;
/** A base of a move before a day: not the day the sentence speaks of. */
const BASE_BEFORE = /(?:自|从|较|比|相比|由)\s*(?:\d{2,4}\s*年\s*)?$/;
/** The words that say a reading is of now (the last stored close), not of a day or a year named. */
export const NOW_WORDS = "现在|目前|当前|如今|眼下|最新";
/**
 * "按4月末股价算", "按102.98元现价", "以当前股价计", "股价38.27元对应2025年末每股净资产": a multiple priced at the last
 * close (a price stated and set against a per-share figure is one, its own check holds it to the close), so a market
 * value months old is not its numerator (valuation-inputs.ts); the sentence's later clauses are priced so too
 * (sentence-state.ts).
 */
export const PRICED_NOW = new RegExp(
  // "当前市值约1.9万亿元": the market value now is the last close's too, not a months-old snapshot's.
  `现价|(?:${NOW_WORDS})的?(?:股价|价格|收盘价?|总?市值)|` +
    String.raw`(?:按|以|用)(?:\d{1,2}\s*月\s*(?:末|底|\d{1,2}\s*日))?(?:股价|收盘价?)|` +
    String.raw`(?:股价|收盘价)\s*(?:约|为)?\s*\d+(?:\.\d+)?\s*元(?:左右)?\s*(?:对应|计算)|` +
    // "PE不到17倍（按436元股价、2025年利润算）": a price stated as the one divided (its own check holds it to the
    // close).
    // "按今日102.98元收盘价": so is today's close with its price.
    String.raw`(?:按|以|用)\s*(?:今日|今天|当日|${NOW_WORDS})?\s*的?\s*\d+(?:\.\d+)?\s*元\s*(?:的)?\s*` +
    "(?:股价|收盘价?|现价)",
);
/** "此后", "之后至今": the time after a day named before, which a move is measured from. */
export const SINCE_THEN = new RegExp(`^\\s*(?:(?:${AFTER_THEN})(?:至今|到现在)?|至今|迄今|到现在)\\s*`);
/** A time of the clause's own, which the sentence's day does not reach (its price is not that day's close). */
export const OWN_TIME = new RegExp(
  `次日|第二天|翌日|隔日|之后|随后|此后|其后|后来|${NOW_WORDS}|今天|今日|至今|截至` +
    "|年末|年底|月末|月底|\\d\\s*[月日]",
);

/** A day as its parts ("25" is 2025); month and year absent where the text omits them. */
export type WrittenDay = NonNullable<Assertion["day"]>;

export const fullYear = (y: string | undefined): string | undefined =>
  y === undefined ? undefined : y.length === 2 ? `20${y}` : y;

/** The days a text names (not as bases), each's month from an earlier day of the text when it omits one. */
function daysNamed(text: string): WrittenDay[] {
  const found: WrittenDay[] = [];
  for (const hit of text.matchAll(DAY)) {
    if (BASE_BEFORE.test(text.slice(0, hit.index))) continue;
    const month: string | undefined = hit[2] ?? found.at(-1)?.month;
    // "3日" with no month known, or a count of days ("20日均量"), is no date.
    if (month === undefined) continue;
    const year: string | undefined = fullYear(hit[1]) ?? found.at(-1)?.year;
    found.push({ ...(year ? { year } : {}), month, day: hit[3]! });
  }
  return found;
}

/** The last day a text names (not as a base), its month from an earlier day of the text when it omits one. */
export const lastDayNamed = (text: string): WrittenDay | null => daysNamed(text).at(-1) ?? null;

/**
 * Each claim clause with the day an earlier clause of its sentence named (`day`), where it names no day of its own;
 * a price reads it only when the clause names no other time (`OWN_TIME`), a move after 次日 from the day after it.
 */
export function carryDays(assertions: readonly Assertion[]): Assertion[] {
  return assertions.map((a, i) => {
    // A day of its own, even one a move is measured from ("较2月19日的81.7元下跌约17%"), keeps the sentence's out.
    if (a.from !== "claim" || /\d\s*月\s*\d{1,2}\s*日/.test(a.text)) return a;
    const earlier = assertions.slice(0, i).filter((b) => b.from === "claim" && b.sentence === a.sentence);
    const days = daysNamed(earlier.map((b) => b.text).join("，"));
    const [first, day] = [days[0], days.at(-1)];
    // "1月6日收在74.32元，3月30日跌到56.33元，区间跌幅约24%": the first day bounds a span the clause may size.
    const spanFrom = first && first !== day && dayText(first) !== dayText(day!) ? { spanFrom: first } : {};
    const snapshotBefore = earlier.some((b) => SNAPSHOT.test(b.text));
    // "7月4日快照PB约8.33倍，按当日收盘331元算": the day may be the snapshot's, a year before the last bar's.
    if (day) return { ...a, day, ...spanFrom, ...(snapshotBefore ? { afterSnapshot: true as const } : {}) };
    // "去年7月快照市净率3.15倍，收盘120.39元": a snapshot named before with no day (snapshot-close.ts); "快照日收盘
    // 120.39元": the clause names the snapshot's day itself.
    const readings = earlier.some((b) => b.metrics.some((m) => SNAPSHOT_READINGS.includes(m)));
    const afterSnapshot =
      (snapshotBefore && !SNAPSHOT.test(a.text)) || SNAPSHOT_DAY.test(a.text) || (readings && THAT_DAY.test(a.text));
    return afterSnapshot ? { ...a, afterSnapshot: true } : a;
  });
}

/** The day as written back ("2025年7月4日", "4月29日"), for a clause that carries it on. */
export const dayText = (d: WrittenDay): string =>
  `${d.year ? `${d.year}年` : ""}${d.month ? `${d.month}月` : ""}${d.day}日`;

/**
 * "比去年末的140.04元", "比去年4月18日的50.44元": 去年 and 前年 after 比 are left as written by the clause's reading
 * (a metric's 比去年 is the year before its period); before a month, a day or a year's end they are calendar years,
 * counted back from the last bar's.
 */
export const calendarYears = (text: string, lastBar: string): string =>
  text.replace(
    /([去前])年(?=\s*(?:末|底|\d{1,2}\s*月))/g,
    (_, back: string) => `${Number(lastBar.slice(0, 4)) - (back === "去" ? 1 : 2)}年`,
  );
