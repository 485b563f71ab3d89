import { errorCodeOf, logEvent } from "../shared/log";
import { namedCompanies } from "./claims/company-names";
import type { VerifyContext } from "./verify-context";

/**
 * The verify context of a step with the facts of the other companies its replies name (company-names.ts), read once
 * for the whole step by the context's `loadPeers`: a point comparing with a stored company is checked on that
 * company's figures (peer-compare.ts). Without a loader, or naming none, the context is unchanged; a read that fails
 * leaves it unchanged too (logged): the step's paid replies are kept and their comparisons stay 未能核验.
 */
export async function withNamedPeers(ctx: VerifyContext, texts: readonly string[]): Promise<VerifyContext> {
  if (!ctx.loadPeers || !ctx.facts) return ctx;
  const own = ctx.facts.company;
  const codes = [...new Set(texts.flatMap((t) => namedCompanies(t, own)))];
  if (codes.length === 0) return ctx;
  try {
    return { ...ctx, peers: await ctx.loadPeers(codes) };
  } catch (error) {
    logEvent({ event: "verify.peers_failed", outcome: "failed", errorCode: errorCodeOf(error) });
    return ctx;
  }
}
