// 中国石化 on 2026-04-30: FY2019-2024 stored, no FY2025 and no quarters (points name 2024 or are undecidable),
// bars from 2024, annual-report notices only.
import * as H from "../spec-helpers.mjs";

const { V, G, MIN, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, HI52, LO52, VOL, VOLR, EV, U, PE, SNAP, MCPE } = H;
const { GDIFF, BAR, MRET, LIN, DD } = H;
const c = H.maker("b52-sh", "600028");
const A = "2026-04-30";

export default [
  c("t", A, "fE", "annual", "2024年营业收入30745.62亿元，同比少了约4.3%；归母净利润503.13亿元，降幅扩大到16.8%。", [
    V("revenue", "2024", "30745.62"),
    G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8" }),
    GDIFF({ metric: "net_profit", period: "2024" }, { metric: "net_profit", period: "2023" }, { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2024年归母净利润503.13亿元，同比近乎腰斩，炼化盈利彻底失速。",
    [V("net_profit", "2024", "503.13"), G("net_profit", "2024", { size: "腰斩", err: "overstatement" })],
    { err: "overstatement", note: "同比-16.79%" },
  ),
  c("t", A, "tBe", "annual", "归母净利润712.08亿→670.82亿→604.63亿→503.13亿元，2022—2024年连降三年。", [
    V("net_profit", "2021", "712.08"),
    V("net_profit", "2022", "670.82"),
    V("net_profit", "2023", "604.63"),
    V("net_profit", "2024", "503.13"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2024年研发费用152.15亿元，同比下降8.9%，降本增效仍在推进。",
    [
      V("research_expense", "2024", "152.15"),
      G("research_expense", "2024", { v: "-8.9", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+8.92%" },
  ),
  c("t", A, "tF", "annual", "研发投入从2020年的100.87亿元逐年增加到2024年152.15亿元，四年多了约五成。", [
    UP("research_expense", ["2020", "2021", "2022", "2023", "2024"]),
    V("research_expense", "2020", "100.87"),
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { base: "2020", v: "50", cmp: "approx" }),
  ]),
  c("t", A, "fR", "annual", "2024年毛利率15.47%，净利率却只有1.87%，约3万亿元的营收体量下利润薄如纸。", [
    V("gross_margin", "2024", "15.47", "%"),
    V("net_margin", "2024", "1.87", "%"),
    V("revenue", "2024", "3", "万亿", "approx"),
  ]),
  c(
    "f",
    A,
    "fM",
    "annual",
    "2024年营业收入30745.62亿元，是2020年以来的最低水平。",
    [
      V("revenue", "2024", "30745.62"),
      MIN("revenue", "2024", ["2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2020年21047.24亿更低" },
  ),
  c("t", A, "fM", "annual", "营收峰值出现在2022年的33181.68亿元，之后两年连续回落。", [
    V("revenue", "2022", "33181.68"),
    MAX("revenue", "2022", ["2020", "2021", "2022", "2023", "2024"]),
    DOWN("revenue", ["2022", "2023", "2024"]),
  ]),
  c("u", A, "tF", "undecidable", "2025年归母净利润预计在400亿元上下，同比再降两成左右。", [U("FY2025未存储；预测")]),
  c("u", A, "fR", "undecidable", "炼油板块单吨毛利2025年继续收窄，化工板块亏损面扩大。", [U("分板块数据未存储")]),
  c("t", A, "tT", "technical", "股价5.39元，5、10、20、60日均线呈空头排列，上方60日线在6.17元附近。", [
    CLOSE("5.39"),
    MAORDER([5, 10, 20, 60], "bear"),
    MA(60, "below"),
    MA(60, "value", { v: "6.17", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "收盘5.39元又跌破5日均线，短线弱势未改。",
    [CLOSE("5.39"), MA(5, "below", { err: "technical" })],
    { err: "technical", note: "MA5 5.38，收盘略高于5日线" },
  ),
  c(
    "t",
    A,
    "tS",
    "technical",
    "3月2日、3日连拉两个涨停后冲高回落，60个交易日累计跌15%左右，距52周高点8.11元跌去三成多。",
    [
      BAR("2026-03-02", "chg", { v: "10", cmp: "approx" }),
      BAR("2026-03-03", "chg", { v: "10", cmp: "approx" }),
      DD("2026-03-02", { dir: "down" }),
      RET(60, { v: "-15", cmp: "approx" }),
      HI52({ cond: "level", v: "8.11" }),
      HI52({ v: "-30", cmp: "lt" }),
    ],
  ),
  c("t", A, "tS", "technical", "近20日平均成交量只有之前20日的六成左右，典型的缩量阴跌。", [
    VOLR({ v: "0.6", cmp: "approx" }),
    VOL("shrink_strong"),
    RET(20, { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "technical",
    "RSI14约30，收盘5.39元已经创出52周收盘新低。",
    [RSI("30", "approx"), LO52({ cond: "new_low", err: "technical" })],
    { err: "technical", note: "52周内收盘更低过（低点5.27）" },
  ),
  c("t", A, "tA", "valuation", "收盘5.39元对应2024年每股收益0.415元，静态PE约13倍；去年7月快照PB仅0.84倍。", [
    CLOSE("5.39"),
    V("basic_eps", "2024", "0.415", "元"),
    PE("2024", "13"),
    SNAP("pb", "0.84", "x"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按快照总市值约6887亿元、2024年归母净利润计，PE还不到10倍。",
    [SNAP("marketCap", "6887", "亿"), MCPE("2024", "10", "lt", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "6886.73/503.13≈13.7倍" },
  ),
  c("t", A, "tNe", "annual", "2024年扣非归母净利润480.57亿元，低于归母的503.13亿元，非经常性损益贡献约23亿元。", [
    V("deducted_net_profit", "2024", "480.57"),
    V("net_profit", "2024", "503.13"),
    LIN(
      [
        ["net_profit", 1],
        ["deducted_net_profit", -1],
      ],
      "2024",
      { v: "23", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "2024年归母净利润较2022年下降16.8%，盈利中枢下移。",
    [G("net_profit", "2024", { base: "2022", v: "-16.8", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "-16.8%是较2023年；较2022年-25.0%" },
  ),
  c("t", A, "tN", "announcement", "2024年年报在2025年3月24日发布，披露营业收入30745.62亿元。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24", title: "2024年" }),
    V("revenue", "2024", "30745.62"),
  ]),
  c("u", A, "vN", "undecidable", "国际油价4月以来反弹超一成，对上游开采板块是实质利好。", [U("油价不在存储数据内")]),
  c("t", A, "vT", "technical", "3月、4月月线分别跌约9.0%、8.3%，4月末收在5.39元。", [
    MRET("2026-03", { v: "-9.0", cmp: "approx" }),
    MRET("2026-04", { v: "-8.3", cmp: "approx" }),
    CLOSE("5.39"),
  ]),
];
