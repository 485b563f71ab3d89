import type { Assertion } from "../verification/claims/assertion";
import { type CheckOptions, checkAssertions } from "../verification/claims/check-assertions";
import type { Facts } from "../verification/claims/facts";
import { parseAssertions } from "../verification/claims/parse-assertions";
import { bareStance } from "../verification/claims/point-stance";

/**
 * The offline analyst tries one wording many times: for each size word and reading it weighs, for each fit of length,
 * and again in every role whose pack holds the same items (a TradingAgents debate parsed 74 distinct wordings 1,418
 * times, and checked 210 distinct wordings on 7 distinct sets of facts 1,204 times). A parse is a function of the two
 * texts alone and a check of the parse, the facts (plain data) and the options, so each is worked out once and shared.
 */
const PARSES = 4_000;
const FACT_SETS = 32;
const parses = new Map<string, readonly Assertion[]>();
const verdicts = new Map<string, Map<string, boolean>>();
const factsKeys = new WeakMap<Facts, string>();

/** The checker's reading of a wording, shared frozen: a caller that tried to change it would throw. */
export function parsedOnce(claim: string, quote = ""): readonly Assertion[] {
  return recent(parses, `${claim}\u0000${quote}`, PARSES, () => deepFreeze(parseAssertions(claim, quote)));
}

/** Every check passes on the facts, with no bare stance: the analyst's test of a wording, answered once per facts. */
export function passesOnce(claim: string, quote: string, facts: Facts, opts: CheckOptions): boolean {
  const decide = () =>
    checkAssertions(parsedOnce(claim, quote), facts, opts).every((c) => c.ok === true && !bareStance(c));
  // Peers' facts are not part of the key: such a check is not shared.
  if (opts.peers) return decide();
  let key = factsKeys.get(facts);
  if (key === undefined) factsKeys.set(facts, (key = JSON.stringify(facts)));
  const known = recent(verdicts, key, FACT_SETS, () => new Map<string, boolean>());
  const wording = JSON.stringify([claim, quote, opts]);
  let ok = known.get(wording);
  if (ok === undefined) known.set(wording, (ok = decide()));
  return ok;
}

/** The entry for `key`, made when missing; most recently used last, so the first key is dropped when full. */
function recent<T>(map: Map<string, T>, key: string, limit: number, make: () => T): T {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    if (map.size >= limit) map.delete(map.keys().next().value!);
  } else map.delete(key);
  map.set(key, value);
  return value;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
