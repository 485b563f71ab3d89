// Points dated 2025-04-30 (FY2024, 2025Q1), 2025-09-05 (H1 2025) and 2025-10-31 (nine months 2025), and what was not public yet.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
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
  U,
  QOQ,
  POS52,
  BRK,
  MAX,
  MIN,
  DD,
  PE,
  X,
} = H;
const mt = H.maker("b64-lmt", "600519");
const zs = H.maker("b64-lzs", "600036");
const nd = H.maker("b64-lnd", "300750");
const yd = H.maker("b64-lyd", "002594");
const P = "2025-04-30";
const S = "2025-09-05";
const N = "2025-10-31";

export default [
  // 2025-04-30
  mt(
    "t",
    P,
    "bull",
    "annual",
    "茅台2024年归母净利862.28亿，同比增长约15.4%，营业总收入1741.44亿，增速约15.7%，双双实现两位数增长。",
    [
      V("net_profit", "2024", "862.28"),
      G("net_profit", "2024", { v: "15.4", cmp: "approx", size: "两位数增长" }),
      V("revenue", "2024", "1741.44"),
      G("revenue", "2024", { v: "15.7", cmp: "approx", size: "两位数增长" }),
    ],
  ),
  mt("t", P, "fE", "quarterly", "2025年一季度归母净利268.47亿，同比增长约11.6%，开局平稳。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
  ]),
  mt(
    "f",
    P,
    "fE",
    "quarterly",
    "茅台一季度归母净利268.47亿，同比增长约21.6%，增速较2024年全年还在加快。",
    [V("net_profit", "2025Q1", "268.47"), G("net_profit", "2025Q1", { v: "21.6", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "原始披露同比+11.56%" },
  ),
  mt("t", P, "tT", "technical", "收盘1547元，距52周高点1910元仍低约19%，DIF已跌到DEA下方，3月26日死叉后尚未修复。", [
    CLOSE("1547"),
    HI52({ cond: "level", v: "1910" }),
    HI52({ v: "-19", cmp: "approx" }),
    MACD("dif_below_dea", 0),
    MACD("death_cross", 30),
  ]),
  zs(
    "f",
    P,
    "bull",
    "quarterly",
    "招行2025年一季度归母净利372.86亿，同比增长约2.1%，利润仍守在正增长区间。",
    [
      V("net_profit", "2025Q1", "372.86"),
      G("net_profit", "2025Q1", { v: "2.1", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "原始披露同比-2.08%" },
  ),
  zs("t", P, "bear", "quarterly", "2025年一季度营收837.51亿，同比下降约3.1%，归母净利也下滑约2.1%，开年即双降。", [
    V("revenue", "2025Q1", "837.51"),
    G("revenue", "2025Q1", { v: "-3.1", cmp: "approx" }),
    G("net_profit", "2025Q1", { v: "-2.1", cmp: "approx" }),
  ]),
  nd("u", P, "fE", "undecidable", "宁德时代2025年一季度归母净利139.63亿，同比增长约33%，超出市场预期。", [
    V("net_profit", "2025Q1", "139.63"),
    U("2024Q1未存储；市场预期无法核验"),
  ]),
  yd("u", P, "tT", "undecidable", "比亚迪4月底股价站稳60日均线，MACD金叉向上。", [U("比亚迪日线始于2025-07-29")]),
  // 2025-09-05
  nd(
    "t",
    S,
    "bull",
    "quarterly",
    "宁德上半年营收1788.86亿，同比增约7.3%；归母净利304.85亿，同比增约33%，利润增速远快于收入。",
    [
      V("revenue", "2025H1", "1788.86"),
      G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
      V("net_profit", "2025H1", "304.85"),
      G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
    ],
  ),
  nd(
    "f",
    S,
    "fE",
    "quarterly",
    "二季度单季归母净利165.23亿，环比一季度下滑约18%，盈利动能在减弱。",
    [
      V("net_profit", "2025S2", "165.23"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "-18", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比+18.3%" },
  ),
  nd("t", S, "tT", "technical", "宁德收盘325.11元，创52周新高，均线从MA5到MA250全线多头排列，RSI约73已进入超买区。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    MAORDER([5, 10, 20, 60, 120, 250], "bull"),
    RSI("73", "approx"),
  ]),
  yd(
    "t",
    S,
    "bear",
    "quarterly",
    "比亚迪上半年归母净利155.11亿，同比增约13.8%，但二季度单季只有63.56亿，环比一季度下滑约31%。",
    [
      V("net_profit", "2025H1", "155.11"),
      G("net_profit", "2025H1", { v: "13.8", cmp: "approx" }),
      V("net_profit", "2025S2", "63.56"),
      QOQ("net_profit", "2025S2", "2025Q1", { v: "-31", cmp: "approx" }),
    ],
  ),
  yd(
    "f",
    S,
    "fE",
    "quarterly",
    "上半年营收3712.81亿，同比增长约13%，收入增速和利润大致同步。",
    [V("revenue", "2025H1", "3712.81"), G("revenue", "2025H1", { v: "13", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "营收同比+23.3%" },
  ),
  yd("t", S, "fR", "quarterly", "上半年毛利率18.01%，比去年同期20.01%下降约2个百分点。", [
    V("gross_margin", "2025H1", "18.01", "%"),
    V("gross_margin", "2024H1", "20.01", "%"),
    PP("gross_margin", "2025H1", { v: "-2", cmp: "approx" }),
  ]),
  zs(
    "t",
    S,
    "fE",
    "quarterly",
    "招行上半年营收1699.69亿，同比下降约1.7%，归母净利749.30亿却微增约0.25%，守住了正增长。",
    [
      V("revenue", "2025H1", "1699.69"),
      G("revenue", "2025H1", { v: "-1.7", cmp: "approx" }),
      V("net_profit", "2025H1", "749.30"),
      G("net_profit", "2025H1", { v: "0.25", cmp: "approx", size: "微增" }),
    ],
  ),
  mt("t", S, "tT", "technical", "茅台8月18日MACD重新金叉，DIF 11.68高于DEA 8.96，收盘1483元站上20日均线。", [
    MACD("golden_cross", 20),
    MACD("dif_value", 0, { v: "11.68" }),
    MACD("dea_value", 0, { v: "8.96" }),
    CLOSE("1483"),
    MA(20, "above"),
  ]),
  mt("u", S, "fE", "undecidable", "茅台上半年归母净利454.03亿，三季度预计延续个位数增长。", [
    V("net_profit", "2025H1", "454.03"),
    U("三季度业绩为预测"),
  ]),
  // 2025-10-31
  nd(
    "t",
    N,
    "fE",
    "quarterly",
    "前三季度归母净利490.34亿，同比增约36%；三季度单季185.49亿，同比增约41%，单季利润逐季攀升。",
    [
      V("net_profit", "2025M9", "490.34"),
      G("net_profit", "2025M9", { v: "36", cmp: "approx" }),
      V("net_profit", "2025S3", "185.49"),
      G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
      UP("net_profit", ["2025Q1", "2025S2", "2025S3"]),
    ],
  ),
  nd(
    "f",
    N,
    "bull",
    "quarterly",
    "宁德前三季度营收2830.72亿，同比大增约29%，增长全面提速。",
    [V("revenue", "2025M9", "2830.72"), G("revenue", "2025M9", { v: "29", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+9.3%" },
  ),
  yd("t", N, "bear", "quarterly", "比亚迪前三季度归母净利233.33亿，同比下滑约7.5%；三季度单季78.23亿，同比降约33%。", [
    V("net_profit", "2025M9", "233.33"),
    G("net_profit", "2025M9", { v: "-7.5", cmp: "approx" }),
    V("net_profit", "2025S3", "78.23"),
    G("net_profit", "2025S3", { v: "-33", cmp: "approx" }),
  ]),
  yd(
    "f",
    N,
    "tB",
    "quarterly",
    "三季度单季归母净利78.23亿，环比二季度增长约23%，同比也已转正。",
    [
      V("net_profit", "2025S3", "78.23"),
      QOQ("net_profit", "2025S3", "2025S2", { v: "23", cmp: "approx" }),
      G("net_profit", "2025S3", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-32.6%" },
  ),
  zs(
    "t",
    N,
    "fE",
    "quarterly",
    "招行三季度单季归母净利388.42亿，同比增约1.0%，前三季度累计1137.72亿，同比微增约0.5%。",
    [
      V("net_profit", "2025S3", "388.42"),
      G("net_profit", "2025S3", { v: "1.0", cmp: "approx" }),
      V("net_profit", "2025M9", "1137.72"),
      G("net_profit", "2025M9", { v: "0.5", cmp: "approx" }),
    ],
  ),
  mt("t", N, "tS", "technical", "茅台收盘1430.01元，离52周低点1400元只有约2%，10月28日MACD再度死叉。", [
    CLOSE("1430.01"),
    LO52({ cond: "level", v: "1400" }),
    LO52({ v: "2", cmp: "approx" }),
    MACD("death_cross", 5),
  ]),
  mt(
    "f",
    N,
    "fE",
    "quarterly",
    "三季度单季归母净利192.24亿，环比二季度下降约3.6%。",
    [
      V("net_profit", "2025S3", "192.24"),
      QOQ("net_profit", "2025S3", "2025S2", { v: "-3.6", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比+3.6%（S2 185.55亿）" },
  ),
  nd("u", N, "tN", "undecidable", "宁德时代2025年报将于明年3月披露，市场普遍预期全年净利超700亿。", [
    U("年报未公开，预期无法核验"),
  ]),
];
