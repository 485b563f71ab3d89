// Across the companies: the metric mix-ups a model makes (营业收入 / 营业总收入, a per-share figure as a total, the sign
// of an outflow, a cumulative period as the year, a factor of ten, a chain with two years swapped).
import { G, LIN, MAX, MIN, R, UP, V, maker } from "../spec-helpers.mjs";

const A = "2026-04-30";
const mt = maker("b7-m-mt", "600519");
const nd = maker("b7-m-nd", "300750");
const yd = maker("b7-m-yd", "002594");
const zh = maker("b7-m-zh", "600036");
const pa = maker("b7-m-pa", "601318");
const wl = maker("b7-m-wl", "000858");

export default [
  mt(
    "f",
    A,
    "fE",
    "annual",
    "2025年营业收入1720.54亿元，同比微降1.2%。",
    [
      V("operating_revenue", "2025", "1720.54", "亿", "eq", { err: "wrong_value" }),
      G("operating_revenue", "2025", { v: "-1.2" }),
    ],
    { err: "wrong_value", note: "1720.54亿元是营业总收入；营业收入1688.38亿元" },
  ),
  mt("t", A, "fE", "annual", "2025年营业收入1688.38亿元、营业总收入1720.54亿元，两者相差约32亿元。", [
    V("operating_revenue", "2025", "1688.38"),
    V("revenue", "2025", "1720.54"),
    LIN(
      [
        ["revenue", 1],
        ["operating_revenue", -1],
      ],
      "2025",
      { v: "32", cmp: "approx" },
    ),
  ]),
  mt(
    "f",
    A,
    "tB",
    "quarterly",
    "2026年一季度营业收入539.09亿元，同比增长16.5%。",
    [V("operating_revenue", "2026Q1", "539.09"), G("operating_revenue", "2026Q1", { v: "16.5", err: "wrong_value" })],
    { err: "wrong_value", note: "+6.54%" },
  ),
  zh(
    "f",
    A,
    "tF",
    "annual",
    "2025年经营活动现金流净额17.90亿元，远低于归母净利润。",
    [V("operating_cash_flow", "2025", "17.90", "亿", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "17.90元是每股经营现金流；总额4514.57亿元" },
  ),
  zh("t", A, "tF", "annual", "2025年每股经营现金流17.90元，每股收益5.70元，前者约为后者的3.1倍。", [
    V("ocf_per_share", "2025", "17.90", "元"),
    V("basic_eps", "2025", "5.70", "元"),
    R("ocf_per_share", "basic_eps", "2025", "3.1", { cmp: "approx" }),
  ]),
  zh(
    "f",
    A,
    "fSy",
    "annual",
    "归母净利润2023→2024→2025：1466.02→1501.81→1483.91亿元，2025年小幅回落。",
    [
      V("net_profit", "2023", "1466.02"),
      V("net_profit", "2024", "1501.81", "亿", "eq", { err: "wrong_period" }),
      V("net_profit", "2025", "1483.91", "亿", "eq", { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "2024与2025年对调" },
  ),
  nd(
    "f",
    A,
    "fR",
    "annual",
    "2025年投资活动现金净流入944.76亿元，为经营现金流提供了补充。",
    [V("investing_cash_flow", "2025", "944.76", "亿", "eq", { err: "wrong_direction" })],
    { err: "wrong_direction", note: "为净流出" },
  ),
  nd("t", A, "fR", "annual", "2025年投资活动现金净流出944.76亿元，约为同期经营现金流1332.20亿元的0.71倍。", [
    V("operating_cash_flow", "2025", "1332.20", "亿"),
    V("investing_cash_flow", "2025", "-944.76"),
    LIN([["investing_cash_flow", -1]], "2025", { over: "operating_cash_flow", v: "0.71", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "tBe",
    "annual",
    "2025年全年归母净利润490.34亿元，同比增长约36%。",
    [
      V("net_profit", "2025", "490.34", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2025", { v: "36", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "这是前三季度累计" },
  ),
  yd(
    "f",
    A,
    "fE",
    "quarterly",
    "2025年前三季度营收8039.65亿元，同比增长3.46%。",
    [
      V("revenue", "2025M9", "8039.65", "亿", "eq", { err: "wrong_period" }),
      G("revenue", "2025M9", { v: "3.46", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "这是全年数；前三季度5662.66亿元、+12.75%" },
  ),
  yd(
    "f",
    A,
    "tF",
    "annual",
    "2025年末资产负债率70.74%，为2022年以来最高。",
    [
      V("debt_ratio", "2025", "70.74", "%"),
      MAX("debt_ratio", "2025", ["2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "为四年最低" },
  ),
  pa(
    "f",
    A,
    "tM",
    "annual",
    "2025年末商誉38.13亿元，较上年末有所减少。",
    [V("goodwill", "2025", "38.13", "亿", "eq", { err: "wrong_value" }), G("goodwill", "2025", { dir: "down" })],
    { err: "wrong_value", note: "381.30亿元，差十倍" },
  ),
  pa(
    "f",
    A,
    "fQ",
    "annual",
    "营业总收入已连续三年增长，2025年达到10505.06亿元。",
    [UP("revenue", ["2022", "2023", "2024", "2025"], { err: "overstatement" }), V("revenue", "2025", "10505.06")],
    { err: "overstatement", note: "2023年下降，只连续两年" },
  ),
  wl(
    "f",
    "2020-05-15",
    "fR",
    "annual",
    "2019年末资产负债率28.48%，为2015年以来最低。",
    [
      V("debt_ratio", "2019", "28.48", "%"),
      MIN("debt_ratio", "2019", ["2015", "2016", "2017", "2018", "2019"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "为五年最高" },
  ),
];
