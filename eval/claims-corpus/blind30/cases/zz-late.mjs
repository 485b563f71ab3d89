// Points dated before 2026-04-30: 2025-10-31 (nine months 2025), 2025-09-05 (H1 2025), 2025-04-30 (FY2024, 2025Q1)
// and a few older dates, and what was not public yet on those dates.
import * as H from "../spec-helpers.mjs";

const { V, G, R, QOQ, CLOSE, MA, RSI, MACD, HI52, POS52, EV, U } = H;
const mt = H.maker("b30-late-mt", "600519");
const by = H.maker("b30-late-byd", "002594");
const pa = H.maker("b30-late-pa", "601318");
const sh = H.maker("b30-late-sh", "600028");
const L = "2025-10-31";
const S = "2025-09-05";
const P = "2025-04-30";

export default [
  // 贵州茅台
  mt("t", L, "fE", "quarterly", "前三季度归母净利润646.27亿元，增幅收窄到6.25%，比上半年慢了下来。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.25" }),
    G("net_profit", "2025H1", { v: "6.25", cmp: "gt" }),
  ]),
  mt("t", L, "tF", "quarterly", "环比来看，三季度单季比二季度多赚约3.6%，落在192.24亿元。", [
    V("net_profit", "2025S3", "192.24"),
    QOQ("net_profit", "2025S3", "2025S2", { v: "3.6", cmp: "approx" }),
  ]),
  mt(
    "f",
    L,
    "tA",
    "quarterly",
    "前三季度经营现金流381.97亿元，已超过同期归母净利润，现金回笼强劲。",
    [
      V("operating_cash_flow", "2025M9", "381.97"),
      R("operating_cash_flow", "net_profit", "2025M9", "1", { cmp: "ge", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "381.97/646.27=0.59" },
  ),
  mt("t", L, "tT", "technical", "1497.07元的250日均线还压在头上，10月末收盘1430.01元，年线没有收复。", [
    CLOSE("1430.01"),
    MA(250, "value", { v: "1497.07" }),
    MA(250, "below"),
  ]),
  mt(
    "u",
    L,
    "bull",
    "annual",
    "茅台2025年全年归母净利润823.2亿元，全年维度依然稳健。",
    [V("net_profit", "2025", "823.2")],
    { note: "2025-10-31年报尚未披露" },
  ),
  mt(
    "f",
    L,
    "fM",
    "technical",
    "自10月16日金叉以来，快线一直没有跌回慢线下方，多头动能延续。",
    [MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "10月28日已死叉，DIF -7.43 < DEA -4.92" },
  ),
  mt("t", S, "fE", "quarterly", "454.03亿元——这是上半年的归母净利，同比多赚8.89%。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.89" }),
  ]),
  mt(
    "f",
    S,
    "bear",
    "quarterly",
    "二季度单季归母净利268.47亿元，增速已经掉头。",
    [V("net_profit", "2025S2", "268.47", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "268.47亿元是一季度；二季度单季185.55亿元" },
  ),
  mt("t", S, "tT", "technical", "1483元的收盘价把20日、60日两条均线都踩在了脚下。", [
    CLOSE("1483"),
    MA(20, "above"),
    MA(60, "above"),
  ]),
  mt("u", S, "tB", "quarterly", "三季度营收有望重回两位数增长，中秋旺季动销值得期待。", [U("预测")]),
  mt("t", P, "fE", "annual", "营业总收入增速15.66%，2024年全年做到了1741.44亿元。", [
    V("revenue", "2024", "1741.44"),
    G("revenue", "2024", { v: "15.66" }),
  ]),
  mt(
    "f",
    P,
    "bull",
    "annual",
    "2024年归母净利润同比增长超过两成，龙头溢价实至名归。",
    [G("net_profit", "2024", { v: "20", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "+15.38%" },
  ),
  mt("t", P, "tF", "quarterly", "一季度开门红：归母净利268.47亿元，同比+11.56%。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.56" }),
  ]),
  mt("t", "2023-04-30", "fE", "annual", "茅台2022年的归母净利润增速是19.55%，落到绝对值上是627.16亿元。", [
    G("net_profit", "2022", { v: "19.55" }),
    V("net_profit", "2022", "627.16"),
  ]),
  mt("u", "2023-04-30", "tT", "technical", "股价已站上60日均线，短期趋势转强。", [MA(60, "above")], {
    note: "日线从2024-01-02开始",
  }),
  // 比亚迪
  by("t", L, "fE", "quarterly", "前三季度营收累计5662.66亿元，较上年同期的增幅为12.75%。", [
    V("revenue", "2025M9", "5662.66"),
    G("revenue", "2025M9", { v: "12.75" }),
  ]),
  by(
    "f",
    L,
    "tB",
    "quarterly",
    "三季度单季营收同比仍是正增长，规模1949.85亿元。",
    [V("revenue", "2025S3", "1949.85"), G("revenue", "2025S3", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2024Q3单季2011.25亿元，同比-3.05%" },
  ),
  by(
    "u",
    L,
    "tC",
    "technical",
    "13.6%左右的回撤——这是相对52周高点116.59元而言。",
    [HI52({ v: "-13.6", cmp: "approx" })],
    { note: "比亚迪52周数据不可判" },
  ),
  by("t", L, "tT", "technical", "RSI(14)约33，已接近超卖区域。", [RSI("33", "approx")]),
  by("t", S, "fE", "quarterly", "半年报显示归母净利155.11亿元，比2024年上半年高出13.79%。", [
    V("net_profit", "2025H1", "155.11"),
    G("net_profit", "2025H1", { v: "13.79" }),
  ]),
  by("t", S, "bear", "quarterly", "和一季度比，二季度单季归母掉了约31%，只剩63.56亿元。", [
    V("net_profit", "2025S2", "63.56"),
    QOQ("net_profit", "2025S2", "2025Q1", { v: "-31", cmp: "approx" }),
  ]),
  by(
    "f",
    S,
    "bull",
    "quarterly",
    "上半年营收同比大增33.3%，达到3712.81亿元。",
    [V("revenue", "2025H1", "3712.81"), G("revenue", "2025H1", { v: "33.3", err: "wrong_value" })],
    { err: "wrong_value", note: "+23.30%" },
  ),
  by("t", P, "fE", "annual", "2024年全年归母净利润达到402.54亿元，增速约34%，延续高增长。", [
    V("net_profit", "2024", "402.54"),
    G("net_profit", "2024", { v: "34", cmp: "approx" }),
  ]),
  by("u", P, "tT", "technical", "放量收复20日均线后，比亚迪短线已经转强。", [MA(20, "above"), H.VOL("expand")], {
    note: "2025-04-30无连续日线",
  }),
  // 中国平安
  pa(
    "u",
    L,
    "tF",
    "quarterly",
    "前三季度归母净利润同比转正，拐点已经确认。",
    [G("net_profit", "2025M9", { dir: "up" })],
    { note: "平安2025M9未存储" },
  ),
  pa("t", L, "tT", "technical", "DIF约0.40、位于零轴上方，10月14日刚刚完成金叉。", [
    MACD("golden_cross", 14),
    MACD("dif_value", 0, { v: "0.40" }),
    MACD("dif_above_zero", 0),
  ]),
  pa(
    "f",
    L,
    "tC",
    "technical",
    "250日均线？57.83元的收盘价早已将它跌破。",
    [CLOSE("57.83"), MA(250, "below", { err: "technical" })],
    { err: "technical", note: "MA250=54.47" },
  ),
  pa("t", S, "vT", "technical", "股价位于52周区间约77%的位置，偏上沿。", [POS52({ v: "77", cmp: "approx" })]),
  pa(
    "f",
    S,
    "fE",
    "annual",
    "2024年归母净利润增速高达57.8%，落在1266.07亿元。",
    [V("net_profit", "2024", "1266.07"), G("net_profit", "2024", { v: "57.8", err: "wrong_value" })],
    { err: "wrong_value", note: "+47.8%" },
  ),
  pa("t", P, "tN", "announcement", "2024年年度利润分配方案不是传闻，3月20日就已正式挂出公告。", [
    EV("dividend", true, { title: "2024年年度利润分配", from: "2025-03-20", to: "2025-03-20" }),
  ]),
  pa(
    "f",
    P,
    "bear",
    "annual",
    "2024年营业总收入同比下降，规模在收缩。",
    [G("revenue", "2024", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "9137.89→10289.25亿元" },
  ),
  pa("t", "2024-04-30", "fE", "annual", "2023年归母净利润856.65亿元，与2022年相比只多了约2.3%。", [
    V("net_profit", "2023", "856.65"),
    G("net_profit", "2023", { v: "2.3", cmp: "approx" }),
  ]),
  pa(
    "f",
    "2021-04-30",
    "bull",
    "annual",
    "2020年利润并未下滑——归母净利润1430.99亿元，比2019年还多出4.2%。",
    [V("net_profit", "2020", "1430.99"), G("net_profit", "2020", { v: "4.2", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-4.22%" },
  ),
  // 中国石化
  sh("t", L, "tT", "technical", "DIF刚由负转正，叠加10月13日的金叉，短线结构有所修复。", [
    MACD("golden_cross", 15),
    MACD("dif_above_zero", 0),
  ]),
  sh(
    "u",
    L,
    "bear",
    "quarterly",
    "三季度单季净利润同比下滑，炼化景气没有起色。",
    [G("net_profit", "2025S3", { dir: "down" })],
    { note: "中国石化无季报存储" },
  ),
  sh("t", P, "tC", "technical", "120日线、250日线双双在5.66元的收盘价上方形成压制。", [
    CLOSE("5.66"),
    MA(120, "below"),
    MA(250, "below"),
  ]),
  sh(
    "f",
    P,
    "fE",
    "annual",
    "503.13亿元是石化2023年的归母净利，2024年利润还在往下走。",
    [V("net_profit", "2023", "503.13", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "503.13亿元是2024年；2023年604.63亿元" },
  ),
  sh("t", "2023-04-30", "fE", "annual", "营业收入在2022年冲到33181.68亿元，同比涨了21.1%。", [
    V("operating_revenue", "2022", "33181.68"),
    G("operating_revenue", "2022", { v: "21.1" }),
  ]),
];
