import type { Term } from "./named-terms";

/**
 * "招行收盘38.27元", "平安股价59.37元" inside another company's point: a share price whose word stands right after a
 * peer's name is that peer's price, not the point's own close (未能核验 as a peer's figure). Only the price word next
 * to the name: "相比招行，茅台股价1384.79元" names the peer elsewhere.
 */
const BETWEEN = /^\s*(?:的)?\s*$/;

export function peerOfPrice(terms: readonly Term[], text: string, at: number): Term | null {
  // Company names are added after the words found in the text: put them back in reading order.
  const before = terms.filter((t) => t.end <= at).sort((a, b) => a.index - b.index);
  const price = before.at(-1);
  const peer = before.at(-2);
  if (price?.kind !== "price" || peer?.kind !== "peer") return null;
  return BETWEEN.test(text.slice(peer.end, price.index)) ? peer : null;
}
