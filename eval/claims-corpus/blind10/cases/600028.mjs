// 中国石化: FY2019-2024 only (no 2025, no quarters), bars 2024-01-02..2026-04-30, annual-report notices only.
// Dates: 2026-04-30 and 2025-04-30.
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  PP,
  R,
  MIN,
  UP,
  DOWN,
  RET,
  CLOSE,
  MA,
  RSI,
  MACD,
  HI52,
  LO52,
  VOL,
  EV,
  U,
  PE,
  POS52,
  BIAS,
  SPAN,
  DD,
  SUM,
  AMP,
} = H;
const c = H.maker("b10-sh", "600028");
const A = "2026-04-30";
const P = "2025-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024"];

export default [
  c("t", A, "bear", "annual", "归母净利润已连续三年下滑：2022年670.82亿、2023年604.63亿、2024年503.13亿元。", [
    V("net_profit", "2022", "670.82"),
    V("net_profit", "2023", "604.63"),
    V("net_profit", "2024", "503.13"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2024年归母净利润503亿元，同比下降约9.9%，降幅有所收窄。",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      G("net_profit", "2024", { v: "-9.9", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "-9.87%是2023年；2024年-16.79%，降幅扩大" },
  ),
  c("t", A, "bear", "annual", "2024年归母净利润同比下降约16.8%，降幅较2023年的约9.9%明显扩大。", [
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    G("net_profit", "2023", { v: "-9.9", cmp: "approx" }),
  ]),
  c("t", A, "bull", "annual", "即便连降三年，2024年归母净利润仍比2020年的低点高出五成以上。", [
    MIN("net_profit", "2020", Y),
    G("net_profit", "2024", { base: "2020", v: "50", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年归母净利润较2021年增长约51%，盈利中枢上移。",
    [G("net_profit", "2024", { base: "2021", v: "51", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "+51%是较2020年；较2021年-29.3%" },
  ),
  c("t", A, "fE", "annual", "2024年营收3.07万亿元，同比下降4.3%左右，已是连续第二年收缩。", [
    V("revenue", "2024", "3.07", "万亿", "approx"),
    G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
    DOWN("revenue", ["2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年营收30745.62亿元，为近五年最低。",
    [
      V("revenue", "2024", "30745.62"),
      MIN("revenue", "2024", ["2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2020年21047.24亿更低" },
  ),
  c("t", A, "fE", "annual", "2024年毛利率15.47%，较2021年的19.13%下降约3.7个百分点，较2023年也略降0.18个百分点。", [
    V("gross_margin", "2024", "15.47", "%"),
    PP("gross_margin", "2024", { base: "2021", v: "-3.7", cmp: "approx" }),
    PP("gross_margin", "2024", { v: "-0.18" }),
  ]),
  c("t", A, "fR", "annual", "2024年净利率只有1.87%，炼化一体化企业的薄利特征明显。", [
    V("net_margin", "2024", "1.87", "%"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2024年净利率1.87%，较2023年提升约0.3个百分点。",
    [
      V("net_margin", "2024", "1.87", "%"),
      PP("net_margin", "2024", { v: "0.3", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2.18→1.87，-0.31pp" },
  ),
  c("t", A, "fR", "annual", "2020年扣非归母净利润为-15.65亿元，主业一度亏损。", [
    V("deducted_net_profit", "2020", "-15.65"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2020年扣非后仍实现盈利约15.65亿元，底部韧性可见。",
    [V("deducted_net_profit", "2020", "15.65", "亿", "approx", { err: "wrong_direction" })],
    { err: "wrong_direction", note: "-15.65亿" },
  ),
  c("t", A, "fV", "annual", "2024年研发费用152亿元，同比增长约9%，连续四年增加。", [
    V("research_expense", "2024", "152", "亿", "approx"),
    G("research_expense", "2024", { v: "9", cmp: "approx" }),
    UP("research_expense", ["2020", "2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "fV",
    "annual",
    "2024年研发费用152亿元，约占营收的5%，研发强度不输科技公司。",
    [
      V("research_expense", "2024", "152", "亿", "approx"),
      R("research_expense", "revenue", "2024", "5", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "0.49%" },
  ),
  c("t", A, "fV", "annual", "2024年研发费用约占营收的0.5%，销售、管理、研发三项费用中销售费用614亿元最高。", [
    R("research_expense", "revenue", "2024", "0.5", { u: "%", cmp: "approx" }),
    V("selling_expense", "2024", "614", "亿", "approx"),
    PAIR2("admin_expense"),
    PAIR2("research_expense"),
  ]),
  c("t", A, "tF", "annual", "2019-2024年六年累计归母净利润约3399亿元，年均约567亿元。", [
    SUM("net_profit", Y, { v: "3399", cmp: "approx" }),
    { k: "agg", fn: "avg", metric: "net_profit", periods: Y, u: "亿", v: "567", cmp: "approx" },
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "基本每股收益从2021年的0.59元降至2024年的0.41元，累计降幅约19%。",
    [
      V("basic_eps", "2021", "0.59", "元"),
      V("basic_eps", "2024", "0.41", "元"),
      G("basic_eps", "2024", { base: "2021", v: "-19", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "-30.5%" },
  ),
  c("t", A, "tF", "annual", "每股收益从2021年的0.59元降至2024年的0.41元，三年缩水约三成。", [
    V("basic_eps", "2021", "0.59", "元"),
    V("basic_eps", "2024", "0.41", "元"),
    G("basic_eps", "2024", { base: "2021", v: "-30", cmp: "approx" }),
  ]),
  c("u", A, "tF", "annual", "2025年归母净利润约480亿元，同比继续下降约5%。", [
    V("net_profit", "2025", "480", "亿", "approx"),
  ]),
  c("u", A, "tB", "annual", "原油加工量与成品油销量稳中有升，化工板块亏损收窄。", [U("经营数据"), U("分部")]),
  c("u", A, "tBe", "annual", "炼油毛利与中国石油相比明显偏低。", [U("同行（中国石油不在样本）")]),
  // Technicals.
  c("t", A, "tT", "technical", "股价5.39元，60个交易日内从高点回撤约31%，RSI14约30，处在超卖边缘。", [
    CLOSE("5.39"),
    DD(60, { v: "-31", cmp: "approx" }),
    RSI("30", "approx"),
  ]),
  c("f", A, "tT", "technical", "RSI14已跌至20以下，严重超卖。", [RSI("20", "lt", { err: "technical" })], {
    err: "technical",
    note: "30.04",
  }),
  c("t", A, "tT", "technical", "近20日成交均量只有前20日的六成左右，下跌过程明显缩量。", [
    { k: "volr", v: "0.6", cmp: "approx" },
    VOL("shrink_strong"),
    RET(20, { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "近60个交易日股价上涨约15%，资金抱团高股息。",
    [RET(60, { v: "15", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "-15.38%" },
  ),
  c("t", A, "vT", "technical", "近60个交易日股价下跌约15%，5日均线刚刚被收盘价站上，但仍在20日、60日均线下方。", [
    RET(60, { v: "-15", cmp: "approx" }),
    MA(5, "above"),
    H.MAX_CROSS(5, "up", 3),
    MA(20, "below"),
    MA(60, "below"),
  ]),
  c("t", A, "vT", "technical", "距52周低点5.27元仅约2%，距52周高点8.11元则低了三分之一。", [
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "2", cmp: "approx" }),
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-33.3", cmp: "approx" }),
  ]),
  c("t", A, "tS", "technical", "年初以来股价下跌约12.8%，较2024年末6.68元下跌约19%。", [
    SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }),
    SPAN("2024-12-31", { v: "-19", cmp: "approx" }),
    CLOSE("6.68", "eq", { date: "2024-12-31" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "MACD刚刚在零轴下方形成金叉，底部信号初现。",
    [MACD("golden_cross", 10, { err: "technical" })],
    { err: "technical", note: "最近为3-10死叉，DIF略低于DEA" },
  ),
  c("t", A, "tTr", "technical", "过去60个交易日振幅超过40%，波动远超一只低估值蓝筹应有的水平。", [
    AMP(60, { v: "40", cmp: "gt" }),
  ]),
  c("t", A, "tNe", "technical", "股价处于52周区间底部5%以内。", [POS52({ v: "5", cmp: "lt" })]),
  c("u", A, "tNe", "technical", "近期融券余额上升，空头力量增强。", [U("融券")]),
  // Valuation.
  c("t", A, "fV", "valuation", "以2024年每股收益0.41元计，静态PE约13倍。", [PE("2024", "13", "approx")]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以2024年每股收益0.41元计，静态PE仅约9倍，估值处于底部。",
    [PE("2024", "9", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "13.1倍" },
  ),
  c("u", A, "fV", "valuation", "股息率超过6%，在三桶油中最高。", [U("股息率"), U("同行")]),
  c("t", A, "tN", "announcement", "公司于2025年3月24日发布2024年年度报告。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24" }),
  ]),
  c("u", A, "tN", "announcement", "控股股东中石化集团公告增持A股不少于10亿元。", [U("增持不判定")]),
  // 2025-04-30.
  c("t", P, "tT", "technical", "4月16日MACD金叉，收盘5.66元，与20日均线基本齐平。", [
    MACD("golden_cross", 12),
    CLOSE("5.66"),
    BIAS(20, { v: "0", cmp: "approx", flatTol: 0.5, dir: "flat" }),
  ]),
  c(
    "f",
    P,
    "tT",
    "technical",
    "过去一年（250个交易日）股价上涨约13%。",
    [RET(250, { v: "13", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "-13.46%" },
  ),
  c("t", P, "tTr", "technical", "股价较52周高点7.64元回落约26%。", [
    HI52({ cond: "level", v: "7.64" }),
    HI52({ v: "-26", cmp: "approx" }),
  ]),
  c("t", P, "bear", "annual", "2024年营收30746亿元，同比下降4.3%；归母净利润503亿元，同比下降16.8%。", [
    V("revenue", "2024", "30746", "亿", "approx"),
    G("revenue", "2024", { v: "-4.3" }),
    V("net_profit", "2024", "503", "亿", "approx"),
    G("net_profit", "2024", { v: "-16.8" }),
  ]),
];

function PAIR2(other) {
  // 销售费用 above 管理费用 and 研发费用 in 2024.
  return { k: "pair", metric: "selling_expense", period: "2024", metric2: other, mode: "gt" };
}
