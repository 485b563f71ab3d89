// Earlier dates: 2025-04-30 (FY2024, 茅台2025Q1), 2025-09-05 (H1), 2025-10-31 (nine months), 2020-03-19 (中国平安,
// FY2018 public, FY2019 not yet), 2021-04-30 (中国石化 FY2020), 2020-05-15 (茅台 FY2019, no bars).
import * as H from "../spec-helpers.mjs";

const { V, G, R, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, U, IND, QOQ, POS52, VOLR } = H;
const mt = H.maker("b45-lt-mt", "600519");
const pa = H.maker("b45-lt-pa", "601318");
const sh = H.maker("b45-lt-sh", "600028");
const P = "2025-04-30";
const M = "2025-09-05";
const N = "2025-10-31";
const O = "2020-03-19";

export default [
  mt("t", P, "bull", "annual", "2024年营业总收入1741.44亿元，同比增长15.66%，归母净利润862.28亿元。", [
    V("revenue", "2024", "1741.44"),
    G("revenue", "2024", { v: "15.66" }),
    V("net_profit", "2024", "862.28"),
  ]),
  mt("t", P, "fE", "quarterly", "2025年一季度归母净利润268.47亿元，同比增长11.56%，开局平稳。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.56" }),
  ]),
  mt(
    "f",
    P,
    "fQ",
    "quarterly",
    "一季度营业收入同比增长15.66%，开年延续增长。",
    [G("operating_revenue", "2025Q1", { v: "15.66", err: "wrong_period" })],
    { err: "wrong_period", note: "15.66%是2024年营业总收入增速，2025Q1营收+10.54%" },
  ),
  mt("u", P, "fM", "undecidable", "2025年全年归母净利润将突破900亿元。", [V("net_profit", "2025", "900", "亿", "gt")]),
  mt("t", P, "tT", "technical", "收盘1547元，距52周高点1910元仍低约19%，MA60、MA120、MA250挤在1520—1527元。", [
    CLOSE("1547"),
    HI52({ cond: "level", v: "1910" }),
    HI52({ v: "-19", cmp: "approx" }),
    MA(60, "value", H.IN("1520", "1527")),
    MA(120, "value", H.IN("1520", "1527")),
    MA(250, "value", H.IN("1520", "1527")),
  ]),
  mt(
    "f",
    P,
    "tTr",
    "technical",
    "4月下旬MACD刚刚死叉，DIF已跌破DEA。",
    [MACD("dif_below_dea", 0), MACD("death_cross", 8, { err: "technical" })],
    { err: "technical", note: "死叉在3月26日" },
  ),
  mt("t", M, "fT", "quarterly", "上半年归母净利454.03亿元，同比增8.89%，增速较一季度的11.56%放缓。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.89" }),
    G("net_profit", "2025Q1", { v: "11.56" }),
  ]),
  mt(
    "f",
    M,
    "bull",
    "quarterly",
    "二季度单季归母净利润454.03亿元，环比一季度大幅提升。",
    [
      V("net_profit", "2025S2", "454.03", "亿", "eq", { err: "wrong_period" }),
      QOQ("net_profit", "2025S2", "2025S1", { dir: "up", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "454.03亿是上半年累计，二季度单季185.55亿" },
  ),
  mt("t", M, "bear", "quarterly", "二季度单季归母净利185.55亿元，环比一季度的268.47亿元下降约31%。", [
    V("net_profit", "2025S2", "185.55"),
    V("net_profit", "2025Q1", "268.47"),
    QOQ("net_profit", "2025S2", "2025S1", { v: "-31", cmp: "approx" }),
  ]),
  mt("t", M, "tT", "technical", "收盘1483元，5日、10日、20日、60日均线多头排列。", [
    CLOSE("1483"),
    MAORDER([5, 10, 20, 60], "bull"),
  ]),
  mt(
    "f",
    M,
    "tS",
    "technical",
    "近20日均量较前20日萎缩约一半，交投冷清。",
    [VOLR({ v: "0.5", cmp: "approx", err: "technical" })],
    { err: "technical", note: "量比1.51，放量" },
  ),
  mt("u", M, "fM", "undecidable", "前三季度归母净利润将同比增长10%左右。", [
    G("net_profit", "2025M9", { v: "10", cmp: "approx" }),
  ]),
  mt("t", N, "fE", "quarterly", "前三季度归母净利646.27亿元，增速逐季回落：11.56%→8.89%→6.25%。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025Q1", { v: "11.56" }),
    G("net_profit", "2025H1", { v: "8.89" }),
    G("net_profit", "2025M9", { v: "6.25" }),
  ]),
  mt(
    "f",
    N,
    "fR",
    "quarterly",
    "三季度单季经营现金流381.97亿元，回款显著改善。",
    [V("operating_cash_flow", "2025S3", "381.97", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "381.97亿为前三季度累计，单季250.78亿" },
  ),
  mt("t", N, "tF", "quarterly", "三季度单季经营现金流250.78亿元，远高于二季度单季的43.10亿元。", [
    V("operating_cash_flow", "2025S3", "250.78"),
    V("operating_cash_flow", "2025S2", "43.10"),
  ]),
  mt("t", N, "tB", "technical", "收盘1430.01元，距52周低点1400元仅约2.1%，处于区间约11%分位。", [
    CLOSE("1430.01"),
    LO52({ cond: "level", v: "1400" }),
    LO52({ v: "2.1", cmp: "approx" }),
    POS52({ v: "11", cmp: "approx" }),
  ]),
  mt("f", N, "tA", "technical", "10月28日MACD金叉，短线已转强。", [MACD("golden_cross", 4, { err: "technical" })], {
    err: "technical",
    note: "10月28日为死叉",
  }),
  mt("u", N, "tN", "undecidable", "四季度茅台将加大直营投放，全年营收增速有望回到两位数。", [U("未来与渠道")]),
  pa("t", O, "tT", "technical", "近20个交易日累计下跌约18.6%，RSI14跌至22.8，已深度超卖。", [
    RET(20, { v: "-18.6", cmp: "approx" }),
    RSI("22.8", "approx"),
    RSI("30", "lt"),
  ]),
  pa("t", O, "fE", "annual", "2018年归母净利润1074.04亿元，同比增长约20.6%。", [
    V("net_profit", "2018", "1074.04"),
    G("net_profit", "2018", { v: "20.6", cmp: "approx" }),
  ]),
  pa("u", O, "fM", "undecidable", "2019年归母净利润将达1494亿元，同比大增39%。", [
    V("net_profit", "2019", "1494", "亿", "approx"),
    G("net_profit", "2019", { v: "39", cmp: "approx" }),
  ]),
  pa("t", O, "fR", "industry", "2018年末负债率90.43%，对保险集团属正常水平，当年ROE为20.91%。", [
    V("debt_ratio", "2018", "90.43", "%"),
    IND("high_debt_is_normal"),
    V("roe", "2018", "20.91", "%"),
  ]),
  pa(
    "f",
    O,
    "tTr",
    "technical",
    "收盘67.81元，仍站在5日均线之上，短线抗跌。",
    [CLOSE("67.81"), MA(5, "above", { err: "technical" })],
    { err: "technical", note: "MA5 71.31" },
  ),
  pa("t", O, "bear", "technical", "收盘67.81元，较52周高点92.5元回撤约26.7%。", [
    CLOSE("67.81"),
    HI52({ cond: "level", v: "92.5" }),
    HI52({ v: "-26.7", cmp: "approx" }),
  ]),
  sh("t", "2021-04-30", "fE", "annual", "2020年归母净利332.71亿元，同比下降约42%，扣非净利润转为-15.65亿元。", [
    V("net_profit", "2020", "332.71"),
    G("net_profit", "2020", { v: "-42", cmp: "approx" }),
    V("deducted_net_profit", "2020", "-15.65"),
  ]),
  sh(
    "f",
    "2021-04-30",
    "bear",
    "annual",
    "2020年营业收入21047.24亿元，同比下降约19%。",
    [V("revenue", "2020", "21047.24"), G("operating_revenue", "2020", { v: "-19", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "-29.0%" },
  ),
  sh("u", "2021-04-30", "fM", "undecidable", "2021年一季度归母净利润同比大增，业绩拐点已现。", [
    G("net_profit", "2021Q1", { dir: "up" }),
  ]),
  mt("t", "2020-05-15", "fE", "annual", "2019年营业总收入888.54亿元，归母净利412.06亿元，净利率49.49%。", [
    V("revenue", "2019", "888.54"),
    V("net_profit", "2019", "412.06"),
    V("net_margin", "2019", "49.49", "%"),
  ]),
  mt(
    "f",
    "2020-05-15",
    "fV",
    "annual",
    "2019年ROE 33.09%，基本每股收益38.20元。",
    [V("roe", "2019", "33.09", "%"), V("basic_eps", "2019", "38.20", "元", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "32.80元" },
  ),
  mt("t", "2020-05-15", "tF", "annual", "2019年经营现金流452.11亿元，约为归母净利的1.1倍。", [
    V("operating_cash_flow", "2019", "452.11"),
    R("operating_cash_flow", "net_profit", "2019", "1.1", { cmp: "approx" }),
  ]),
];
