import type { ClaimCheck } from "./check-series";
import { prepare } from "./clause-split";
import { writtenSpan } from "./written-spans";

/**
 * Reading masks words it has dealt with (□ for a word read, ◇ for a rate's subject, ⇡⇣⇊⇈ for its sense) and writes
 * relative years and quarters out (去年 → 2025年, 26Q1 → 2026Q1), so a reason may quote a clause as read ("“◇◇从一季度
 * 的11.56%□⇣”", "“宁德时代2025年多赚约215亿元”"). A reader must see the words the point wrote: the quote is matched
 * back onto the text it came from, a masked character standing for any one, else onto that text as read and mapped to
 * the words written there (written-spans.ts).
 */
const MASKED = /[□◇⇡⇣⇊⇈]/;
const QUOTE = /“([^”]*)”/g;

const escaped = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function unmasked(quote: string, clauses: readonly string[], asOf: string | undefined): string {
  const cut = quote.endsWith("…");
  const body = cut ? quote.slice(0, -1) : quote;
  const pattern = new RegExp([...body].map((ch) => (MASKED.test(ch) ? "." : escaped(ch))).join(""), "u");
  for (const clause of clauses) {
    const m = pattern.exec(clause);
    if (m) return cut ? `${m[0]}…` : m[0];
  }
  // "宁德时代2025年多赚约215亿元" from "宁德时代去年多赚约215亿元": found in the text as read, shown as written.
  for (const written of clauses) {
    const read = prepare(written, asOf);
    const m = pattern.exec(read);
    if (!m) continue;
    const start = [...read.slice(0, m.index)].length;
    const shown = writtenSpan(written, read, start, start + [...m[0]].length);
    if (shown) return cut ? `${shown}…` : shown;
  }
  // Not found (a clause rewritten beyond masking): the marks at least never reach the reader.
  return quote.replace(new RegExp(MASKED.source, "g"), "");
}

/** A quote the point (or the text it cites) does not hold as it stands: masked, or rewritten by the reading. */
const rewritten = (inner: string, clauses: readonly string[]): boolean =>
  MASKED.test(inner) || !clauses.some((c) => c.includes(inner.replace(/…$/, "")));

/**
 * The checks with every masked or rewritten quote in their reasons shown as the point (or the text it cites) wrote
 * it; `asOf` is the date relative years were read from.
 */
export function unmaskReasons(checks: ClaimCheck[], clauses: readonly string[], asOf?: string): ClaimCheck[] {
  return checks.map((c) => {
    const reason = c.reason.replace(QUOTE, (q, inner: string) =>
      rewritten(inner, clauses) ? `“${unmasked(inner, clauses, asOf)}”` : q,
    );
    return reason === c.reason ? c : { ...c, reason };
  });
}
