// Points dated 2025-04-30 / 2025-09-05 / 2025-10-31 for 招商银行 and 宁德时代, and what was not public yet.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, CLOSE, RSI, HI52, EV, U, GDIFF } = H;
const zs = H.maker("b28-lz", "600036");
const nd = H.maker("b28-ln", "300750");
const O = "2025-10-31";
const S = "2025-09-05";
const P = "2025-04-30";

export default [
  // 招商银行
  zs(
    "f",
    O,
    "bear",
    "quarterly",
    "前三季度经营现金流净额1761.34亿元，同比增长38.68%，流动性补充明显。",
    [
      V("operating_cash_flow", "2025M9", "1761.34"),
      G("operating_cash_flow", "2025M9", { v: "38.68", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-38.68%" },
  ),
  zs("t", O, "fE", "quarterly", "三季度单季营收814.51亿元、同比+2.11%，是今年第一个收入正增长的季度。", [
    V("revenue", "2025S3", "814.51"),
    G("revenue", "2025S3", { v: "2.11" }),
    G("revenue", "2025S1", { dir: "down" }),
    G("revenue", "2025S2", { dir: "down" }),
  ]),
  zs("u", O, "fM", "undecidable", "前三季度利润增速0.52%只是底部，四季度单季增速有望回到3%以上。", [
    G("net_profit", "2025M9", { v: "0.52" }),
    U("对下一季度的预测"),
  ]),
  zs(
    "f",
    S,
    "tF",
    "quarterly",
    "上半年营收1699.69亿元，同比下滑17.2%，收入端几乎失速。",
    [V("revenue", "2025H1", "1699.69"), G("revenue", "2025H1", { v: "-17.2", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比-1.72%" },
  ),
  zs("t", S, "bull", "quarterly", "二季度单季归母净利润同比增长约2.7%，扭转了一季度-2.08%的颓势。", [
    G("net_profit", "2025S2", { v: "2.7", cmp: "approx" }),
    G("net_profit", "2025S1", { v: "-2.08" }),
  ]),
  zs("u", P, "tB", "quarterly", "2025年上半年归母净利润将同比转正，一季度的下滑只是暂时的。", [
    G("net_profit", "2025H1", { dir: "up" }),
  ]),

  // 宁德时代
  nd(
    "f",
    O,
    "tF",
    "quarterly",
    "前三季度毛利率25.31%，同比提升约2.9个百分点。",
    [
      V("gross_margin", "2025M9", "25.31", "%"),
      PP("gross_margin", "2025M9", { v: "2.9", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比下降2.87个百分点" },
  ),
  nd(
    "t",
    O,
    "fE",
    "quarterly",
    "三季度单季营收1041.86亿元、同比+12.90%，利润同比+41.21%，利润增速高出营收28个百分点有余。",
    [
      GDIFF(
        { metric: "net_profit", period: "2025S3" },
        { metric: "revenue", period: "2025S3" },
        { v: "28", cmp: "gt" },
      ),
      V("revenue", "2025S3", "1041.86"),
      G("revenue", "2025S3", { v: "12.90" }),
      G("net_profit", "2025S3", { v: "41.21" }),
    ],
  ),
  nd(
    "f",
    O,
    "bull",
    "quarterly",
    "前三季度归母净利润490.34亿元，同比增长41.21%。",
    [V("net_profit", "2025M9", "490.34"), G("net_profit", "2025M9", { v: "41.21", err: "wrong_period" })],
    { err: "wrong_period", note: "41.21%是三季度单季增速，前三季度+36.20%" },
  ),
  nd("u", O, "fM", "quarterly", "照这个节奏，2025年全年归母净利润将突破700亿元。", [
    V("net_profit", "2025", "700", "亿", "gt"),
  ]),
  nd("t", S, "tT", "technical", "收盘325.11元，刷新52周新高，RSI升至73，已进入超买区。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73", "approx"),
    RSI("70", "gt"),
  ]),
  nd(
    "f",
    S,
    "fE",
    "quarterly",
    "上半年营收1788.86亿元，同比增长33.33%，收入端重回高增长。",
    [V("revenue", "2025H1", "1788.86"), G("revenue", "2025H1", { v: "33.33", err: "wrong_value" })],
    { err: "wrong_value", note: "33.33%是利润增速；营收+7.27%" },
  ),
  nd("t", S, "fSy", "quarterly", "上半年归母净利润304.85亿元，同比增长约三分之一，而营收只增长7.27%。", [
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33.3", cmp: "approx" }),
    G("revenue", "2025H1", { v: "7.27" }),
  ]),
  nd("u", P, "tF", "quarterly", "2025Q1：归母净利润139.63亿元，同比+32.85%。", [
    V("net_profit", "2025Q1", "139.63"),
    G("net_profit", "2025Q1", { v: "32.85" }),
  ]),
  nd(
    "f",
    P,
    "fE",
    "annual",
    "2024年营收3620.13亿元，同比增长9.70%，归母净利润507.45亿元。",
    [
      V("revenue", "2024", "3620.13"),
      G("revenue", "2024", { v: "9.70", err: "wrong_direction" }),
      V("net_profit", "2024", "507.45"),
    ],
    { err: "wrong_direction", note: "同比-9.70%" },
  ),
  nd("u", P, "tN", "announcement", "宁德时代4月公告了赴港上市的发行安排，募资将投向海外产能。", [
    U("2026年2月以前的公告未收集"),
  ]),
  nd("t", P, "bear", "annual", "2024年营收下降9.70%，利润却增长15.01%，这种增利不增收的格局值得警惕。", [
    G("revenue", "2024", { v: "-9.70" }),
    G("net_profit", "2024", { v: "15.01" }),
    GDIFF({ metric: "net_profit", period: "2024" }, { metric: "revenue", period: "2024" }, { dir: "up" }),
  ]),
];
