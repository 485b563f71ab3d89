// 中国石化: FY2019-2024 (no quarters, only annual-report notices), bars 2024-01-02..2026-04-30.
// Dates: 2026-04-30 and 2025-04-30 (FY2024 public).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, MAX, MIN, RET, CLOSE, MA, RSI, MACD, HI52, VOL, U, DOWN, SPAN, D } = H;
const { POS52 } = H;
const c = H.maker("b8-sh", "600028");
const A = "2026-04-30";
const P = "2025-04-30";
const Y6 = ["2019", "2020", "2021", "2022", "2023", "2024"];

export default [
  c("t", P, "bear", "annual", "中国石化2024年营收30745.62亿元，同比下降4.29%，归母净利润503.13亿元，同比下降16.79%。", [
    V("revenue", "2024", "30745.62"),
    G("revenue", "2024", { v: "-4.29" }),
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.79" }),
  ]),
  c(
    "f",
    P,
    "bear",
    "annual",
    "2024年归母净利润503.13亿元，同比下降约9.9%。",
    [V("net_profit", "2024", "503.13"), G("net_profit", "2024", { v: "-9.9", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "-9.87%是2023年" },
  ),
  c("t", P, "bear", "annual", "归母净利润自2021年的712.08亿元起连续三年下滑，2024年降至503.13亿元。", [
    V("net_profit", "2021", "712.08"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    V("net_profit", "2024", "503.13"),
  ]),
  c(
    "f",
    P,
    "bear",
    "annual",
    "2024年归母净利润503.13亿元，为2019年以来的最低水平。",
    [V("net_profit", "2024", "503.13"), MIN("net_profit", "2024", Y6, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2020年332.71亿元更低" },
  ),
  c("t", P, "bull", "annual", "2024年归母净利润503.13亿元，仍比2020年的332.71亿元高约51%。", [
    V("net_profit", "2020", "332.71"),
    G("net_profit", "2024", { base: "2020", v: "51", cmp: "approx" }),
  ]),
  c("t", P, "fE", "annual", "营收从2022年峰值33181.68亿元回落到30745.62亿元，两年减少约2436亿元。", [
    V("revenue", "2022", "33181.68"),
    MAX("revenue", "2022", ["2020", "2021", "2022", "2023", "2024"]),
    D("revenue", "2024", { base: "2022", v: "-2436", cmp: "approx" }),
  ]),
  c(
    "f",
    P,
    "fE",
    "annual",
    "营收3.07万亿元，同比增长约4.3%，炼化需求回暖。",
    [
      V("revenue", "2024", "3.07", "万亿", "approx"),
      G("revenue", "2024", { v: "4.3", cmp: "approx", err: "wrong_direction" }),
      U("需求回暖"),
    ],
    { err: "wrong_direction" },
  ),
  c("t", P, "fE", "annual", "2024年毛利率15.47%，与上年的15.65%基本持平（-0.18个百分点）。", [
    V("gross_margin", "2024", "15.47", "%"),
    V("gross_margin", "2023", "15.65", "%"),
    PP("gross_margin", "2024", { v: "-0.18" }),
  ]),
  c(
    "f",
    P,
    "fE",
    "annual",
    "2024年毛利率15.47%，较2021年的19.91%下降约4.4个百分点。",
    [
      V("gross_margin", "2024", "15.47", "%"),
      V("gross_margin", "2021", "19.91", "%", "eq", { err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "19.91%是2020年；2021年19.13%" },
  ),
  c("t", P, "fR", "annual", "扣非归母净利润480.57亿元，同比下降约20.8%，降幅大于归母口径。", [
    V("deducted_net_profit", "2024", "480.57"),
    G("deducted_net_profit", "2024", { v: "-20.8", cmp: "approx" }),
    G("net_profit", "2024", { v: "-20.8", cmp: "gt" }),
  ]),
  c("t", P, "tB", "annual", "基本每股收益0.41元，虽同比下降，但2021年以来累计净利润超2400亿元。", [
    V("basic_eps", "2024", "0.41", "元"),
    G("basic_eps", "2024", { dir: "down" }),
    H.SUM("net_profit", ["2021", "2022", "2023", "2024"], { v: "2400", cmp: "gt" }),
  ]),
  c(
    "f",
    P,
    "tB",
    "annual",
    "基本每股收益4.1元，同比下降约18%。",
    [
      V("basic_eps", "2024", "4.1", "元", "eq", { err: "wrong_magnitude" }),
      G("basic_eps", "2024", { v: "-18", cmp: "approx" }),
    ],
    { err: "wrong_magnitude", note: "0.41元" },
  ),
  c("t", P, "tT", "technical", "4月30日收盘5.66元，MACD于4月16日金叉，但股价仍在MA60(5.79)和MA250(6.29)下方。", [
    CLOSE("5.66"),
    MACD("golden_cross", 12),
    MA(60, "value", { v: "5.79" }),
    MA(250, "value", { v: "6.29" }),
    MA(60, "below"),
    MA(250, "below"),
  ]),
  c("t", P, "tC", "technical", "今年以来下跌约15.3%，近一年下跌约13.5%。", [
    RET("2024-12-31", { v: "-15.3", cmp: "approx" }),
    RET(250, { v: "-13.5", cmp: "approx" }),
  ]),
  c(
    "f",
    P,
    "tTr",
    "technical",
    "今年以来股价下跌约5%，相对抗跌。",
    [RET("2024-12-31", { v: "-5", cmp: "approx", err: "wrong_value" })],
    {
      err: "wrong_value",
    },
  ),
  c("u", P, "tN", "announcement", "公司公告2024年末期每股派息0.086元，全年派息率约70%。", [U("未存储分红公告")]),
  c("u", P, "fM", "undecidable", "若布伦特油价回落至65美元，2025年炼油毛利有望改善。", [U("油价情景")]),
  // 2026-04-30
  c("t", A, "tT", "technical", "收盘5.39元，低于MA20(5.63)、MA60(6.17)与MA250(5.85)，均线压制明显。", [
    CLOSE("5.39"),
    MA(20, "value", { v: "5.63" }),
    MA(60, "value", { v: "6.17" }),
    MA(250, "value", { v: "5.85" }),
    MA(20, "below"),
    MA(60, "below"),
    MA(250, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "收盘5.39元，重新站上250日均线，长线资金回流。",
    [MA(250, "above", { err: "technical" }), U("资金流")],
    { err: "technical" },
  ),
  c("t", A, "tS", "technical", "RSI(14)约30，逼近超卖区。", [RSI("30", "approx")]),
  c("t", A, "tC", "technical", "近60个交易日下跌约15%，距52周高点8.11元回撤约33.5%，股价处于一年区间的底部附近。", [
    RET(60, { v: "-15", cmp: "approx" }),
    { k: "ta", ind: "hi52", cond: "level", v: "8.11" },
    HI52({ v: "-33.5", cmp: "approx" }),
    POS52({ v: "10", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "52周高点为7.64元，当前较高点回撤约29%。",
    [
      { k: "ta", ind: "hi52", cond: "level", v: "7.64", err: "wrong_period" },
      HI52({ v: "-29", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "7.64元是2025-04-30时的52周高点" },
  ),
  c("t", A, "tNe", "technical", "近20日成交量较前20日萎缩约四成，股价同期下跌8.49%，缩量阴跌。", [
    { k: "volr", v: "0.6", cmp: "approx" },
    RET(20, { v: "-8.49" }),
  ]),
  c(
    "f",
    A,
    "tNe",
    "technical",
    "近20个交易日放量下跌8.49%，恐慌盘集中涌出。",
    [RET(20, { v: "-8.49" }), VOL("expand", { err: "technical" })],
    {
      err: "technical",
    },
  ),
  c("t", A, "tTr", "technical", "今年以来跌幅约12.8%，2025年全年则下跌约7.5%，连续两年收跌。", [
    RET("2025-12-31", { v: "-12.8", cmp: "approx" }),
    SPAN("2024-12-31", { to: "2025-12-31", v: "-7.5", cmp: "approx" }),
  ]),
  c("u", A, "tF", "undecidable", "2025年归母净利润约400亿元，同比降幅超过20%。", [U("中国石化2025年数据未存储")]),
  c("u", A, "vN", "announcement", "消息面：控股股东近期公告增持A股。", [U("仅存年报公告")]),
  c("t", A, "vT", "technical", "技术面：短中期均线空头排列、RSI约30、近20日下跌8.5%，偏空。", [
    H.MAORDER([5, 10, 20, 60], "bear"),
    MA(20, "below"),
    MA(60, "below"),
    RSI("30", "approx"),
    RET(20, { v: "-8.5", cmp: "approx" }),
  ]),
  c("t", A, "vF", "annual", "基本面：最近一期（2024年）营收-4.29%、利润-16.79%，盈利下行。", [
    G("revenue", "2024", { v: "-4.29" }),
    G("net_profit", "2024", { v: "-16.79" }),
  ]),
  c("t", A, "fV", "valuation", "2025年7月4日快照PB约0.84倍，破净。", [
    H.SNAP("pb", "0.84", "x", "approx"),
    H.SNAP("pb", "1", "x", "lt"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按2025年7月4日快照，总市值约6887亿元，对应2024年利润的PE约9.7倍。",
    [H.SNAP("marketCap", "6887", "亿", "approx"), H.MCPE("2024", "9.7", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "6887/503.13约13.7倍" },
  ),
  c("t", A, "fV", "valuation", "按2025年7月4日快照总市值约6887亿元计，对应2024年归母净利润的PE约13.7倍。", [
    H.SNAP("marketCap", "6887", "亿", "approx"),
    H.MCPE("2024", "13.7", "approx"),
  ]),
];
