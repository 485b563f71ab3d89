import { PRICE_MULTIPLES } from "./metric-types";
import type { Assertion } from "./assertion";
import { findMetrics } from "./metric-lexicon";
import type { RelationReading } from "./metric-relations";
import { related } from "./peer-multiple";
import { readQuantity } from "./peer-quantity";

/**
 * "平安PE约8倍，而茅台约21倍，前者的估值不到后者的一半", "宁德PB约8倍、招行不到0.9倍，后者比前者便宜得多": 前者 and
 * 后者 after two multiples (a company's and a peer's, or two bases of one) are those two figures as stated. Each figure
 * is checked on its own company's data where it is written; the share or the order said between them is read on the two
 * as stated, so it neither passes nor fails on the data of one side alone.
 */
const OPENS = /^\s*(?:[而但且可则]|可见|也就是说|换句话说)?\s*(前者|后者)/;
/** "后者的一半", "前者的三倍多": the share of the other referent. */
const SHARE_OF = /(前者|后者)的/;
const LESS = /不到|不足|不及|还没有|没有/;
const MORE = /超过|超出|多于/;
/** For a multiple, higher is dearer: "前者更贵", "后者便宜得多", "前者估值高于后者". */
const DEARER = /更贵|贵得多|贵不少|高于|更高|高出|溢价/;
const CHEAPER = /更便宜|便宜得多|便宜不少|低于|更低|折价|便宜/;

export function readStatedReferents(a: Assertion, before: readonly Assertion[]): RelationReading | null {
  const open = OPENS.exec(a.read);
  if (!open) return null;
  const multiples = before.flatMap((b) => b.numbers.filter((n) => n.kind === "multiple"));
  if (multiples.length < 2) return null;
  const [first, second] = multiples.slice(-2) as [(typeof multiples)[0], (typeof multiples)[0]];
  const [x, y] = open[1] === "前者" ? [first, second] : [second, first];
  const sides = `前者${first.raw}，后者${second.raw}（两者按所述）`;
  const rest = a.read.slice(open.index + open[0].length);
  // "前者的股息率更高": a metric of their own named after the referent is not the two multiples stated.
  if (findMetrics(rest).some((m) => !PRICE_MULTIPLES.has(m.metric)) || /股息率|分红/.test(rest)) return null;
  const whole = SHARE_OF.exec(rest);
  if (whole && whole[1] !== open[1]) {
    const at = open.index + open[0].length + whole.index + whole[0].length;
    const q = readQuantity(a.read.slice(at), at, "ratio");
    if (!q || y.value === 0) return null;
    const r = x.value / y.value;
    const lead = rest.slice(0, whole.index);
    const bound = q.bound ?? (LESS.test(lead) ? "less" : MORE.test(lead) ? "more" : null);
    const near = Math.abs(r - q.value) <= Math.max(q.unit, q.hedged ? 0.15 * q.value : 0);
    const ok = bound === "less" ? r < q.value : bound === "more" ? r > q.value : near;
    const figures = a.numbers.filter((n) => n.index >= at);
    return { checks: [related(ok, `${sides}，${open[1]}是另一者的${r.toFixed(2)}倍`, q.raw)], figures };
  }
  const dearer = DEARER.exec(rest);
  const cheaper = CHEAPER.exec(rest);
  const said = dearer && (!cheaper || dearer.index <= cheaper.index) ? dearer : cheaper;
  if (!said) return null;
  const ok = said === dearer ? x.value > y.value : x.value < y.value;
  return { checks: [related(ok, sides, said[0])], figures: [] };
}

/** A clause ordering the two referents ("前者更贵"): kept by the parser though it names no metric nor figure. */
export const statesReferentOrder = (text: string): boolean =>
  OPENS.test(text) && (DEARER.test(text) || CHEAPER.test(text));
