// Points dated before 2026-04-30: 2025-04-30 (FY2024, 宁德 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine months),
// 2020-05-15 (五粮液 / 中国石化 FY2019), and what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  MAX,
  MIN,
  UP,
  DOWN,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  LO52,
  VOL,
  EV,
  U,
  PE,
  SNAP,
  CAGR,
  POS52,
  SPAN,
  X,
  BRK,
  VOLR,
  DD,
  QOQ,
  PSUM,
  BIAS,
  IN,
  GDIFF,
  READ,
} = H;
const nd = H.maker("b54-lt-nd", "300750");
const pa = H.maker("b54-lt-pa", "601318");
const sh = H.maker("b54-lt-sh", "600028");
const wl = H.maker("b54-lt-wl", "000858");
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";
const Z = "2020-05-15";

export default [
  // 宁德时代, 2025-04-30
  nd("t", P, "fE", "annual", "2024年归母净利润507.45亿元，同比增长15%，但营收3620亿元同比下滑9.7%。", [
    V("net_profit", "2024", "507.45"),
    G("net_profit", "2024", { v: "15", cmp: "approx" }),
    V("revenue", "2024", "3620", "亿", "approx"),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
  ]),
  nd("u", P, "tF", "quarterly", "一季度营收847.05亿元，同比增长约6%，重回正增长。", [
    V("revenue", "2025Q1", "847.05"),
    U("2024Q1未存储，同比无法计算"),
  ]),
  nd("t", P, "tT", "technical", "4月21日MACD金叉，但收盘231.5元仍低于60日均线250.58元。", [
    MACD("golden_cross", 10),
    CLOSE("231.5"),
    MA(60, "below"),
    MA(60, "value", { v: "250.58" }),
  ]),
  nd(
    "f",
    P,
    "tS",
    "technical",
    "股价距52周高点301.5元已回落约35%，调整相当充分。",
    [HI52({ cond: "level", v: "301.5" }), HI52({ v: "-35", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "距高点-23.22%" },
  ),
  nd(
    "f",
    P,
    "bear",
    "annual",
    "2024年末资产负债率65.24%，较6月末继续攀升，扩产仍在加杠杆。",
    [
      V("debt_ratio", "2024", "65.24", "%"),
      H.PAIR("debt_ratio", "2024", undefined, { period2: "2024H1", mode: "gt", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "6月末69.26%，年末是回落" },
  ),
  nd("u", P, "fM", "undecidable", "半年报净利润有望同比增长三成以上。", [U("2025H1尚未披露")]),
  // 宁德时代, 2025-09-05
  nd("t", S, "fE", "quarterly", "上半年营收1788.86亿元同比+7.3%，归母净利304.85亿元同比+33.3%。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33.3", cmp: "approx" }),
  ]),
  nd(
    "f",
    S,
    "tF",
    "quarterly",
    "二季度单季净利润165.23亿元，环比一季度增长约28%。",
    [
      V("net_profit", "2025S2", "165.23"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "28", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "环比+18.33%" },
  ),
  nd("t", S, "tT", "technical", "收盘325.11元创52周新高，均线5/10/20/60/120/250全线多头排列。", [
    HI52({ cond: "new_high" }),
    CLOSE("325.11"),
    MAORDER([5, 10, 20, 60, 120, 250], "bull"),
  ]),
  nd("t", S, "tS", "technical", "近20个交易日涨逾23%，RSI14升至73，量能放大约六成，短线过热。", [
    RET(20, { v: "23", cmp: "gt" }),
    RSI("73", "approx"),
    VOLR({ v: "1.6", cmp: "approx" }),
  ]),
  nd("f", S, "tTr", "technical", "RSI回落到50附近，上涨动能衰竭。", [RSI("50", "approx", { err: "technical" })], {
    err: "technical",
    note: "RSI 73.1",
  }),
  nd("u", S, "tN", "undecidable", "三季报预告净利增速将超过40%。", [U("三季报尚未披露，预告未存储")]),
  // 宁德时代, 2025-10-31
  nd("t", O, "fE", "quarterly", "前三季度归母净利490.34亿元，同比增36.2%；三季度单季185.49亿元，同比增41.2%。", [
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36.2", cmp: "approx" }),
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "41.2", cmp: "approx" }),
  ]),
  nd(
    "f",
    O,
    "bear",
    "quarterly",
    "三季度单季营收1041.86亿元，同比仅增长约9.3%。",
    [V("revenue", "2025S3", "1041.86"), G("revenue", "2025S3", { v: "9.3", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "9.3%是前三季度累计增速；单季+12.90%" },
  ),
  nd("t", O, "tT", "technical", "10月13日MACD死叉，近60个交易日仍累计上涨约47%。", [
    MACD("dead_cross", 20),
    RET(60, { v: "47", cmp: "approx" }),
  ]),
  nd(
    "f",
    O,
    "fV",
    "valuation",
    "7月初市净率5.02倍，市值1.21万亿元，对应2024年利润市盈率约30倍。",
    [
      SNAP("pb", "5.02", "x", "eq"),
      SNAP("marketCap", "1.21", "万亿", "approx"),
      H.MCPE("2024", "30", "approx", { err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约23.9倍" },
  ),
  // 中国平安
  pa("t", P, "fE", "annual", "2024年归母净利润1266.07亿元，同比大增47.8%；营业总收入同比增长12.6%。", [
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "47.8", cmp: "approx", size: "大增" }),
    G("revenue", "2024", { v: "12.6", cmp: "approx" }),
  ]),
  pa("u", P, "tF", "quarterly", "一季度归母净利润同比下降约26%，主要因投资端波动。", [U("2025Q1未存储")]),
  pa("t", P, "tN", "announcement", "3月20日已公告2024年年度利润分配方案。", [
    EV("dividend", true, { from: "2025-03-20", title: "2024年年度利润分配" }),
  ]),
  pa("u", O, "tF", "quarterly", "前三季度归母净利润同比增长11.5%，单季增速明显提升。", [U("2025M9未存储")]),
  pa("t", O, "tT", "technical", "10月14日MACD金叉，股价57.83元位于年线54.47元上方。", [
    MACD("golden_cross", 20),
    CLOSE("57.83"),
    MA(250, "above"),
    MA(250, "value", { v: "54.47" }),
  ]),
  pa(
    "f",
    S,
    "tT",
    "technical",
    "8月27日MACD金叉后DIF持续位于DEA上方，短线多头占优。",
    [MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "8月27日为死叉，DIF -0.044<DEA 0.270" },
  ),
  // 中国石化
  sh("t", P, "fV", "valuation", "收盘5.66元，对应2024年EPS 0.41元的静态PE约13.8倍。", [
    CLOSE("5.66"),
    V("basic_eps", "2024", "0.41", "元"),
    PE("2024", "13.8", "approx"),
  ]),
  sh("u", S, "tF", "quarterly", "上半年归母净利润同比下滑约40%，炼油毛利继续收窄。", [U("中国石化季报未存储")]),
  sh("t", S, "tT", "technical", "9月5日MACD死叉，收盘5.69元跌破此前10个交易日的全部收盘价。", [
    MACD("dead_cross", 1),
    CLOSE("5.69"),
    BRK(10, "down"),
  ]),
  sh(
    "f",
    O,
    "tS",
    "technical",
    "近20个交易日反弹约8%，站上20日均线。",
    [RET(20, { v: "8", cmp: "approx", err: "wrong_magnitude" }), MA(20, "above")],
    { err: "wrong_magnitude", note: "近20日+2.24%" },
  ),
  sh("t", Z, "fE", "annual", "2019年营业收入2.97万亿元，归母净利润575.91亿元，ROE 7.9%。", [
    V("operating_revenue", "2019", "2.97", "万亿", "approx"),
    V("net_profit", "2019", "575.91"),
    V("roe", "2019", "7.9", "%"),
  ]),
  sh("u", Z, "bear", "annual", "2019年归母净利润同比下滑约8%，炼化景气回落。", [
    V("net_profit", "2019", "575.91"),
    U("2018年数据未存储"),
  ]),
  sh("t", Z, "fR", "annual", "2019年资产负债率50.04%，经营现金流1534.20亿元，约为净利润的2.7倍。", [
    V("debt_ratio", "2019", "50.04", "%"),
    V("operating_cash_flow", "2019", "1534.20"),
    R("operating_cash_flow", "net_profit", "2019", "2.7", { cmp: "approx" }),
  ]),
  // 五粮液
  wl("t", Z, "tT", "technical", "收盘145.22元，MA5>MA10>MA20>MA60多头排列，RSI约70。", [
    CLOSE("145.22"),
    MAORDER([5, 10, 20, 60], "bull"),
    RSI("70", "approx"),
  ]),
  wl(
    "f",
    Z,
    "fV",
    "valuation",
    "按2019年每股收益4.48元计，当前股价对应PE约25倍。",
    [V("basic_eps", "2019", "4.48", "元"), PE("2019", "25", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "145.22/4.48=32.4倍" },
  ),
  wl("t", Z, "tS", "technical", "今年以来上涨约9%，近20个交易日涨13%，股价逼近52周高点147.99元。", [
    SPAN("2019-12-31", { v: "9", cmp: "approx" }),
    RET(20, { v: "13", cmp: "approx" }),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-3", cmp: "gt" }),
  ]),
  wl(
    "f",
    Z,
    "fE",
    "annual",
    "2019年营收501.18亿元，较2017年增长25.2%。",
    [
      V("operating_revenue", "2019", "501.18"),
      G("operating_revenue", "2019", { base: "2017", v: "25.2", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "25.2%是较2018年；较2017年+66.0%" },
  ),
  wl("u", Z, "tN", "undecidable", "一季度营收同比增长约15%，疫情影响有限。", [U("五粮液季报未存储")]),
  wl("t", O, "tTr", "technical", "收盘118.99元，距52周低点115.4元仅约3%，RSI约38。", [
    CLOSE("118.99"),
    LO52({ cond: "level", v: "115.4" }),
    LO52({ v: "3", cmp: "approx" }),
    RSI("38", "approx"),
  ]),
];
