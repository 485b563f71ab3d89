import type { ChunkFigure } from "../db/schema";
import type { Facts } from "./claims/facts";
import type { PeerFacts } from "./claims/peer-compare";

/** Reads the facts of other companies by code, as of the debate's date (src/evidence/peer-facts.ts). */
export type PeerLoader = (codes: readonly string[]) => Promise<PeerFacts>;

/**
 * What every point of a debate is checked against besides the pack of the side or role that made it (seed 000 §5.1):
 * the ticker's structured figures and years, and the phrases the compliance filter removes from what is shown. The
 * same for the debaters (room) and the graph roles (run-step); the pack differs per side and role, so it travels
 * beside this, never in it.
 */
export interface VerifyContext {
  /** Every structured figure of the ticker: a number may be true without being in the cited chunk. */
  tickerFigures: readonly ChunkFigure[];
  /** Years of the ticker's report periods and public dates. */
  years: ReadonlySet<number>;
  banned: readonly string[];
  /**
   * The ticker's series known by asOf, which a claim's judgements are checked against (src/verification/claims/).
   * Absent for debates stored before it existed: their points keep the number and citation checks only.
   */
  facts?: Facts;
  /** The facts of other stored companies the points being verified name, by code (named-peers.ts). */
  peers?: PeerFacts;
  /** How a step reads them once its replies are in; absent where no store is at hand (the points keep ❔ for peers). */
  loadPeers?: PeerLoader;
}

/** Who a point argues for, and the point it rebuts: what the polarity and rebuttal checks need. */
export interface ClaimContext {
  side?: "bull" | "bear";
  rebuts?: { id: string; metrics: readonly string[] };
}
