// 中国平安 601318 on 2026-04-30 (FY2025 public; 2026Q1 stored but no 2025 quarter, so its growth is undecidable).
// Buy-back and dividend notices collected; incentive and financing notices are not (undecidable).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, IND, PAIR } = H;
const { MCNOW, SPAN, X, READ, POS52, RANK, CAGR, EVN, DD, IN, AVG } = H;
const c = H.maker("b73-pa", "601318");
const A = "2026-04-30";
const Y = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "平安2025年归母净利润1347.78亿元，同比增长6.5%，在2024年大增约48%的高基数上继续增长。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2024", { v: "48", cmp: "approx" }),
  ]),
  c("t", A, "bear", "annual", "归母净利润1347.78亿元仍比2019年1494.07亿元的高点低约10%，六年没能回到历史峰值。", [
    V("net_profit", "2019", "1494.07"),
    G("net_profit", "2025", { base: "2019", v: "-10", cmp: "approx" }),
    MAX("net_profit", "2019", Y),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润1347.78亿元，创上市以来新高，三年复苏行情确立。",
    [V("net_profit", "2025", "1347.78"), MAX("net_profit", "2025", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年1494.07亿、2020年1430.99亿更高" },
  ),
  c("t", A, "fE", "annual", "利润曲线是V形：2019年1494亿元后连降三年至2022年的838亿元，此后三年回升。", [
    V("net_profit", "2019", "1494", "亿", "approx"),
    DOWN("net_profit", ["2019", "2020", "2021", "2022"]),
    V("net_profit", "2022", "838", "亿", "approx"),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "营业收入2025年10505.06亿元，同比增长约12%，保费端强劲复苏。",
    [V("revenue", "2025", "10505.06"), G("revenue", "2025", { v: "12", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "10289.25→10505.06，+2.1%" },
  ),
  c("t", A, "fE", "annual", "2025年营收10505亿元，小幅增长约2.1%，仍比2021年的11804亿元低一成多。", [
    V("revenue", "2025", "10505", "亿", "approx"),
    G("revenue", "2025", { v: "2.1", cmp: "approx", size: "小幅增长" }),
    V("revenue", "2021", "11804", "亿", "approx"),
    G("revenue", "2025", { base: "2021", v: "-10", cmp: "lt" }),
  ]),
  c("t", A, "fR", "annual", "经营活动现金流净额6586.32亿元，较2024年的3824.74亿元增长约72%，创近五年最高。", [
    V("operating_cash_flow", "2025", "6586.32"),
    V("operating_cash_flow", "2024", "3824.74"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    MAX("operating_cash_flow", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "fR",
    "industry",
    "平安资产负债率89.80%，接近九成，杠杆偏高是保险股最大的隐患。",
    [V("debt_ratio", "2025", "89.80", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险公司约90%负债率属行业常态" },
  ),
  c("t", A, "tF", "industry", "89.80%的资产负债率对保险集团属正常水平，且比2024年的89.93%略降。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
    V("debt_ratio", "2024", "89.93", "%"),
    PP("debt_ratio", "2025", { dir: "down" }),
  ]),
  c("t", A, "fV", "valuation", "收盘59.37元，按2025年归母净利润计PE约8倍，2025年7月快照PB约1.12倍。", [
    CLOSE("59.37"),
    MCNOW("2025", "8", "approx"),
    H.SNAP("pb", "1.12", "x", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "平安现价59.37元对应2025年PE约18倍，相对保险同业已不便宜。",
    [CLOSE("59.37"), MCNOW("2025", "18", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "PE约8.0倍" },
  ),
  c("t", A, "tT", "technical", "MACD于4月7日金叉，DIF(-0.35)在DEA上方但仍处零轴下，收盘位于年线上方。", [
    MACD("golden_cross", 20),
    MACD("dif_above_dea"),
    MACD("dif_below_zero"),
    MA(250, "above"),
  ]),
  c("t", A, "tT", "technical", "股价59.37元仍压在60日线61.25元和120日线62.69元之下，中期反压未解。", [
    CLOSE("59.37"),
    MA(60, "value", { v: "61.25" }),
    MA(120, "value", { v: "62.69" }),
    MA(60, "below"),
    MA(120, "below"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "平安今年以来累计下跌约20%，走势明显偏弱。",
    [SPAN("2025-12-31", { v: "-20", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "自2025年末-13.2%；-20.7%是距52周高点" },
  ),
  c("t", A, "tBe", "technical", "年初至今平安下跌约13.2%，较52周高点74.88元回落约21%。", [
    SPAN("2025-12-31", { v: "-13.2", cmp: "approx" }),
    HI52({ cond: "level", v: "74.88" }),
    HI52({ v: "-21", cmp: "approx" }),
  ]),
  c("t", A, "tB", "technical", "近一年仍上涨约17.7%，最近20个交易日也涨了2%左右，RSI约54。", [
    RET(250, { v: "17.7", cmp: "approx" }),
    RET(20, { v: "2", cmp: "approx" }),
    RSI("54", "approx"),
  ]),
  c("t", A, "tN", "announcement", "平安3月27日发布2025年年度利润分配方案公告，分红连续性没有中断。", [
    EV("dividend", true, { from: "2026-03-27", title: "2025年年度利润分配" }),
    EV("dividend", true, { from: "2025-08-01", to: "2025-08-31", title: "2025年中期利润分配" }),
    EV("dividend", true, { from: "2025-03-01", to: "2025-03-31", title: "2024年年度利润分配" }),
  ]),
  c("t", A, "tN", "announcement", "2025年9月公司公告实施回购股份注销暨股本变动，此前5月已发通知债权人公告。", [
    EV("repurchase", true, { from: "2025-09-01", to: "2025-09-30", title: "注销" }),
    EV("repurchase", true, { from: "2025-05-01", to: "2025-05-31", title: "债权人" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "平安2026年4月新公告拟回购50亿至100亿元A股，用于员工持股计划。",
    [EV("repurchase", true, { from: "2026-04-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年4月无回购公告" },
  ),
  c("u", A, "tN", "announcement", "平安今年继续推出核心人员持股计划，覆盖约一万名员工。", [
    U("平安的员工持股计划公告未收集"),
  ]),
  c("u", A, "fE", "quarterly", "2026年一季度归母净利润250.22亿元，同比下滑约三成。", [
    V("net_profit", "2026Q1", "250.22"),
    U("无2025Q1存储数据"),
  ]),
  c("u", A, "bear", "undecidable", "寿险新业务价值增速回落到个位数，偿付能力充足率也跌破200%。", [
    U("NBV与偿付能力未存储"),
  ]),
  c("u", A, "fM", "undecidable", "若长端利率回升到2%，平安投资收益率修复，2026年利润有望增长两成。", [
    U("利率情景与利润预测"),
  ]),
  c("t", A, "tNe", "annual", "中性：2025年分配股利及偿付利息771.46亿元，约为归母净利润的57%，回报稳定但不算激进。", [
    V("dividends_interest_paid", "2025", "771.46"),
    R("dividends_interest_paid", "net_profit", "2025", "57", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "fL", "annual", "主导：总资产13.90万亿元、同比增约7.3%，利润增6.5%，规模与盈利基本同步。", [
    V("total_assets", "2025", "13.90", "万亿", "approx"),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
  ]),
];
