import { SPEAKERS } from "./speakers";

/**
 * A view quoted to be refuted: "反驳空方“收入见顶”", "驳斥所谓“增长见顶”的说法". The quoted words are the other
 * side's, named to be rejected; the point asserts none of them, so they are masked before the clause is read (what
 * the point says instead follows, and is checked).
 */
const REFUTING = "(?:反驳|驳斥|回应|否定|不认同|不同意|批驳|纠正)";
const WHOSE = `(?:${SPEAKERS})?(?:的|所谓|所说的?|提出的)?`;
const QUOTE = '[“"「‘][^”"」’]{1,30}[”"」’]';
// "针对空方“利润大降”：…", "面对质疑方“估值太高”的说法": a view the point answers, named with its speaker; without one
// (针对“提质增效”行动) the quote may be the point's own subject.
const ANSWERING = `(?:针对|面对|对于|回击|反击)(?:${SPEAKERS})(?:的|所谓|所说的?|提出的)?`;
const REFUTED_QUOTE = new RegExp(`(${REFUTING}${WHOSE}|${ANSWERING})(${QUOTE})`, "g");

/**
 * "“茅台已创历史新高”的说法不成立": a view in quote marks opening a clause, that the words after it deny, reads as
 * "所谓…的说法不成立" (refuted-views.ts checks the view and reverses it), the two marks giving way to the two
 * characters. A quote inside a clause ("把…写成“偿债风险大”的说法不成立") is a word, read where quotes are.
 */
const QUOTED_DENIED = new RegExp(
  `(?<=^|[，,；;。:：]\\s*)[“"「‘]([^”"」’]{1,30})[”"」’](?=(?:的|这[一种个]?)?(?:观点|说法|判断|看法|结论|论调|论断)` +
    "(?:是|也|其实|恐怕|显然)?(?:并|根本|完全)?" +
    "(?:不成立|站不住|不对|不准确|不属实|与(?:数据|事实)不符|有误|是错|错误|说不通))",
  "g",
);

export const maskRefutedQuotes = (s: string): string =>
  s
    .replace(REFUTED_QUOTE, (_m, lead: string, quote: string) => `${lead}${"□".repeat(quote.length)}`)
    .replace(QUOTED_DENIED, "所谓$1");
