import { METRICS, type MetricKey } from "../../domain/metric-catalog";
import type { ExtractedNumber } from "../extract-numbers";
import { matchesFigure } from "../figure-match";
import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, quoted, undecided, within } from "./check-series";
import type { Facts } from "./facts";
import { CHINESE_TENTHS } from "./judgement-words";
import { NOT_CALLED, NOT_HAPPENED, NOT_SO, NO_LONGER, anyOf } from "./negation-words";
import { type ClaimMetric, findMetrics } from "./metric-lexicon";
import { FLOW_SERIES } from "./period-facts";
import { lastPeriodOf } from "./printed-growth";
import { type Rate, rateOf } from "./report-rates";
import { type PeriodKind, periodKindOf } from "./periods";
import { type ReportBase, baseYearOf } from "./report-bases";
import { type PeriodAt, TURNS, readingsBefore, yoyTurnOf } from "./rate-turns";
import { windowStart } from "./rate-window";

/**
 * A change of a growth rate (增速由+47.8%回落至+6.5%, 降幅较上半年收窄, 增速放缓, 由正转负) is its own assertion: the
 * growth rate of one period against another's, not the direction of the level. Both rates are computed from the
 * stored flows (each period against the same period a year earlier); the figures shown are read as those rates.
 */

export type Sense = "up" | "down" | "negative" | "positive";

/** Rates of growth and of decline: a decline narrowing (降幅收窄) is the growth rate rising. */
const GROWTH_RATE = "增速|增幅|增长率|增长速度|扩张速度|扩表速度";
const DECLINE_RATE = "降幅|跌幅|减幅|下滑幅度|下降幅度";
// "增速比2018年还快": a rate against its own earlier one (not "营收增速比利润增速还快", two metrics' rates).
// "增速较一季度明显改善", "比全年的1.2%略快": a rate improving or faster is a rate rising.
// "略快于营收" compares two metrics' rates (relation checks), "比全年的1.2%略快" the rate with its own.
const RISES = "加快|加速|提速|回升|提升|提高|上升|升至|升到|走高|抬升|扩大|改善|好转|修复|[还更又]快|略快(?!于)";
// "增速一年里掉了约20个百分点": 掉 is a fall too.
const FALLS = "放缓|放慢|减速|回落|下降|降至|降到|骤降|下滑|走低|收窄|回调|掉了|[还更又]慢|略慢(?!于)";
/** Words of a pace (加快, 放缓): said of a metric against another period, only its growth rate can be meant. */
export const RATE_SPEEDS = "加快|加速|提速|放缓|放慢|减速|降速";
/** What another period's growth, as the base of a comparison, is said to do: the rate's move (clause-split.ts). */
export const RATE_BASE_MOVES = `${RISES}|${FALLS}|${TURNS}|快|慢`;
const RATE_CHANGE = new RegExp(`(${GROWTH_RATE}|${DECLINE_RATE})[^,;，；。]{0,24}?(${TURNS}|${RISES}|${FALLS})`);

/** Another report period named as a base ("比上半年", "较2024年", "高于一季度"). */
export const BASE_PERIOD = String.raw`(?:\d{4}|去年|上年|全年|年度|上半年|前三季度|[一二三四]季度|Q[1-4]|H[12])`;
/**
 * "同比增长约41%，高于上半年33%的增速", "慢于2024年约15%的增速": a growth set above or below another period's growth
 * it quotes is the rate's change against that period, as "比上半年33%的增速更快" says it (written so, then masked).
 */
const RATE_ABOVE_BASE = new RegExp(
  String.raw`(高于|快于|超过|超出|低于|慢于|不及|逊于)(\s*${BASE_PERIOD}[^,。；;增]{0,8}?[-+−]?\d+(?:\.\d+)?\s*%` +
    String.raw`\s*的?\s*(?:增速|增幅|增长率))(?=[,。；;]|$)`,
  "g",
);
/**
 * "增速明显快于2025年全年", "增幅低于去年同期", "增速高于上半年的33%": a rate word set above or below another period
 * (not another metric: "增速快于利润" names no period) is the rate against that period's rate, written so too.
 */
