// Earlier dates: 2025-04-30 (FY2024; 宁德 2025Q1), 2025-09-05 (宁德 H1 2025), 2025-10-31 (宁德 nine months), and
// 2020-05-15 (FY2019 of 五粮液 and 宁德时代). 中国平安 stores no 2025Q1 / H1 / M9, so those points are undecidable.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  MAX,
  UP,
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
  CAGR,
  X,
  MCNOW,
  POS52,
  BIAS,
  SPAN,
  BRK,
  QOQ,
  PSUM,
  IN,
  READ,
  VOLR,
  PAIR,
} = H;
const cl = H.maker("b40-lc", "300750");
const pa = H.maker("b40-lp", "601318");
const wl = H.maker("b40-lw", "000858");
const P = "2025-04-30";
const S = "2025-09-05";
const N = "2025-10-31";
const O = "2020-05-15";

export default [
  // ---- 宁德时代 2025-04-30 -------------------------------------------------------------------------------------
  cl("t", P, "bull", "annual", "2024年营收3620亿元虽同比下降9.7%，归母净利507亿元仍逆势增长15%，净利率达14.92%。", [
    V("revenue", "2024", "3620"),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    V("net_profit", "2024", "507"),
    G("net_profit", "2024", { v: "15" }),
    V("net_margin", "2024", "14.92", "%"),
  ]),
  cl(
    "f",
    P,
    "bear",
    "annual",
    "2024年营业总收入3620亿元，同比下滑接近两成，需求端明显走弱。",
    [V("revenue", "2024", "3620"), G("revenue", "2024", { v: "-20", cmp: "near", err: "overstatement" })],
    { err: "overstatement", note: "同比-9.70%" },
  ),
  cl("t", P, "fE", "quarterly", "25Q1营收847亿元、归母净利139.6亿元，单季净利率17.55%，高于2024全年的14.92%。", [
    V("revenue", "2025Q1", "847"),
    V("net_profit", "2025Q1", "139.6"),
    V("net_margin", "2025Q1", "17.55", "%"),
    PAIR("net_margin", "2025Q1", undefined, { period2: "2024", mode: "gt" }),
  ]),
  cl("u", P, "fE", "quarterly", "一季度归母净利139.6亿元，同比增长约33%，开年即超预期。", [
    V("net_profit", "2025Q1", "139.6"),
    U("2024Q1未存储，同比无法核验"),
  ]),
  cl("t", P, "tT", "technical", "收盘231.5元，仍在年线225.94元之上，但60日线250.58元压制明显；MACD于4月21日金叉。", [
    CLOSE("231.5"),
    MA(250, "above"),
    MA(250, "value", { v: "225.94" }),
    MA(60, "below"),
    MA(60, "value", { v: "250.58" }),
    MACD("golden_cross", 8),
  ]),
  cl(
    "f",
    P,
    "tTr",
    "technical",
    "近20个交易日上涨约7%，已收复清明前的失地。",
    [RET(20, { v: "7", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近20日-7.05%" },
  ),
  cl("u", P, "tN", "announcement", "公司已公告2024年度每10股派息45.53元的分红预案。", [
    U("宁德时代的公告仅自2026-02-09起收录"),
  ]),
  // ---- 宁德时代 2025-09-05 -------------------------------------------------------------------------------------
  cl("t", S, "fE", "quarterly", "上半年营收1788.86亿元、同比增7.27%，归母净利304.85亿元、同比增33.33%。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.27" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33.33" }),
  ]),
  cl(
    "f",
    S,
    "bear",
    "quarterly",
    "上半年毛利率25.02%，较去年同期下滑约1.5%，价格战侵蚀盈利。",
    [
      V("gross_margin", "2025H1", "25.02", "%"),
      G("gross_margin", "2025H1", { v: "-1.5", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "下滑1.51个百分点，相对降幅约5.7%" },
  ),
  cl("t", S, "bear", "quarterly", "上半年毛利率25.02%，比去年同期的26.53%低约1.5个百分点。", [
    V("gross_margin", "2025H1", "25.02", "%"),
    V("gross_margin", "2024H1", "26.53", "%"),
    PP("gross_margin", "2025H1", { v: "-1.5", cmp: "approx" }),
  ]),
  cl("t", S, "tF", "quarterly", "Q2单季营收941.82亿、归母净利165.23亿，环比Q1分别增长约11%和18%。", [
    V("revenue", "2025S2", "941.82"),
    V("net_profit", "2025S2", "165.23"),
    QOQ("revenue", "2025S2", "2025Q1", { v: "11", cmp: "approx" }),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "18", cmp: "approx" }),
  ]),
  cl("u", S, "tF", "quarterly", "二季度单季归母净利同比增长约34%，增速环比一季度加快。", [
    U("2024Q1未存储，2024Q2单季无法得出"),
  ]),
  cl("t", S, "tT", "technical", "股价325.11元创52周新高，5、10、20、60、120、250日均线完美多头排列，RSI升至73。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    MAORDER([5, 10, 20, 60, 120, 250], "bull"),
    RSI("73", "approx"),
  ]),
  cl(
    "f",
    S,
    "tC",
    "technical",
    "RSI只有55左右，远未超买，追高风险有限。",
    [RSI("55", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14 73.10，已超买" },
  ),
  cl("t", S, "tA", "technical", "近20日暴涨约23%，成交放大约六成，收盘突破此前60日全部收盘价。", [
    RET(20, { v: "23", cmp: "approx" }),
    VOLR({ v: "1.6", cmp: "approx" }),
    BRK(60, "up"),
  ]),
  cl("t", S, "fV", "valuation", "按325元收盘测算，对应近四季归母净利约25倍PE，估值并不便宜。", [
    CLOSE("325", "approx"),
    MCNOW("2025H1TTM", "25", "approx"),
  ]),
  // ---- 宁德时代 2025-10-31 -------------------------------------------------------------------------------------
  cl("t", N, "fE", "quarterly", "前三季度营收2830.72亿元、同比增9.28%，归母净利490.34亿元、同比增36.20%。", [
    V("revenue", "2025M9", "2830.72"),
    G("revenue", "2025M9", { v: "9.28" }),
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36.20" }),
  ]),
  cl(
    "f",
    N,
    "bull",
    "quarterly",
    "三季度单季归母净利490亿元，同比增长约36%，单季利润创纪录。",
    [
      V("net_profit", "2025S3", "490", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025S3", { v: "36", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "490亿与36%是前三季度累计；Q3单季185.49亿、+41.21%" },
  ),
  cl("t", N, "tF", "quarterly", "Q3单季营收1041.86亿、同比增约13%，归母净利185.49亿、同比增约41%。", [
    V("revenue", "2025S3", "1041.86"),
    G("revenue", "2025S3", { v: "13", cmp: "approx" }),
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
  ]),
  cl("t", N, "tT", "technical", "10月13日MACD死叉后DIF仍在零轴上方，收盘388.77元守住20日和60日均线。", [
    MACD("dead_cross", 15),
    MACD("dif_above_zero"),
    CLOSE("388.77"),
    MA(20, "above"),
    MA(60, "above"),
  ]),
  cl("f", N, "tNe", "technical", "近20日较前20日明显放量，资金仍在积极进场。", [VOL("expand", { err: "technical" })], {
    err: "technical",
    note: "20日均量/前20日=0.753，缩量",
  }),
  cl("t", N, "tS", "technical", "距52周高点424.36元约差8%，近60个交易日累计上涨约47%。", [
    HI52({ cond: "level", v: "424.36" }),
    HI52({ v: "-8", cmp: "approx" }),
    RET(60, { v: "47", cmp: "approx" }),
  ]),
  // ---- 中国平安 earlier ----------------------------------------------------------------------------------------
  pa("t", P, "bull", "annual", "2024年归母净利1266亿元，同比大增约48%，营业总收入10289亿元、增长约12.6%。", [
    V("net_profit", "2024", "1266"),
    G("net_profit", "2024", { v: "48", cmp: "approx" }),
    V("revenue", "2024", "10289"),
    G("revenue", "2024", { v: "12.6", cmp: "approx" }),
  ]),
  pa(
    "f",
    P,
    "fE",
    "annual",
    "2024年归母净利1266亿元，较2022年增长约48%。",
    [
      V("net_profit", "2024", "1266"),
      G("net_profit", "2024", { base: "2022", v: "48", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "48%是较2023年；较2022年+51.1%" },
  ),
  pa("u", P, "fE", "quarterly", "2025年一季度归母净利同比下降约26%，主要受投资收益波动影响。", [U("2025Q1未存储")]),
  pa("t", P, "tN", "announcement", "3月20日公告2024年年度利润分配方案，同日公告注销回购A股股份。", [
    EV("dividend", true, { from: "2025-03-20", to: "2025-03-20", title: "2024年年度利润分配" }),
    EV("repurchase", true, { from: "2025-03-20", to: "2025-03-20", title: "注销" }),
  ]),
  pa("t", P, "tT", "technical", "收盘50.71元，MACD于4月21日金叉，DIF -0.04仍略低于零轴。", [
    CLOSE("50.71"),
    MACD("golden_cross", 8),
    MACD("dif_value", undefined, { v: "-0.04", cmp: "approx" }),
    MACD("dif_below_zero"),
  ]),
  pa("u", S, "fE", "quarterly", "2025年上半年归母净利同比下降约4%，营运利润则保持增长。", [
    U("2025H1未存储；营运利润库中无"),
  ]),
  pa("t", S, "tN", "announcement", "8月27日公告2025年中期利润分配方案，中期分红如期而至。", [
    EV("dividend", true, { from: "2025-08-27", to: "2025-08-27", title: "中期利润分配" }),
  ]),
  pa(
    "f",
    S,
    "tT",
    "technical",
    "8月27日MACD形成金叉，DIF重新站上DEA，短线转强。",
    [MACD("golden_cross", 8, { err: "technical" })],
    { err: "technical", note: "8月27日为死叉，DIF -0.044低于DEA 0.270" },
  ),
  pa("t", S, "tS", "technical", "近250个交易日累计上涨约34%，较52周低点41.82元已高出近四成。", [
    RET(250, { v: "34", cmp: "approx" }),
    LO52({ cond: "level", v: "41.82" }),
    LO52({ v: "40", cmp: "near" }),
  ]),
  pa("t", N, "tT", "technical", "收盘57.83元，10月14日MACD金叉，DIF 0.40在零轴之上，RSI约53。", [
    CLOSE("57.83"),
    MACD("golden_cross", 14),
    MACD("dif_value", undefined, { v: "0.40", cmp: "approx" }),
    RSI("53", "approx"),
  ]),
  pa("u", N, "fE", "quarterly", "前三季度归母净利约1329亿元，同比增长11.5%，三季度单季大增45%。", [U("2025M9未存储")]),
  // ---- 2020-05-15 (FY2019 public) -----------------------------------------------------------------------------
  wl("t", O, "fE", "annual", "2019年营收501.18亿元、同比增25.2%，归母净利174.02亿元、同比增30.0%，双双创出新高。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25.2" }),
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30.0" }),
    MAX("net_profit", "2019", ["2015", "2016", "2017", "2018", "2019"]),
    MAX("operating_revenue", "2019", ["2015", "2016", "2017", "2018", "2019"]),
  ]),
  wl(
    "f",
    O,
    "bear",
    "annual",
    "2019年资产负债率升到28.48%，比2018年提高约4个百分点，为2015年以来第二高。",
    [
      V("debt_ratio", "2019", "28.48", "%"),
      PP("debt_ratio", "2019", { v: "4", cmp: "approx" }),
      H.RANK("debt_ratio", "2019", ["2015", "2016", "2017", "2018", "2019"], "max", 2, { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2019年是五年最高" },
  ),
  wl("t", O, "tF", "annual", "2019年经营现金流净额231.12亿元，几乎是上年123.17亿的1.9倍，超过当年净利润。", [
    V("operating_cash_flow", "2019", "231.12"),
    V("operating_cash_flow", "2018", "123.17"),
    X("operating_cash_flow", "2019", "2018", { v: "1.9", cmp: "approx" }),
    PAIR("operating_cash_flow", "2019", undefined, { metric2: "net_profit", mode: "gt" }),
  ]),
  wl("t", O, "tB", "annual", "总资产在2019年首次突破千亿，达1063.97亿元；每股收益4.48元，ROE 25.26%。", [
    V("total_assets", "2019", "1063.97"),
    V("total_assets", "2018", "1000", "亿", "lt"),
    V("basic_eps", "2019", "4.48", "元"),
    V("roe", "2019", "25.26", "%"),
  ]),
  wl("t", O, "tT", "technical", "收盘145.22元站上全部均线，距52周高点147.99元不足2%，RSI 70.3已进入超买区。", [
    CLOSE("145.22"),
    MA(250, "above"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "above"),
    MA(120, "above"),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
    RSI("70.3", "approx"),
    RSI("70", "gt"),
  ]),
  wl(
    "f",
    O,
    "tT",
    "technical",
    "5、10、20、60、120日均线已全面多头排列，上涨趋势非常完整。",
    [MAORDER([5, 10, 20, 60, 120], "bull", { err: "technical" })],
    { err: "technical", note: "MA60 125.99低于MA120 127.66" },
  ),
  wl("t", O, "tS", "technical", "今年以来上涨约9%，近一年涨幅约51%，较52周低点96元已高出五成。", [
    SPAN("2019-12-31", { v: "9", cmp: "approx" }),
    RET(250, { v: "51", cmp: "approx" }),
    LO52({ cond: "level", v: "96" }),
    LO52({ v: "50", cmp: "gt" }),
  ]),
  wl("u", O, "fV", "valuation", "当前股价对应2019年利润约32倍PE，处于白酒板块中位。", [
    H.PE("2019", "32", "approx"),
    U("白酒板块估值库中无"),
  ]),
  cl("t", O, "fE", "annual", "2019年营收457.88亿元，同比增长约55%，归母净利45.60亿元、增长约35%。", [
    V("operating_revenue", "2019", "457.88"),
    G("operating_revenue", "2019", { v: "55", cmp: "approx" }),
    V("net_profit", "2019", "45.60"),
    G("net_profit", "2019", { v: "35", cmp: "approx" }),
  ]),
  cl(
    "f",
    O,
    "fQ",
    "annual",
    "2019年扣非净利39.15亿元，同比增幅约35%，与归母净利同步。",
    [
      V("deducted_net_profit", "2019", "39.15"),
      G("deducted_net_profit", "2019", { v: "35", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "扣非+25.16%" },
  ),
  cl("u", O, "tT", "technical", "股价145元，距52周高点约差14%，仍处一年区间的中上部。", [
    CLOSE("145", "approx"),
    U("连续日线始于2020-01-02，不足52周"),
  ]),
];
