// Rebuttals that quote and correct the other side (some corrections are themselves wrong), trust / challenge agents.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, RSI, U, READ, RANK, PAIR, PSUM, EV } = H;
const byd = H.maker("b26-rb-byd", "002594");
const pa = H.maker("b26-rb-pa", "601318");
const sh = H.maker("b26-rb-sh", "600028");
const wly = H.maker("b26-rb-wly", "000858");
const A = "2026-04-30";
const Y5 = ["2020", "2021", "2022", "2023", "2024"];

export default [
  byd(
    "t",
    A,
    "tBe",
    "annual",
    "多方说比亚迪2025年营收增长约13%，这是把前三季度的增速当成了全年；全年其实只增长约3.5%。",
    [G("revenue", "2025M9", { v: "13", cmp: "approx" }), G("revenue", "2025", { v: "3.5", cmp: "approx" })],
  ),
  pa(
    "f",
    A,
    "tB",
    "annual",
    "空方称平安2025年营收下滑，事实恰恰相反，同比增长了约12.6%。",
    [G("revenue", "2025", { v: "12.6", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "+12.6%是2024年；2025年+2.1%" },
  ),
  sh(
    "f",
    A,
    "fT",
    "annual",
    "反方说中国石化2024年研发费用只是小幅增长，实际上增幅超过了15%。",
    [G("research_expense", "2024", { v: "15", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "139.69→152.15，+8.9%，确属小幅" },
  ),
  pa(
    "f",
    A,
    "fQ",
    "annual",
    "多方称平安利润连续三年增长，可2023年归母净利润其实低于2022年，连增之说站不住。",
    [PAIR("net_profit", "2023", undefined, { period2: "2022", mode: "lt", err: "wrong_direction" })],
    { err: "wrong_direction", note: "2022年837.74亿元→2023年856.65亿元，是增长" },
  ),
  byd(
    "f",
    A,
    "fT",
    "annual",
    "需要更正：比亚迪2025年资产负债率70.74%，较上年是上升而非下降。",
    [V("debt_ratio", "2025", "70.74", "%"), PP("debt_ratio", "2025", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "74.64%→70.74%，下降3.9个百分点" },
  ),
  pa("t", A, "fT", "annual", "更正收益分析师：经营现金流6586.32亿元对应的同比增幅约72%，并没有翻倍。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "100", cmp: "lt" }),
  ]),
  wly(
    "f",
    A,
    "tB",
    "technical",
    "空方引用的RSI 28.4有误，五粮液的RSI实际在40以上，谈不上超卖。",
    [RSI("40", "gt", { err: "technical" })],
    { err: "technical", note: "RSI14=28.39" },
  ),
  byd(
    "f",
    A,
    "tNe",
    "quarterly",
    "对方说一季度降了55%，我核对后认为这个降幅说的是营收，不是利润。",
    [G("operating_revenue", "2026Q1", { v: "-55", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "营收-11.8%；-55.4%恰是归母净利润" },
  ),
  sh(
    "f",
    A,
    "tB",
    "annual",
    "回应空方：2024年归母净利润503.13亿元虽然下滑，仍是2020年以来第二高的年份。",
    [V("net_profit", "2024", "503.13"), RANK("net_profit", "2024", Y5, "max", 2, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "五年中第四高，仅高于2020年" },
  ),
  pa("u", A, "tBe", "annual", "多方拿1347.78亿元的利润说事，可寿险新业务价值的增速才是关键，这一块并不扎实。", [
    V("net_profit", "2025", "1347.78"),
    U("新业务价值不在存储数据内"),
  ]),
  pa(
    "f",
    A,
    "tBe",
    "annual",
    "作为空头，我认为经营现金流同比大增约72%恰恰是平安的一大隐忧。",
    [READ(G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }), "negative", { err: "stance" })],
    { err: "stance", note: "现金流大增是利好，被空头读作利空" },
  ),
  byd(
    "f",
    A,
    "bear",
    "annual",
    "多方回避了一点：比亚迪2025年归母净利润是腰斩式下滑。",
    [G("net_profit", "2025", { size: "腰斩", err: "overstatement" })],
    { err: "overstatement", note: "同比-19%，远不到腰斩" },
  ),
  pa(
    "u",
    A,
    "fQ",
    "quarterly",
    "关于平安一季度利润同比增长的说法，我的核算结果相反：同比下降了约8%。",
    [G("net_profit", "2026Q1", { v: "-8", cmp: "approx" })],
    { note: "2025年一季度未存储" },
  ),
  byd(
    "f",
    A,
    "tBe",
    "quarterly",
    "多方说下半年利润好转，我不同意：2025年上半年归母净利润155.11亿元，其实高于下半年。",
    [
      V("net_profit", "2025H1", "155.11"),
      PSUM(
        [
          ["net_profit", "2025", 1],
          ["net_profit", "2025H1", -2],
        ],
        { v: "0", cmp: "lt", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction", note: "下半年171.08亿元，高于上半年" },
  ),
  byd(
    "t",
    A,
    "fT",
    "announcement",
    "空方说比亚迪去年没兑现分红，但2025年7月22日已公告2024年度利润分配及转增股本的实施。",
    [EV("dividend", true, { from: "2025-07-22", to: "2025-07-22", title: "实施" })],
  ),
];
