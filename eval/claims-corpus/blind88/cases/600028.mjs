// 中国石化: FY2019-2024 only (its points on 2026-04-30 name 2024 or are undecidable), bars from 2024, annual reports.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, VOLR, EV, U, PE, DD } = H;
const c = H.maker("b88-sh", "600028");
const A = "2026-04-30";

export default [
  c("t", A, "bear", "annual", "中石化2024年归母净利润503.13亿元，同比下降约16.8%，已连续三年下滑。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年归母净利润503.13亿元，同比增长约16.8%，炼化盈利正在修复。",
    [V("net_profit", "2024", "503.13"), G("net_profit", "2024", { v: "16.8", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比-16.8%" },
  ),
  c("t", A, "fE", "annual", "2024年营业收入30745.62亿元，同比减少约4.3%，较2022年33181.68亿元的高点回落。", [
    V("operating_revenue", "2024", "30745.62"),
    G("operating_revenue", "2024", { v: "-4.3", cmp: "approx" }),
    V("operating_revenue", "2022", "33181.68"),
    MAX("operating_revenue", "2022", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2024年营收约3.07万亿元，同比减少约4.3%，规模首次跌破3万亿元。",
    [
      V("operating_revenue", "2024", "3.07", "万亿", "approx"),
      G("operating_revenue", "2024", { v: "-4.3", cmp: "approx" }),
      V("operating_revenue", "2024", "3", "万亿", "lt", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "3.07万亿仍在3万亿之上" },
  ),
  c("t", A, "tF", "annual", "2024年毛利率15.47%，净利率仅1.87%，炼化一体化赚的是辛苦钱。", [
    V("gross_margin", "2024", "15.47", "%"),
    V("net_margin", "2024", "1.87", "%"),
  ]),
  c("t", A, "fR", "annual", "研发费用从2020年的100.87亿元逐年增加，2024年达152.15亿元。", [
    V("research_expense", "2020", "100.87"),
    UP("research_expense", ["2020", "2021", "2022", "2023", "2024"]),
    V("research_expense", "2024", "152.15"),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2024年研发费用152.15亿元，同比增长约19%，转型投入明显加码。",
    [
      V("research_expense", "2024", "152.15"),
      G("research_expense", "2024", { v: "19", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+8.9%" },
  ),
  c("t", A, "tBe", "annual", "2024年基本每股收益0.41元，低于2023年的0.51元，更不及2021年的0.59元。", [
    V("basic_eps", "2024", "0.41", "元"),
    V("basic_eps", "2023", "0.51", "元"),
    V("basic_eps", "2021", "0.59", "元"),
  ]),
  c(
    "f",
    A,
    "fS",
    "annual",
    "2020年扣非归母净利润为-15.65亿元，但归母净利润同比仍增长约42%。",
    [
      V("deducted_net_profit", "2020", "-15.65"),
      G("net_profit", "2020", { v: "42", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2020年归母净利润同比-42.2%" },
  ),
  c("u", A, "fM", "annual", "2025年中石化归母净利润约400亿元，同比再降两成。", [
    V("net_profit", "2025", "400", "亿", "approx"),
    G("net_profit", "2025", { v: "-20", cmp: "approx" }),
  ]),
  c("u", A, "tN", "undecidable", "国际油价中枢下移叠加成品油需求见顶，炼油毛利将持续承压。", [U("原因与行业判断")]),
  c(
    "f",
    A,
    "vF",
    "valuation",
    "以2024年EPS 0.41元计，5.39元的股价对应市盈率仅约8倍，安全边际充足。",
    [V("basic_eps", "2024", "0.41", "元"), CLOSE("5.39"), PE("2024", "8", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约13.1倍" },
  ),
  c("t", A, "tS", "technical", "较52周高点8.11元已下跌约33.5%，60日回撤约31%，RSI14约30接近超卖。", [
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-33.5", cmp: "approx" }),
    DD(60, { v: "-31", cmp: "approx" }),
    RSI("30", "approx"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近20日均量较前20日放大约六成，放量杀跌信号明确。",
    [VOLR({ v: "1.6", cmp: "approx", err: "wrong_direction" }), RET(20, { dir: "down" })],
    { err: "wrong_direction", note: "量比0.61，缩至约六成" },
  ),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "收盘5.39元，已经跌破52周低点5.27元。",
    [LO52({ cond: "level", v: "5.27" }), LO52({ cond: "new_low", err: "wrong_extreme" })],
    { err: "wrong_extreme" },
  ),
  c("t", A, "tM", "technical", "DIF约-0.199略低于DEA约-0.197，两线在零轴下方粘合。", [
    MACD("dif_value", undefined, { v: "-0.199" }),
    MACD("dea_value", undefined, { v: "-0.197" }),
    MACD("dif_below_dea"),
    MACD("dif_below_zero"),
  ]),
  c("t", A, "tN", "announcement", "中石化2024年年度报告于2025年3月24日披露。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24", title: "2024" }),
  ]),
  c("u", A, "tN", "announcement", "中石化近期公告回购A股，回购金额上限约10亿元。", [U("中石化公告仅收录年报")]),
];
