// Points dated before 2026-04-30: 2025-04-30 (FY2024, 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025),
// 2020-05-15 (五粮液 FY2019); and what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, R, MAX, RET, CLOSE, MA, RSI, MACD, HI52, LO52, VOL, U, QOQ, PAIR, GDIFF, PE, X } = H;
const mt = H.maker("b58-lt-mt", "600519");
const nd = H.maker("b58-lt-nd", "300750");
const zs = H.maker("b58-lt-zs", "600036");
const pa = H.maker("b58-lt-pa", "601318");
const yd = H.maker("b58-lt-yd", "002594");
const wl = H.maker("b58-lt-wl", "000858");
const P = "2025-04-30";
const S = "2025-09-05";
const N = "2025-10-31";
const O = "2020-05-15";

export default [
  // 2025-04-30
  mt("t", P, "bull", "annual", "2024年营业总收入1741.44亿元，同比增约15.7%；归母净利润862.28亿元，增约15.4%。", [
    V("revenue", "2024", "1741.44"),
    G("revenue", "2024", { v: "15.7", cmp: "approx" }),
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
  ]),
  mt("t", P, "fE", "quarterly", "25Q1毛利率91.97%、净利率54.89%，两项都高于2024年全年的91.93%和52.27%。", [
    V("gross_margin", "2025Q1", "91.97", "%"),
    V("net_margin", "2025Q1", "54.89", "%"),
    PAIR("gross_margin", "2025Q1", undefined, { period2: "2024", mode: "gt" }),
    PAIR("net_margin", "2025Q1", undefined, { period2: "2024", mode: "gt" }),
  ]),
  mt(
    "f",
    P,
    "fQ",
    "quarterly",
    "一季度净利率52.27%，比去年全年还低，费用端在侵蚀利润。",
    [V("net_margin", "2025Q1", "52.27", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "52.27%是2024年全年；2025Q1为54.89%" },
  ),
  mt("t", P, "tT", "technical", "收盘1547元，压在20日线约1551元之下，但仍守在60日线1527元上方。", [
    CLOSE("1547"),
    MA(20, "value", { v: "1551", cmp: "approx" }),
    MA(20, "below"),
    MA(60, "value", { v: "1527", cmp: "approx" }),
    MA(60, "above"),
  ]),
  mt("u", P, "fM", "undecidable", "公司年初定下营收增长9%的目标，二季度动销决定能否完成。", [
    U("经营目标与动销不在数据内"),
  ]),
  mt(
    "u",
    P,
    "bear",
    "undecidable",
    "2025年全年归母净利润只有823亿元左右，增长已经停了。",
    [V("net_profit", "2025", "823", "亿", "approx")],
    { note: "FY2025于2026年才披露" },
  ),
  nd("t", P, "fE", "quarterly", "2025年一季度营收847.05亿元，归母净利139.63亿元，净利率17.55%。", [
    V("revenue", "2025Q1", "847.05"),
    V("net_profit", "2025Q1", "139.63"),
    V("net_margin", "2025Q1", "17.55", "%"),
  ]),
  nd("f", P, "tT", "technical", "4月21日MACD出现死叉，反弹已经结束。", [MACD("dead_cross", 8, { err: "technical" })], {
    err: "technical",
    note: "4月21日为金叉",
  }),
  zs("t", P, "fR", "annual", "2024年归母净利润1483.91亿元，同比增约1.2%；营收3374.88亿元反而下降约0.5%。", [
    V("net_profit", "2024", "1483.91"),
    G("net_profit", "2024", { v: "1.2", cmp: "approx" }),
    V("revenue", "2024", "3374.88"),
    G("revenue", "2024", { v: "-0.5", cmp: "approx" }),
  ]),
  pa("t", P, "bull", "annual", "2024年归母净利润1266.07亿元，同比大增约47.8%，走出了两年的低谷。", [
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "47.8", cmp: "approx", size: "大增" }),
  ]),
  pa(
    "f",
    P,
    "tT",
    "technical",
    "收盘50.71元站上5日线，短线转强。",
    [CLOSE("50.71"), MA(5, "above", { err: "technical" })],
    { err: "technical", note: "MA5 51.09" },
  ),
  // 2025-09-05
  mt("t", S, "fE", "quarterly", "上半年归母净利454.03亿元，其中二季度单季185.55亿元，明显少于一季度的268.47亿元。", [
    V("net_profit", "2025H1", "454.03"),
    V("net_profit", "2025S2", "185.55"),
    V("net_profit", "2025Q1", "268.47"),
    QOQ("net_profit", "2025S2", "2025Q1", { dir: "down" }),
  ]),
  mt(
    "f",
    S,
    "tS",
    "technical",
    "近20日涨了4%以上，但量能较前20日萎缩，是典型的缩量反弹。",
    [RET(20, { v: "4", cmp: "gt" }), VOL("shrink", { err: "technical" })],
    { err: "technical", note: "20日均量/前20日=1.51" },
  ),
  nd("t", S, "tT", "technical", "收盘325.11元刷新52周新高，RSI已到73，进入超买区。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "approx"),
    RSI("70", "gt"),
  ]),
  nd("t", S, "fSy", "quarterly", "上半年营收1788.86亿元，同比增约7.3%；归母净利304.85亿元，增约33.3%。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33.3", cmp: "approx" }),
  ]),
  nd(
    "u",
    S,
    "fE",
    "undecidable",
    "二季度单季归母净利165.23亿元，同比增长约33%。",
    [V("net_profit", "2025S2", "165.23"), G("net_profit", "2025S2", { v: "33", cmp: "approx" })],
    { note: "2024年一季度未存储，单季同比无从计算" },
  ),
  yd("t", S, "fR", "quarterly", "上半年归母净利155.11亿元同比增约13.8%，但二季度单季63.56亿元环比一季度少了三成多。", [
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
    V("net_profit", "2025S2", "63.56"),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "-30", cmp: "lt" }),
  ]),
  yd("u", S, "tT", "undecidable", "股价较一年前上涨约60%，长期趋势仍然向上。", [RET(250, { v: "60", cmp: "approx" })], {
    note: "日线始于2025-07-29",
  }),
  zs(
    "f",
    S,
    "bear",
    "quarterly",
    "上半年归母净利749.30亿元，同比下降0.3%，利润已经转负。",
    [
      V("net_profit", "2025H1", "749.30"),
      G("net_profit", "2025H1", { v: "-0.3", cmp: "approx", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+0.25%" },
  ),
  // 2025-10-31
  mt("t", N, "tF", "quarterly", "前三季度归母净利646.27亿元，三季度单季192.24亿元，比二季度185.55亿元略有回升。", [
    V("net_profit", "2025M9", "646.27"),
    V("net_profit", "2025S3", "192.24"),
    QOQ("net_profit", "2025S3", "2025S2", { size: "略有增长" }),
  ]),
  mt(
    "f",
    N,
    "tT",
    "technical",
    "收盘1430.01元，距52周低点1400元还有一成以上的安全垫。",
    [CLOSE("1430.01"), LO52({ cond: "level", v: "1400" }), LO52({ v: "10", cmp: "gt", err: "technical" })],
    { err: "technical", note: "距低点+2.14%" },
  ),
  nd("t", N, "fE", "quarterly", "前三季度营收2830.72亿元，同比增约9.3%；归母净利490.34亿元，增约36.2%。", [
    V("revenue", "2025M9", "2830.72"),
    G("revenue", "2025M9", { v: "9.3", cmp: "approx" }),
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36.2", cmp: "approx" }),
  ]),
  nd("t", N, "tT", "technical", "60个交易日涨了约46.9%，RSI 58.5；10月13日死叉后DIF仍略低于DEA。", [
    RET(60, { v: "46.9", cmp: "approx" }),
    RSI("58.5", "approx"),
    MACD("dead_cross", 15),
    MACD("dif_below_dea", 0),
  ]),
  nd(
    "f",
    N,
    "fQ",
    "quarterly",
    "三季度单季营收1041.86亿元，同比只增约9.3%，增速并不惊艳。",
    [V("revenue", "2025S3", "1041.86"), G("revenue", "2025S3", { v: "9.3", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "9.3%是前三季度累计；三季度单季+12.9%" },
  ),
  yd("t", N, "tBe", "quarterly", "三季度单季营收1949.85亿元，同比降约3%；单季归母净利78.23亿元，同比降约32.6%。", [
    V("revenue", "2025S3", "1949.85"),
    G("revenue", "2025S3", { v: "-3", cmp: "approx" }),
    V("net_profit", "2025S3", "78.23"),
    G("net_profit", "2025S3", { v: "-32.6", cmp: "approx" }),
  ]),
  yd(
    "f",
    N,
    "vT",
    "technical",
    "收盘100.79元，仍站在20日线105.54元之上，趋势未坏。",
    [CLOSE("100.79"), MA(20, "value", { v: "105.54" }), MA(20, "above", { err: "technical" })],
    { err: "technical" },
  ),
  zs("t", N, "fSy", "quarterly", "前三季度归母净利1137.72亿元，同比增约0.5%，其中三季度单季388.42亿元增约1%。", [
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
    V("net_profit", "2025S3", "388.42"),
    G("net_profit", "2025S3", { v: "1", cmp: "approx" }),
  ]),
  // 2020-05-15: 五粮液 FY2019
  wl("t", O, "bull", "annual", "2019年营收501.18亿元、同比+25.2%，归母净利174.02亿元、+30.0%，利润跑赢收入。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.2" }),
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30.0" }),
    GDIFF({ metric: "net_profit", period: "2019" }, { metric: "operating_revenue", period: "2019" }, { dir: "up" }),
  ]),
  wl("t", O, "fV", "valuation", "以2019年每股收益4.48元计，145.22元的股价对应PE约32.4倍。", [
    V("basic_eps", "2019", "4.48", "元"),
    CLOSE("145.22"),
    PE("2019", "32.4", "approx"),
  ]),
  wl("t", O, "tT", "technical", "RSI 70.3进入超买区，收盘145.22元离52周高点147.99元不到2%。", [
    RSI("70.3", "approx"),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
  ]),
  wl(
    "f",
    O,
    "fE",
    "annual",
    "2019年加权ROE达到28.48%，较上年再升一截。",
    [V("roe", "2019", "28.48", "%", "eq", { err: "wrong_value" }), G("roe", "2019", { dir: "up" })],
    { err: "wrong_value", note: "28.48%是资产负债率；ROE 25.26%" },
  ),
  wl("t", O, "tF", "annual", "2019年经营现金流231.12亿元，首次超过200亿元，约是2018年的1.9倍。", [
    V("operating_cash_flow", "2019", "231.12"),
    V("operating_cash_flow", "2019", "200", "亿", "gt"),
    MAX("operating_cash_flow", "2019", ["2015", "2016", "2017", "2018", "2019"]),
    V("operating_cash_flow", "2018", "200", "亿", "lt"),
    X("operating_cash_flow", "2019", "2018", { v: "1.9", cmp: "approx" }),
  ]),
  wl(
    "u",
    O,
    "fE",
    "undecidable",
    "2020年一季度营收同比增长约15%，疫情冲击有限。",
    [G("operating_revenue", "2020Q1", { v: "15", cmp: "approx" })],
    { note: "季报未存储" },
  ),
  wl(
    "f",
    O,
    "tTr",
    "technical",
    "近20个交易日股价已经涨了约23%，短线获利盘不少。",
    [RET(20, { v: "23", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实际+13.06%" },
  ),
  wl("t", O, "tP", "annual", "2019年末资产负债率28.48%，负债总额303.01亿元，对应总资产约1064亿元。", [
    V("debt_ratio", "2019", "28.48", "%"),
    V("total_liabilities", "2019", "303.01"),
    V("total_assets", "2019", "1064", "亿", "approx"),
    R("total_liabilities", "total_assets", "2019", "28.48", { u: "%" }),
  ]),
];
