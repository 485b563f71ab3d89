// Writers who are not debate JSON points: 快讯, 研报 titles, 公众号 headlines, 诊股 cards, 股吧 / 雪球 posts, 晨会纪要,
// 业绩会纪要. Filed under the role that would pass such text on (新闻 / 情绪分析师, 报告合成师). All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, RET, CLOSE, RSI, MACD, MAORDER, EV, U, MCNOW, IND, READ, PAIR, POS52, IN } = H;
const mt = H.maker("b56-vo-mt", "600519");
const pa = H.maker("b56-vo-pa", "601318");
const nd = H.maker("b56-vo-nd", "300750");
const A = "2026-04-30";

export default [
  mt(
    "t",
    A,
    "tN",
    "annual",
    "【快讯】贵州茅台：2025年营业总收入1720.54亿元，同比下降1.20%；归母净利润823.20亿元，同比下降4.53%。",
    [
      V("revenue", "2025", "1720.54"),
      G("revenue", "2025", { v: "-1.20" }),
      V("net_profit", "2025", "823.20"),
      G("net_profit", "2025", { v: "-4.53" }),
    ],
  ),
  pa(
    "f",
    A,
    "tN",
    "announcement",
    "【快讯】中国平安4月公告：拟回购不超过100亿元A股并予以注销。",
    [EV("repurchase", true, { from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月无回购公告" },
  ),
  nd("t", A, "fSy", "annual", "宁德时代2025年报点评：归母净利约722亿元、同比+42%，经营现金流创2021年以来新高", [
    V("net_profit", "2025", "722", "亿", "approx"),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    MAX("operating_cash_flow", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  mt(
    "f",
    A,
    "fSy",
    "quarterly",
    "贵州茅台2026Q1点评：利润高速增长，开年强势不改",
    [G("net_profit", "2026Q1", { size: "高速增长", err: "overstatement" })],
    { err: "overstatement", note: "同比+1.47%" },
  ),
  pa("t", A, "fS", "annual", "平安2025年经营现金流6586亿，比2024年的3825亿多出2700多亿，这现金流太猛了", [
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
    V("operating_cash_flow", "2024", "3825", "亿", "approx"),
    D("operating_cash_flow", "2025", IN("2700", "2800")),
  ]),
  pa(
    "f",
    A,
    "tS",
    "industry",
    "平安负债率都快90%了，比恒大当年还高，迟早要爆雷，赶紧跑！",
    [
      V("debt_ratio", "2025", "90", "%", "approx"),
      IND("high_debt_is_risk", { err: "industry_sense" }),
      U("恒大不在样本中"),
    ],
    { err: "industry_sense" },
  ),
  nd("t", A, "tS", "technical", "宁王今年以来涨了18.7%，最近5天才跌0.66%，小回调而已，拿住。", [
    RET("2025-12-31", { v: "18.7", cmp: "approx" }),
    RET(5, { v: "-0.66" }),
  ]),
  nd(
    "f",
    A,
    "fS",
    "technical",
    "【AI诊股】宁德时代｜技术面：RSI14=72 超买；MACD刚刚死叉",
    [RSI("72", "approx", { err: "technical" }), MACD("death_cross", 5)],
    { err: "technical", note: "RSI14=56.02；4月28日死叉属实" },
  ),
  mt("t", A, "fS", "technical", "【诊股】贵州茅台 收盘1384.79｜52周位置19%｜RSI14 39.6｜均线空头排列(5/10/20/60)", [
    CLOSE("1384.79"),
    POS52({ v: "19", cmp: "approx" }),
    RSI("39.6", "approx"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  mt("u", A, "tN", "undecidable", "重磅！经销商大会传出消息：2026年飞天配额再削减10%", [U("配额与经销商消息无法核验")]),
  pa("t", A, "tN", "annual", "晨会纪要｜中国平安：2025年归母净利1347.78亿元(+6.5%)，总资产首次突破13万亿元", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    V("total_assets", "2025", "13", "万亿", "gt"),
    V("total_assets", "2024", "13", "万亿", "lt"),
  ]),
  nd(
    "f",
    A,
    "tN",
    "annual",
    "晨会｜宁德时代：2025年营收4237.02亿元，较2023年增长17%，重回扩张轨道",
    [
      V("revenue", "2025", "4237.02"),
      G("revenue", "2025", { base: "2023", v: "17", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "17%是较2024年；较2023年+5.7%" },
  ),
  mt("t", A, "fSy", "annual", "业绩会纪要：2025年分红及付息现金支出672.42亿元，高于当年经营现金流615.22亿元", [
    V("dividends_interest_paid", "2025", "672.42"),
    V("operating_cash_flow", "2025", "615.22"),
    PAIR("dividends_interest_paid", "2025", undefined, { metric2: "operating_cash_flow", mode: "gt" }),
  ]),
  nd("u", A, "fSy", "undecidable", "业绩会：公司表示2026年资本开支将维持在400亿元以上，海外基地优先", [
    U("未来资本开支是指引"),
  ]),
  nd("t", A, "fS", "quarterly", "宁德2025年Q4单季赚231.67亿，一个季度就是2021年全年利润的1.45倍", [
    V("net_profit", "2025S4", "231.67"),
    PAIR("net_profit", "2025S4", undefined, { period2: "2021", mode: "x", v: "1.45", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "tS",
    "quarterly",
    "茅台一季度毛利率同比掉了2.2个点，其实是好事，说明在让利渠道换份额",
    [READ(PP("gross_margin", "2026Q1", { v: "-2.2", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "毛利率下滑被读作利好" },
  ),
  pa("t", A, "tS", "valuation", "保险股的“估值洼地”：平安年内回撤约13%，按收盘价算PE只有8倍上下", [
    RET("2025-12-31", { v: "-13", cmp: "approx" }),
    MCNOW("2025", "8"),
  ]),
  pa(
    "f",
    A,
    "tN",
    "quarterly",
    "【快讯】中国平安一季度实现归母净利润1347.78亿元",
    [V("net_profit", "2026Q1", "1347.78", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "1347.78亿为2025全年；一季度250.22亿" },
  ),
  pa("u", A, "fSy", "undecidable", "中国平安深度：寿险改革成效显现，目标价75元，维持买入评级", [
    U("目标价与评级无法核验"),
  ]),
  nd("t", A, "tN", "announcement", "【快讯】宁德时代2026年科技创新公司债券（第一期）发行结果公告已披露", [
    EV("bond", true, { title: "发行结果" }),
  ]),
  nd(
    "f",
    A,
    "tS",
    "announcement",
    "宁德又搞激励了，4月下旬刚发了限制性股票激励计划草案，员工吃肉",
    [EV("equity_incentive", true, { title: "限制性股票", from: "2026-04-20", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月下旬只有员工持股计划预留份额授予公告" },
  ),
  mt("u", A, "tN", "undecidable", "茅台2025年报：负债率降到16.42%，十年来最低", [
    V("debt_ratio", "2025", "16.42", "%"),
    MIN("debt_ratio", "2025", ["2016", "2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
  ]),
  nd(
    "f",
    A,
    "fSy",
    "annual",
    "宁德时代年报点评：分红及付息支出349亿元，约占归母净利的三分之二",
    [
      V("dividends_interest_paid", "2025", "349", "亿", "approx"),
      R("dividends_interest_paid", "net_profit", "2025", "66.7", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "349.23/722.01=48.4%" },
  ),
  pa("t", A, "tN", "annual", "晨会要点：平安2025年末商誉381.30亿元，较上年减少约12%", [
    V("goodwill", "2025", "381.30"),
    G("goodwill", "2025", { v: "-12", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "tS",
    "quarterly",
    "茅台一季度净利润还在同比下滑，都272亿了还在跌，真看不懂",
    [
      V("net_profit", "2026Q1", "272", "亿", "approx"),
      G("net_profit", "2026Q1", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+1.47%" },
  ),
  nd("t", A, "fS", "valuation", "宁王收盘436元，按滚动四个季度利润算PE约25倍，真不算离谱", [
    CLOSE("436"),
    MCNOW("2026Q1TTM", "25"),
  ]),
];
