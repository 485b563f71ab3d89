// Points dated 2025-04-30 (FY2024, 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025) and 2020-05-15
// (FY2019), and what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, IND, U, READ } = H;
const { QOQ, PSUM, SPAN, GDIFF, BIAS, POS52, BRK } = H;
const zs = H.maker("b75-lz", "600036");
const sh = H.maker("b75-ls", "600028");
const nd = H.maker("b75-ln", "300750");
const bd = H.maker("b75-lb", "002594");
const P = "2025-04-30";
const S = "2025-09-05";
const M = "2025-10-31";
const O = "2020-05-15";

export default [
  // 2025-04-30
  zs("t", P, "fE", "quarterly", "2024年归母净利润1483.91亿元，同比增1.22%；今年一季度372.86亿元，同比下降约2.1%。", [
    V("net_profit", "2024", "1483.91"),
    G("net_profit", "2024", { v: "1.22" }),
    V("net_profit", "2025Q1", "372.86"),
    G("net_profit", "2025Q1", { v: "-2.1", cmp: "approx" }),
  ]),
  zs(
    "f",
    P,
    "bull",
    "quarterly",
    "2025年一季度招行归母净利润372.86亿元，同比增长约2.1%，开局平稳。",
    [
      V("net_profit", "2025Q1", "372.86"),
      G("net_profit", "2025Q1", { v: "2.1", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-2.08%" },
  ),
  zs("t", P, "tT", "technical", "MACD在4月30日当天死叉，收盘40.74元落在5/10/20/60日均线下方，仅守住120日线。", [
    MACD("death_cross", 1),
    CLOSE("40.74"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "above"),
  ]),
  zs(
    "f",
    P,
    "tC",
    "technical",
    "过去250个交易日招行下跌约21%，银行股的防守作用完全失效。",
    [RET(250, { v: "-21", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近250日+21.07%" },
  ),
  zs("u", P, "fR", "undecidable", "一季度营收下降主因是净息差同比收窄约10个基点。", [U("净息差与归因未存储")]),
  sh("t", P, "tT", "technical", "中石化收盘5.66元，较2024年末下跌约15%，处于52周区间的下部，RSI14约47。", [
    CLOSE("5.66"),
    SPAN("2024-12-31", { v: "-15", cmp: "approx" }),
    POS52({ v: "20", cmp: "lt" }),
    RSI("47", "approx"),
  ]),
  sh(
    "f",
    P,
    "tT",
    "technical",
    "4月16日MACD死叉，短线应回避中石化。",
    [MACD("death_cross", 11, { err: "technical" })],
    { err: "technical", note: "4月16日为金叉" },
  ),
  sh("u", P, "bear", "undecidable", "中石化2025年一季度归母净利润同比下降超过两成。", [U("中国石化季度数据未存储")]),
  nd("t", P, "fE", "quarterly", "一季度营收847.05亿元、归母净利润139.63亿元，净利率17.55%，高于2024年全年的14.92%。", [
    V("revenue", "2025Q1", "847.05"),
    V("net_profit", "2025Q1", "139.63"),
    V("net_margin", "2025Q1", "17.55", "%"),
    V("net_margin", "2024", "14.92", "%"),
    PP("net_margin", "2025Q1", { base: "2024", dir: "up" }),
  ]),
  nd("u", P, "bull", "quarterly", "宁德一季度归母净利润同比增长约33%，开门红。", [U("2024Q1未存储，同比不可算")]),
  nd("t", P, "tT", "technical", "收盘231.5元仍低于60日线250.58元和120日线256.19元，近20个交易日跌约7%。", [
    CLOSE("231.5"),
    MA(60, "value", { v: "250.58" }),
    MA(120, "value", { v: "256.19" }),
    MA(60, "below"),
    MA(120, "below"),
    RET(20, { v: "-7", cmp: "approx" }),
  ]),
  nd(
    "f",
    P,
    "tT",
    "technical",
    "4月21日MACD死叉，DIF跌破DEA，反弹已告结束。",
    [MACD("death_cross", 8, { err: "technical" })],
    { err: "technical", note: "4月21日为金叉，DIF在DEA上方" },
  ),
  bd("t", P, "fE", "annual", "2024年营收7771.02亿元同比增长29.02%，归母净利润402.54亿元增长34%。", [
    V("revenue", "2024", "7771.02"),
    G("revenue", "2024", { v: "29.02" }),
    V("net_profit", "2024", "402.54"),
    G("net_profit", "2024", { v: "34", cmp: "approx" }),
  ]),
  bd(
    "f",
    P,
    "bull",
    "annual",
    "2024年归母净利润402.54亿元，同比增长80.7%，盈利加速。",
    [V("net_profit", "2024", "402.54"), G("net_profit", "2024", { v: "80.7", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "80.72%是2023年增速；2024年+34.00%" },
  ),
  bd("u", P, "bull", "quarterly", "一季度归母净利润91.55亿元，同比接近翻倍。", [
    V("net_profit", "2025Q1", "91.55"),
    U("2024Q1未存储，同比不可算"),
  ]),
  bd("t", P, "fR", "annual", "2024年经营现金流净额1334.54亿元，比2023年的1697.25亿元少约21%，资本开支973.60亿元。", [
    V("operating_cash_flow", "2024", "1334.54"),
    V("operating_cash_flow", "2023", "1697.25"),
    G("operating_cash_flow", "2024", { v: "-21", cmp: "approx" }),
    V("capex", "2024", "973.60"),
  ]),
  bd("t", P, "tN", "announcement", "4月23日公司公告2024年度利润分配及资本公积金转增股本方案。", [
    EV("dividend", true, { from: "2025-04-23", to: "2025-04-23", title: "转增股本方案" }),
  ]),
  // 2025-09-05
  zs("t", S, "fE", "quarterly", "上半年营收1699.69亿元，同比下降1.72%，归母净利润749.30亿元，微增0.25%。", [
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { v: "-1.72" }),
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { v: "0.25", size: "微增" }),
  ]),
  zs(
    "f",
    S,
    "fQ",
    "quarterly",
    "招行上半年归母净利润749.30亿元，同比下降0.25%，利润也开始负增长。",
    [V("net_profit", "2025H1", "749.30"), G("net_profit", "2025H1", { v: "-0.25", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+0.25%" },
  ),
  zs("t", S, "tT", "technical", "9月4日MACD金叉，但DIF仍在零轴下方，收盘42.76元也还在60日线44.94元下面。", [
    MACD("golden_cross", 2),
    MACD("dif_below_zero"),
    CLOSE("42.76"),
    MA(60, "value", { v: "44.94" }),
    MA(60, "below"),
  ]),
  zs("u", S, "fM", "undecidable", "招行三季报大概率延续营收降幅收窄、利润小幅正增长的格局。", [
    U("三季报于2025-09-05未披露，属预测"),
  ]),
  nd("t", S, "fE", "quarterly", "上半年归母净利润304.85亿元，同比增长33.33%，营收1788.86亿元，增长7.27%。", [
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33.33" }),
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.27" }),
  ]),
  nd(
    "f",
    S,
    "bull",
    "quarterly",
    "上半年营收同比增长33.3%，利润与收入双双高增。",
    [G("revenue", "2025H1", { v: "33.3", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "33.3%是利润增速；营收+7.27%" },
  ),
  nd("t", S, "tT", "technical", "收于325.11元创52周新高，RSI14升至73上方进入超买区，近20个交易日涨约23%。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "gt"),
    RET(20, { v: "23", cmp: "approx" }),
  ]),
  bd(
    "t",
    S,
    "fQ",
    "quarterly",
    "上半年营收3712.81亿元增23.3%，利润155.11亿元增13.79%，但二季度单季利润63.56亿元环比降约31%。",
    [
      V("revenue", "2025H1", "3712.81"),
      G("revenue", "2025H1", { v: "23.3" }),
      V("net_profit", "2025H1", "155.11"),
      G("net_profit", "2025H1", { v: "13.79" }),
      V("net_profit", "2025S2", "63.56"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "-31", cmp: "approx" }),
    ],
  ),
  bd(
    "f",
    S,
    "tB",
    "quarterly",
    "二季度单季归母净利润63.56亿元，环比一季度增长约31%，盈利逐季改善。",
    [
      V("net_profit", "2025S2", "63.56"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "31", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比-30.6%" },
  ),
  bd("u", S, "tBe", "quarterly", "二季度单季净利润同比下降约三成，价格战开始侵蚀利润。", [
    U("2024Q1未存储，2024年二季度单季不可算"),
  ]),
  sh("u", S, "fE", "undecidable", "中石化上半年归母净利润同比下降约四成。", [U("中国石化半年报数据未存储")]),
  // 2025-10-31
  zs("t", M, "fE", "quarterly", "三季度单季营收814.51亿元，同比增长2.11%，扭转了上半年营收同比下滑的态势。", [
    V("revenue", "2025S3", "814.51"),
    G("revenue", "2025S3", { v: "2.11" }),
    G("revenue", "2025H1", { dir: "down" }),
  ]),
  zs(
    "f",
    M,
    "bull",
    "quarterly",
    "前三季度归母净利润1137.72亿元，同比增长5.2%，利润增速明显回升。",
    [
      V("net_profit", "2025M9", "1137.72"),
      G("net_profit", "2025M9", { v: "5.2", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际+0.52%" },
  ),
  nd(
    "t",
    M,
    "fE",
    "quarterly",
    "三季度单季归母净利润185.49亿元，同比增长41.2%，单季营收1041.86亿元也是近五个季度的最高。",
    [
      V("net_profit", "2025S3", "185.49"),
      G("net_profit", "2025S3", { v: "41.2" }),
      V("revenue", "2025S3", "1041.86"),
      MAX("revenue", "2025S3", ["2024S3", "2024S4", "2025Q1", "2025S2", "2025S3"]),
    ],
  ),
  nd(
    "f",
    M,
    "fE",
    "quarterly",
    "三季度单季营收1041.86亿元，首次站上千亿元台阶。",
    [V("revenue", "2025S3", "1041.86"), V("revenue", "2024S4", "1000", "亿", "lt", { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2024年四季度单季已达1029.68亿元" },
  ),
  nd("t", M, "tT", "technical", "10月13日MACD死叉后DIF仍在DEA下方，但近60个交易日股价累计上涨约47%。", [
    MACD("death_cross", 15),
    MACD("dif_below_dea"),
    RET(60, { v: "47", cmp: "approx" }),
  ]),
  bd("t", M, "fQ", "quarterly", "前三季度营收5662.66亿元仍增12.75%，但三季度单季营收同比降3.05%，利润降32.6%。", [
    V("revenue", "2025M9", "5662.66"),
    G("revenue", "2025M9", { v: "12.75" }),
    G("revenue", "2025S3", { v: "-3.05" }),
    G("net_profit", "2025S3", { v: "-32.6" }),
  ]),
  bd(
    "f",
    M,
    "bull",
    "quarterly",
    "前三季度归母净利润233.33亿元，同比增长7.55%，全年有望再创新高。",
    [
      V("net_profit", "2025M9", "233.33"),
      G("net_profit", "2025M9", { v: "7.55", err: "wrong_direction" }),
      U("全年预期无法核验"),
    ],
    { err: "wrong_direction", note: "同比-7.55%" },
  ),
  bd("t", M, "tT", "technical", "收盘100.79元跌破此前5日所有收盘，MA5、MA10、MA20、MA60自上而下空头排列，RSI约33。", [
    CLOSE("100.79"),
    BRK(5, "down"),
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("33", "approx"),
  ]),
  // 2020-05-15
  bd("t", O, "fE", "annual", "2019年归母净利润16.14亿元，同比下降约42%，已连续两年下滑，扣非仅2.31亿元。", [
    V("net_profit", "2019", "16.14"),
    G("net_profit", "2019", { v: "-42", cmp: "approx" }),
    DOWN("net_profit", ["2017", "2018", "2019"]),
    V("deducted_net_profit", "2019", "2.31"),
  ]),
  bd(
    "f",
    O,
    "fR",
    "annual",
    "2019年经营现金流净额147.41亿元，同比下降约17.7%，造血能力在减弱。",
    [
      V("operating_cash_flow", "2019", "147.41"),
      G("operating_cash_flow", "2019", { v: "-17.7", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+17.71%" },
  ),
  nd("t", O, "fE", "annual", "2019年营收457.88亿元，同比增长约55%，归母净利润45.60亿元，增长34.6%。", [
    V("operating_revenue", "2019", "457.88"),
    G("operating_revenue", "2019", { v: "55", cmp: "approx" }),
    V("net_profit", "2019", "45.60"),
    G("net_profit", "2019", { v: "34.6", cmp: "approx" }),
  ]),
  nd(
    "f",
    O,
    "fR",
    "annual",
    "2019年资产负债率58.37%，较上年下降约6个百分点，财务结构更稳健。",
    [
      V("debt_ratio", "2019", "58.37", "%"),
      PP("debt_ratio", "2019", { v: "-6", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "由52.36%升至58.37%，+6.01pp" },
  ),
  nd("u", O, "fE", "quarterly", "2020年一季度宁德归母净利润同比下降约四成。", [U("2020Q1未存储")]),
  zs("t", O, "fR", "industry", "2019年招行资产负债率91.67%，对商业银行是常态，ROE仍有16.84%。", [
    V("debt_ratio", "2019", "91.67", "%"),
    IND("high_debt_is_normal"),
    V("roe", "2019", "16.84", "%"),
  ]),
];
