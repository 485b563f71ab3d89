import type { Assertion } from "./assertion";
import type { ClaimMetric } from "./metric-lexicon";

/**
 * "按收盘价和2025年净利润算，市盈率约21倍，估值不算贵", "市净率1.12倍、总市值约1.03万亿元，估值并不贵": a valuation
 * word after a clause of its sentence that states one multiple reads that multiple, the one the writer priced; not
 * another multiple the data happens to hold for the clause's date (a PE sentence is no PB reading).
 */
const MULTIPLES: readonly { metric: ClaimMetric; name: RegExp }[] = [
  { metric: "pe_ttm", name: /市盈率|(?<![A-Z])PE(?!G)/i },
  { metric: "pb", name: /市净率|(?<![A-Z])PB/i },
];

/** The clause names a multiple of its own: then it reads that one. EPS, BPS and PEG name no multiple. */
const OWN_MULTIPLE = /市盈率|市净率|市销率|(?<![A-Z])(?:PE(?!G)|PB|PS)/i;

/** The one multiple the clause before in its sentence names, kept as the clause's `multipleLead`. */
export function multipleNamedBefore(a: Assertion, before: Assertion | null): Assertion {
  if (!before || before.sentence !== a.sentence || before.from !== a.from || !a.level) return a;
  if (!/估值/.test(a.read) || OWN_MULTIPLE.test(a.read)) return a;
  const named = MULTIPLES.filter((m) => m.name.test(before.read));
  const only = named.length === 1 ? named[0] : undefined;
  if (!only) return a;
  const figure = before.figures.find((f) => f.metric === only.metric && f.n.kind === "multiple");
  return { ...a, multipleLead: { metric: only.metric, value: figure?.n.value ?? null } };
}

/**
 * "对应2025年归母净利润PE约27.5倍，用滚动四个季度算约25倍": a multiple naming nothing, after a clause whose multiple
 * was a valuation's, is that valuation again on another basis, not a multiple of the earnings the clause before named.
 */
export function multipleBefore(
  before: (Pick<Assertion, "figures"> & { read?: string }) | null | undefined,
  n: { kind: string },
): ClaimMetric | null {
  if (n.kind !== "multiple" || !before) return null;
  const read = before.figures.find((f) => f.n.kind === "multiple" && MULTIPLES.some((m) => m.metric === f.metric));
  return read?.metric ?? basisBefore(before);
}

/**
 * "用近四季利润约790亿算，则约25倍", "换成每股净资产44.90元来算，只有0.85倍": a clause that only picks the earnings or
 * book a price is divided by (按/用/以/换成 … 算/计) hands its multiple to the clause after: the PE or PB over it.
 */
const BASIS_CLAUSE =
  /^\s*[，,；;]?\s*□*(?:而|若|如果|要是)?\s*□*(?:改|换)?(?:按|用|以|拿|换成)[^，,；;。]*(?:来?计算?|测算|算)\s*$/;
const BASIS_OF: readonly { per: readonly ClaimMetric[]; metric: ClaimMetric }[] = [
  { per: ["net_profit", "basic_eps"], metric: "pe_ttm" },
  { per: ["parent_equity", "bps"], metric: "pb" },
];

function basisBefore(before: Pick<Assertion, "figures"> & { read?: string }): ClaimMetric | null {
  if (!BASIS_CLAUSE.test(before.read ?? "") || OWN_MULTIPLE.test(before.read ?? "")) return null;
  const inputs = new Set(before.figures.map((f) => f.metric));
  const found = BASIS_OF.filter((b) => b.per.some((m) => inputs.has(m)));
  return found.length === 1 ? found[0]!.metric : null;
}
