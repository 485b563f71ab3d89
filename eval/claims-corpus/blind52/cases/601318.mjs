// 中国平安 on 2026-04-30: FY2017-2025 (partial), 2026Q1 (no 2025Q1, so 2026Q1 growth is undecidable), bars from 2024,
// dividend and buy-back notices decide; incentive and financing notices are not collected. An insurer: ~90 % debt.
import * as H from "../spec-helpers.mjs";

const { V, G, D, R, MAX, RET, CLOSE, MA, MACD, RSI, HI52, LO52, EV, EVN, U, SNAP, MCPE, MCNOW, POS52, SPAN } = H;
const { IND, PAIR } = H;
const c = H.maker("b52-pa", "601318");
const A = "2026-04-30";
const ALL = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "fE", "annual", "2025年归母净利润1347.78亿元，同比增约6.5%；营业总收入10505.06亿元，增2.1%。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.1" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "归母净利润1347.78亿元，一举创下公司历史新高。",
    [V("net_profit", "2025", "1347.78"), MAX("net_profit", "2025", ALL, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年1494.07亿、2020年1430.99亿更高" },
  ),
  c("t", A, "tB", "annual", "归母净利润1347.78亿元是2021年以来最高，但仍低于2019年的1494.07亿元。", [
    MAX("net_profit", "2025", ["2021", "2022", "2023", "2024", "2025"]),
    V("net_profit", "2019", "1494.07"),
    PAIR("net_profit", "2025", undefined, { period2: "2019", mode: "lt" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年归母净利润同比大增约57%，利润弹性全面释放。",
    [G("net_profit", "2025", { v: "57", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "57%是较2023年；同比+6.45%" },
  ),
  c("t", A, "fR", "industry", "保险集团资产负债率普遍在九成上下，平安2025年89.80%并不异常，该看的是偿付能力。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "资产负债率接近90%，远高于制造业平均水平，杠杆风险突出，稳妥起见回避。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业约90%负债率属行业常态" },
  ),
  c("t", A, "tF", "annual", "经营现金流6586.32亿元，同比多了约72%，总资产增至约13.9万亿元。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    V("total_assets", "2025", "13.9", "万亿", "approx"),
    G("total_assets", "2025", { dir: "up" }),
  ]),
  c("t", A, "fM", "annual", "商誉由435.39亿元降至381.30亿元，少了约54亿元，降幅约12%。", [
    V("goodwill", "2024", "435.39"),
    V("goodwill", "2025", "381.30"),
    D("goodwill", "2025", { v: "-54", cmp: "approx" }),
    G("goodwill", "2025", { v: "-12", cmp: "approx" }),
  ]),
  c("u", A, "tF", "undecidable", "2026年一季度归母净利润250.22亿元，同比增长约8%。", [
    V("net_profit", "2026Q1", "250.22"),
    G("net_profit", "2026Q1", { v: "8", cmp: "approx" }),
  ]),
  c("u", A, "fR", "undecidable", "寿险新业务价值2025年增长超三成，代理人人均产能继续提升。", [
    U("NBV、代理人产能未存储"),
  ]),
  c("u", A, "tM", "undecidable", "综合偿付能力充足率约200%，资本足以支撑高分红。", [U("偿付能力未存储")]),
  c("t", A, "fV", "valuation", "按快照市值约10302亿元算，对应2025年归母净利润PE约7.6倍，PB为1.12倍。", [
    SNAP("marketCap", "10302", "亿"),
    MCPE("2025", "7.6"),
    SNAP("pb", "1.12", "x", "eq"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以4月30日收盘59.37元计，对应2025年归母净利润PE约12倍。",
    [CLOSE("59.37"), MCNOW("2025", "12", "approx", { err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "约8.0倍" },
  ),
  c("t", A, "tT", "technical", "收盘59.37元站上5、10、20日线，但头顶还压着60日线61.25元和120日线62.69元。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "below"),
    MA(60, "value", { v: "61.25" }),
    MA(120, "below"),
    MA(120, "value", { v: "62.69" }),
  ]),
  c("t", A, "tT", "technical", "MACD于4月7日金叉，DIF -0.35仍在零轴下方，RSI14约53.7，多空大致均衡。", [
    MACD("golden_cross", 20),
    MACD("dif_above_dea", 0),
    MACD("dif_value", 0, { v: "-0.35" }),
    MACD("dif_below_zero", 0),
    RSI("53.7", "approx"),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "今年以来股价由68.40元跌到59.37元，跌幅超过两成。",
    [
      CLOSE("68.40", "eq", { date: "2025-12-31" }),
      CLOSE("59.37"),
      SPAN("2025-12-31", { v: "-20", cmp: "lt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "-13.2%" },
  ),
  c("t", A, "tS", "technical", "近250个交易日涨约17.7%，年初至今却回落约13.2%，60日累计跌约9.1%。", [
    RET(250, { v: "17.7", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-13.2", cmp: "approx" }),
    RET(60, { v: "-9.1", cmp: "approx" }),
  ]),
  c("t", A, "fM", "technical", "52周区间50.55元至74.88元，收盘大约处在区间36%的位置，偏中下。", [
    LO52({ cond: "level", v: "50.55" }),
    HI52({ cond: "level", v: "74.88" }),
    POS52({ v: "36", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "收盘59.37元已有效突破60日均线，中期趋势扭转在即。",
    [CLOSE("59.37"), MA(60, "above", { err: "technical" })],
    { err: "technical", note: "MA60 61.25，收盘在其下方" },
  ),
  c("t", A, "tN", "announcement", "2025年年度利润分配方案已于3月27日挂出，去年8月27日还有一份中期分配方案。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "2025年年度" }),
    EV("dividend", true, { from: "2025-08-27", to: "2025-08-27", title: "中期" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "2026年以来公司再度推出A股回购方案，护盘意图明显。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  c("u", A, "vN", "undecidable", "公司年内推出新一期核心人员持股计划，市场解读偏正面。", [
    U("中国平安激励类公告未收集"),
  ]),
  c("t", A, "tNe", "announcement", "2025年共有三份与回购股份注销相关的公告，最后一份在9月3日。", [
    EVN("repurchase", "2025-01-01", { to: "2025-12-31", v: "3" }),
    EV("repurchase", true, { from: "2025-09-03", to: "2025-09-03" }),
  ]),
  c("t", A, "tTr", "annual", "分配股利及偿付利息771.46亿元，约占归母净利润的57%，派现力度稳定。", [
    V("dividends_interest_paid", "2025", "771.46"),
    R("dividends_interest_paid", "net_profit", "2025", "57", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "营业总收入10505.06亿元，同比实现两位数增长，这一票投赞成。",
    [V("revenue", "2025", "10505.06"), G("revenue", "2025", { size: "两位数增长", err: "overstatement" })],
    { err: "overstatement", note: "同比+2.10%" },
  ),
  c("t", A, "tP", "annual", "利润端2024年大增约48%，2025年增速回落到6.5%左右，进入平稳增长阶段。", [
    G("net_profit", "2024", { v: "48", cmp: "approx" }),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
  ]),
];
