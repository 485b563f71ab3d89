import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, within } from "./check-series";
import type { ClaimMetric } from "./metric-lexicon";
import { slightGapBand } from "./slight-gaps";

/**
 * "对应2025年利润的市盈率约21倍，比按2024年利润算的约20倍略高", "当前PE约25倍，低于按2025年利润算的27.5倍",
 * "PE约27.5倍，较按2024年利润算的39倍明显消化", "现价对应约17倍PE，把市盈率从14倍推高了": two multiples of one
 * valuation in a sentence, each checked on its own basis or date, the later one the base the earlier is set against.
 * Where both passed their own checks, the comparison and its size are read on the two multiples as stated; a clause
 * whose multiple failed or was left unread keeps its checks (the order of two unknowns is not known).
 */

/** The valuations a writer quotes on several bases or dates. */
const VALUATIONS = new Set(["pe_ttm", "pb"]);

/** A base the multiple after it is set against: 比/较/相比 before, 低于/高于 naming it, 从 the value it moved from. */
const BASE = /比|较|相比|相较|低于|高于|不及|超过|从/;
/** The earlier multiple above the base (贵了, 推高) or below it (便宜, 消化, 压缩). */
const ABOVE = /高于|超过|更高|偏高|略高|抬升|推高|抬高|升高|拉高|更贵|贵了|上移|高了|高出/;
const BELOW = /低于|不及|更低|偏低|略低|消化|回落|下降|压缩|下移|便宜|降了|低了|降到|降至|回到/;

/** The one valuation multiple a clause states (its metric may be the earnings named: 对应2025年净利润PE约27.5倍). */
function multipleOf(a: Assertion): { metric: string; value: number; raw: string } | null {
  const own = a.figures.filter((f) => f.role === "metric" && VALUATIONS.has(f.metric ?? "") && f.n.kind === "multiple");
  const f = own.length === 1 && a.numbers.length === 1 ? own[0]! : null;
  return f ? { metric: f.metric!, value: f.n.value, raw: f.n.raw } : null;
}

const passedFigure = (checks: readonly ClaimCheck[]): boolean =>
  checks.some((c) => c.kind === "number" && c.ok === true) && checks.every((c) => c.ok === true);

/** Kinds of check a clause's judgement of its base gets: the ones that could not read the pair. */
const JUDGED: ReadonlySet<ClaimCheck["kind"]> = new Set(["comparison", "magnitude", "direction", "scope"]);

/**
 * The checks of clause `x` with its judgement of the earlier multiple against its own read on the two, or its checks
 * as they were where `prior` (the clause before it in its sentence) states no passed multiple of the same valuation.
 */
export function pairedMultipleChecks(
  x: { a: Assertion; checks: ClaimCheck[] },
  prior: { a: Assertion; checks: ClaimCheck[] } | undefined,
): ClaimCheck[] {
  const { a, checks } = x;
  const base = multipleOf(a);
  const numberChecks = checks.filter((c) => c.kind === "number");
  const rest = checks.filter((c) => c.kind !== "number");
  if (!base || base.value <= 0 || !passedFigure(numberChecks)) return checks;
  // "比静态的27.5倍还高" (nothing read it), "低于静态口径的6.7倍" (read on the day's reading of another basis).
  if (!rest.every((c) => c.kind === "comparison" || (c.ok === null && JUDGED.has(c.kind)))) return checks;
  if (!prior || prior.a.sentence !== a.sentence || prior.a.from !== a.from) return checks;
  const earlier = multipleOf(prior.a);
  if (earlier?.metric !== base.metric || !passedFigure(prior.checks)) return checks;
  const at = a.text.indexOf(base.raw);
  const lead = a.text.slice(0, at);
  const tail = a.text.slice(at + base.raw.length);
  if (!BASE.test(lead) && !/^[^，,]{0,3}(?:相比|相较|比)/.test(tail)) return checks;
  const word = [lead.match(/低于|高于|不及|超过/)?.[0], tail.match(ABOVE)?.[0], tail.match(BELOW)?.[0]].find(Boolean);
  if (!word) return checks;
  const above = ABOVE.test(word);
  const label = entryOf(base.metric as ClaimMetric).label;
  const gap = (Math.abs(earlier.value - base.value) / base.value) * 100;
  const ordered = above ? earlier.value > base.value : earlier.value < base.value;
  const found = `${label} ${earlier.raw}与${base.raw}相差${gap.toFixed(2)}%`;
  const expected = `${label} ${earlier.raw}${above ? ">" : "<"}${base.raw}`;
  const out: ClaimCheck[] = [
    ...numberChecks,
    { kind: "comparison", ok: ordered, expected, found, reason: `${found}，与“${a.text}”${ordered ? "相符" : "不符"}` },
  ];
  const size = a.magnitude;
  if (!size) return out;
  const band = slightGapBand(a, "%", size.percent) ?? size.percent;
  const ok = within(gap, band);
  const from = band.min !== undefined ? `≥${band.min}%` : "";
  const sized = `“${size.word}”要求差距${from}${band.max !== undefined ? `<${band.max}%` : ""}`;
  return [
    ...out,
    { kind: "magnitude", ok, expected: sized, found, reason: `${found}，${sized}，${ok ? "相符" : "不符"}` },
  ];
}
