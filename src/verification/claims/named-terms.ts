import { PEER_WORDS, PRICE_WORDS, UNHELD_TERMS, VOLUME_TERMS } from "./phrase-words";
import { unheldPhrases } from "./unheld-phrases";

/**
 * The words of a clause that are not this company's stored metrics: a peer (比亚迪, 同行), a price word, a volume word,
 * or a metric the data does not hold (主营业务收入, a segment). Binding reads them so a figure beside one is not bound
 * to the company's metric named elsewhere in the clause.
 */
export interface Term {
  index: number;
  end: number;
  kind: "peer" | "unheld" | "price" | "volume";
  word: string;
}

/** "营业外收支净额为负": a level word after a metric the data lacks is that metric's, not the clause before's. */
export const unheldBefore = (terms: readonly Term[], at: number): boolean =>
  terms.some((t) => t.kind === "unheld" && t.end <= at);

const TERM_TABLE = [
  ...PEER_WORDS.map((word) => ({ word, kind: "peer" as const })),
  ...UNHELD_TERMS.map((word) => ({ word, kind: "unheld" as const })),
  ...PRICE_WORDS.map((word) => ({ word, kind: "price" as const })),
  ...VOLUME_TERMS.map((word) => ({ word, kind: "volume" as const })),
]
  .sort((a, b) => b.word.length - a.word.length)
  .map((t) => ({ ...t, needle: t.word.toUpperCase(), latin: /^[A-Z]/i.test(t.word) }));

/**
 * "145块的价格也就32倍PE": 价格 naming the amount right before it, with a valuation multiple after, is the share
 * price that multiple is of, not a product's price (the term is tested with \u0000 in its place).
 */
const SHARE_PRICE_NAMED = /\d\s*(?:元|块)\s*(?:左右|上下)?\s*的\s*\u0000[^，,。；;]{0,8}?(?:PE|PB|市盈率|市净率)/i;

/** Peers, prices and metrics the data lacks named in a text, longest first, no overlaps; Latin ones stand alone. */
export function findTerms(text: string): Term[] {
  const upper = text.toUpperCase();
  const out: Term[] = [];
  for (const t of TERM_TABLE) {
    for (let i = upper.indexOf(t.needle); i >= 0; i = upper.indexOf(t.needle, i + 1)) {
      const end = i + t.needle.length;
      if (t.latin && (/[A-Z]/.test(upper[i - 1] ?? "") || /[A-Z]/.test(upper[end] ?? ""))) continue;
      if (out.some((o) => i < o.end && o.index < end)) continue;
      const shares = t.kind === "unheld" && SHARE_PRICE_NAMED.test(`${text.slice(0, i)}\u0000${text.slice(end)}`);
      out.push({ index: i, end, kind: shares ? "price" : t.kind, word: t.word });
    }
  }
  for (const u of unheldPhrases(text)) {
    if (!out.some((o) => u.index < o.end && o.index < u.end)) out.push({ ...u, kind: "unheld" });
  }
  return out.sort((a, b) => a.index - b.index);
}
