/**
 * "2019年赚了174亿，每股4.48元": a clause opening with a bare 每股 and its amount, right after one naming the
 * earnings, is the earnings per share (每股收益) as a colloquial voice writes it. After a dividend, book value or cash
 * flow named before ("每股分红", "每股净资产", "每股经营现金流") it is that line's, and is left as written.
 */
const EARNED = /赚|净利|利润|盈利/;
const OTHER_PER_SHARE = /分红|派息|股息|派现|净资产|现金流/;
// Not "每股43.43元的净资产", "每股2元的分红": a per-share figure named after it is that line's.
const OTHER_LINE = "分红|派息|股息|派现|净资产|现金流";
const BARE_PER_SHARE = new RegExp(
  String.raw`^(\s*(?:折合|合|摊到|相当于)?\s*)每股(?=\s*(?:约|近|大约)?\s*\d(?![^，,。；;]*(?:${OTHER_LINE})))`,
);

export const earnedPerShare = (clauses: readonly string[]): string[] =>
  clauses.map((c, i) => {
    const before = clauses[i - 1];
    if (before === undefined || !EARNED.test(before) || OTHER_PER_SHARE.test(before)) return c;
    return c.replace(BARE_PER_SHARE, "$1每股收益");
  });
