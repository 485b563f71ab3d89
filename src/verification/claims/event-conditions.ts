import { CONDITION_WORDS, EVENT_WORDS } from "./event-words";

/**
 * "员工持股计划解锁条件未成就，说明业绩考核达标": a clause stating a condition's outcome (考核达标, 条件满足) with no
 * event word of its own, right after a clause that named an event and its condition, speaks of that event's condition.
 * It is read as that clause's event (with the years it named), so the filing that says whether the condition was met
 * decides it (check-events.ts), as it decides the clause before.
 */
const CONDITION_TOPIC = /条件|考核|解锁|解除限售|限售/;
const OWN_CONDITION = /20\d{2}\s*年|计划|第[一二三四五六七八九十\d]+(?:期|个)|个人|此前|上一期|前期/;

export function carriedConditionClause(text: string, previous: string | null): string | null {
  if (!previous || EVENT_WORDS.some((w) => w.re.test(text))) return null;
  // "此前2022年计划第三期解锁条件已成就", "但个人考核均已达标": a clause naming its own plan, year or kind of
  // condition speaks of that one, not the event before.
  if (OWN_CONDITION.test(text)) return null;
  if (!CONDITION_TOPIC.test(text) || !CONDITION_WORDS.some((c) => c.re.test(text))) return null;
  if (!CONDITION_TOPIC.test(previous)) return null;
  const event = EVENT_WORDS.map((w) => w.re.exec(previous)).find((hit) => hit !== null);
  if (!event) return null;
  const years = [...previous.matchAll(/20\d{2}\s*年(?!\s*\d{1,2}\s*月)/g)].map((m) => m[0]).join("");
  return `${years}${event[0]}${text}`;
}
