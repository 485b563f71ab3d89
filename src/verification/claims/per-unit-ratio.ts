import { PER_UNIT_ADVERBS, PER_UNIT_BOUNDS } from "./per-hundred";

/**
 * A ratio said per one (or per hundred) yuan of its base, the way analysts make a quotient concrete: "每100元净资产赚取
 * 32.53元" is ROE 32.53 %, "每1元净资产只作价1.12元" is PB 1.12倍, "每赚1元归母净利润，经营活动就带来约3元净现金流入"
 * is 经营现金流/归母净利润 3倍, "每一元营业总收入仍能带来约0.48元归母净利润" is 归母净利率 48 %. Each is written as the
 * ratio it is (clause-split.ts, before per-hundred.ts reads the margins said per hundred yuan), so the ratio's own
 * check judges it and neither 1元 nor 3元 is taken for an amount of the company's.
 */

/** The base: one yuan (a factor of 1) or a hundred yuan (a factor of 1/100) of it. */
const BASE = String.raw`(100|一百|百|1|一)\s*元(?:钱)?\s*(?:的)?\s*`;
// Per-hundred's adverbs and bounds (per-hundred.ts), and "都赚", "也能带来", "高达1.85元" besides.
const ADVERBS = String.raw`(?:(?:${[...PER_UNIT_ADVERBS, "都", "也"].join("|")})\s*){0,3}`;
const BOUND = String.raw`(${[...PER_UNIT_BOUNDS, "高达", "达"].join("|")})?\s*`;
const VALUE = String.raw`(\d+(?:\.\d+)?)\s*(?:元|块钱?)\s*(以上|左右|多)?`;

/** The value per unit as a share of the base in %, or as a multiple of it. */
const perCent = (base: string, v: string): number =>
  Number((Number(v) * (/^(?:1|一)$/.test(base) ? 100 : 1)).toFixed(4));
const perOne = (base: string, v: string): number =>
  Number((Number(v) / (/^(?:1|一)$/.test(base) ? 1 : 100)).toFixed(4));
const bounded = (bound: string) => (bound === "只有" ? "仅" : bound === "高达" || bound === "达" ? "" : bound);

/** "每100元净资产赚取32.53元", "每1元股东权益能赚0.33元": 净资产收益率. */
const ROE = new RegExp(
  String.raw`每\s*${BASE}(?:归母)?(?:净资产|股东权益)\s*(?:一年)?\s*${ADVERBS}` +
    String.raw`(?:赚取|赚|赚到|挣|创造|带来|产生)\s*(?:了|出)?\s*${BOUND}${VALUE}` +
    String.raw`\s*(?:的)?\s*(?:归母)?(?:净利润|净利|利润)?`,
  "g",
);

/** "每1元净资产只作价1.12元", "每1元账面净资产市场只给0.85元": 市净率. */
const PB = new RegExp(
  String.raw`每\s*${BASE}(?:账面)?(?:净资产|股东权益)\s*(?:在市场上|市场)?\s*${ADVERBS}` +
    String.raw`(?:作价|估值|定价|卖|值|对应市值|对应|被定价为?|给)\s*(?:了|到)?\s*${BOUND}${VALUE}(?:\s*市值)?`,
  "g",
);

/**
 * "每赚1元归母净利润，经营活动就带来约3元净现金流入", "每1元净利润对应约1.85元经营现金流": 经营现金流/归母净利润. The
 * cash is named before the verb or after the amount, and must be the operating one.
 */
const CASH = new RegExp(
  String.raw`每\s*(?:赚|赚取|实现)?\s*${BASE}(?:归母)?(?:净利润|净利|利润)\s*[，,]?\s*` +
    String.raw`(经营活动|经营性?)?\s*${ADVERBS}` +
    String.raw`(?:带来|带回|产生|对应|贡献|创造|流入)\s*(?:了|出)?\s*${BOUND}${VALUE}\s*(?:的)?\s*` +
    String.raw`(净?\s*(?:经营活动|经营性?)?\s*(?:的)?\s*净?现金(?:流入|流量净额|流量|流)?)`,
  "g",
);

/** "每一元营业总收入仍能带来约0.48元归母净利润": a margin per one yuan of sales, with its profit named. */
const MARGIN_PER_ONE = new RegExp(
  String.raw`每\s*(?:卖|卖出|实现|做|收)?\s*(1|一)\s*元\s*(?:的)?\s*(?:营业总收入|营业收入|营收|收入|销售额)\s*` +
    String.raw`(?:中|里)?\s*${ADVERBS}(?:净赚|赚取|赚|留下|剩下|剩|落下|贡献|产生|带来|换来)\s*(?:了|下)?\s*` +
    String.raw`${BOUND}${VALUE}\s*(?:的)?\s*(归母|归属于母公司(?:股东)?的?)?\s*(毛利润|毛利|净利润|净利|利润)`,
  "g",
);

/** The text with each ratio said per unit of its base written as the ratio it is. */
export function perUnitRatiosWritten(text: string): string {
  return (
    text
      .replace(
        ROE,
        (_m, base: string, bound = "", v: string, tail = "") =>
          `净资产收益率${bounded(bound)}${perCent(base, v)}%${tail}`,
      )
      .replace(
        PB,
        (_m, base: string, bound = "", v: string, tail = "") => `市净率${bounded(bound)}${perOne(base, v)}倍${tail}`,
      )
      // "…带来约3元净现金流入（2025年4514.57亿元）": the cash line is named again after the ratio, so an amount the
      // clause goes on to give is read as the operating cash flow's own, not as the ratio's or the profit's.
      .replace(CASH, (m, base: string, before = "", bound = "", v: string, tail = "", after = "") =>
        /经营/.test(before + after)
          ? `经营现金流/归母净利润${bounded(bound)}${perOne(base, v)}倍${tail}，经营现金流`
          : m,
      )
      .replace(MARGIN_PER_ONE, (_m, base: string, bound = "", v: string, tail = "", parent = "", what: string) => {
        const margin = /毛利/.test(what) ? "毛利率" : parent ? "归母净利率" : "净利率";
        return `${margin}${bounded(bound)}${perCent(base, v)}%${tail}`;
      })
  );
}
