/**
 * A view quoted to be refuted: "反驳空方“收入见顶”", "驳斥所谓“增长见顶”的说法". The quoted words are the other
 * side's, named to be rejected; the point asserts none of them, so they are masked before the clause is read (what
 * the point says instead follows, and is checked).
 */
const REFUTING = "(?:反驳|驳斥|回应|否定|不认同|不同意|批驳|纠正)";
const WHOSE =
  "(?:空方|多方|对方|反方|正方|看空者|看多者|看空方|看多方|市场|有人|部分投资者)?(?:的|所谓|所说的?|提出的)?";
const QUOTE = '[“"「‘][^”"」’]{1,30}[”"」’]';
const REFUTED_QUOTE = new RegExp(`(${REFUTING}${WHOSE})(${QUOTE})`, "g");

export const maskRefutedQuotes = (s: string): string =>
  s.replace(REFUTED_QUOTE, (_m, lead: string, quote: string) => `${lead}${"□".repeat(quote.length)}`);
