// 中国平安: FY2017-2025 (some metrics), 2026Q1 only among quarters, bars 2024-01-02..2026-04-30; incentive and
// financing notices not collected.
import * as H from "../spec-helpers.mjs";

const { V, G, D, R, MAX, MIN, DOWN, RET, CLOSE, MA, RSI, MACD, HI52, LO52, EV, U, SPAN } = H;
const { MCNOW, SNAP, MCPE, IND, PAIR } = H;
const c = H.maker("b61-pa", "601318");
const A = "2026-04-30";
const Y9 = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "2025年归母净利润1347.78亿元，同比增长约6.5%，是在2024年大增约48%的高基数上继续向上。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2024", { v: "48", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "归母净利润1347.78亿元，比2023年也只多了6.5%，谈不上反转。",
    [G("net_profit", "2025", { base: "2023", v: "6.5", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "+6.5%是较2024年；较2023年+57.3%" },
  ),
  c("t", A, "tC", "industry", "89.80%的资产负债率对保险集团是常态，不能套用工业企业的标准去解读。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "fR",
    "industry",
    "资产负债率接近九成，远高于50%的安全线，财务杠杆风险突出。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业约90%负债率属常态" },
  ),
  c("t", A, "fE", "annual", "营业总收入10505.06亿元，同比增长约2.1%，但仍低于2021年的11804.44亿元。", [
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
    V("revenue", "2021", "11804.44"),
    PAIR("revenue", "2025", undefined, { period2: "2021", mode: "lt" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2025年1347.78亿的归母净利润创下了历史新高。",
    [MAX("net_profit", "2025", Y9, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年1494.07亿更高" },
  ),
  c("t", A, "fR", "annual", "净利2019年曾达1494.07亿元，之后连降三年到2022年的837.74亿元，为2017年以来最低。", [
    V("net_profit", "2019", "1494.07"),
    DOWN("net_profit", ["2019", "2020", "2021", "2022"]),
    V("net_profit", "2022", "837.74"),
    MIN("net_profit", "2022", Y9),
  ]),
  c("t", A, "tF", "annual", "经营现金流净额6586.32亿元，同比增长约72%；投资活动净流出5599.53亿元。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    V("investing_cash_flow", "2025", "-5599.53"),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年分配股利及付息现金771.46亿元，超过了当年归母净利润的七成。",
    [
      V("dividends_interest_paid", "2025", "771.46"),
      R("dividends_interest_paid", "net_profit", "2025", "70", { u: "%", cmp: "gt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "771.46/1347.78=57.2%" },
  ),
  c("t", A, "tB", "annual", "分红及付息现金771.46亿元，约为归母净利润的57%，股东回报相当稳定。", [
    V("dividends_interest_paid", "2025", "771.46"),
    R("dividends_interest_paid", "net_profit", "2025", "57", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "按4月30日收盘59.37元和2025年归母净利润推算，PE在8倍左右。", [
    CLOSE("59.37"),
    MCNOW("2025", "8"),
  ]),
  c("t", A, "vN", "valuation", "7月4日快照的PB是1.12倍，对应总市值约10302亿元。", [
    SNAP("pb", "1.12", "x", "eq"),
    SNAP("marketCap", "10302", "亿"),
  ]),
  c(
    "f",
    A,
    "tTr",
    "valuation",
    "用快照市值约10302亿元除以2024年净利润，PE只有6倍上下。",
    [MCPE("2024", "6", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "10301.5/1266.07=8.1倍" },
  ),
  c("t", A, "tT", "technical", "收盘59.37元站上5/10/20日线与250日线，但60日线61.25元、120日线62.69元仍在上方压着。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(250, "above"),
    MA(60, "below"),
    MA(60, "value", { v: "61.25" }),
    MA(120, "below"),
    MA(120, "value", { v: "62.69" }),
  ]),
  c("t", A, "fM", "technical", "MACD在4月7日金叉后DIF一直在DEA之上，但仍处零轴下方，属于弱势区里的反弹。", [
    MACD("golden_cross", 20),
    MACD("dif_above_dea", 0),
    MACD("dif_below_zero", 0),
  ]),
  c("f", A, "tS", "technical", "RSI14已升到70以上的超买区，短线要防回落。", [RSI("70", "gt", { err: "technical" })], {
    err: "technical",
    note: "RSI14 53.67",
  }),
  c("t", A, "tS", "technical", "过去250个交易日上涨约17.7%，可今年以来还是跌了13%左右。", [
    RET(250, { v: "17.7", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "近60个交易日累计上涨约9%，中期趋势已经扭转。",
    [RET(60, { v: "9", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "60个交易日-9.10%" },
  ),
  c("t", A, "tTr", "technical", "距52周高点74.88元还差约21%，较低点50.55元已反弹约17%。", [
    HI52({ cond: "level", v: "74.88" }),
    HI52({ v: "-21", cmp: "approx" }),
    LO52({ cond: "level", v: "50.55" }),
    LO52({ v: "17", cmp: "approx" }),
  ]),
  c("t", A, "tN", "announcement", "3月27日公告了2025年年度利润分配方案，去年8月27日也发过中期利润分配方案。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "2025年年度" }),
    EV("dividend", true, { from: "2025-08-27", to: "2025-08-27", title: "中期" }),
  ]),
  c("t", A, "fT", "announcement", "去年9月3日公告实施回购股份注销，股本随之减少。", [
    EV("repurchase", true, { from: "2025-09-03", to: "2025-09-03", title: "注销" }),
  ]),
  c("u", A, "fS", "undecidable", "今年又推出了新一期核心人员持股计划，激励机制延续。", [
    U("中国平安持股计划公告未收录"),
  ]),
  c("u", A, "tM", "undecidable", "新业务价值同比增长超过30%，寿险转型见效。", [U("NBV未存储")]),
  c("u", A, "fL", "undecidable", "综合偿付能力充足率维持在200%以上，资本端无忧。", [U("偿付能力未存储")]),
  c("t", A, "tNe", "annual", "商誉由435.39亿降到381.30亿，减少约12.4%；总资产增长约7.3%，到了13.9万亿元。", [
    V("goodwill", "2024", "435.39"),
    V("goodwill", "2025", "381.30"),
    G("goodwill", "2025", { v: "-12.4", cmp: "approx" }),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
    V("total_assets", "2025", "13.9", "万亿", "approx"),
  ]),
  c(
    "f",
    A,
    "tA",
    "annual",
    "2025年营业总收入同比大幅增长，保费端已经全面复苏。",
    [G("revenue", "2025", { size: "大幅增长", err: "overstatement" })],
    { err: "overstatement", note: "同比+2.1%" },
  ),
  c("t", A, "fSy", "quarterly", "2026年一季度归母净利润250.22亿元、营业总收入2184.05亿元，利润占收入约11.5%。", [
    V("net_profit", "2026Q1", "250.22"),
    V("revenue", "2026Q1", "2184.05"),
    R("net_profit", "revenue", "2026Q1", "11.5", { u: "%", cmp: "approx" }),
  ]),
  c("u", A, "tF", "undecidable", "一季度归母净利润250.22亿元，同比下降约3%，主要是投资收益拖累。", [
    V("net_profit", "2026Q1", "250.22"),
    G("net_profit", "2026Q1", { v: "-3", cmp: "approx" }),
    U("投资收益归因未存储"),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2024年归母净利润1347.78亿元，同比增长6.5%。",
    [
      V("net_profit", "2024", "1347.78", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2024", { v: "6.5", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "1347.78亿、+6.5%是2025年；2024年1266.07亿、+47.8%" },
  ),
  c("t", A, "tP", "annual", "货币资金从6834.33亿增加到7456.79亿，多了约622亿元。", [
    V("cash", "2024", "6834.33"),
    V("cash", "2025", "7456.79"),
    D("cash", "2025", { v: "622", cmp: "approx" }),
  ]),
];
