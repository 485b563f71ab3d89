import type { Candidate } from "../figure-match";
import type { Assertion } from "./assertion";
import type { BoundFigure } from "./binding";
import type { Facts } from "./facts";
import { type ClaimCheck, pointsOf, targetPoint, within } from "./check-series";
import type { ClaimMetric } from "./metric-lexicon";

/**
 * "现价对应PB约0.85倍，破净约15%", "股价较每股净资产折价约15%": how far the price stands below book is 1 − PB, in %,
 * not a PB; the writer takes it from the PB they state (in the clause or the one before: `pbLead`), else it is read
 * on every PB reading the figure could be checked against. A PB's own figure is checked on its own.
 */
const BELOW_BOOK = new RegExp(
  // A bare 折价 only with no other market named before it ("H股较A股折价约20%" is the H-share's discount).
  String.raw`(?:破净|跌破(?:每股)?净资产|低于(?:每股)?净资产|(?:较|相对|相比)(?:每股)?净资产(?:打了?)?折价|` +
    String.raw`(?<![AH]股[^，,。；;]{0,6})折价)` +
    String.raw`(?:了|幅度)?\s*(?:约|近|超过|超|逾|接近|不到|不足|达)?\s*$`,
);

/** "PB约0.85倍", "0.84倍的市净率": the PB written last before the discount. */
const WRITTEN_PB = /(?:市净率|PB)[^，。；,;\d]{0,8}(\d+(?:\.\d+)?)\s*倍?|(\d+(?:\.\d+)?)\s*倍\s*的?(?:市净率|PB)/gi;

const writtenPb = (a: Assertion, f: BoundFigure): number | null => {
  const hit = [...`${a.pbLead ?? ""}，${a.read.slice(0, f.n.index)}`.matchAll(WRITTEN_PB)].at(-1);
  return hit ? Number(hit[1] ?? hit[2]) : null;
};

/**
 * Whether the figure is a discount to book (a % after 破净/折价) bound to the PB, or to the 每股净资产 it is taken
 * from where a PB is written ("市净率0.88倍，较每股净资产折价约12%").
 */
export const belowBook = (a: Assertion, f: BoundFigure, m: ClaimMetric): boolean =>
  (m === "pb" || m === "bps") && f.n.kind === "percent" && BELOW_BOOK.test(a.read.slice(0, f.n.index));

/**
 * The PBs a discount is taken from: the one written; else, bound to the PB, each PB reading held; bound to the
 * 每股净资产 ("股价38.27元，较每股净资产折价约15%"), the price stated (else the last close) over each 每股净资产 held.
 */
function basesOf(a: Assertion, f: BoundFigure, m: ClaimMetric, values: readonly Candidate[], facts: Facts): number[] {
  const pb = writtenPb(a, f);
  if (pb !== null) return [pb];
  if (m === "pb") return values.filter((v) => v.kind === "multiple").map((v) => v.value);
  const price = a.figures.findLast((g) => g.role === "price")?.n.value ?? facts.market?.close;
  return price ? values.filter((v) => v.kind !== "percent" && v.value > 0).map((v) => price / v.value) : [];
}

/** The candidates of a discount to book: 1 − PB of the PB the writer states, else of each PB the data holds. */
export function bookDiscounted<T extends { values: Candidate[]; changes: Candidate[]; found: string }>(
  a: Assertion,
  f: BoundFigure,
  m: ClaimMetric,
  facts: Facts,
  c: T | null,
): T | null {
  if (!c || !belowBook(a, f, m)) return c;
  const bases = basesOf(a, f, m, c.values, facts).filter((v) => v > 0 && v < 1);
  const values = bases.map((v) => ({ value: (1 - v) * 100, kind: "percent" as const }));
  const found = bases.map((v) => `1−市净率${v.toFixed(2)}倍 ${((1 - v) * 100).toFixed(1)}%`).join("、");
  // Read as a level and, bound to the 每股净资产 (an amount), as the change it is written like.
  return { ...c, values, changes: values, found: found || c.found };
}

/**
 * "PB约0.88倍，破净幅度一成多", "折价两成多": a size word after 破净/折价 sizes the discount to book, 1 − PB in %, of
 * the PB written (in the clause or the one before), else of the PB held for the day the clause names. null where
 * no such word sizes a discount or no PB below 1 is known (the 破净 level check answers that).
 */
export function checkBookDiscountSize(a: Assertion, facts: Facts, band: { min?: number; max?: number }) {
  const word = a.magnitude?.word;
  const at = word ? a.read.indexOf(word) : -1;
  if ((a.metric !== "pb" && a.metric !== "bps") || at < 0 || !BELOW_BOOK.test(a.read.slice(0, at))) return null;
  const written = [...`${a.pbLead ?? ""}，${a.read.slice(0, at)}`.matchAll(WRITTEN_PB)].at(-1);
  const pb = written ? Number(written[1] ?? written[2]) : targetPoint(a, pointsOf(facts, "pb"))?.value;
  if (pb === undefined || !(pb > 0 && pb < 1)) return null;
  const size = (1 - pb) * 100;
  const ok = within(size, band);
  const found = `1−市净率${pb.toFixed(2)}倍 ${size.toFixed(1)}%`;
  const need = `${band.min ?? ""}%~${band.max ?? ""}%`;
  const reason = `${found}，“${word}”要求破净幅度${need}，${ok ? "相符" : "不符"}`;
  return { kind: "magnitude", ok, expected: `破净幅度“${word}”`, found, reason } satisfies ClaimCheck;
}
