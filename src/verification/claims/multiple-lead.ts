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
  before: Pick<Assertion, "figures"> | null | undefined,
  n: { kind: string },
): ClaimMetric | null {
  if (n.kind !== "multiple" || !before) return null;
  const read = before.figures.find((f) => f.n.kind === "multiple" && MULTIPLES.some((m) => m.metric === f.metric));
  return read?.metric ?? null;
}
