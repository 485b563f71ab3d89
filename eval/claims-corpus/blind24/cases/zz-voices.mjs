// Writers who are not debate JSON points: a 公众号 summary, app cards (【AI速读】, 【行情卡片】, 【快讯】), 路演 /
// 晨会 notes, FinRobot-style "Step n" lines, a 研报摘要, a 股吧 post — filed under the role that would pass them on.
import * as H from "../spec-helpers.mjs";

const { V, G, R, MAX, RET, HILO, DD, RSI, MACD, IND, U, MRET, READ, GSTREAK } = H;
const m = H.maker("b24-vmt", "600519");
const p = H.maker("b24-vpa", "601318");
const w = H.maker("b24-vwl", "000858");
const A = "2026-04-30";
const F = "2020-05-15";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  m(
    "f",
    A,
    "tN",
    "annual",
    "【一图看懂茅台年报】2025年营收1720亿、净利823亿，双双创历史新高！",
    [
      V("revenue", "2025", "1720", "亿", "approx"),
      MAX("revenue", "2025", Y, { err: "wrong_extreme" }),
      MAX("net_profit", "2025", Y, { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "公众号摘要；两项高点都在2024年" },
  ),
  m(
    "f",
    A,
    "tP",
    "annual",
    "Step 3 · 现金质量：2025年经营现金流/归母净利润=1.12，收现能力良好。",
    [R("operating_cash_flow", "net_profit", "2025", "1.12", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "FinRobot式分步；实际0.75" },
  ),
  m("u", A, "tF", "annual", "Step 2 · 盈利能力：2025年ROE 32.53%、净利率50.53%，均居白酒行业首位。", [
    V("roe", "2025", "32.53", "%"),
    V("net_margin", "2025", "50.53", "%"),
    U("白酒同业2025年数据未存储"),
  ]),
  m("t", A, "tN", "quarterly", "【快讯】茅台一季度经营现金流269.10亿元，一个季度就超过2025全年615.22亿元的四成。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025", "615.22"),
    R("operating_cash_flow", "operating_cash_flow", "2026Q1", "40", { u: "%", cmp: "gt", denPeriod: "2025" }),
  ]),
  m(
    "f",
    A,
    "vN",
    "quarterly",
    "研报摘要：茅台2026年一季度营收539.09亿元，同比下降6.5%，需求端仍在探底。",
    [
      V("operating_revenue", "2026Q1", "539.09"),
      G("operating_revenue", "2026Q1", { v: "-6.5", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+6.54%" },
  ),
  m("u", A, "fM", "undecidable", "研报预测茅台2026、2027年EPS分别为68元、72元，维持买入评级。", [
    U("券商盈利预测未存储"),
  ]),
  m("u", A, "tC", "undecidable", "茅台大股东在2026年推出减持计划的可能性很低。", [U("对大股东行为的推测")]),
  p("t", A, "fSy", "industry", "【AI速读】中国平安：2025年归母净利1347.78亿元(+6.45%)，负债率89.80%属险企常态。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.45" }),
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  p(
    "f",
    A,
    "tN",
    "annual",
    "路演纪要：管理层介绍，2025年归母净利润已重回1500亿元以上。",
    [V("net_profit", "2025", "1500", "亿", "gt", { err: "wrong_value" })],
    { err: "wrong_value", note: "2025年1347.78亿元" },
  ),
  p(
    "f",
    A,
    "tNe",
    "technical",
    "晨会点评：平安4月上涨约4.6%，但年初至今仍下跌约3%。",
    [MRET("2026-04", { v: "4.6", cmp: "approx" }), RET("2025-12-31", { v: "-3", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "年初至今-13.20%" },
  ),
  p("u", A, "tS", "undecidable", "股吧热议平安将被纳入更多红利指数，增量资金可期。", [U("指数调整传闻未存储")]),
  p("u", A, "tN", "undecidable", "据媒体报道，平安拟出售部分银行股权以补充资本。", [U("媒体报道的交易未存储")]),
  p(
    "f",
    A,
    "fT",
    "annual",
    "纠正空方：平安2024年归母净利润并非1266亿元，而是1347.78亿元。",
    [V("net_profit", "2024", "1347.78", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "1347.78亿元是2025年；2024年为1266.07亿元" },
  ),
  w("u", A, "tN", "undecidable", "路演纪要：管理层表示2026年不设量价增长目标，以渠道去库存为先。", [
    U("路演口径未存储"),
  ]),
  w(
    "u",
    A,
    "tS",
    "technical",
    "五粮液2021年2月19日344.40元的收盘价是近十年最高点，此后再未收复。",
    [HILO("max", "2019-01-02", { v: "344.40" }), HILO("max", "2016-05-03", { v: "344.40" })],
    { note: "日线始于2019-01-02：2019年以来最高即此价，2016-2018年无法核验" },
  ),
  w(
    "f",
    A,
    "tS",
    "technical",
    "【行情卡片】五粮液 97.08元 | RSI 28.4 | MACD金叉，超跌反弹信号出现",
    [RSI("28.4", "approx"), MACD("golden_cross", 5, { err: "technical" })],
    { err: "technical", note: "4月20日为死叉" },
  ),
  w(
    "f",
    A,
    "tTr",
    "technical",
    "交易笔记：五粮液年内最高收盘110.77元，距今回撤还不到一成。",
    [HILO("max", "2026-01-01", { v: "110.77" }), DD("2026-01-01", { v: "-10", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "回撤-12.36%" },
  ),
  w(
    "f",
    F,
    "bear",
    "annual",
    "五粮液2019年营收突破500亿元，但归母净利润同比下滑，增收不增利。",
    [
      V("operating_revenue", "2019", "500", "亿", "gt"),
      G("net_profit", "2019", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "公众号；净利润同比+30.02%" },
  ),
  // Readings that turn a fact against its sign, and one streak told too long.
  p(
    "f",
    A,
    "bear",
    "annual",
    "经营现金流同比大增约72%，现金流暴增恰恰说明业务承压，属于利空。",
    [READ(G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance", note: "经营现金流大增被读作利空" },
  ),
  w(
    "f",
    A,
    "tA",
    "technical",
    "近250个交易日下跌约26.3%，跌得越多趋势越健康，可以逆势加仓。",
    [READ(RET(250, { v: "-26.3", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "下跌被读作利好" },
  ),
  p(
    "f",
    A,
    "tB",
    "annual",
    "平安归母净利润2023至2025年连续三年保持两位数增长。",
    [GSTREAK("net_profit", ["2023", "2024", "2025"], 10, 1000, { err: "overstatement" })],
    { err: "overstatement", note: "2023年+2.26%、2025年+6.45%，只有2024年两位数" },
  ),
];
