/**
 * Which side a role's points argue, in one place for the engine, the verdict's attribution and the digest: the
 * debaters, the researchers and the risk voices argue one side whatever their stance. FinDebate's trust backs the
 * draft's stance (which it records as its own); its skeptic argues against it, the downside when the draft is neutral.
 */
const BULL_ROLES: ReadonlySet<string> = new Set(["bull", "bull_researcher", "risk_aggressive"]);
const BEAR_ROLES: ReadonlySet<string> = new Set(["bear", "bear_researcher", "risk_conservative"]);

export type Side = "bull" | "bear";

/** The side a role's points argue: its own when it has one, else its stance's (a counter-point argues the other). */
export function sideOf(role: string, stance?: string): Side | undefined {
  if (role === "skeptic") return stance === "bearish" ? "bull" : "bear";
  if (BULL_ROLES.has(role)) return "bull";
  if (BEAR_ROLES.has(role)) return "bear";
  return stance === "bullish" ? "bull" : stance === "bearish" ? "bear" : undefined;
}

export const otherSide = (side: Side | undefined) => (side === "bull" ? "bear" : side === "bear" ? "bull" : undefined);
