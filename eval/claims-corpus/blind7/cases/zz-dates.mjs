// Earlier dates across the companies, so that not every case reads the latest data: 2022-04-29, 2024-11-15,
// 2025-04-30, 2025-08-29 and 2025-10-31 (what was public then, and the bars up to then).
import {
  BAR,
  CLOSE,
  G,
  HILO,
  MA,
  MACD,
  MAORDER,
  PP,
  QOQ,
  RET,
  RSI,
  SPAN,
  U,
  V,
  VOL,
  VOLR,
  maker,
} from "../spec-helpers.mjs";

const nd = maker("b7-t-nd", "300750");
const zh = maker("b7-t-zh", "600036");
const pa = maker("b7-t-pa", "601318");
const sh = maker("b7-t-sh", "600028");
const N22 = "2022-04-29";
const N25 = "2025-04-30";
const H25 = "2025-08-29";
const O25 = "2025-10-31";
const Z24 = "2024-11-15";

export default [
  // ---- 宁德时代 2022-04-29: bars only; FY2021 not yet in the data --------------------------------------------------
  nd(
    "t",
    N22,
    "tT",
    "technical",
    "4月29日收于409.35元，较2021年12月2日收盘高点688元回落约40%，仍在60日、120日均线下方。",
    [
      CLOSE("409.35"),
      HILO("max", "2021-11-01", { v: "688" }),
      SPAN("2021-12-02", { v: "-40", cmp: "approx" }),
      MA(60, "below"),
      MA(120, "below"),
    ],
  ),
  nd(
    "f",
    N22,
    "tTr",
    "technical",
    "近20个交易日股价下跌约12%，调整幅度尚属温和。",
    [RET(20, { v: "-12", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "-21.1%" },
  ),
  nd(
    "u",
    N22,
    "fE",
    "undecidable",
    "2021年归母净利润159.31亿元，同比增长约185%。",
    [V("net_profit", "2021", "159.31")],
    { note: "样本数据中2021年报于2022-04-30才可用" },
  ),
  nd("t", N22, "tC", "technical", "4月11日MACD死叉后DIF一直在DEA下方，且两者均处零轴下方。", [
    MACD("death_cross", 15),
    MACD("dif_below_dea"),
    MACD("dif_below_zero"),
    MACD("dea_value", undefined, { v: "0", cmp: "lt" }),
  ]),
  // ---- 宁德时代 2025-04-30: FY2024 and 2025Q1 ---------------------------------------------------------------------
  nd(
    "t",
    N25,
    "fE",
    "annual",
    "2024年营收3620.13亿元，同比下降9.7%，归母净利润507.45亿元，同比增长15.0%，增利不增收。",
    [
      V("revenue", "2024", "3620.13", "亿"),
      G("revenue", "2024", { v: "-9.7" }),
      V("net_profit", "2024", "507.45"),
      G("net_profit", "2024", { v: "15.0" }),
    ],
  ),
  nd(
    "f",
    N25,
    "bear",
    "annual",
    "2024年归母净利润507.45亿元，同比下滑约15%，营收也下降9.7%，量利双杀。",
    [
      V("net_profit", "2024", "507.45", "亿"),
      G("net_profit", "2024", { v: "-15", cmp: "approx", err: "wrong_direction" }),
      G("revenue", "2024", { v: "-9.7" }),
    ],
    { err: "wrong_direction" },
  ),
  nd(
    "u",
    N25,
    "fE",
    "undecidable",
    "2025年一季度营收847.05亿元，同比增长约6%，重回正增长。",
    [V("revenue", "2025Q1", "847.05"), G("revenue", "2025Q1", { v: "6", cmp: "approx" })],
    { note: "2024年一季度未存储" },
  ),
  nd("t", N25, "tT", "technical", "4月21日MACD金叉，DIF仍在零轴下方；收盘231.5元低于60日均线。", [
    MACD("golden_cross", 8),
    MACD("dif_below_zero"),
    CLOSE("231.5"),
    MA(60, "below"),
  ]),
  nd(
    "f",
    N25,
    "tS",
    "technical",
    "4月以来股价缩量回调，近20日均量只有前20日的八成左右。",
    [RET(20, { dir: "down" }), VOLR({ v: "0.8", cmp: "approx", err: "technical" })],
    { err: "technical", note: "均量比1.22，为放量" },
  ),
  // ---- 宁德时代 2025-08-29: H1 2025 -------------------------------------------------------------------------------
  nd("t", H25, "fE", "quarterly", "上半年营收1788.86亿元，同比增长7.27%，归母净利润304.85亿元，同比增长33.33%。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.27" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33.33" }),
  ]),
  nd(
    "f",
    H25,
    "tBe",
    "quarterly",
    "上半年毛利率25.02%，同比提升约1.5个百分点。",
    [
      V("gross_margin", "2025H1", "25.02", "%"),
      PP("gross_margin", "2025H1", { v: "1.5", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比下降1.51个百分点" },
  ),
  nd("t", H25, "tM", "quarterly", "二季度单季归母净利润165.23亿元，环比一季度的139.63亿元增长约18%。", [
    V("net_profit", "2025Q1", "139.63", "亿"),
    V("net_profit", "2025S2", "165.23"),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "18", cmp: "approx" }),
  ]),
  nd(
    "u",
    H25,
    "tB",
    "undecidable",
    "二季度单季营收941.82亿元，同比增长约8%。",
    [V("revenue", "2025S2", "941.82"), G("revenue", "2025S2", { v: "8", cmp: "approx" })],
    { note: "2024年二季度单季需2024年一季度，未存储" },
  ),
  nd("t", H25, "tT", "technical", "8月29日收于306.18元，创近60个交易日收盘新高，RSI(14)约69.6，逼近70的超买线。", [
    CLOSE("306.18"),
    { k: "ta", ind: "brk", n: 60, cond: "up" },
    RSI("69.6", "approx"),
    RSI("70", "lt"),
  ]),
  nd(
    "f",
    H25,
    "tA",
    "technical",
    "8月29日单日上涨约4%，近20个交易日累计上涨16.39%。",
    [BAR("2025-08-29", "chg", { v: "4", cmp: "approx", err: "wrong_value" }), RET(20, { v: "16.39" })],
    { err: "wrong_value" },
  ),
  // ---- 招商银行 2024-11-15: 2024 third quarter ---------------------------------------------------------------------
  zh(
    "t",
    Z24,
    "fE",
    "quarterly",
    "2024年前三季度营收2527.09亿元，同比下降2.91%；归母净利润1131.84亿元，同比下降0.62%。",
    [
      V("revenue", "2024M9", "2527.09"),
      G("revenue", "2024M9", { v: "-2.91" }),
      V("net_profit", "2024M9", "1131.84"),
      G("net_profit", "2024M9", { v: "-0.62" }),
    ],
  ),
  zh(
    "f",
    Z24,
    "bull",
    "quarterly",
    "三季度单季归母净利润384.41亿元，同比下降约0.8%，拖累前三季度业绩。",
    [
      V("net_profit", "2024S3", "384.41"),
      G("net_profit", "2024S3", { v: "-0.8", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "单季+0.79%" },
  ),
  zh(
    "t",
    Z24,
    "tT",
    "technical",
    "11月15日收于37.82元，近60个交易日上涨约18.7%，但近20个交易日回落3.15%，且缩量明显。",
    [CLOSE("37.82"), RET(60, { v: "18.7", cmp: "approx" }), RET(20, { v: "-3.15" }), VOL("shrink_strong")],
  ),
  zh(
    "f",
    Z24,
    "tS",
    "technical",
    "10月25日MACD死叉后DIF已重新上穿DEA。",
    [MACD("dif_above_dea", undefined, { err: "technical" })],
    { err: "technical" },
  ),
  zh(
    "u",
    Z24,
    "tC",
    "undecidable",
    "股价处于52周区间约75%的位置，距52周高点41.37元约8.6%。",
    [{ k: "ta", ind: "pos52", v: "75", cmp: "approx" }],
    { note: "连续日线始于2024-01-02，不足52周" },
  ),
  // ---- 中国平安 2025-10-31 ------------------------------------------------------------------------------------------
  pa("t", O25, "tT", "technical", "10月14日MACD金叉后DIF持续在DEA上方，收盘57.83元站上20日与60日均线。", [
    MACD("golden_cross", 14),
    MACD("dif_above_dea"),
    CLOSE("57.83"),
    MA(20, "above"),
    MA(60, "above"),
  ]),
  pa(
    "f",
    O25,
    "tTr",
    "technical",
    "今年以来股价上涨约18%，近20个交易日又涨4.97%。",
    [RET("2024-12-31", { v: "18", cmp: "approx", err: "wrong_value" }), RET(20, { v: "4.97" })],
    { err: "wrong_value", note: "今年以来+9.8%" },
  ),
  pa("t", O25, "tNe", "technical", "近一年股价仅上涨约1.4%，但距52周低点47元已反弹约23%。", [
    { k: "ta", ind: "lo52", cond: "level", v: "47" },
    RET(250, { v: "1.4", cmp: "approx" }),
    { k: "ta", ind: "lo52", v: "23", cmp: "approx" },
  ]),
  pa("u", O25, "fE", "undecidable", "2025年前三季度归母净利润同比增长约11%，投资收益回暖。", [U("季度数据未存储")]),
  // ---- 中国石化 2025-10-31 ------------------------------------------------------------------------------------------
  sh("t", O25, "tT", "technical", "10月31日收于5.47元，MACD的DIF刚回到零轴上方并位于DEA之上，但股价仍低于60日均线。", [
    CLOSE("5.47"),
    MACD("dif_above_zero"),
    MACD("dif_above_dea"),
    MA(60, "below"),
  ]),
  sh(
    "f",
    O25,
    "tC",
    "technical",
    "今年以来股价下跌约8%，跌幅小于大盘。",
    [RET("2024-12-31", { v: "-8", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "今年以来-18.1%" },
  ),
  sh("t", O25, "tS", "technical", "近一年股价下跌约17%，5/10日均线仍在20日均线上方。", [
    RET(250, { v: "-17", cmp: "approx" }),
    MAORDER([10, 20], "bull"),
    MAORDER([5, 20], "bull"),
  ]),
  sh(
    "f",
    O25,
    "tA",
    "technical",
    "近20个交易日放量上涨2.24%，量能较前20日放大约两成。",
    [RET(20, { v: "2.24" }), VOLR({ v: "1.2", cmp: "approx", err: "technical" })],
    { err: "technical", note: "均量比0.84" },
  ),
];
