// Points dated 2025-10-31 / 2025-09-05 / 2025-04-30 and what was not public yet on those days.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, QOQ, CLOSE, MA, MACD, HI52, RET, U, R, SPAN, IN, VOL, RSI } = H;
const n = H.maker("b33-lt-nd", "300750");
const p = H.maker("b33-lt-pa", "601318");
const O = "2025-10-31";
const S = "2025-09-05";
const P = "2025-04-30";

export default [
  n("t", O, "bull", "quarterly", "前三季度营收2830.72亿元，同比增长9.3%；归母净利490.34亿元，同比增长36.2%。", [
    V("revenue", "2025M9", "2830.72"),
    G("revenue", "2025M9", { v: "9.3" }),
    V("net_profit", "2025M9", "490.34"),
    G("net_profit", "2025M9", { v: "36.2" }),
  ]),
  n(
    "f",
    O,
    "bull",
    "quarterly",
    "三季度单季营收2830亿元，同比增长9%，单季规模再创新高。",
    [
      V("revenue", "2025S3", "2830", "亿", "approx", { err: "wrong_period" }),
      G("revenue", "2025S3", { v: "9", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "2830亿/9%是前三季度累计；Q3单季1041.86亿，+12.9%" },
  ),
  n("t", O, "fE", "quarterly", "Q3单季营收1041.86亿元，同比+12.9%，环比+10.6%；单季净利185.49亿元。", [
    V("revenue", "2025S3", "1041.86"),
    G("revenue", "2025S3", { v: "12.9" }),
    QOQ("revenue", "2025S3", "2025S2", { v: "10.6" }),
    V("net_profit", "2025S3", "185.49"),
  ]),
  n("t", O, "tBe", "quarterly", "但前三季度毛利率25.31%，比去年同期的28.18%低了近3个百分点。", [
    V("gross_margin", "2025M9", "25.31", "%"),
    V("gross_margin", "2024M9", "28.18", "%"),
    PP("gross_margin", "2025M9", { v: "-3", cmp: "near" }),
  ]),
  n(
    "f",
    O,
    "tBe",
    "quarterly",
    "前三季度毛利率25.31%，同比下滑了约2.9%，降幅有限。",
    [
      V("gross_margin", "2025M9", "25.31", "%"),
      G("gross_margin", "2025M9", { v: "-2.9", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "下降2.87个百分点，相对降幅约10.2%" },
  ),
  n("t", O, "tT", "technical", "60日线在331.98元，股价388.77元远在其上，但MACD已于10月13日死叉。", [
    CLOSE("388.77"),
    MA(60, "above"),
    MA(60, "value", { v: "331.98" }),
    MACD("dead_cross", 15),
  ]),
  n(
    "f",
    O,
    "tT",
    "technical",
    "股价今日创出52周新高，突破424元前高。",
    [HI52({ cond: "new_high", err: "technical" })],
    { err: "technical", note: "close 388.77，52周高点424.36" },
  ),
  n("u", O, "fM", "quarterly", "四季度是传统旺季，预计单季营收将突破1300亿元。", [U("对未来季度的预测")]),
  n("t", S, "fE", "quarterly", "上半年营收1788.86亿元，同比增长约7.3%，归母净利304.85亿元，同比增长三成以上。", [
    V("revenue", "2025H1", "1788.86"),
    G("revenue", "2025H1", { v: "7.3", cmp: "approx" }),
    V("net_profit", "2025H1", "304.85"),
    G("net_profit", "2025H1", { v: "30", cmp: "gt" }),
  ]),
  n(
    "f",
    S,
    "bull",
    "quarterly",
    "上半年归母净利304.85亿元，同比增长逾五成。",
    [V("net_profit", "2025H1", "304.85"), G("net_profit", "2025H1", { v: "50", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "+33.33%" },
  ),
  n("t", S, "tF", "quarterly", "二季度单季营收941.82亿元，较一季度的847.05亿元环比增长约11%。", [
    V("revenue", "2025S2", "941.82"),
    QOQ("revenue", "2025S2", "2025S1", { v: "11", cmp: "approx" }),
  ]),
  n("u", S, "bear", "quarterly", "前三季度净利润同比增速有望保持在30%以上。", [U("2025年三季报于2025-09-05尚未发布")]),
  n("t", P, "bear", "annual", "2024年营收3620.13亿元，同比下降9.7%，这是近年少见的收入负增长。", [
    V("revenue", "2024", "3620.13"),
    G("revenue", "2024", { v: "-9.7" }),
  ]),
  n("t", P, "bull", "annual", "2024年收入虽降，归母净利仍增长约15%至507.45亿元。", [
    G("revenue", "2024", { dir: "down" }),
    G("net_profit", "2024", { v: "15", cmp: "approx" }),
    V("net_profit", "2024", "507.45"),
  ]),
  n(
    "f",
    P,
    "bull",
    "annual",
    "营收在2024年达到3620亿元，同比增长9.7%，收入端依旧强劲。",
    [
      V("revenue", "2024", "3620", "亿", "approx"),
      G("revenue", "2024", { v: "9.7", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction" },
  ),
  n("u", P, "fE", "quarterly", "一季度营收847.05亿元，同比增长约6%，止住了连续下滑的势头。", [
    V("revenue", "2025Q1", "847.05"),
    G("revenue", "2025Q1", { v: "6", cmp: "approx" }),
  ]),
  n("t", P, "tT", "technical", "4月21日MACD金叉，但收盘231.5元仍在60日线250.58元之下。", [
    MACD("golden_cross", 8),
    CLOSE("231.5"),
    MA(60, "below"),
  ]),
  p("t", P, "fE", "annual", "2024年归母净利润1266.07亿元，同比大增47.8%，营业总收入10289亿元，增长约12.6%。", [
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "47.8" }),
    V("revenue", "2024", "10289", "亿", "approx"),
    G("revenue", "2024", { v: "12.6", cmp: "approx" }),
  ]),
  p(
    "f",
    P,
    "fE",
    "annual",
    "较2022年，去年归母净利1266亿元增长约48%。",
    [
      V("net_profit", "2024", "1266", "亿", "approx"),
      G("net_profit", "2024", { base: "2022", v: "48", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "48%是较2023年；较2022年+51.1%" },
  ),
  p("t", P, "tT", "technical", "4月30日收于50.71元，已站上48.39元的年线，但距52周高点62.8元仍有约19%空间。", [
    CLOSE("50.71"),
    MA(250, "above"),
    HI52({ v: "-19", cmp: "approx" }),
  ]),
  p("u", S, "fE", "quarterly", "上半年归母净利润同比下降约4%，主要受投资收益波动拖累。", [
    U("平安2025年中报不在数据中"),
  ]),
  p("t", S, "tT", "technical", "9月5日收盘57.9元，跌破20日线59.07元，MACD刚死叉。", [
    CLOSE("57.9"),
    MA(20, "below"),
    MA(20, "value", { v: "59.07" }),
    MACD("dead_cross", 8),
  ]),
  p("f", S, "tS", "technical", "短线超卖信号已经出现，RSI14跌破30。", [RSI("30", "lt", { err: "technical" })], {
    err: "technical",
    note: "RSI 45.4",
  }),
];
