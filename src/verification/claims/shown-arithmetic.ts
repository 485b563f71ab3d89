import { type ExtractedNumber, QUOTIENT_WORDS } from "../extract-numbers";
import { type Candidate, absolute, matchesFigure } from "../figure-match";
import type { ClaimCheck } from "./check-series";
import { derivationOf } from "./figure-doubt";
import type { Assertion } from "./parse-assertions";
import { formatAmount, formatPoints, formatTimes } from "../../shared/number-format";

/** A figure shown in the sentence, with the metric its clause bound it to (null when none). */
interface Source {
  n: ExtractedNumber;
  metric: string | null;
}

type Derived = { kind: Candidate["kind"]; value: number; how: string };

const isMoney = (kind: Candidate["kind"]): boolean => kind === "amount" || kind === "per_share";
const perShare = (unit: string): string => unit.replace(/\/股$/, "");

/**
 * What two shown figures give, in the order written. A change ("少了76亿", "下降约19%", "下降1.05个百分点") is only
 * one between two levels of one metric; a figure that is no change may be a gap, a sum or a quotient of any two
 * amounts. A rate's change is in points, between two rates of one metric: "下降1.05%" for 14.49 % → 13.44 % is the
 * error of writing % for 百分点, and ROE less 净利率 is nothing.
 */
function derivations(x: Source, y: Source, change: boolean, gap: boolean): Derived[] {
  const sameMetric = x.metric !== null && x.metric === y.metric;
  const out: Derived[] = [];
  // "每股净资产由41.46元增至43.43元": the second of a pair of one metric's levels may be read as 元 not 元/股.
  const sameUnit = x.n.unit === y.n.unit || (sameMetric && perShare(x.n.unit) === perShare(y.n.unit));
  if (isMoney(x.n.kind) && isMoney(y.n.kind) && sameUnit) {
    if (!change || sameMetric) out.push({ kind: x.n.kind, value: Math.abs(x.n.value - y.n.value), how: "之差" });
    if (!change) out.push({ kind: x.n.kind, value: x.n.value + y.n.value, how: "之和" });
    for (const [a, b] of [
      [x.n, y.n],
      [y.n, x.n],
    ] as const) {
      if (b.value === 0) continue;
      if (!change) out.push({ kind: "multiple", value: a.value / b.value, how: "之比" });
      if (!change) out.push({ kind: "percent", value: (a.value / b.value) * 100, how: "之比" });
      if (change && sameMetric)
        out.push({ kind: "percent", value: ((a.value - b.value) / Math.abs(b.value)) * 100, how: "的变动" });
    }
  }
  // "毛利率17.74%，净利率4.20%，两者相差约13.5个百分点": a gap the sentence names between any two rates it shows
  // is in points, whatever the two rates are of.
  if (x.n.kind === "percent" && y.n.kind === "percent" && (sameMetric || gap))
    out.push({ kind: "pp", value: Math.abs(x.n.value - y.n.value), how: "之差" });
  return out;
}

/** A change word before the figure or in it ("少了76亿", "下降约81%"): a change, not a gap or a share. */
const CHANGE_WORD =
  /增长|增加|提升|上升|下降|下滑|减少|回落|降低|多了|少了|多赚|少赚|增幅|降幅|跌幅|涨幅|缩水|扩大|收窄/;
const CHANGE_BEFORE = new RegExp(`(?:${CHANGE_WORD.source})[^，,；;\\d]{0,4}$`);

/**
 * A figure the writer computed from figures shown before it in the same sentence, each of them found true of the data:
 * "营业收入1688.38亿元、营业总收入1720.54亿元，两者相差约32亿元", "现金从593亿降到517亿，少了76亿",
 * "经营现金流1332.20亿元，约为归母净利润722.01亿元的1.85倍". A figure its binding left undecided (未能确定
 * 指哪项数据) is taken over by any of these; one the binding found false, only by a gap or a sum of two amounts.
 */
