import { digitOrTen } from "../chinese-digits";
import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, quoted, show, undecided } from "./check-series";
import type { Facts } from "./facts";
import { factAt, latestReportPeriod } from "./period-facts";
import { QUARTERS_COUNTED, YEARS_OF_QUARTERS } from "./extreme-windows";
import { latestQuarterYear } from "./latest-quarter";
import { type PeriodKind, RANKED_IN_HALF } from "./periods";
import { QUARTER_ENDS } from "../../shared/dates";

/**
 * A single quarter ranked among its own year's quarters: "三季度单季…是2025年盈利最差的一个季度", "为全年四个季度中
 * 最高", "2025年单季净利润三季度388.42亿元最高，四季度…最低". Each of the year's four single quarters is derived (Q4 is
 * the year less its nine months); a year whose four quarters the data does not all hold is 未能核验. Not a record
 * (创单季新高, 历史最高, 上市以来): that compares with every quarter stored (period-view.ts quarterRunView). The
 * year is the clause's own or its sentence's ("2025年单季净利润三季度…最高，四季度…最低").
 */
const QUARTERS: readonly PeriodKind[] = ["q1", "q2s", "q3s", "q4s"];
// "是全年高点": a high or low named with the year it is ranked in.
const RANK = /最高|最低|最差|最好|最多|最少|最弱|最强|(?<=(?:全年|年内|当年)(?:的)?)(?:高点|低点)/;
const RECORD = /新高|新低|历史|以来|纪录|有史|创/;
const LOW = /最低|最差|最少|最弱|低点/;
const ORDINAL = String.raw`([一二两三四]|[1-4])`;
/**
 * "在2025年四个季度中排第二", "是四个季度里第二高的", "为年内各季度次低": an ordinal place among the year's quarters
 * (排第N with no side is from the top); only where the clause counts or names the year's quarters (个季度, 各季度).
 */
const PLACE = new RegExp(`第${ORDINAL}(高|低|大|小|多|少)|排(?:名|在)?第${ORDINAL}(?:位|名)?|次(高|低|大|小|多|少)`);
const AMONG_QUARTERS = /个季度|各季度?|四季中/;
/**
 * "近7个季度里最高", "过去五个季度中最低", "近五个单季中": the quarters up to the one ranked (quarterRunView), not its
 * year's; so is a span of years, "是近两年来的最低单季", "三年来单季最高" (its quarters, extreme-windows.ts).
 */
const TRAILING = new RegExp(
  `(?:近|过去|最近|前)\\s*[\\d一二两三四五六七八九十]+\\s*${QUARTERS_COUNTED}|${YEARS_OF_QUARTERS}`,
);

/**
 * "三季度单季388.42亿元为年内单季最高" written on 2025-10-31: the year so far, its quarters reported by then (the
 * fourth is not out yet), not all four.
 */
const SO_FAR = /年内|今年以来|年初以来|迄今|截至目前/;

/** The quarters of `year` reported by the facts' date when that year is still under way, null otherwise. */
function reportedSoFar(facts: Facts, series: string | undefined, year: number): number | null {
  const latest = series ? latestReportPeriod(facts, series) : null;
  if (!latest || Number(latest.slice(0, 4)) !== year) return null;
  const n = QUARTER_ENDS.indexOf(latest.slice(5) as (typeof QUARTER_ENDS)[number]) + 1;
  return n >= 1 && n < 4 ? n : null;
}

/** "排第二", "第二低", "次高" among the year's quarters: the place from the top (or bottom), null when none. */
function placeOf(text: string): { n: number; low: boolean; word: string } | null {
  const m = AMONG_QUARTERS.test(text) ? PLACE.exec(text) : null;
  if (!m) return null;
  const digit = m[1] ?? m[3];
  const n = m[4] ? 2 : /\d/.test(digit ?? "") ? Number(digit) : (digitOrTen(digit ?? "") ?? 0);
  const side = m[2] ?? m[4] ?? "";
  return n >= 1 && n <= 4 ? { n, low: /[低小少]/.test(side) || (!side && /倒数/.test(text)), word: m[0] } : null;
}

