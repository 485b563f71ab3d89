/**
 * Cash named bare beside its figure ("现金516.91亿元", "账上仍有516.91亿元现金") is the cash held, written as the table
 * names it (账上现金). Not a flow, a payout or a payment: 现金流, 现金分红, 派发现金, 支付的现金 are other lines.
 */
export const CASH_SPELLINGS: readonly (readonly [RegExp, string])[] = [
  // Only where 现金 opens its words (a clause, a list item, after a year): "分红付息现金141亿元" names a payout line.
  [/(?<=^|[，,。；;：:、|\s]|\d年)现金(?=\s*(?:约|近|超|仅|只有|为|达)?\s*\d+(?:\.\d+)?\s*(?:万亿|亿))/g, "账上现金"],
  [
    /(?:有|握有|持有|拥有|趴着)\s*((?:约|近|超)?\s*\d+(?:\.\d+)?\s*(?:万亿|亿)元?)\s*(?:的)?\s*现金(?![流分红等])/g,
    "有账上现金$1",
  ],
];
