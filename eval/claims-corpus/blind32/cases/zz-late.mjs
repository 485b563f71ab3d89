// Points dated 2025-10-31 (nine months), 2025-09-05 (H1) and 2025-04-30 (FY2024), and what was not public yet.
import {
  CLOSE,
  EV,
  G,
  HI52,
  LO52,
  MA,
  MACD,
  MAX_CROSS,
  PP,
  QOQ,
  R,
  RET,
  RSI,
  U,
  V,
  VOLR,
  maker,
} from "../spec-helpers.mjs";

const cat = maker("b32-late-cat", "300750");
const pa = maker("b32-late-pa", "601318");
const sh = maker("b32-late-sh", "600028");
const O = "2025-10-31";
const S = "2025-09-05";
const P = "2025-04-30";

export default [
  cat("t", O, "fE", "quarterly", "三季度单季营收1041.86亿元、同比增长约12.9%，归母净利润185.49亿元、同比增长约41%。", [
    V("revenue", "2025S3", "1041.86"),
    G("revenue", "2025S3", { v: "12.9", cmp: "approx" }),
    V("net_profit", "2025S3", "185.49"),
    G("net_profit", "2025S3", { v: "41", cmp: "approx" }),
  ]),
  cat("t", O, "tB", "quarterly", "前三季度归母净利润490.34亿元，已相当于2024年全年的约97%。", [
    V("net_profit", "2025M9", "490.34"),
    R("net_profit", "net_profit", "2025M9", "97", { u: "%", denPeriod: "2024", cmp: "approx" }),
  ]),
  cat(
    "f",
    O,
    "bull",
    "quarterly",
    "前三季度毛利率同比提升近3个百分点，降本成效显著。",
    [PP("gross_margin", "2025M9", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "28.18%→25.31%，同比下降2.87个百分点" },
  ),
  cat("t", O, "fR", "quarterly", "前三季度毛利率25.31%，同比下降约2.9个百分点，毛利端仍在承压。", [
    V("gross_margin", "2025M9", "25.31", "%"),
    PP("gross_margin", "2025M9", { v: "-2.9", cmp: "approx" }),
  ]),
  cat(
    "f",
    O,
    "fE",
    "quarterly",
    "前三季度净利率约25%，远高于同行。",
    [V("net_margin", "2025M9", "25", "%", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "净利率18.47%" },
  ),
  cat("u", O, "fSy", "annual", "2025年全年归母净利润722.01亿元，同比增长42%。", [
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
  ]),
  cat("t", O, "tT", "technical", "10月31日收盘388.77元，较60个交易日前累计涨了约47%。", [
    CLOSE("388.77"),
    RET(60, { v: "47", cmp: "approx" }),
  ]),
  cat(
    "f",
    O,
    "tT",
    "technical",
    "10月13日那天DIF上穿DEA，此后股价一路上攻。",
    [MACD("golden_cross", 16, { err: "technical" })],
    { err: "technical", note: "10月13日为死叉" },
  ),
  cat("t", O, "tS", "technical", "量能在萎缩：20日平均成交量约为此前20日的四分之三，上攻跟不上。", [
    VOLR({ v: "0.75", cmp: "approx" }),
  ]),
  cat("t", S, "tT", "technical", "9月5日收盘325.11元，创52周收盘新高，RSI14升至73.1。", [
    CLOSE("325.11"),
    HI52({ cond: "new_high" }),
    RSI("73.1"),
  ]),
  cat("t", S, "fE", "quarterly", "上半年营收1788.86亿（同比+7.3%），归母净利304.85亿（同比+33%）。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "33", cmp: "approx" }),
  ]),
  cat(
    "f",
    S,
    "tA",
    "quarterly",
    "上半年营收实现两位数增长，收入端全面提速。",
    [G("revenue", "2025H1", { size: "两位数增长", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "+7.27%" },
  ),
  cat("t", S, "fM", "quarterly", "二季度单季营收941.82亿元，环比一季度增长约11%。", [
    V("revenue", "2025S2", "941.82"),
    QOQ("revenue", "2025S2", "2025Q1", { v: "11", cmp: "approx" }),
  ]),
  cat("u", S, "tN", "quarterly", "三季度营收有望同比增长两成以上。", [U("预测；三季报未披露")]),
  cat("t", P, "fE", "annual", "2024年营收3620.13亿元、同比下滑约9.7%，归母净利润507.45亿元却逆势增长约15%。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.7", cmp: "approx" }),
    V("net_profit", "2024", "507.45"),
    G("net_profit", "2024", { v: "15", cmp: "approx" }),
  ]),
  cat(
    "f",
    P,
    "tB",
    "annual",
    "2024年营收同比增长约9.7%至3620.13亿元，需求依旧旺盛。",
    [G("revenue", "2024", { v: "9.7", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-9.70%" },
  ),
  cat("u", P, "fE", "quarterly", "一季度营收847.05亿元，归母净利润139.63亿元、同比增长约33%。", [
    V("revenue", "2025Q1", "847.05"),
    V("net_profit", "2025Q1", "139.63"),
    G("net_profit", "2025Q1", { v: "33", cmp: "approx" }),
  ]),
  pa("t", P, "fE", "annual", "平安2024年归母净利润1266.07亿元，同比增长约47.8%。", [
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "47.8", cmp: "approx" }),
  ]),
  pa(
    "f",
    P,
    "bear",
    "annual",
    "2024年营业收入10289.25亿元，同比下滑约12%。",
    [V("revenue", "2024", "10289.25"), G("revenue", "2024", { v: "-12", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "较2023年9137.89亿元+12.6%" },
  ),
  pa("t", P, "tT", "technical", "MACD金叉出现在4月21日，股价也回到了20日均线上方。", [
    MACD("golden_cross", 8),
    MA(20, "above"),
    MAX_CROSS(20, "up", 8),
  ]),
  pa("t", P, "tNe", "technical", "一年（250个交易日）涨约28%，现价较40.22元的52周低点高出约26%。", [
    RET(250, { v: "28", cmp: "approx" }),
    LO52({ cond: "level", v: "40.22" }),
    LO52({ v: "26", cmp: "approx" }),
  ]),
  pa("u", O, "fE", "quarterly", "前三季度归母净利润同比增长约11.5%，单季改善明显。", [
    G("net_profit", "2025M9", { v: "11.5", cmp: "approx" }),
  ]),
  pa("t", O, "tT", "technical", "DIF 0.40处在零轴之上，10月14日已与DEA完成金叉。", [
    MACD("golden_cross", 14),
    MACD("dif_value", undefined, { v: "0.40" }),
    MACD("dif_above_zero"),
  ]),
  pa(
    "f",
    O,
    "tN",
    "announcement",
    "平安10月宣布再启A股回购，上限百亿元。",
    [EV("repurchase", true, { from: "2025-10-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "10月无回购公告" },
  ),
  sh("t", O, "tT", "technical", "DIF刚翻到零轴上方（0.005），此前在10月13日已上穿DEA。", [
    MACD("golden_cross", 16),
    MACD("dif_above_zero"),
    MACD("dif_value", undefined, { v: "0.005" }),
  ]),
  sh("u", O, "fE", "quarterly", "前三季度归母净利润同比下降约四成，炼化毛利仍在底部。", [
    G("net_profit", "2025M9", { v: "-40", cmp: "approx" }),
  ]),
  sh(
    "f",
    O,
    "tC",
    "technical",
    "10月31日收盘价跌破52周低点，创出新低。",
    [LO52({ cond: "new_low", err: "technical" })],
    { err: "technical", note: "收盘5.47元，52周最低5.25元" },
  ),
  sh("u", S, "tF", "quarterly", "上半年归母净利润约214亿元，同比下降近四成。", [
    V("net_profit", "2025H1", "214", "亿", "approx"),
  ]),
];
