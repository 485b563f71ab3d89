// Earlier dates: 五粮液 on 2020-05-15 (FY2019 public), 招商银行 / 中国平安 on 2025-04-30 (FY2024), 比亚迪 /
// 招商银行 on 2025-09-05 (H1 2025) and 2025-10-31 (nine months 2025), and what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, PE, EV, U } = H;
const { X, CAGR, QOQ, SPAN, DD, READ, PSUM, IN } = H;
const w = H.maker("b42-lw", "000858");
const z = H.maker("b42-lz", "600036");
const p = H.maker("b42-lp", "601318");
const b = H.maker("b42-lb", "002594");
const O = "2020-05-15";
const P = "2025-04-30";
const S = "2025-09-05";
const N = "2025-10-31";
const Y = ["2015", "2016", "2017", "2018", "2019"];

export default [
  // ---- 五粮液 2020-05-15 ---------------------------------------------------------------------------------------
  w("t", O, "bull", "annual", "2019年营收501.18亿元，首次突破500亿，同比增长25.2%；归母净利润174.02亿，增速30%。", [
    V("operating_revenue", "2019", "501.18"),
    V("operating_revenue", "2018", "500", "亿", "lt"),
    UP("operating_revenue", Y),
    G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }),
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
  ]),
  w("t", O, "fE", "annual", "2015-2019年归母净利润从61.76亿增至174.02亿，连续四年增长，年复合增速约30%。", [
    V("net_profit", "2015", "61.76"),
    V("net_profit", "2019", "174.02"),
    UP("net_profit", Y),
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "approx" }),
  ]),
  w(
    "f",
    O,
    "fE",
    "annual",
    "营收由216.59亿增至501.18亿，四年间扩大到约3.1倍。",
    [
      V("operating_revenue", "2015", "216.59"),
      V("operating_revenue", "2019", "501.18"),
      X("operating_revenue", "2019", "2015", { v: "3.1", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约2.31倍" },
  ),
  w("t", O, "tF", "annual", "加权ROE 25.26%，较2018年提升约2.5个百分点，EPS由3.47元升至4.48元。", [
    V("roe", "2019", "25.26", "%"),
    PP("roe", "2019", { v: "2.5", cmp: "approx" }),
    V("basic_eps", "2018", "3.47", "元"),
    V("basic_eps", "2019", "4.48", "元"),
  ]),
  w("t", O, "fV", "valuation", "按145.22元收盘价、2019年EPS 4.48元计，静态PE约32倍。", [
    CLOSE("145.22"),
    PE("2019", "32", "approx"),
  ]),
  w(
    "f",
    O,
    "fV",
    "valuation",
    "股价145.22元对应2019年每股收益的静态PE约42倍，估值偏贵。",
    [CLOSE("145.22"), PE("2019", "42", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "约32.4倍" },
  ),
  w("t", O, "fR", "annual", "经营现金流231.12亿元，同比增长约88%，是净利润的1.3倍，现金含量高。", [
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { v: "88", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2019", "1.3", { cmp: "approx" }),
  ]),
  w(
    "f",
    O,
    "tF",
    "annual",
    "负债率28.48%，较2018年下降约4个百分点，财务更趋保守。",
    [
      V("debt_ratio", "2019", "28.48", "%"),
      PP("debt_ratio", "2019", { v: "-4", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "较24.36%上升4.12个百分点" },
  ),
  w("t", O, "tT", "technical", "MA5>MA10>MA20>MA60多头排列，RSI14约70处于偏热区域，距52周高点147.99元不到2%。", [
    MAORDER([5, 10, 20, 60], "bull"),
    RSI("70", "approx"),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
  ]),
  w("t", O, "tS", "technical", "近一年（250日）股价上涨约51%，近20日再涨13%，但20日均量较前期缩量约两成。", [
    RET(250, { v: "51", cmp: "approx" }),
    RET(20, { v: "13", cmp: "approx" }),
    H.VOLR({ v: "0.8", cmp: "approx" }),
  ]),
  w(
    "f",
    O,
    "tT",
    "technical",
    "MACD的DIF已跌破DEA，高位死叉信号出现，需防回调。",
    [MACD("dif_below_dea", 0, { err: "technical" })],
    { err: "technical", note: "DIF 5.84 > DEA 5.10" },
  ),
  w(
    "f",
    O,
    "bull",
    "annual",
    "2019年归母净利润174.02亿元，增速创2015年以来最高。",
    [
      V("net_profit", "2019", "174.02"),
      H.GDIFF(
        { metric: "net_profit", period: "2019" },
        { metric: "net_profit", period: "2018" },
        { v: "0", cmp: "gt", err: "wrong_extreme" },
      ),
      H.GDIFF(
        { metric: "net_profit", period: "2019" },
        { metric: "net_profit", period: "2017" },
        { v: "0", cmp: "gt", err: "wrong_extreme" },
      ),
    ],
    { err: "wrong_extreme", note: "2017年+42.58%、2018年+38.35%均高于2019年+30.02%" },
  ),
  w("u", O, "fE", "undecidable", "2020年一季度营收同比增长约15%，疫情下仍实现两位数增长。", [
    G("operating_revenue", "2020Q1", { v: "15", cmp: "approx" }),
  ]),
  w("u", O, "tN", "undecidable", "五粮液年初至今涨9%，跑赢白酒指数约5个百分点。", [
    SPAN("2019-12-31", { v: "9", cmp: "approx" }),
    U("白酒指数未存储"),
  ]),
  // ---- 招商银行 2025-04-30 ---------------------------------------------------------------------------------------
  z("t", P, "fE", "annual", "2024年归母净利润1483.91亿元、同比+1.22%，营收3374.88亿、同比-0.48%，利润好于收入。", [
    V("net_profit", "2024", "1483.91"),
    G("net_profit", "2024", { v: "1.22" }),
    V("revenue", "2024", "3374.88"),
    G("revenue", "2024", { v: "-0.48" }),
  ]),
  z("t", P, "tT", "technical", "4月30日DIF下穿DEA形成死叉，RSI14约37，MA60(42.42)压在MA5(41.88)之上。", [
    MACD("death_cross", 1),
    RSI("37", "approx"),
    MA(60, "value", { v: "42.42" }),
    MA(5, "value", { v: "41.88" }),
    MAORDER([60, 5], "bull"),
  ]),
  z("u", P, "bear", "undecidable", "2025年全年归母净利润约1502亿元，增速会进一步放缓到1%附近。", [
    V("net_profit", "2025", "1502", "亿", "approx"),
  ]),
  z(
    "f",
    P,
    "tBe",
    "annual",
    "2024年营收3374.88亿元，同比增长0.5%，收入端已经企稳。",
    [
      V("revenue", "2024", "3374.88"),
      G("revenue", "2024", { v: "0.5", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-0.48%" },
  ),
  // ---- 中国平安 2025-04-30 ---------------------------------------------------------------------------------------
  p("t", P, "bull", "annual", "2024年归母净利润1266.07亿元，同比大增约48%；营业收入10289.25亿，增12.6%。", [
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "48", cmp: "approx", size: "大增" }),
    V("revenue", "2024", "10289.25"),
    G("revenue", "2024", { v: "12.6", cmp: "approx" }),
  ]),
  p("u", P, "fE", "undecidable", "2025年一季度归母净利润约270亿元，同比下降约26%。", [
    G("net_profit", "2025Q1", { v: "-26", cmp: "approx" }),
  ]),
  p(
    "f",
    P,
    "tN",
    "announcement",
    "平安4月已抢先公告2025年中期利润分配方案，分红节奏提前。",
    [EV("dividend", true, { from: "2025-04-01", title: "中期", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2025年中期方案于8月27日才公告" },
  ),
  p(
    "f",
    P,
    "tBe",
    "annual",
    "2024年净利润1266.07亿元，仍低于2023年水平。",
    [V("net_profit", "2024", "1266.07"), G("net_profit", "2024", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "较2023年856.65亿+47.8%" },
  ),
  // ---- 比亚迪 2025-09-05 ---------------------------------------------------------------------------------------
  b("t", S, "fE", "quarterly", "上半年营收3712.81亿元同比增23.3%，归母净利润155.11亿元增13.8%，利润增速落后于收入。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.3", cmp: "approx" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
  ]),
  b("t", S, "bear", "quarterly", "二季度单季归母净利润63.56亿，环比一季度的91.55亿下降约31%；上半年毛利率18.01%。", [
    V("net_profit", "2025S2", "63.56"),
    V("net_profit", "2025Q1", "91.55"),
    QOQ("net_profit", "2025S2", "2025S1", { v: "-31", cmp: "approx" }),
    V("gross_margin", "2025H1", "18.01", "%"),
  ]),
  b(
    "f",
    S,
    "tN",
    "quarterly",
    "比亚迪二季度单季归母净利润155.11亿元，同比增长13.8%。",
    [V("net_profit", "2025S2", "155.11", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "155.11亿是上半年累计；单季63.56亿" },
  ),
  b("u", S, "tBe", "undecidable", "二季度单季净利润同比下降约30%，价格战吃掉了利润。", [
    G("net_profit", "2025S2", { v: "-30", cmp: "approx" }),
    U("归因"),
  ]),
  b("u", S, "fM", "undecidable", "三季度营收有望重回2000亿以上，全年净利润预计超过450亿。", [U("预测")]),
  // ---- 比亚迪 2025-10-31 ---------------------------------------------------------------------------------------
  b("t", N, "fE", "quarterly", "前三季度营收5662.66亿元增12.7%，归母净利润233.33亿元却同比下滑约7.5%。", [
    V("revenue", "2025M9", "5662.66"),
    G("revenue", "2025M9", { v: "12.7", cmp: "approx" }),
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
  ]),
  b("t", N, "tBe", "quarterly", "三季度单季营收1949.85亿同比降3%，净利润78.23亿同比降约33%，利润跌幅远大于收入。", [
    V("revenue", "2025S3", "1949.85"),
    G("revenue", "2025S3", { v: "-3", cmp: "approx" }),
    V("net_profit", "2025S3", "78.23"),
    G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
    H.GDIFF(
      { metric: "net_profit", period: "2025S3" },
      { metric: "revenue", period: "2025S3" },
      { v: "-20", cmp: "lt" },
    ),
  ]),
  b(
    "f",
    N,
    "tT",
    "technical",
    "均线MA5>MA10>MA20>MA60多头排列，RSI约33只是短暂回调。",
    [MAORDER([5, 10, 20, 60], "bull", { err: "technical" }), RSI("33", "approx")],
    { err: "technical", note: "MA5 103.33<MA10 103.72<MA20 105.54<MA60 106.88，空头排列" },
  ),
  b("t", N, "tT", "technical", "MACD的DIF(-1.24)在DEA(-0.90)之下，20日回撤近9%，收盘跌破此前5日所有收盘价。", [
    MACD("dif_below_dea", 0),
    MACD("dif_value", 0, { v: "-1.24", cmp: "approx" }),
    MACD("dea_value", 0, { v: "-0.90", cmp: "approx" }),
    DD(20, { v: "-9", cmp: "near" }),
    H.BRK(5, "down"),
  ]),
  b("u", N, "tN", "undecidable", "全年归母净利润将同比下降约二成，四季度单季利润或不足100亿。", [
    U("2025年报于2026年才披露，为预测"),
  ]),
  // ---- 招商银行 2025-09-05 / 2025-10-31 ----------------------------------------------------------------------------
  z("t", S, "tF", "quarterly", "上半年归母净利润749.30亿元，同比微增0.25%，营收1699.69亿元同比下降1.7%。", [
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.25", size: "微增" }),
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.7", cmp: "approx" }),
  ]),
  z(
    "t",
    N,
    "fE",
    "quarterly",
    "前三季度归母净利润1137.72亿、同比+0.5%，三季度单季388.42亿、同比+1.0%，增速高于上半年的0.25%。",
    [
      G("net_profit", "2025H1", { v: "0.25" }),
      V("net_profit", "2025M9", "1137.72"),
      G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
      V("net_profit", "2025S3", "388.42"),
      G("net_profit", "2025S3", { v: "1.0", cmp: "approx" }),
      H.GDIFF(
        { metric: "net_profit", period: "2025S3" },
        { metric: "net_profit", period: "2025H1" },
        { v: "0", cmp: "gt" },
      ),
    ],
  ),
  z(
    "f",
    N,
    "bear",
    "quarterly",
    "三季度单季营收814.51亿元，同比下降约2.1%，收入端依旧疲弱。",
    [V("revenue", "2025S3", "814.51"), G("revenue", "2025S3", { v: "-2.1", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "较2024年三季度797.64亿+2.11%" },
  ),
  z("t", N, "tT", "technical", "10月14日MACD金叉，RSI约43，但收盘仍在MA60(42.44)之下。", [
    MACD("golden_cross", 14),
    RSI("43", "approx"),
    MA(60, "below"),
    MA(60, "value", { v: "42.44" }),
  ]),
];
