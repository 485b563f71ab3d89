/**
 * Cutting claim fragments from a chunk's text: the verbatim fact between the company/period prefix and the source
 * parenthesis, and runs of whole clauses that fit a budget, so a copied number is never cut in half.
 */

export interface Fragment {
  /** "2024年报", as the text itself writes it (null when the text names no period). */
  period: string | null;
  /** The fact itself, between the company/period prefix and the source parenthesis: a verbatim substring. */
  body: string;
}

const COMPANY_PREFIX = /^\s*[^\s()（）]{1,20}[（(]\d{6}(?:\.[A-Z]{2})?[)）]\s*/u;
const PERIOD_TOKEN = /^(?:截至)?(\d{4}(?:年报|年度|年?[一二三四]季报|年?中报|年?半年报|Q[1-4])|\d{4}-\d{2}-\d{2})\s*/u;

export function fragmentOf(text: string): Fragment {
  let start = 0;
  let period: string | null = null;
  const company = COMPANY_PREFIX.exec(text);
  if (company !== null) start = company[0].length;
  const p = PERIOD_TOKEN.exec(text.slice(start));
  if (p !== null) {
    period = p[1] ?? null;
    start += p[0].length;
  }
  const open = trailingParenStart(text);
  const end = open > start ? open : text.length;
  const body = text
    .slice(start, end)
    .trim()
    .replace(/[，。；、\s]+$/u, "");
  return body === "" ? { period: null, body: text.trim() } : { period, body };
}

/** Where the closing source parenthesis "（东方财富F10，披露 …）" opens; it may nest "(…)", so brackets are matched. */
function trailingParenStart(text: string): number {
  const trimmed = text.trimEnd();
  const last = trimmed[trimmed.length - 1];
  if (last !== "）" && last !== ")") return -1;
  let depth = 0;
  for (let i = trimmed.length - 1; i >= 0; i--) {
    const ch = trimmed[i];
    if (ch === "）" || ch === ")") depth += 1;
    else if (ch === "（" || ch === "(") {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

const CLAUSE_END = /[，；。,;]/u;

/** The longest run of whole clauses of `body` that fits `budget`; never cuts through a number. */
export function fitClauses(body: string, budget: number): string {
  if (body.length <= budget) return body;
  let best = "";
  for (let i = 0; i < body.length && i <= budget; i++) {
    if (CLAUSE_END.test(body[i] ?? "")) best = body.slice(0, i);
  }
  if (best !== "") return best;
  // One clause longer than the budget: cut where neither side is part of a number.
  for (let i = Math.min(budget, body.length) - 1; i > 0; i--) {
    if (!isNumberChar(body[i - 1]) && !isNumberChar(body[i])) return body.slice(0, i);
  }
  return "";
}

function isNumberChar(ch: string | undefined): boolean {
  return ch !== undefined && /[\d.,+\-%]/.test(ch);
}
