// 中国石化: FY2019-2024 (no FY2025 stored), no quarters, bars 2024-01-02..2026-04-30, annual-report notices only.
// Dates: 2026-04-30 (points name 2024 or are undecidable) and 2025-04-30 (FY2024 just public).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR } = H;
const { POS52, X, BIAS, RANK, SPAN, IN, LIN, READ, SNAP, BRK, DD, HILO, AVG, SUM, IND, PE, MRET, MAHOLD, SNAPDIV } = H;
const { VOLR, EVN } = H;
const c = H.maker("b55-sh", "600028");
const A = "2026-04-30";
const P = "2025-04-30";

export default [
  c("t", A, "bear", "annual", "2024年归母净利润503.13亿元，同比下降约16.8%，已是连续第三年下滑。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2024年归母净利润503.13亿元，较2022年下滑约16.8%，炼化景气持续低迷。",
    [
      V("net_profit", "2024", "503.13"),
      G("net_profit", "2024", { base: "2022", v: "-16.8", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-16.8%是较2023年；较2022年-25.0%" },
  ),
  c("t", A, "bull", "annual", "2024年营收3.07万亿元，仍在3万亿以上；研发费用152.15亿元，连续四年增加。", [
    V("revenue", "2024", "3.07", "万亿"),
    V("revenue", "2024", "3", "万亿", "gt"),
    V("research_expense", "2024", "152.15"),
    UP("research_expense", ["2020", "2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "研发投入从2020年的100.87亿增至2024年的152.15亿元，年均增速超过15%。",
    [
      V("research_expense", "2020", "100.87"),
      V("research_expense", "2024", "152.15"),
      CAGR("research_expense", "2020", "2024", { v: "15", cmp: "gt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "年复合约10.8%" },
  ),
  c("t", A, "fE", "annual", "2024年毛利率15.47%，比2023年的15.65%低0.18个百分点，净利率只有1.87%。", [
    V("gross_margin", "2024", "15.47", "%"),
    V("gross_margin", "2023", "15.65", "%"),
    PP("gross_margin", "2024", { v: "-0.18" }),
    V("net_margin", "2024", "1.87", "%"),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年毛利率15.47%，为2020年以来最低，比19.91%的高点少了4个多百分点。",
    [
      V("gross_margin", "2024", "15.47", "%"),
      V("gross_margin", "2020", "19.91", "%"),
      MAX("gross_margin", "2020", ["2020", "2021", "2022", "2023", "2024"]),
      PP("gross_margin", "2024", { base: "2020", cmp: "in", lo: "-4.99", hi: "-4.01" }),
      MIN("gross_margin", "2024", ["2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "最低是2022年15.03%" },
  ),
  c("u", A, "fE", "undecidable", "2025年归母净利润预计继续下滑至400亿元以下。", [U("中国石化2025年报未存储")]),
  c("t", A, "fV", "valuation", "收盘5.39元，按2024年每股收益0.415元算，静态市盈率约13倍。", [
    CLOSE("5.39"),
    V("basic_eps", "2024", "0.415", "元"),
    PE("2024", "13"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "2025年7月初的快照显示市净率仅0.48倍，破净幅度超过一半。",
    [SNAP("pb", "0.48", "x", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "快照PB 0.84" },
  ),
  c("t", A, "fQ", "valuation", "7月4日快照市净率0.84倍，折合每股净资产约6.76元，股价至今已跌到5.39元。", [
    SNAP("pb", "0.84", "x", "eq"),
    SNAPDIV("pb", "6.76"),
    CLOSE("5.39"),
    SPAN("2025-07-04", { dir: "down" }),
  ]),
  c("t", A, "tT", "technical", "股价从3月3日7.82元的收盘高点跌到5.39元，回撤约31%，RSI约30，逼近超卖。", [
    HILO("max", "2026-01-01", { v: "7.82" }),
    CLOSE("7.82", "eq", { date: "2026-03-03" }),
    CLOSE("5.39"),
    DD("2026-01-01", { v: "-31", cmp: "approx" }),
    RSI("30", "approx"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价站稳60日均线，近20个交易日都运行在MA60上方。",
    [MAHOLD(60, 20, "above", { err: "technical" })],
    { err: "technical", note: "近20日全部在MA60下方" },
  ),
  c("t", A, "tBe", "technical", "连续20个交易日收在60日线下，距52周高点8.11元回落逾三成。", [
    MAHOLD(60, 20, "below"),
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-30", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "4月单月下跌约3%，跌幅较3月明显收窄，卖盘衰竭。",
    [MRET("2026-04", { v: "-3", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "4月-8.33%，3月-8.98%" },
  ),
  c("t", A, "tS", "technical", "3月、4月分别下跌约9.0%和8.3%，近20日均量只有前20日的六成左右，属缩量阴跌。", [
    MRET("2026-03", { v: "-9.0", cmp: "approx" }),
    MRET("2026-04", { v: "-8.3", cmp: "approx" }),
    VOLR({ v: "0.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "成交量明显放大，近20日均量较前20日增加约四成。",
    [VOLR({ v: "1.4", cmp: "approx", err: "technical" })],
    { err: "technical", note: "0.608倍，缩量" },
  ),
  c("t", A, "tM", "technical", "现价5.39元，在52周区间里处于下方5%以内，较5.27元的低点仅高约2%。", [
    CLOSE("5.39"),
    POS52({ v: "5", cmp: "lt" }),
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "2", cmp: "approx" }),
  ]),
  c("u", A, "tN", "undecidable", "国际油价回落叠加成品油需求见顶，炼油毛差被压缩到每吨200元以下。", [
    U("油价与炼油毛差无存储"),
  ]),
  c("u", A, "tF", "undecidable", "公司计划2026年资本开支约1600亿元，其中化工板块占比四成。", [
    U("资本开支计划与分板块数据无存储"),
  ]),
  c("t", A, "fL", "annual", "扣非净利润2020年曾为-15.65亿元，2021年转正至727.28亿元，此后三年在480亿以上。", [
    V("deducted_net_profit", "2020", "-15.65"),
    V("deducted_net_profit", "2021", "727.28"),
    V("deducted_net_profit", "2022", "480", "亿", "gt"),
    V("deducted_net_profit", "2023", "480", "亿", "gt"),
    V("deducted_net_profit", "2024", "480", "亿", "gt"),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "2024年研发费用与营业收入之比约5%，已接近科技公司水平。",
    [R("research_expense", "revenue", "2024", "5", { u: "%", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "约0.49%" },
  ),
  c("t", P, "tF", "annual", "2024年营收30745.62亿元，同比下降4.3%，归母净利503.13亿元，降幅接近17%。", [
    V("revenue", "2024", "30745.62"),
    G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-17", cmp: "near" }),
  ]),
  c(
    "f",
    P,
    "tC",
    "annual",
    "2024年销售费用614.22亿元，同比大幅增长，营销开支失控。",
    [V("selling_expense", "2024", "614.22"), G("selling_expense", "2024", { size: "大幅增长", err: "overstatement" })],
    { err: "overstatement", note: "同比+0.42%" },
  ),
  c("t", P, "tNe", "announcement", "2024年年度报告已于3月24日披露，每股收益0.415元。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24" }),
    V("basic_eps", "2024", "0.415", "元"),
  ]),
];
