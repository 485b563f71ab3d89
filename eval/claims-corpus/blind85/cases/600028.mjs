// 中国石化 on 2026-04-30: FY2019-2024 stored only (FY2025 public but not stored: points name 2024 or are
// undecidable). Notices: annual reports only.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, POS52, VOL, VOLR, DD } = H;
const { PE, U, READ, BIAS, AMP } = H;
const c = H.maker("b85-sh", "600028");
const A = "2026-04-30";
const Y = ["2020", "2021", "2022", "2023", "2024"];

export default [
  c("t", A, "bear", "annual", "中国石化2024年营业收入30745.62亿元，同比下降约4.3%，归母净利润503.13亿元，降幅近17%。", [
    V("operating_revenue", "2024", "30745.62"),
    G("operating_revenue", "2024", { v: "-4.3", cmp: "approx" }),
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-17", cmp: "near" }),
  ]),
  c("t", A, "fE", "annual", "归母净利润从2021年的712.08亿元连降三年至503.13亿元，累计缩水约29%。", [
    V("net_profit", "2024", "503.13"),
    V("net_profit", "2021", "712.08"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    G("net_profit", "2024", { base: "2021", v: "-29", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2024年中石化归母净利润503.13亿元，同比微降约1.7%，基本盘稳住了。",
    [V("net_profit", "2024", "503.13"), G("net_profit", "2024", { v: "-1.7", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比-16.8%" },
  ),
  c("t", A, "fR", "annual", "2024年净利率仅1.87%，为2020年以来最低；毛利率15.47%也远低于2020年的19.91%。", [
    V("net_margin", "2024", "1.87", "%"),
    MIN("net_margin", "2024", Y),
    V("gross_margin", "2024", "15.47", "%"),
    V("gross_margin", "2020", "19.91", "%"),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2024年营业收入30745.62亿元，为公司近五年来的最高水平。",
    [V("operating_revenue", "2024", "30745.62"), MAX("operating_revenue", "2024", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2022年33181.68亿最高" },
  ),
  c("t", A, "tF", "annual", "研发费用从2020年的100.87亿元逐年增至2024年的152.15亿元，连续四年增长。", [
    V("research_expense", "2020", "100.87"),
    V("research_expense", "2024", "152.15"),
    UP("research_expense", Y),
  ]),
  c("t", A, "fT", "annual", "2020年扣非归母净利润为-15.65亿元，而归母净利润仍有332.71亿元，非经常性损益贡献巨大。", [
    V("deducted_net_profit", "2020", "-15.65"),
    V("net_profit", "2020", "332.71"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "基本每股收益由2023年的0.51元降到2024年的0.41元，降幅达到约10%。",
    [
      V("basic_eps", "2023", "0.51", "元"),
      V("basic_eps", "2024", "0.41", "元"),
      G("basic_eps", "2024", { v: "-10", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "降0.10元，即-19.6%" },
  ),
  c("t", A, "tP", "annual", "2024年销售、管理费用合计约1194亿元，约为归母净利润的2.4倍。", [
    H.LIN(
      [
        ["selling_expense", 1],
        ["admin_expense", 1],
      ],
      "2024",
      { v: "1194", cmp: "approx" },
    ),
    H.LIN(
      [
        ["selling_expense", 1],
        ["admin_expense", 1],
      ],
      "2024",
      { over: "net_profit", v: "2.4", cmp: "approx" },
    ),
  ]),
  c("u", A, "bear", "annual", "中国石化2025年归母净利润继续下滑至约400亿元，连续第四年减少。", [
    U("中国石化FY2025未存储"),
  ]),
  c("t", A, "tT", "technical", "收盘5.39元，位于10日、20日、60日均线之下，10日、20日、60日线空头排列。", [
    CLOSE("5.39"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MAORDER([10, 20, 60], "bear"),
  ]),
  c("t", A, "tS", "technical", "RSI约30，逼近超卖；股价处于52周区间的最低5%附近，距52周高点8.11元跌去约三分之一。", [
    RSI("30", "approx"),
    POS52({ v: "5", cmp: "lt" }),
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-33.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "近20日缩量至前20日的六成左右，股价回落8%，这说明买盘正在占上风，是积极信号。",
    [
      VOLR({ v: "0.6", cmp: "approx" }),
      RET(20, { v: "-8", cmp: "approx" }),
      READ(RET(20, { dir: "down" }), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "缩量下跌读作积极" },
  ),
  c("t", A, "fM", "technical", "近60个交易日股价下跌约15%，较这段时间的收盘高点回撤约31%，60日乖离约-12.6%。", [
    RET(60, { v: "-15", cmp: "approx" }),
    DD(60, { v: "-31", cmp: "approx" }),
    BIAS(60, { v: "-12.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "中石化MACD近日在零轴下方金叉，DIF重新站上DEA，超跌反弹一触即发。",
    [MACD("golden_cross", 10, { err: "technical" }), MACD("dif_above_dea", 0, { err: "technical" })],
    { err: "technical", note: "DIF -0.199 < DEA -0.197，最近一次交叉是3月10日死叉" },
  ),
  c("t", A, "fV", "valuation", "以5.39元收盘价、2024年每股收益0.41元计，中石化静态PE约13倍。", [
    CLOSE("5.39"),
    V("basic_eps", "2024", "0.41", "元"),
    PE("2024", "13"),
  ]),
  c(
    "f",
    A,
    "bull",
    "valuation",
    "按2024年每股收益0.41元，5.39元的股价只对应约8倍市盈率，明显低估。",
    [CLOSE("5.39"), V("basic_eps", "2024", "0.41", "元"), PE("2024", "8", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约13.1倍" },
  ),
  c("u", A, "tN", "announcement", "中国石化2025年中期每股派息0.088元，全年分红率超过七成。", [
    U("中国石化公告源只收年报"),
  ]),
  c("u", A, "fS", "undecidable", "油价下行叠加炼化景气低迷，2026年炼油毛利有望触底回升。", [U("行业判断与预测")]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "中石化2024年研发费用152.15亿元，同比下降约9%，投入收缩。",
    [
      V("research_expense", "2024", "152.15"),
      G("research_expense", "2024", { v: "-9", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+8.9%" },
  ),
  c("u", A, "tBe", "undecidable", "中石化成品油零售份额持续被民营加油站分流，加油站单站销量下滑。", [
    U("零售份额与单站销量"),
  ]),
];
