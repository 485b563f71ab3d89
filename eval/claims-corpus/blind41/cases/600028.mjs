// 中国石化 600028 on 2026-04-30: annual figures FY2019-2024 only (FY2025 public but not stored, no quarters;
// balance sheet and cash flow only for 2019), bars 2024-01-02..2026-04-30, notices are annual reports only.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U } = H;
const { POS52, MCNOW, X, BIAS, RANK, SPAN, IN, SNAP, SNAPDIV, LIN, BRK, DD, BAR, READ, PE, GSTREAK, SUM } = H;
const { HILO, VOLR, MRET, PAIR, IND, GDIFF, MAHOLD, AVG, CAGR } = H;
const c = H.maker("b41-sh", "600028");
const A = "2026-04-30";
const Y = ["2020", "2021", "2022", "2023", "2024"];

export default [
  // ---- annual ---------------------------------------------------------------------------------------------------
  c("t", A, "bear", "annual", "2024年营业收入30745.62亿元，同比下降4.3%；归母净利润503.13亿元，同比降幅接近17%。", [
    V("operating_revenue", "2024", "30745.62"),
    G("operating_revenue", "2024", { v: "-4.3", cmp: "approx" }),
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-17", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "归母净利润503亿元，同比下滑约4.3%，利润端只是小幅回落。",
    [
      V("net_profit", "2024", "503", "亿", "approx"),
      G("net_profit", "2024", { v: "-4.3", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "-4.3%是营收降幅；归母净利-16.79%" },
  ),
  c("t", A, "bull", "annual", "营收三万亿体量仍在，2024年30745.62亿元只比2022年峰值33181.68亿元低约7%。", [
    V("operating_revenue", "2024", "30000", "亿", "gt"),
    V("operating_revenue", "2024", "30745.62"),
    V("operating_revenue", "2022", "33181.68"),
    MAX("operating_revenue", "2022", Y),
    G("operating_revenue", "2024", { base: "2022", v: "-7", cmp: "approx" }),
  ]),
  c("t", A, "fE", "annual", "归母净利润712亿→671亿→605亿→503亿，2021年以来连续三年下滑。", [
    V("net_profit", "2021", "712", "亿", "approx"),
    V("net_profit", "2022", "671", "亿", "approx"),
    V("net_profit", "2023", "605", "亿", "approx"),
    V("net_profit", "2024", "503", "亿", "approx"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年归母净利润503.13亿元，为2020年以来最低。",
    [V("net_profit", "2024", "503.13"), MIN("net_profit", "2024", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2020年332.71亿更低；2021年以来最低" },
  ),
  c("t", A, "tF", "annual", "毛利率15.47%，与2023年15.65%基本持平，但较2021年的19.13%低了3.7个百分点左右。", [
    V("gross_margin", "2024", "15.47", "%"),
    V("gross_margin", "2023", "15.65", "%"),
    V("gross_margin", "2021", "19.13", "%"),
    PP("gross_margin", "2024", { dir: "flat", flatTol: 0.5 }),
    PP("gross_margin", "2024", { base: "2021", v: "-3.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "净利率仅1.87%，较上年的2.18%下滑约0.3%，几乎可以忽略。",
    [
      V("net_margin", "2024", "1.87", "%"),
      G("net_margin", "2024", { v: "-0.3", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "下降0.31个百分点，相对降幅约14%" },
  ),
  c("u", A, "tBe", "annual", "每卖100元产品只赚约1.9元（净利率1.87%），炼化产品价差被严重压缩。", [
    V("net_margin", "2024", "1.9", "%", "approx"),
    V("net_margin", "2024", "1.87", "%"),
    U("炼化价差为归因，数据无从核验"),
  ]),
  c("t", A, "fR", "annual", "基本每股收益由0.51元降至0.41元，降幅约18%。", [
    V("basic_eps", "2023", "0.51", "元"),
    V("basic_eps", "2024", "0.41", "元"),
    G("basic_eps", "2024", { v: "-18", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "EPS由0.56元降至0.41元，一年蒸发约25%，盈利下滑速度惊人。",
    [
      V("basic_eps", "2024", "0.41", "元"),
      G("basic_eps", "2024", { base: "2022", v: "-25", cmp: "approx" }),
      G("basic_eps", "2024", { base: "2023", v: "-25", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "0.56元是2022年；较2023年0.51元降19.6%" },
  ),
  c("t", A, "tB", "annual", "研发费用从2020年100.87亿增至2024年152.15亿，连续四年提升，转型投入不减。", [
    V("research_expense", "2020", "100.87"),
    V("research_expense", "2024", "152.15"),
    UP("research_expense", Y),
  ]),
  c("t", A, "tB", "annual", "研发费用2024年同比增长约9%，研发占营收比重仍不足0.5%。", [
    G("research_expense", "2024", { v: "9", cmp: "approx" }),
    R("research_expense", "operating_revenue", "2024", "0.5", { u: "%", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tM",
    "annual",
    "研发费用已超过销售费用，2024年达152亿元，技术驱动特征显现。",
    [
      V("research_expense", "2024", "152", "亿", "approx"),
      PAIR("research_expense", "2024", null, { metric2: "selling_expense", mode: "gt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "销售费用614.22亿，是研发的4倍" },
  ),
  c("t", A, "tM", "annual", "2024年销售费用614.22亿与管理费用580.21亿合计约1194亿，是归母净利的2.4倍左右。", [
    V("selling_expense", "2024", "614.22"),
    V("admin_expense", "2024", "580.21"),
    LIN(
      [
        ["selling_expense", 1],
        ["admin_expense", 1],
      ],
      "2024",
      { v: "1194", cmp: "approx" },
    ),
    LIN(
      [
        ["selling_expense", 1],
        ["admin_expense", 1],
      ],
      "2024",
      { over: "net_profit", u: "x", v: "2.4", cmp: "approx" },
    ),
  ]),
  c("t", A, "fSy", "annual", "2020年扣非净利润为-15.65亿元，而归母净利润仍有332.71亿，非经常性收益撑起了当年报表。", [
    V("deducted_net_profit", "2020", "-15.65"),
    V("net_profit", "2020", "332.71"),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "2021年归母净利润712.08亿元，较2020年增长约14%，恢复力度一般。",
    [V("net_profit", "2021", "712.08"), G("net_profit", "2021", { v: "14", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比+114%，翻倍有余" },
  ),
  c(
    "f",
    A,
    "vF",
    "annual",
    "2024年营收同比下降4.3%，但体量巨大意味着现金流稳定，这一降幅对多头是利好。",
    [READ(G("operating_revenue", "2024", { v: "-4.3", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "营收下降读作利好" },
  ),
  c("t", A, "fT", "annual", "2020→2024年营收年化增长约10%，归母净利润年化约11%，但基数是2020年的低谷。", [
    CAGR("operating_revenue", "2020", "2024", { v: "10", cmp: "approx" }),
    CAGR("net_profit", "2020", "2024", { v: "11", cmp: "approx" }),
    MIN("net_profit", "2020", Y),
  ]),

  // ---- technical ------------------------------------------------------------------------------------------------
  c("t", A, "tT", "technical", "收盘5.39元，跌破20日、60日和250日均线，MA10<MA20<MA60空头排列。", [
    CLOSE("5.39"),
    MA(20, "below"),
    MA(60, "below"),
    MA(250, "below"),
    MAORDER([10, 20, 60], "bear"),
  ]),
  c("t", A, "tT", "technical", "RSI(14)约30，已逼近超卖区；股价位于52周区间底部，仅高出低点5.27元约2%。", [
    RSI("30", "approx"),
    POS52({ v: "10", cmp: "lt" }),
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "RSI已跌到20以下，进入深度超卖，技术性反弹一触即发。",
    [RSI("20", "lt", { err: "technical" })],
    { err: "technical", note: "RSI14 30.04" },
  ),
  c("t", A, "tS", "technical", "3月2日、3日连续两天涨停，收盘冲到7.82元，随后一路回落，至今回撤约31%。", [
    BAR("2026-03-02", "chg", { v: "10", cmp: "approx" }),
    BAR("2026-03-03", "chg", { v: "10", cmp: "approx" }),
    CLOSE("7.82", "eq", { date: "2026-03-03" }),
    DD("2026-03-01", { v: "-31", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "今年以来股价最高收于8.11元，目前较高点回撤逾三成。",
    [HILO("max", "2026-01-01", { v: "8.11", err: "wrong_value" }), DD("2026-01-01", { v: "-30", cmp: "lt" })],
    { err: "wrong_value", note: "8.11是盘中高点；最高收盘7.82元，回撤约31%" },
  ),
  c("t", A, "tTr", "technical", "近20日均量只有前20日的六成左右，缩量阴跌，市场关注度明显下降。", [
    VOLR({ v: "0.6", cmp: "approx" }),
    VOL("shrink_strong"),
    RET(20, { dir: "down" }),
  ]),
  c("t", A, "bear", "technical", "3月、4月月线连续收跌，分别下跌约9%和8%，今年以来累计跌近13%。", [
    MRET("2026-03", { v: "-9", cmp: "approx" }),
    MRET("2026-04", { v: "-8", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-13", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "今年以来股价仍上涨约6%，在大盘中属于抗跌品种。",
    [SPAN("2025-12-31", { v: "6", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "今年以来-12.78%" },
  ),
  c("t", A, "tC", "technical", "60日乖离率约-12.6%，60个交易日累计下跌约15%，短线超跌但趋势未改。", [
    BIAS(60, { v: "-12.6", cmp: "approx" }),
    RET(60, { v: "-15", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "MACD已在零轴下方形成金叉，DIF上穿DEA，右侧信号明确。",
    [MACD("golden_cross", 20, { err: "technical" }), MACD("dif_above_dea", null, { err: "technical" })],
    { err: "technical", note: "3月10日死叉后未再金叉，DIF -0.199仍低于DEA -0.197" },
  ),
  c("u", A, "tNe", "technical", "较2024年末6.68元累计下跌约19%，期间险资一直在减仓。", [
    SPAN("2024-12-31", { v: "-19", cmp: "approx" }),
    CLOSE("6.68", "eq", { date: "2024-12-31" }),
    U("险资持仓变动未存储"),
  ]),

  // ---- valuation -------------------------------------------------------------------------------------------
  c("t", A, "fV", "valuation", "以2024年每股收益0.41元计静态PE约13倍，快照PB仅0.84倍，处于破净状态。", [
    V("basic_eps", "2024", "0.41", "元"),
    PE("2024", "13", "approx"),
    SNAP("pb", "0.84", "x", "eq"),
    SNAP("pb", "1", "x", "lt"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "市净率0.84倍，对应每股净资产约4.5元，安全边际有限。",
    [SNAP("pb", "0.84", "x", "eq"), SNAPDIV("pb", "4.5", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "5.68/0.84≈6.76元" },
  ),
  c("t", A, "tP", "valuation", "7月快照总市值约6887亿元，按现价与2024年利润测算PE约13倍。", [
    SNAP("marketCap", "6887", "亿", "approx"),
    MCNOW("2024", "13", "approx"),
  ]),

  // ---- announcement / industry ---------------------------------------------------------------------------------
  c("t", A, "tN", "announcement", "2024年年度报告已于2025年3月24日披露。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24", title: "2024年" }),
  ]),
  c("u", A, "tN", "announcement", "公司3月下旬已发布2025年年报，全年归母净利润同比继续下滑。", [U("2025年年报未存储")]),
  c(
    "f",
    A,
    "tA",
    "industry",
    "中国石化2019年负债率50.04%，比起银行九成的负债率低得多，完全不构成风险。",
    [V("debt_ratio", "2019", "50.04", "%"), IND("high_debt_is_normal", { err: "industry_sense" })],
    { err: "industry_sense", note: "石化为非金融企业，不能用银行负债常态衡量" },
  ),

  // ---- undecidable -------------------------------------------------------------------------------------------
  c("u", A, "bull", "undecidable", "2025年炼油板块扭亏，化工板块亏损收窄至百亿以内。", [U("分板块利润未存储")]),
  c("u", A, "bear", "undecidable", "布伦特油价跌破60美元，上游勘探开发业务利润将大幅下滑。", [
    U("油价与分部利润不在数据中"),
  ]),
  c("u", A, "fR", "undecidable", "2025年末资产负债率约53%，较上年小幅上升。", [U("2020年后负债率未存储")]),
  c("u", A, "fM", "undecidable", "股息率超过6%，高股息属性吸引险资加仓。", [U("股息率及险资持仓未存储")]),
  c("u", A, "tS", "undecidable", "2026年一季度归母净利润同比增长约15%。", [U("中国石化季度数据未存储")]),
];
