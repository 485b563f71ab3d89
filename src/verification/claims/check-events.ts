import { normalizeNumberText } from "../extract-numbers";
import { type ClaimCheck, undecided } from "./check-series";
import { checkDividendRecurs, withoutContinuity } from "./dividend-continuity";
import { checkEventCount } from "./event-count";
import { eventItems } from "./event-lists";
import { checkEventDate, ofSubject, sinceDay, withoutSince } from "./event-dates";
import type { EventFact } from "./event-facts";
import {
  CONDITION_WORDS,
  DENIAL,
  DENIED_LATER,
  DIVIDEND_EVENT,
  DIVIDEND_RATIO,
  DONE_WORDS,
  ENDED_WORDS,
  EVENT_FORECAST,
  EVENT_WORDS,
  PLAN_WORDS,
} from "./event-words";
import type { Facts } from "./facts";
import { reportEvents } from "./report-events";
import { checkLatestFiling } from "./latest-filing";
import { withCalendarMonths } from "./relative-months";

/**
 * Checks what a clause says about company events against the announcements known by asOf (event-facts.ts). The stored
 * announcements are a selection, not every filing: an event found decides the clause; an event not found leaves it
 * undecided (never ✅ by default, never ❌ on absence), except that a denial ("未减持") is refuted by one found.
 */

const show = (e: EventFact): string => `${e.date}《${e.title.length > 30 ? `${e.title.slice(0, 30)}…` : e.title}》`;

/** Years the clause names ("2025年员工持股计划"), which an event matches by its title or its date. */
const yearsIn = (t: string): string[] => [...t.matchAll(/(20\d{2})\s*年/g)].map((m) => m[1]!);
/** "本年度未发布任何中期分红", "今年公告增持": the year of asOf. */
const THIS_YEAR = /本年度|今年|本年|年内/;

/**
 * The years a clause's event is about: "2025年7月公告2022年员工持股计划…" is about the 2022 plan, filed on a date;
 * a year only in a date ("2025年4月公告回购") is the subject when no other year is named.
 */
function subjectYears(t: string): string[] {
  const plain = [...t.matchAll(/(20\d{2})\s*年(?!\s*\d{1,2}\s*月)/g)].map((m) => m[1]!);
  return plain.length > 0 ? plain : yearsIn(t);
}

/** A title that names years ("2022年员工持股计划") is about those; otherwise the announcement's own date decides. */
function inYears(e: EventFact, years: readonly string[]): boolean {
  if (years.length === 0) return true;
  const titled = yearsIn(e.title);
  return titled.length > 0 ? years.some((y) => titled.includes(y)) : years.some((y) => e.date.startsWith(y));
}

/** A plan's draft: "员工持股计划（草案）", "利润分配预案". */
const DRAFT = /草案|预案/;

