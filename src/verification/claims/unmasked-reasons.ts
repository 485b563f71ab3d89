import type { ClaimCheck } from "./check-series";

/**
 * Reading masks words it has dealt with (□ for a word read, ◇ for a rate's subject, ⇡⇣⇊⇈ for its sense) and keeps
 * each clause's length, so a reason may quote a masked clause ("“◇◇从一季度的11.56%□⇣”"). A reader must see the words
 * the point wrote: the quote is matched back onto the clause it came from, a masked character standing for any one.
 */
const MASKED = /[□◇⇡⇣⇊⇈]/;
const QUOTE = /“([^”]*)”/g;

const escaped = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function unmasked(quote: string, clauses: readonly string[]): string {
  const cut = quote.endsWith("…");
  const body = cut ? quote.slice(0, -1) : quote;
  const pattern = new RegExp([...body].map((ch) => (MASKED.test(ch) ? "." : escaped(ch))).join(""), "u");
  for (const clause of clauses) {
    const m = pattern.exec(clause);
    if (m) return cut ? `${m[0]}…` : m[0];
  }
  // Not found (a clause rewritten beyond masking): the marks at least never reach the reader.
  return quote.replace(new RegExp(MASKED.source, "g"), "");
}

/** The checks with every masked quote in their reasons shown as the point (or the text it cites) wrote it. */
export function unmaskReasons(checks: ClaimCheck[], clauses: readonly string[]): ClaimCheck[] {
  return checks.map((c) =>
    MASKED.test(c.reason)
      ? {
          ...c,
          reason: c.reason.replace(QUOTE, (q, inner: string) =>
            MASKED.test(inner) ? `“${unmasked(inner, clauses)}”` : q,
          ),
        }
      : c,
  );
}
