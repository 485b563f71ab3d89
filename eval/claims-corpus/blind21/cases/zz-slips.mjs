// One slip per point, for error habits the company files use less often (base year, industry sense, stance,
// extremes, size words, notices that are not there, a neighbouring year's figure).
import * as H from "../spec-helpers.mjs";

const { V, G, MIN, EV, IND, READ } = H;
const A = "2026-04-30";
const P = "2025-04-30";
const mt = H.maker("b21-zs-mt", "600519");
const pa = H.maker("b21-zs-pa", "601318");
const sh = H.maker("b21-zs-sh", "600028");
const bd = H.maker("b21-zs-bd", "002594");

export default [
  bd(
    "f",
    A,
    "fQ",
    "annual",
    "两年维度看，2025年营收8039.65亿元较2023年只多了约3.5%，扩张明显失速。",
    [
      V("revenue", "2025", "8039.65"),
      G("revenue", "2025", { base: "2023", v: "3.5", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+33.5%；+3.46%是较2024年" },
  ),
  pa(
    "f",
    A,
    "tF",
    "annual",
    "总资产13.9万亿元，较2023年末增加约7.3%，扩表不算激进。",
    [
      V("total_assets", "2025", "13.9", "万亿", "approx"),
      G("total_assets", "2025", { base: "2023", v: "7.3", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+20.0%；+7.3%是较2024年" },
  ),
  pa(
    "f",
    A,
    "tC",
    "quarterly",
    "一季度末负债率89.90%，每100元资产背着近90元负债，财务结构脆弱，应回避。",
    [V("debt_ratio", "2026Q1", "89.90", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险集团负债率约90%属常态" },
  ),
  mt(
    "f",
    A,
    "fS",
    "quarterly",
    "一季度经营现金流269.10亿元，同比增长超过两倍，但这对估值反而是利空。",
    [
      V("operating_cash_flow", "2026Q1", "269.10"),
      READ(G("operating_cash_flow", "2026Q1", { v: "200", cmp: "gt" }), "negative", { err: "stance" }),
    ],
    { err: "stance", note: "现金流大增读作利空" },
  ),
  mt(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度归母净利润272.43亿元，同比大幅增长，业绩拐点已经确立。",
    [V("net_profit", "2026Q1", "272.43"), G("net_profit", "2026Q1", { size: "大幅增长", err: "overstatement" })],
    { err: "overstatement", note: "同比+1.47%" },
  ),
  sh(
    "f",
    A,
    "bear",
    "annual",
    "2024年归母净利润503.13亿元，是2019年以来的最低水平。",
    [
      V("net_profit", "2024", "503.13"),
      MIN("net_profit", "2024", ["2019", "2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2020年332.71亿更低" },
  ),
  bd(
    "f",
    A,
    "tN",
    "announcement",
    "去年12月公司公告实施2025年中期分红，每10股派息约4元。",
    [EV("dividend", true, { from: "2025-12-01", to: "2025-12-31", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2025年12月无分红公告" },
  ),
  sh(
    "f",
    P,
    "fE",
    "annual",
    "2024年研发费用139.69亿元，在营收下滑时仍保持投入。",
    [V("research_expense", "2024", "139.69", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "139.69是2023年，2024年152.15" },
  ),
];