const RATE_PAST_BASE = new RegExp(
  String.raw`(${GROWTH_RATE})([^,，;；。\d]{0,4}?)(高于|快于|超过|超出|低于|慢于|不及|逊于)(\s*` +
    String.raw`${BASE_PERIOD}年?(?:全年|年度|同期|上半年|前三季度|[一二三四]季度|Q[1-4])?` +
    String.raw`(?:的\s*(?:约|近)?[-+−]?\d+(?:\.\d+)?\s*%)?)(?=[,，。；;]|$)`,
  "g",
);
const faster = (word: string): string => (/高|快|超/.test(word) ? "更快" : "更慢");
export const rateAboveBaseWritten = (s: string): string =>
  s
    .replace(RATE_ABOVE_BASE, (_m, word: string, base: string) => `比${base}${faster(word)}`)
    .replace(RATE_PAST_BASE, (_m, rate: string, between: string, word: string, base: string) => {
      return `${rate}${between}比${base}${faster(word)}`;
    });

/** Which way the growth rate moved for a rate word and its change word (降幅收窄: up; 增速收窄: down). */
export function rateSense(rateWord: string, changeWord: string): Sense {
  if (/转负/.test(changeWord)) return "negative";
  if (/转正/.test(changeWord)) return "positive";
  const rises = new RegExp(`^(?:${RISES})$`).test(changeWord);
  const decline = new RegExp(`^(?:${DECLINE_RATE})$`).test(rateWord);
  // A decline rate widening (降幅扩大) is the growth rate falling; narrowing (降幅收窄) is it rising.
  const narrows = /收窄|缩小|减小|改善|好转|修复/;
  if (decline) return /扩大|加深|加大/.test(changeWord) ? "down" : narrows.test(changeWord) ? "up" : "down";
  return rises ? "up" : "down";
}

/**
 * Marks a masked change of a rate keeps (clause-split.ts masks it so no level rule reads it): the rate word becomes
 * ◇, the change word □ ending in its sense; what stands between (较H1, 从FY2024的29.0%) stays to be read.
 */
const MARKS: Record<Sense, string> = { up: "⇡", down: "⇣", negative: "⇊", positive: "⇈" };
const HEAD = new RegExp(`^(?:${GROWTH_RATE}|${DECLINE_RATE})`);
const TAIL = new RegExp(`(?:${RISES}|${FALLS})$`);

/** "增速比利润增速还快", "增速比利润更慢": a comparative between two metrics' rates, left to the relation checks. */
function twoMetrics(phrase: string, head: string, tail: string): boolean {
  const between = phrase.slice(head.length, phrase.length - tail.length);
  return /^[还更]/.test(tail) && (/增速|增幅|降幅/.test(between) || findMetrics(between).length > 0);
}

/** The mark of 还/更 in a masked rate change ("增速更快" → "◇◇≻⇡"). */
export const COMPARATIVE_MARK = "≻";

/** "降幅较H1收窄" → "◇◇较H1□⇡": masked for the level's rules, its base and sense kept for the rate's. */
export function maskRateChange(phrase: string): string {
  const head = HEAD.exec(phrase)?.[0];
  const tail = TAIL.exec(phrase)?.[0];
  if (head && tail && twoMetrics(phrase, head, tail)) return phrase;
  if (!head || !tail || head.length + tail.length > phrase.length) return "□".repeat(phrase.length);
  const mark = MARKS[rateSense(head, tail)];
  const between = phrase.slice(head.length, phrase.length - tail.length);
  // "增速更快": a comparative keeps its mark (COMPARATIVE_MARK), so a relation can read it against another growth.
  const comparative = /^[还更]/.test(tail) ? COMPARATIVE_MARK : "□";
  return `${"◇".repeat(head.length)}${between}${comparative}${"□".repeat(tail.length - 2)}${mark}`;
}

/** The rate change a clause states: masked (its marks) or written out (增速已经转负), with where its rate word is. */
export function rateChangeOf(read: string): { sense: Sense; index: number; marginal?: true } | null {
  const mark = Object.entries(MARKS).find(([, c]) => read.includes(c));
  if (mark && read.includes("◇")) return { sense: mark[0] as Sense, index: read.indexOf("◇") };
  const m = RATE_CHANGE.exec(read);
  if (m) return twoMetrics(m[0], m[1]!, m[2]!) ? null : { sense: rateSense(m[1]!, m[2]!), index: m.index };
  const turn = yoyTurnOf(read);
  if (turn) return { sense: rateSense("增速", turn.word), index: turn.index };
  // "下半年明显减速": a metric slowing is its growth rate falling, not its level.
  const slows = SLOWS.exec(read);
  if (slows) return { sense: "down", index: slows.index };
  // "增速从32.61%放缓到25.20%，边际在走弱": a margin weakening is the growth rate's move, not the level's.
  const marginal = MARGINAL.exec(read);
  return marginal ? { sense: marginal[1] ? "down" : "up", index: marginal.index, marginal: true } : null;
}

