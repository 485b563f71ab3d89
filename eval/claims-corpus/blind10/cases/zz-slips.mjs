// One slip per point, in the shapes a model's paraphrase takes: a digit pair swapped, the other base year, a ratio
// with the wrong denominator, a size word one notch too strong, a reading of a fact against its sign, a leverage word
// without the industry, a notice that is not there.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, RET, CLOSE, MA, RSI, MACD, EV, U, QOQ, IND, READ, PAIR } = H;
const mt = H.maker("b10-sl-mt", "600519");
const nd = H.maker("b10-sl-nd", "300750");
const yd = H.maker("b10-sl-yd", "002594");
const zs = H.maker("b10-sl-zs", "600036");
const pa = H.maker("b10-sl-pa", "601318");
const sh = H.maker("b10-sl-sh", "600028");
const wl = H.maker("b10-sl-wl", "000858");
const A = "2026-04-30";
const f = (maker, role, cat, claim, spec, err, note) => maker("f", A, role, cat, claim, spec, { err, note });

export default [
  // Readings against the fact's sign (stance) and size words one notch too strong (overstatement).
  f(sh, "fS", "technical", "近20日缩量下跌约8.5%，抛压衰竭，属于积极信号。", [
    READ(RET(20, { v: "-8.5", cmp: "approx" }), "positive", { err: "stance" }),
  ], "stance"),
  f(yd, "tS", "quarterly", "一季度归母净利润同比下降约55%，利空出尽反而是利好。", [
    READ(G("net_profit", "2026Q1", { v: "-55", cmp: "approx" }), "positive", { err: "stance" }),
  ], "stance"),
  f(pa, "vN", "technical", "年初以来股价下跌约13%，市场在用脚投票看好平安。", [
    READ({ k: "span", from: "2025-12-31", u: "%", v: "-13", cmp: "approx" }, "positive", { err: "stance" }),
  ], "stance"),
  nd("t", A, "tS", "technical", "过去一年股价上涨约93%，市场对其盈利改善给出了积极定价。", [
    READ(RET(250, { v: "93", cmp: "approx" }), "positive"),
  ]),
  f(mt, "bull", "quarterly", "一季度归母净利润同比增长1.47%，增长强劲。", [
    G("net_profit", "2026Q1", { v: "1.47", size: "增长强劲", err: "overstatement" }),
  ], "overstatement"),
  f(pa, "bull", "annual", "2025年营收同比增长约2.1%，重回高速增长。", [
    G("revenue", "2025", { v: "2.1", cmp: "approx", size: "高速增长", err: "overstatement" }),
  ], "overstatement"),
  f(zs, "tB", "quarterly", "一季度归母净利润同比增长1.52%，利润明显增长。", [
    G("net_profit", "2026Q1", { v: "1.52", size: "明显增长", err: "overstatement" }),
  ], "overstatement"),
  f(nd, "tA", "annual", "2025年营收同比增长约17%，接近翻倍。", [
    G("revenue", "2025", { v: "17", cmp: "approx", size: "接近翻倍", err: "overstatement" }),
  ], "overstatement"),
  zs("t", A, "tB", "quarterly", "一季度归母净利润同比增长1.52%，属于小幅增长。", [
    G("net_profit", "2026Q1", { v: "1.52", size: "小幅增长" }),
  ]),
  // Leverage without the industry.
  f(pa, "tC", "industry", "资产负债率89.8%，杠杆过高，偿债风险值得警惕。", [
    IND("high_debt_is_risk", { err: "industry_sense" }),
  ], "industry_sense"),
  f(zs, "tC", "industry", "一季度末资产负债率升至90.43%，债务压力进一步加大。", [
    V("debt_ratio", "2026Q1", "90.43", "%"),
    IND("high_debt_is_risk", { err: "industry_sense" }),
  ], "industry_sense"),
  f(yd, "tNe", "industry", "资产负债率70.74%，和银行九成的负债率一样属于行业常态。", [
    V("debt_ratio", "2025", "70.74", "%"),
    IND("high_debt_is_normal", { err: "industry_sense" }),
  ], "industry_sense"),
  // Notices that are not there.
  f(pa, "tN", "announcement", "公司4月公告拟增发H股补充资本。", [
    EV("placement", true, { from: "2026-04-01", err: "nonexistent_event" }),
  ], "nonexistent_event"),
  f(nd, "tN", "announcement", "公司4月公告终止2026年员工持股计划。", [
    EV("equity_incentive", true, { from: "2026-04-01", title: "终止", err: "nonexistent_event" }),
  ], "nonexistent_event"),
  f(nd, "vN", "announcement", "2025年度分红已于3月实施完毕。", [
    EV("dividend", true, { from: "2026-03-01", to: "2026-03-31", title: "实施", err: "nonexistent_event" }),
  ], "nonexistent_event", "3月只有利润分配预案"),
  f(yd, "tN", "announcement", "比亚迪3月公告回购A股用于员工持股计划。", [
    EV("repurchase", true, { from: "2026-03-01", to: "2026-03-31", err: "nonexistent_event" }),
  ], "nonexistent_event"),
  // The other base year.
  f(mt, "bear", "annual", "归母净利润823亿元，较2023年下降约4.5%。", [
    V("net_profit", "2025", "823", "亿", "approx"),
    G("net_profit", "2025", { base: "2023", v: "-4.5", cmp: "approx", err: "wrong_base_year" }),
  ], "wrong_base_year", "较2023年+10.2%"),
  f(yd, "bull", "annual", "营收8040亿元，较2023年增长约3.5%。", [
    V("revenue", "2025", "8040", "亿", "approx"),
    G("revenue", "2025", { base: "2023", v: "3.5", cmp: "approx", err: "wrong_base_year" }),
  ], "wrong_base_year", "较2023年+33.5%"),
  f(zs, "fR", "annual", "ROE 13.44%，较2019年下降约1.05个百分点。", [
    V("roe", "2025", "13.44", "%"),
    PP("roe", "2025", { base: "2019", v: "-1.05", err: "wrong_base_year" }),
  ], "wrong_base_year", "较2019年-3.40pp"),
  // A ratio with the wrong figure or denominator.
  f(mt, "fR", "annual", "2025年经营现金流约为归母净利润的1.33倍，利润含金量高。", [
    R("operating_cash_flow", "net_profit", "2025", "1.33", { cmp: "approx", err: "wrong_ratio" }),
  ], "wrong_ratio", "0.75倍"),
  f(pa, "fV", "annual", "2025年经营现金流约为归母净利润的2.9倍。", [
    R("operating_cash_flow", "net_profit", "2025", "2.9", { cmp: "approx", err: "wrong_ratio" }),
  ], "wrong_ratio", "4.89倍"),
  pa("t", A, "fV", "annual", "2025年经营现金流约为归母净利润的4.9倍。", [
    R("operating_cash_flow", "net_profit", "2025", "4.9", { cmp: "approx" }),
  ]),
  f(yd, "fR", "annual", "资本开支约占营收的30%，重资产属性突出。", [
    R("capex", "revenue", "2025", "30", { u: "%", cmp: "approx", err: "wrong_ratio" }),
  ], "wrong_ratio", "19.5%"),
  yd("t", A, "fR", "annual", "资本开支约占营收的两成，重资产属性突出。", [
    R("capex", "revenue", "2025", "20", { u: "%", cmp: "approx" }),
  ]),
  f(zs, "tF", "annual", "分配股利、利润或偿付利息支付的现金约为归母净利润的六成。", [
    R("dividends_interest_paid", "net_profit", "2025", "60", { u: "%", cmp: "approx", err: "wrong_ratio" }),
  ], "wrong_ratio", "41%"),
  // Digits, units, the neighbouring period.
  f(mt, "tC", "annual", "2025年末货币资金约617亿元，较上年末减少。", [
    V("cash", "2025", "617", "亿", "approx", { err: "wrong_value" }),
    G("cash", "2025", { dir: "down" }),
  ], "wrong_value", "516.91亿"),
  f(pa, "tA", "quarterly", "2026年一季度营业收入约2814亿元。", [
    V("revenue", "2026Q1", "2814", "亿", "approx", { err: "wrong_value" }),
  ], "wrong_value", "2184.05亿，数字换位"),
  f(zs, "fV", "annual", "每股净资产43.34元，PB不到0.9倍。", [
    V("bps", "2025", "43.34", "元", "eq", { err: "wrong_value" }),
    { k: "pe", epsYear: "2025", per: "bps", v: "0.9", cmp: "lt" },
  ], "wrong_value", "43.43元"),
  f(nd, "tA", "annual", "2025年分配股利、利润或偿付利息支付的现金约34.9亿元。", [
    V("dividends_interest_paid", "2025", "34.9", "亿", "approx", { err: "wrong_magnitude" }),
  ], "wrong_magnitude", "349.23亿"),
  f(sh, "fE", "annual", "2024年营收约3074亿元，同比下降4.3%。", [
    V("revenue", "2024", "3074", "亿", "approx", { err: "wrong_magnitude" }),
    G("revenue", "2024", { v: "-4.3", cmp: "approx" }),
  ], "wrong_magnitude", "30745.62亿"),
  f(nd, "fM", "quarterly", "一季度营收1291亿元，较2025年四季度增长约52%。", [
    V("revenue", "2026Q1", "1291", "亿", "approx"),
    QOQ("revenue", "2026Q1", "2025S4", { v: "52", cmp: "approx", err: "wrong_period" }),
  ], "wrong_period", "52%是同比；环比-8.2%"),
  f(zs, "fE", "annual", "2025年加权ROE 14.49%，仍维持在14%以上。", [
    V("roe", "2025", "14.49", "%", "eq", { err: "wrong_period" }),
  ], "wrong_period", "14.49%是2024年；2025年13.44%"),
  f(yd, "fE", "annual", "2025年归母净利润402.54亿元，同比增长约3.5%。", [
    V("net_profit", "2025", "402.54", "亿", "eq", { err: "wrong_period" }),
  ], "wrong_period", "402.54亿是2024年"),
  f(mt, "tN", "quarterly", "一季度营业收入同比下降约6.5%，需求端承压。", [
    G("operating_revenue", "2026Q1", { v: "-6.5", cmp: "approx", err: "wrong_direction" }),
  ], "wrong_direction", "原始披露+6.54%"),
  mt("t", A, "tN", "quarterly", "一季度营业收入539.09亿元，同比增长约6.5%，快于利润增速。", [
    V("operating_revenue", "2026Q1", "539.09"),
    G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "6.5", cmp: "lt" }),
  ]),
  f(nd, "fM", "quarterly", "一季度末货币资金较年初减少约185亿元。", [
    D("cash", "2026Q1", { base: "2025", v: "-185", cmp: "approx", err: "wrong_direction" }),
  ], "wrong_direction", "增加184.85亿"),
  f(sh, "fR", "annual", "研发费用152亿元，为近五年最低。", [
    V("research_expense", "2024", "152", "亿", "approx"),
    MIN("research_expense", "2024", ["2020", "2021", "2022", "2023", "2024"], { err: "wrong_extreme" }),
  ], "wrong_extreme", "实为五年最高"),
  f(nd, "bear", "quarterly", "2025年四季度单季营收1406亿元，为全年最低的一个季度。", [
    V("revenue", "2025S4", "1406", "亿", "approx"),
    MIN("revenue", "2025S4", ["2025S1", "2025S2", "2025S3", "2025S4"], { err: "wrong_extreme" }),
  ], "wrong_extreme", "全年最高"),
  // Technicals.
  f(mt, "vT", "technical", "RSI14约49，多空力量均衡。", [RSI("49", "approx", { err: "technical" })], "technical", "39.64"),
  f(yd, "vT", "technical", "股价102.98元，已跌破60日均线。", [
    CLOSE("102.98"),
    MA(60, "below", { err: "technical" }),
  ], "technical", "MA60 98.35"),
  f(wl, "tT", "technical", "近10个交易日内MACD刚刚金叉，超跌反弹可期。", [
    MACD("golden_cross", 10, { err: "technical" }),
  ], "technical", "最近为4-20死叉"),
  f(pa, "tTr", "technical", "近5个交易日股价下跌约2.6%。", [
    RET(5, { v: "-2.6", cmp: "approx", err: "wrong_direction" }),
  ], "wrong_direction", "+2.57%"),
  wl("u", A, "tTr", "technical", "5月以来股价反弹超过一成。", [U("asOf之后的价格")]),
  zs("u", A, "fS", "quarterly", "一季度营收增速领先股份行同业。", [U("同业")]),
];
