// Points dated before the latest data (2025-04-30, 2025-09-05, 2025-10-31): what was public then, one error each
// for most, and what was not yet public (a report after asOf, a price after the last bar) as undecidable.
import * as H from "../spec-helpers.mjs";

const { V, G, RET, CLOSE, MA, MACD, HI52, LO52, VOL, U, QOQ, POS52, SPAN, PE } = H;
const mt = H.maker("b10-lt-mt", "600519");
const nd = H.maker("b10-lt-nd", "300750");
const zs = H.maker("b10-lt-zs", "600036");
const pa = H.maker("b10-lt-pa", "601318");
const sh = H.maker("b10-lt-sh", "600028");
const wl = H.maker("b10-lt-wl", "000858");
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";
const f = (maker, asOf, role, cat, claim, spec, err, note) => maker("f", asOf, role, cat, claim, spec, { err, note });

export default [
  // 贵州茅台 on 2025-04-30 and 2025-10-31.
  mt("t", P, "tF", "quarterly", "2025年一季度归母净利润268.47亿元，同比增长约11.6%。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
  ]),
  f(
    mt,
    P,
    "tF",
    "quarterly",
    "2025年一季度归母净利润268.47亿元，同比增长约15.4%，延续了去年的增速。",
    [V("net_profit", "2025Q1", "268.47"), G("net_profit", "2025Q1", { v: "15.4", cmp: "approx", err: "wrong_period" })],
    "wrong_period",
    "15.4%是2024全年；一季度+11.56%",
  ),
  mt("u", P, "tF", "quarterly", "2025年上半年归母净利润有望突破450亿元。", [U("预测；半年报在asOf之后")]),
  f(
    mt,
    P,
    "bear",
    "annual",
    "2024年经营现金流924.64亿元，同比下降约39%。",
    [
      V("operating_cash_flow", "2024", "924.64"),
      G("operating_cash_flow", "2024", { v: "-39", cmp: "approx", err: "wrong_direction" }),
    ],
    "wrong_direction",
    "+38.85%",
  ),
  f(
    mt,
    P,
    "tT",
    "technical",
    "截至4月30日，股价1547元，已跌破250日均线。",
    [CLOSE("1547"), MA(250, "below", { err: "technical" })],
    "technical",
    "MA250 1522.10在下方",
  ),
  mt("t", O, "bull", "quarterly", "2025年前三季度归母净利润646.27亿元，同比增长约6.2%。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
  ]),
  f(
    mt,
    O,
    "bull",
    "quarterly",
    "2025年前三季度归母净利润646.27亿元，同比增长约11.6%。",
    [V("net_profit", "2025M9", "646.27"), G("net_profit", "2025M9", { v: "11.6", cmp: "approx", err: "wrong_period" })],
    "wrong_period",
    "11.6%是一季度增速；前三季度+6.25%",
  ),
  f(
    mt,
    O,
    "bear",
    "quarterly",
    "三季度单季归母净利润约192亿元，环比二季度下降约4%。",
    [
      V("net_profit", "2025S3", "192", "亿", "approx"),
      QOQ("net_profit", "2025S3", "2025S2", { v: "-4", cmp: "approx", err: "wrong_direction" }),
    ],
    "wrong_direction",
    "185.55→192.24，+3.6%",
  ),
  mt("t", O, "bear", "quarterly", "三季度单季归母净利润约192亿元，比二季度的约186亿元略有增加。", [
    V("net_profit", "2025S3", "192", "亿", "approx"),
    V("net_profit", "2025S2", "186", "亿", "approx"),
    QOQ("net_profit", "2025S3", "2025S2", { dir: "up" }),
  ]),
  f(
    mt,
    O,
    "tT",
    "technical",
    "10月底股价1430元，距52周低点约10%。",
    [CLOSE("1430.01", "eq"), LO52({ v: "10", cmp: "approx", err: "technical" })],
    "technical",
    "距低点+2.14%",
  ),
  mt("t", O, "tT", "technical", "10月28日MACD再度死叉，股价1430元处在52周区间的下端（约一成一的位置）。", [
    MACD("dead_cross", 4),
    POS52({ v: "11", cmp: "approx" }),
  ]),
  mt("u", O, "tS", "technical", "11月上旬股价有望回到1500元上方。", [U("asOf之后的价格")]),
  // 宁德时代 on 2025-04-30.
  nd("t", P, "bull", "annual", "2024年归母净利润507.45亿元，同比增长约15%，营收却下降近一成。", [
    V("net_profit", "2024", "507.45"),
    G("net_profit", "2024", { v: "15", cmp: "approx" }),
    G("revenue", "2024", { v: "-10", cmp: "near" }),
  ]),
  f(
    nd,
    P,
    "bull",
    "annual",
    "2024年归母净利润507.45亿元，同比增长约44%。",
    [V("net_profit", "2024", "507.45"), G("net_profit", "2024", { v: "44", cmp: "approx", err: "wrong_period" })],
    "wrong_period",
    "44%是2023年",
  ),
  nd("u", P, "tF", "quarterly", "2025年一季度归母净利润139.63亿元，同比增长约33%。", [
    V("net_profit", "2025Q1", "139.63"),
    G("net_profit", "2025Q1", { v: "33", cmp: "approx" }),
  ]),
  f(
    nd,
    P,
    "tT",
    "technical",
    "4月30日收盘231.5元，站上了60日均线。",
    [CLOSE("231.5"), MA(60, "above", { err: "technical" })],
    "technical",
    "MA60 250.58",
  ),
  nd("t", P, "tT", "technical", "股价231.5元，略高于20日和250日均线，但低于60日均线；4月21日MACD金叉。", [
    MA(20, "above"),
    MA(250, "above"),
    MA(60, "below"),
    MACD("golden_cross", 8),
  ]),
  f(
    nd,
    P,
    "tT",
    "technical",
    "年初以来股价上涨约13%。",
    [SPAN("2024-12-31", { v: "13", cmp: "approx", err: "wrong_direction" })],
    "wrong_direction",
    "-12.97%",
  ),
  nd("u", P, "tN", "announcement", "公司拟发行H股并在港交所上市，募资用于匈牙利工厂。", [
    U("公告只收录2026-02-09之后"),
  ]),
  // 招商银行 on 2025-10-31.
  zs("t", O, "bear", "quarterly", "前三季度营收2514亿元，同比下降约0.5%；归母净利润1138亿元，同比增长约0.5%。", [
    V("revenue", "2025M9", "2514", "亿", "approx"),
    G("revenue", "2025M9", { v: "-0.5", cmp: "approx" }),
    V("net_profit", "2025M9", "1138", "亿", "approx"),
    G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
  ]),
  f(
    zs,
    O,
    "bull",
    "quarterly",
    "前三季度营收2514亿元，同比增长约0.5%，收入端已经转正。",
    [
      V("revenue", "2025M9", "2514", "亿", "approx"),
      G("revenue", "2025M9", { v: "0.5", cmp: "approx", err: "wrong_direction" }),
    ],
    "wrong_direction",
    "-0.51%",
  ),
  f(
    zs,
    O,
    "fE",
    "quarterly",
    "三季度单季归母净利润约388亿元，同比增长约10%。",
    [
      V("net_profit", "2025S3", "388", "亿", "approx"),
      G("net_profit", "2025S3", { v: "10", cmp: "approx", err: "wrong_magnitude" }),
    ],
    "wrong_magnitude",
    "384.41→388.42，+1.0%",
  ),
  zs("t", O, "fE", "quarterly", "三季度单季归母净利润约388亿元，同比增长约1%。", [
    V("net_profit", "2025S3", "388", "亿", "approx"),
    G("net_profit", "2025S3", { v: "1", cmp: "approx" }),
  ]),
  f(
    zs,
    O,
    "tT",
    "technical",
    "10月底股价40.89元，站在60日均线之上。",
    [CLOSE("40.89"), MA(60, "above", { err: "technical" })],
    "technical",
    "MA60 42.44",
  ),
  zs("t", O, "tT", "technical", "10月14日MACD金叉，但股价40.89元仍低于20日、60日和250日均线。", [
    MACD("golden_cross", 14),
    MA(20, "below"),
    MA(60, "below"),
    MA(250, "below"),
  ]),
  f(
    zs,
    O,
    "tS",
    "technical",
    "近60个交易日股价上涨约8%。",
    [RET(60, { v: "8", cmp: "approx", err: "wrong_direction" })],
    "wrong_direction",
    "-8.07%",
  ),
  zs("u", O, "fR", "quarterly", "三季度末核心一级资本充足率约14%，资本充裕。", [U("资本充足率")]),
  // 中国平安 on 2025-09-05.
  pa(
    "t",
    S,
    "tT",
    "technical",
    "9月5日收盘57.9元，近一年上涨约34%，但近20日均量放大到前20日的1.3倍以上时股价反而小跌。",
    [CLOSE("57.9"), RET(250, { v: "34", cmp: "approx" }), VOL("expand_strong"), RET(20, { dir: "down" })],
  ),
  f(
    pa,
    S,
    "tT",
    "technical",
    "股价57.9元，距52周高点62.8元回撤约18%。",
    [HI52({ cond: "level", v: "62.8" }), HI52({ v: "-18", cmp: "approx", err: "wrong_value" })],
    "wrong_value",
    "-7.80%",
  ),
  f(
    pa,
    S,
    "tS",
    "technical",
    "8月27日MACD金叉，短线动能转强。",
    [MACD("golden_cross", 8, { err: "technical" })],
    "technical",
    "8-27为死叉，金叉在8-22",
  ),
  pa("t", S, "tS", "technical", "8月22日MACD金叉后仅几天就在8月27日重新死叉，DIF目前在DEA下方。", [
    MACD("golden_cross", 11),
    MACD("dead_cross", 8),
    MACD("dif_below_dea"),
  ]),
  pa("u", S, "tF", "quarterly", "上半年归母净利润同比下降约4%，但营运利润增长。", [U("2025H1未存储")]),
  f(
    pa,
    P,
    "fV",
    "annual",
    "2024年营业收入10289亿元，较2022年增长约12.6%。",
    [
      V("revenue", "2024", "10289", "亿", "approx"),
      G("revenue", "2024", { base: "2022", v: "12.6", cmp: "approx", err: "wrong_base_year" }),
    ],
    "wrong_base_year",
    "较2022年-7.35%；+12.6%是较2023年",
  ),
  // 五粮液 / 中国石化 on 2025-09-05 (no report after FY2019 / FY2024).
  wl("t", S, "tT", "technical", "9月5日收盘126.81元，站上20日和60日均线，但仍低于250日均线。", [
    CLOSE("126.81"),
    MA(20, "above"),
    MA(60, "above"),
    MA(250, "below"),
  ]),
  f(
    wl,
    S,
    "tT",
    "technical",
    "近20日成交量较前20日萎缩约四成。",
    [VOL("shrink", { err: "technical" })],
    "technical",
    "1.602，放量六成",
  ),
  f(
    wl,
    S,
    "vT",
    "technical",
    "股价较52周高点178.76元回撤约19%。",
    [HI52({ cond: "level", v: "178.76" }), HI52({ v: "-19", cmp: "approx", err: "wrong_value" })],
    "wrong_value",
    "-29.06%",
  ),
  wl("u", S, "fE", "quarterly", "2025年上半年营收同比增长约4%，增速为近年低点。", [U("2025H1未存储")]),
  sh("t", S, "tT", "technical", "9月5日当天MACD死叉，股价5.69元低于20日、60日均线。", [
    MACD("dead_cross", 1),
    MA(20, "below"),
    MA(60, "below"),
  ]),
  f(
    sh,
    S,
    "tT",
    "technical",
    "过去一年股价下跌约7%，跌幅有限。",
    [RET(250, { v: "-7", cmp: "approx", err: "wrong_value" })],
    "wrong_value",
    "-17.42%",
  ),
  sh("u", S, "tF", "quarterly", "上半年归母净利润同比下降约四成，炼油毛利承压。", [U("2025H1未存储")]),
  f(
    sh,
    P,
    "fV",
    "valuation",
    "按2024年每股收益0.41元和4月30日收盘价5.66元计，PE约16倍。",
    [CLOSE("5.66"), PE("2024", "16", "approx", { err: "wrong_value" })],
    "wrong_value",
    "13.8倍",
  ),
  sh("t", P, "fV", "valuation", "按2024年每股收益0.41元和4月30日收盘价5.66元计，静态PE约13.8倍。", [
    CLOSE("5.66"),
    PE("2024", "13.8", "approx"),
  ]),
];
