/**
 * What a viewer must never see in a turn's streamed text (`turn.delta`): the reply's JSON structure, its keys, the
 * schema's English enum values, or a point id. A claim may quote with "…" and cite E-ids; those are allowed.
 */
export const NOT_READABLE: readonly RegExp[] = [
  /[{}[\]]/,
  /"?\b(claim|evidence|quote|confidence|rebuts|dimension|stance|points|conviction|horizons|conclusion|counterPoints|coreConclusion|disputeFocus|risks|scores|overall)\b"?\s*:/,
  /[A-Za-z][A-Za-z_]*-[tr]\d+-[pc]\d+/,
  /\b(bullish|bearish|neutral|high|medium|low|up|down|flat)\b/,
];

/** The first pattern `text` matches, or null when a person can read it as it is. */
export function unreadable(text: string): RegExp | null {
  return NOT_READABLE.find((re) => re.test(text)) ?? null;
}

/** A claim as the streamed text carries it: whitespace collapsed (line breaks separate items there). */
export const asStreamed = (claim: string) => claim.replace(/\s+/gu, " ").trim();
