import { NEUTRAL_PHRASES } from "./phrase-words";

/** A word as the parser reads it: each neutral phrase in it masked (□ per character), as clause-split.ts masks text. */
export const maskedAsParsed = (word: string): string =>
  NEUTRAL_PHRASES.reduce((w, p) => w.replaceAll(p, "□".repeat(p.length)), word);
