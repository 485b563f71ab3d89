import type { ClaimCheck } from "./check-series";
import { codeOf, companiesIn } from "./company-names";
import type { Facts } from "./facts";
import type { Assertion } from "./parse-assertions";
import type { PeerFacts } from "./peer-compare";
import { PEER_LEAD } from "./peer-moves";

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
}

export function peerSubject(a: Assertion, peers: PeerFacts | undefined, own: string | null): PeerSubject | null {
  if (a.metric === null || AGAINST.test(a.read)) return null;
  if (companiesIn(a.read).some((c) => c.code === own)) return null;
  const t = a.terms.find((x) => x.kind === "peer" && codeOf(x.word) !== null);
  const at = t ? a.read.indexOf(t.word) : -1;
  if (!t || at < 0 || !PEER_LEAD.test(a.read.slice(0, at))) return null;
  const rest = a.read.slice(at + t.word.length);
  // Only where the peer owns the whole clause: no other peer or unheld subject after it.
  if (a.terms.some((x) => x !== t)) return null;
  const facts = peers?.get(codeOf(t.word)!) ?? null;
  const figures = a.figures.map((f) =>
    f.role === "peer" && f.n.index > at ? { ...f, role: "metric" as const, metric: a.metric, subject: undefined } : f,
  );
  const read: Assertion = { ...a, terms: [], figures };
  return rest.trim() === "" ? null : { name: t.word, facts, a: read };
}

/** The peer's checks named as the peer's. */
export const namedPeer = (name: string, checks: readonly ClaimCheck[]): ClaimCheck[] =>
  checks.map((c) => ({ ...c, found: `${name}${c.found}`, reason: `${name}：${c.reason}` }));
