import type { AppDeps } from "../app-deps";
import type { PeerFacts } from "../verification/claims/peer-compare";
import { loadTickerFigures } from "./ticker-figures";

/** At most this many other companies are read per step: a point compares with one or two, a list is not a peer. */
export const MAX_PEERS = 4;

/**
 * The facts of other companies a step's points name, read from what the product stores (D1: the bundled sample
 * offline, ingested tickers in production) exactly as the debate's own company's are, as of the same date. A company
 * with nothing stored is left out: its figures stay 未能核验.
 */
export async function loadPeerFacts(
  deps: Pick<AppDeps, "db">,
  codes: readonly string[],
  asOf: string,
): Promise<PeerFacts> {
  const read = await Promise.all(
    codes.slice(0, MAX_PEERS).map(async (code) => [code, (await loadTickerFigures(deps, code, asOf)).facts] as const),
  );
  return new Map(read.filter(([, facts]) => Object.keys(facts.series).length > 0));
}
