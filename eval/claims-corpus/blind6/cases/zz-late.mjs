// A fund letter's and a reviewer's sentences on balance-sheet changes, a quant's returns with the wrong sign, and
// more that the data cannot reach.
import { AMP, D, G, MA, MRET, PP, R, RET, RSI, SUM, U, V, maker } from "../spec-helpers.mjs";

const mt = maker("b6-l-mt", "600519");
const nd = maker("b6-l-nd", "300750");
const by = maker("b6-l-by", "002594");
const pa = maker("b6-l-pa", "601318");
const zs = maker("b6-l-zs", "600036");
const sh = maker("b6-l-sh", "600028");
const wl = maker("b6-l-wl", "000858");
const A = "2026-04-30";

export default [
  mt(
    "t",
    "2025-05-15",
    "fR",
    "annual",
    "2024年末资产负债率19.04%，较2023年末的17.98%上升约1.1个百分点，仍处极低水平。",
    [
      V("debt_ratio", "2024", "19.04", "%"),
      V("debt_ratio", "2023", "17.98", "%"),
      PP("debt_ratio", "2024", { v: "1.1", cmp: "approx" }),
    ],
  ),
  mt(
    "f",
    "2025-05-15",
    "fR",
    "annual",
    "2024年末资产负债率19.04%，较2023年末下降约1个百分点。",
    [
      V("debt_ratio", "2024", "19.04", "%"),
      PP("debt_ratio", "2024", { v: "-1", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction" },
  ),
  mt(
    "f",
    A,
    "tM",
    "annual",
    "报告期内，经营现金流与归母净利润之比由上年的1.07倍降至0.57倍，现金回笼明显放缓。",
    [
      R("operating_cash_flow", "net_profit", "2024", "1.07"),
      R("operating_cash_flow", "net_profit", "2025", "0.57", { err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "2025年约0.75倍" },
  ),
  mt(
    "f",
    "2025-11-14",
    "vT",
    "technical",
    "过去250个交易日股价上涨约7.6%，长线资金持续流入。",
    [RET(250, { v: "7.6", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  mt("u", A, "tB", "undecidable", "二季度营收同比增速有望回升至两位数。", [U("预测")]),
  nd(
    "f",
    A,
    "tM",
    "annual",
    "截至2025年末，总资产9748.28亿元，较上年末增长约33.9%。",
    [V("total_assets", "2025", "9748.28"), G("total_assets", "2025", { v: "33.9", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "实际+23.9%" },
  ),
  nd(
    "f",
    "2025-10-31",
    "tTr",
    "technical",
    "9月下旬以来的20个交易日股价上涨约1%，走势稳健。",
    [RET(20, { v: "1", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  nd(
    "f",
    A,
    "tT",
    "technical",
    "近20个交易日振幅约9%，波动明显收敛。",
    [AMP(20, { v: "9", cmp: "approx", err: "technical" })],
    { err: "technical", note: "约19.4%" },
  ),
  nd("u", A, "tN", "undecidable", "匈牙利工厂将于2026年下半年投产，海外产能占比升至约两成。", [U("产能计划")]),
  by(
    "f",
    A,
    "fR",
    "annual",
    "2025年资本开支1568.08亿元，较2024年增长约16%。",
    [V("capex", "2025", "1568.08"), G("capex", "2025", { v: "16", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "实际+61.1%" },
  ),
  by("f", A, "tT", "technical", "RSI(14)约72，已进入超买区间。", [RSI("72", "approx", { err: "technical" })], {
    err: "technical",
  }),
  by("u", A, "tTr", "undecidable", "H股相对A股折价约15%，南向资金持续加仓。", [U("H股价格与南向资金")]),
  pa(
    "f",
    A,
    "tC",
    "annual",
    "2025年末货币资金7456.79亿元，较上年末减少约622亿元。",
    [V("cash", "2025", "7456.79"), D("cash", "2025", { v: "-622", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  pa(
    "f",
    A,
    "tT",
    "technical",
    "年线（MA250）约65.3元，股价仍被压在年线之下。",
    [MA(250, "value", { v: "65.3", cmp: "approx", err: "technical" }), MA(250, "below", { err: "technical" })],
    { err: "technical" },
  ),
  pa("u", A, "fV", "undecidable", "2025年末集团内含价值约1.4万亿元，PEV仅约0.7倍。", [U("内含价值")]),
  zs(
    "f",
    A,
    "fE",
    "annual",
    "2025年基本每股收益5.70元，同比增长约7%。",
    [V("basic_eps", "2025", "5.70", "元"), G("basic_eps", "2025", { v: "7", cmp: "approx", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实际约+0.7%" },
  ),
  zs(
    "f",
    A,
    "tTr",
    "technical",
    "近5个交易日跌幅约8%，短线恐慌盘涌出。",
    [RET(5, { v: "-8", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value" },
  ),
  zs("u", A, "fR", "undecidable", "一季度末核心一级资本充足率14.1%，较年初略升。", [U("资本充足率")]),
  sh("t", A, "fSy", "annual", "2020-2024年研发费用累计约635亿元。", [
    SUM("research_expense", ["2020", "2021", "2022", "2023", "2024"], { v: "635", cmp: "approx" }),
  ]),
  sh(
    "f",
    A,
    "tNe",
    "annual",
    "2024年管理费用580.21亿元，同比上升2.8%，费用管控放松。",
    [
      V("admin_expense", "2024", "580.21"),
      G("admin_expense", "2024", { v: "2.8", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction" },
  ),
  sh(
    "f",
    A,
    "vT",
    "technical",
    "2026年3月月线大涨约9%。",
    [MRET("2026-03", { v: "9", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  wl(
    "f",
    "2020-05-15",
    "fE",
    "annual",
    "2019年末总资产1063.97亿元，首次突破千亿，同比增长约13.6%。",
    [
      V("total_assets", "2019", "1063.97"),
      V("total_assets", "2018", "1000", "亿", "lt"),
      G("total_assets", "2019", { v: "13.6", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "实际+23.6%" },
  ),
];
