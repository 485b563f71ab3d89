// Writers who are not debate JSON points: an app's 【诊股】 card, a 公众号 summary, a roadshow transcript, a broker's
// morning note, a forum post, a board secretary's reply, a fund letter, a quant's signal log, a report title.
// Filed under the role that would pass such text on. All on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, X, QOQ, RET, CLOSE, MA, MAORDER, MACD, RSI, SPAN, HILO, PP, U } = H;
const mt = H.maker("b25-vo-mt", "600519");
const zs = H.maker("b25-vo-zs", "600036");
const nd = H.maker("b25-vo-nd", "300750");
const A = "2026-04-30";

export default [
  nd(
    "t",
    A,
    "tT",
    "technical",
    "【诊股】宁德时代｜技术面：均线多头排列，RSI 56中性｜基本面：25Q4归母净利+57%｜风险：MACD刚死叉",
    [
      MAORDER([20, 60, 120, 250], "bull"),
      RSI("56", "approx"),
      G("net_profit", "2025S4", { v: "57", cmp: "approx" }),
      MACD("dead_cross", 3),
    ],
  ),
  mt(
    "t",
    A,
    "tS",
    "annual",
    "一图读懂茅台2025年报：营收1720.54亿（-1.2%），归母净利823.2亿（-4.5%），经营现金流615亿（-33%）。",
    [
      V("revenue", "2025", "1720.54"),
      G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
      V("net_profit", "2025", "823.2"),
      G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
      V("operating_cash_flow", "2025", "615", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "-33", cmp: "approx" }),
    ],
  ),
  zs(
    "u",
    A,
    "tN",
    "quarterly",
    "路演纪要｜问：一季度利润为何慢于营收？答：营收+3.81%、利润+1.52%，主要是拨备计提更审慎。",
    [G("revenue", "2026Q1", { v: "3.81" }), G("net_profit", "2026Q1", { v: "1.52" }), U("拨备计提归因不可核验")],
  ),
  mt(
    "f",
    A,
    "tS",
    "quarterly",
    "茅台一季度经营现金流269亿，同比翻了五倍，牛回速归！",
    [X("operating_cash_flow", "2026Q1", "2025Q1", { v: "5", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "约3.05倍" },
  ),
  nd("t", A, "tN", "quarterly", "晨会速递｜宁德一季报：营收1291亿（+52%），归母207亿（+49%），环比四季度有所回落。", [
    V("operating_revenue", "2026Q1", "1291", "亿", "approx"),
    G("operating_revenue", "2026Q1", { v: "52", cmp: "approx" }),
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    G("net_profit", "2026Q1", { v: "49", cmp: "approx" }),
    QOQ("net_profit", "2026S1", "2025S4", { dir: "down" }),
    QOQ("operating_revenue", "2026S1", "2025S4", { dir: "down" }),
  ]),
  zs("u", A, "tN", "announcement", "董秘回复：公司将保持现金分红比例稳定在30%以上，请投资者放心。", [
    U("分红比例与承诺未存储"),
  ]),
  zs(
    "f",
    A,
    "fSy",
    "annual",
    "【AI速读】招商银行2025年报：归母净利润1501.81亿元，同比+1.21%；加权ROE 14.49%。",
    [
      V("net_profit", "2025", "1501.81"),
      G("net_profit", "2025", { v: "1.21" }),
      V("roe", "2025", "14.49", "%", "eq", { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "14.49%是2024年；2025年13.44%" },
  ),
  mt("t", A, "tP", "annual", "基金季报：我们在一季度维持了茅台的配置，公司2025年ROE仍达32.53%，资产负债率仅16.42%。", [
    V("roe", "2025", "32.53", "%"),
    V("debt_ratio", "2025", "16.42", "%"),
  ]),
  nd(
    "f",
    A,
    "fSy",
    "annual",
    "研报标题｜宁德时代：利润高增42%，毛利率承压下滑至26.27%",
    [
      G("net_profit", "2025", { v: "42", cmp: "approx" }),
      V("gross_margin", "2025", "26.27", "%"),
      PP("gross_margin", "2025", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "毛利率由24.44%升至26.27%" },
  ),
  mt("t", A, "tT", "technical", "信号日志 04-30｜600519 收1384.79，DIF<DEA，近10个交易日内出现死叉，RSI 39.6。", [
    CLOSE("1384.79"),
    MACD("dif_below_dea", 0),
    MACD("dead_cross", 10),
    RSI("39.6", "approx"),
  ]),
  zs(
    "f",
    A,
    "tS",
    "technical",
    "公众号：招行股价年内跌超15%，银行股的避险属性失灵了？",
    [SPAN("2025-12-31", { v: "-15", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "年初至今-9.10%" },
  ),
  mt("u", A, "tS", "undecidable", "【诊股】贵州茅台｜主力资金连续5日净流出｜融资余额降至近一年低位", [
    U("资金流向与融资余额未存储"),
  ]),
  nd("u", A, "tS", "undecidable", "股吧热帖：宁德时代市场情绪指数升至近一年高点，散户跟风明显。", [
    U("情绪指标未存储"),
  ]),
  zs("u", A, "vN", "undecidable", "消息面：监管或进一步引导存款利率下行，招行负债成本有望改善。", [
    U("政策预期不可核验"),
  ]),
  nd(
    "f",
    A,
    "tN",
    "technical",
    "雪球帖：宁德从去年4月的低点算起已涨了两倍，现在追高要小心。",
    [
      HILO("min", "2025-04-01", { to: "2025-04-30" }),
      SPAN("2025-04-09", { v: "200", cmp: "approx", err: "wrong_magnitude" }),
      MA(250, "above"),
    ],
    { err: "wrong_magnitude", note: "自2025年4月9日低点211.39元起+106%，约涨一倍" },
  ),
];
