import { namedCompanies } from "./claims/company-names";
import type { VerifyContext } from "./verify-context";

/**
 * The verify context of a step with the facts of the other companies its replies name (company-names.ts), read once
 * for the whole step by the context's `loadPeers`: a point comparing with a stored company is checked on that
 * company's figures (peer-compare.ts). Without a loader, or naming none, the context is unchanged.
 */
export async function withNamedPeers(ctx: VerifyContext, texts: readonly string[]): Promise<VerifyContext> {
  if (!ctx.loadPeers || !ctx.facts) return ctx;
  const own = ctx.facts.company;
  const codes = [...new Set(texts.flatMap((t) => namedCompanies(t, own)))];
  if (codes.length === 0) return ctx;
  return { ...ctx, peers: await ctx.loadPeers(codes) };
}
