import { type ClaimCheck, undecided } from "./check-series";
import type { EventFact } from "./event-facts";
import type { Facts } from "./facts";

/**
 * "公告列表中最近一份定期报告是2025年3月26日的2024年年度报告", "能看到的最近一份是2024年年报": which filing of a kind
 * is the latest among the announcements held by asOf. The store is the list the clause speaks of, so the latest held
 * decides: its report year and its day, where the clause names them. null where the clause names neither.
 */
const LATEST = /(?:最近|最新)的?\s*(?:一份|一期|一次)?[^，,。；;]{0,8}?(?:是|为)/;
const KIND = /定期报告|年度报告|年报/;
const OF_THE_LIST = /收录|公告列表|列表中|公告中|能看到|可见/;
const REPORT_YEAR = /(20\d{2})\s*年(?:年度报告|年报|度报告)/;
const DAY = /(20\d{2})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/;
/** A year's own report, not a half year's or a quarter's. */
const ANNUAL = (e: EventFact): boolean => /年度报告|年报/.test(e.title) && !/半年|季度/.test(e.title);

const pad = (n: string): string => n.padStart(2, "0");

/** The newest year whose annual report figures are held (a report's point is published after its period ends). */
function newestAnnualYear(facts: Facts): number | null {
  const years = Object.values(facts.series)
    .flat()
    .filter((p) => p.period.endsWith("-12-31") && p.publicDate > p.period && p.publicDate <= facts.asOf)
    .map((p) => Number(p.period.slice(0, 4)));
  return years.length > 0 ? Math.max(...years) : null;
}

/** Whether the clause says which filing is the latest held (then it is a fact clause, checked here). */
export const namesLatestFiling = (text: string): boolean => {
  const latest = LATEST.exec(text);
  return latest !== null && KIND.test(text) && (REPORT_YEAR.test(text.slice(latest.index)) || DAY.test(text));
};

export function checkLatestFiling(text: string, facts: Facts): ClaimCheck | null {
  const latest = LATEST.exec(text);
  if (!latest || !KIND.test(text) || !facts.events) return null;
  const year = REPORT_YEAR.exec(text.slice(latest.index))?.[1];
  const day = DAY.exec(text.slice(latest.index));
  if (!year && !day) return null;
  const annualOnly = !/定期报告/.test(text);
  const held = facts.events.filter(
    (e) => e.category === "定期报告" && e.date <= facts.asOf && (!annualOnly || ANNUAL(e)),
  );
  const last = held.at(-1);
  const expected = `最近一份${annualOnly ? "年报" : "定期报告"}`;
  if (!last) return undecided("event", expected, `公告中没有${expected}，无法核验`);
  // The list is partial: where the figures hold a later year's annual report than the newest notice, the list is
  // behind the reports, and the latest notice held is no proof of the latest report filed.
  const figured = newestAnnualYear(facts);
  const behind = figured !== null && figured > Number(/(20\d{2})年/.exec(last.title)?.[1] ?? 0);
  // "公告列表中最近一份…", "最近一份已收录的是…": said of the list held, which the list decides whatever the figures.
  if (behind && !OF_THE_LIST.test(text))
    return undecided("event", expected, `已有${figured}年年度数据，公告库只收录部分公告，无法核验${expected}`);
  const dated = day ? `${day[1]}-${pad(day[2]!)}-${pad(day[3]!)}` : null;
  const ok = (!year || last.title.includes(`${year}年`)) && (!dated || last.date === dated);
  const found = `${last.date}《${last.title}》`;
  return { kind: "event", ok, expected, found, reason: `公告中${expected}是${found}，${ok ? "相符" : "不符"}` };
}
