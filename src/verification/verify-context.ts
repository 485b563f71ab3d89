import type { ChunkFigure } from "../db/schema";

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
}