export function shownArithmetic(assertions: readonly Assertion[], checks: readonly ClaimCheck[]): ClaimCheck[] {
  const trueFigures = new Set(checks.filter((c) => c.kind === "number" && c.ok === true).map((c) => c.figure));
  const falseFigures = new Set(checks.filter((c) => c.kind === "number" && c.ok === false).map((c) => c.figure));
  const own = assertions.filter((a) => a.from === "claim");
  return checks.map((c) => {
    if (c.kind !== "number" || c.ok === true || !c.figure) return c;
    const clause = own.find((a) => a.numbers.some((n) => n.raw === c.figure));
    const n = clause?.numbers.find((x) => x.raw === c.figure);
    if (!clause || !n) return c;
    // What the sentence showed before it and the data bore out (a figure with a failed reading is no source).
    const earlier = (a: Assertion, x: ExtractedNumber): boolean =>
      own.indexOf(a) < own.indexOf(clause) || (a === clause && x.index < n.index);
    const sources = own
      .filter((a) => a.sentence === clause.sentence)
      .flatMap((a) => a.numbers.filter((x) => earlier(a, x)).map((x) => ({ a, x })))
      .filter(({ x }) => x.raw !== n.raw && trueFigures.has(x.raw) && !falseFigures.has(x.raw))
      .map(({ a, x }): Source => ({ n: x, metric: a.figures.find((f) => f.n === x)?.metric ?? null }));
    const figure = clause.figures.find((f) => f.n === n);
    const written =
      figure?.change === true || CHANGE_WORD.test(n.raw) || CHANGE_BEFORE.test(clause.read.slice(0, n.index));
    const change = written || n.kind === "pp";
    // Points are a rate's change, never written as % (the slip the checker exists to catch). A failed binding gives
    // way only to a gap or a sum of two amounts, exact to their last digit; a rate or a multiple any two amounts may
    // happen to give (ROE约44.5% is 净利润 over 营收) takes over only a figure its binding left undecided. The change
    // of a pair of one metric's levels the sentence states ("每股净资产由41.46元增至43.43元，增幅约4.8%") is what
    // its rate says, whatever period the binding took the rate for.
    // "降幅超过55%": a fall written as one is never the rise the pair gives read the other way (+124 %).
    // "两者相差约25个百分点", "差额约30亿", "两项合计约1194亿元": the relation the words name, read from the last
    // figure before it in its clause (not a 合计 said of an earlier one).
    const from = Math.max(0, ...clause.numbers.filter((x) => x.index < n.index).map((x) => x.index + x.raw.length));
    const named = namedRelation(clause.read.slice(from, n.index), change);
    const fits = (d: Derived) =>
      !(d.how === "的变动" && n.value < 0 && d.value > 0) &&
      (c.ok === null || isMoney(d.kind) || d.how === "的变动" || d.how === named) &&
      (d.kind === "pp" ? n.kind === "pp" : d.kind === n.kind || (isMoney(d.kind) && isMoney(n.kind)));
    for (const [i, x] of sources.entries())
      for (const y of sources.slice(i + 1))
        for (const d of derivations(x, y, change, named === "之差" && !written).filter(fits)) {
          if (!matchesFigure(absolute(n), { value: d.value, kind: d.kind }, figure?.bound ?? null, true)) continue;
          const reason = `“${n.raw}”是正文中${x.n.raw}与${y.n.raw}${d.how}（两者已与数据核对），相符`;
          return { ...c, ok: true, found: `${x.n.raw}、${y.n.raw}`, reason };
        }
    const wrong = named ? namedMiss(n, named, sources, figure?.bound ?? null) : null;
    return wrong ? { ...c, ...wrong } : c;
  });
}

type Named = "之差" | "之和" | "之比";
/** "（174.06亿 vs 174.02亿），比值约1.00": a quotient named right before its figure. */
const QUOTIENT_BEFORE = new RegExp(`(?:${QUOTIENT_WORDS})\\s*(?:约为|约|为|是|达|仅)?\\s*$`);

/**
 * The relation a clause names right before its figure: a difference (相差, 差额, 差距), a sum (合计, 之和) or a
 * quotient (之比, 比值).
 */
function namedRelation(before: string, change: boolean): Named | null {
  if (QUOTIENT_BEFORE.test(before)) return "之比";
  const d = derivationOf(before, change);
  if (d?.kind === "sum") return "之和";
  return d?.kind === "other" && /差/.test(d.word) ? "之差" : null;
}

/**
 * A named difference, sum or quotient of the only two figures of its kind the sentence showed before it, both borne
 * out by the data, that the figure does not match: "归母823.20亿元、扣非815.00亿元，差额约30亿" is the writer's
 * arithmetic failing, whatever the binding made of the figure. With a third figure of the kind, which two are meant
 * is not known.
 */
function namedMiss(
  n: ExtractedNumber,
  named: Named,
  sources: readonly Source[],
  bound: Parameters<typeof matchesFigure>[2],
): Pick<ClaimCheck, "ok" | "found" | "reason"> | null {
  const quotient = named === "之比" && n.kind === "multiple";
  const money = isMoney(n.kind) && !quotient;
  if (!money && !quotient && !(n.kind === "pp" && named === "之差")) return null;
  const amounts = money || quotient;
  const kin = sources.filter((s) => (amounts ? isMoney(s.n.kind) : s.n.kind === "percent"));
  if (kin.length !== 2 || sources.length !== kin.length || kin[0]!.n.unit !== kin[1]!.n.unit) return null;
  const [x, y] = kin as [Source, Source];
  // A quotient may be written either way round ("比值约1.00"); it fails only when neither is the figure.
  const values = quotient
    ? [x.n.value / y.n.value, y.n.value / x.n.value]
    : [named === "之差" ? Math.abs(x.n.value - y.n.value) : x.n.value + y.n.value];
  const kind = quotient ? "multiple" : money ? n.kind : "pp";
  if (values.some((value) => matchesFigure(absolute(n), { value, kind }, bound, true))) return null;
  const value = values[0]!;
  const shown = (v: number) => (quotient ? formatTimes(v) : money ? formatAmount(v) : formatPoints(v));
  const reason = `正文中${x.n.raw}与${y.n.raw}${named}为${shown(value)}，与“${n.raw}”不符`;
  return { ok: false, found: shown(value), reason };
}