const SLOWS = /减速|降速/;
const MARGINAL =
  /边际(?:上|上的)?(?:在|有所|明显|开始|正在)?(?:(走弱|转弱|恶化|放缓|承压|下滑)|(?:改善|好转|转好|回暖|修复|走强))/;

/** What a rate change's checks expect: a relation that reads the clause otherwise drops them (metric-relations.ts). */
export const RATE_CHANGE_EXPECTED = "增速变化";

/** A growth rate as shown in a reason: its sign always written ("+6.45%", "-1.20%"). */
export const signedPercent = (x: number): string => `${x >= 0 ? "+" : ""}${x.toFixed(2)}%`;
const SIZE = signedPercent;
const HOLDS: Record<Sense, (from: number, to: number) => boolean> = {
  up: (from, to) => to > from,
  down: (from, to) => to < from,
  negative: (from, to) => to < 0 && from >= 0,
  positive: (from, to) => to > 0 && from <= 0,
};

/** "增速由H1的+7.3%提升至Q1-3的+9.3%": the two periods named, the first the base. */
const FROM_TO = /(?:由|从)\s*([^由从至到的,]{1,12})的[^至到,]*?(?:至|到)\s*([^的,]{1,12})的/;

/** A negation right before a rate's move, masked or not (◇◇1.21%谈不上□⇡, 增速谈不上提速). */
const DENIED_MOVE = new RegExp(
  // Only 再/曾/有/会/见 between ("并未再加快"); not 不断, 未必 or 没停止 ("没停止加快" keeps it moving).
  `${anyOf(NOT_HAPPENED, NOT_SO, NOT_CALLED, NO_LONGER)}(?![断必停止])(?:再|曾|有|会|见)?(?:□*[⇡⇣]|${RISES}|${FALLS})`,
);

/** The periods compared: the clause's and its base (another kind's, a base year, else the year before for a year). */
function periodsOf(
  a: Assertion,
  base: ReportBase | null,
  year: number,
  whole: (year: number) => boolean,
): { kind: PeriodKind; baseKind: PeriodKind | null; baseYear: number; defaulted?: boolean } {
  const ft = FROM_TO.exec(a.read);
  // "由2025年的-4.5%改善至2026年一季度的1.5%": a bare year named as the base is that year's annual rate.
  const fromYear = ft ? /^\s*(\d{4})\s*年?\s*$/.exec(ft[1]!) : null;
  const [from, to] = ft ? [fromYear ? "annual" : periodKindOf(ft[1]!)?.kind, periodKindOf(ft[2]!)?.kind] : [];
  if (from && to && from !== to) return { kind: to, baseKind: from, baseYear: fromYear ? Number(fromYear[1]) : year };
  const kind = a.period.kind;
  if (base) {
    const baseKind = base.kind === "yearEnd" ? null : base.kind;
    return { kind, baseKind, baseYear: baseYearOf(base, year, whole) };
  }
  // A base year counts when the clause names it (由2024年的+47.8%), not one its sentence named for another comparison
  // ("比2023年增长近48%，2025年增速则降到个位数": 2025's rate against 2024's, the year its sentence's growth was of).
  const baseYear = a.baseYear !== null && a.read.includes(String(a.baseYear)) ? a.baseYear : null;
  // With no base named, a report's year-to-date rate after its sentence stated it 同比 moves against the same period
  // a year earlier (一季度同比+1.5%，增速降到个位数: against last year's first quarter); else against every report
  // before it, which must agree (eitherBase). A single quarter's may be against the quarter or the year before.
  const defaulted = baseYear === null && YEAR_TO_DATE.has(kind) && a.rateFrame === "yearOnYear";
  const baseKind = kind === "annual" || baseYear !== null || defaulted ? kind : null;
  return { kind, baseKind, baseYear: baseYear ?? year - 1, defaulted };
}
const YEAR_TO_DATE: ReadonlySet<PeriodKind> = new Set(["q1", "h1", "q3"]);

/** A figure shown as a rate: its sign when written (-1.7%, +9.3%), else its size. */
const asRate = (n: ExtractedNumber, rate: number): boolean =>
  /^[-+−]/.test(n.raw.trim())
    ? matchesFigure(n, { value: rate, kind: "percent" })
    : matchesFigure({ ...n, value: Math.abs(n.value) }, { value: Math.abs(rate), kind: "percent" });

