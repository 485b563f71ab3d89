import { checkMarketClause, isMarketClause, windowPhrase } from "./check-market";
import type { ClaimCheck } from "./check-series";
import { codeOf } from "./company-names";
import type { Facts } from "./facts";
import type { Assertion } from "./parse-assertions";
import type { PeerFacts } from "./peer-compare";

/**
 * A named peer's own price move: "今年以来石化跌12.8%，招行跌9.1%", "五粮液今年以来跌了8%多，同期茅台还小涨了0.5%".
 * The peer is the clause's subject, its move is read by the price checks on the peer's bars over the window the
 * clause or its sentence names (check-market.ts), each reason naming the peer. A peer not given stays 未能核验.
 */

/** What may stand before the peer when it is the clause's subject. */
// "同年茅台归母净利润412.06亿元" (read as "2019年茅台…"): a year before the peer sets its period, not another subject.
export const PEER_LEAD = /^(?:\d{4}\s*年度?)?(?:同期|同年|同时|同一时期|而|但|反观|相比之下|其中|还有)?$/;

function subjectPeer(a: Assertion, peers: PeerFacts | undefined): { name: string; rest: string; facts: Facts } | null {
  if (!peers) return null;
  for (const t of a.terms) {
    const code = t.kind === "peer" ? codeOf(t.word) : null;
    const facts = code ? peers.get(code) : undefined;
    const at = a.read.indexOf(t.word);
    if (!facts?.market || at < 0 || !PEER_LEAD.test(a.read.slice(0, at))) continue;
    return { name: t.word, rest: a.read.slice(at + t.word.length), facts };
  }
  return null;
}

/** Whether the clause states a named peer's price move (its sentence's price reading is not the company's then). */
export function movesPeer(a: Assertion, peers: PeerFacts | undefined): boolean {
  const p = subjectPeer(a, peers);
  return p !== null && isMarketClause(p.rest);
}

/** The checks of a peer's price move, or null when the clause states none. `before`: its sentence's clauses. */
export function peerMoved(
  a: Assertion,
  before: readonly Assertion[],
  peers: PeerFacts | undefined,
): ClaimCheck[] | null {
  const p = subjectPeer(a, peers);
  if (!p) return null;
  const window =
    windowPhrase(p.rest) !== null ? "" : ([a, ...before].map((b) => windowPhrase(b.read)).find((w) => w) ?? null);
  if (window === null) return null;
  const text = `${window}${p.rest}`;
  if (!isMarketClause(text)) return null;
  const checks = checkMarketClause(text, p.facts);
  if (checks.length === 0) return null;
  return checks.map((c) => ({ ...c, found: `${p.name}${c.found}`, reason: `${p.name}：${c.reason}` }));
}
