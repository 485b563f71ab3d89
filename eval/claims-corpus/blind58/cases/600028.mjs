// 中国石化: FY2019-2024 annual only (no FY2025 stored, no quarters), bars from 2024-01-02, annual-report notices only.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, MIN, UP, DOWN, RET, RSI, MA, MAORDER, LO52, VOL, VOLR, EV, U, PE, SNAP, SPAN, READ } = H;
const c = H.maker("b58-sh", "600028");
const A = "2026-04-30";

export default [
  c("t", A, "bear", "annual", "2024年归母净利润503.13亿元，同比下滑约16.8%，已是连续第三年下降。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年营业收入30745.62亿元，同比增长4.3%，规模依然稳居行业前列。",
    [
      V("operating_revenue", "2024", "30745.62"),
      G("operating_revenue", "2024", { v: "4.3", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-4.29%" },
  ),
  c(
    "u",
    A,
    "bear",
    "undecidable",
    "2025年归母净利润同比又降了约三成，油价下行的冲击比预想的大。",
    [G("net_profit", "2025", { v: "-30", cmp: "approx" })],
    { note: "FY2025未存储" },
  ),
  c("t", A, "fE", "annual", "研发费用连续五年增长，2024年达到152.15亿元，同比增约8.9%。", [
    UP("research_expense", ["2020", "2021", "2022", "2023", "2024"]),
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { v: "8.9", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年毛利率15.47%，较2023年的15.65%提升0.18个百分点，炼化价差有所修复。",
    [
      V("gross_margin", "2024", "15.47", "%"),
      PP("gross_margin", "2024", { v: "0.18", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "下降0.18个百分点" },
  ),
  c("t", A, "fR", "annual", "净利率只有1.87%，比上年2.18%又少了约0.3个百分点，一百元收入赚不到两块钱。", [
    V("net_margin", "2024", "1.87", "%"),
    V("net_margin", "2023", "2.18", "%"),
    PP("net_margin", "2024", { v: "-0.3", cmp: "approx" }),
    V("net_margin", "2024", "2", "%", "lt"),
  ]),
  c("t", A, "fV", "valuation", "以2024年每股收益0.41元算，5.39元的股价对应静态PE约13.1倍。", [
    V("basic_eps", "2024", "0.41", "元"),
    PE("2024", "13.1", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按2024年每股收益0.41元计，静态PE还不到8倍，估值处在地板价。",
    [V("basic_eps", "2024", "0.41", "元"), PE("2024", "8", "lt", { err: "wrong_value" })],
    { err: "wrong_value", note: "PE 13.15倍" },
  ),
  c("t", A, "tT", "technical", "RSI在30附近，5日线5.38、10日线5.44、20日线5.63、60日线6.17元，自下而上依次排开。", [
    RSI("30", "approx"),
    MA(5, "value", { v: "5.38" }),
    MA(10, "value", { v: "5.44" }),
    MA(20, "value", { v: "5.63" }),
    MA(60, "value", { v: "6.17" }),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "收盘5.39元，已经跌穿52周最低点5.27元，技术上破位。",
    [LO52({ cond: "level", v: "5.27" }), LO52({ cond: "new_low", err: "technical" })],
    { err: "technical" },
  ),
  c("t", A, "tTr", "technical", "近60个交易日跌去约15.4%；若从2025年末6.18元算起，也已跌了约12.8%。", [
    RET(60, { v: "-15.4", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }),
  ]),
  c("t", A, "tS", "technical", "近20日均量只有前20日的六成左右，股价在缩量中阴跌。", [
    VOLR({ v: "0.6", cmp: "approx" }),
    VOL("shrink_strong"),
    RET(20, { dir: "down" }),
  ]),
  c("u", A, "tN", "undecidable", "2025年年报拟每股派息0.2元，全年分红率维持在七成以上。", [
    U("中石化公告仅收录年度报告，FY2025未存储"),
  ]),
  c("t", A, "tN", "announcement", "2024年年度报告已于2025年3月24日披露。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24", title: "2024" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2024年归母净利润503.13亿元，是2019年以来的最低水平。",
    [
      V("net_profit", "2024", "503.13"),
      MIN("net_profit", "2024", ["2019", "2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2020年332.71亿更低" },
  ),
  c("t", A, "tM", "annual", "2020年扣非净利润-15.65亿元，是2020-2024这五年里唯一一次扣非为负。", [
    V("deducted_net_profit", "2020", "-15.65"),
    V("deducted_net_profit", "2021", "0", "亿", "gt"),
    V("deducted_net_profit", "2022", "0", "亿", "gt"),
    V("deducted_net_profit", "2023", "0", "亿", "gt"),
    V("deducted_net_profit", "2024", "0", "亿", "gt"),
  ]),
  c(
    "f",
    A,
    "tM",
    "annual",
    "营收30745.62亿元，较2022年下降4.3%，降幅不算大。",
    [
      V("operating_revenue", "2024", "30745.62"),
      G("operating_revenue", "2024", { base: "2022", v: "-4.3", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2022年-7.34%" },
  ),
  c("t", A, "fSy", "annual", "2021到2024年，归母净利润由712.08亿元降至503.13亿元，三年累计缩水约29%。", [
    V("net_profit", "2021", "712.08"),
    G("net_profit", "2024", { base: "2021", v: "-29", cmp: "approx" }),
  ]),
  c("u", A, "fQ", "undecidable", "炼油毛利持续收窄，成品油需求正被新能源车加速替代。", [
    U("炼油毛利与成品油需求未存储"),
  ]),
  c("t", A, "vF", "annual", "管理费用由596.64亿压降到580.21亿，销售费用614.22亿元则只是小幅增加。", [
    V("admin_expense", "2023", "596.64"),
    V("admin_expense", "2024", "580.21"),
    V("selling_expense", "2024", "614.22"),
    G("selling_expense", "2024", { size: "小幅增长" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "annual",
    "2024年归母净利同比少了16.8%，说明公司轻装上阵，利润下滑其实是利好。",
    [READ(G("net_profit", "2024", { v: "-16.8", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance" },
  ),
  c("t", A, "tC", "valuation", "7月4日行情快照里PB约0.84倍，股价低于每股净资产。", [
    SNAP("pb", "0.84", "x"),
    SNAP("pb", "1", "x", "lt"),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "最近5个交易日逆势上涨约1.1%，资金开始回流。",
    [RET(5, { v: "1.1", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "5日-1.10%" },
  ),
];