/**
 * The clause's rate change checked: the metric named before the rate word (利润增速), the clause's period against its
 * base. Returns the checks and the figures it read as rates, which no level check reads after it.
 */
export function checkRateChange(
  a: Assertion,
  facts: Facts,
  change: { sense: Sense; index: number },
  base: ReportBase | null,
): { checks: ClaimCheck[]; used: ExtractedNumber[] } {
  const mention = findMetrics(a.read.slice(0, change.index)).at(-1);
  const named = mention?.metric ?? a.metric;
  // "财富管理手续费收入降幅在收窄": the rate of a part the data does not hold, not of the metric its name ends in.
  const part =
    mention && a.terms.find((t) => t.kind === "unheld" && t.index <= mention.index && t.end >= mention.index);
  if (part)
    return {
      checks: [undecided("direction", RATE_CHANGE_EXPECTED, `数据中没有${part.word}，无法核验${quoted(a)}`)],
      used: [],
    };
  // "比上半年33%的增速还快", "较上半年约8.9%的增速又慢了一档": the base's rate, between the base and the rate word.
  const from = base && base.index < change.index ? base.index : change.index;
  // "较2025年一季度-3.09%的增速明显回升": a percent right before the rate word is the base's rate too.
  const rateBefore = (n: ExtractedNumber) => /^\s*的?\s*$/.test(a.read.slice(n.index + n.raw.length, change.index));
  const used = a.numbers.filter((n) => n.kind === "percent" && (n.index >= from || rateBefore(n)));
  const expected = RATE_CHANGE_EXPECTED;
  if (!named) return { checks: [undecided("direction", expected, `${quoted(a)}没有说明是哪项指标的增速`)], used };
  const m: ClaimMetric = named;
  const metricLabel = `${entryOf(m).label}同比增速`;
  // "总资产增速较2024年的10.19%进一步加快": an amount held at year-ends has a year's rate too.
  const stock = entryOf(m).kind === "amount" && a.period.kind === "annual";
  const held = entryOf(m).series.filter((s) => (FLOW_SERIES.has(s) || stock) && (facts.series[s]?.length ?? 0) > 0);
  // Whether the data hold a year's whole rate (a bare 全年 base is then the clause's own year).
  const wholeOf = (s: string) => (y: number) => rateOf(facts, s, "annual", y) !== null;
  // The year the clause names, else the latest whose rate the data holds.
  const yearIn = (s: string): number => {
    const latest = Number(lastPeriodOf(facts, s)!.slice(0, 4));
    const years = a.years.length > 0 ? [Math.max(...a.years)] : [latest, latest - 1];
    return years.find((y) => rateOf(facts, s, periodsOf(a, base, y, wholeOf(s)).kind, y) !== null) ?? years[0]!;
  };
  const both = (s: string): boolean => {
    const y = yearIn(s);
    const q = periodsOf(a, base, y, wholeOf(s));
    return (
      rateOf(facts, s, q.kind, y) !== null && q.baseKind !== null && rateOf(facts, s, q.baseKind, q.baseYear) !== null
    );
  };
  const ownRate = (s: string): boolean =>
    rateOf(facts, s, periodsOf(a, base, yearIn(s), wholeOf(s)).kind, yearIn(s)) !== null;
  // "营收增速": the first series held (营业总收入), else one holding both rates compared (营业收入), else one holding
  // the clause's own rate (a report's printed 营业收入 rate, whose base its readings before give).
  const series = held[0] && !both(held[0]) ? (held.find(both) ?? held.find(ownRate) ?? held[0]) : held[0];
  if (!series)
    return { checks: [undecided("direction", expected, `没有${metricLabel}的数据，无法核验${quoted(a)}`)], used };
  // A series other than the metric's first is named by its own label (营业收入, where 营收 names 营业总收入 first).
  const own = series === entryOf(m).series[0] ? null : METRICS[series as MetricKey]?.label;
  const label = own ? `${own}同比增速` : metricLabel;
  const year = yearIn(series);
  const given = periodsOf(a, base, year, wholeOf(series));
  const defaulted = given.defaulted === true;
  const p = windowStart(a, given, year, (n, y) => {
    const r = rateOf(facts, series, "annual", y);
    return r !== null && asRate(n, r.rate);
  });
  const now = rateOf(facts, series, p.kind, year);
  const then = p.baseKind ? rateOf(facts, series, p.baseKind, p.baseYear) : null;
  const rates = [then, now].filter((r): r is Rate => r !== null);
  const found = rates.map((r) => `${r.label} ${SIZE(r.rate)}`).join(" → ");
  // "利润增速回落到两成以下": a bound on the rate reached is the clause period's rate, whatever the base.
  const bound = now ? boundReached(a.read.slice(change.index)) : null;
  const boundCheck: ClaimCheck[] = bound && now ? [boundOnRate(bound, now, label)] : [];
  const equal = bound ? used.filter((n) => !bound.figure || n.raw.trim() !== bound.figure) : used;
  const checks: ClaimCheck[] = rates.length
    ? equal.map((n) => {
        const own = ownYearRate(a, n, { facts, series, kind: p.kind, label });
        if (own) return own;
        const ok = rates.some((r) => asRate(n, r.rate));
        // "较2024年近29%的增速大幅放缓" with no 2024 rate in the data: a figure not the one rate held may be the
        // other's; one the rate moved to (收窄至-1.5%) is the clause period's.
        const reached = /(?:至|到)\s*(?:约|近)?\s*$/.test(a.read.slice(0, n.index));
        // "2025年利润降幅收窄到5%以内" with no 2025 rate held: the rate reached is that year's, never the base's.
        if (reached && !now) return undecided("number", label, `没有${year}年${label}的数据，无法核验“${n.raw}”`);
        if (!ok && rates.length < 2 && !reached)
          return undecided("number", label, `“${n.raw}”可能是比较基准期的${label}，数据中没有该期增速`);
        const reason = ok ? `“${n.raw}”与${label}相符（${found}）` : `“${n.raw}”不是${label}的数值（${found}）`;
        return { kind: "number", ok, figure: n.raw, expected: label, found, reason } as ClaimCheck;
      })
    : [];
  checks.push(...boundCheck);
  // Where the data holds no rate a year earlier, a report's year-to-date rate may be read against the report before.
  // A sign turn (同比转正) with no base named is against the readings before it, whatever its sentence framed.
  const turn = (change.sense === "positive" || change.sense === "negative") && (!p.baseKind || defaulted);
  const either =
    ((!then && (!p.baseKind || defaulted) && a.rateFrame !== "open") || turn) && now
      ? eitherBase(facts, series, p.kind, year, change.sense, defaulted)
      : null;
  // "增速并未加快", "谈不上提速": a move of the rate denied holds where the rate did not move so.
  const denied = (change.sense === "up" || change.sense === "down") && DENIED_MOVE.test(a.read.slice(change.index));
  if (either) {
    const shown = `${label} ${either.found} → ${now!.label} ${SIZE(now!.rate)}`;
    const eitherOk = either.ok !== denied;
    const reason = `${shown}，与${quoted(a)}${eitherOk ? "相符" : "不符"}`;
    checks.push({ kind: "direction", ok: eitherOk, expected, found: either.found, reason });
    // "同比增速回落到个位数": the size of the rate reached holds whichever the base.
    const size = a.magnitude && !denied ? sizeCheck(a.magnitude, label, shown, either.from, now!.rate) : null;
    if (size) checks.push(size);
    return { checks, used };
  }
  if (!now || !then) {
    const why = p.baseKind ? `没有${label}可比的两期数据` : "没有说明与哪一期的增速相比";
    checks.push(undecided("direction", expected, `${why}，无法核验${quoted(a)}`));
    return { checks, used };
  }
  const ok = HOLDS[change.sense](then.rate, now.rate) !== denied;
  const reason = `${label} ${found}，与${quoted(a)}${ok ? "相符" : "不符"}`;
  checks.push({ kind: "direction", ok, expected, found, reason });
  const size = a.magnitude && !denied ? sizeCheck(a.magnitude, label, found, then.rate, now.rate) : null;
  if (size) checks.push(size);
  return { checks, used };
}

