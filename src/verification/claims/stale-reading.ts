import type { Assertion } from "./assertion";
import type { BoundFigure } from "./binding";
import { type ClaimCheck, entryOf, isMarket, seriesPointsOf, undecided } from "./check-series";
import type { FactPoint, Facts } from "./facts";
import type { ClaimMetric, LexiconEntry } from "./metric-lexicon";
import { daysBetween } from "../../shared/dates";
import { figureCandidate, matchesFigure } from "../figure-match";
import { PE_SNAPSHOT } from "./snapshot-pe";
import { NOW_WORDS } from "./market-days";

/**
 * "中石化PB约0.7倍" written on 2026-04-30 when the newest PB the data holds is a 2025-07-04 snapshot (0.84倍), and no
 * close over a current 每股净资产 gives today's: a multiple said without a date is today's, and a reading months old
 * is not it. Today's is that reading moved with the price since (0.84 × 5.39 / 5.68 ≈ 0.80) and with a book value per
 * share the data does not hold, which a year's retained profit and buybacks move by at most about a third. A level
 * within that band is 未能核验, never failed on the old reading; one beyond it fails, as no book value could make it.
 * A figure the writer dates (快照, 7月4日, a year in its sentence) is that day's and is judged on it; a threshold
 * ("跌破1倍") is the comparison's, not a level's.
 */

/** A market reading older than this is not "current" (valuation-inputs.ts prices a market value on it too). */
export const STALE_READING_DAYS = 31;

/** How far a year's change of 每股净资产 may move a multiple over it, either way. */
const BOOK_DRIFT = 1.35;

/** The clause dates its figure: the old reading is then the one it speaks of. */
export const DATED = /\d{4}-\d{1,2}-\d{1,2}|\d{1,2}月|快照|当时|那时|彼时|去年|上年|前年|历史/;
/**
 * "按现价…PB约0.88倍", "按最新股价，市值约6535亿元": a market reading the clause or its sentence prices at the last
 * close is the last bar's - the figure check reads it there (valuation-now.ts atLastClose), and no stored snapshot
 * is newer. Not a report's per-share figure, nor a reading the clause dates itself ("7月快照PB 1.12倍").
 */
export const pricedAtLastClose = (a: Assertion, e: LexiconEntry): boolean =>
  isMarket(e) && e.reportPeriod !== true && a.pricedNow === true && !DATED.test(a.read);
/** A bound, not a level: "跌破1倍", "不到6倍", "1倍以下". */
const THRESHOLD = /(?:跌破|突破|不到|不足|低于|高于|超过|逾|站上|跌到|降到|回到)[^，。；\d]{0,3}$/;
const THRESHOLD_AFTER = /^(?:以下|以上|之下|之上)/;

interface StaleNow {
  old: FactPoint;
  /** The old reading moved with the close since, or null when that day's close is not kept. */
  moved: number | null;
}

/**
 * The newest reading of a market multiple when even it is stale at the last bar, else null. Not where the sentence
 * dated its PE at the snapshot (snapshot-pe.ts): the figure is then that day's, not an undated one of now.
 */
function staleNewest(facts: Facts, m: ClaimMetric): StaleNow | null {
  const e = entryOf(m);
  if (!isMarket(e) || e.kind !== "multiple" || !facts.market || facts.series[PE_SNAPSHOT]) return null;
  const old = seriesPointsOf(facts, m)
    .flat()
    .reduce<FactPoint | null>((x, p) => (!x || p.period > x.period ? p : x), null);
  const { lastBar, close, sessions } = facts.market;
  if (!old || daysBetween(old.period, lastBar) <= STALE_READING_DAYS) return null;
  const then = sessions?.find((s) => s.date === old.period)?.close;
  return { old, moved: then ? (old.value * close) / then : null };
}

/** "…快照PB约5倍，如今PB约8倍": a clause opening on now speaks of now, whatever day or year its sentence named. */
const NOW_OPENS = new RegExp(`^[^，。；\\d]{0,4}(?:${NOW_WORDS}|今天|当下)`);

