import { smallNumeral } from "../chinese-digits";

/**
 * A margin said per hundred yuan of sales, the way analysts make a rate concrete: "每卖100元赚50元以上",
 * "百元收入赚不到2元", "每100元营收能留下约50元净利润", "每100元收入贡献约91元毛利". It is the margin in %, written
 * out: the clause is read as "净利率50%以上" / "毛利率约91%" (clause-split.ts), so the margin's own checks judge it and
 * neither 100元 nor 50元 is taken for an amount of the company's.
 */
// "每卖100元货只赚不到2元", "每卖100元酒落袋超50元": what is sold may be named by the goods.
/** Adverbs before the verb of a sum per hundred (or per one) yuan: "每卖100元仍赚50元以上", "依然只赚4元". */
export const PER_UNIT_ADVERBS = ["仍然", "仍", "还", "依然", "能", "可以", "可", "就", "只", "仅", "才", "最终"];
/** How a sum per hundred (or per one) yuan is bounded: "约50元", "不到2元", "超过50元". */
export const PER_UNIT_BOUNDS = ["约", "近", "不到", "不足", "超过", "超", "逾", "将近", "大约", "仅", "只有"];
const SALES = "(?:营业总收入|营业收入|营收|收入|销售额|销售收入|生意|货物|商品|东西|货|酒|油|车)";
const PER_HUNDRED = new RegExp(
  `(?:每(?:卖|卖出|实现|做|收)?\\s*(?:100|一百)\\s*元|一?百元)\\s*(?:的)?\\s*${SALES}?\\s*(?:中|里|当中)?\\s*` +
    // "每卖100元仍赚50元以上", "依然只赚4元": an adverb or two before the verb.
    `(?:(?:${PER_UNIT_ADVERBS.join("|")})\\s*){0,2}` +
    "(?:净赚|赚取|赚|留下|剩下|只剩|剩|落袋|沉淀|贡献|产生|带来|换来)\\s*(?:了|下)?\\s*" +
    // "一百元收入赚不到两块钱": the amount in Chinese numerals and 块(钱) as much as in digits and 元.
    `(${PER_UNIT_BOUNDS.join("|")})?\\s*` +
    "(\\d+(?:\\.\\d+)?|[一两二三四五六七八九十]{1,3}(?:点[零一二三四五六七八九]+)?)" +
    "\\s*(?:元|块钱?)\\s*(以上|左右|多)?\\s*" +
    "(?:的)?\\s*(毛利润|毛利|净利润|净利|利润)?",
  "g",
);

/** A line named right after the amount that is no margin's numerator. */
const OTHER_LINE = /^\s*(?:的)?\s*(?:营业|经营|现金|分红|股利|税|研发|费用|成本|销售|管理|收入|营收|利息|投资)/;

/** The clause with each margin said per hundred yuan written as the margin it is. */
export function perHundredAsMargin(text: string): string {
  return text.replace(PER_HUNDRED, (m, bound = "", value: string, tail = "", what = "", at: number, all: string) => {
    // "每100元营收能产生约69元营业利润", "…带来约36元经营现金流": another line than the margins, left as written.
    if (!what && OTHER_LINE.test(all.slice(at + m.length))) return m;
    const margin = /毛利/.test(what) ? "毛利率" : "净利率";
    const near = bound === "仅" || bound === "只有" ? "仅" : bound;
    return `${margin}${near}${/\d/.test(value) ? value : (smallNumeral(value) ?? value)}%${tail}`;
  });
}

/**
 * "收入转化为利润的效率明显提高", "营收变成净利的比例下降": the share of sales kept as profit is the margin said in
 * words, read as "净利率" / "毛利率", not as a move of the sales named first.
 */
const CONVERSION = new RegExp(
  `${SALES}\\s*(?:转化|转换|变|变成|转)为?\\s*(毛利润|毛利|净利润|净利|利润)\\s*的?\\s*(?:效率|能力|比例|比率|比重)`,
  "g",
);

/** The clause with each share of sales kept as profit written as the margin it is. */
export const conversionAsMargin = (text: string): string =>
  text.replace(CONVERSION, (_m, what: string) => (/毛利/.test(what) ? "毛利率" : "净利率"));