/**
 * "前三季度归母净利润同比+6.25%，增速放缓", "上半年增长8.9%，增速降至个位数": a cumulative period's rate with no base
 * named reads as the year's rate so far against the cumulative period before it (the report before in the same
 * year); where the data also holds the same period a year earlier and that reading differs, it is 未能核验.
 */
function eitherBase(facts: Facts, series: string, kind: PeriodKind, year: number, sense: Sense, yearOnYear: boolean) {
  const now = rateOf(facts, series, kind, year);
  const turn = sense === "positive" || sense === "negative";
  const at = readingsBefore(kind, year, { turn, yearOnYear });
  const rate = (p: PeriodAt | null) => (p ? rateOf(facts, series, p.kind, p.year) : null);
  const within = at.within.map(rate).find((r) => r !== null) ?? null;
  if (!now || (!within && !turn)) return null;
  const bases = [within, rate(at.fourth), rate(at.earlier)].filter((b): b is Rate => b !== null);
  if (bases.length === 0) return null;
  const found = bases.map((b) => `${b.label} ${SIZE(b.rate)}`).join("、");
  // "同比转正": the rate now of the sign said, after a reading before of the other (the report or quarter before, or
  // the same period a year earlier: writers turn on any of them, and the sign now is what a wrong one gets wrong).
  if (turn) {
    const from = bases.find((b) => HOLDS[sense](b.rate, now.rate));
    return { ok: from !== undefined, found, from: (from ?? bases[0]!).rate };
  }
  const held = bases.map((b) => HOLDS[sense](b.rate, now.rate));
  if (held.some((h) => h !== held[0])) return null;
  return { ok: held[0]!, found, from: bases[0]!.rate };
}

