/** Exchange prefixes as the A-share code ranges assign them (SSE 6xx/9xx, SZSE 0xx/2xx/3xx, BSE 4xx/8xx/92x). */
export type Exchange = "SH" | "SZ" | "BJ";

const CODE = /^\d{6}$/;

export function isAShareCode(code: string): boolean {
  return CODE.test(code);
}

/** Null for anything that is not a six-digit code in a known range. */
export function exchangeOf(code: string): Exchange | null {
  if (!CODE.test(code)) return null;
  // 92xxxx is the BSE's new range and must be tested before the SSE's 9xxxxx B shares.
  if (code.startsWith("92") || code.startsWith("4") || code.startsWith("8")) return "BJ";
  if (code.startsWith("6") || code.startsWith("9")) return "SH";
  if (code.startsWith("0") || code.startsWith("2") || code.startsWith("3")) return "SZ";
  return null;
}

/** Like exchangeOf, for callers that were handed a code they must be able to route. */
export function requireExchange(code: string): Exchange {
  const exchange = exchangeOf(code);
  if (exchange === null) throw new RangeError(`not an A-share code: ${JSON.stringify(code)}`);
  return exchange;
}
