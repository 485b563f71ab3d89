import type { Embedder } from "./embedder";

/**
 * An offline embedder good enough for retrieval over short Chinese financial chunks: hashed character n-grams
 * (Chinese has no spaces, so n-grams stand in for words), ASCII words, and number+unit tokens, projected into a
 * fixed-size signed vector and L2-normalised so cosine similarity is a dot product. Same text, same vector, always.
 */
const LOCAL_DIMENSIONS = 1024;
const LOCAL_MODEL = "local-ngram-hash-v1";

const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/gu;
const WORD = /[a-z][a-z0-9_]*/g;
const NUMBER_UNIT = /[+-]?\d+(?:\.\d+)?\s*(万亿元|亿元|万元|元\/股|元|%|个百分点|天|倍|亿股|万股|股)?/g;

/** Longer n-grams are rarer and more specific, so they weigh more. */
const WEIGHTS = { uni: 0.5, bi: 1, tri: 1.5, word: 1.5, unit: 0.5, number: 1 } as const;

/** FNV-1a 32: fast, and stable across runtimes (unlike any built-in string hash). */
function fnv1a32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function features(text: string): Map<string, number> {
  const out = new Map<string, number>();
  const add = (f: string, w: number) => out.set(f, (out.get(f) ?? 0) + w);
  const t = text.normalize("NFKC").toLowerCase();
  for (const run of t.match(HAN) ?? []) {
    const chars = Array.from(run);
    chars.forEach((c, i) => {
      add(`1:${c}`, WEIGHTS.uni);
      if (i + 1 < chars.length) add(`2:${c}${chars[i + 1]}`, WEIGHTS.bi);
      if (i + 2 < chars.length) add(`3:${c}${chars[i + 1]}${chars[i + 2]}`, WEIGHTS.tri);
    });
  }
  for (const w of t.match(WORD) ?? []) add(`w:${w}`, WEIGHTS.word);
  for (const m of t.matchAll(NUMBER_UNIT)) {
    const unit = m[1];
    add(`n:${m[0].replace(/\s+/g, "")}`, WEIGHTS.number);
    if (unit) add(`u:${unit}`, WEIGHTS.unit);
  }
  return out;
}

export function embedText(text: string, dimensions = LOCAL_DIMENSIONS): Float32Array {
  const v = new Float32Array(dimensions);
  for (const [feature, weight] of features(text)) {
    const h = fnv1a32(feature);
    // The top bit picks the sign so that colliding features cancel on average instead of piling up.
    const sign = h & 0x80000000 ? -1 : 1;
    // Sub-linear in repetitions: a term repeated ten times should not drown the rest of the chunk.
    v[h % dimensions]! += sign * Math.sqrt(weight);
  }
  let norm = 0;
  for (const x of v) norm += x * x;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < v.length; i++) v[i]! /= norm;
  return v;
}

export function createLocalEmbedder(dimensions = LOCAL_DIMENSIONS): Embedder {
  return {
    dimensions,
    model: LOCAL_MODEL,
    embed: async (texts) => texts.map((t) => embedText(t, dimensions)),
  };
}
