import type { ExtractedNumber } from "../extract-numbers";
import type { Candidate } from "../figure-match";
import type { BoundFigure } from "./binding";
import { type ClaimCheck, undecided } from "./check-series";
import { DECLARED_PAYOUTS, dividendCashNames } from "./metric-flow-names";

/**
 * A payout named without the interest ("分红付现", "分红支出") is read as the stored line
 * 分配股利、利润或偿付利息支付的现金, which holds the interest paid too: the dividends alone are at most the line. A
 * level or share of it at the line's value is the line the writer read, and one above it is wrong (unless named as a
 * declared year's total, DECLARED_PAYOUTS); one below it may be the dividends alone, which the data does not hold,
 * so it is 未能核验 rather than a confident ❌.
 */
const PAYOUT_ONLY = new RegExp(`(?:${dividendCashNames().join("|")})[^，,。；;]*$`);
/** "2024年现金分红约735亿元": a payout named as a year's declared total, which the store does not hold either. */
const PLAN = new RegExp(`^(?:${DECLARED_PAYOUTS.join("|")})`);
/** The line named with its interest ("分红及付息", "支付股利与利息"): the whole line, bound in full. */
const WITH_INTEREST = /利息|付息/;

/** A figure below a candidate of the same quantity (a share in % against the line's share as a multiple too). */
const below = (n: ExtractedNumber, v: Candidate): boolean =>
  n.kind === v.kind
    ? Math.abs(n.value) < Math.abs(v.value)
    : n.kind === "percent" && v.kind === "multiple"
      ? n.value / 100 < v.value
      : false;

export function dividendOnlyBelow(
  read: string,
  f: BoundFigure,
  values: readonly Candidate[],
  label: string,
): ClaimCheck | null {
  if (f.metric !== "dividends_interest_paid" || f.change || f.prior || (f.role !== "metric" && f.role !== "ratio"))
    return null;
  const lead = read.slice(0, f.n.index);
  const named = PAYOUT_ONLY.exec(lead);
  if (!named || WITH_INTEREST.test(named[0])) return null;
  if (values.some((v) => below(f.n, v))) {
    const why = `“${f.n.raw}”低于${label}的数值；只说分红而不含利息的金额可能是其中一部分，数据中没有单列，无法核验`;
    return { ...undecided("number", label, why), figure: f.n.raw };
  }
  if (!PLAN.test(named[0])) return null;
  const why = `“${f.n.raw}”不是${label}的数值；现金分红也可能是当年分红方案的总额，数据中没有，无法核验`;
  return { ...undecided("number", label, why), figure: f.n.raw };
}
