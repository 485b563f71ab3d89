import { type ClaimCheck, undecided } from "./check-series";
import type { EventFact } from "./event-facts";
import { DONE_WORDS } from "./event-words";
import { isFromFigures } from "./report-events";
import { AFTER_THEN } from "./sequence-words";

/**
 * When and which one: what a clause says of an announcement beyond its category. The stored announcements are a
 * selection, so an event we do not hold stays 未能核验; but one the clause dates in a month where the one we hold of
 * the same report year was not published contradicts it ("2025年中期利润分配方案于2025年10月公告" when it came out on
 * 2025-08-27), and a clause about one kind of filing is not shown by another of its category (回购注销限制性股票 is
 * not a share buy-back, 中期分红 not the annual one).
 */

/** The kinds a category's titles tell apart: a clause naming one is shown only by titles of it. */
const SUBJECTS: readonly { clause: RegExp; title: RegExp; reports?: boolean }[] = [
  { clause: /中期|半年度/, title: /中期|半年度/ },
  { clause: /限制性股票|激励/, title: /限制性股票|激励/ },
  { clause: /员工持股/, title: /员工持股/ },
  // Periodic reports: a quarter's report is not another quarter's nor the year's. They tell reports apart only: "随年报
  // 披露2025年度利润分配预案" names the report the notice came with, not a kind of dividend notice.
  { clause: /一季度报告|一季报/, title: /一季度|一季报/, reports: true },
  { clause: /三季度报告|三季报/, title: /三季度|三季报/, reports: true },
  { clause: /(?<![半中])年报|(?<![半季])年度报告/, title: /(?<![半季])年度报告|(?<![半中])年报/, reports: true },
];

/** The events of the kind the clause names; all of them when it names none. */
export function ofSubject(text: string, events: readonly EventFact[]): EventFact[] {
  let out = [...events];
  for (const s of SUBJECTS)
    if (s.clause.test(text)) out = out.filter((e) => (s.reports && e.category !== "定期报告") || s.title.test(e.title));
  // "2024年度利润分配": a year's own (annual) distribution, not the interim one of that year.
  if (/(?<![半本])年度/.test(text) && !/中期|半年度|季度/.test(text))
    out = out.filter((e) => !/中期|半年度|季度/.test(e.title));
  return out;
}

/** "于2025年10月公告", "4月16日", "在4月就已完成"; not a bound ("截至4月底", "到6月底", "9月3日以后"). */
const DATE =
  /(?<!截至|截止|到|至)(?:(20\d{2})\s*年\s*)?(\d{1,2})\s*月(?:\s*(\d{1,2})\s*日)?(?!\s*(?:\d|以来|起|至今|[以之]后))/g;
/**
 * "2026年2月以来…发布", "2026年以来已有…": where the events counted start, not the day or subject year of one;
 * "2025年9月3日以后没有回购公告": after a whole day, from the day after it (that day's own notice is not after it).
 */
const SINCE = new RegExp(
  String.raw`(20\d{2})\s*年(?:\s*(\d{1,2})\s*月(?:\s*(\d{1,2})\s*日)?)?\s*(?:以来|起|至今)|` +
    String.raw`(20\d{2})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日\s*[以之]后`,
);

/** The clause without its start bound, for the years it is about. */
export const withoutSince = (text: string): string => text.replace(SINCE, "");

