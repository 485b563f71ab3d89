import type { ExtractedNumber } from "../extract-numbers";
import { absolute, matchesFigure } from "../figure-match";
import type { ClaimCheck } from "./check-series";
import type { Assertion } from "./parse-assertions";

/**
 * A share (占比, 比重) of two amounts its sentence shows: "商誉44.28亿元，相对8837.30亿元总资产占比约0.5%",
 * "总资产9748亿元中，货币资金3335亿元占比约34%", "少数股东损益约72亿元，净利润575.47亿元里归母占比约87%".
 * The whole is the amount the share is said 相对/在 or 里/中 of; the part is the amount shown right before it,
 * or, when the share names a part of the whole whose other part the sentence showed (归母 beside 少数股东), the
 * whole less that other part. Each amount is checked on its own; the share is arithmetic on the two as shown, so
 * it is decided even where the data holds no such share (数据中没有占比).
 */

/** The share word right before the figure: "占比约", "比重为", "所占比例不到". */
const SHARE_BEFORE = new RegExp(
  "(?:占比|比重|所占比例|占的比例|(?:只|仅|才)占)\\s*" +
    "(?:约为|约占|约|为|是|达到?|仅为|仅|只有|近|接近|将近|超过|超|逾|不到|不足)?\\s*$",
);
/** Between the whole's figure and the share word: its name, then 里/中 and the part named, or nothing. */
const AFTER_WHOLE =
  /^\s*元?\s*(?<name>[^，,；;。\d]{0,8}?)\s*(?:(?:里|中|当中|之中)\s*[，,]?\s*(?<part>[^，,；;。\d]{0,8}?))?\s*$/;
/** Before the whole's figure: 相对/较/在 (the share of what follows), with a name of the whole between at most. */
const WHOLE_LEAD = /(?:相对于?|相较于?|在|于|占)\s*[^，,；;。\d]{0,8}$/;

/** Parts of a whole that add up to it: what the sentence names of one is the whole less the other. */
const COMPLEMENTS: readonly (readonly [RegExp, RegExp])[] = [
  [/归母|归属于?母公司|母公司股东/, /少数股东/],
  [/扣非|经常性/, /非经常性/],
];

/** The amount shown in the sentence that names the other part of a complement, if any. */
function otherPart(part: string, shown: readonly { a: Assertion; n: ExtractedNumber }[]): ExtractedNumber | null {
  for (const [x, y] of COMPLEMENTS) {
    const [own, other] = x.test(part) && !y.test(part) ? [x, y] : y.test(part) ? [y, x] : [null, null];
    if (!own || !other) continue;
    const hit = shown.findLast(({ a, n }) => other.test(a.read.slice(Math.max(0, n.index - 12), n.index)));
    if (hit) return hit.n;
  }
  return null;
}

const sameUnit = (x: ExtractedNumber, y: ExtractedNumber): boolean =>
  x.kind === "amount" && y.kind === "amount" && x.unit === y.unit && x.value > 0 && y.value > 0;

/** The share's check, or null when the sentence does not show both amounts in a way read here. */
export function statedShare(a: Assertion, n: ExtractedNumber, before: readonly Assertion[]): ClaimCheck | null {
  const lead = a.read.slice(0, n.index).replace(/约$/, "");
  if (n.kind !== "percent" || !SHARE_BEFORE.test(lead)) return null;
  // The words before the share word: the whole's name, and the part named after 里/中.
  const head = lead.replace(SHARE_BEFORE, "");
  const at = a.numbers.indexOf(n);
  const whole = a.numbers
    .slice(0, at)
    .findLast((w) => w.kind === "amount" && AFTER_WHOLE.test(head.slice(w.index + w.raw.length)));
  if (!whole) return null;
  const between = AFTER_WHOLE.exec(head.slice(whole.index + whole.raw.length))!.groups!;
  const named = (between.part ?? "").trim();
  const inside = between.part !== undefined;
  const shown = [...before.filter((b) => b.sentence === a.sentence && b.from === a.from), a].flatMap((b) =>
    b.numbers.filter((x) => b !== a || x.index < whole.index).map((x) => ({ a: b, n: x })),
  );
  // The whole is said as such: 相对/在 before it, or 里/中 after it; else the amount right before the share word is
  // the part of a whole shown before it with 里/中 ("总资产9748亿元中，货币资金3335亿元占比约34%").
  if (!inside && !WHOLE_LEAD.test(a.read.slice(0, whole.index))) return partOfInside(a, n, whole, shown);
  let part: number | null = null;
  let how = "";
  if (named !== "") {
    const other = otherPart(named, shown);
    if (!other || !sameUnit(other, whole) || other.value >= whole.value) return null;
    part = whole.value - other.value;
    how = `（${whole.raw.replace(/^约/, "")}减${other.raw.replace(/^约/, "")}）`;
  } else {
    const last = shown.at(-1)?.n;
    if (!last || !sameUnit(last, whole)) return null;
    part = last.value;
    how = last.raw.replace(/^约/, "");
  }
  return shareCheck(a, n, part, whole, how);
}

/** The whole an amount shown before, followed by 里/中, for the part's amount right before the share word. */
const INSIDE_AFTER = /^\s*元?\s*[^，,；;。\d]{0,6}?(?:里|中|当中|之中)/;
function partOfInside(
  a: Assertion,
  n: ExtractedNumber,
  part: ExtractedNumber,
  shown: readonly { a: Assertion; n: ExtractedNumber }[],
): ClaimCheck | null {
  const hit = shown.findLast(({ a: b, n: x }) => INSIDE_AFTER.test(b.read.slice(x.index + x.raw.length)));
  if (!hit || !sameUnit(part, hit.n) || part.value >= hit.n.value) return null;
  return shareCheck(a, n, part.value, hit.n, part.raw.replace(/^约/, ""));
}

function shareCheck(a: Assertion, n: ExtractedNumber, part: number, whole: ExtractedNumber, how: string): ClaimCheck {
  const share = (part / whole.value) * 100;
  const bound = a.figures.find((f) => f.n === n)?.bound ?? null;
  const ok = matchesFigure(absolute(n), { value: share, kind: "percent" }, bound, true);
  const found = `${how} / ${whole.raw.replace(/^约/, "")} = ${share.toFixed(2)}%`;
  return {
    kind: "number",
    ok,
    expected: `所列数值之比“${n.raw}”`,
    found,
    reason: `${found}，与“${n.raw}”${ok ? "相符" : "不符"}`,
    figure: n.raw,
  };
}

/** The share words a check left undecided for want of a stored share (数据中没有占比). */
const UNHELD_SHARE = /^(?:占比|比重|比例)$/;

/** Each undecided share of a figure the sentence shows both amounts of, decided on those amounts. */
export function statedShares(assertions: readonly Assertion[], checks: readonly ClaimCheck[]): ClaimCheck[] {
  return checks.map((c) => {
    if (c.kind !== "number" || c.ok !== null || !UNHELD_SHARE.test(c.expected)) return c;
    for (const [i, a] of assertions.entries()) {
      const n = a.numbers.find((x) => c.reason.includes(`“${x.raw}”`));
      const read = n && a.from === "claim" ? statedShare(a, n, assertions.slice(0, i)) : null;
      if (read) return read;
    }
    return c;
  });
}
