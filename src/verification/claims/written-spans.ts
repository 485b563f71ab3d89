/**
 * Where the reading's text came from in the text as written. Reading writes relative years out (去年 → 2025年, 26Q1 →
 * 2026Q1), widths and brackets in one form, and masks words it has dealt with, so a clause it quotes may not stand in
 * the point as written. An alignment of the two texts (longest common subsequence, characters equal up to width)
 * maps a span of the read text back onto the words the writer used.
 */

const same = (a: string, b: string): boolean => a === b || a.normalize("NFKC") === b.normalize("NFKC");

/** For each character of `read`, the index of the written character it is aligned with, or −1. */
function alignment(written: string, read: string): Int32Array {
  const [w, r] = [[...written], [...read]];
  const cols = r.length + 1;
  const lcs = new Int32Array((w.length + 1) * cols);
  for (let i = w.length - 1; i >= 0; i--)
    for (let j = r.length - 1; j >= 0; j--)
      lcs[i * cols + j] = same(w[i]!, r[j]!)
        ? lcs[(i + 1) * cols + j + 1]! + 1
        : Math.max(lcs[(i + 1) * cols + j]!, lcs[i * cols + j + 1]!);
  const at = new Int32Array(r.length).fill(-1);
  for (let i = 0, j = 0; i < w.length && j < r.length; ) {
    if (same(w[i]!, r[j]!)) at[j++] = i++;
    else if (lcs[(i + 1) * cols + j]! >= lcs[i * cols + j + 1]!) i++;
    else j++;
  }
  return at;
}

/**
 * The written words behind `read.slice(start, end)` (indices in characters): from the first aligned character inside
 * the span, or just after the last one before it, to the last inside, or just before the first after it.
 */
/**
 * The most characters aligned: a point is a few hundred at most; a text longer than this (a pasted report) is not
 * aligned, so the table (one integer per pair of characters) stays small within a Worker's memory and time.
 */
const MOST_ALIGNED = 600;

export function writtenSpan(written: string, read: string, start: number, end: number): string {
  if ([...written].length > MOST_ALIGNED || [...read].length > MOST_ALIGNED) return "";
  const at = alignment(written, read);
  const w = [...written];
  const inside = [...at.slice(start, end)].filter((i) => i >= 0);
  const before = [...at.slice(0, start)].filter((i) => i >= 0).at(-1);
  const after = [...at.slice(end)].find((i) => i >= 0);
  const from = at[start]! >= 0 ? at[start]! : before === undefined ? 0 : before + 1;
  const to = end > start && at[end - 1]! >= 0 ? at[end - 1]! + 1 : (after ?? w.length);
  const shown = inside.length === 0 && from >= to ? "" : w.slice(from, Math.max(from, to)).join("").trim();
  // "净利率50%" read from "每1元营收能赚0.5元净利润": a figure rewritten whole aligns with nothing written, and the
  // words around it may align elsewhere (净利 after the figure), leaving a stray character (“润”). The words behind
  // it are then the written run that nothing read aligns with and that holds its figure.
  const figure = /\d/.test([...read].slice(start, end).join(""));
  if (!figure || /\d/.test(shown)) return shown;
  return unreadRun(w, at) ?? shown;
}

/** The first run of written characters no read character aligns with that holds a digit ("每1元营收能赚0.5元"). */
function unreadRun(w: readonly string[], at: Int32Array): string | null {
  const used = new Set(at);
  for (let i = 0; i < w.length; i++) {
    if (used.has(i)) continue;
    let j = i;
    while (j < w.length && !used.has(j)) j++;
    const run = w
      .slice(i, j)
      .join("")
      .replace(/^[\s，,；;：:]+|[\s，,；;：:]+$/g, "");
    if (/\d/.test(run)) return run;
    i = j;
  }
  return null;
}
