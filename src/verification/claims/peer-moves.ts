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

/**
 * "从2025年7月4日的265.8元到现在436元，涨幅约64%，同期招行跌了近两成": a clause that runs from a named day sets the
 * window, not the year the day falls in: the peer's move since that day's close, or between the two days of a span
 * closed by a second day ("从1月5日到3月31日").
 */
const DAY = String.raw`(?:\d{4}\s*年\s*)?\d{1,2}\s*月\s*\d{1,2}\s*日`;
const FROM_DAY = new RegExp(String.raw`(?:自|从)\s*(${DAY})(?:[^,，;；。]*?(?:到|至)\s*(${DAY}))?`);

const CARRIED_LEAD = /^\s*(?:同期|同一时期|同时)?(?:也就|也|还|则|却|仅|只|就|才|都)*/;

function sentenceWindow(text: string): string | null {
  const from = FROM_DAY.exec(text);
  if (from) return from[2] ? `从${from[1]}到${from[2]}` : `自${from[1]}以来`;
  return windowPhrase(text);
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
    windowPhrase(p.rest) !== null ? "" : ([a, ...before].map((b) => sentenceWindow(b.read)).find((w) => w) ?? null);
  if (window === null) return null;
  // "茅台同期也就跌了一成出头": the window carried stands right before the move, past 同期 and the peer's adverbs.
  const rest = window === "" ? p.rest : p.rest.replace(CARRIED_LEAD, "");
  // "2025年股价上涨约38%，同期招行上涨约7%": after a clause about the price, a bare 上涨 is the peer's price too.
  const plain = isMarketClause(`${window}${rest}`);
  const afterPrice = before.some((b) => isMarketClause(b.read));
  if (!plain && !isMarketClause(`${window}${rest}`, afterPrice)) return null;
  const text = `${window}${plain ? "" : "股价"}${rest}`;
  const checks = checkMarketClause(text, p.facts);
  if (checks.length === 0) return null;
  return checks.map((c) => ({ ...c, found: `${p.name}${c.found}`, reason: `${p.name}：${c.reason}` }));
}
