export type Exchange = "SH" | "SZ" | "BJ";

/**
 * A-share stock code ranges by their first two digits, as the exchanges allocate them:
 * SSE main board 600/601/603/605, STAR 688/689, SSE B shares 900; SZSE main board 000-003,
 * ChiNext 300-302, SZSE B shares 200; BSE 43x/83x/87x (codes carried over from the NEEQ) and
 * 920 (issued since 2024). Funds, bonds and indices (1xxxxx, 5xxxxx, 399xxx, 899xxx...) are not stocks.
 */
const PREFIX_EXCHANGE: Readonly<Record<string, Exchange>> = {
  "60": "SH",
  "68": "SH",
  "90": "SH",
  "00": "SZ",
  "30": "SZ",
  "20": "SZ",
  "43": "BJ",
  "83": "BJ",
  "87": "BJ",
  "92": "BJ",
};

/**
 * The exchange a 6-digit A-share stock code trades on, or null when the code is not an A/B-share stock code. Index
 * codes are not stock codes: 399xxx (SZSE indices) and 899xxx (BSE indices) are null, and an SSE/CSI index such as
 * 000300 shares its digits with the SZSE main board's range, so an index is never routed by this.
 */
export function exchangeOf(code: string): Exchange | null {
  if (!/^\d{6}$/.test(code)) return null;
  return PREFIX_EXCHANGE[code.slice(0, 2)] ?? null;
}

/** Like exchangeOf, for callers that were handed a code they must be able to route (a live source's request). */
export function requireExchange(code: string): Exchange {
  const exchange = exchangeOf(code);
  if (exchange === null) throw new RangeError(`not an A-share code: ${JSON.stringify(code)}`);
  return exchange;
}
