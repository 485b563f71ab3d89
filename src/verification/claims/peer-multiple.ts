import type { Assertion } from "./assertion";
import type { ClaimCheck } from "./check-series";
import { codeOf } from "./company-names";
import { type ClaimMetric, findMetrics } from "./metric-lexicon";
import { ORDER_DOWN, ORDER_UP } from "./peer-compare";
import { readQuantity } from "./peer-quantity";

/**
 * "对应2025年归母净利约56倍PE，远高于茅台约22倍", "招行市盈率约6.4倍，只有茅台（约21倍）的三分之一左右", "还不到茅台
 * 约21倍的一半": a peer's valuation multiple set against the company's, which the clause before states. The peer's
 * figure is the peer's value of that multiple, read on the peer's facts (peer-subject.ts); the order or the share said
 * between the two is read on the two figures as stated, each of them checked on its own company's data.
 */
const PEER_MULTIPLE = /^\s*[（(]?\s*(?:约|大约|近)?\s*(\d+(?:\.\d+)?)\s*倍\s*(?:左右)?\s*[）)]?/;
const MULTIPLES: readonly ClaimMetric[] = ["pe_ttm", "pb"];
const LESS = /不到|不足|不及/;
const MORE = /超过|超出/;

export interface PeerMultiple {
  name: string;
  /** The peer's figure, as the peer's value of the multiple (the clause read as the peer's). */
  a: Assertion;
  relation: ClaimCheck[];
}

export function peerMultiple(a: Assertion, previous: Assertion | undefined): PeerMultiple | null {
  const t = a.terms.find((x) => x.kind === "peer" && codeOf(x.word) !== null);
  const at = t ? a.read.indexOf(t.word) : -1;
  if (!t || at < 0 || !previous) return null;
  const tail = a.read.slice(at + t.word.length);
  const hit = PEER_MULTIPLE.exec(tail);
  if (!hit) return null;
  const after = tail.slice(hit[0].length);
  // The multiple the clause names after the figure ("…的PE"), else the one the clause before stated.
  const named = findMetrics(after).find((m) => MULTIPLES.includes(m.metric))?.metric;
  const own = [...previous.figures]
    .reverse()
    .find((f) => f.role === "metric" && f.metric && MULTIPLES.includes(f.metric) && (!named || f.metric === named));
  const metric = own?.metric;
  const figure = a.figures.find((f) => f.n.index >= at + t.word.length && f.n.value === Number(hit[1]));
  if (!own || !metric || !figure) return null;
  const peerFigure = { ...figure, role: "metric" as const, metric, subject: undefined };
  // Its order or share is the relation below, not a comparison of the peer's own.
  const read: Assertion = {
    ...a,
    // Up to the peer's figure: the share after it ("的三分之一") is the relation's, not one of the peer's lines.
    read: a.read.slice(0, at + t.word.length + hit[0].length),
    metric,
    terms: [],
    figures: [peerFigure],
    numbers: [figure.n],
    direction: null,
    comparison: null,
    magnitude: null,
    level: null,
  };
  const x = own.n.value;
  const y = figure.n.value;
  const head = a.read.slice(0, at);
  const sides = `本公司${own.n.raw}，${t.word}${figure.n.raw}（两者按所述）`;
  const share = /^\s*(?:的)/.exec(after.replace(/^\s*(?:PE|市盈率|市净率|PB)\s*/i, ""));
  const q = share ? readQuantity(after.slice(after.indexOf("的") + 1), 0, "ratio") : null;
  let relation: ClaimCheck | null = null;
  if (q && y !== 0) {
    const r = x / y;
    const bound = LESS.test(head) ? "less" : MORE.test(head) ? "more" : null;
    const near = Math.abs(r - q.value) <= Math.max(q.unit, q.hedged || /约|左右/.test(a.read) ? 0.15 * q.value : 0);
    const ok = bound === "less" ? r < q.value : bound === "more" ? r > q.value : near;
    relation = related(ok, `${sides}，前者是后者的${r.toFixed(2)}倍`, q.raw);
  } else {
    const up = ORDER_UP.exec(head);
    const down = ORDER_DOWN.exec(head);
    if (up || down) relation = related(up && !down ? x > y : x < y, sides, (up ?? down)![0]);
  }
  return relation ? { name: t.word, a: read, relation: [relation] } : null;
}

/** A relation said between two multiples ("不到后者的一半", "更贵"), checked as the writer said it. */
export const related = (ok: boolean, found: string, said: string): ClaimCheck => ({
  kind: "comparison",
  ok,
  expected: `与所述“${said}”相符`,
  found,
  reason: `${found}，与“${said}”${ok ? "相符" : "不符"}`,
});
