import { companiesIn } from "./company-names";

/** What follows the year in a bare year's move (the part YEAR_MOVE of check-market.ts shares). */
export const MOVE_AFTER_YEAR =
  String.raw`(?:又|也|还|再|就|却|则)?\s*(?:涨|跌|吐回去?|回吐)了?\s*(?:约|近|超过|逾|不到|将近|差不多)?\s*` +
  String.raw`(?:\d+(?:\.\d+)?\s*%|[一二两三四五六七八九]成|[二三四]分之[一二三]|一半|翻倍)`;

/**
 * "平安去年涨了近三成，今年又吐回去一成多" (去年, 今年 written as the year): a bare 涨/跌 sized at once right after a
 * year is that calendar year's move. The share price's when the clause names nothing else (check-market.ts); a
 * financial line's when the clause before names one ("归母净利润2025年涨了1.2%，2026年又涨了1.5%",
 * metric-carried.ts).
 */
export const BARE_YEAR_MOVE = new RegExp(String.raw`(\d{4})\s*年\s*${MOVE_AFTER_YEAR}`);

/**
 * A subject other than the share before the year ("锂价2024年跌了约六成", "白酒指数2025年跌了约三成", "大盘2025年涨了约
 * 两成", "沪深300 2025年…"): an index's, a sector's or a commodity's move, not the share's; the share's own bars cannot
 * check it. 股价 is the share's.
 */
const NOT_THE_SHARE =
  /指数|板块|大盘|沪深|上证|深证|深成|创业板|科创|恒生|恒指|纳指|标普|道指|行业|市场|同行|(?<!股)价|原材料|碳酸锂|原油/;

/** A year's move (`re`, its first group the year) that is the share's: no other subject stands before the year. */
export function shareYearMove(text: string, re: RegExp): RegExpExecArray | null {
  const m = re.exec(text);
  return m && !NOT_THE_SHARE.test(text.slice(0, m.index)) ? m : null;
}

/**
 * "国际油价4月以来反弹超一成", "沪深300指数今年以来下跌": a move over a window whose subject, opening the clause
 * before its window, is an index's, a sector's or a commodity's - not the share's, so the share's bars cannot check
 * it. A company named there (行业龙头茅台…) or the share's own price word keeps it the share's.
 */
export function otherMover(clause: string): boolean {
  const head = /^[^\d，,。；;]*?(?=\d|今年|年初|开年|本年|近|过去|自|从|以来|年内)/.exec(clause)?.[0] ?? "";
  // The share's own price words: 现价, 当前价, 股价, and 价格 alone ("价格基本横盘"), not 油价格 nor 批价.
  // "这家行业龙头今年以来…": the company named by its standing (龙头, 这家, 该股) is the share too.
  const own = /(?:现|市|收盘|股|当前|目前|最新)价|(?<![油金铜锂批])价格|龙头|这家|该股|这只|公司/.test(head);
  return NOT_THE_SHARE.test(head) && !own && companiesIn(head).length === 0;
}
