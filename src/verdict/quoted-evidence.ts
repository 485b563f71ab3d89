import {
  BUY_SELL_PHRASES,
  escapeRegExp,
  isWordPart,
  PRICE_TARGET_PATTERNS,
  PRICE_TARGET_PHRASES,
  QUOTE_MASKS,
  RETURN_FORECAST_PATTERNS,
  RETURN_PROMISE_PHRASES,
} from "./compliance";

/**
 * Compliance for quoted third-party text (announcements, evidence, the quotes points cite). The filter in compliance.ts
 * removes advice a model writes; a target price inside an announcement or a broker's note would still reach a reader
 * through the evidence table and the quotes. So evidence is masked where it leaves the store for a debate (every
 * prompt, state, event, report, page and CLI output reads that copy), while D1 keeps the original for audit. Each
 * mark (QUOTE_MASKS, defined with the filter's own mark) says what kind of text was there, so the evidence stays readable.
 */
export { QUOTE_MASKS };

const phrases = (list: readonly string[]) =>
  new RegExp([...list].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|"), "gu");

/** Broker ratings are orders to trade too: "维持买入评级", "给予“增持”评级" (a shareholder's 减持 alone is a fact). */
const RATING = /(?:(?:给予|维持|首次覆盖|上调至|下调至|上调为|下调为)\s*)?[“"「『]?(?:强烈推荐|买入|增持|卖出|减持)[”"」』]?\s*评级/gu;

type Kind = keyof typeof QUOTE_MASKS;

// While the rules run, a masked span is one private-use character no rule matches (a mark's own "目标价" would be).
const HOLD: Record<Kind, string> = { priceTarget: "\ue000", buySell: "\ue001", returnPromise: "\ue002" };
const RELEASE = new RegExp(`[${Object.values(HOLD).join("")}]`, "gu");
const BY_HOLD = new Map(Object.entries(HOLD).map(([kind, hold]) => [hold, QUOTE_MASKS[kind as Kind]]));

const RULES: readonly { re: RegExp; kind: Kind }[] = [
  ...PRICE_TARGET_PATTERNS.map((re) => ({ re, kind: "priceTarget" as const })),
  { re: phrases(PRICE_TARGET_PHRASES), kind: "priceTarget" },
  ...RETURN_FORECAST_PATTERNS.map((re) => ({ re, kind: "returnPromise" as const })),
  { re: phrases(RETURN_PROMISE_PHRASES), kind: "returnPromise" },
  { re: RATING, kind: "buySell" },
  { re: phrases(BUY_SELL_PHRASES), kind: "buySell" },
];

// A mark already in the text is left alone ("目标价" is inside one), which makes masking idempotent.
const MARK = new RegExp(`(${Object.values(QUOTE_MASKS).map(escapeRegExp).join("|")})`, "u");

/** `text` with target prices, buy/sell instructions and return promises replaced by their marks. */
export function maskQuotedAdvice(text: string): { text: string; masked: number } {
  let masked = 0;
  const pieces = text.split(MARK).map((piece, i) => {
    if (i % 2 === 1) return piece;
    let out = piece;
    for (const { re, kind } of RULES) {
      out = out.replace(re, (m: string, offset: number, whole: string) => {
        if (isWordPart(m, whole[offset + m.length] ?? "")) return m;
        masked++;
        return HOLD[kind];
      });
    }
    return out.replace(RELEASE, (hold) => BY_HOLD.get(hold)!);
  });
  return { text: pieces.join(""), masked };
}
