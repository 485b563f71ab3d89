// Rebuttals quoting the other side, risk debaters, readings of a fact, one-slip points.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, D, READ, MCNOW, RET, SPAN, MA, U, IND, X, PAIR, CAGR, EV, GDIFF, QOQ } = H;
const n = H.maker("b33-rb-nd", "300750");
const p = H.maker("b33-rb-pa", "601318");
const w = H.maker("b33-rb-wl", "000858");
const A = "2026-04-30";

export default [
  n("t", A, "fT", "annual", "空方称“净利增速不足三成”并不准确：2025年归母净利同比增长42.3%。", [
    G("net_profit", "2025", { v: "42.3" }),
  ]),
  n(
    "f",
    A,
    "fQ",
    "annual",
    "现金流大增？经营现金流1332亿元，同比增幅不到一成，多方言过其实。",
    [
      V("operating_cash_flow", "2025", "1332", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "10", cmp: "lt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+37.35%" },
  ),
  n(
    "f",
    A,
    "bear",
    "annual",
    "经营现金流从969.90亿元跃升到1332.20亿元，这种暴增恰恰说明回款异常，是利空。",
    [READ(G("operating_cash_flow", "2025", { dir: "up" }), "negative", { err: "stance" })],
    { err: "stance", side: "bear", note: "现金流增长读作利空" },
  ),
  n("t", A, "tM", "annual", "双方都认可利润高增；分歧在估值——27倍左右PE对应42%的净利增速，性价比见仁见智。", [
    MCNOW("2025", "27.5"),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
  ]),
  n("t", A, "tP", "technical", "组合层面看，过去60个交易日股价涨了28%多，短期兑现部分收益是合理的。", [
    RET(60, { v: "28", cmp: "gt" }),
  ]),
  n(
    "f",
    A,
    "tNe",
    "technical",
    "中性来看，股价仍在60日均线下方，趋势尚未确认向上。",
    [MA(60, "below", { err: "technical" })],
    { err: "technical", note: "436 > MA60 391.63" },
  ),
  n("t", A, "fL", "annual", "综合来看：净利722亿元、负债率降至61.94%、自由现金流约900亿元，基本面无明显短板。", [
    V("net_profit", "2025", "722", "亿", "approx"),
    V("debt_ratio", "2025", "61.94", "%"),
    H.LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "900", cmp: "approx" },
    ),
  ]),
  n("t", A, "vN", "announcement", "消息面：4月16日调整了股权激励及员工持股计划价格，3月发布年度利润分配预案。", [
    EV("equity_incentive", true, { from: "2026-04-16", to: "2026-04-16" }),
    EV("dividend", true, { from: "2026-03-01", to: "2026-03-31" }),
  ]),
  n(
    "f",
    A,
    "vN",
    "announcement",
    "消息面偏空：2026年以来公司未披露任何分红方案。",
    [EV("dividend", false, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  n("t", A, "tA", "quarterly", "一季度净利207亿元已接近去年全年722亿元的三成，全年八百亿以上并非不可想象。", [
    PAIR("net_profit", "2026Q1", undefined, { period2: "2025", v: "0.3", cmp: "near" }),
  ]),
  n(
    "u",
    A,
    "fQ",
    "quarterly",
    "所谓高增长里有基数因素：一季度营收同比增速52%，但较2024年一季度其实只增长了十几个百分点。",
    [
      G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
      G("revenue", "2026Q1", { base: "2024Q1", v: "15", cmp: "approx" }),
    ],
    { note: "2024年一季度数据未存储" },
  ),
  p("t", A, "fT", "annual", "说利润下滑并不对，归母净利1347.78亿元，同比还增长了6.45%。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.45" }),
  ]),
  p(
    "f",
    A,
    "fQ",
    "annual",
    "多方说利润在修复，但2025年1347.78亿元较2020年其实还下降了约一成。",
    [
      V("net_profit", "2025", "1347.78"),
      G("net_profit", "2025", { base: "2020", v: "-10", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2020年-5.8%；约一成(-9.8%)是较2019年" },
  ),
  p(
    "f",
    A,
    "bull",
    "annual",
    "商誉由435亿元降到381亿元，少了54亿元，这对股东是利好。",
    [READ(D("goodwill", "2025", { dir: "down" }), "positive", { err: "stance" })],
    { err: "stance", note: "商誉减少读作利好" },
  ),
  p("t", A, "tC", "technical", "保守一点看，股价较60日前的65.31元还低约9%，反弹尚未收复失地。", [
    RET(60, { v: "-9", cmp: "approx" }),
  ]),
  p("t", A, "tM", "valuation", "约8倍PE对应6%多的利润增速，估值和增长大致匹配，不算显著低估。", [
    MCNOW("2025", "8"),
    G("net_profit", "2025", IN6()),
  ]),
  p(
    "f",
    A,
    "tP",
    "annual",
    "OCF/净利润约为2.5倍，现金含量一般。",
    [R("operating_cash_flow", "net_profit", "2025", "2.5", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "6586.32/1347.78=4.89倍" },
  ),
  p("u", A, "fQ", "undecidable", "平安银行的不良率仍在1%以上，拖累集团，这一点多方忽视了。", [
    U("子公司不良率不在数据中"),
  ]),
  w("t", "2020-05-15", "fT", "annual", "质疑方称“五粮液利润增速放缓”属实：2019年净利增速30.0%，低于2018年的38.4%。", [
    G("net_profit", "2019", { v: "30.0" }),
    G("net_profit", "2018", { v: "38.4" }),
  ]),
  w(
    "f",
    "2020-05-15",
    "bull",
    "annual",
    "2019年净利增速30%，较2018年38%的增速明显回升，说明景气仍在加速。",
    [
      G("net_profit", "2019", { v: "30", cmp: "approx" }),
      GDIFF(
        { metric: "net_profit", period: "2019" },
        { metric: "net_profit", period: "2018" },
        { dir: "up", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction" },
  ),
];

function IN6() {
  return { cmp: "in", lo: "6", hi: "7" };
}
