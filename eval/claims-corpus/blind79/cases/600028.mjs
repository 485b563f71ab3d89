// 中国石化 on 2026-04-30: FY2019-2024 stored, FY2025 not (a point names 2024 or is open); annual-report notices only.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, CAGR } = H;
const { POS52, MCNOW, PE, SNAP, DD, SPAN, RANK, BRK, READ, IND } = H;
const c = H.maker("b79-sh", "600028");
const A = "2026-04-30";
const Y6 = ["2019", "2020", "2021", "2022", "2023", "2024"];

export default [
  c("t", A, "bear", "annual", "中国石化2024年归母净利润503.13亿元，同比降约16.8%，扣非480.57亿元，降幅更大。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    V("deducted_net_profit", "2024", "480.57"),
    H.GDIFF(
      { metric: "deducted_net_profit", period: "2024" },
      { metric: "net_profit", period: "2024" },
      { v: "0", cmp: "lt" },
    ),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2024年归母净利润604.63亿元，同比下降约16.8%，炼化景气下行拖累业绩。",
    [
      V("net_profit", "2024", "604.63", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    ],
    { err: "wrong_period", note: "604.63亿是2023年" },
  ),
  c("t", A, "tBe", "annual", "归母净利润自2021年712.08亿元起连续三年下滑，2024年降到503.13亿元，三年少了约29%。", [
    V("net_profit", "2021", "712.08"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { base: "2021", v: "-29", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2024年归母净利润503.13亿元，是2019年以来的最低值。",
    [V("net_profit", "2024", "503.13"), MIN("net_profit", "2024", Y6, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2020年332.71亿更低" },
  ),
  c("t", A, "fE", "annual", "2024年营收30745.62亿元，同比减少约4.3%，已是从2022年33181.68亿元高点起的第二年下滑。", [
    V("revenue", "2024", "30745.62"),
    G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
    MAX("revenue", "2022", ["2020", "2021", "2022", "2023", "2024"]),
    DOWN("revenue", ["2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年营收30745.62亿元，同比下降43%，收入规模几近腰斩。",
    [V("revenue", "2024", "30745.62"), G("revenue", "2024", { v: "-43", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比-4.29%" },
  ),
  c("t", A, "fQ", "annual", "2024年净利率仅1.87%，毛利率15.47%，与2023年的15.65%相比小降约0.2个百分点。", [
    V("net_margin", "2024", "1.87", "%"),
    V("gross_margin", "2024", "15.47", "%"),
    V("gross_margin", "2023", "15.65", "%"),
    PP("gross_margin", "2024", { v: "-0.2", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "研发费用从2020年的100.87亿元逐年增至2024年的152.15亿元，四年连增，但仍不到营收的0.5%。", [
    V("research_expense", "2020", "100.87"),
    UP("research_expense", ["2020", "2021", "2022", "2023", "2024"]),
    V("research_expense", "2024", "152.15"),
    R("research_expense", "revenue", "2024", "0.5", { u: "%", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "研发费用152.15亿元，同比下降约9%，转型投入在收缩。",
    [
      V("research_expense", "2024", "152.15"),
      G("research_expense", "2024", { v: "-9", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+8.9%" },
  ),
  c("t", A, "fV", "valuation", "按2024年每股收益0.415元，5.39元的股价对应静态PE约13倍；去年7月快照PB仅0.84倍。", [
    V("basic_eps", "2024", "0.415", "元"),
    CLOSE("5.39"),
    PE("2024", "13"),
    SNAP("pb", "0.84", "x", "eq"),
  ]),
  c("u", A, "fV", "undecidable", "2025年每股收益约0.3元，对应当前PE已升至18倍附近。", [U("中国石化FY2025未存储")]),
  c("u", A, "fE", "undecidable", "中国石化2025年归母净利润同比再降三成，已是连续四年下滑。", [
    U("中国石化FY2025未存储"),
  ]),
  c("t", A, "tT", "technical", "收盘5.39元，压在10、20、60、120、250日线之下，RSI14约30，已逼近超卖。", [
    CLOSE("5.39"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
    RSI("30", "approx"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "中国石化收盘站稳所有均线上方，多头排列刚刚形成。",
    [MA(60, "above", { err: "technical" }), MAORDER([5, 10, 20, 60], "bull", { err: "technical" })],
    { err: "technical", note: "仅高于MA5，低于其余均线" },
  ),
  c("t", A, "tS", "technical", "近60个交易日自高点回撤约31%，现价距52周低点5.27元只有2%出头，处在区间最底部。", [
    DD(60, { v: "-31", cmp: "approx" }),
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "2.3", cmp: "approx" }),
    POS52({ v: "5", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "近20日量能放大了四成，资金在低位抢筹。",
    [VOL("expand_strong", { err: "technical" }), U("资金流向")],
    { err: "technical", note: "20日均量/前20日=0.61，缩量" },
  ),
  c("t", A, "tC", "technical", "今年以来股价下跌约12.8%，60个交易日跌幅超15%，20日均量只有前20日的六成，缩量阴跌。", [
    SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }),
    RET(60, { v: "-15", cmp: "lt" }),
    VOL("shrink_strong"),
    H.VOLR({ v: "0.6", cmp: "approx" }),
  ]),
  c("u", A, "tN", "undecidable", "中国石化宣布2025年末期每股派息0.14元，全年分红率超70%。", [
    U("中国石化公告仅收年报"),
  ]),
  c("u", A, "tBe", "undecidable", "炼油毛利跌至每吨200元以下，化工板块持续亏损。", [U("分部与行业价差")]),
  c("t", A, "vN", "announcement", "2025年3月发布的2024年年度报告显示，归母净利503.13亿元，基本每股收益0.415元。", [
    EV_AR(),
    V("net_profit", "2024", "503.13"),
    V("basic_eps", "2024", "0.415", "元"),
  ]),
];

function EV_AR() {
  return H.EV("annual_report", true, { from: "2025-03-01", to: "2025-03-31", title: "2024年年度报告" });
}
