import { ASKED_BACK, QUOTE_REFUTED_AFTER, anyOf } from "./negation-words";
import { deniesView } from "./refuted-views";
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

/**
 * "所谓一季度营收“大增”，不过是同比3.81%的增长", "营收“大增”？同比才3.8%": a word in scare quotes after 所谓, or
 * echoed as a question, is another's word held up to be answered; the point asserts none of it. A quote the same
 * clause refutes ("所谓“增长乏力”纯属误读") is read as refuted where quotes are, so it is left.
 */
const HELD_UP = new RegExp(`(所谓[^，,。；;“"「‘]{0,16})(${QUOTE})`, "g");
const CLAUSE_REST = /^[^，,。；;？?]*/;
/**
 * "营收“大增”？同比才3.8%": an echo question asks the quote back, as "营收大增吗？" asks it: written so, it is the
 * yes/no question idle-clauses.ts reads as asserting nothing but a figure it states wrongly.
 */
// "哪来的“下滑”？" asks nothing back: it denies the word (ASKED_BACK), read where denials are.
const ECHOED = new RegExp(`(?<!${anyOf(ASKED_BACK)}\\s*)${QUOTE}(?=\\s*[？?])`, "g");
const blank = (t: string) => "□".repeat(t.length);

const maskHeldUp = (s: string): string =>
  s
    .replace(HELD_UP, (m, lead: string, quote: string, at: number) => {
      const rest = s.slice(at + m.length - 1).match(CLAUSE_REST)?.[0] ?? "";
      if (QUOTE_REFUTED_AFTER.test(rest) || deniesView(rest.slice(1))) return m;
      return `${lead}${blank(quote)}`;
    })
    .replace(ECHOED, (q) => `${blank(q)}吗`);

export const maskRefutedQuotes = (s: string): string =>
  maskHeldUp(
    s
      .replace(REFUTED_QUOTE, (_m, lead: string, quote: string) => `${lead}${"□".repeat(quote.length)}`)
      .replace(QUOTED_DENIED, "所谓$1"),
  );
