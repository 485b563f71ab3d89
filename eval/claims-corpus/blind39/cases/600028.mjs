// 中国石化: FY2019-2024 only (no FY2025 stored though public on 2026-04-30; no quarters), bars 2024-01-02..2026-04-30,
// annual-report notices only. Points on 2026-04-30 name 2024 or are undecidable.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR } = H;
const { POS52, MCNOW, MCPE, SNAPDIV, X, BIAS, RANK, SPAN, IN, PE, SNAP, LIN, READ, DD, AMP, GSTREAK, SUM, AVG } = H;
const c = H.maker("b39-sh", "600028");
const A = "2026-04-30";
const Y5 = ["2020", "2021", "2022", "2023", "2024"];

export default [
  // ---- annual -------------------------------------------------------------------------------------------------
  c(
    "t",
    A,
    "bear",
    "annual",
    "2024年归母净利润503.13亿元，同比下滑约16.8%，已是自2021年712亿元高点后的连续第三年下降。",
    [
      V("net_profit", "2024", "503.13"),
      G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
      V("net_profit", "2021", "712", "亿", "approx"),
      MAX("net_profit", "2021", ["2019", ...Y5]),
      DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    ],
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年归母净利润503.13亿元，较2023年仅小幅回落约5.8%。",
    [V("net_profit", "2024", "503.13"), G("net_profit", "2024", { v: "-5.8", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "-5.8%是2022年的降幅；2024年-16.8%" },
  ),
  c("t", A, "fE", "annual", "营业收入3.07万亿元，连续两年下滑，距2022年3.32万亿元的峰值少了约2436亿元。", [
    V("operating_revenue", "2024", "3.07", "万亿", "approx"),
    DOWN("operating_revenue", ["2022", "2023", "2024"]),
    V("operating_revenue", "2022", "3.32", "万亿", "approx"),
    MAX("operating_revenue", "2022", ["2019", ...Y5]),
    D("operating_revenue", "2024", { base: "2022", v: "-2436", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年营业收入30745.62亿元，同比增长4.3%，炼化需求韧性仍在。",
    [
      V("operating_revenue", "2024", "30745.62"),
      G("operating_revenue", "2024", { v: "4.3", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "-4.28%" },
  ),
  c(
    "t",
    A,
    "fR",
    "annual",
    "销售净利率仅1.87%，为2020年以来最低；毛利率15.47%，也比2020年的19.91%低了约4.4个百分点。",
    [
      V("net_margin", "2024", "1.87", "%"),
      MIN("net_margin", "2024", Y5),
      V("gross_margin", "2024", "15.47", "%"),
      V("gross_margin", "2020", "19.91", "%"),
      PP("gross_margin", "2024", { base: "2020", v: "-4.4", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2024年毛利率15.47%，创2020年以来新低，盈利空间被进一步挤压。",
    [V("gross_margin", "2024", "15.47", "%"), MIN("gross_margin", "2024", Y5, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "最低为2022年15.03%" },
  ),
  c("t", A, "bull", "annual", "研发费用100.87→114.81→127.73→139.69→152.15亿元，连续四年增长，2024年增约8.9%。", [
    UP("research_expense", Y5),
    V("research_expense", "2020", "100.87"),
    V("research_expense", "2021", "114.81"),
    V("research_expense", "2022", "127.73"),
    V("research_expense", "2023", "139.69"),
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { v: "8.9", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "基本每股收益0.41元，同比下降约10%，降幅温和。",
    [V("basic_eps", "2024", "0.41", "元"), G("basic_eps", "2024", { v: "-10", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "0.51→0.41，-19.6%" },
  ),
  c("t", A, "fT", "annual", "扣非净利润480.57亿元，与归母净利润503.13亿元相差约23亿元，非经常性损益占比不高。", [
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
    "fQ",
    "annual",
    "2020年扣非净利润-15.65亿元，但归母净利润仍有约573亿元，全靠非经常性收益撑场面。",
    [
      V("deducted_net_profit", "2020", "-15.65"),
      V("net_profit", "2020", "573", "亿", "approx", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "2020年归母净利332.71亿" },
  ),
  c("t", A, "tM", "annual", "2024年销售费用与管理费用合计约1194亿元，是归母净利润的2.4倍左右。", [
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
      { over: "net_profit", v: "2.4", cmp: "approx" },
    ),
  ]),
  c("t", A, "fSy", "annual", "营业利润从1124.14亿元(2021)降至722.57亿元(2024)，三年少了约36%。", [
    V("operating_profit", "2021", "1124.14"),
    V("operating_profit", "2024", "722.57"),
    G("operating_profit", "2024", { base: "2021", v: "-36", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "2020—2024年归母净利润五年平均超过600亿元，2024年的503亿元只是短期波动。",
    [
      SUM("net_profit", Y5, { u: "亿", v: "3000", cmp: "gt", err: "wrong_value" }),
      V("net_profit", "2024", "503", "亿", "approx"),
    ],
    { err: "wrong_value", note: "五年平均564.67亿" },
  ),
  c("t", A, "fL", "annual", "2021年净利润同比增长逾一倍，是近五年唯一高增长的年份，之后逐年走低。", [
    G("net_profit", "2020", { dir: "down" }),
    G("net_profit", "2021", { size: "翻倍" }),
    GSTREAK("net_profit", ["2022", "2023", "2024"], -100, 0),
  ]),
  // ---- technical -----------------------------------------------------------------------------------------------
  c("t", A, "tT", "technical", "收盘5.39元，跌破10、20、60日均线，5/10/20/60日均线空头排列，RSI约30逼近超卖。", [
    CLOSE("5.39"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("30", "approx"),
  ]),
  c("f", A, "tT", "technical", "股价已跌破5日均线，短线支撑全面失守。", [MA(5, "below", { err: "technical" })], {
    err: "technical",
    note: "收盘5.39略高于MA5 5.38",
  }),
  c("t", A, "vT", "technical", "从52周高点8.11元跌到5.39元，回撤约33.5%，较60个交易日内的高点也回撤了约31%。", [
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-33.5", cmp: "approx" }),
    DD(60, { v: "-31", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "今年以来股价下跌约12.8%，但仍高于2024年末收盘价。",
    [SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }), RET("2024-12-31", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "较2024年末6.68元-19.3%" },
  ),
  c("t", A, "fM", "technical", "股价位于52周区间最底部（约4%分位），距52周低点5.27元不到3%。", [
    POS52({ v: "4", cmp: "approx" }),
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "3", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "近20日量能比前20日放大约六成，资金逢低抢筹。",
    [H.VOLR({ v: "1.6", cmp: "approx", err: "technical" })],
    { err: "technical", note: "20日均量/前20日=0.61，缩量约四成" },
  ),
  c("t", A, "tTr", "technical", "60日振幅超过44%，20日乖离率约-4.3%，近60个交易日累计跌约15%。", [
    AMP(60, { v: "44", cmp: "gt" }),
    BIAS(20, { v: "-4.3", cmp: "approx" }),
    RET(60, { v: "-15", cmp: "approx" }),
  ]),
  c("t", A, "tNe", "technical", "DIF为-0.199，与DEA基本黏合但略低于DEA，MACD方向未明。", [
    MACD("dif_value", undefined, { v: "-0.199" }),
    MACD("dif_below_dea"),
  ]),
  // ---- valuation ------------------------------------------------------------------------------------------------
  c("t", A, "fV", "valuation", "按2024年每股收益0.41元，5.39元股价对应静态市盈率约13倍，快照市净率仅0.84倍。", [
    V("basic_eps", "2024", "0.41", "元"),
    CLOSE("5.39"),
    PE("2024", "13"),
    SNAP("pb", "0.84", "x", "eq"),
  ]),
  c(
    "f",
    A,
    "vF",
    "valuation",
    "2025年7月快照市值约6887亿元，对应2024年净利润PE约9.5倍。",
    [SNAP("marketCap", "6887", "亿"), MCPE("2024", "9.5", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "6886.7/503.13=13.7倍" },
  ),
  c(
    "t",
    A,
    "tP",
    "valuation",
    "以现价折算市值约6535亿元，对应2024年利润约13倍PE，PB低于1倍。",
    [MCNOW("2024", "12.99", "eq"), MCNOW("2024", "13"), SNAPDIV("pb", "5.39", "gt")],
    { note: "现价市值6535亿=12.99倍x503.13亿；快照隐含每股净资产6.76元高于现价，PB<1" },
  ),
  // ---- announcement ---------------------------------------------------------------------------------------------
  c("t", A, "tN", "announcement", "2024年年报于2025年3月24日披露，比2023年报早了一天左右。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24", title: "2024年年度报告" }),
    EV("annual_report", true, { from: "2024-03-25", to: "2024-03-25", title: "2023年年度报告" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "中国石化2021年年报推迟到2022年4月下旬才披露。",
    [EV("annual_report", true, { from: "2022-04-15", to: "2022-04-30", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2021年报2022-03-28披露" },
  ),
  // ---- undecidable ----------------------------------------------------------------------------------------------
  c("u", A, "bear", "undecidable", "2025年归母净利润跌破400亿元，同比再降两成以上。", [
    V("net_profit", "2025", "400", "亿", "lt"),
    G("net_profit", "2025", { v: "-20", cmp: "lt" }),
  ]),
  c("u", A, "fE", "undecidable", "2026年一季度营收同比下降约8%，炼油毛利仍在低位。", [
    G("operating_revenue", "2026Q1", { v: "-8", cmp: "approx" }),
  ]),
  c("u", A, "tB", "undecidable", "炼油板块亏损收窄，化工板块贡献了主要增量。", [U("分板块利润未存储")]),
  c("u", A, "tS", "undecidable", "布伦特油价回落至60美元附近，有利于公司降低原油采购成本。", [U("油价未存储")]),
  c("u", A, "fR", "undecidable", "资产负债率已升至55%以上，与中国石油相比偏高。", [
    V("debt_ratio", "2025", "55", "%", "gt"),
    U("中国石油未存储"),
  ]),
  c("u", A, "tF", "undecidable", "2024年股息率超过6%，高分红属性吸引险资持续增持。", [U("股息率与险资持仓未存储")]),
];
