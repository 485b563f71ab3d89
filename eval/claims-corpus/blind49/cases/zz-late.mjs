// Earlier dates: 2025-04-30 (FY2024, 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025), 2020-05-15 (五粮液
// FY2019), and what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, VOL, EV, U, CAGR, QOQ, X } = H;
const mt = H.maker("b49-late-mt", "600519");
const zs = H.maker("b49-late-zs", "600036");
const nd = H.maker("b49-late-nd", "300750");
const yd = H.maker("b49-late-yd", "002594");
const pa = H.maker("b49-late-pa", "601318");
const wl = H.maker("b49-late-wl", "000858");
const P = "2025-04-30";
const S = "2025-09-05";
const O = "2025-10-31";
const W = "2020-05-15";

export default [
  // 2025-04-30
  mt("t", P, "bull", "annual", "2024年营业总收入1741.4亿元、归母净利862.3亿元，同比分别增长15.7%和15.4%。", [
    V("revenue", "2024", "1741.4"),
    V("net_profit", "2024", "862.3"),
    G("revenue", "2024", { v: "15.7", cmp: "approx" }),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
  ]),
  mt("t", P, "fE", "quarterly", "刚出的一季报：归母净利268.5亿元，同比增长约11.6%，营业收入增速10.5%左右。", [
    V("net_profit", "2025Q1", "268.5"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
    G("operating_revenue", "2025Q1", { v: "10.5", cmp: "approx" }),
  ]),
  mt(
    "f",
    P,
    "tT",
    "technical",
    "5日、20日、60日均线多头排列，收盘1547元，上升趋势完好。",
    [CLOSE("1547"), MAORDER([5, 20, 60], "bull", { err: "technical" })],
    { err: "technical", note: "MA5 1548.65 < MA20 1551.10" },
  ),
  mt("u", P, "fM", "undecidable", "2025年上半年归母净利将超过450亿元。", [U("2025H1于2025年8月才披露，晚于asOf")]),
  zs(
    "f",
    P,
    "bear",
    "quarterly",
    "一季度营收837.5亿元，同比下降约2.1%，降幅尚属温和。",
    [V("revenue", "2025Q1", "837.5"), G("revenue", "2025Q1", { v: "-2.1", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "营收同比-3.09%；-2.08%是归母净利" },
  ),
  zs("t", P, "fQ", "quarterly", "2025年一季度营收837.5亿、归母净利372.9亿，同比分别下降3.1%和2.1%，开年双降。", [
    V("revenue", "2025Q1", "837.5"),
    V("net_profit", "2025Q1", "372.9"),
    G("revenue", "2025Q1", { v: "-3.1", cmp: "approx" }),
    G("net_profit", "2025Q1", { v: "-2.1", cmp: "approx" }),
  ]),
  pa("t", P, "tF", "annual", "2024年归母净利1266.1亿元，同比大增47.8%，摆脱了此前两年的低迷。", [
    V("net_profit", "2024", "1266.1"),
    G("net_profit", "2024", { v: "47.8", cmp: "approx", size: "大幅增长" }),
  ]),
  // 2025-09-05
  nd(
    "t",
    S,
    "tB",
    "quarterly",
    "上半年归母净利304.9亿元，同比增长33.3%，营收1788.9亿元、增7.3%，利润增速远快于收入。",
    [
      V("net_profit", "2025H1", "304.9"),
      G("net_profit", "2025H1", { v: "33.3", cmp: "approx" }),
      V("revenue", "2025H1", "1788.9"),
      G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
    ],
  ),
  nd("t", S, "tT", "technical", "收盘325.11元创52周新高，近20个交易日涨了23%，RSI14升到73，短线已超买。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RET(20, { v: "23", cmp: "approx" }),
    RSI("73", "approx"),
  ]),
  nd(
    "f",
    S,
    "fQ",
    "quarterly",
    "二季度单季归母净利165.2亿元，环比一季度下滑约18%，增长动能在衰减。",
    [
      V("net_profit", "2025S2", "165.2"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "-18", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比+18.3%" },
  ),
  mt("t", S, "fR", "quarterly", "上半年经营现金流只有131.2亿元，二季度单季仅43.1亿元，远低于同期利润。", [
    V("operating_cash_flow", "2025H1", "131.2"),
    V("operating_cash_flow", "2025S2", "43.1"),
    R("operating_cash_flow", "net_profit", "2025H1", "0.5", { cmp: "lt" }),
  ]),
  mt("u", S, "tN", "undecidable", "茅台前三季度归母净利预计同比持平。", [U("2025M9于2025-10-31前未披露")]),
  pa("u", S, "fE", "quarterly", "平安上半年归母净利同比下降约9%，寿险拖累明显。", [U("平安2025H1未存储")]),
  yd(
    "f",
    S,
    "tF",
    "quarterly",
    "上半年营收3712.8亿元、同比增长23.3%，归母净利155.1亿元、同比增长33.3%。",
    [
      V("revenue", "2025H1", "3712.8"),
      G("revenue", "2025H1", { v: "23.3", cmp: "approx" }),
      V("net_profit", "2025H1", "155.1"),
      G("net_profit", "2025H1", { v: "33.3", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "比亚迪H1净利+13.79%" },
  ),
  // 2025-10-31
  zs("t", O, "fE", "quarterly", "前三季度归母净利1137.7亿元，同比微增0.5%，三季度单季388.4亿元、同比增1.0%。", [
    V("net_profit", "2025M9", "1137.7"),
    G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
    V("net_profit", "2025S3", "388.4"),
    G("net_profit", "2025S3", { v: "1.0", cmp: "approx" }),
  ]),
  zs(
    "f",
    O,
    "tM",
    "quarterly",
    "三季度单季归母净利1137.7亿元，同比增长0.5%。",
    [
      V("net_profit", "2025S3", "1137.7", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025S3", { v: "0.5", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "1137.7亿是前三季度累计；单季388.4亿、+1.04%" },
  ),
  yd("t", O, "bear", "quarterly", "三季度单季净利78.2亿元，同比大降32.6%，前三季度累计净利233.3亿元、转为同比下降。", [
    V("net_profit", "2025S3", "78.2"),
    G("net_profit", "2025S3", { v: "-32.6", cmp: "approx" }),
    V("net_profit", "2025M9", "233.3"),
    G("net_profit", "2025M9", { dir: "down" }),
  ]),
  yd("t", O, "tT", "technical", "5日、20日、60日均线空头排列，RSI14约33，股价100.79元贴近百元关口。", [
    MAORDER([5, 20, 60], "bear"),
    RSI("33", "approx"),
    CLOSE("100.79"),
  ]),
  nd("t", O, "fV", "quarterly", "前三季度归母净利490.3亿元，已接近2024全年507.4亿元，同比增长36.2%。", [
    V("net_profit", "2025M9", "490.3"),
    V("net_profit", "2024", "507.4"),
    G("net_profit", "2025M9", { v: "36.2", cmp: "approx" }),
  ]),
  // 2020-05-15: 五粮液 FY2019
  wl("t", W, "bull", "annual", "2019年营业收入501.2亿元，首次突破500亿，同比增25.2%；归母净利174.0亿元，增30.0%。", [
    V("operating_revenue", "2019", "501.2"),
    V("operating_revenue", "2018", "500", "亿", "lt"),
    G("operating_revenue", "2019", { v: "25.2", cmp: "approx" }),
    V("net_profit", "2019", "174.0"),
    G("net_profit", "2019", { v: "30.0", cmp: "approx" }),
  ]),
  wl(
    "f",
    W,
    "fE",
    "annual",
    "2015到2019年归母净利从61.8亿增至174.0亿，四年复合增速约35%。",
    [
      V("net_profit", "2015", "61.8"),
      V("net_profit", "2019", "174.0"),
      CAGR("net_profit", "2015", "2019", { v: "35", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "CAGR约29.6%" },
  ),
  wl("t", W, "fR", "annual", "经营现金流231.1亿元，几乎是上年123.2亿元的1.9倍，现金含量大幅改善。", [
    V("operating_cash_flow", "2019", "231.1"),
    V("operating_cash_flow", "2018", "123.2"),
    X("operating_cash_flow", "2019", "2018", { v: "1.9", cmp: "approx" }),
  ]),
  wl(
    "f",
    W,
    "tC",
    "annual",
    "资产负债率28.48%，较上年下降约4个百分点，财务更趋稳健。",
    [
      V("debt_ratio", "2019", "28.48", "%"),
      PP("debt_ratio", "2019", { v: "-4", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "较2018年24.36%上升4.1个百分点" },
  ),
  wl("t", W, "tT", "technical", "收盘145.22元，5/10/20/60日均线多头排列，RSI约70，年初以来涨了9.2%。", [
    CLOSE("145.22"),
    MAORDER([5, 10, 20, 60], "bull"),
    RSI("70", "approx"),
    RET("2019-12-31", { v: "9.2", cmp: "approx" }),
  ]),
  wl("t", W, "tP", "annual", "ROE从2015年的14.93%一路升到2019年的25.26%，连续四年提升。", [
    V("roe", "2015", "14.93", "%"),
    V("roe", "2019", "25.26", "%"),
    UP("roe", ["2015", "2016", "2017", "2018", "2019"]),
  ]),
  wl("u", W, "tA", "undecidable", "2020年一季度五粮液营收增长15%，疫情影响有限。", [U("五粮液季度数据未存储")]),
];
