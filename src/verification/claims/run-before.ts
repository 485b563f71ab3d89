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

/**
 * "营收自2022年3447.83亿元的峰值连降两年", "利润从2021年起连续三年下滑": a run counted from a year named after 自/从
 * is the N years after it (2023-2024年), not the N years to now. "从2019年起连续五年" may count 2019 itself as the
 * first year of the run, so 起/开始/以来 right after the year are left as they were read.
 */
const RUN_FROM = new RegExp(
  String.raw`(?:自|从)((?:19|20)\d{2})年(?!起|开始|以来)[^，,。；;]{0,16}?(?:连续|连|逐年|一路)[^，,。；;\d]{0,3}?` +
    String.raw`(\d|[两二三四五六七八九十])(?:个)?年(?![报度末初底以代])`,
);

export function runFromStart(a: Assertion): Assertion {
  const hit = RUN_FROM.exec(a.text);
  if (!hit || a.basis?.kind !== "streak" || a.years.length > 0 || !a.direction) return a;
  const n = digitOrTen(hit[2] ?? "") ?? Number(hit[2]);
  if (n !== a.basis.n) return a;
  return { ...a, years: [Number(hit[1]) + n] };
}
