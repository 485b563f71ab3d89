import { assertsNothing } from "./idle-clauses";
import type { ExtractedNumber } from "../extract-numbers";
import { type ClaimCheck, quoted, undecided } from "./check-series";
import type { Assertion } from "./parse-assertions";
import { shownQuotient } from "./shown-quotient";

/**
 * The honest default, figure by figure: a figure of an asserting clause that no check of its point names ("52周区间
 * 29.93元至48.55元" checked on the high only) is 未能核验, never carried to ✅ by the figures checked beside it. A
 * check names a figure by its digits, in what it found or expected or in the clause it quotes (a comparison that read
 * "是2021年的4.5倍左右" quotes it whole, a long clause cut short).
 */

/** The digits of a figure as shown ("约29.93元" → "29.93"). */
const digitsOf = (n: ExtractedNumber): string | null => /\d+(?:\.\d+)?/.exec(n.raw.replace(/,/g, ""))?.[0] ?? null;

/** Whether a check names the figure: a number of its words that, shown to the figure's decimals, is the figure. */
export function namesFigure(c: ClaimCheck, n: ExtractedNumber): boolean {
  const digits = digitsOf(n);
  if (!digits) return false;
  const target = Number(digits);
  // A day a check names ("2025-04-30 收盘价") holds no multiple or share: "…的30倍" is not read by it (a bare "04-30"
  // of the clause is that day).
  const shown = `${c.figure ?? ""} ${c.found} ${c.expected} ${c.reason}`.replace(/(\d),(?=\d{3})/g, "$1");
  const text = n.kind === "multiple" || n.kind === "percent" ? shown.replace(/\d{4}-\d{2}-\d{2}/g, " ") : shown;
  if ([...text.matchAll(/\d+(?:\.\d+)?/g)].some((m) => Number(Number(m[0]).toFixed(n.decimals)) === target))
    return true;
  // "量比(20/20)=0.61", "52w_pos≈0.9": a bare fraction the market checks read as a share (61%, 90%).
  if (n.kind !== "bare" || n.decimals === 0) return false;
  const share = Number((target * 100).toFixed(Math.max(0, n.decimals - 2)));
  return [...text.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].some((m) => Number(m[1]) === share);
}

/** "[600519] close=…", "000858 97.08": a stock's code is its name, not a figure. */
const CODE = /^[036]\d{5}$/;
/**
 * "逼近70的超买线", "处在40下方的偏弱区", "RSI14=28.4<30", "尚未进入30以下": a reference line the reading is placed
 * against, not a value of the data (the reading beside it is what is checked).
 */
const LINE_AFTER = /^(?:的)?(?:超买|超卖|强弱|多空|偏弱|偏强)?(?:线|区|以下|以上|下方|上方)/;
const LINE_BEFORE = /[<>≤≥]\s*$/;
/** "10/31收1430.01": a month/day, not a figure. */
const DAY_BEFORE = /\d{1,2}\/$/;

function isFigure(n: ExtractedNumber, read: string): boolean {
  if (CODE.test(n.raw)) return false;
  const before = read.slice(0, n.index);
  if (DAY_BEFORE.test(before)) return false;
  const bare = n.kind === "bare" && n.unit === "" && n.decimals === 0;
  return !(bare && (LINE_AFTER.test(read.slice(n.index + n.raw.length)) || LINE_BEFORE.test(before)));
}

export function unreadFigures(assertions: readonly Assertion[], checks: readonly ClaimCheck[]): ClaimCheck[] {
  const out: ClaimCheck[] = [];
  for (const [i, a] of assertions.entries()) {
    if (a.from !== "claim" || !a.asserts || a.attributed || a.scenario || a.outOfScope) continue;
    // "单票仓位不超过5%", "破58止损": a rule or a plan's figure is no fact (idle-clauses.ts).
    if (assertsNothing(a.text)) continue;
    for (const n of a.numbers) {
      const digits = digitsOf(n);
      if (!digits || !isFigure(n, a.read) || checks.some((c) => namesFigure(c, n) || c.reason.includes(quoted(a))))
        continue;
      out.push(
        shownQuotient(a, n, assertions[i - 1]) ?? undecided("scope", n.raw, `${quoted(a)}中的“${n.raw}”没有核验`),
      );
    }
  }
  return out;
}
