import type { ExtractedNumber } from "../extract-numbers";
import { type ClaimCheck, quoted, undecided } from "./check-series";
import { companiesIn } from "./company-names";
import { isFigure } from "./figure-kind";
import { namesFigure } from "./figure-coverage";
import { assertsNothing } from "./idle-clauses";
import type { Assertion } from "./parse-assertions";
import { ORDER_DOWN, ORDER_UP } from "./peer-compare";

/**
 * The honest default for an order: a clause that sets one side against another ("比2024年还多", "已被平安反超",
 * "高于招行的13.07万亿元", "落后于…") asserts the order itself. It is read where a check of its point reads an order,
 * a change or a gap, or where both sides are figures stated beside it that checks matched ("192.24亿元，比二季度的
 * 185.55亿元还多": the order of the two checked figures is the order said). Otherwise - one side never stated, or the
 * stated figures in the other order - the figures checked beside it do not carry it to ✅: the order is 未能核验.
 */
const MORE = /多|高|快|大|强/;
const BY =
  /(?<![占环同对相好无之可类评正反配排成])比(?!不)[^，,。；;]{1,16}?(?:还|更)?(?:多|少|高|低|快|慢|大|小|强|弱)/;
const RELATION = new RegExp(`${BY.source}|${ORDER_UP.source}|${ORDER_DOWN.source}`);
/** The checks that read an order, a change or a count (a figure's own check reads only the figure). */
const READS_ORDER: ReadonlySet<ClaimCheck["kind"]> = new Set([
  "comparison",
  "direction",
  "magnitude",
  "market",
  "recency",
  "level",
  "event",
]);
/** A figure check that read the gap of two sides ("相差154.03亿元"). */
const GAP_READ = /相差/;

interface Order {
  word: string;
  /** The side said to be the larger's figure, and the other's (null: not stated). */
  more: ExtractedNumber | null;
  less: ExtractedNumber | null;
}

/** The order a clause says, with its two sides' figures where stated (the subject may be the clause before's). */
function orderOf(a: Assertion, previous: Assertion | undefined): Order | null {
  // A company's name ("比亚迪") is not the word 比.
  const masked = companiesIn(a.read).reduce(
    (t, c) => t.slice(0, c.index) + "＃".repeat(c.end - c.index) + t.slice(c.end),
    a.read,
  );
  const m = RELATION.exec(masked);
  if (!m) return null;
  const word = a.read.slice(m.index, m.index + m[0].length);
  const by = m[0].startsWith("比");
  const up = by ? MORE.test(m[0].slice(-1)) : ORDER_UP.test(m[0]);
  const passive = !by && /被[^，,。；;]*$/.test(a.read.slice(0, m.index));
  const start = passive ? a.read.lastIndexOf("被", m.index) : m.index;
  const inside = a.numbers.filter((n) => n.index >= start && n.index < m.index + m[0].length);
  const after = a.numbers.filter((n) => n.index >= m.index + m[0].length && n.index <= m.index + m[0].length + 12);
  const object = by || passive ? (inside[0] ?? null) : (after[0] ?? null);
  const subject = a.numbers.filter((n) => n.index < start).at(-1) ?? previous?.numbers.at(-1) ?? null;
  const [more, less] = up !== passive ? [subject, object] : [object, subject];
  return { word, more, less };
}

/**
 * Whether a check that reads an order read this clause: it quotes ("“…”") part of the clause or a text holding it. A
 * check quoting no text (the market's "MA20 1433.56、MA60 1441.22，相符") cannot be placed and counts for any clause.
 * "比2024年还多" quoted by no order-reading check is not read, whatever other clauses of the point were.
 */
const readsOrderOf = (c: ClaimCheck, a: Assertion): boolean => {
  if (!READS_ORDER.has(c.kind)) return false;
  const quotes = [...c.reason.matchAll(/“([^”]+?)…?”/g)].map(([, q]) => q ?? "");
  const bare = (t: string) => t.replace(/[\s，,。；;：:（）()]/g, "");
  const text = bare(a.text);
  return quotes.length === 0 || quotes.map(bare).some((q) => q.length > 1 && (text.includes(q) || q.includes(text)));
};

export function unreadRelations(assertions: readonly Assertion[], checks: readonly ClaimCheck[]): ClaimCheck[] {
  // TODO(review 3): per-clause quoting (readsOrderOf) lost true ✅ on 一年比一年多, 都比2024年略高 (blind4/7/11):
  // until those read, any order-reading check still reads the point's orders.
  if (checks.some((c) => READS_ORDER.has(c.kind) || (c.kind === "number" && GAP_READ.test(c.reason)))) return [];
  const out: ClaimCheck[] = [];
  const claim = assertions.filter((a) => a.from === "claim");
  claim.forEach((a, i) => {
    // A clause of only an order ("，比2024年还多") asserts it though it states no figure of its own.
    // "单票仓位不超过5%": a rule's bound is no order of the data (idle-clauses.ts).
    if (a.attributed || a.scenario || a.outOfScope || assertsNothing(a.text)) return;
    const previous = claim[i - 1]?.sentence === a.sentence ? claim[i - 1] : undefined;
    const order = orderOf(a, previous);
    if (!order || checks.some((c) => readsOrderOf(c, a))) return;
    // "比上年低1.7个百分点", "少了24亿元": a gap the clause states that a check matched is the order's size, read.
    const gaps = a.numbers.filter((n) => isFigure(n, a.read) && n.index > a.read.indexOf(order.word));
    if (gaps.some((n) => checks.some((c) => namesFigure(c, n)))) return;
    const { more, less } = order;
    const read = (n: ExtractedNumber | null): n is ExtractedNumber =>
      n !== null && checks.some((c) => namesFigure(c, n));
    if (read(more) && read(less) && more.unit === less.unit && more.kind === less.kind && more.value > less.value)
      return;
    out.push(undecided("scope", order.word, `${quoted(a)}中的“${order.word}”没有核验`));
  });
  return out;
}
