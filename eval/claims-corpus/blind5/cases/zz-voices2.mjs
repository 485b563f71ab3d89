// Across the companies, second half (600036, 601318, 600028, 000858): industry sense, overstated small changes,
// wrong base periods, stance, sign notation, 报告期内 / 近一个月 time expressions, metrics the data lacks.
import { CLOSE, D, EV, G, HI52, IND, MA, MACD, MAORDER, MAX, PP, READ, RET, U, V, maker } from "../spec-helpers.mjs";

const _mt = maker("b5-zv-mt", "600519");
const _nd = maker("b5-zv-nd", "300750");
const _yd = maker("b5-zv-yd", "002594");
const zs = maker("b5-zv-zs", "600036");
const pa = maker("b5-zv-pa", "601318");
const sh = maker("b5-zv-sh", "600028");
const wl = maker("b5-zv-wl", "000858");
const A = "2026-04-30";
const M9 = "2025-10-31";
const Q1 = "2025-04-30";
const _LATE = "2026-05-20";

export default [
  zs(
    "f",
    A,
    "fQ",
    "industry",
    "资产负债率90.20%远高于一般企业，说明招行经营过于激进。",
    [IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  zs("t", A, "tNe", "industry", "90.20%的负债率对银行是常态，真正该看的是ROE从14.49%降到13.44%。", [
    V("debt_ratio", "2025", "90.20", "%"),
    IND("high_debt_is_normal"),
    V("roe", "2024", "14.49", "%"),
    V("roe", "2025", "13.44", "%"),
  ]),
  zs(
    "f",
    A,
    "tB",
    "annual",
    "每股收益5.70元（2025A），同比增长7%，盈利仍在稳步提升。",
    [V("basic_eps", "2025", "5.70", "元"), G("basic_eps", "2025", { v: "7", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude" },
  ),
  zs("t", A, "fT", "quarterly", "报告期内（26Q1）每股净资产44.90元，较2025年末的43.43元增加1.47元。", [
    V("bps", "2026Q1", "44.90", "元"),
    D("bps", "2026Q1", { base: "2025", u: "元", v: "1.47" }),
  ]),
  zs(
    "f",
    A,
    "tA",
    "annual",
    "2025年营收同比+0.01%，重回增长轨道，增长强劲。",
    [G("revenue", "2025", { v: "0.01" }), G("revenue", "2025", { size: "增长强劲", err: "overstatement" })],
    { err: "overstatement" },
  ),
  zs("u", A, "fR", "undecidable", "核心一级资本充足率14%以上，资本内生能力强（E8）。", [U("资本充足率未存储")]),
  zs("u", A, "tB", "quarterly", "一季报营收+3.8%，是2023年以来首次季度营收同比正增长。", [
    G("revenue", "2026Q1", { v: "3.8" }),
    U("2024年以前的单季营收未存储"),
  ]),
  zs(
    "f",
    M9,
    "vT",
    "technical",
    "MA5>MA10>MA20，短期多头排列，10月14日金叉确认。",
    [MAORDER([5, 10, 20], "bull", { err: "technical" }), MACD("golden_cross", 14)],
    { err: "technical" },
  ),
  zs("u", A, "tTr", "technical", "成交额连续5日超过30亿元，量能充沛。", [U("成交额未存储")]),

  pa(
    "f",
    A,
    "fQ",
    "annual",
    "2025年归母净利润1,347.78亿元，较2023年仅增长6.5%。",
    [G("net_profit", "2025", { base: "2023", v: "6.5", err: "wrong_base_year" })],
    { err: "wrong_base_year" },
  ),
  pa("t", A, "tF", "annual", "2022财年归母净利润负增长17.6%，2023年增速由负转正（+2.3%）。", [
    G("net_profit", "2022", { v: "-17.6" }),
    G("net_profit", "2023", { v: "2.3" }),
  ]),
  pa(
    "f",
    A,
    "tB",
    "annual",
    "2023年归母净利润增速由负转正至+23%，复苏强劲。",
    [G("net_profit", "2023", { v: "23", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value" },
  ),
  pa(
    "f",
    A,
    "bear",
    "annual",
    "经营现金流同比+72%，恰恰说明投资端在大举变现，利空。",
    [READ(G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance" },
  ),
  pa(
    "f",
    A,
    "tA",
    "annual",
    "2025年营业收入10,505.06亿元，同比大幅增长。",
    [V("revenue", "2025", "10505.06"), G("revenue", "2025", { size: "大幅增长", err: "overstatement" })],
    { err: "overstatement" },
  ),
  pa(
    "f",
    A,
    "tC",
    "annual",
    "2023年营业收入9,137.89亿元，创2021年以来新高。",
    [MAX("revenue", "2023", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" })],
    { err: "wrong_extreme" },
  ),
  pa("u", A, "fR", "undecidable", "核心偿付能力充足率超过200%，资本充裕（E8）。", [U("偿付能力未存储")]),
  pa("t", A, "vN", "announcement", "最近的分红公告是3月27日的2025年年度利润分配方案，此后没有新的回购公告。", [
    EV("dividend", true, { title: "2025年年度利润分配方案", from: "2026-03-27" }),
    EV("repurchase", false, { from: "2026-03-27" }),
  ]),
  pa(
    "f",
    Q1,
    "tTr",
    "technical",
    "收盘50.71元，距52周高点62.8元已不到10%。",
    [HI52({ v: "-10", cmp: "gt", err: "technical" })],
    { err: "technical" },
  ),
  pa("t", Q1, "tTr", "technical", "4月21日MACD金叉，收盘50.71元站上MA20（50.29元）和年线。", [
    MACD("golden_cross", 8),
    CLOSE("50.71"),
    MA(20, "above"),
    MA(20, "value", { v: "50.29" }),
    MA(250, "above"),
  ]),

  sh(
    "f",
    A,
    "fE",
    "annual",
    "2024年营收3.07万亿元，同比增长4.3%，逆势扩张。",
    [V("revenue", "2024", "3.07", "万亿", "approx"), G("revenue", "2024", { v: "4.3", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  sh("t", A, "tBe", "annual", "二〇二四年归母净利润同比下滑16.8个点至503.13亿元，连续第三年下滑。", [
    G("net_profit", "2024", { v: "-16.8" }),
    V("net_profit", "2024", "503.13"),
    G("net_profit", "2022", { dir: "down" }),
    G("net_profit", "2023", { dir: "down" }),
  ]),
  sh(
    "f",
    A,
    "fQ",
    "annual",
    "净利率1.87%，同比下滑31个点，主业几乎不赚钱。",
    [PP("net_margin", "2024", { v: "-31", err: "wrong_magnitude" })],
    { err: "wrong_magnitude" },
  ),
  sh("t", A, "tTr", "technical", "近一个月（20个交易日）跌8.49%，从5.89元跌到5.39元。", [
    RET(20, { v: "-8.49" }),
    CLOSE("5.89", "eq", { date: "2026-04-01" }),
  ]),
  sh(
    "f",
    A,
    "tNe",
    "technical",
    "近一个月跌幅不足3%，走势相对抗跌。",
    [RET(20, { v: "-3", cmp: "gt", err: "technical" })],
    {
      err: "technical",
    },
  ),

  wl(
    "f",
    "2020-05-15",
    "fQ",
    "annual",
    "2019年营收501.18亿元，较2017年增长25.2%。",
    [G("operating_revenue", "2019", { base: "2017", v: "25.2", err: "wrong_base_year" })],
    { err: "wrong_base_year" },
  ),
  wl("t", "2020-05-15", "fT", "annual", "2019年营收501.18亿元，较2017年的301.87亿元增长66%，两年多赚了近200亿收入。", [
    G("operating_revenue", "2019", { base: "2017", v: "66", cmp: "approx" }),
    D("operating_revenue", "2019", { base: "2017", v: "200", cmp: "near" }),
  ]),
  wl("u", A, "vN", "undecidable", "五粮液一季报营收同比-15%，消息面偏空。", [U("五粮液无季报与公告存储")]),
];
