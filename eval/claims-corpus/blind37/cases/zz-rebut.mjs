// Rebuttals that quote and correct the other side, risk debaters, vote lenses, a lead agent's ruling (2026-04-30).
import * as H from "../spec-helpers.mjs";

const { V, G, D, R, RET, CLOSE, EV, U, PE, CAGR, DD, DOWN, SPAN, MCNOW, SNAP } = H;
const mt = H.maker("b37-rmt", "600519");
const nd = H.maker("b37-rnd", "300750");
const pa = H.maker("b37-rpa", "601318");
const sh = H.maker("b37-rsh", "600028");
const A = "2026-04-30";

export default [
  mt("t", A, "bull", "annual", "空方所谓“利润腰斩”不成立：823.20亿对862.28亿，降幅4.53%，离腰斩差得远。", [
    V("net_profit", "2025", "823.20"),
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2025", { v: "-4.53" }),
  ]),
  mt(
    "f",
    A,
    "bull",
    "annual",
    "反方夸大了现金流问题：经营现金流615.22亿元，同比只少了13%左右。",
    [
      V("operating_cash_flow", "2025", "615.22"),
      G("operating_cash_flow", "2025", { v: "-13", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "经营现金流-33.46%；约-13%的是货币资金" },
  ),
  mt(
    "f",
    A,
    "tC",
    "annual",
    "分红占利润八成以上，货币资金两年间少了约270亿，分红正在透支现金。",
    [
      R("dividends_interest_paid", "net_profit", "2025", "80", { u: "%", cmp: "gt" }),
      D("cash", "2025", { base: "2023", v: "-270", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "690.70→516.91，少了约174亿" },
  ),
  nd(
    "f",
    A,
    "fQ",
    "quarterly",
    "多方把营收增速当利润增速了：一季度营收同比+52%，归母净利其实只增长了38%左右。",
    [
      G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
      G("net_profit", "2026Q1", { v: "38", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "归母净利同比+48.52%" },
  ),
  nd(
    "f",
    A,
    "tA",
    "technical",
    "过去60个交易日宁德最大收盘回撤还不到2%，趋势稳得很，怕什么回调。",
    [DD(60, { v: "-2", cmp: "gt", err: "technical" })],
    { err: "technical", note: "60日回撤-3.96%" },
  ),
  nd("t", A, "vN", "announcement", "消息面一票：4月16日公司公告调整股权激励计划及员工持股计划的相关价格。", [
    EV("equity_incentive", true, { from: "2026-04-16", to: "2026-04-16", title: "调整" }),
  ]),
  nd(
    "f",
    A,
    "tP",
    "annual",
    "2025年分红及利息支出349亿元，约为归母净利润的三分之一，分红意愿仍偏弱。",
    [
      V("dividends_interest_paid", "2025", "349", "亿", "approx"),
      R("dividends_interest_paid", "net_profit", "2025", "33", { u: "%", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "349.23/722.01=48.4%" },
  ),
  nd("u", A, "fT", "undecidable", "对方说储能毛利率高于动力电池，却拿不出数字；可核实的只有全年营收增长17.04%。", [
    G("revenue", "2025", { v: "17.04" }),
    U("储能与动力电池分部毛利率不在数据内"),
  ]),
  pa(
    "f",
    A,
    "vN",
    "announcement",
    "消息面：3月底披露了2025年年度利润分配方案，同时宣布启动新一轮A股回购。",
    [
      EV("dividend", true, { from: "2026-03-27", to: "2026-03-31" }),
      EV("repurchase", true, { from: "2026-03-01", err: "nonexistent_event" }),
    ],
    { err: "nonexistent_event", note: "2026年3月以来无回购公告" },
  ),
  pa("t", A, "tNe", "annual", "利润+6.45%、营收+2.10%，既谈不上反转，也算不上恶化。", [
    G("net_profit", "2025", { v: "6.45" }),
    G("revenue", "2025", { v: "2.10" }),
  ]),
  sh("t", A, "fT", "valuation", "多方说中石化只有8倍PE，可按2024年每股0.41元收益算，5.39元对应的是13倍左右。", [
    V("basic_eps", "2024", "0.41", "元"),
    CLOSE("5.39"),
    PE("2024", "13", "approx"),
  ]),
  sh(
    "f",
    A,
    "fQ",
    "annual",
    "对方引用的营收降4.29%没错，但2024年归母利润的降幅不是16.79%，而是两成以上。",
    [G("revenue", "2024", { v: "-4.29" }), G("net_profit", "2024", { v: "-20", cmp: "lt", err: "wrong_value" })],
    { err: "wrong_value", note: "归母净利-16.79%" },
  ),
  sh(
    "f",
    A,
    "fL",
    "annual",
    "双方都认可利润连降三年，但营收2020—2024年的年化增速超过15%，不算差。",
    [
      DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
      CAGR("revenue", "2020", "2024", { v: "15", cmp: "gt", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "年化约9.9%" },
  ),
  sh("u", A, "tA", "undecidable", "油价回落会修复炼化价差，二季度利润有望环比翻倍。", [U("油价与二季度利润为预测")]),
];
