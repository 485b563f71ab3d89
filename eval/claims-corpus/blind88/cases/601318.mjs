// 中国平安: FY2017-2025, quarters 2025 (annual) and 2026Q1 only (its 2026Q1 growth is undecidable), bars from 2024,
// dividend and buy-back notices decide (incentive / financing notices do not).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, RSI, MACD, HI52, LO52, VOL, VOLR, EV, U } = H;
const { POS52, MCNOW, DD, PAIR, IND, GDIFF } = H;
const c = H.maker("b88-pa", "601318");
const A = "2026-04-30";
const Y = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "平安2025年归母净利润1347.78亿元，同比增长约6.5%，利润已连续两年回升。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    UP("net_profit", ["2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年归母净利润1347.78亿元，同比下降约6.5%，寿险改革成效存疑。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "-6.5", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+6.45%" },
  ),
  c("t", A, "fE", "annual", "营业总收入10505.06亿元，同比增长约2.1%，利润增速快于收入增速。", [
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
    GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "平安负债率接近九成，远高于一般企业，财务风险不容忽视。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  c("t", A, "tF", "annual", "2025年经营活动现金流净额6586.32亿元，同比增长约72%。", [
    V("operating_cash_flow", "2025", "6586.32"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年归母净利润1347.78亿元，已超过2019年1494.07亿元的历史高点。",
    [
      V("net_profit", "2025", "1347.78"),
      V("net_profit", "2019", "1494.07"),
      PAIR("net_profit", "2025", undefined, { period2: "2019", mode: "gt", err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme" },
  ),
  c("t", A, "fQ", "annual", "2025年利润1347.78亿元，仍低于2019年的1494.07亿元，后者才是历史高点。", [
    V("net_profit", "2025", "1347.78"),
    V("net_profit", "2019", "1494.07"),
    PAIR("net_profit", "2025", undefined, { period2: "2019", mode: "lt" }),
    MAX("net_profit", "2019", Y),
  ]),
  c("t", A, "tBe", "annual", "归母净利润2022年仅837.74亿元，是2021至2025年五年中的最低值。", [
    V("net_profit", "2022", "837.74"),
    MIN("net_profit", "2022", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c("t", A, "bull", "annual", "2024年归母净利润1266.07亿元，较2023年大增约47.8%。", [
    V("net_profit", "2024", "1266.07"),
    G("net_profit", "2024", { v: "47.8", cmp: "approx", size: "大增" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "从856.65亿元到1266.07亿元，平安2024年归母净利润同比增长约4.78%。",
    [
      V("net_profit", "2023", "856.65"),
      V("net_profit", "2024", "1266.07"),
      G("net_profit", "2024", { v: "4.78", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "+47.8%" },
  ),
  c("t", A, "fS", "annual", "平安总资产同比增长约7.3%，达到约13.90万亿元，负债合计约12.48万亿元。", [
    V("total_assets", "2025", "13.90", "万亿"),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
    V("total_liabilities", "2025", "12.48", "万亿"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "商誉一年减少约24%，年末仅剩381.30亿元（上年末435.39亿元），减值压力集中释放。",
    [
      V("goodwill", "2024", "435.39"),
      V("goodwill", "2025", "381.30"),
      G("goodwill", "2025", { v: "-24", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "-12.4%" },
  ),
  c("t", A, "fR", "annual", "商誉2025年末381.30亿元，较上年减少约54亿元。", [
    V("goodwill", "2025", "381.30"),
    D("goodwill", "2025", { v: "-54", cmp: "approx" }),
  ]),
  c("u", A, "fR", "undecidable", "2025年寿险新业务价值同比增长约30%，代理人人均产能明显提升。", [U("NBV未存储")]),
  c("u", A, "bull", "undecidable", "偿付能力充足率超过200%，资本实力足以支撑分红持续增长。", [U("偿付能力未存储")]),
  c("t", A, "tF", "annual", "2025年分配股利及偿付利息现金771.46亿元，约为归母净利润的57%。", [
    V("dividends_interest_paid", "2025", "771.46"),
    R("dividends_interest_paid", "net_profit", "2025", "57", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "fE", "quarterly", "2026年一季度归母净利润250.22亿元，营业总收入2184.05亿元。", [
    V("net_profit", "2026Q1", "250.22"),
    V("revenue", "2026Q1", "2184.05"),
  ]),
  c("u", A, "bull", "quarterly", "开局平稳：平安一季度赚了250.22亿元，比上年同期多出约3%。", [
    V("net_profit", "2026Q1", "250.22"),
    G("net_profit", "2026Q1", { v: "3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度归母净利润250.22亿元，营业收入约2.18万亿元。",
    [V("net_profit", "2026Q1", "250.22"), V("revenue", "2026Q1", "2.18", "万亿", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "2184.05亿=0.218万亿" },
  ),
  c("t", A, "tF", "quarterly", "一季度末资产负债率89.90%，较2025年末的89.80%微升0.1个百分点。", [
    V("debt_ratio", "2026Q1", "89.90", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "0.1" }),
  ]),
  c("t", A, "fQ", "quarterly", "一季度归母净利润250.22亿元，只相当于2025年全年的约18.6%。", [
    V("net_profit", "2026Q1", "250.22"),
    R("net_profit", "net_profit", "2026Q1", "18.6", { denPeriod: "2025", u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vF",
    "valuation",
    "平安对应2025年利润的市盈率约15倍，保险股估值并不便宜。",
    [MCNOW("2025", "15", "approx", { err: "wrong_value" })],
    { err: "wrong_value" },
  ),
  c("t", A, "tT", "technical", "收盘59.37元站上MA5、MA10、MA20，但仍压在MA60的61.25元和MA120之下。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "below"),
    MA(60, "value", { v: "61.25" }),
    MA(120, "below"),
  ]),
  c("t", A, "tT", "technical", "4月7日MACD金叉后DIF升至约-0.35，仍在零轴下方，RSI14约54。", [
    MACD("golden_cross", 18),
    MACD("dif_value", undefined, { v: "-0.35", cmp: "approx" }),
    MACD("dif_below_zero"),
    RSI("54", "approx"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD于4月初死叉，DIF至今仍在DEA下方运行。",
    [MACD("death_cross", 18, { err: "technical" }), MACD("dif_below_dea", undefined, { err: "technical" })],
    { err: "technical", note: "4月7日金叉" },
  ),
  c("t", A, "tS", "technical", "年内股价由68.40元跌到59.37元，跌约13.2%；但近250个交易日仍上涨约17.7%。", [
    CLOSE("68.40", "eq", { date: "2025-12-31" }),
    RET("2025-12-31", { v: "-13.2", cmp: "approx" }),
    RET(250, { v: "17.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "technical",
    "股价较52周高点74.88元已回撤近三成，趋势彻底走坏。",
    [HI52({ cond: "level", v: "74.88" }), HI52({ v: "-30", cmp: "near", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "-20.7%" },
  ),
  c("t", A, "tA", "technical", "距52周低点50.55元已反弹约17.5%，处在52周区间约36%的位置。", [
    LO52({ cond: "level", v: "50.55" }),
    LO52({ v: "17.5", cmp: "approx" }),
    POS52({ v: "36", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "近60日最大回撤仅约5%，调整幅度有限。",
    [DD(60, { v: "-5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "-13.6%" },
  ),
  c("t", A, "tN", "announcement", "平安3月27日公告2025年年度利润分配方案。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "2025年年度" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "中国平安2026年以来已公告启动新一轮A股回购计划。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  c("t", A, "fT", "announcement", "2025年9月平安公告实施回购股份注销，股本相应减少。", [
    EV("repurchase", true, { from: "2025-09-01", to: "2025-09-30", title: "注销" }),
  ]),
  c("u", A, "tN", "announcement", "平安今年推出新一期核心人员持股计划，覆盖约1万名员工。", [U("激励类公告未收录")]),
];