/** Checks one clause; [] when it names no event or the facts carry no announcements. */
export function checkEventClause(text: string, facts: Facts): ClaimCheck[] {
  if (!facts.events) return [];
  // "本月披露…": the month of the day the point is made (relative-months.ts).
  const t = withCalendarMonths(normalizeNumberText(text), facts.asOf);
  // "先后公告员工持股计划、科创债发行、回购结果和年度分配预案": each item on its own.
  const items = eventItems(t);
  if (items) return items.flatMap((item) => checkEventClause(item, facts));
  // "最近一份定期报告是2025年3月26日的2024年年度报告": the latest filing held (latest-filing.ts).
  const latest = checkLatestFiling(t, facts);
  if (latest) return [latest];
  const word = EVENT_WORDS.map((w) => ({ w, hit: w.re.exec(t) })).find((x) => x.hit);
  if (!word?.hit) return [];
  const { category } = word.w;
  if (category === "分红" && !DIVIDEND_RATIO.test(t) && !DIVIDEND_EVENT.test(withoutContinuity(t))) {
    // "延续年度派息", "中期分红如期而至": a recurrence, not one filing.
    const recurs = checkDividendRecurs(
      t,
      facts.events.filter((e) => e.category === "分红"),
    );
    return recurs ? [recurs] : [];
  }
  if (category === "分红" && (DIVIDEND_RATIO.test(t) || !DIVIDEND_EVENT.test(withoutContinuity(t)))) return [];
  if (EVENT_FORECAST.test(t)) return [undecided("event", category, `“${word.hit[0]}”是预期或假设，公告无法核验`)];
  // "2026年以来": when the filings came, not the year they are about.
  const named = subjectYears(withoutSince(t));
  const years = named.length === 0 && THIS_YEAR.test(t) ? [facts.asOf.slice(0, 4)] : [...new Set(named)];
  const denied =
    DENIAL.test(t.slice(0, word.hit.index)) || DENIED_LATER.test(t.slice(word.hit.index + word.hit[0].length));
  // A report said published is shown by its figures too; a denial ("没有新的定期报告") only by the announcements.
  const events = category === "定期报告" && !denied ? [...facts.events, ...reportEvents(facts)] : facts.events;
  // "2026年2月以来…": only events from that day on.
  const since = sinceDay(t);
  const found = ofSubject(
    t,
    events.filter((e) => e.category === category && inYears(e, years) && (since === null || e.date >= since)),
  );
  const where = years.length ? `${years.join("、")}年` : "";
  const list = found.slice(-2).map(show).join("、");
  if (denied) {
    // "还没看到分红的实施公告": what is denied is the event done; a proposal found does not refute it.
    const denied = DONE_WORDS.test(t) ? found.filter((e) => e.stage === "完成" || e.stage === "进展") : found;
    if (denied !== found && denied.length === 0)
      return [undecided("event", `${category}未实施`, `公告库只收录部分公告，无法证明${where}${category}尚未实施`)];
    if (found.length === 0)
      return [undecided("event", `无${category}`, `公告库只收录部分公告，无法证明${where}没有${category}`)];
    const reason = `截至${facts.asOf}已有${where}${category}公告：${list}`;
    return [{ kind: "event", ok: false, expected: `无${category}`, found: list, reason }];
  }
  if (found.length === 0) {
    return [undecided("event", `${where}${category}`, `截至${facts.asOf}的公告中没有${where}${category}，无法核验`)];
  }
  // A date said of the event done ("在4月就已完成") is the done one's, not its proposal's.
  const done = found.filter((e) => e.stage === "完成" || e.stage === "进展");
  // Said done on a date, the done one's date decides; with none held on a partial file, 未能核验 (the done check
  // below fails only an undated 已实施 that only proposals answer). A filing of the named day decides whatever year.
  // Said a draft (草案/预案), the draft's own filing date decides, not a later filing of the same plan.
  const drafts = DRAFT.test(t) ? found.filter((e) => DRAFT.test(e.title)) : [];
  const datedOn = DONE_WORDS.test(t) && done.length > 0 ? done : drafts.length > 0 ? drafts : found;
  // "今日发布2025年年度报告" on the day of a 一季度报告: a filing of another kind that day does not show it.
  const sameDay = ofSubject(
    t,
    events.filter((e) => e.category === category),
  );
  const dated =
    datedOn.length > 0 ? checkEventDate(t, datedOn, sameDay, facts.asOf, `${where}${category}`, years) : null;
  if (dated) return [dated];
  const counted = checkEventCount(t, found, `${where}${category}`);
  if (counted) return [counted];
  const checks: ClaimCheck[] = [];
  const condition = CONDITION_WORDS.find((c) => c.re.test(t));
  if (condition) {
    const stated = found.filter((e) => e.condition !== null);
    const expected = `${category}条件${condition.condition}`;
    if (stated.length === 0) checks.push(undecided("event", expected, `${category}公告未写明条件是否成就`));
    else {
      const latest = stated.at(-1)!;
      const ok = latest.condition === condition.condition;
      const reason = `${show(latest)}：条件${latest.condition}，${ok ? "相符" : "不符"}`;
      checks.push({ kind: "event", ok, expected, found: show(latest), reason });
    }
  }
  if (DONE_WORDS.test(t)) {
    const done = found.filter((e) => e.stage === "完成" || e.stage === "进展");
    const ok = done.length > 0;
    checks.push({
      kind: "event",
      ok,
      expected: `${where}${category}已实施`,
      found: ok ? show(done.at(-1)!) : list,
      reason: ok
        ? `${show(done.at(-1)!)}，${category}已实施或在实施`
        : `${where}${category}公告只有预案（${list}），未见实施`,
    });
  }
  if (checks.length === 0 && !DONE_WORDS.test(t) && PLAN_WORDS.test(t)) {
    // A plan the stored proposals do not show may be one the partial files left out: undecided, not failed.
    const plans = found.filter((e) => e.stage === "预案");
    if (plans.length === 0) {
      return [
        undecided("event", `${where}${category}预案`, `公告中没有${where}${category}预案（只有${list}），无法核验`),
      ];
    }
    const reason = `公告中有${where}${category}预案：${plans.slice(-2).map(show).join("、")}`;
    checks.push({ kind: "event", ok: true, expected: `${where}${category}预案`, found: show(plans.at(-1)!), reason });
  }
  if (checks.length === 0 && ENDED_WORDS.test(t)) {
    // "公告终止员工持股计划": the category's other filings (a grant, a price change) do not show it ended.
    const ended = found.filter((e) => ENDED_WORDS.test(e.title));
    if (ended.length === 0)
      return [
        undecided(
          "event",
          `${where}${category}终止`,
          `公告中没有${where}${category}终止的公告（只有${list}），无法核验`,
        ),
      ];
    checks.push({
      kind: "event",
      ok: true,
      expected: `${where}${category}终止`,
      found: show(ended.at(-1)!),
      reason: `公告中有${where}${category}终止：${show(ended.at(-1)!)}`,
    });
  }
  if (checks.length === 0) {
    checks.push({
      kind: "event",
      ok: true,
      expected: `${where}${category}`,
      found: list,
      reason: `公告中有${where}${category}：${list}`,
    });
  }
  return checks;
}
