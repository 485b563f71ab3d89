import { digitOrTen } from "../chinese-digits";
import type { Assertion } from "./assertion";

/**
 * "2025年归母净利润首次下滑，此前五年逐年走高": a run said of the N years before the year its sentence judges is a
 * streak of N years ending the year before that one, not a change into the judged year.
 */
const RUN_BEFORE = new RegExp(
  String.raw`^(?:而|且)?(?:在此之前|此前|在这之前|之前)(?:的)?(\d|[两二三四五六七八九十])(?:个)?年(?:里|间|中)?` +
    String.raw`[^，,。；;]{0,4}?(?:逐年|每年都?|年年|连续|持续|一路)`,
);

export function runBefore(a: Assertion): Assertion {
  const hit = RUN_BEFORE.exec(a.text);
  const year = a.years.length === 1 ? a.years[0] : undefined;
  if (!hit || !a.yearsInherited || year === undefined || !a.direction) return a;
  const n = digitOrTen(hit[1] ?? "") ?? Number(hit[1]);
  return { ...a, years: [year - 1], basis: { kind: "streak", n } };
}