/** "2018年的38%": a year written right before a rate is that rate's year, in a list that runs past the two compared. */
const OWN_YEAR = /(\d{4})\s*年\s*(?:的|为|是)?\s*(?:约|近)?\s*$/;

/** "从2017年的42.6%降到2018年的38%、2019年的30%": each listed rate checked against its own year's rate. */
function ownYearRate(
  a: Assertion,
  n: ExtractedNumber,
  on: { facts: Facts; series: string; kind: PeriodKind; label: string },
): ClaimCheck | null {
  const year = on.kind === "annual" ? OWN_YEAR.exec(a.read.slice(0, n.index)) : null;
  const r = year ? rateOf(on.facts, on.series, on.kind, Number(year[1])) : null;
  if (!r) return null;
  const label = on.label;
  const found = `${r.label} ${SIZE(r.rate)}`;
  const ok = asRate(n, r.rate);
  const reason = ok ? `“${n.raw}”与${label}相符（${found}）` : `“${n.raw}”不是${label}的数值（${found}）`;
  return { kind: "number", ok, figure: n.raw, expected: label, found, reason };
}

/** "回落到两成以下", "降至20%以下", "提升到30%以上": the rate reached, bounded (以下 below, 以上 above). */
const BOUND_REACHED =
  /^[^,;，；。]{0,6}?(?:到|至)\s*(?:(\d+(?:\.\d+)?%)|([一两二三四五六七八九])成)\s*(以下|之下|以内|以上|之上)/;

function boundReached(after: string): { limit: number; below: boolean; figure: string | null; word: string } | null {
  const m = BOUND_REACHED.exec(after);
  if (!m) return null;
  const limit = m[1] ? Number.parseFloat(m[1]) : (CHINESE_TENTHS[m[2]!] ?? 0) * 10;
  const word = m[0].slice(m[0].search(/\d|[一两二三四五六七八九]成/));
  return { limit, below: !/以上|之上/.test(m[3]!), figure: m[1] ?? null, word };
}

function boundOnRate(bound: NonNullable<ReturnType<typeof boundReached>>, now: Rate, label: string): ClaimCheck {
  const ok = bound.below ? now.rate < bound.limit : now.rate > bound.limit;
  const found = `${now.label} ${SIZE(now.rate)}`;
  const reason = `${label} ${found}，“${bound.word}”${ok ? "相符" : "不符"}`;
  return { kind: "number", ok, figure: bound.word, expected: `${label}${bound.word}`, found, reason };
}

/**
 * "降到个位数": the size of the rate reached (its percent rule). "明显收窄", "略有放缓": the size of the rate's change
 * in percentage points; writers size a rate's change more loosely than a margin's, so one that does not fit is
 * 未能核验, never failed.
 */
function sizeCheck(
  size: NonNullable<Assertion["magnitude"]>,
  label: string,
  found: string,
  from: number,
  to: number,
): ClaimCheck {
  if (/位数/.test(size.word)) {
    const ok = within(Math.abs(to), size.percent);
    const reason = `${label}为${SIZE(to)}，“${size.word}”${ok ? "相符" : "不符"}`;
    return { kind: "magnitude", ok, expected: size.word, found, reason };
  }
  const d = Math.abs(to - from);
  const reason = `${label}变动${d.toFixed(2)}个百分点`;
  if (within(d, size.points))
    return { kind: "magnitude", ok: true, expected: size.word, found, reason: `${reason}，“${size.word}”相符` };
  return undecided("magnitude", size.word, `${reason}，增速变动的“${size.word}”没有确定的口径`);
}
