// Points dated before 2026-04-30: 贵州茅台 2025-04-30 (FY2024, 2025Q1), 宁德时代 / 中国平安 2025-09-05 (H1 2025),
// 招商银行 / 比亚迪 2025-10-31 (nine months 2025), 五粮液 2020-05-15 (FY2019) and 2021-04-30, 中国石化 / 中国平安
// FY2020 on 2021-04-30 (no bars stored then).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, X, MAX, MIN, UP, CAGR, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, POS52, VOL, VOLR } = H;
const { PE, U, QOQ, SPAN, PSUM, GDIFF, BIAS, DAYS, READ } = H;
const mt = H.maker("b85-late-mt", "600519");
const nd = H.maker("b85-late-nd", "300750");
const pa = H.maker("b85-late-pa", "601318");
const cm = H.maker("b85-late-cm", "600036");
const yd = H.maker("b85-late-yd", "002594");
const wl = H.maker("b85-late-wl", "000858");
const sh = H.maker("b85-late-sh", "600028");
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";
const W = "2020-05-15";
const W2 = "2021-04-30";

export default [
  // 贵州茅台, 2025-04-30
  mt("t", P, "bull", "annual", "茅台2024年营业总收入1741.44亿元、归母净利润862.28亿元，同比均增长约15%。", [
    V("revenue", "2024", "1741.44"),
    G("revenue", "2024", { v: "15", cmp: "approx" }),
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15", cmp: "approx" }),
  ]),
  mt("t", P, "fE", "quarterly", "2025年一季度归母净利润268.47亿元，净利率54.89%，高于2024全年的52.27%。", [
    V("net_profit", "2025Q1", "268.47"),
    V("net_margin", "2025Q1", "54.89", "%"),
    V("net_margin", "2024", "52.27", "%"),
    H.PAIR("net_margin", "2025Q1", undefined, { period2: "2024", mode: "gt" }),
  ]),
  mt("u", P, "bear", "annual", "茅台2025年全年归母净利润将出现上市以来首次下滑。", [
    U("2025-04-30时FY2025尚未披露，属预测"),
  ]),
  mt("t", P, "tT", "technical", "收盘1547元，略低于5、10、20日均线，但仍站在60日、120日和250日均线之上。", [
    CLOSE("1547"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "above"),
    MA(120, "above"),
    MA(250, "above"),
  ]),
  mt(
    "f",
    P,
    "tA",
    "technical",
    "茅台距52周高点1910元仅差约5%，新高近在眼前。",
    [HI52({ cond: "level", v: "1910" }), HI52({ v: "-5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "距高点-19.0%" },
  ),
  mt("t", P, "fM", "technical", "3月26日MACD死叉后DIF跌至约-0.15，仍在DEA下方；近60日仍累计上涨约7.8%。", [
    MACD("death_cross", 25),
    MACD("dif_value", 0, { v: "-0.15", cmp: "approx" }),
    MACD("dif_below_dea", 0),
    RET(60, { v: "7.8", cmp: "approx" }),
  ]),
  mt("t", P, "fV", "valuation", "2024年每股收益68.64元，1547元的股价折合静态市盈率22.5倍上下。", [
    CLOSE("1547"),
    V("basic_eps", "2024", "68.64", "元"),
    PE("2024", "22.5"),
  ]),
  // 宁德时代, 2025-09-05
  nd("t", S, "bull", "quarterly", "宁德时代2025年上半年归母净利润304.85亿元，同比增长约33%，营收增约7.3%。", [
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
    G("operating_revenue", "2025H1", { v: "7.3", cmp: "approx" }),
  ]),
  nd(
    "f",
    S,
    "tBe",
    "quarterly",
    "上半年营收1788.86亿元，同比增幅已降到约3%，增长明显失速。",
    [
      V("operating_revenue", "2025H1", "1788.86"),
      G("operating_revenue", "2025H1", { v: "3", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+7.3%" },
  ),
  nd("t", S, "fE", "quarterly", "二季度单季归母净利润约165亿元，环比一季度的139.63亿元增长约18%。", [
    V("net_profit", "2025S2", "165", "亿", "approx"),
    V("net_profit", "2025Q1", "139.63"),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "18", cmp: "approx" }),
  ]),
  nd("t", S, "tT", "technical", "收盘325.11元创52周新高，均线5>10>20>60>120>250完全多头排列。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    MAORDER([5, 10, 20, 60, 120, 250], "bull"),
  ]),
  nd("t", S, "tS", "technical", "RSI升至约73，进入超买区；近20日均量放大到前20日的约1.6倍。", [
    RSI("73", "approx"),
    RSI("70", "gt"),
    VOLR({ v: "1.6", cmp: "approx" }),
  ]),
  nd(
    "f",
    S,
    "tC",
    "technical",
    "近20个交易日宁德时代涨了约12%，短线获利盘不少，需防回吐。",
    [RET(20, { v: "12", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "近20日+23.4%" },
  ),
  nd("u", S, "fM", "quarterly", "宁德时代三季度单季净利润有望突破180亿元。", [U("2025-09-05时三季报未披露，属预测")]),
  // 中国平安, 2025-09-05
  pa("t", S, "tT", "technical", "平安收盘57.9元，跌破5、10、20日线，但仍在60日、120日均线上方；近250日涨约33.6%。", [
    CLOSE("57.9"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    H.MAX_CROSS(5, "down", 10),
    H.MAX_CROSS(10, "down", 10),
    H.MAX_CROSS(20, "down", 10),
    MA(60, "above"),
    MA(120, "above"),
    RET(250, { v: "33.6", cmp: "approx" }),
  ]),
  pa("f", S, "tS", "technical", "近20日平安成交明显缩量，抛压已经衰竭。", [VOL("shrink", { err: "technical" })], {
    err: "technical",
    note: "量比1.34，明显放量",
  }),
  pa("u", S, "bull", "quarterly", "平安2025年上半年归母净利润同比下降约4%，但营运利润保持增长。", [
    U("中国平安无2025年中期数据，营运利润不在数据中"),
  ]),
  // 招商银行, 2025-10-31
  cm("t", O, "fE", "quarterly", "招行前三季度归母净利润1137.72亿元，同比增约0.5%，营业总收入2514.20亿元，降约0.5%。", [
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
    V("revenue", "2025M9", "2514.20"),
    G("revenue", "2025M9", { v: "-0.5", cmp: "approx" }),
  ]),
  cm("t", O, "bull", "quarterly", "三季度单季营收814.51亿元，同比增约2.1%，单季利润388.42亿元，同比微增。", [
    V("revenue", "2025S3", "814.51"),
    G("revenue", "2025S3", { v: "2.1", cmp: "approx" }),
    V("net_profit", "2025S3", "388.42"),
    G("net_profit", "2025S3", { dir: "up", size: "微增" }),
  ]),
  cm(
    "f",
    O,
    "bear",
    "quarterly",
    "前三季度营收2514.20亿元，同比下降约5%，银行收入端持续萎缩。",
    [V("revenue", "2025M9", "2514.20"), G("revenue", "2025M9", { v: "-5", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比-0.51%" },
  ),
  cm("t", O, "tT", "technical", "10月14日MACD金叉后DIF约-0.18，略高于DEA，但两者都在零轴下方。", [
    MACD("golden_cross", 14),
    MACD("dif_value", 0, { v: "-0.18", cmp: "approx" }),
    MACD("dif_above_dea", 0),
    MACD("dif_below_zero", 0),
  ]),
  cm("t", O, "fV", "valuation", "按三季度末每股净资产43.21元，收盘40.89元对应PB约0.95倍，已跌破净资产。", [
    V("bps", "2025M9", "43.21", "元"),
    CLOSE("40.89"),
    PE("2025M9", "0.95", "approx", { per: "bps" }),
    PE("2025M9", "1", "lt", { per: "bps" }),
  ]),
  // 比亚迪, 2025-10-31
  yd("t", O, "bear", "quarterly", "比亚迪前三季度营收5662.66亿元，增约12.7%，归母净利润233.33亿元却降约7.5%。", [
    V("revenue", "2025M9", "5662.66"),
    G("revenue", "2025M9", { v: "12.7", cmp: "approx" }),
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
  ]),
  yd(
    "f",
    O,
    "tB",
    "quarterly",
    "三季度单季归母净利润78.23亿元，同比下降约7.5%，降幅可控。",
    [V("net_profit", "2025S3", "78.23"), G("net_profit", "2025S3", { v: "-7.5", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "-7.5%是前三季度累计增速，单季-32.6%" },
  ),
  yd("t", O, "tT", "technical", "收盘100.79元，5、10、20、60日均线空头排列，RSI约33接近超卖。", [
    CLOSE("100.79"),
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("33", "approx"),
  ]),
  yd("t", O, "fR", "technical", "10月13日MACD死叉，近20个交易日股价下跌约6.2%。", [
    MACD("death_cross", 15),
    RET(20, { v: "-6.2", cmp: "approx" }),
  ]),
  // 五粮液, 2020-05-15 (FY2019) and 2021-04-30
  wl("t", W, "bull", "annual", "五粮液2019年营业收入501.18亿元，同比增长约25%，归母净利润174.02亿元，增约30%。", [
    V("operating_revenue", "2019", "501.18"),
    G("operating_revenue", "2019", { v: "25", cmp: "approx" }),
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
  ]),
  wl("t", W, "fE", "annual", "2015年61.76亿元→2019年174.02亿元，五粮液利润四连增，年均复合增长约30%。", [
    V("net_profit", "2019", "174.02"),
    V("net_profit", "2015", "61.76"),
    UP("net_profit", ["2015", "2016", "2017", "2018", "2019"]),
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "approx" }),
  ]),
  wl(
    "f",
    W,
    "fQ",
    "annual",
    "五粮液2019年加权ROE 25.26%，较上年下降约2.5个百分点。",
    [
      V("roe", "2019", "25.26", "%"),
      PP("roe", "2019", { v: "-2.5", cmp: "approx", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "22.80→25.26，上升2.46个百分点" },
  ),
  wl("t", W, "fR", "annual", "2019年经营现金流231.12亿元，较上年的123.17亿元接近翻倍，现金流超过净利润。", [
    V("operating_cash_flow", "2018", "123.17"),
    V("operating_cash_flow", "2019", "231.12"),
    G("operating_cash_flow", "2019", { size: "接近翻倍" }),
    R("operating_cash_flow", "net_profit", "2019", "1", { cmp: "gt" }),
  ]),
  wl(
    "f",
    W,
    "tBe",
    "annual",
    "资产负债率由2018年的24.36%降至2019年的28.48%，去杠杆说明扩张意愿在减弱。",
    [
      V("debt_ratio", "2018", "24.36", "%"),
      V("debt_ratio", "2019", "28.48", "%"),
      PP("debt_ratio", "2019", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "上升4.1个百分点" },
  ),
  wl("t", W, "fV", "valuation", "五粮液145.22元的收盘价，对应2019年4.48元的每股收益，约32倍PE。", [
    V("basic_eps", "2019", "4.48", "元"),
    CLOSE("145.22"),
    PE("2019", "32"),
  ]),
  wl("t", W, "tT", "technical", "RSI约70.3已进入超买区，股价处在52周区间的九成以上位置。", [
    RSI("70.3", "approx"),
    POS52({ v: "90", cmp: "gt" }),
  ]),
  wl(
    "f",
    W,
    "tS",
    "technical",
    "近20个交易日五粮液放量上涨约13%，量能配合良好。",
    [RET(20, { v: "13", cmp: "approx" }), VOL("expand", { err: "technical" })],
    { err: "technical", note: "量比0.81，缩量上涨" },
  ),
  wl("u", W, "fM", "annual", "疫情影响下五粮液2020年一季度动销下滑，全年营收增速预计放缓至10%。", [
    U("预测与动销数据"),
  ]),
  wl("t", W2, "tT", "technical", "五粮液收盘285元，近250个交易日上涨约125%，4月20日MACD重新金叉。", [
    CLOSE("285"),
    RET(250, { v: "125", cmp: "approx" }),
    MACD("golden_cross", 9),
  ]),
  wl("u", W2, "bull", "annual", "五粮液2020年归母净利润199亿元，同比增长约14%。", [U("五粮液FY2020未存储")]),
  // 中国石化 / 中国平安 FY2020, on 2021-04-30
  sh("t", W2, "bear", "annual", "中国石化2020年营业收入21047.24亿元，同比下降约29%，归母净利润332.71亿元，降约42%。", [
    V("operating_revenue", "2020", "21047.24"),
    G("operating_revenue", "2020", { v: "-29", cmp: "approx" }),
    V("net_profit", "2020", "332.71"),
    G("net_profit", "2020", { v: "-42", cmp: "approx" }),
  ]),
  sh(
    "f",
    W2,
    "fT",
    "annual",
    "2020年基本每股收益0.28元，较2019年的0.48元下降约20%。",
    [
      V("basic_eps", "2020", "0.28", "元"),
      V("basic_eps", "2019", "0.48", "元"),
      G("basic_eps", "2020", { v: "-20", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "降0.20元，即-41.7%" },
  ),
  pa("t", W2, "fE", "annual", "中国平安2020年归母净利润1430.99亿元，同比下降约4.2%，加权ROE从24.35%降至20.00%。", [
    V("net_profit", "2020", "1430.99"),
    G("net_profit", "2020", { v: "-4.2", cmp: "approx" }),
    V("roe", "2019", "24.35", "%"),
    V("roe", "2020", "20.00", "%"),
  ]),
  pa(
    "f",
    W2,
    "tB",
    "annual",
    "2020年营业收入12183.15亿元，同比增长约14%，保费收入逆势扩张。",
    [
      V("operating_revenue", "2020", "12183.15"),
      G("operating_revenue", "2020", { v: "14", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比+4.2%" },
  ),
  pa("t", W2, "tF", "annual", "2020年每股净资产41.72元，较上年的36.82元增长约13%，负债率与上年同为89.63%。", [
    V("bps", "2019", "36.82", "元"),
    V("bps", "2020", "41.72", "元"),
    G("bps", "2020", { v: "13", cmp: "approx" }),
    V("debt_ratio", "2020", "89.63", "%"),
    V("debt_ratio", "2019", "89.63", "%"),
  ]),
];
