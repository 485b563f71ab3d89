// Rebuttals (the quoted figure of the other side is not asserted; the correction is), risk debaters, vote lenses, rulings.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RET, U, QOQ, BRK, EV, MAX } = H;
const A = "2026-04-30";
const mt = H.maker("b70-rb-mt", "600519");
const zs = H.maker("b70-rb-zs", "600036");
const nd = H.maker("b70-rb-nd", "300750");
const by = H.maker("b70-rb-by", "002594");
const pa = H.maker("b70-rb-pa", "601318");
const sh = H.maker("b70-rb-sh", "600028");

export default [
  mt("t", A, "tB", "annual", "反驳空方：对方说茅台2025年利润下滑超一成，实际归母净利润823.2亿元，同比只降了约4.5%。", [
    V("net_profit", "2025", "823.2"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "tB",
    "annual",
    "回应空方“营收下滑1.2%”的说法：招行2025年营业总收入实际同比增长约1.2%，并未下滑。",
    [G("revenue", "2025", { v: "1.2", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+0.01%，基本持平" },
  ),
  nd(
    "t",
    A,
    "tB",
    "annual",
    "空方拿一季度24.82%的毛利率做文章，但2025年全年毛利率26.27%高于2024年，全年盈利能力是改善的。",
    [
      V("gross_margin", "2026Q1", "24.82", "%"),
      V("gross_margin", "2025", "26.27", "%"),
      MAX("gross_margin", "2025", ["2024", "2025"]),
    ],
  ),
  by(
    "f",
    A,
    "tBe",
    "quarterly",
    "多方称一季度利润只是小降，事实是归母净利润同比下滑约55%，环比四季度也下降约30%。",
    [
      G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "-30", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "环比-56.0%" },
  ),
  pa(
    "f",
    A,
    "fQ",
    "annual",
    "多方把经营现金流说成6586亿元，实际2025年经营活动现金流净额只有3824.74亿元。",
    [V("operating_cash_flow", "2025", "3824.74", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "3824.74亿是2024年；2025年为6586.32亿" },
  ),
  nd(
    "f",
    A,
    "tA",
    "annual",
    "宁德时代2025年末负债率61.94%，比上年还高，说明公司在加杠杆扩产，弹性更大。",
    [V("debt_ratio", "2025", "61.94", "%"), PP("debt_ratio", "2025", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "较2024年65.24%下降" },
  ),
  mt("t", A, "tNe", "technical", "白酒内部也在分化——以2025年最后一个交易日为基准，茅台+0.55%，五粮液约-8.4%。", [
    RET("2025-12-31", { v: "0.55" }),
    RET("2025-12-31", { v: "-8.4", cmp: "approx", t: "000858" }),
  ]),
  by(
    "f",
    A,
    "tP",
    "annual",
    "裁定：比亚迪2025年营收增长约3.5%，归母净利润增长约19%，盈利弹性强于收入。",
    [
      G("revenue", "2025", { v: "3.5", cmp: "approx" }),
      G("net_profit", "2025", { v: "19", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "净利润同比-19.0%" },
  ),
  zs(
    "t",
    A,
    "fL",
    "quarterly",
    "综合双方观点，招行2026年一季度营收增长约3.8%、归母净利润增长约1.5%，增长温和但方向向上。",
    [
      G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
      G("net_profit", "2026Q1", { v: "1.5", cmp: "approx", dir: "up" }),
    ],
  ),
  nd(
    "f",
    A,
    "vN",
    "announcement",
    "宁德时代3月披露年度利润分配预案，4月又发布向特定对象发行股票预案。",
    [
      EV("dividend", true, { from: "2026-03-01", to: "2026-03-31" }),
      EV("placement", true, { from: "2026-04-01", to: "2026-04-30", err: "nonexistent_event" }),
    ],
    { err: "nonexistent_event", note: "4月无定增公告" },
  ),
  sh(
    "f",
    A,
    "tC",
    "annual",
    "中国石化2024年销售费用约为研发费用的10倍，转型投入严重不足。",
    [R("selling_expense", "research_expense", "2024", "10", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "614.22/152.15=4.0倍" },
  ),
  by("t", A, "vF", "annual", "比亚迪2025年资本开支1568.08亿元，约为经营现金流591.36亿元的2.65倍。", [
    V("capex", "2025", "1568.08"),
    V("operating_cash_flow", "2025", "591.36"),
    R("capex", "operating_cash_flow", "2025", "2.65", { cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "tBe",
    "annual",
    "反驳多方的“稳健增长”：招行2025年归母净利润1501.81亿元，较2023年仅增长约1.2%，两年几乎原地踏步。",
    [
      V("net_profit", "2025", "1501.81"),
      G("net_profit", "2025", { base: "2023", v: "1.2", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "1.2%是较2024年；较2023年+2.4%" },
  ),
  zs("u", A, "tM", "undecidable", "招行财富管理手续费收入降幅在收窄，二季度有望转正，这是多方最有力的论据。", [
    U("手续费收入属分部数据，且为预测"),
  ]),
  pa(
    "f",
    A,
    "tTr",
    "technical",
    "平安今日收盘突破了前20个交易日的全部收盘价，形态上已确认向上突破。",
    [BRK(20, "up", { err: "technical" })],
    { err: "technical", note: "收盘59.37未高于前20日最高收盘" },
  ),
  pa("u", A, "vF", "undecidable", "平安对应2025年利润PE约8倍，叠加约5%的股息率，安全边际充足。", [
    H.MCNOW("2025", "8"),
    U("股息率需每股派息"),
  ]),
];
