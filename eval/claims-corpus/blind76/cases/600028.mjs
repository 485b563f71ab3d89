// 中国石化: FY2019-2024 only (no FY2025, no quarters), bars 2024-01-02..2026-04-30, annual reports only.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, PE } = H;
const { MCNOW, SPAN, READ, DD, HILO, VOL, IND, SNAP, RANK, BRK, POS52 } = H;
const c = H.maker("b76-sh", "600028");
const A = "2026-04-30";
const Y6 = ["2019", "2020", "2021", "2022", "2023", "2024"];

export default [
  c("t", A, "bear", "annual", "中石化2024年归母净利润503.13亿元，同比下滑约17%，已是连续第三年下降。", [
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-17", cmp: "approx" }),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2024年归母净利润604.63亿元，虽同比下降但仍守住600亿关口。",
    [
      V("net_profit", "2024", "604.63", "亿", "eq", { err: "wrong_period" }),
      V("net_profit", "2024", "600", "亿", "gt", { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "604.63亿是2023年；2024年503.13亿" },
  ),
  c(
    "t",
    A,
    "fE",
    "annual",
    "2024年营收3.07万亿元，同比下降约4.3%，规模连续两年收缩，距2022年3.32万亿的高点渐行渐远。",
    [
      V("revenue", "2024", "3.07", "万亿"),
      V("revenue", "2022", "3.32", "万亿"),
      G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
      DOWN("revenue", ["2022", "2023", "2024"]),
      MAX("revenue", "2022", ["2020", "2021", "2022", "2023", "2024"]),
    ],
  ),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年营收约30.7万亿元，体量仍是A股第一。",
    [V("revenue", "2024", "30.7", "万亿", "approx", { err: "wrong_magnitude" }), U("A股排名")],
    { err: "wrong_magnitude", note: "3.07万亿" },
  ),
  c("t", A, "tF", "annual", "毛利率15.47%与上年15.65%相差不到0.2个百分点，但净利率只有1.87%，炼化利润极薄。", [
    V("gross_margin", "2024", "15.47", "%"),
    V("gross_margin", "2023", "15.65", "%"),
    PP("gross_margin", "2024", { v: "-0.2", cmp: "ge" }),
    V("net_margin", "2024", "1.87", "%"),
  ]),
  c("t", A, "tF", "annual", "研发费用从2020年的100.87亿元增至2024年的152.15亿元，逐年增加。", [
    V("research_expense", "2020", "100.87"),
    V("research_expense", "2024", "152.15"),
    H.UP("research_expense", Y6.slice(1)),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "扣非归母净利润2024年480.57亿元，2020年还是亏损，2024年已是五年来最高。",
    [
      V("deducted_net_profit", "2024", "480.57"),
      V("deducted_net_profit", "2020", "0", "亿", "lt"),
      MAX("deducted_net_profit", "2024", ["2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "最高是2021年727.28亿" },
  ),
  c("t", A, "tB", "annual", "2020年扣非净利润为-15.65亿元，而2021年扣非已达727.28亿元，周期反转弹性很大。", [
    V("deducted_net_profit", "2020", "-15.65"),
    V("deducted_net_profit", "2021", "727.28"),
  ]),
  c("t", A, "fV", "valuation", "按5.39元收盘、2024年每股收益0.415元计，静态PE约13倍；去年7月快照PB约0.84倍。", [
    CLOSE("5.39"),
    V("basic_eps", "2024", "0.415", "元"),
    PE("2024", "13"),
    SNAP("pb", "0.84", "x", "eq"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "中石化市净率约1.8倍，已经不算便宜。",
    [SNAP("pb", "1.8", "x", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "快照PB 0.84" },
  ),
  c("u", A, "fV", "valuation", "以2025年利润计，中石化动态PE已超过15倍。", [MCNOW("2025", "15", "gt")]),
  c("u", A, "bear", "annual", "2025年中石化净利润大概率继续下滑，跌破450亿元。", [U("FY2025未存储")]),
  c("t", A, "tT", "technical", "收盘5.39元，MA5<MA10<MA20<MA60空头排列，RSI14约30，已到超卖边缘。", [
    CLOSE("5.39"),
    MAORDER([5, 10, 20, 60], "bear"),
    RSI("30", "approx"),
  ]),
  c("t", A, "tT", "technical", "3月3日收盘7.82元是近60日高点，此后回撤约31%，近20日均量只有前20日的六成左右。", [
    HILO("max", "2026-01-27", { v: "7.82" }),
    DD(60, { v: "-31", cmp: "approx" }),
    H.VOLR({ v: "0.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "中石化收盘价仍站在250日均线之上，长期趋势未坏。",
    [MA(250, "above", { err: "technical" })],
    { err: "technical", note: "5.39 < MA250 5.85" },
  ),
  c("t", A, "tS", "technical", "距52周高点8.11元跌去约三分之一，离52周低点5.27元只差约2%。", [
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-33.3", cmp: "approx" }),
    LO52({ cond: "level", v: "5.27" }),
    LO52({ v: "2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "今年以来中石化股价累计下跌约19%，能源板块全面走弱。",
    [SPAN("2025-12-31", { v: "-19", cmp: "approx", err: "wrong_base_year" }), U("板块")],
    { err: "wrong_base_year", note: "-19.3%是较2024年末；年初至今-12.8%" },
  ),
  c("t", A, "tTr", "technical", "年初至今下跌约12.8%，近60个交易日跌约15%，缩量阴跌格局。", [
    SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }),
    RET(60, { v: "-15", cmp: "approx" }),
    VOL("shrink_strong"),
  ]),
  c("t", A, "tN", "announcement", "中石化2024年年度报告已于2025年3月24日披露，全年业绩可据此逐项核对。", [
    EV("annual_report", true, { from: "2025-03-24", title: "2024年年度报告" }),
  ]),
  c("u", A, "tN", "announcement", "中石化近期公告控股股东增持A股，释放托底信号。", [U("中石化非年报公告未收集")]),
  c("u", A, "fM", "undecidable", "若布油中枢回落至60美元，炼化价差修复将推升2026年利润。", [U("情景预测")]),
  c("t", A, "tC", "annual", "2024年管理费用580.21亿元、销售费用614.22亿元，两项合计约1194亿元，超过全年利润两倍。", [
    V("admin_expense", "2024", "580.21"),
    V("selling_expense", "2024", "614.22"),
    H.LIN(
      [
        ["admin_expense", 1],
        ["selling_expense", 1],
      ],
      "2024",
      { v: "1194", cmp: "approx" },
    ),
    H.LIN(
      [
        ["admin_expense", 1],
        ["selling_expense", 1],
        ["net_profit", -2],
      ],
      "2024",
      { v: "0", cmp: "gt" },
    ),
  ]),
  c("t", A, "vF", "annual", "中石化2020年归母净利润332.71亿元为六年最低，2024年503.13亿元是次低。", [
    V("net_profit", "2020", "332.71"),
    V("net_profit", "2024", "503.13"),
    MIN("net_profit", "2020", Y6),
    RANK("net_profit", "2024", Y6, "min", 2),
  ]),
];
