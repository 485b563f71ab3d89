import { smallNumeral } from "../chinese-digits";

/**
 * "即使利润零增长，回本也只要六年多", "茅台要21年左右才能回本", "中石化静态回本期约13年": the years a buyer at today's
 * price needs to earn the price back at unchanged profit are the PE (market value over a year's profit), written in
 * years. The years are spelt as the PE they are ("回本市盈率也只要6倍多"), so the PE's own checks read them: its
 * basis, the profit year divided by, its bound (多, 左右, 以上). The premise of unchanged profit the writer sets up for
 * it ("即使利润零增长", "利润不增长的话") is the working of the multiple, not a claim that profit did not grow.
 */

/** What a payback says the buyer earns back. */
const PAYBACK = "(?:回本|收回成本|回收成本|收回投资|回收投资)";
/** The years as written: a small figure or numeral ("21年", "六年", "二十年"), never a year of the calendar. */
const YEARS = String.raw`(?<![\d.年])(\d{1,2}(?:\.\d)?|[一两二三四五六七八九十]{1,3})\s*年(?![度初末底报内来中])`;
/** A bound of the years, after them. */
const BOUND = "(多|出头|左右|上下|以上|以内)?";
/** Adverbs and verbs of need between the payback and the years, or before the years. */
const NEED = "(?:也|就|仅|只|才|都|还|需|需要|要|得|约|大约|大概|在|为|是|只要|也就|不过|差不多|至少|超过|不到){0,4}";

// "回本也只要六年多", "回本期约13年": the payback, then the years.
const PAYBACK_THEN_YEARS = new RegExp(`(${PAYBACK}(?:期|周期|年限)?)(${NEED})${YEARS}${BOUND}`, "g");
// "要21年左右才能回本", "八年左右回本", "十年就能回本": the years, then the payback.
const YEARS_THEN_PAYBACK = new RegExp(
  `(${NEED})${YEARS}${BOUND}(?=(?:就|才|便|即)?(?:能|可|可以|能够)?${PAYBACK})`,
  "g",
);

/** "即使利润零增长", "利润不增长的话", "即便零增长", "不增长也要": the premise of unchanged profit. */
const IF = "(?:即使|即便|就算|哪怕|假设|假如|如果|若)";
const PROFIT = "(?:归母)?(?:净利润?|利润|盈利|业绩)";
const FLAT = "(?:零增长|不增长|不再增长|不增|不变|原地踏步|维持不变|持平)";
const FLAT_PREMISE = new RegExp(
  `(?:${IF}\\s*(?:${PROFIT})?|${PROFIT})\\s*${FLAT}\\s*(?:的话|的情况下|情况下)?|${FLAT}(?=也|还|都)`,
  "g",
);
/** "按现价买入", "现价买入的话", "买入后": the buy at today's price the payback counts from. */
const BUY_PREMISE = /(?:(?:按|以)?(?:现价|当前价格?|当前股价|目前价格?|今天的价格))?买入(?:的话|后)?/g;
/** "只要" is a condition word elsewhere (contrast-words.ts); before payback years it is "only takes". */
const onlyTakes = (need: string): string => need.replace("只要", "只需");

const numeral = (d: string): string => String(/\d/.test(d) ? Number(d) : (smallNumeral(d) ?? d));

/**
 * A holder's break-even ("套牢…要三年才能回本") or a payback through dividends ("光靠股息回本也要20年") is no PE: the
 * years are the price's or the yield's.
 */
const NOT_EARNINGS = /套牢|解套|成本价|买在|股息|分红|派息/;

/** A sentence's payback years spelt as the PE, and its premise of unchanged profit masked □. */
function paybackSentence(sentence: string): string {
  if (NOT_EARNINGS.test(sentence)) return sentence;
  const spelt = sentence
    .replace(PAYBACK_THEN_YEARS, (_m, pay: string, need: string, n: string, bound?: string) => {
      return `${pay}市盈率${onlyTakes(need)}${numeral(n)}倍${bound ?? ""}`;
    })
    .replace(YEARS_THEN_PAYBACK, (_m, need: string, n: string, bound?: string) => {
      return `${onlyTakes(need)}市盈率${numeral(n)}倍${bound ?? ""}`;
    });
  if (spelt === sentence) return sentence;
  const mask = (m: string): string => "□".repeat(m.length);
  return spelt.replace(FLAT_PREMISE, mask).replace(BUY_PREMISE, mask);
}

export function paybackWritten(text: string): string {
  return text
    .split(/(?<=[。!?！？\n])/)
    .map(paybackSentence)
    .join("");
}
