// Points dated 2025-09-05 / 2025-10-31 / 2025-04-30, and what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, U, QOQ, EV, SPAN, POS52 } = H;
const mt = H.maker("b34-lmt", "600519");
const zs = H.maker("b34-lzs", "600036");
const byd = H.maker("b34-lbyd", "002594");
const sh = H.maker("b34-lsh", "600028");
const S = "2025-09-05";
const O = "2025-10-31";
const P = "2025-04-30";

export default [
  mt(
    "u",
    S,
    "bull",
    "quarterly",
    "2025年上半年归母净利润454.03亿元，其中二季度单季185.55亿元，上半年利润规模仍居白酒之首。",
    [V("net_profit", "2025H1", "454.03"), V("net_profit", "2025S2", "185.55"), U("“白酒之首”需要同业数据")],
  ),
  mt(
    "f",
    S,
    "bear",
    "quarterly",
    "二季度单季归母净利润185.55亿元，环比一季度下降约45%。",
    [
      V("net_profit", "2025S2", "185.55"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "-45", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "环比-30.9%" },
  ),
  mt("t", S, "fR", "quarterly", "上半年经营现金流仅131.19亿元，二季度单季只有43.10亿元，远低于同期利润。", [
    V("operating_cash_flow", "2025H1", "131.19"),
    V("operating_cash_flow", "2025S2", "43.10"),
    R("operating_cash_flow", "net_profit", "2025S2", "1", { cmp: "lt" }),
  ]),
  mt("u", S, "fE", "quarterly", "前三季度归母净利润预计在640亿元上下，全年大概率小幅负增长。", [
    U("2025年三季报于2025-09-05尚未披露，为预测"),
  ]),
  mt(
    "t",
    O,
    "fE",
    "quarterly",
    "前三季度归母净利润646.27亿元，三季度单季192.24亿元，环比二季度的185.55亿元略有回升。",
    [
      V("net_profit", "2025M9", "646.27"),
      V("net_profit", "2025S3", "192.24"),
      QOQ("net_profit", "2025S3", "2025S2", { dir: "up", size: "稳健增长" }),
    ],
  ),
  mt(
    "u",
    O,
    "tF",
    "annual",
    "2025年全年归母净利润823.20亿元，同比下滑4.5%，弱势已定。",
    [V("net_profit", "2025", "823.20")],
    {
      note: "2025年年报2026-04披露，2025-10-31时未公开",
    },
  ),
  mt("t", O, "tT", "technical", "10月31日收盘1430.01元，位于5日、20日、60日、250日均线之下，RSI14约42。", [
    CLOSE("1430.01"),
    MA(5, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(250, "below"),
    RSI("42", "approx"),
  ]),
  mt("t", P, "tT", "technical", "4月末收盘1547元，站在60日和250日均线之上，但MACD在3月26日死叉后DIF已跌到零轴下方。", [
    CLOSE("1547"),
    MA(60, "above"),
    MA(250, "above"),
    MACD("dif_below_zero"),
  ]),
  mt("t", P, "bull", "annual", "2024年归母净利润862.28亿元，同比增长15.4%，连续多年保持两位数增长。", [
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
    H.GSTREAK("net_profit", ["2021", "2022", "2023", "2024"], 10, null),
  ]),
  mt(
    "f",
    P,
    "fSy",
    "annual",
    "2024年营业总收入1741.44亿元，同比增长约18%，延续两位数增长。",
    [V("revenue", "2024", "1741.44"), G("revenue", "2024", { v: "18", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+15.66%" },
  ),
  zs("t", S, "fE", "quarterly", "上半年营收1699.69亿元，同比下降1.7%，归母净利润749.30亿元，同比微增0.25%。", [
    V("revenue", "2025H1", "1699.69"),
    G("revenue", "2025H1", { base: "2024H1", v: "-1.7", cmp: "approx" }),
    V("net_profit", "2025H1", "749.30"),
    G("net_profit", "2025H1", { base: "2024H1", v: "0.25", cmp: "approx", size: "微增" }),
  ]),
  zs(
    "u",
    S,
    "bear",
    "quarterly",
    "前三季度归母净利润1137.72亿元，同比仅增0.5%。",
    [V("net_profit", "2025M9", "1137.72")],
    {
      note: "三季报10月底才披露，9月5日不可得",
    },
  ),
  zs("t", O, "tF", "quarterly", "前三季度归母净利润1137.72亿元，同比增长0.5%，三季度单季388.42亿元，同比增长约1%。", [
    V("net_profit", "2025M9", "1137.72"),
    G("net_profit", "2025M9", { base: "2024M9", v: "0.5", cmp: "approx" }),
    V("net_profit", "2025S3", "388.42"),
    G("net_profit", "2025S3", { base: "2024S3", v: "1", cmp: "approx" }),
  ]),
  zs("t", O, "tT", "technical", "10月14日MACD金叉，但股价40.89元仍在60日和120日均线下方，反弹力度有限。", [
    MACD("golden_cross", 14),
    CLOSE("40.89"),
    MA(60, "below"),
    MA(120, "below"),
  ]),
  zs(
    "f",
    O,
    "tA",
    "technical",
    "收盘40.89元已站上250日均线，长期趋势向好。",
    [MA(250, "value", { v: "42.00", cmp: "approx" }), MA(250, "above", { err: "technical" })],
    { err: "technical", note: "MA250约42.00，收盘在其下" },
  ),
  byd(
    "t",
    S,
    "bear",
    "quarterly",
    "二季度单季归母净利润63.56亿元，比一季度的91.55亿元环比下滑约31%，上半年仍同比增长约14%。",
    [
      V("net_profit", "2025S2", "63.56"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "-31", cmp: "approx" }),
      G("net_profit", "2025H1", { base: "2024H1", v: "14", cmp: "approx" }),
    ],
  ),
  byd(
    "f",
    S,
    "bull",
    "quarterly",
    "上半年营收3712.81亿元，同比增长约13%，规模扩张稳健。",
    [
      V("revenue", "2025H1", "3712.81"),
      G("revenue", "2025H1", { base: "2024H1", v: "13", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+23.3%" },
  ),
  byd("u", S, "tT", "technical", "股价107.26元，位于10日、20日均线下方；由于转增除权，60日均线暂时无法参考。", [
    CLOSE("107.26"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
  ]),
  byd(
    "t",
    O,
    "fE",
    "quarterly",
    "三季度单季归母净利润78.23亿元，同比下降32.6%，前三季度累计233.33亿元，同比下滑约7.5%。",
    [
      V("net_profit", "2025S3", "78.23"),
      G("net_profit", "2025S3", { base: "2024S3", v: "-32.6", cmp: "approx" }),
      V("net_profit", "2025M9", "233.33"),
      G("net_profit", "2025M9", { base: "2024M9", v: "-7.5", cmp: "approx" }),
    ],
  ),
  byd(
    "f",
    O,
    "fQ",
    "quarterly",
    "前三季度营收5662.66亿元，同比增长约23%，增速仍在高位。",
    [
      V("revenue", "2025M9", "5662.66"),
      G("revenue", "2025M9", { base: "2024M9", v: "23", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "23.3%是上半年增速，前三季度+12.75%" },
  ),
  sh("t", S, "tT", "technical", "9月5日收盘5.69元，低于250日均线约6.05元，距52周高点7.64元仍有约25%的距离。", [
    CLOSE("5.69"),
    MA(250, "below"),
    MA(250, "value", { v: "6.05", cmp: "approx" }),
    HI52({ v: "-25.5", cmp: "approx" }),
  ]),
  sh("u", S, "bear", "quarterly", "上半年归母净利润同比下降近四成，炼油板块亏损扩大。", [U("中国石化季报未存储")]),
  sh("t", P, "fE", "annual", "2024年营收30745.62亿元，同比下降4.3%，归母净利润503.13亿元，降幅约16.8%。", [
    V("revenue", "2024", "30745.62"),
    G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
  ]),
];