function undatedLevel(a: Assertion, f: BoundFigure | null): boolean {
  const now = NOW_OPENS.test(a.read) && !DATED.test(a.read);
  if (!now && (DATED.test(a.read) || a.years.length > 0 || a.day)) return false;
  if (!f) return true;
  return !THRESHOLD.test(a.read.slice(0, f.n.index)) && !THRESHOLD_AFTER.test(a.read.slice(f.n.index + f.n.raw.length));
}

/** An undated level of a market multiple whose every reading is stale: undecided within the band, else failed. */
export function staleNowFigure(a: Assertion, f: BoundFigure, facts: Facts): ClaimCheck | null {
  const m = f.role === "metric" ? f.metric : null;
  const stale = m && undatedLevel(a, f) ? staleNewest(facts, m) : null;
  if (!m || !stale) return null;
  const { old, moved } = stale;
  const label = entryOf(m).label;
  const said = `“${f.n.raw}”未注明日期，应指当前${label}`;
  if (moved !== null && (f.n.value > moved * BOOK_DRIFT || f.n.value < moved / BOOK_DRIFT)) {
    const now = `${old.period}的${old.value}倍按此后股价推算约${moved.toFixed(2)}倍`;
    const why = `${said}：${now}，每股净资产一年内的变动不足以使其为${f.n.raw}`;
    return { kind: "number", ok: false, figure: f.n.raw, expected: `当前${label}`, found: old.period, reason: why };
  }
  return undecided("number", `${label}（当前）`, `${said}，但数据中最新的${label}是${old.period}的读数，未能核验`);
}

/** The recency of an undated market level, on the same terms: a stale newest reading cannot fail it. */
export function staleNowRecency(a: Assertion, m: ClaimMetric, facts: Facts): ClaimCheck | null {
  const stale = undatedLevel(a, null) ? staleNewest(facts, m) : null;
  if (!stale) return null;
  const label = entryOf(m).label;
  return undecided("recency", `当前${label}`, `数据中最新的${label}是${stale.old.period}的读数，不是当前的，未能核验`);
}

/**
 * "PB已达1.2倍" on 招商银行 on 2026-04-30, whose PB that day is 0.88倍 while a 2025-07-04 snapshot read 1.16倍: an
 * undated multiple is today's, so when today's reading is held, a figure that matches only an old one is not it.
 */
const SAID_NOW = /当前|目前|现在|如今|眼下|已达|已经达到|最新/;
export function oldOnlyFigure(a: Assertion, f: BoundFigure, facts: Facts): ClaimCheck | null {
  const m = f.role === "metric" ? f.metric : null;
  const e = m ? entryOf(m) : null;
  if (!m || !e || !isMarket(e) || e.kind !== "multiple" || !facts.market || !undatedLevel(a, f)) return null;
  const lastBar = facts.market.lastBar;
  const points = seriesPointsOf(facts, m).flat();
  const fits = (p: FactPoint) =>
    matchesFigure(f.n, figureCandidate({ label: "", value: p.value, unit: p.unit }), f.bound);
  const current = points.filter((p) => daysBetween(p.period, lastBar) <= STALE_READING_DAYS);
  if (current.length === 0 || current.some(fits)) return null;
  const old = points.find((p) => !current.includes(p) && fits(p));
  if (!old) return null;
  const now = current.map((p) => `${p.period} ${p.value.toFixed(2)}倍`).join("、");
  const said = `“${f.n.raw}”与当前${e.label}（${now}）不符，只与${old.period}的旧读数相符`;
  // A date may stand in the sentence's other clauses ("7月4日的行情快照中，…PB仅1.16倍"): only a clause that says
  // "now" itself is failed; else which day it means is not known.
  if (!SAID_NOW.test(a.read)) return undecided("number", `当前${e.label}`, `${said}，未注明日期，未能核验`);
  const why = `${said}，而句中说的是当前`;
  return { kind: "number", ok: false, figure: f.n.raw, expected: `当前${e.label}`, found: now, reason: why };
}
