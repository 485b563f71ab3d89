// Points dated before 2026-04-30: 2025-04-30 (FY2024, 2025Q1), 2025-09-05 (H1 2025), 2025-10-31 (nine months 2025),
// 2020-05-15 (五粮液 FY2019) and 2021-04-30 (中国平安 / 中国石化 FY2020), and what was not public yet.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  MIN,
  MAX,
  UP,
  DOWN,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  LO52,
  EV,
  U,
  CAGR,
  QOQ,
  PSUM,
  PE,
  X,
  READ,
  GDIFF,
  BRK,
} = H;
const mt = H.maker("b67-lt-mt", "600519");
const zs = H.maker("b67-lt-zs", "600036");
const nd = H.maker("b67-lt-nd", "300750");
const yd = H.maker("b67-lt-yd", "002594");
const wl = H.maker("b67-lt-wl", "000858");
const pa = H.maker("b67-lt-pa", "601318");
const sh = H.maker("b67-lt-sh", "600028");
const P = "2025-04-30";
const H1 = "2025-09-05";
const M9 = "2025-10-31";
const W = "2020-05-15";
const Z = "2021-04-30";

export default [
  mt("t", P, "bull", "quarterly", "茅台2025年一季度归母净利润268.47亿元，同比增长约11.6%，开局稳健。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
  ]),
  mt(
    "f",
    P,
    "fE",
    "annual",
    "茅台2024年归母净利润862.28亿元，同比增长约19.2%，增速较上年加快。",
    [V("net_profit", "2024", "862.28"), G("net_profit", "2024", { v: "19.2", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "19.2%是2023年增速；2024年+15.38%" },
  ),
  mt("t", P, "tT", "technical", "茅台4月30日收于1547元，距52周高点1910元约有19%的距离，MACD的DIF已回落到DEA下方。", [
    CLOSE("1547"),
    HI52({ cond: "level", v: "1910" }),
    HI52({ v: "-19", cmp: "approx" }),
    MACD("dif_below_dea", null),
  ]),
  mt("u", P, "tF", "annual", "茅台2025年全年归母净利润将回落到830亿元以下。", [
    V("net_profit", "2025", "830", "亿", "lt"),
  ]),
  zs("t", P, "bear", "quarterly", "招行2025年一季度归母净利润372.86亿元，同比下降约2.1%，营收也同比减少约3.1%。", [
    V("net_profit", "2025Q1", "372.86"),
    G("net_profit", "2025Q1", { v: "-2.1", cmp: "approx" }),
    G("revenue", "2025Q1", { v: "-3.1", cmp: "approx" }),
  ]),
  zs(
    "f",
    P,
    "tB",
    "quarterly",
    "招行一季度营收同比增长约3.1%，净利润372.86亿元，息差压力已经消化。",
    [
      G("revenue", "2025Q1", { v: "3.1", cmp: "approx", dir: "up", err: "wrong_direction" }),
      V("net_profit", "2025Q1", "372.86"),
      U("息差"),
    ],
    { err: "wrong_direction", note: "营收同比-3.09%" },
  ),
  mt("t", H1, "fE", "quarterly", "茅台2025年上半年归母净利润454.03亿元，同比增长约8.9%；二季度单季为185.55亿元。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
    V("net_profit", "2025S2", "185.55"),
  ]),
  nd("t", H1, "tB", "quarterly", "宁德上半年营收1788.86亿元，同比增约7.3%；归母净利润304.85亿元，同比增约33%。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
  ]),
  nd(
    "f",
    H1,
    "fQ",
    "quarterly",
    "宁德上半年利润增速比营收增速高出约16个百分点，剪刀差说明靠非经常性收益撑着。",
    [
      GDIFF(
        { metric: "net_profit", period: "2025H1" },
        { metric: "revenue", period: "2025H1" },
        { v: "16", cmp: "approx", err: "wrong_value" },
      ),
      U("利润来源归因"),
    ],
    { err: "wrong_value", note: "33.3%-7.3%=26.1个百分点" },
  ),
  nd("t", H1, "tT", "technical", "宁德9月5日收于325.11元，RSI14约73进入超买区，均线5/10/20/60/120/250呈多头排列。", [
    CLOSE("325.11"),
    RSI("73", "approx"),
    RSI("70", "gt"),
    MAORDER([5, 10, 20, 60, 120, 250], "bull"),
  ]),
  yd("t", H1, "fE", "quarterly", "比亚迪上半年营收3712.81亿元，同比增约23.3%；归母净利润155.11亿元，同比增约13.8%。", [
    V("revenue", "2025H1", "3712.81"),
    G("revenue", "2025H1", { v: "23.3", cmp: "approx" }),
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
  ]),
  yd(
    "f",
    H1,
    "tBe",
    "quarterly",
    "比亚迪二季度单季归母净利润63.56亿元，环比一季度下滑约15%。",
    [
      V("net_profit", "2025S2", "63.56"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "-15", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "环比-30.6%" },
  ),
  zs(
    "t",
    H1,
    "fL",
    "quarterly",
    "裁定：招行上半年归母净利润749.30亿元仅增约0.25%，营收1699.69亿元降约1.7%，基本面偏平。",
    [
      V("net_profit", "2025H1", "749.30"),
      G("net_profit", "2025H1", { v: "0.25", cmp: "approx" }),
      V("revenue", "2025H1", "1699.69"),
      G("revenue", "2025H1", { v: "-1.7", cmp: "approx" }),
    ],
  ),
  nd("u", H1, "fE", "quarterly", "宁德前三季度归母净利润将突破490亿元，同比增速超过三成。", [
    V("net_profit", "2025M9", "490", "亿", "gt"),
  ]),
  nd("t", M9, "fE", "quarterly", "宁德前三季度归母净利润490.34亿元，同比增约36%；三季度单季185.49亿元，同比增约41%。", [
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36", cmp: "approx" }),
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
  ]),
  nd(
    "f",
    M9,
    "tF",
    "quarterly",
    "宁德三季度单季营收约2830亿元，同比增长约9%。",
    [
      V("revenue", "2025S3", "2830", "亿", "approx", { err: "wrong_period" }),
      G("revenue", "2025S3", { v: "9", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "2830.72亿和+9.3%是前三季度累计；单季1041.86亿、+12.9%" },
  ),
  yd("t", M9, "bear", "quarterly", "比亚迪前三季度归母净利润233.33亿元，同比下降约7.6%，三季度单季利润同比降约33%。", [
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.6", cmp: "approx" }),
    G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
  ]),
  yd(
    "f",
    M9,
    "tB",
    "quarterly",
    "比亚迪前三季度营收5662.66亿元，同比增约12.8%，归母净利润同比也增长约7.6%。",
    [
      V("revenue", "2025M9", "5662.66"),
      G("revenue", "2025M9", { v: "12.8", cmp: "approx" }),
      G("net_profit", "2025M9", { v: "7.6", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "净利润同比-7.55%" },
  ),
  yd("t", M9, "tT", "technical", "比亚迪10月31日收于100.79元，位于5/10/20/60日均线之下，RSI14约33，短线弱势。", [
    CLOSE("100.79"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    RSI("33", "approx"),
  ]),
  mt("t", M9, "tS", "technical", "茅台10月31日收于1430.01元，距52周低点1400元只高出约2.1%，RSI约42。", [
    CLOSE("1430.01"),
    LO52({ cond: "level", v: "1400" }),
    LO52({ v: "2.1", cmp: "approx" }),
    RSI("42", "approx"),
  ]),
  zs("u", M9, "tN", "undecidable", "招行2025年全年归母净利润有望站上1500亿元。", [
    V("net_profit", "2025", "1500", "亿", "gt"),
  ]),
  wl("t", W, "bull", "annual", "五粮液2019年营业收入501.18亿元，首次突破500亿元；归母净利润174.02亿元，同比增约30%。", [
    V("operating_revenue", "2019", "501.18"),
    V("operating_revenue", "2019", "500", "亿", "gt"),
    MAX("operating_revenue", "2019", ["2015", "2016", "2017", "2018", "2019"]),
    V("net_profit", "2019", "174.02"),
    G("net_profit", "2019", { v: "30", cmp: "approx" }),
  ]),
  wl(
    "f",
    W,
    "fE",
    "annual",
    "五粮液2015-2019年归母净利润年复合增速约20%，增长节奏平稳。",
    [CAGR("net_profit", "2015", "2019", { v: "20", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "CAGR约29.6%" },
  ),
  wl("t", W, "tF", "annual", "五粮液2019年ROE达25.26%，比2015年的14.93%提升超10个百分点，资产负债率仅28.48%。", [
    V("roe", "2019", "25.26", "%"),
    PP("roe", "2019", { base: "2015", v: "10", cmp: "gt" }),
    V("debt_ratio", "2019", "28.48", "%"),
  ]),
  wl(
    "f",
    W,
    "fR",
    "annual",
    "五粮液2019年经营现金流231.12亿元，同比增长约27.6%，与利润增速匹配。",
    [
      V("operating_cash_flow", "2019", "231.12"),
      G("operating_cash_flow", "2019", { v: "27.6", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+87.6%" },
  ),
  wl("t", W, "fV", "valuation", "以145.22元收盘价和2019年每股收益4.48元算，五粮液静态市盈率约32倍。", [
    CLOSE("145.22"),
    PE("2019", "32"),
  ]),
  wl("t", W, "tT", "technical", "五粮液RSI14约70.3进入超买区，5/10/20/60日均线多头排列，距52周高点仅约1.9%。", [
    RSI("70.3", "approx"),
    RSI("70", "gt"),
    MAORDER([5, 10, 20, 60], "bull"),
    HI52({ v: "-1.9", cmp: "approx" }),
  ]),
  wl("u", W, "fM", "undecidable", "五粮液2020年一季度受疫情影响，二季度动销有望环比改善。", [U("预测与动销")]),
  pa("t", Z, "bear", "annual", "平安2020年归母净利润1430.99亿元，同比下降约4.2%，ROE由24.35%降至20.00%。", [
    V("net_profit", "2020", "1430.99"),
    G("net_profit", "2020", { v: "-4.2", cmp: "approx" }),
    V("roe", "2019", "24.35", "%"),
    V("roe", "2020", "20.00", "%"),
  ]),
  pa(
    "f",
    Z,
    "tB",
    "annual",
    "平安2020年营业收入12183.15亿元，同比增长约14.2%。",
    [
      V("operating_revenue", "2020", "12183.15"),
      G("operating_revenue", "2020", { v: "14.2", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+4.23%；+19.7%是2019年" },
  ),
  sh("t", Z, "tBe", "annual", "中石化2020年归母净利润332.71亿元，同比大降约42%，营收21047.24亿元也下滑约29%。", [
    V("net_profit", "2020", "332.71"),
    G("net_profit", "2020", { v: "-42", cmp: "approx", size: "骤降" }),
    V("operating_revenue", "2020", "21047.24"),
    G("operating_revenue", "2020", { v: "-29", cmp: "approx" }),
  ]),
  sh(
    "f",
    Z,
    "fR",
    "annual",
    "中石化2020年归母净利润332.71亿元，较2019年下降约25%，疫情冲击尚属可控。",
    [V("net_profit", "2020", "332.71"), G("net_profit", "2020", { v: "-25", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "降42.2%" },
  ),
  nd("u", P, "bull", "quarterly", "宁德2025年上半年归母净利润将超过300亿元，同比增速有望超三成。", [
    V("net_profit", "2025H1", "300", "亿", "gt"),
  ]),
  yd("u", H1, "vN", "announcement", "比亚迪9月起将有大股东减持计划实施，短期抛压需警惕。", [
    U("减持不能由缺席判定，且为计划"),
  ]),
];
