import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import type { Facts } from "../../../src/verification/claims/facts";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sampleFacts } from "./sample-facts";

/** The sample companies a peer test names, by code. */
export const BYD = "002594";
export const CATL = "300750";
export const CMB = "600036";
export const PINGAN = "601318";
export const MOUTAI = "600519";
export const SINOPEC = "600028";
export const WULIANGYE = "000858";

const AS_OF = "2026-04-30";
const cache = new Map<string, Facts>();
const factsOf = (code: string): Facts => {
  const f = cache.get(code) ?? sampleFacts(code, AS_OF);
  cache.set(code, f);
  return f;
};

/** The mark a point of `own` gets on 2026-04-30 with the peers' facts given: ❌ a check fails, ❔ one cannot decide. */
export function markWithPeers(own: string, claim: string, peers: readonly string[]): "✅" | "❌" | "❔" {
  const given = new Map(peers.map((code) => [code, factsOf(code)]));
  const checks = checkAssertions(parseAssertions(claim, undefined, { asOf: AS_OF, company: own }), factsOf(own), {
    ...(given.size > 0 ? { peers: given } : {}),
  });
  return checks.some((c) => c.ok === false) ? "❌" : checks.some((c) => c.ok === null) ? "❔" : "✅";
}
