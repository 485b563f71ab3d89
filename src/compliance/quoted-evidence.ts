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
 * mark (QUOTE_MASKS, defined with the filter's own mark) says what kind of text was there, so the evidence stays
 * readable.
 */
export { QUOTE_MASKS };

const phrases = (list: readonly string[]) =>
  new RegExp(
    [...list]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|"),
    "gu",
  );

/** Broker ratings are orders to trade too: "维持买入评级", "给予“增持”评级" (a shareholder's 减持 alone is a fact). */
const RATING = new RegExp(
  String.raw`(?:(?:给予|维持|首次覆盖|上调至|下调至|上调为|下调为)\s*)?` +
    String.raw`[“"「『]?(?:强烈推荐|买入|增持|卖出|减持)[”"」』]?\s*评级`,
  "gu",
);

/** "评级：买入", "买入-A评级", "建议增持": a rating written the other way round, or as a recommendation. */
const RATING_AFTER = new RegExp(
  String.raw`评级\s*[:：为是]?\s*[“"「『]?(?:强烈推荐|买入|增持|卖出|减持)[”"」』]?` +
    String.raw`|(?:买入|增持|卖出|减持)\s*[-—–]?\s*[A-Z]?\s*评级` +
    String.raw`|建议\s*(?:买入|增持|卖出|减持)`,
  "gu",
);

/**
 * A target price written so the phrase rules miss it: spaced (目 标 价), traditional (目标價), reversed
 * (给出2000元目标价), a range, a revision (由1800元上调至2000元) or 上看/看高至 a price. It is masked from the price or
 * the keyword (whichever comes first) to the clause's last price, so no price stands beside the mark and the rest of
 * the clause (an announcement's title) stays readable.
 */
const TARGET_WORD = /目\s*标\s*(?:价|價|位)|上\s*看|看\s*高\s*至|看\s*至|合\s*理\s*(?:价|價)\s*值/u;
// Clauses end at Chinese punctuation (an ASCII comma may be a thousands separator: "2,100元").
const CLAUSE = /[^，。；！？;!?\n]+/gu;
const NUMERAL = "\\d０-９一二三四五六七八九十百千万";
const PRICE_BEFORE = new RegExp(`[${NUMERAL}][${NUMERAL},.，．]*\\s*元[^${NUMERAL}]{0,3}$`, "u");
// A price is a number in 元 (or 块): "一季度" near 上看 is no price.
const hasPrice = (clause: string) => new RegExp(`[${NUMERAL}][${NUMERAL},.，．]*\\s*(?:元|块)`, "u").test(clause);

const PRICE_AFTER = new RegExp(`[${NUMERAL}][${NUMERAL},.，．~～\\-—至到]*\\s*(?:元|块)?`, "gu");

/** The span of a clause's target-price text (from its price or keyword to its last price), or null. */
function targetSpan(clause: string): [number, number] | null {
  const word = TARGET_WORD.exec(clause);
  if (!word || !hasPrice(clause.slice(Math.max(0, word.index - 12)))) return null;
  const before = clause.slice(Math.max(0, word.index - 12), word.index);
  const price = PRICE_BEFORE.exec(before);
  const start = price ? word.index - before.length + price.index : word.index;
  let end = word.index + word[0].length;
  for (const m of clause.slice(end).matchAll(PRICE_AFTER))
    end = word.index + word[0].length + (m.index ?? 0) + m[0].length;
  return [start, end];
}

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
  { re: RATING_AFTER, kind: "buySell" },
  { re: phrases(BUY_SELL_PHRASES), kind: "buySell" },
];

// A mark already in the text is left alone ("目标价" is inside one), which makes masking idempotent.
const MARK = new RegExp(`(${Object.values(QUOTE_MASKS).map(escapeRegExp).join("|")})`, "u");

/** `text` with target prices, buy/sell instructions and return promises replaced by their marks. */
export function maskQuotedAdvice(text: string): { text: string; masked: number } {
  let masked = 0;
  const pieces = text.split(MARK).map((piece, i) => {
    if (i % 2 === 1) return piece;
    let out = piece.replace(CLAUSE, (clause) => {
      const span = targetSpan(clause);
      if (!span) return clause;
      masked++;
      return clause.slice(0, span[0]) + HOLD.priceTarget + clause.slice(span[1]);
    });
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