/** The first day a clause's "X月以来" counts events from (ISO), or null. */
export function sinceDay(text: string): string | null {
  const m = SINCE.exec(text);
  if (!m) return null;
  if (m[4]) {
    const [month, day] = [Number(m[5]), Number(m[6])];
    if (month < 1 || month > 12 || day < 1 || day > 31) return null;
    return new Date(Date.UTC(Number(m[4]), month - 1, day + 1)).toISOString().slice(0, 10);
  }
  const [month, day] = [m[2] ? Number(m[2]) : 1, m[3] ? Number(m[3]) : 1];
  if (month < 1 || month > 12) return null;
  return `${m[1]}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * "2025年9月3日公告实施回购注销，此后至今未再出现回购公告": a clause opening 此后 counts from the last whole day the
 * clause before names, as if it said "2025年9月3日以后"; null when it opens otherwise or no whole day is named.
 */
export function afterDayBefore(text: string, previous: string | null, asOf: string): string | null {
  const then = THEN.exec(text);
  if (!then || previous === null) return null;
  const day = datesIn(previous, asOf)
    .filter((d) => d.day !== null)
    .at(-1);
  return day ? `${day.year}年${day.month}月${day.day}日以后${text.slice(then[0].length)}` : null;
}
const THEN = new RegExp(`^\\s*(?:${AFTER_THEN})(?:至今|到现在)?`);

interface NamedDate {
  year: number;
  month: number;
  day: number | null;
  /** 上旬, 中旬, 下旬: days 1-10, 11-20, 21 on. */
  third?: 0 | 1 | 2;
  /** The year was written with the date, not inferred from asOf. */
  explicit: boolean;
  shown: string;
}

/** "今日披露", "今天发布": the day itself, not 今年 nor a bound ("截至今日"). */
const TODAY = /(?<!截至|截止|到|至)(?:今日|今天)(?!\s*(?:以来|起|为止))/;

/** The dates a clause gives its event; a month with no year is the latest such month by asOf. */
export function datesIn(text: string, asOf: string): NamedDate[] {
  const [y, m] = [Number(asOf.slice(0, 4)), Number(asOf.slice(5, 7))];
  // "【快讯】…今日披露2025年年度报告": a news item's today is the day the point is written (asOf), a day in full.
  const today = TODAY.exec(text);
  const day = Number(asOf.slice(8, 10));
  const own = today && day > 0 ? [{ year: y, month: m, day, explicit: true, shown: today[0] }] : [];
  return [
    ...own,
    ...[...text.matchAll(DATE)].flatMap((x) => {
      const month = Number(x[2]);
      if (month < 1 || month > 12) return [];
      const year = x[1] ? Number(x[1]) : month <= m ? y : y - 1;
      // "3月中旬": a third of the month, days 11-20; "2月初" its first third, "4月底", "4月末" its last.
      const dekad = x[3] ? null : /^\s*(?:(上|中|下)旬|(初)|(底|末))/.exec(text.slice(x.index + x[0].length));
      const third = dekad
        ? ((dekad[1] ? ["上", "中", "下"].indexOf(dekad[1]) : dekad[2] ? 0 : 2) as 0 | 1 | 2)
        : undefined;
      const shown = dekad ? `${x[0]}${dekad[0].trim()}` : x[0];
      return [{ year, month, day: x[3] ? Number(x[3]) : null, third, explicit: Boolean(x[1]), shown }];
    }),
  ];
}

const DAY = 86_400_000;
/** Words of a habit over years, and of a day two filings share. */
const HABIT = /一般|通常|往往|惯例|历来|每年|往年|习惯|多在|大多/;
const SHARED = /同为|同样|一样|同一天|都在|均在|都是|也在|也是/;
const pad = (n: number): string => String(n).padStart(2, "0");
/** The day money or shares move, not the day a filing is published: "派发完毕", "除息", "到账", "股权登记日". */
const PAYOUT = /派发|派息|发放|到账|除息|除权|股权登记|登记日/;
const matches = (e: EventFact, d: NamedDate): boolean => {
  const [ey, em] = [Number(e.date.slice(0, 4)), Number(e.date.slice(5, 7))];
  const ed = Number(e.date.slice(8, 10));
  if (d.third !== undefined)
    return ey === d.year && em === d.month && Math.min(2, Math.floor((ed - 1) / 10)) === d.third;
  if (d.day === null) return ey === d.year && em === d.month;
  const named = Date.UTC(d.year, d.month - 1, d.day);
  return Math.abs(Date.parse(`${e.date}T00:00:00Z`) - named) <= 2 * DAY;
};

/** The day named is past the event's day and its tolerance (a whole day named, not a month). */
const after = (d: NamedDate, e: EventFact): boolean =>
  d.day !== null && Date.UTC(d.year, d.month - 1, d.day) - Date.parse(`${e.date}T00:00:00Z`) > 2 * DAY;

/**
 * A dated event none of the found ones matches (nor, on the named day, any of its category): ❌ when the clause
 * writes the year and the found ones are that report year's (the title names the year the clause names) and, said
 * done, a done one is held; else 未能核验. null when a found one matches or no date is named.
 */
export function checkEventDate(
  text: string,
  found: readonly EventFact[],
  ofCategory: readonly EventFact[],
  asOf: string,
  what: string,
  years: readonly string[],
  undone = false,
): ClaimCheck | null {
  const dates = datesIn(text, asOf);
  if (dates.length === 0 || found.some((e) => dates.some((d) => matches(e, d)))) return null;
  // "与2023年年报一样都在4月3日发布": a day with no year, of a report year the clause names, is that report's day in
  // the year it was filed (2024), not the latest such day by asOf.
  const sameDay = (e: EventFact, d: NamedDate) => d.day !== null && e.date.slice(5) === `${pad(d.month)}-${pad(d.day)}`;
  if (years.length > 0 && found.some((e) => dates.some((d) => !d.explicit && sameDay(e, d)))) return null;
  if (ofCategory.some((e) => dates.some((d) => d.day !== null && matches(e, d)))) return null;
  // "年报一般在3月下旬发布": a habit over years names a day or a part of a month with no year, which the last two
  // filings held bear out whatever their years; "与上一份年报的披露日同为4月3日": a day two filings held share.
  const anyYear = (e: EventFact, d: NamedDate) => matches(e, { ...d, year: Number(e.date.slice(0, 4)) });
  const borne = (d: NamedDate) =>
    !d.explicit &&
    (HABIT.test(text) || SHARED.test(text)) &&
    found.length >= 2 &&
    found.slice(-2).every((e) => anyYear(e, d)) &&
    found.filter((e) => anyYear(e, d)).length >= 2;
  if (dates.some(borne)) return null;
  const named = dates.map((d) => d.shown).join("、");
  const held = found
    .slice(-2)
    .map((e) => `${e.date}《${e.title.length > 30 ? `${e.title.slice(0, 30)}…` : e.title}》`)
    .join("、");
  // A payment, ex-date or record date falls days after the filing we hold: a day named for it is not the filing's.
  if (PAYOUT.test(text))
    return undecided("event", `${named}${what}`, `公告库只有${what}公告日（${held}），无法核验${named}`);
  // A report known only from its figures' public day is not a filing held: another day named is 未能核验, unless
  // the day named is after it ("今日披露2025年年报" when its figures were public two weeks before): a report is
  // published once, and its figures are never public before it is.
  const sameYear =
    years.length > 0 &&
    found.every(
      (e) => (!isFromFigures(e) || dates.every((d) => after(d, e))) && years.some((y) => e.title.includes(`${y}年`)),
    );
  if (dates.every((d) => d.explicit) && sameYear && !(undone && DONE_WORDS.test(text)))
    return {
      kind: "event",
      ok: false,
      expected: `${named}${what}`,
      found: held,
      reason: `${what}公告是${held}，不在${named}`,
    };
  return undecided("event", `${named}${what}`, `公告库中${what}公告是${held}，没有${named}的，无法核验`);
}
