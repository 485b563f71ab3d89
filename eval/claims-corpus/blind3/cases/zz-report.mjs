// Report paragraphs from the latest quarterly reports, cut into points: per-share and balance items of a quarter,
// a quarter against the same quarter a year earlier or against the year-end, valuation from the July snapshot, and
// technical ranges (振幅) written loosely.
import { AMP, D, G, MACD, MCPE, PP, R, RET, SNAP, U, V, maker } from "../spec-helpers.mjs";

const mt = maker("b3-rmt", "600519");
const zs = maker("b3-rzs", "600036");
const sh = maker("b3-rsh", "600028");
const nd = maker("b3-rnd", "300750");
const by = maker("b3-rby", "002594");
const pa = maker("b3-rpa", "601318");
const wl = maker("b3-rwl", "000858");
const L = "2026-04-30";

export default [
  mt(
    "t",
    L,
    "fE",
    "quarterly",
    "**现金流**：2026Q1经营现金流269.10亿，约为去年同期（88.09亿）的3倍，回款节奏明显前置。",
    [
      V("operating_cash_flow", "2026Q1", "269.10"),
      V("operating_cash_flow", "2025Q1", "88.09"),
      G("operating_cash_flow", "2026Q1", { mode: "x", v: "3", cmp: "approx" }),
    ],
  ),
  mt(
    "f",
    L,
    "fE",
    "quarterly",
    "**现金流**：2026Q1经营现金流269.10亿，同比增长约两成。",
    [
      V("operating_cash_flow", "2026Q1", "269.10"),
      G("operating_cash_flow", "2026Q1", { v: "20", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "约+205%" },
  ),
  mt(
    "f",
    L,
    "fR",
    "quarterly",
    "2026Q1净利率52.2%，同比提升约2.7pp，提价效应显现。",
    [
      V("net_margin", "2026Q1", "52.2", "%", "approx"),
      PP("net_margin", "2026Q1", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "54.9% → 52.2%，下降" },
  ),
  mt("t", L, "fR", "quarterly", "- ROE（2026Q1，未年化）：10.57%，去年同期10.92%，-0.35pp\n- 资产负债率：12.1%", [
    V("roe", "2026Q1", "10.57", "%"),
    V("roe", "2025Q1", "10.92", "%"),
    PP("roe", "2026Q1", { v: "-0.35", cmp: "approx" }),
    V("debt_ratio", "2026Q1", "12.1", "%", "approx"),
  ]),
  mt(
    "f",
    L,
    "tP",
    "valuation",
    "以7月初市值对FY2025归母净利823亿，PE约30倍，并不便宜。",
    [MCPE("2025", "30", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约21.7倍" },
  ),
  zs("t", L, "fE", "quarterly", "每股经营现金流：11.39元（2024年1-9月）→ 6.98元（2025年1-9月），降了近四成。", [
    V("ocf_per_share", "2024M9", "11.39", "元", "approx"),
    V("ocf_per_share", "2025M9", "6.98", "元", "approx"),
    G("ocf_per_share", "2025M9", { v: "-40", cmp: "near" }),
  ]),
  zs(
    "f",
    L,
    "fE",
    "quarterly",
    "2026Q1 ROE（未年化）3.37%，同比提升0.16个百分点。",
    [V("roe", "2026Q1", "3.37", "%"), PP("roe", "2026Q1", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  zs(
    "f",
    "2025-09-12",
    "tF",
    "quarterly",
    "2025H1基本每股收益2.89元，同比增长约5%。",
    [V("basic_eps", "2025H1", "2.89", "元"), G("basic_eps", "2025H1", { v: "5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "与2024H1的2.89元持平" },
  ),
  zs("t", L, "fV", "quarterly", "每股净资产44.90元（2026Q1），较去年同期的42.26元增加约6.2%，但股价反而低于一年前。", [
    V("bps", "2026Q1", "44.90", "元"),
    G("bps", "2026Q1", { v: "6.2", cmp: "approx" }),
    RET(250, { dir: "down" }),
  ]),
  zs("u", L, "fR", "undecidable", "2026Q1净息差1.85%，同比收窄约10bp，降幅较上年缩小。", [U("净息差：数据未存")]),
  nd("t", L, "fSy", "quarterly", "2026Q1末货币资金3519.97亿，较上年末（3335.13亿）增加约185亿。", [
    V("cash", "2026Q1", "3519.97"),
    D("cash", "2026Q1", { base: "2025", v: "185", cmp: "approx" }),
  ]),
  nd(
    "f",
    L,
    "fSy",
    "quarterly",
    "2026Q1末货币资金3519.97亿，较年初增加约500亿。",
    [D("cash", "2026Q1", { base: "2025", v: "500", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value" },
  ),
  nd(
    "f",
    L,
    "tC",
    "quarterly",
    "一季度末资产负债率62.3%，较2025年末继续下降。",
    [
      V("debt_ratio", "2026Q1", "62.3", "%", "approx"),
      PP("debt_ratio", "2026Q1", { base: "2025", dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2025年末约61.9%" },
  ),
  nd(
    "f",
    "2025-08-15",
    "fV",
    "valuation",
    "PB约8倍（7月初），明显高于历史中枢。",
    [SNAP("pb", "8", "x", "approx", { err: "wrong_value" }), U("历史中枢：未存")],
    { err: "wrong_value" },
  ),
  nd("u", L, "tN", "undecidable", "一季度海外收入占比提升至35%以上，毛利率高于国内约5个点。", [U("分地区：未存")]),
  by(
    "f",
    L,
    "fR",
    "quarterly",
    "2026Q1末货币资金757.87亿，较去年同期的1174.07亿下降约15%。",
    [
      V("cash", "2026Q1", "757.87"),
      V("cash", "2025Q1", "1174.07"),
      G("cash", "2026Q1", { v: "-15", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "-35.4%" },
  ),
  by("t", L, "fR", "quarterly", "2026Q1末货币资金757.87亿，较去年同期少了三分之一以上（-35%）。", [
    G("cash", "2026Q1", { v: "-33.3", cmp: "le" }),
    G("cash", "2026Q1", { v: "-35", cmp: "approx" }),
  ]),
  by("u", L, "tN", "undecidable", "4月新能源车销量同比-20%，5月有望止跌。", [U("销量：数据未存，且为预测")]),
  pa(
    "f",
    L,
    "fE",
    "quarterly",
    "2026Q1归母净利250.22亿，约占FY2025全年的三成。",
    [R("net_profit", "net_profit", "2026Q1", "30", { denPeriod: "2025", u: "%", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "约18.6%" },
  ),
  pa(
    "f",
    "2025-10-31",
    "tT",
    "technical",
    "10月以来MACD死叉，DIF下穿DEA。",
    [MACD("death_cross", 14, { err: "technical" })],
    {
      err: "technical",
      note: "10月14日为金叉",
    },
  ),
  sh("f", L, "tS", "technical", "近20日振幅超过两成，波动剧烈。", [AMP(20, { v: "20", cmp: "gt", err: "technical" })], {
    err: "technical",
    note: "约11.7%",
  }),
  sh("t", L, "tNe", "technical", "近20日振幅约11.7%，不算剧烈；真正剧烈的是60日振幅（约44.6%）。", [
    AMP(20, { v: "11.7", cmp: "approx" }),
    AMP(60, { v: "44.6", cmp: "approx" }),
  ]),
  wl(
    "f",
    "2020-06-30",
    "tS",
    "technical",
    "60日振幅约15%，走势平稳。",
    [AMP(60, { v: "15", cmp: "approx", err: "technical" })],
    {
      err: "technical",
      note: "约51%",
    },
  ),
];
