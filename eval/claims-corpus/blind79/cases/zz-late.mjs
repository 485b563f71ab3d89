// Points on other dates: 2025-04-30 (FY2024), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025), 2020-05-15
// (五粮液 FY2019), 2021-04-30 (中国平安 / 中国石化 FY2020), and what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, QOQ, PSUM } = H;
const { POS52, BIAS, SPAN, BRK, DD, CAGR, X, RANK, EV } = H;
const mt = H.maker("b79-lt-mt", "600519");
const zs = H.maker("b79-lt-zs", "600036");
const nd = H.maker("b79-lt-nd", "300750");
const by = H.maker("b79-lt-by", "002594");
const pa = H.maker("b79-lt-pa", "601318");
const sh = H.maker("b79-lt-sh", "600028");
const wl = H.maker("b79-lt-wl", "000858");
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";
const W = "2020-05-15";
const Q = "2021-04-30";

export default [
  // 2025-04-30
  mt("t", P, "fE", "annual", "茅台2024年归母净利润862.28亿元，同比增长15.4%，营业总收入1741.44亿元，增长约15.7%。", [
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
    V("revenue", "2024", "1741.44"),
    G("revenue", "2024", { v: "15.7", cmp: "approx" }),
  ]),
  mt(
    "f",
    P,
    "bull",
    "quarterly",
    "2025年一季度归母净利润268.47亿元，同比增长约21.6%，开门红成色十足。",
    [V("net_profit", "2025Q1", "268.47"), G("net_profit", "2025Q1", { v: "21.6", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "披露同比+11.56%" },
  ),
  mt("t", P, "fQ", "quarterly", "2025Q1归母净利268.47亿元、同比增长11.6%，较2024全年15.4%的增速已有所放缓。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
  ]),
  mt("t", P, "tT", "technical", "收盘1547元，距52周高点1910元仍低约19%，MACD自3月26日死叉后DIF略低于DEA，RSI约48。", [
    CLOSE("1547"),
    HI52({ cond: "level", v: "1910" }),
    HI52({ v: "-19", cmp: "approx" }),
    MACD("dead_cross", 25),
    MACD("dif_below_dea", null),
    RSI("48", "approx"),
  ]),
  mt("u", P, "fM", "undecidable", "茅台2025年上半年归母净利润将在450亿元以上，增速约9%。", [
    U("2025年中报于2025-08-13披露，晚于2025-04-30"),
  ]),
  zs("t", P, "tF", "annual", "招行2024年归母净利润1483.91亿元，同比仅增1.2%，营业总收入3374.88亿元，同比微降0.5%。", [
    V("net_profit", "2024", "1483.91"),
    G("net_profit", "2024", { v: "1.2", cmp: "approx" }),
    V("revenue", "2024", "3374.88"),
    G("revenue", "2024", { v: "-0.5", cmp: "approx", size: "微降" }),
  ]),
  zs(
    "f",
    P,
    "tBe",
    "annual",
    "2024年营收3374.88亿元，较2023年下降约2.1%，收入端压力加大。",
    [V("revenue", "2024", "3374.88"), G("revenue", "2024", { v: "-2.1", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "-2.1%是较2022年；较2023年-0.48%" },
  ),
  zs("u", P, "fE", "undecidable", "招行2025年一季度净息差降至1.91%，利息净收入同比下降。", [
    U("净息差"),
    U("利息净收入未存储"),
  ]),
  // 2025-09-05
  nd(
    "t",
    S,
    "fE",
    "quarterly",
    "宁德时代2025年上半年归母净利润304.85亿元，同比增长33.3%，营收1788.86亿元增长约7.3%。",
    [
      V("net_profit", "2025H1", "304.85"),
      G("net_profit", "2025H1", { v: "33.3", cmp: "approx" }),
      V("revenue", "2025H1", "1788.86"),
      G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
    ],
  ),
  nd(
    "f",
    S,
    "fE",
    "quarterly",
    "上半年营收1788.86亿元，同比增长33%，量利齐升。",
    [V("revenue", "2025H1", "1788.86"), G("revenue", "2025H1", { v: "33", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "营收+7.27%，33%是净利增速" },
  ),
  nd("t", S, "tF", "quarterly", "二季度单季归母净利165.23亿元，环比一季度的139.63亿元增长约18%。", [
    V("net_profit", "2025S2", "165.23"),
    V("net_profit", "2025Q1", "139.63"),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "18", cmp: "approx" }),
  ]),
  nd("t", S, "tT", "technical", "收盘325.11元，创52周新高，RSI14升至73，进入超买区，5日乖离率约5%。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "approx"),
    RSI("70", "gt"),
    BIAS(5, { v: "5", cmp: "approx" }),
  ]),
  nd(
    "f",
    S,
    "tT",
    "technical",
    "股价距52周高点还有两成空间，上方压力不大。",
    [HI52({ v: "-20", cmp: "approx", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "收盘即52周新高" },
  ),
  nd("u", S, "fM", "undecidable", "三季度单季净利大概率突破180亿元，同比增速四成左右。", [
    U("三季报于2025-10披露，晚于2025-09-05"),
  ]),
  mt("t", S, "fE", "quarterly", "茅台2025年上半年归母净利润454.03亿元，同比增长约8.9%，二季度单季185.55亿元。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
    V("net_profit", "2025S2", "185.55"),
  ]),
  mt(
    "f",
    S,
    "bear",
    "quarterly",
    "茅台二季度单季归母净利润仅185.55亿元，比一季度的268.47亿元少了近五成。",
    [
      V("net_profit", "2025S2", "185.55"),
      V("net_profit", "2025Q1", "268.47"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "-50", cmp: "near", err: "overstatement" }),
    ],
    { err: "overstatement", note: "环比-30.9%" },
  ),
  mt("t", S, "tT", "technical", "收盘1483元，站上5、10、20、60日线，但仍在120日线1497元下方，MACD在8月18日重新金叉。", [
    CLOSE("1483"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "above"),
    MA(120, "below"),
    MA(120, "value", { v: "1497", cmp: "approx" }),
    MACD("golden_cross", 15),
  ]),
  // 2025-10-31
  mt("t", O, "fE", "quarterly", "前三季度茅台归母净利646.27亿元，同比增长约6.2%，增速从一季度的11.6%一路降到个位数。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
    G("net_profit", "2025H1", { v: "10", cmp: "lt" }),
  ]),
  mt(
    "f",
    O,
    "fE",
    "quarterly",
    "前三季度归母净利润646.27亿元，同比增长约8.9%，增速与上半年持平。",
    [V("net_profit", "2025M9", "646.27"), G("net_profit", "2025M9", { v: "8.9", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "8.9%是上半年增速；前三季度+6.25%" },
  ),
  mt(
    "t",
    O,
    "fR",
    "quarterly",
    "三季度单季经营现金流250.78亿元，前三季度累计381.97亿元，仍远低于2024年全年的924.64亿元。",
    [
      V("operating_cash_flow", "2025S3", "250.78"),
      V("operating_cash_flow", "2025M9", "381.97"),
      V("operating_cash_flow", "2024", "924.64"),
    ],
  ),
  mt("u", O, "fM", "undecidable", "茅台2025年全年净利润预计同比下滑，为多年来首次。", [U("2025年报晚于2025-10-31")]),
  nd(
    "t",
    O,
    "fE",
    "quarterly",
    "宁德时代三季度单季归母净利185.49亿元，同比增长约41%，前三季度累计490.34亿元，增长36.2%。",
    [
      V("net_profit", "2025S3", "185.49"),
      G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
      V("net_profit", "2025M9", "490.34"),
      G("net_profit", "2025M9", { v: "36.2", cmp: "approx" }),
    ],
  ),
  nd(
    "f",
    O,
    "tB",
    "quarterly",
    "三季度单季营收1041.86亿元，同比增长约41%，收入增速与利润同步。",
    [V("revenue", "2025S3", "1041.86"), G("revenue", "2025S3", { v: "41", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "单季营收+12.9%" },
  ),
  nd("t", O, "tT", "technical", "收盘388.77元，较52周低点209.11元高出约86%，但MACD已于10月13日死叉。", [
    CLOSE("388.77"),
    LO52({ cond: "level", v: "209.11" }),
    LO52({ v: "86", cmp: "approx" }),
    MACD("dead_cross", 15),
  ]),
  by(
    "t",
    O,
    "tBe",
    "quarterly",
    "比亚迪前三季度归母净利233.33亿元，同比下降约7.5%，其中三季度单季78.23亿元，同比降三成以上。",
    [
      V("net_profit", "2025M9", "233.33"),
      G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
      V("net_profit", "2025S3", "78.23"),
      G("net_profit", "2025S3", { v: "-30", cmp: "lt" }),
    ],
  ),
  by(
    "f",
    O,
    "fE",
    "quarterly",
    "前三季度营收5662.66亿元，同比下降约12.8%，规模扩张已停止。",
    [V("revenue", "2025M9", "5662.66"), G("revenue", "2025M9", { v: "-12.8", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+12.75%" },
  ),
  by("t", O, "tT", "technical", "收盘100.79元，跌破5、10、20、60日线，RSI14约33，收盘价低于前5日全部收盘价。", [
    CLOSE("100.79"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    RSI("33", "approx"),
    BRK(5, "down"),
  ]),
  zs("t", O, "fT", "quarterly", "招行前三季度归母净利1137.72亿元，同比增0.5%，三季度单季388.42亿元，同比增约1%。", [
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
    V("net_profit", "2025S3", "388.42"),
    G("net_profit", "2025S3", { v: "1", cmp: "approx" }),
  ]),
  zs("u", O, "fM", "undecidable", "招行2025全年归母净利润增速有望回到2%以上。", [U("2025年报晚于2025-10-31")]),
  // 2020-05-15 五粮液
  wl(
    "t",
    W,
    "fE",
    "annual",
    "五粮液2019年营业收入501.18亿元，首次突破500亿元，同比增长约25.2%，归母净利174.02亿元增长30%。",
    [
      V("operating_revenue", "2019", "501.18"),
      V("operating_revenue", "2018", "500", "亿", "lt"),
      G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }),
      V("net_profit", "2019", "174.02"),
      G("net_profit", "2019", { v: "30", cmp: "approx" }),
    ],
  ),
  wl(
    "f",
    W,
    "bull",
    "annual",
    "五粮液2019年归母净利润174.02亿元，同比增长约34%，连续三年增速在三成以上。",
    [
      V("net_profit", "2019", "174.02"),
      G("net_profit", "2019", { v: "34", cmp: "approx", err: "wrong_value" }),
      H.GSTREAK("net_profit", ["2017", "2018", "2019"], 30),
    ],
    { err: "wrong_value", note: "同比+30.0%" },
  ),
  wl("t", W, "tB", "annual", "2015—2019年归母净利润从61.76亿元增至174.02亿元，四年连增，ROE由14.93%升至25.26%。", [
    V("net_profit", "2015", "61.76"),
    V("net_profit", "2019", "174.02"),
    UP("net_profit", ["2015", "2016", "2017", "2018", "2019"]),
    V("roe", "2015", "14.93", "%"),
    V("roe", "2019", "25.26", "%"),
  ]),
  wl(
    "f",
    W,
    "tF",
    "annual",
    "2019年经营现金流231.12亿元，较2018年几乎没有增长。",
    [
      V("operating_cash_flow", "2019", "231.12"),
      G("operating_cash_flow", "2019", { size: "基本持平", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比+87.6%" },
  ),
  wl("t", W, "tT", "technical", "收盘145.22元，RSI14约70，距52周高点147.99元不到2%，近250个交易日上涨约51%。", [
    CLOSE("145.22"),
    RSI("70", "approx"),
    HI52({ cond: "level", v: "147.99" }),
    HI52({ v: "-2", cmp: "gt" }),
    RET(250, { v: "51", cmp: "approx" }),
  ]),
  wl("u", W, "fE", "undecidable", "五粮液2020年一季度归母净利润同比增长约15%，疫情影响有限。", [U("五粮液季报未存储")]),
  wl("t", W, "fR", "annual", "负债率由2015年的15.61%升至2019年的28.48%，连续四年上升，但仍不到三成。", [
    V("debt_ratio", "2015", "15.61", "%"),
    V("debt_ratio", "2019", "28.48", "%"),
    UP("debt_ratio", ["2015", "2016", "2017", "2018", "2019"]),
    V("debt_ratio", "2019", "30", "%", "lt"),
  ]),
  // 2021-04-30 中国平安 / 中国石化
  pa("t", Q, "fE", "annual", "平安2020年归母净利润1430.99亿元，同比下降约4.2%，ROE从24.35%降至20.00%。", [
    V("net_profit", "2020", "1430.99"),
    G("net_profit", "2020", { v: "-4.2", cmp: "approx" }),
    V("roe", "2019", "24.35", "%"),
    V("roe", "2020", "20.00", "%"),
  ]),
  pa(
    "f",
    Q,
    "bull",
    "annual",
    "2020年归母净利润1430.99亿元，同比增长4.2%，疫情年仍保持正增长。",
    [V("net_profit", "2020", "1430.99"), G("net_profit", "2020", { v: "4.2", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-4.22%" },
  ),
  pa("u", Q, "tT", "undecidable", "平安股价在4月底跌破80元，创一年新低。", [U("2021-04-30无连续日线")]),
  sh("t", Q, "tBe", "annual", "中国石化2020年归母净利润332.71亿元，同比下降约42%，扣非归母净利润为-15.65亿元。", [
    V("net_profit", "2020", "332.71"),
    G("net_profit", "2020", { v: "-42", cmp: "approx" }),
    V("deducted_net_profit", "2020", "-15.65"),
  ]),
  sh(
    "f",
    Q,
    "fE",
    "annual",
    "2020年营业收入21047.24亿元，同比下降约2.9%，受油价冲击有限。",
    [
      V("operating_revenue", "2020", "21047.24"),
      G("operating_revenue", "2020", { v: "-2.9", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比-29.0%" },
  ),
];
