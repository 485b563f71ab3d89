// Rebuttals that quote the other side before correcting it, risk debaters, vote lenses and rulings (2026-04-30).
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RET, MA, EV, U, SPAN, PE, PAIR, DOWN, DAYS, READ } = H;
const A = "2026-04-30";
const mt = H.maker("b61-rmt", "600519");
const nd = H.maker("b61-rnd", "300750");
const byd = H.maker("b61-rbyd", "002594");
const zs = H.maker("b61-rzs", "600036");
const pa = H.maker("b61-rpa", "601318");
const sh = H.maker("b61-rsh", "600028");
const wly = H.maker("b61-rwly", "000858");

export default [
  mt("t", A, "bull", "annual", "空方称2025年净利润同比下滑超一成，实际降幅约4.5%，823.20亿元的盘子依旧稳固。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    V("net_profit", "2025", "823.20"),
  ]),
  mt(
    "f",
    A,
    "bear",
    "annual",
    "多方说经营现金流只降了一成，事实是从924.64亿掉到615.22亿，降幅接近五成。",
    [
      V("operating_cash_flow", "2024", "924.64"),
      V("operating_cash_flow", "2025", "615.22"),
      G("operating_cash_flow", "2025", { v: "-50", cmp: "near", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "降幅33.5%" },
  ),
  nd("t", A, "fT", "annual", "质疑方把资本开支说成扩张失控，其实423.45亿元还不到经营现金流的三分之一。", [
    V("capex", "2025", "423.45"),
    R("capex", "operating_cash_flow", "2025", "33.3", { u: "%", cmp: "lt" }),
  ]),
  byd(
    "f",
    A,
    "fQ",
    "quarterly",
    "多方强调一季度营收只降了约5%，实际1502.25亿元同比降了11.8%，不过净利润降幅还不到三成。",
    [
      V("revenue", "2026Q1", "1502.25"),
      G("revenue", "2026Q1", { v: "-11.8", cmp: "approx" }),
      G("net_profit", "2026Q1", { v: "-30", cmp: "gt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "净利润同比-55.4%" },
  ),
  pa("t", A, "tC", "technical", "激进方只盯着250日涨了17.7%，可今年以来已回撤约13%，价格还在60日线下，不宜加仓。", [
    RET(250, { v: "17.7", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
    MA(60, "below"),
  ]),
  zs(
    "f",
    A,
    "tA",
    "valuation",
    "保守方担心破净，可现价38.27元对应的PB已经回到1倍以上。",
    [PE("2025", "1", "gt", { per: "bps", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "38.27/43.43=0.88倍" },
  ),
  nd("t", A, "tNe", "quarterly", "双方都漏了一点：一季度末货币资金3519.97亿元，比去年末还多，短期偿债没有压力。", [
    V("cash", "2026Q1", "3519.97"),
    PAIR("cash", "2026Q1", undefined, { period2: "2025", mode: "gt" }),
  ]),
  mt("t", A, "vF", "annual", "2025年ROE为32.53%，虽比上年低约3.5个百分点，仍在高位，持有一票。", [
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-3.5", cmp: "approx" }),
  ]),
  sh("f", A, "vT", "technical", "股价重新站上20日均线，短线转强，买入。", [MA(20, "above", { err: "technical" })], {
    err: "technical",
    note: "收盘5.39低于MA20 5.63",
  }),
  nd("t", A, "vN", "announcement", "4月22日公告授予员工持股计划预留份额，4月16日还调整了激励计划价格。", [
    EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22", title: "预留份额" }),
    EV("equity_incentive", true, { from: "2026-04-16", to: "2026-04-16", title: "调整" }),
  ]),
  byd("t", A, "tM", "annual", "空方的利润论据成立：2025年净利降约19%、一季度降逾五成，营收+3.5%抵不过。", [
    G("net_profit", "2025", { v: "-19", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "-50", cmp: "lt" }),
    G("revenue", "2025", { v: "3.5", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "fL",
    "annual",
    "综合双方，2025年ROE 13.44%，较上年只降了0.5个百分点，盈利能力基本稳定。",
    [V("roe", "2025", "13.44", "%"), PP("roe", "2025", { v: "-0.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "下降1.05个百分点" },
  ),
  nd("u", A, "tP", "undecidable", "组合层面，宁德时代权重宜上调至8%，与行业基准持平。", [U("组合权重与基准不可核验")]),
  wly("f", A, "tTr", "technical", "已连续5个交易日收涨，短线资金在回流。", [DAYS(5, "up", { err: "technical" })], {
    err: "technical",
    note: "5个交易日-4.05%",
  }),
  pa(
    "f",
    A,
    "tS",
    "technical",
    "近60个交易日下跌约9%，市场情绪已经回暖，可以偏多解读。",
    [READ(RET(60, { v: "-9", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "下跌读作偏多" },
  ),
  mt("u", A, "fQ", "undecidable", "多方引用的“渠道库存只有一个月”没有出处，也和经销商的反馈相悖。", [
    U("渠道库存与经销商反馈未存储"),
  ]),
  pa(
    "f",
    A,
    "bull",
    "announcement",
    "空方说平安不护盘，可今年以来公司已经公告了新的A股回购方案。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  sh("t", A, "tBe", "valuation", "多方拿13倍PE说便宜，可那是按2024年0.41元的每股收益算的，净利润已经连降三年。", [
    PE("2024", "13"),
    V("basic_eps", "2024", "0.41", "元"),
    DOWN("net_profit", ["2021", "2022", "2023", "2024"]),
  ]),
];
