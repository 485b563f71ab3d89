// 中国石化: annual FY2019-2024 only (nothing for FY2025, no quarters), bars 2024-01-02..2026-04-30, annual-report notices.
import {
  BAR,
  CLOSE,
  DD,
  DOWN,
  EV,
  G,
  HI52,
  HILO,
  IND,
  LO52,
  MA,
  MACD,
  MAORDER,
  MAX,
  MAXDAY,
  MIN,
  POS52,
  PP,
  R,
  READ,
  RET,
  RSI,
  SNAP,
  SPAN,
  U,
  UP,
  V,
  VOL,
  VOLR,
  maker,
} from "../spec-helpers.mjs";

const c = maker("b7-sh", "600028");
const A = "2026-04-30";
const P = "2025-04-30";
const Y5 = ["2020", "2021", "2022", "2023", "2024"];

export default [
  // ---- 2026-04-30 (latest annual report in the data: FY2024) ----------------------------------------------------
  c("t", A, "bear", "annual", "归母净利润从2021年的712.08亿元一路降至2024年的503.13亿元，已连续三年下滑。", [
    V("net_profit", "2021", "712.08"),
    V("net_profit", "2024", "503.13"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c("f", A, "bear", "annual", "2024年归母净利润503.13亿元，同比下降约9.9%，仍处下行通道。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-9.9", cmp: "approx", err: "wrong_period" }),
  ], { err: "wrong_period", note: "-9.9%是2023年；2024年-16.8%" }),
  c("t", A, "fE", "annual", "2024年营业收入约3.07万亿元，同比下降4.3%，归母净利润同比下降16.8%，利润降幅远大于收入。", [
    V("operating_revenue", "2024", "3.07", "万亿", "approx"),
    G("operating_revenue", "2024", { v: "-4.3" }),
    G("net_profit", "2024", { v: "-16.8" }),
  ]),
  c("f", A, "fE", "annual", "2024年营业收入约3.07亿元，同比下降4.3%。", [
    V("operating_revenue", "2024", "3.07", "亿", "approx", { err: "wrong_value" }),
    G("operating_revenue", "2024", { v: "-4.3" }),
  ], { err: "wrong_value", note: "单位错：约3.07万亿元" }),
  c("u", A, "fE", "undecidable", "2025年归母净利润约400亿元，同比下滑约两成，炼化景气仍在底部。", [U("2025年报未存储")]),
  c("u", A, "bull", "undecidable", "2026年一季度归母净利润同比增长超过30%，油价上行带动上游板块盈利修复。", [U("季度数据未存储")]),
  c("t", A, "tF", "annual", "2024年毛利率15.47%，较2023年的15.65%小幅下降约0.2个百分点，净利率仅1.87%。", [
    V("gross_margin", "2024", "15.47", "%"),
    PP("gross_margin", "2024", { v: "-0.2", cmp: "approx" }),
    V("net_margin", "2024", "1.87", "%"),
  ]),
  c("f", A, "tF", "annual", "2024年净利率1.87%，为2020年以来最高。", [
    V("net_margin", "2024", "1.87", "%"),
    MAX("net_margin", "2024", Y5, { err: "wrong_extreme" }),
  ], { err: "wrong_extreme", note: "为五年最低" }),
  c("t", A, "tBe", "annual", "2024年净利率1.87%，是2020-2024年五年中最低的一年。", [MIN("net_margin", "2024", Y5)]),
  c("t", A, "tB", "annual", "研发费用由2020年的100.87亿元逐年增至2024年的152.15亿元，2024年同比增长约8.9%。", [
    UP("research_expense", Y5),
    V("research_expense", "2020", "100.87"),
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { v: "8.9", cmp: "approx" }),
  ]),
  c("f", A, "tB", "annual", "2024年研发费用152.15亿元，同比增长超过两成。", [
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { v: "20", cmp: "gt", err: "wrong_magnitude" }),
  ], { err: "wrong_magnitude" }),
  c("t", A, "fR", "annual", "2020年扣非归母净利润为-15.65亿元，当年归母净利润332.71亿元主要来自非经常性损益。", [
    V("deducted_net_profit", "2020", "-15.65"),
    V("net_profit", "2020", "332.71"),
  ]),
  c("f", A, "fR", "annual", "2024年扣非归母净利润为-480.57亿元，主业已陷入亏损。", [
    V("deducted_net_profit", "2024", "-480.57", "亿", "eq", { err: "wrong_direction" }),
  ], { err: "wrong_direction", note: "为正的480.57亿元" }),
  c("t", A, "fT", "annual", "2024年销售费用614.22亿元、管理费用580.21亿元，合计约1194亿元，约为归母净利润的2.4倍。", [
    V("selling_expense", "2024", "614.22"),
    V("admin_expense", "2024", "580.21"),
    { k: "lin", terms: [["selling_expense", 1], ["admin_expense", 1]], period: "2024", u: "亿", v: "1194", cmp: "approx" },
    { k: "lin", terms: [["selling_expense", 1], ["admin_expense", 1]], period: "2024", over: "net_profit", v: "2.4", cmp: "approx" },
  ]),
  c("t", A, "tT", "technical", "收盘5.39元，低于20日、60日、120日、250日均线，RSI(14)约30，接近超卖。", [
    CLOSE("5.39"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
    RSI("30", "approx"),
  ]),
  c("f", A, "tT", "technical", "RSI(14)已跌破20，处于极度超卖状态。", [RSI("20", "lt", { err: "technical" })], {
    err: "technical",
  }),
  c("t", A, "tS", "technical", "3月2日、3日连续两日涨停，3月3日收于7.82元的阶段高点后震荡回落，至今回撤约31%。", [
    BAR("2026-03-02", "chg", { v: "10", cmp: "approx" }),
    BAR("2026-03-03", "chg", { v: "10", cmp: "approx" }),
    HILO("max", "2026-01-01", { v: "7.82" }),
    DD("2026-01-01", { v: "-31", cmp: "approx" }),
  ]),
  c("f", A, "tS", "technical", "3月初两连板后股价仍在6.5元上方高位震荡，涨幅基本守住。", [
    CLOSE("6.5", "gt", { err: "wrong_value" }),
  ], { err: "wrong_value", note: "收于5.39元" }),
  c("t", A, "tTr", "technical", "近20个交易日下跌8.49%，20日均量只有前20日的约六成，缩量下跌。", [
    RET(20, { v: "-8.49" }),
    VOLR({ v: "0.6", cmp: "approx" }),
    VOL("shrink_strong"),
  ]),
  c("f", A, "fS", "technical", "近20日缩量下跌8.49%，空头力量衰竭，公司层面已释放积极信号。", [
    READ(RET(20, { v: "-8.49" }), "positive", { err: "stance" }),
  ], { err: "stance" }),
  c("t", A, "tC", "technical", "股价距52周高点8.11元下跌约33.5%，位于52周区间底部约4%的位置。", [
    HI52({ v: "-33.5", cmp: "approx" }),
    POS52({ v: "4", cmp: "approx" }),
  ]),
  c("f", A, "tC", "technical", "今年以来股价下跌约7.5%，跌幅相对温和。", [
    RET("2025-12-31", { v: "-7.5", cmp: "approx", err: "wrong_period" }),
  ], { err: "wrong_period", note: "-7.5%是2025年全年；今年以来-12.8%" }),
  c("t", A, "tNe", "technical", "2025年全年下跌约7.5%，2026年以来又跌约12.8%。", [
    SPAN("2024-12-31", { to: "2025-12-31", v: "-7.5", cmp: "approx" }),
    RET("2025-12-31", { v: "-12.8", cmp: "approx" }),
  ]),
  c("t", A, "tA", "technical", "近60个交易日最大单日涨幅约10%，同期振幅超过40%，波动显著放大。", [
    MAXDAY(60, "up", { v: "10", cmp: "approx" }),
    { k: "ta", ind: "amp", n: 60, u: "%", v: "40", cmp: "gt" },
  ]),
  c("f", A, "tA", "technical", "MACD(12,26,9)的DIF仍在零轴之上，中期多头结构完好。", [
    MACD("dif_above_zero", undefined, { err: "technical" }),
  ], { err: "technical" }),
  c("t", A, "tP", "valuation", "2025年7月4日PB约0.84倍，总市值约6887亿元。", [
    SNAP("pb", "0.84", "x", "eq"),
    SNAP("marketCap", "6887", "亿", "approx"),
  ]),
  c("f", A, "tP", "valuation", "以2025年7月4日约6887亿元市值计，对应2024年归母净利润的PE约10倍。", [
    SNAP("marketCap", "6887", "亿", "approx"),
    { k: "mcpe", year: "2024", v: "10", cmp: "approx", err: "wrong_value" },
  ], { err: "wrong_value", note: "约13.7倍" }),
  c("u", A, "fV", "undecidable", "股息率约6%，高于三大石油公司H股的平均水平。", [U("股息率与同业")]),
  c("u", A, "fM", "undecidable", "若布伦特油价回到80美元，公司勘探开发板块利润可增加约百亿元。", [U("情景")]),
  c("u", A, "fSy", "undecidable", "炼油板块2025年单位加工毛利降至约200元/吨，化工板块持续亏损。", [U("分部数据")]),
  c("t", A, "tN", "announcement", "2025年3月24日公司发布2024年年度报告。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24" }),
  ]),
  c("u", A, "tN", "announcement", "公司2026年3月下旬已发布2025年年度报告，全年利润同比回升。", [
    U("存储的公告只到2025-03-24，且只有年报公告；2025年数据未存储"),
  ]),
  c("u", A, "vN", "announcement", "2025年公司公告控股股东增持A股计划，托底意图明显。", [
    U("存储的公告只有年报，不能据此判断增持公告是否存在"),
  ]),
  c("t", A, "vF", "annual", "2021年营业收入同比增长约30%，2022年再增约21%，2023、2024年则连续下降。", [
    G("operating_revenue", "2021", { v: "30", cmp: "approx" }),
    G("operating_revenue", "2022", { v: "21", cmp: "approx" }),
    DOWN("operating_revenue", ["2022", "2023", "2024"]),
  ]),
  c("f", A, "vF", "annual", "2020-2024年营业收入逐年增长，2024年达到约3.07万亿元。", [
    UP("operating_revenue", Y5, { err: "overstatement" }),
    V("operating_revenue", "2024", "3.07", "万亿", "approx"),
  ], { err: "overstatement", note: "2023、2024年下降" }),
  c("t", A, "vT", "technical", "5/10/20/60日均线中，MA10、MA20、MA60自下而上依次排列，空头结构明确。", [
    MAORDER([10, 20, 60], "bear"),
  ]),
  c("t", A, "fL", "annual", "基本每股收益由2021年的0.59元降至2024年的0.41元，降幅约三成。", [
    V("basic_eps", "2021", "0.59", "元"),
    V("basic_eps", "2024", "0.41", "元"),
    G("basic_eps", "2024", { base: "2021", v: "-30", cmp: "approx" }),
  ]),
  c("f", A, "fL", "annual", "2024年基本每股收益0.41元，较2023年的0.51元下降约10%。", [
    V("basic_eps", "2024", "0.41", "元"),
    V("basic_eps", "2023", "0.51", "元"),
    G("basic_eps", "2024", { v: "-10", cmp: "approx", err: "wrong_value" }),
  ], { err: "wrong_value", note: "约-19.6%" }),
  // ---- 2025-04-30 ---------------------------------------------------------------------------------------------
  c("t", P, "fE", "annual", "2024年归母净利润503.13亿元，同比减少约101.5亿元，降幅16.8%。", [
    V("net_profit", "2024", "503.13"),
    { k: "change", metric: "net_profit", period: "2024", mode: "abs", u: "亿", v: "-101.5", cmp: "approx" },
    G("net_profit", "2024", { v: "-16.8" }),
  ]),
  c("f", P, "bull", "annual", "2024年归母净利润同比少赚约60亿元，降幅不足一成。", [
    { k: "change", metric: "net_profit", period: "2024", mode: "abs", u: "亿", v: "-60", cmp: "approx", err: "wrong_value" },
  ], { err: "wrong_value", note: "少赚约101.5亿元（60亿元是2023年的降额）" }),
  c("t", P, "tT", "technical", "4月30日收于5.66元，今年以来下跌约15.3%，距52周低点5.25元约7.8%。", [
    CLOSE("5.66"),
    RET("2024-12-31", { v: "-15.3", cmp: "approx" }),
    LO52({ v: "7.8", cmp: "approx" }),
  ]),
  c("f", P, "tT", "technical", "4月30日股价5.66元，站上60日和120日均线。", [
    MA(60, "above", { err: "technical" }),
    MA(120, "above", { err: "technical" }),
  ], { err: "technical" }),
  c("u", P, "fR", "undecidable", "2024年末资产负债率约52%，在石化行业中处于合理区间。", [
    V("debt_ratio", "2024", "52", "%", "approx"),
    U("行业对比"),
  ]),
];
