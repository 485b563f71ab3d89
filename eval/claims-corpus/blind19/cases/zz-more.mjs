// 、-lists, per-share figures and multiples, extremes, base years, size words, and open points (what the store lacks).
import * as H from "../spec-helpers.mjs";

const { V, G, X, UP, MIN, MA, RSI, HI52, U, CLOSE } = H;
const nd = H.maker("b19-mnd", "300750");
const pa = H.maker("b19-mpa", "601318");
const sh = H.maker("b19-msh", "600028");
const A = "2026-04-30";
const P = "2025-04-30";

export default [
  nd(
    "f",
    A,
    "fE",
    "annual",
    "2025年营收、归母净利润、经营现金流同比增速分别约为17%、42%、27%，现金流增速落后于利润。",
    [
      G("revenue", "2025", { v: "17", cmp: "approx" }),
      G("net_profit", "2025", { v: "42", cmp: "approx" }),
      G("operating_cash_flow", "2025", { v: "27", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "经营现金流+37.4%" },
  ),
  sh(
    "f",
    A,
    "tBe",
    "annual",
    "2024年基本每股收益0.415元，只有2021年高点0.59元的一半左右。",
    [
      V("basic_eps", "2024", "0.415", "元"),
      V("basic_eps", "2021", "0.59", "元"),
      X("basic_eps", "2024", "2021", { v: "0.5", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "0.415/0.588=0.71" },
  ),
  sh("t", A, "tB", "annual", "研发费用连续四年增长，2024年达152.15亿元，约为2020年的1.5倍。", [
    UP("research_expense", ["2020", "2021", "2022", "2023", "2024"]),
    X("research_expense", "2024", "2020", { v: "1.5", cmp: "approx" }),
  ]),
  sh("t", A, "fR", "annual", "每股收益从2021年的0.59元降至2024年的0.415元，三年累计降了约三成。", [
    V("basic_eps", "2021", "0.59", "元"),
    V("basic_eps", "2024", "0.415", "元"),
    G("basic_eps", "2024", { base: "2021", v: "-30", cmp: "approx" }),
  ]),
  nd(
    "f",
    "2025-10-31",
    "tT",
    "technical",
    "强势格局未改——388.77元的收盘价与424.36元的52周高点相比，只差3%左右。",
    [CLOSE("388.77"), HI52({ cond: "level", v: "424.36" }), HI52({ v: "-3", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "距高点-8.4%" },
  ),
  nd(
    "f",
    P,
    "tC",
    "technical",
    "长期趋势遭到破坏，231.5元的股价已落到250日均线下面。",
    [MA(250, "below", { err: "technical" })],
    { err: "technical", note: "MA250=225.94，收盘在其上方" },
  ),
  pa(
    "f",
    A,
    "tT",
    "technical",
    "RSI(14)已跌破30，进入超卖区，技术性反弹随时可能出现。",
    [RSI("30", "lt", { err: "technical" })],
    { err: "technical", note: "RSI14=53.7" },
  ),
  pa(
    "f",
    A,
    "fV",
    "annual",
    "平安扩表节奏稳健，集团总资产已达1.39万亿元上下。",
    [V("total_assets", "2025", "1.39", "万亿", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "13.90万亿" },
  ),
  sh(
    "f",
    "2024-04-30",
    "fE",
    "annual",
    "2023年销售费用611.64亿元，较2022年有所压降，费用管控见效。",
    [V("selling_expense", "2023", "611.64"), G("selling_expense", "2023", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "较2022年585.67亿增4.4%" },
  ),
  nd(
    "f",
    A,
    "tA",
    "quarterly",
    "2026年一季度营收同比接近翻倍，需求爆发远超市场想象。",
    [G("revenue", "2026Q1", { size: "接近翻倍", err: "overstatement" })],
    { err: "overstatement", note: "同比+52.5%" },
  ),
  sh(
    "f",
    A,
    "fR",
    "annual",
    "管理费用压到了580.21亿元（2024年），2020年以来没有哪年比这更低。",
    [MIN("admin_expense", "2024", ["2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2022年572.08亿更低" },
  ),
  pa(
    "f",
    A,
    "tF",
    "annual",
    "总资产13.90万亿元，较2023年末增长约7.3%。",
    [
      V("total_assets", "2025", "13.90", "万亿"),
      G("total_assets", "2025", { base: "2023", v: "7.3", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "7.3%是较2024年末；较2023年末+20.0%" },
  ),
  nd("u", A, "tN", "undecidable", "值得注意的是，钠离子电池一季度已批量装车，第二增长曲线正在打开。", [
    U("产品出货未存储"),
  ]),
  pa("u", A, "tP", "undecidable", "预计2026年中期分红将较2025年提高一成左右。", [U("分红预测")]),
  sh("u", A, "tS", "undecidable", "4月下旬以来有险资持续增持中国石化A股，底部筹码在集中。", [
    U("增持与资金流向不构成判定依据"),
  ]),
  nd(
    "u",
    P,
    "fM",
    "undecidable",
    "二季度若延续一季度的势头，上半年利润可以突破300亿元。",
    [V("net_profit", "2025H1", "300", "亿", "gt")],
    {
      note: "半年报晚于asOf",
    },
  ),
  pa("u", "2024-10-31", "fE", "undecidable", "2024年前三季度营业总收入约8000亿元，同比小幅增长。", [
    V("revenue", "2024M9", "8000", "亿", "approx"),
    G("revenue", "2024M9", { size: "小幅增长" }),
  ]),
  sh("u", P, "tTr", "undecidable", "5月份股价有望重新站回60日均线，可提前布局。", [U("价格预测")]),
];
