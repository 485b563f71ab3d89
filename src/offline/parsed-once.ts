import type { Assertion } from "../verification/claims/assertion";
import { parseAssertions } from "../verification/claims/parse-assertions";

/**
 * The offline analyst tries one wording many times: for each size word and reading it weighs, for each fit of length,
 * and again in every role whose pack holds the item (a TradingAgents debate parsed 74 distinct wordings 1,418 times).
 * The parse is a function of the two texts alone, so it is done once and shared, frozen: a caller that tried to change
 * a shared assertion would throw instead of changing what the next caller reads.
 */
const LIMIT = 4_000;
const parses = new Map<string, readonly Assertion[]>();

export function parsedOnce(claim: string, quote = ""): readonly Assertion[] {
  const key = `${claim}\u0000${quote}`;
  let parsed = parses.get(key);
  if (parsed) {
    // Most recently used last: the first key is the one to drop when the map is full.
    parses.delete(key);
  } else {
    parsed = deepFreeze(parseAssertions(claim, quote));
    if (parses.size >= LIMIT) parses.delete(parses.keys().next().value!);
  }
  parses.set(key, parsed);
  return parsed;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
