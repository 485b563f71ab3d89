import type { Assertion } from "./assertion";
import { type ClaimCheck, undecided } from "./check-series";
import { openComparedYear, readAsCalendar } from "./period-relative";
import type { ParseOptions } from "./sentence-state";

/**
 * 较前年 with no 去年 in its sentence is open: the calendar's year before last, or the year before last from the
 * latest annual report (period-relative.ts). A text so written is parsed both ways; the report's reading is the one
 * returned, the calendar's kept beside it here for the check (checkAssertions) to weigh.
 */
interface OtherReading {
  assertions: readonly Assertion[];
  /** A base figure follows 较前年 ("较前年的747亿元"): the reading whose year it matches is the one meant. */
  figure: boolean;
}
const OTHER = new WeakMap<readonly Assertion[], OtherReading>();

type Parse = (claim: string, quote?: string, opts?: ParseOptions) => Assertion[];

/** A parse of a text that parses it again with 较前年 the calendar's when the text leaves it open. */
export const bothReadings =
  (parse: Parse): Parse =>
  (claim, quote, opts = {}) => {
    const open = opts.asOf ? openComparedYear(claim, opts.asOf) : null;
    const out = parse(claim, quote, opts);
    if (open) OTHER.set(out, { assertions: readAsCalendar(() => parse(claim, quote, opts)), figure: open.figure });
    return out;
  };

const markOf = (checks: readonly ClaimCheck[]): string =>
  checks.some((c) => c.ok === false) ? "❌" : checks.some((c) => c.ok === null) ? "❔" : "✅";

/**
 * The checks of a parse (`check`), weighed against the other reading of 较前年 when there is one: the same answer both
 * ways stands; with a base figure, the one reading that fails nothing is the one meant (its figure matches that year,
 * its move is checked on it); otherwise the two readings disagree and the claim is 未能核验.
 */
export function checkedBothWays(
  assertions: readonly Assertion[],
  check: (parsed: readonly Assertion[]) => ClaimCheck[],
): ClaimCheck[] {
  const checks = check(assertions);
  const other = OTHER.get(assertions);
  if (!other) return checks;
  const calendar = check(other.assertions);
  const [report, cal] = [markOf(checks), markOf(calendar)];
  if (report === cal) return checks;
  if (other.figure && cal === "❌") return checks;
  if (other.figure && report === "❌") return calendar;
  const reason = "“较前年”可指日历上的前年，也可指最新年报之前两年，两种读法的结论不同，无法核验";
  return [...checks.filter((c) => c.ok !== false), undecided("direction", "较前年", reason)];
}
