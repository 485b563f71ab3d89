// 中国石化: FY2019-2024 (FY2025 public on 2026-04-30 but not stored), no quarters, bars 2024-01-02..2026-04-30,
// annual-report notices only. Dates: 2026-04-30 (points name 2024) and 2025-04-30.
import {
  AMP,
  CLOSE,
  EV,
  G,
  HI52,
  LIN,
  LO52,
  MA,
  MACD,
  MAORDER,
  MAX,
  MIN,
  PE,
  PP,
  R,
  RET,
  RSI,
  SNAP,
  SPAN,
  U,
  UP,
  DOWN,
  V,
  VOL,
  VOLR,
  IN,
  maker,
} from "../spec-helpers.mjs";

const c = maker("b32-sh", "600028");
const A = "2026-04-30";
const P = "2025-04-30";
const Y = ["2020", "2021", "2022", "2023", "2024"];

export default [
  c("t", A, "fE", "annual", "2024年营业收入30745.62亿元，同比下降约4.3%；归母净利润503.13亿元，同比下降约16.8%。", [
    V("revenue", "2024", "30745.62"),
    G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2024", { v: "-16.8", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "中石化2024年归母净利润约605亿元，在油价波动中守住了六百亿关口。",
    [V("net_profit", "2024", "605", "亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "604.63亿元是2023年；2024年503.13亿元" },
  ),
  c("t", A, "bear", "annual", "归母净利润712.08亿→670.82亿→604.63亿→503.13亿，2021年以来连降三年。", [
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
    V("net_profit", "2021", "712.08"),
    V("net_profit", "2024", "503.13"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "503.13亿元的归母净利润已是2019年以来的最低值。",
    [MIN("net_profit", "2024", ["2019", ...Y], { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2020年332.71亿元更低" },
  ),
  c("t", A, "fR", "annual", "扣非归母净利润480.57亿元，比归母少约23亿元，利润里有一部分来自非经常性收益。", [
    V("deducted_net_profit", "2024", "480.57"),
    LIN(
      [
        ["net_profit", 1],
        ["deducted_net_profit", -1],
      ],
      "2024",
      { v: "23", cmp: "approx" },
    ),
  ]),
  c("t", A, "tF", "annual", "2024年毛利率15.47%，较2023年的15.65%微降0.18个百分点。", [
    V("gross_margin", "2024", "15.47", "%"),
    V("gross_margin", "2023", "15.65", "%"),
    PP("gross_margin", "2024", { v: "-0.18" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "毛利率较2023年提升0.18个百分点至15.47%，炼化盈利在边际修复。",
    [
      PP("gross_margin", "2024", { v: "0.18", dir: "up", err: "wrong_direction" }),
      V("gross_margin", "2024", "15.47", "%"),
    ],
    { err: "wrong_direction", note: "15.65%→15.47%" },
  ),
  c("t", A, "fE", "annual", "研发费用152.15亿元，同比增长约8.9%，而且2020年以来年年增加。", [
    V("research_expense", "2024", "152.15"),
    G("research_expense", "2024", { v: "8.9", cmp: "approx" }),
    UP("research_expense", Y),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "研发投入同比增长超过15%，转型投入力度显著加大。",
    [G("research_expense", "2024", { v: "15", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "+8.92%" },
  ),
  c("t", A, "fR", "annual", "值得注意的是，净利率只有1.87%，这意味着三万亿营收只留下很薄的利润。", [
    V("net_margin", "2024", "1.87", "%"),
    V("revenue", "2024", "30000", "亿", "gt"),
  ]),
  c("t", A, "fQ", "annual", "2020年扣非归母净利润为-15.65亿元，2019—2024年间再没有比这更差的一年。", [
    V("deducted_net_profit", "2020", "-15.65"),
    MIN("deducted_net_profit", "2020", ["2019", ...Y]),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "和2022年相比，2024年营收只少了约4.3%，收入端不过小幅回落。",
    [G("revenue", "2024", { base: "2022", v: "-4.3", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "-4.3%是较2023年；较2022年-7.3%" },
  ),
  c("t", A, "tM", "annual", "营收较2022年33181.68亿元的高点已累计下降约7.3%。", [
    V("revenue", "2022", "33181.68"),
    MAX("revenue", "2022", Y),
    G("revenue", "2024", { base: "2022", v: "-7.3", cmp: "approx" }),
  ]),
  c("t", A, "fR", "annual", "销售费用614.22亿元、管理费用580.21亿元，两项合计约1194亿元，是研发费用的近8倍。", [
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
      { over: "research_expense", v: "8", cmp: "near", u: "x" },
    ),
  ]),
  c("t", A, "tF", "annual", "基本每股收益从2021年的0.59元降到2024年的0.41元，三年少了约三成。", [
    V("basic_eps", "2021", "0.59", "元"),
    V("basic_eps", "2024", "0.41", "元"),
    G("basic_eps", "2024", { base: "2021", v: "-30", cmp: "approx" }),
  ]),
  c("u", A, "bear", "annual", "2025年归母净利润同比再降约三成，盈利底部还没出现。", [
    G("net_profit", "2025", { v: "-30", cmp: "approx" }),
  ]),
  c("u", A, "tN", "undecidable", "2025年原油加工量约2.5亿吨，成品油销量继续被新能源车替代。", [
    U("加工量 / 销量未存储"),
  ]),
  c("u", A, "tF", "annual", "2025年末资产负债率约52%，与上年大体持平。", [
    V("debt_ratio", "2025", "52", "%", "approx"),
  ]),
  // Valuation.
  c("t", A, "fV", "valuation", "以2024年每股收益0.41元计，4月30日收盘5.39元对应市盈率约13倍。", [
    PE("2024", "13"),
    V("basic_eps", "2024", "0.41", "元"),
  ]),
  c("t", A, "tB", "valuation", "PB仅0.84倍（2025-07-04快照），股价低于每股净资产。", [
    SNAP("pb", "0.84", "x", "eq"),
    SNAP("pb", "1", "x", "lt"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "市净率约1.2倍，相对净资产并不便宜。",
    [SNAP("pb", "1.2", "x", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "快照PB 0.84" },
  ),
  // Technical on 2026-04-30.
  c("t", A, "tT", "technical", "收盘5.39元，压在10日、20日、60日线和年线之下，只是略高于5.38元的5日线。", [
    CLOSE("5.39"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(250, "below"),
    MA(5, "above"),
    MA(5, "value", { v: "5.38" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "RSI14已跌破20，处于极度超卖，技术性反弹一触即发。",
    [RSI("20", "lt", { err: "technical" })],
    { err: "technical", note: "RSI14为30.0" },
  ),
  c("t", A, "tS", "technical", "近20日均量只有前20日的六成左右，抛压在衰竭，但承接也弱。", [
    VOLR({ v: "0.6", cmp: "approx" }),
    VOL("shrink_strong"),
  ]),
  c("t", A, "tT", "technical", "距52周高点8.11元已回撤约三分之一，离5.27元的低点只高出2%多。", [
    HI52({ cond: "level", v: "8.11" }),
    HI52({ v: "-33.3", cmp: "approx" }),
    LO52({ cond: "level", v: "5.27" }),
    LO52(IN("2", "2.99")),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "近60个交易日股价上涨约15%，资金明显回流。",
    [RET(60, { v: "15", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "60日-15.38%" },
  ),
  c("t", A, "tT", "technical", "5日、10日、20日、60日均线自下而上依次排开，短中期呈空头排列。", [
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c("t", A, "tC", "technical", "年初至今下跌约12.8%，近60日的振幅却高达约45%，波动远超一只'类债'股该有的样子。", [
    SPAN("2025-12-31", { v: "-12.8", cmp: "approx" }),
    AMP(60, { v: "45", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "DIF(-0.199)略低于DEA(-0.197)，两线都在零轴下方，方向不明。", [
    MACD("dif_below_dea"),
    MACD("dif_below_zero"),
    MACD("dif_value", undefined, { v: "-0.199" }),
    MACD("dea_value", undefined, { v: "-0.197" }),
  ]),
  // 2025-04-30 (FY2024 just out).
  c("t", P, "tN", "announcement", "3月24日披露2024年年度报告：归母净利润503.13亿元，连续第三年下滑。", [
    EV("annual_report", true, { from: "2025-03-24", to: "2025-03-24", title: "2024" }),
    V("net_profit", "2024", "503.13"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
  c("f", P, "tT", "technical", "股价已重新站上120日均线，中期趋势扭转。", [MA(120, "above", { err: "technical" })], {
    err: "technical",
    note: "5.66元 < MA120 6.08元",
  }),
  c("t", P, "tT", "technical", "DIF(-0.023)在4月16日上穿DEA，眼下仍高于DEA(-0.030)。", [
    MACD("golden_cross", 11),
    MACD("dif_above_dea"),
    MACD("dif_value", undefined, { v: "-0.023" }),
    MACD("dea_value", undefined, { v: "-0.030" }),
  ]),
  c("u", P, "tF", "announcement", "公司同步公告2024年度末期派息方案，全年派息率约七成。", [
    U("中国石化仅收录年报公告"),
  ]),
  c("t", P, "fV", "valuation", "PE(2024)=5.66/0.41≈13.8倍，股价用的是4月30日收盘。", [
    PE("2024", "13.8"),
    CLOSE("5.66"),
    V("basic_eps", "2024", "0.41", "元"),
  ]),
  c("t", P, "tNe", "technical", "按250个交易日算跌了约13.5%；52周最高7.64元，现价比它低约26%。", [
    RET(250, { v: "-13.5", cmp: "approx" }),
    HI52({ cond: "level", v: "7.64" }),
    HI52({ v: "-26", cmp: "approx" }),
  ]),
  c(
    "f",
    P,
    "tBe",
    "annual",
    "2024年营收同比下降约7.3%，需求端萎缩超出预期。",
    [G("revenue", "2024", { v: "-7.3", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "-7.3%是较2022年；同比-4.3%" },
  ),
];
