/**
 * "近5日跌了3.9%之后PB已不足0.9倍": the price's move, then a multiple of the price reached after it - two subjects,
 * so two clauses (the move is read by the market checks, the multiple by its own); so are the earnings' move and the
 * valuation read after it ("利润下滑之后估值已经不算便宜": the fall is the profit's, not the multiple's).
 */
export const MOVE_THEN_MULTIPLE = new RegExp(
  String.raw`(?<=(?:涨|跌|回撤|反弹|回落)[^,]{0,6}\d%(?:之后|以后|后))(?=[^,]{0,4}(?:PE|PB|市盈率|市净率))|` +
    String.raw`(?<=(?:利润|盈利|业绩|净利润?)(?:再|继续|持续|大幅|明显)?` +
    String.raw`(?:下滑|下降|下跌|回落|增长|回升|放缓|萎缩)(?:之后|以后|后)?)(?=\s*(?:估值|PE|PB|市盈率|市净率))`,
  "i",
);
