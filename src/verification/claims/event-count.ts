import { type ClaimCheck, undecided } from "./check-series";
import type { EventFact } from "./event-facts";
import { CHINESE_DIGITS } from "../chinese-digits";

/**
 * A count of notices ("仅发布过一次回购相关公告", "先后披露了3份减持公告") checked against the notices held. The stored
 * announcements are a selection: more held than an upper bound (仅/只) refutes it; fewer held than a count leaves it
 * undecided; a count without 仅 that the held notices reach holds.
 */
const COUNT = new RegExp(
  "(?<only>仅|只|仅仅|才)?\\s*(?:发布|披露|发|公告|出)(?:过|了)?\\s*" +
    "(?<n>\\d+|[一二两三四五六七八九十])\\s*(?:次|份|则|个|条)" +
    "[^，,。；;]{0,10}公告",
);

export function checkEventCount(t: string, found: readonly EventFact[], what: string): ClaimCheck | null {
  const m = COUNT.exec(t);
  if (!m?.groups) return null;
  const raw = m.groups.n!;
  const n = /\d/.test(raw) ? Number(raw) : (CHINESE_DIGITS[raw] ?? Number.NaN);
  if (!Number.isFinite(n)) return null;
  const only = Boolean(m.groups.only);
  const held = found.length;
  const expected = `${what}公告${only ? "仅" : ""}${n}次`;
  if (only && held > n)
    return {
      kind: "event",
      ok: false,
      expected,
      found: `${held}份`,
      reason: `公告中有${what}公告${held}份，多于${n}次`,
    };
  if (held < n || only) return undecided("event", expected, `公告库只收录部分公告（有${held}份），无法核验${n}次`);
  return { kind: "event", ok: true, expected, found: `${held}份`, reason: `公告中有${what}公告${held}份，相符` };
}
