// Points dated before 2026-04-30: 2025-09-05 (茅台 H1 2025), 2025-10-31 (nine months 2025), 2025-04-30 (招行 FY2024),
// 2021-04-30 (中国石化 / 中国平安 FY2020, 五粮液's price; no bars for 中国石化 / 中国平安 on that date).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, RET, CLOSE, MA, RSI, MACD, HI52, LO52, VOL, VOLR, QOQ, PE, POS52, PAIR, IND } = H;
const mt = H.maker("b88-late-mt", "600519");
const nd = H.maker("b88-late-nd", "300750");
const zs = H.maker("b88-late-zs", "600036");
const byd = H.maker("b88-late-byd", "002594");
const sh = H.maker("b88-late-sh", "600028");
const pa = H.maker("b88-late-pa", "601318");
const wl = H.maker("b88-late-wl", "000858");
const S = "2025-09-05";
const O = "2025-10-31";
const P = "2025-04-30";
const E = "2021-04-30";

export default [
  mt(
    "t",
    S,
    "fE",
    "quarterly",
    "2025年上半年归母净利润454.03亿元，其中二季度单季185.55亿元，低于一季度的268.47亿元。",
    [
      V("net_profit", "2025H1", "454.03"),
      V("net_profit", "2025S2", "185.55"),
      V("net_profit", "2025Q1", "268.47"),
      PAIR("net_profit", "2025S2", undefined, { period2: "2025Q1", mode: "lt" }),
    ],
  ),
  mt(
    "f",
    S,
    "bull",
    "quarterly",
    "2025年二季度单季归母净利润454.03亿元，环比一季度大幅提升。",
    [
      V("net_profit", "2025S2", "454.03", "亿", "eq", { err: "wrong_period" }),
      QOQ("net_profit", "2025S2", "2025Q1", { dir: "up", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "454.03亿是上半年累计；二季度单季185.55亿" },
  ),
  mt("t", S, "tT", "technical", "8月18日MACD重新金叉，DIF约11.7在DEA约9.0上方，RSI14约58。", [
    MACD("golden_cross", 16),
    MACD("dif_value", undefined, { v: "11.7", cmp: "approx" }),
    MACD("dea_value", undefined, { v: "9.0", cmp: "approx" }),
    RSI("58", "approx"),
  ]),
  mt(
    "f",
    S,
    "tS",
    "technical",
    "近20个交易日的日均成交量比之前20个交易日少了约三成，资金观望情绪浓厚。",
    [VOLR({ v: "0.7", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "量比1.51" },
  ),
  mt("t", S, "vT", "technical", "近20日均量约为前20日的1.5倍，明显放量，但股价距52周高点1910元仍低约22%。", [
    VOLR({ v: "1.5", cmp: "approx" }),
    VOL("expand_strong"),
    HI52({ cond: "level", v: "1910" }),
    HI52({ v: "-22", cmp: "approx" }),
  ]),
  mt("u", S, "fM", "annual", "2025年全年茅台归母净利润将超过900亿元，维持个位数增长。", [
    V("net_profit", "2025", "900", "亿", "gt"),
    G("net_profit", "2025", { size: "个位数增长" }),
  ]),
  nd("t", O, "fE", "quarterly", "2025年前三季度营收2830.72亿元仅增约9.3%，归母净利润490.34亿元却增约36.2%。", [
    V("revenue", "2025M9", "2830.72"),
    G("revenue", "2025M9", { v: "9.3", cmp: "approx" }),
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36.2", cmp: "approx" }),
  ]),
  nd("t", O, "tF", "quarterly", "单看三季度，宁德归母净利润185.49亿元，同比增长约41.2%，环比二季度再增约12%。", [
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "41.2", cmp: "approx" }),
    QOQ("net_profit", "2025S3", "2025S2", { v: "12", cmp: "approx" }),
  ]),
  nd(
    "f",
    O,
    "tBe",
    "quarterly",
    "前三季度毛利率25.31%，较上年同期的28.18%提升约2.9个百分点。",
    [
      V("gross_margin", "2025M9", "25.31", "%"),
      PP("gross_margin", "2025M9", { v: "2.9", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "下降2.87个百分点" },
  ),
  nd("u", O, "bull", "annual", "宁德时代2025年全年归母净利润达722.01亿元，同比增长约42%。", [
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
  ]),
  nd("t", O, "tT", "technical", "10月13日MACD死叉，20日均量缩至前20日的约0.75倍，但近60日仍涨约47%。", [
    MACD("death_cross", 16),
    VOLR({ v: "0.75", cmp: "approx" }),
    RET(60, { v: "47", cmp: "approx" }),
  ]),
  nd(
    "f",
    O,
    "tA",
    "technical",
    "收盘388.77元，刚刚刷新424.36元的52周高点。",
    [CLOSE("388.77"), HI52({ cond: "level", v: "424.36" }), HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme" },
  ),
  zs("t", P, "fE", "annual", "2024年归母净利润1483.91亿元，同比增约1.2%；营业收入3374.88亿元，同比微降约0.5%。", [
    V("net_profit", "2024", "1483.91"),
    G("net_profit", "2024", { v: "1.2", cmp: "approx" }),
    V("revenue", "2024", "3374.88"),
    G("revenue", "2024", { v: "-0.5", cmp: "approx", size: "微降" }),
  ]),
  zs(
    "f",
    P,
    "bear",
    "annual",
    "2024年营业收入3374.88亿元，同比下降约4.8%，息差收窄拖累明显。",
    [V("revenue", "2024", "3374.88"), G("revenue", "2024", { v: "-4.8", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "-0.48%" },
  ),
  zs("t", P, "fV", "valuation", "40.74元的收盘价约为2024年每股收益5.66元的7.2倍，即静态市盈率。", [
    V("basic_eps", "2024", "5.66", "元"),
    CLOSE("40.74"),
    PE("2024", "7.2"),
  ]),
  zs("t", P, "tT", "technical", "RSI14约37偏弱，MACD当日刚现死叉，近20个交易日跌了约5%。", [
    MACD("death_cross", 1),
    RSI("37", "approx"),
    RET(20, { v: "-5", cmp: "approx" }),
  ]),
  byd("t", O, "fE", "quarterly", "前三季度营收5662.66亿元，同比增长约12.8%，归母净利润233.33亿元却同比下降约7.5%。", [
    V("revenue", "2025M9", "5662.66"),
    G("revenue", "2025M9", { v: "12.8", cmp: "approx" }),
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
  ]),
  byd(
    "f",
    O,
    "bull",
    "quarterly",
    "三季度单季归母净利润78.23亿元，同比增长约32.6%，盈利拐点已现。",
    [
      V("net_profit", "2025S3", "78.23"),
      G("net_profit", "2025S3", { v: "32.6", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-32.6%" },
  ),
  byd("u", O, "tS", "technical", "股价已贴近52周低点100元，下方支撑较强。", [LO52({ cond: "level", v: "100" })]),
  sh("t", E, "bear", "annual", "中石化2020年归母净利润332.71亿元，同比下降约42%，扣非后亏损15.65亿元。", [
    V("net_profit", "2020", "332.71"),
    G("net_profit", "2020", { v: "-42", cmp: "approx" }),
    V("deducted_net_profit", "2020", "-15.65"),
  ]),
  sh(
    "f",
    E,
    "fE",
    "annual",
    "2020年营业收入21047.24亿元，同比下降约2.9%，疫情冲击有限。",
    [
      V("operating_revenue", "2020", "21047.24"),
      G("operating_revenue", "2020", { v: "-2.9", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "-29.0%" },
  ),
  sh("u", E, "tT", "technical", "中石化股价年内已跌破4元，创上市以来新低。", [CLOSE("4", "lt")]),
  pa("t", E, "fE", "annual", "平安2020年归母净利润1430.99亿元，同比降约4.2%；扣非归母净利润1435.40亿元，增约3.1%。", [
    V("net_profit", "2020", "1430.99"),
    G("net_profit", "2020", { v: "-4.2", cmp: "approx" }),
    V("deducted_net_profit", "2020", "1435.40"),
    G("deducted_net_profit", "2020", { v: "3.1", cmp: "approx" }),
  ]),
  pa(
    "f",
    E,
    "bull",
    "annual",
    "2020年基本每股收益8.10元，较2019年增长约4%。",
    [
      V("basic_eps", "2020", "8.10", "元"),
      G("basic_eps", "2020", { v: "4", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "8.41元降至8.10元，-3.7%" },
  ),
  pa("t", E, "fR", "annual", "2020年加权ROE为20.00%，较2019年下滑约4.35个百分点，每股净资产升至41.72元。", [
    V("roe", "2020", "20.00", "%"),
    PP("roe", "2020", { v: "-4.35", cmp: "approx" }),
    V("bps", "2020", "41.72", "元"),
    G("bps", "2020", { dir: "up" }),
  ]),
  pa("t", E, "tF", "annual", "2020年末总资产约9.53万亿元，同比增长约15.9%，经营现金流3120.75亿元。", [
    V("total_assets", "2020", "9.53", "万亿"),
    G("total_assets", "2020", { v: "15.9", cmp: "approx" }),
    V("operating_cash_flow", "2020", "3120.75"),
  ]),
  wl("t", E, "tT", "technical", "收盘285元站上全部均线，MACD于4月20日金叉，近250个交易日上涨约125%。", [
    CLOSE("285"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "above"),
    MA(120, "above"),
    MA(250, "above"),
    MACD("golden_cross", 9),
    RET(250, { v: "125", cmp: "approx" }),
  ]),
  wl(
    "f",
    E,
    "tBe",
    "technical",
    "股价距52周高点357.19元已回撤约35%，高位筹码松动。",
    [HI52({ cond: "level", v: "357.19" }), HI52({ v: "-35", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "-20.2%" },
  ),
  wl("u", E, "fE", "annual", "五粮液2020年归母净利润约200亿元，同比增长约15%。", [
    V("net_profit", "2020", "200", "亿", "approx"),
    G("net_profit", "2020", { v: "15", cmp: "approx" }),
  ]),
];
