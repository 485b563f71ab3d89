// 中国石化: FY2019-2024 (annual; FY2025 public by 2026-04-30 but not stored), no quarters, bars 2024-01-02..2026-04-30,
// annual-report notices only. Date: 2026-04-30 — a point names 2024, or is undecidable.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MIN, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, POS52, VOL, VOLR, EV, U } = H;
const { SNAP, PE, IND, READ, CAGR, DD, GDIFF, MAXDAY } = H;
const c = H.maker("b60-sh", "600028");
const A = "2026-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024"];

export default [
  c("t", A, "bear", "annual", "2024年营业总收入30745.62亿元，同比降约4.3%，归母净利润503.13亿元，降幅近17%。", [
    V("revenue", "2024", "30745.62"),
    G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-17", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年归母净利润503.13亿元，同比增长约16.8%，炼化盈利在修复。",
    [
      V("net_profit", "2024", "503.13"),
      G("net_profit", "2024", { v: "16.8", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-16.79%" },
  ),
  c("t", A, "fE", "annual", "归母净利润自2021年的712.08亿元起连续三年下滑，2024年只剩503.13亿元。", [
    V("net_profit", "2021", "712.08"),
    V("net_profit", "2024", "503.13"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "503.13亿元已是2019年以来归母净利润的最低点，业绩底部特征明显。",
    [V("net_profit", "2024", "503.13"), MIN("net_profit", "2024", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2020年332.71亿元更低" },
  ),
  c("t", A, "fR", "annual", "扣非归母净利润480.57亿元，同比下滑约21%，跌得比归母口径更深。", [
    V("deducted_net_profit", "2024", "480.57"),
    G("deducted_net_profit", "2024", { v: "-21", cmp: "approx" }),
    GDIFF(
      { metric: "deducted_net_profit", period: "2024" },
      { metric: "net_profit", period: "2024" },
      { v: "0", cmp: "lt" },
    ),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2024年扣非归母净利润579.62亿元，与归母利润大体匹配，非经常项影响不大。",
    [V("deducted_net_profit", "2024", "579.62", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "579.62亿元是2022年；2024年480.57亿元" },
  ),
  c("t", A, "tF", "annual", "2024年毛利率15.47%，比2023年的15.65%微降0.18个百分点，净利率仅1.87%。", [
    V("gross_margin", "2024", "15.47", "%"),
    V("gross_margin", "2023", "15.65", "%"),
    PP("gross_margin", "2024", { v: "-0.18" }),
    V("net_margin", "2024", "1.87", "%"),
  ]),
  c(
    "f",
    A,
    "fV",
    "annual",
    "2024年净利率18.7%，在大体量企业里盈利能力尚可。",
    [V("net_margin", "2024", "18.7", "%", "eq", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "1.87%" },
  ),
  c("t", A, "tB", "annual", "研发费用从2020年的100.87亿元增至2024年的152.15亿元，连续四年增长。", [
    V("research_expense", "2020", "100.87"),
    V("research_expense", "2024", "152.15"),
    UP("research_expense", ["2020", "2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2024年研发费用152.15亿元，约占营收的5%，转型投入力度不小。",
    [
      V("research_expense", "2024", "152.15"),
      R("research_expense", "revenue", "2024", "5", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "约0.49%" },
  ),
  c("t", A, "fSy", "annual", "研发费用率约0.49%，2020—2024年研发投入年复合增速约10.8%。", [
    R("research_expense", "revenue", "2024", "0.49", { u: "%", cmp: "approx" }),
    CAGR("research_expense", "2020", "2024", { v: "10.8", cmp: "approx" }),
  ]),
  c("t", A, "tNe", "annual", "2024年销售费用614.22亿元基本持平，管理费用580.21亿元同比下降约2.8%。", [
    V("selling_expense", "2024", "614.22"),
    G("selling_expense", "2024", { size: "基本持平" }),
    V("admin_expense", "2024", "580.21"),
    G("admin_expense", "2024", { v: "-2.8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "annual",
    "2024年管理费用同比大幅压降，降本增效成果非常显著。",
    [G("admin_expense", "2024", { size: "大幅下滑", err: "overstatement" })],
    { err: "overstatement", note: "-2.75%" },
  ),
  c("t", A, "tBe", "annual", "2024年基本每股收益0.41元，较2023年的0.51元下降约18%。", [
    V("basic_eps", "2024", "0.41", "元"),
    V("basic_eps", "2023", "0.51", "元"),
    G("basic_eps", "2024", { v: "-18", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "按5.39元收盘价和2024年每股收益0.41元计算，静态市盈率约13.1倍。", [
    CLOSE("5.39"),
    V("basic_eps", "2024", "0.41", "元"),
    PE("2024", "13.1"),
  ]),
  c(
    "f",
    A,
    "bull",
    "valuation",
    "股价5.39元，对应2024年每股收益的市盈率不到10倍，典型的低估值。",
    [CLOSE("5.39"), PE("2024", "10", "lt", { err: "wrong_value" })],
    { err: "wrong_value", note: "约13.1倍" },
  ),
  c("t", A, "tP", "valuation", "去年7月4日快照PB 0.84倍，处于破净状态，总市值约6887亿元。", [
    SNAP("pb", "0.84", "x"),
    SNAP("pb", "1", "x", "lt"),
    SNAP("marketCap", "6887", "亿"),
  ]),
  c("u", A, "fV", "valuation", "2025年归母净利润继续下滑，按当前股价算PE已升到15倍左右。", [
    U("中国石化2025年报未存储"),
  ]),
  c("u", A, "bear", "undecidable", "2025年营收已跌破3万亿元，炼油板块亏损进一步扩大。", [
    U("2025年报与分部数据未存储"),
  ]),
  c("u", A, "tN", "undecidable", "新能源车替代加速，一季度成品油零售量同比减少约6%。", [U("销量未存储")]),
  c("t", A, "tT", "technical", "MA10、MA20、MA60分别在5.44、5.63、6.17元，均线空头排列。", [
    MAORDER([10, 20, 60], "bear"),
    MA(10, "value", { v: "5.44" }),
    MA(20, "value", { v: "5.63" }),
    MA(60, "value", { v: "6.17" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "收盘5.39元已站上20日均线，短线开始转强。",
    [CLOSE("5.39"), MA(20, "above", { err: "technical" })],
    { err: "technical", note: "MA20 5.63" },
  ),
  c("t", A, "tS", "technical", "RSI14约30.0，逼近超卖线；股价离52周低点5.27元仅约2.3%。", [
    RSI("30.0", "approx"),
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "2.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "较52周高点8.11元只回撤了约13%，调整幅度相当有限。",
    [HI52({ cond: "level", v: "8.11" }), HI52({ v: "-13", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "距高点-33.5%" },
  ),
  c("t", A, "fS", "technical", "近20日均量只有前20日的约六成，典型的缩量阴跌。", [
    VOLR({ v: "0.6", cmp: "approx" }),
    VOL("shrink_strong"),
    RET(20, { dir: "down" }),
  ]),
  c("t", A, "fM", "technical", "近60个交易日下跌约15.4%，从这段时间的收盘高点算回撤约31%。", [
    RET(60, { v: "-15.4", cmp: "approx" }),
    DD(60, { v: "-31", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "今年以来股价累计涨了约12.8%，走势相当稳健。",
    [RET("2025-12-31", { v: "12.8", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "年初至今-12.78%" },
  ),
  c("t", A, "tTr", "technical", "收盘5.39元位于52周区间的最底部（约4%分位），250日线在5.85元。", [
    CLOSE("5.39"),
    POS52({ v: "20", cmp: "le" }),
    POS52({ v: "4", cmp: "approx" }),
    MA(250, "value", { v: "5.85" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "近20个交易日缩量下跌约8.5%，筹码锁定良好，这恰恰是利好。",
    [READ(RET(20, { v: "-8.5", cmp: "approx" }), "positive", { err: "stance" }), VOL("shrink")],
    { err: "stance", note: "下跌读成利好" },
  ),
  c("t", A, "tN", "announcement", "最近一份可见的年报是2025年3月24日披露的2024年年度报告。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24", title: "2024年年度报告" }),
    EV("annual_report", false, { from: "2025-03-25" }),
  ]),
  c("u", A, "tN", "announcement", "公司4月已公告2025年度每股派息0.14元的分红方案。", [
    U("中国石化公告只收年报，分红公告未收集"),
  ]),
  c("t", A, "fE", "annual", "2019年营业收入29661.93亿元，2020年大幅下滑至21047.24亿元，降幅约29%。", [
    V("operating_revenue", "2019", "29661.93"),
    V("operating_revenue", "2020", "21047.24"),
    G("operating_revenue", "2020", { v: "-29", cmp: "approx", size: "大幅下滑" }),
  ]),
  c("t", A, "tM", "annual", "2021年归母净利润712.08亿元，较2020年增长约114%，是2019年以来的高点。", [
    V("net_profit", "2021", "712.08"),
    G("net_profit", "2021", { v: "114", cmp: "approx" }),
    MAX("net_profit", "2021", Y),
  ]),
  c(
    "f",
    A,
    "fT",
    "annual",
    "2024年营收同比下降7.3%，已连续两年负增长。",
    [
      G("revenue", "2024", { v: "-7.3", cmp: "approx", err: "wrong_base_year" }),
      DOWN("revenue", ["2022", "2023", "2024"]),
    ],
    { err: "wrong_base_year", note: "-7.3%是较2022年；同比-4.29%" },
  ),
  c("t", A, "tM", "annual", "营业利润722.57亿元，同比下降约16.7%，利润总额705.13亿元。", [
    V("operating_profit", "2024", "722.57"),
    G("operating_profit", "2024", { v: "-16.7", cmp: "approx" }),
    V("total_profit", "2024", "705.13"),
  ]),
  c("t", A, "vF", "annual", "2022年营收33181.68亿元是2020年以来峰值，之后连续两年回落。", [
    V("revenue", "2022", "33181.68"),
    MAX("revenue", "2022", ["2020", "2021", "2022", "2023", "2024"]),
    DOWN("revenue", ["2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "industry",
    "2019年末负债率50.04%，保险公司九成负债都算正常，石化这点杠杆更不算风险。",
    [V("debt_ratio", "2019", "50.04", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "非金融企业不能套用保险业负债率常态" },
  ),
  c("u", A, "tN", "undecidable", "据传集团将向上市公司注入更多炼化资产，市场期待价值重估。", [U("传闻")]),
  c("t", A, "vT", "technical", "DIF -0.199略低于DEA -0.197，MACD在零轴下方纠缠。", [
    MACD("dif_below_dea", 0),
    MACD("dif_value", 0, { v: "-0.199" }),
    MACD("dea_value", 0, { v: "-0.197" }),
    MACD("dif_below_zero", 0),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "2024年基本每股收益0.51元，和上年持平，分红能力没有变化。",
    [
      V("basic_eps", "2024", "0.51", "元", "eq", { err: "wrong_period" }),
      G("basic_eps", "2024", { dir: "flat", flatTol: 1, err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "0.51元是2023年；2024年0.41元" },
  ),
  c("t", A, "tC", "technical", "近5个交易日下跌约1.1%，其间最大单日跌幅不到2%。", [
    RET(5, { v: "-1.1", cmp: "approx" }),
    MAXDAY(5, "down", { v: "-2", cmp: "gt" }),
  ]),
];