/** "三季度单季营收…在2025年四个季度中排第二": a quarter placed among its year's (relation-ranks.ts skips it). */
export const placesQuarter = (text: string): boolean => placeOf(text) !== null && !RECORD.test(text);

/** "是2025年盈利最差的一个季度": a clause that ranks a quarter, kept though it names no metric of its own. */
export const ranksQuarter = (text: string): boolean =>
  (RANK.test(text) && (/个季度/.test(text) || halfOf(text) !== null) && !RECORD.test(text)) || placesQuarter(text);

/** "是下半年利润最高的一季", "上半年两个季度中最低": the half whose two quarters a quarter is ranked among. */
function halfOf(text: string): 0 | 2 | null {
  const m = /([上下])半年/.exec(text);
  return m && RANKED_IN_HALF.test(text.slice(m.index + m[0].length)) ? (m[1] === "上" ? 0 : 2) : null;
}

/** The place the clause gives its quarter (1: the top, or the bottom when `low`), null when it ranks none. */
function wantedPlace(text: string, polarity: number): { n: number; low: boolean; word: string } | null {
  const place = placeOf(text);
  const rank = RANK.exec(text);
  if (!rank) return place;
  // 最差/最好 turn round on a metric where less is better; one without a better side has no 最差.
  const worst = LOW.test(rank[0]);
  const plain = /最高|最低|最多|最少|高点|低点/.test(rank[0]);
  if (!plain && polarity === 0) return null;
  return { n: 1, low: plain ? worst : polarity === 1 ? worst : !worst, word: rank[0] };
}

export function checkQuarterRank(a: Assertion, facts: Facts): { a: Assertion; checks: ClaimCheck[] } | null {
  const at = QUARTERS.indexOf(a.period.kind);
  if (at < 0 || !a.metric || RECORD.test(a.read) || TRAILING.test(a.read)) return null;
  const e = entryOf(a.metric);
  const want = wantedPlace(a.read, e.polarity);
  // "Q4单季…为全年四个季度里最低" naming no year: the latest public fourth quarter's year.
  const year = a.years.length > 0 ? Math.max(...a.years) : latestQuarterYear(facts, a.metric, at);
  if (!want || year === null) return null;
  const expected = `${e.label}${year}年第${"一二三四"[at]}季度为当年各季度${want.word}`;
  const series = e.series.find((s) => facts.series[s]?.length);
  // "是今年三个季度里最少的": the year's first three (its reports so far); "一个季度" is the one ranked, not a count.
  const count = /([两二三四])个季度/.exec(a.read);
  const soFar = !count && SO_FAR.test(a.read) ? reportedSoFar(facts, series, year) : null;
  const n = count ? (digitOrTen(count[1]!) ?? 4) : (soFar ?? 4);
  // A half's two quarters; a quarter outside the half named is no rank of it.
  const half = halfOf(a.read);
  if (half !== null && (at < half || at > half + 1)) return null;
  const first = half ?? 0;
  const window = half !== null ? QUARTER_ENDS.slice(half, half + 2) : QUARTER_ENDS.slice(0, Math.max(n, at + 1));
  const quarters = window.map((q) => (series ? factAt(facts, series, `${year}-${q}`, "quarter") : null));
  const read = { ...a, direction: null };
  if (quarters.some((q) => q === null)) {
    const why = `没有${year}年前${window.length}个季度的${e.label}单季数据，无法核验${quoted(a)}`;
    return { a: read, checks: [undecided("direction", expected, why)] };
  }
  const values = quarters.map((q) => q!.value);
  const own = values[at - first]!;
  const place = 1 + values.filter((v) => (want.low ? v < own : v > own)).length;
  const ok = place === want.n;
  const list = values.map((v, i) => `Q${first + i + 1} ${show(a.metric!, v)}`).join("、");
  const found = `${year}年${e.label}单季 ${list}`;
  const reason = `${found}，与${quoted(a)}${ok ? "相符" : "不符"}`;
  return { a: read, checks: [{ kind: "direction", ok, expected, found, reason }] };
}
