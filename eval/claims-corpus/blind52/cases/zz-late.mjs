// Earlier dates: 五粮液 on 2020-05-15 (FY2019), 2025-04-30 (FY2024, 2025Q1), 2025-09-05 (H1), 2025-10-31 (nine
// months), and points about a report that was not public yet on the date.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, RANK, CAGR, CLOSE, MA, RSI, MACD, HI52, PE, U, QOQ } = H;
const wl = H.maker("b52-late-wl", "000858");
const mt = H.maker("b52-late-mt", "600519");
const zs = H.maker("b52-late-zs", "600036");
const nd = H.maker("b52-late-nd", "300750");
const by = H.maker("b52-late-by", "002594");
const pa = H.maker("b52-late-pa", "601318");
const W = "2020-05-15";
const P = "2025-04-30";
const S = "2025-09-05";
const N = "2025-10-31";
const Y5 = ["2015", "2016", "2017", "2018", "2019"];

export default [
  wl("t", W, "fE", "annual", "2019年营业收入501.18亿元，首次站上500亿元，同比增约25.2%。", [
    V("operating_revenue", "2019", "501.18"),
    V("operating_revenue", "2019", "500", "亿", "gt"),
    MAX("operating_revenue", "2019", Y5),
    G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }),
  ]),
  wl("t", W, "tB", "annual", "归母净利润174.02亿元、同比增30%，2015—2019年连增四年，复合增速近三成。", [
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
    UP("net_profit", Y5),
    CAGR("net_profit", "2015", "2019", { v: "30", cmp: "near" }),
  ]),
  wl(
    "f",
    W,
    "bear",
    "annual",
    "资产负债率28.48%，较2018年的24.36%还下降了约4个百分点。",
    [
      V("debt_ratio", "2019", "28.48", "%"),
      PP("debt_ratio", "2019", { v: "-4", cmp: "approx", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "上升4.12个百分点" },
  ),
  wl("t", W, "fR", "annual", "经营现金流231.12亿元，比上年123.17亿元接近翻倍，也高过当年归母净利润。", [
    V("operating_cash_flow", "2019", "231.12"),
    V("operating_cash_flow", "2018", "123.17"),
    G("operating_cash_flow", "2019", { size: "接近翻倍" }),
    R("operating_cash_flow", "net_profit", "2019", "1", { cmp: "gt" }),
  ]),
  wl(
    "f",
    W,
    "fV",
    "valuation",
    "股价145.22元对应2019年每股收益4.48元，静态PE约25倍，不算贵。",
    [CLOSE("145.22"), V("basic_eps", "2019", "4.48", "元"), PE("2019", "25", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "145.22/4.48≈32.4倍" },
  ),
  wl("t", W, "tT", "technical", "RSI14升到70.3，进入超买区，股价145.22元远在60日均线125.99元之上。", [
    RSI("70.3", "approx"),
    RSI("70", "gt"),
    CLOSE("145.22"),
    MA(60, "above"),
    MA(60, "value", { v: "125.99" }),
  ]),
  wl(
    "f",
    W,
    "tM",
    "annual",
    "2019年ROE 25.26%，是2015年以来的次高水平。",
    [V("roe", "2019", "25.26", "%"), RANK("roe", "2019", Y5, "max", 2, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年是五年最高" },
  ),
  wl("u", W, "tN", "undecidable", "疫情冲击下，2020年一季度归母净利润仍同比增长约20%。", [
    G("net_profit", "2020Q1", { v: "20", cmp: "approx" }),
  ]),
  mt("t", P, "fE", "annual", "2024年营业总收入1741.44亿元，同比增15.7%；归母净利润862.28亿元，增15.4%。", [
    V("revenue", "2024", "1741.44"),
    G("revenue", "2024", { v: "15.7" }),
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.4" }),
  ]),
  mt("t", P, "tF", "quarterly", "2025年一季度归母净利润268.47亿元，同比增长约11.6%。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
  ]),
  mt(
    "f",
    P,
    "tS",
    "technical",
    "收盘1547元，MACD的DIF仍运行在DEA上方，多头动能没有衰减。",
    [CLOSE("1547"), MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "DIF -0.148低于DEA 2.290（3月26日死叉）" },
  ),
  mt("t", P, "fV", "valuation", "1547元对应2024年每股收益68.64元，静态PE约22.5倍。", [
    CLOSE("1547"),
    V("basic_eps", "2024", "68.64", "元"),
    PE("2024", "22.5"),
  ]),
  zs("t", P, "tF", "quarterly", "2025Q1营收837.51亿元、归母净利润372.86亿元，同比分别下降约3.1%和2.1%。", [
    V("revenue", "2025Q1", "837.51"),
    V("net_profit", "2025Q1", "372.86"),
    G("revenue", "2025Q1", { v: "-3.1", cmp: "approx" }),
    G("net_profit", "2025Q1", { v: "-2.1", cmp: "approx" }),
  ]),
  nd("t", S, "fE", "quarterly", "2025年上半年营收1788.86亿元，同比增约7.3%；归母净利润304.85亿元，增约33.3%。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33.3", cmp: "approx" }),
  ]),
  nd("t", S, "tT", "technical", "收盘325.11元创52周收盘新高，RSI14约73，短线已进入超买区。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "approx"),
    RSI("70", "gt"),
  ]),
  nd(
    "f",
    S,
    "tBe",
    "quarterly",
    "上半年毛利率25.02%，比2024年同期的26.53%提升了约1.5个百分点。",
    [
      V("gross_margin", "2025H1", "25.02", "%"),
      PP("gross_margin", "2025H1", { v: "1.5", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "下降1.51个百分点" },
  ),
  nd("u", S, "fM", "undecidable", "三季度单季归母净利润将超过180亿元，延续环比增长。", [
    V("net_profit", "2025S3", "180", "亿", "gt"),
  ]),
  by(
    "t",
    S,
    "tB",
    "quarterly",
    "上半年归母净利润155.11亿元，同比增约13.8%，但二季度单季63.56亿元，环比一季度降约31%。",
    [
      V("net_profit", "2025H1", "155.11"),
      G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
      V("net_profit", "2025S2", "63.56"),
      QOQ("net_profit", "2025S2", "2025S1", { v: "-31", cmp: "approx" }),
    ],
  ),
  by(
    "f",
    S,
    "fR",
    "quarterly",
    "上半年营收3712.81亿元，同比增长约33%，规模扩张势头强劲。",
    [V("revenue", "2025H1", "3712.81"), G("revenue", "2025H1", { v: "33", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+23.3%" },
  ),
  pa("u", N, "tF", "undecidable", "平安1-9月归母净利润同比多赚约11%，寿险利润贡献过半。", [
    G("net_profit", "2025M9", { v: "11", cmp: "approx" }),
    U("分业务利润未存储"),
  ]),
  mt("t", N, "fE", "quarterly", "前三季度归母净利润646.27亿元，同比增约6.2%，其中第三季度单季192.24亿元。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx" }),
    V("net_profit", "2025S3", "192.24"),
  ]),
  mt(
    "f",
    N,
    "tC",
    "quarterly",
    "三季度单季归母净利润185.55亿元，环比二季度小幅回升。",
    [
      V("net_profit", "2025S3", "185.55", "亿", "eq", { err: "wrong_period" }),
      QOQ("net_profit", "2025S3", "2025S2", { dir: "up" }),
    ],
    { err: "wrong_period", note: "185.55亿是二季度单季；三季度192.24亿" },
  ),
  zs("t", N, "fM", "quarterly", "前三季度归母净利润1137.72亿元，同比增约0.5%；Q3单季388.42亿元，同比增1.0%。", [
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
    V("net_profit", "2025S3", "388.42"),
    G("net_profit", "2025S3", { v: "1.0" }),
  ]),
  zs("t", N, "tT", "technical", "收盘40.89元，MACD于10月14日金叉，但股价仍在60日均线42.44元之下。", [
    CLOSE("40.89"),
    MACD("golden_cross", 15),
    MA(60, "below"),
    MA(60, "value", { v: "42.44" }),
  ]),
  nd("t", N, "tF", "quarterly", "前三季度营收2830.72亿元，同比增约9.3%；Q3单季归母净利润185.49亿元，同比增约41%。", [
    V("revenue", "2025M9", "2830.72"),
    G("revenue", "2025M9", { v: "9.3", cmp: "approx" }),
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
  ]),
];
