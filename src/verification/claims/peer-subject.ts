import type { ClaimCheck } from "./check-series";
import { codeOf, companiesIn } from "./company-names";
import type { Facts } from "./facts";
import { findMetrics } from "./metric-lexicon";
import type { Assertion } from "./parse-assertions";
import type { PeerFacts } from "./peer-compare";
import { PEER_LEAD } from "./peer-moves";
import { peerMultiple } from "./peer-multiple";

/**
 * A clause whose subject is a named peer: "…，比亚迪仅约41亿元且同比大幅下滑" in 宁德时代's point. Its figures, move
 * and size are the peer's, of the metric its sentence speaks of: they are read on the peer's facts (given for the same
 * asOf), each reason naming the peer; a peer whose facts are not given keeps its figures 未能核验 and its move is not
 * read as the company's.
 */

/** A clause that sets the peer against the company (an order or a gap) is peer-compare.ts's, not the peer's own. */
const AGAINST = /高于|低于|超过|不及|不如|领先|落后|反超|多出|少了|高出|相比|相较|后者|前者|是.{0,8}的/;

export interface PeerSubject {
  name: string;
  /** The peer's facts, or null when they are not given. */
  facts: Facts | null;
  /** The clause read as the peer's own: its peer figures as the metric's, the peer's name no longer a term. */
  a: Assertion;
  /** The order or share said between the company's figure and the peer's, read on the two as stated. */
  relation?: ClaimCheck[];
}

/**
 * "宁德时代PE约27.5倍，茅台约21倍", "平安负债率89.80%，招行90.20%": a peer's name followed by a figure alone, with no
 * metric of its own, is the peer's value of the metric the clause before named, listed beside the company's.
 */
const LISTED_VALUE = new RegExp(
  String.raw`^\s*(?:的|也|则|为|是|有|达|仅|只有|大约|约|近|接近)*\s*[+-]?\d[\d.,]*\s*` +
    String.raw`(?:%|倍|万亿元|万亿|亿元|亿|元)?\s*(?:左右|上下)?\s*$`,
);

/**
 * "宁王净利增42%，茅台同期下滑约4.5%", "招行营收降0.5%，平安同期增长约3%": a peer's name followed by a change alone
 * (its word and size), with no metric of its own, is the peer's change of the metric the clause before named.
 */
const LISTED_CHANGE = new RegExp(
  String.raw`^\s*(?:同期|同年|当年|全年|的|也|则|却|仅|只)*\s*` +
    String.raw`(?:同比)?(?:(增长|增加|上升|提升|增|升)|(下滑|下降|下跌|减少|降|跌))了?\s*(?:约|近|接近|超过|逾)?\s*` +
    String.raw`[+-]?\d[\d.]*\s*%\s*(?:左右|上下)?\s*$`,
);

export function peerSubject(
  a: Assertion,
  peers: PeerFacts | undefined,
  own: string | null,
  previous?: Assertion,
): PeerSubject | null {
  // "…约56倍PE，远高于茅台约22倍": a peer's multiple set against the company's (peer-multiple.ts).
  const multiple = peerMultiple(a, previous);
  if (multiple) return { ...multiple, facts: peers?.get(codeOf(multiple.name)!) ?? null };
  if (AGAINST.test(a.read)) return null;
  if (companiesIn(a.read).some((c) => c.code === own)) return null;
  const t = a.terms.find((x) => x.kind === "peer" && codeOf(x.word) !== null);
  const at = t ? a.read.indexOf(t.word) : -1;
  if (!t || at < 0 || !PEER_LEAD.test(a.read.slice(0, at))) return null;
  const rest = a.read.slice(at + t.word.length);
  // Only where the peer owns the whole clause: no other peer or unheld subject after it.
  if (a.terms.some((x) => x !== t)) return null;
  // "同年茅台归母净利润412.06亿元": the metric named right after the peer is taken as the peer's word, so the clause
  // has none of its own; it is the metric the peer's figure is of.
  const named = a.metric === null ? (findMetrics(rest)[0]?.metric ?? null) : null;
  const change = LISTED_CHANGE.exec(rest);
  const alone = LISTED_VALUE.test(rest) || change !== null;
  const listed = a.metric === null && alone ? (previous?.metric ?? null) : null;
  const metric = a.metric ?? named ?? listed;
  if (metric === null) return null;
  const facts = peers?.get(codeOf(t.word)!) ?? null;
  const figures = a.figures.map((f) =>
    f.role === "peer" && f.n.index > at ? { ...f, role: "metric" as const, metric, subject: undefined } : f,
  );
  // The change's word is the peer's move: the parser, seeing a peer as subject, bound none.
  const moved = change !== null && a.direction === null && metric === listed;
  const read: Assertion = {
    ...a,
    metric,
    ...(moved ? { direction: { word: change[1] ?? change[2]!, sense: change[1] ? "up" : "down" } as const } : {}),
    terms: [],
    figures,
    ...(listed && !named ? { bound: "previous" as const } : {}),
  };
  return rest.trim() === "" ? null : { name: t.word, facts, a: read };
}

/** The peer's checks named as the peer's. */
export const namedPeer = (name: string, checks: readonly ClaimCheck[]): ClaimCheck[] =>
  checks.map((c) => ({ ...c, found: `${name}${c.found}`, reason: `${name}：${c.reason}` }));
