/**
 * Context-aware splitting (seed 001): keep paragraphs whole where they fit, else sentences, and only as a last
 * resort cut inside a sentence. Small neighbouring pieces are packed together up to `maxChars`, so a chunk is a
 * self-contained passage rather than a fixed-length window that slices a figure away from its subject.
 */

export interface SplitOptions {
  /** Upper bound on each piece's length in UTF-16 code units (what `String.length` reports). */
  maxChars: number;
}

/** A sentence ends at 。！？； (or their ASCII forms), together with any closing quotes or brackets after them. */
const SENTENCE = /[^。！？；!?;]*(?:[。！？；!?;]+[”’」』）)]*|$)/gu;

function sentences(paragraph: string): string[] {
  return (paragraph.match(SENTENCE) ?? []).filter((s) => s.length > 0);
}

/** Cuts at code-point boundaries so a surrogate pair is never split. */
function hardCut(text: string, maxChars: number): string[] {
  const out: string[] = [];
  let current = "";
  for (const ch of text) {
    if (current.length + ch.length > maxChars) {
      out.push(current);
      current = "";
    }
    current += ch;
  }
  if (current) out.push(current);
  return out;
}

/** Greedily joins consecutive units while the result fits. */
function pack(units: string[], maxChars: number, joiner: string): string[] {
  const out: string[] = [];
  let current = "";
  for (const unit of units) {
    if (!current) current = unit;
    else if (current.length + joiner.length + unit.length <= maxChars) current += joiner + unit;
    else {
      out.push(current);
      current = unit;
    }
  }
  if (current) out.push(current);
  return out;
}

function splitParagraph(paragraph: string, maxChars: number): string[] {
  if (paragraph.length <= maxChars) return [paragraph];
  const units = sentences(paragraph).flatMap((s) => (s.length <= maxChars ? [s] : hardCut(s, maxChars)));
  return pack(units, maxChars, "");
}

export function splitText(text: string, options: SplitOptions): string[] {
  const { maxChars } = options;
  if (!Number.isInteger(maxChars) || maxChars < 2)
    throw new RangeError(`maxChars must be an integer >= 2, got ${maxChars}`);
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n+/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  // Each piece is either whole paragraphs joined by newlines, or parts of exactly one paragraph.
  const units = paragraphs.flatMap((p) => {
    const parts = splitParagraph(p, maxChars);
    return parts.length === 1 ? [{ text: parts[0]!, whole: true }] : parts.map((t) => ({ text: t, whole: false }));
  });
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    out.push(...pack(run, maxChars, "\n"));
    run = [];
  };
  for (const u of units) {
    if (u.whole) run.push(u.text);
    else {
      flush();
      out.push(u.text);
    }
  }
  flush();
  return out;
}
