import type { ExtractedNumber } from "../extract-numbers";
import { RATIO_ABOUT_SHARE } from "../figure-tolerance";
import type { ClaimCheck } from "./check-series";
import type { Assertion } from "./parse-assertions";

/**
 * A multiple or share of two figures its clause shows is their quotient, whatever they are figures of:
 * "5.39元的股价约为2024年每股收益0.415元的13倍" (a PE the writer divided), "营收8039亿元约为利润326亿元的24.6倍".
 * Each figure is checked on its own; the quotient is arithmetic on the two as shown, so it is checked wherever no
 * other check read it. Only "A …为/是/相当于… B的N倍|N%" with A and B of one kind and unit is read; A may end the
 * clause before when this one opens with the relation ("股价1547元，约为2024年每股收益68.64元的22.5倍": the price is
 * the subject the clause carries on).
 */
const OF_BETWEEN = /^\s*的\s*(?:约|大约|近|接近)?\s*$/;
const RELATION = /约为|约是|大约是|大概是|相当于|约等于|等于|为|是/;
const HEDGE = /约|大约|大概|左右|近|接近/;
/** A clause opening with the relation: its subject is the figure the clause before ends with. */
const OPENS_RELATION = new RegExp(`^\\s*(?:只|仅|已)?\\s*(?:${RELATION.source})`);

/** The figure `A` of "A，约为B的N倍": the last of the clause before, written last in it. */
function carriedWhole(a: Assertion, before: Assertion | undefined): ExtractedNumber | undefined {
  const whole = before?.numbers.at(-1);
  if (!before || !whole || before.sentence !== a.sentence || before.from !== a.from) return undefined;
  return before.read.slice(whole.index + whole.raw.length).trim() === "" ? whole : undefined;
}

/** A figure's unit as divided: a price in 元 over a per-share 元/股 (每股收益 0.415元) is a quotient of 元 by 元. */
const unitOf = (n: ExtractedNumber): string =>
  n.kind === "per_share" || (n.kind === "amount" && n.scale === 1)
    ? n.unit.replace(/\/股$/, "")
    : `${n.kind}:${n.unit}`;

export function shownQuotient(a: Assertion, n: ExtractedNumber, before?: Assertion): ClaimCheck | null {
  if (n.kind !== "multiple" && n.kind !== "percent") return null;
  const at = a.numbers.indexOf(n);
  const base = a.numbers[at - 1];
  const own = a.numbers[at - 2];
  const whole = own ?? (base && OPENS_RELATION.test(a.read.slice(0, base.index)) ? carriedWhole(a, before) : undefined);
  if (!base || !whole || !OF_BETWEEN.test(a.read.slice(base.index + base.raw.length, n.index))) return null;
  if (unitOf(whole) !== unitOf(base) || whole.value <= 0 || base.value <= 0) return null;
  const from = own ? whole.index + whole.raw.length : 0;
  const between = a.read.slice(from, base.index);
  if (!RELATION.test(between) || /[，,；;。]/.test(between)) return null;
  const quotient = (whole.value / base.value) * (n.kind === "percent" ? 100 : 1);
  const half = 0.5 * 10 ** -n.decimals;
  const hedged = HEDGE.test(a.read.slice(from, n.index + n.raw.length + 2));
  const shown = Math.abs(n.value);
  const ok =
    Math.abs(quotient - shown) <= half + 1e-9 || (hedged && Math.abs(quotient - shown) <= shown * RATIO_ABOUT_SHARE);
  const unit = n.kind === "percent" ? "%" : "倍";
  const found = `${whole.raw.replace(/^约/, "")} / ${base.raw.replace(/^约/, "")} = ${quotient.toFixed(2)}${unit}`;
  return {
    kind: "number",
    ok,
    expected: `两个所列数值之比“${n.raw}”`,
    found,
    reason: `${found}，与“${n.raw}”${ok ? "相符" : "不符"}`,
    figure: n.raw,
  };
}
