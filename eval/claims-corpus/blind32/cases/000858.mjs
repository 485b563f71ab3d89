// 五粮液: FY2015-2019 only, no quarters, no notices, bars 2019-01-02..2026-04-30.
// Dates: 2020-05-15 (FY2019 public) and 2026-04-30 (technicals; anything after FY2019 is open).
import {
  AMP,
  BIAS,
  CAGR,
  CLOSE,
  G,
  GDIFF,
  HI52,
  LO52,
  MA,
  MACD,
  MAORDER,
  MAX,
  MIN,
  PAIR,
  PE,
  R,
  RET,
  RSI,
  SNAP,
  SPAN,
  U,
  UP,
  V,
  X,
  maker,
} from "../spec-helpers.mjs";

const c = maker("b32-wly", "000858");
const A = "2026-04-30";
const O = "2020-05-15";
const Y = ["2015", "2016", "2017", "2018", "2019"];

export default [
  c("t", O, "bull", "annual", "2019年营业收入501.18亿元，首次站上500亿，同比增长约25.2%。", [
    V("operating_revenue", "2019", "501.18"),
    V("operating_revenue", "2019", "500", "亿", "gt"),
    MAX("operating_revenue", "2019", Y),
    G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "tB",
    "annual",
    "2019年归母净利润174.02亿元，同比增长近四成，提价红利充分释放。",
    [V("net_profit", "2019", "174.02"), G("net_profit", "2019", { v: "40", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "+30.0%" },
  ),
  c("t", O, "fE", "annual", "归母净利润2015至2019年逐年增长，由61.76亿元增至174.02亿元，四年复合增速约30%。", [
    UP("net_profit", Y),
    V("net_profit", "2015", "61.76"),
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "approx" }),
  ]),
  c("t", O, "tF", "annual", "ROE由2015年的14.93%升至2019年的25.26%，连续四年提升。", [
    V("roe", "2015", "14.93", "%"),
    V("roe", "2019", "25.26", "%"),
    UP("roe", Y),
  ]),
  c(
    "f",
    O,
    "fR",
    "annual",
    "资产负债率28.48%，五年里数这一年最低，财务极其稳健。",
    [V("debt_ratio", "2019", "28.48", "%"), MIN("debt_ratio", "2019", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "28.48%是五年最高，2015年15.61%最低" },
  ),
  c("t", O, "fE", "annual", "经营活动现金流净额231.12亿元，同比增长约88%，高于当年归母净利润。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "88", cmp: "approx" }),
    PAIR("operating_cash_flow", "2019", "000858", { metric2: "net_profit", mode: "gt" }),
  ]),
  c(
    "f",
    O,
    "fE",
    "annual",
    "经营现金流约为净利润的1.8倍，回款质量出众。",
    [R("operating_cash_flow", "net_profit", "2019", "1.8", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "231.12/174.02≈1.33倍" },
  ),
  c("t", O, "tM", "annual", "总资产1063.97亿元，首次突破千亿，2018年还只有860.94亿元。", [
    V("total_assets", "2019", "1063.97"),
    V("total_assets", "2019", "1000", "亿", "gt"),
    V("total_assets", "2018", "860.94"),
    MAX("total_assets", "2019", Y),
  ]),
  c("t", O, "fE", "annual", "基本每股收益4.48元，较2018年的3.47元增长约29%。", [
    V("basic_eps", "2019", "4.48", "元"),
    V("basic_eps", "2018", "3.47", "元"),
    G("basic_eps", "2019", { v: "29", cmp: "approx" }),
  ]),
  c(
    "f",
    O,
    "fQ",
    "annual",
    "营收较2017年只增长了约25%，增速并不算快。",
    [G("operating_revenue", "2019", { base: "2017", v: "25", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "较2017年+66%；+25.2%是较2018年" },
  ),
  c("t", O, "tF", "annual", "营收四年翻了一倍多，2019年是2015年216.59亿元的约2.3倍。", [
    X("operating_revenue", "2019", "2015", { v: "2.3", cmp: "approx" }),
    V("operating_revenue", "2015", "216.59"),
  ]),
  c(
    "f",
    O,
    "bear",
    "annual",
    "2019年营业利润242.46亿元，增速已落后于营收，经营杠杆在减弱。",
    [
      V("operating_profit", "2019", "242.46"),
      GDIFF(
        { metric: "operating_profit", period: "2019" },
        { metric: "operating_revenue", period: "2019" },
        { v: "0", cmp: "lt", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction", note: "营业利润+29.5%，快于营收+25.2%" },
  ),
  c("t", O, "fV", "valuation", "按2019年每股收益4.48元，5月15日收盘145.22元对应静态市盈率约32倍。", [
    CLOSE("145.22"),
    PE("2019", "32"),
  ]),
  c("t", O, "tT", "technical", "RSI14升至70.3，短线已踏入超买区。", [RSI("70.3"), RSI("70", "gt")]),
  c("t", O, "tT", "technical", "近20个交易日上涨约13%，股价站上5日到250日的全部均线。", [
    RET(20, { v: "13", cmp: "approx" }),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "above"),
    MA(120, "above"),
    MA(250, "above"),
  ]),
  c(
    "f",
    O,
    "tS",
    "technical",
    "5月15日收盘已创出52周新高，上方再无套牢盘。",
    [HI52({ cond: "new_high", err: "technical" })],
    { err: "technical", note: "收盘145.22元，52周内有更高收盘" },
  ),
  c("t", O, "tNe", "technical", "较2019年末133.01元的收盘价，今年以来已上涨约9%。", [
    CLOSE("133.01", "eq", { date: "2019-12-31" }),
    SPAN("2019-12-31", { v: "9", cmp: "approx" }),
  ]),
  // 2026-04-30: technicals only, figures after FY2019 are not stored.
  c("t", A, "tT", "technical", "收盘97.08元，5、10、20、60、120、250日均线由下至上空头排列，股价压在所有均线之下。", [
    CLOSE("97.08"),
    MAORDER([5, 10, 20, 60, 120, 250], "bear"),
    MA(5, "below"),
  ]),
  c("t", A, "tS", "technical", "超卖了：14日RSI只有28.4。", [RSI("28.4"), RSI("30", "lt")]),
  c("t", A, "vT", "technical", "4月20日MACD死叉，DIF -1.17低于DEA -0.72。", [
    MACD("dead_cross", 9),
    MACD("dif_value", undefined, { v: "-1.17" }),
    MACD("dea_value", undefined, { v: "-0.72" }),
  ]),
  c("t", A, "tT", "technical", "距52周高点137.18元回撤约29%，几乎贴着97元的52周低点运行。", [
    HI52({ cond: "level", v: "137.18" }),
    HI52({ v: "-29", cmp: "approx" }),
    LO52({ cond: "level", v: "97" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "近一年股价跌幅超过四成，高端白酒估值体系崩塌。",
    [RET(250, { v: "-40", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "250日-26.3%" },
  ),
  c("t", A, "bear", "technical", "相比2020年末291.85元，股价已跌去约三分之二。", [
    CLOSE("291.85", "eq", { date: "2020-12-31" }),
    SPAN("2020-12-31", { v: "-66.7", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "20日乖离率约-4.7%，近20日振幅约7.9%，跌势缓慢但没停。", [
    BIAS(20, { v: "-4.7", cmp: "approx" }),
    AMP(20, { v: "7.9", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "年初至今已反弹约8%，底部信号初现。",
    [SPAN("2025-12-31", { v: "8", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "年初至今-8.36%" },
  ),
  c("t", A, "fV", "valuation", "7月4日快照市净率3.15倍，总市值约4673亿元。", [
    SNAP("pb", "3.15", "x", "eq"),
    SNAP("marketCap", "4673", "亿"),
  ]),
  c("u", A, "bear", "annual", "五粮液2025年营业总收入同比下滑，十年来首次负增长。", [
    G("operating_revenue", "2025", { dir: "down" }),
  ]),
  c("u", A, "fR", "undecidable", "普五一批价已跌破900元，渠道库存压力未解。", [U("批价 / 渠道库存未存储")]),
  c("u", A, "fV", "valuation", "若用2025年的利润算，五粮液PE已跌破15倍。", [U("2025年利润未存储")]),
  c("u", A, "tN", "announcement", "3月董事会通过回购议案，拟用自有资金回购股份。", [U("五粮液无公告数据")]),
  c("u", A, "tBe", "quarterly", "2026年一季度归母净利润同比下降约两成。", [
    G("net_profit", "2026Q1", { v: "-20", cmp: "approx" }),
  ]),
];
