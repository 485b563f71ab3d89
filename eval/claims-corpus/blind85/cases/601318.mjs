// 中国平安 on 2026-04-30. No 2025 quarter stored (2026Q1 growth undecidable); buy-back notices decide, incentive /
// financing notices do not.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, X, RANK, MAX, RET, CLOSE, MA, RSI, MACD, HI52, LO52, VOL, DD, SPAN, MCNOW, EV, IND, U, PAIR } = H;
const c = H.maker("b85-pa", "601318");
const A = "2026-04-30";
const Y9 = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "中国平安2025年归母净利润1347.78亿元，同比增长约6.5%，营业收入10505.06亿元增约2.1%。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "平安2025年归母净利润1347.78亿元，同比增速从上年的近48%骤降到约2%。",
    [
      V("net_profit", "2025", "1347.78"),
      G("net_profit", "2024", { v: "48", cmp: "near" }),
      G("net_profit", "2025", { v: "2", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "2%是营收增速，利润+6.45%" },
  ),
  c("t", A, "fE", "annual", "2025年利润在2017年以来的九年里排第三，仍比2019年的1494.07亿元峰值低约一成。", [
    RANK("net_profit", "2025", Y9, "max", 3),
    V("net_profit", "2019", "1494.07"),
    MAX("net_profit", "2019", Y9),
    G("net_profit", "2025", { base: "2019", v: "-10", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "1347.78亿元的归母净利润已超过2019年，创下公司上市以来新高。",
    [
      V("net_profit", "2025", "1347.78"),
      PAIR("net_profit", "2025", undefined, { period2: "2019", mode: "gt", err: "wrong_extreme" }),
      MAX("net_profit", "2025", Y9, { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2019、2020年更高" },
  ),
  c("t", A, "tF", "industry", "平安资产负债率89.80%，对保险集团是正常的负债经营，不宜按工业企业标准解读。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "fQ",
    "industry",
    "平安负债率接近九成，杠杆水平明显偏高，一旦资产端出问题就是系统性风险。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业高负债率是常态" },
  ),
  c("t", A, "fR", "annual", "经营活动现金流净额6586.32亿元，较上年的3824.74亿元大增约72%。", [
    V("operating_cash_flow", "2025", "6586.32"),
    V("operating_cash_flow", "2024", "3824.74"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx", size: "大增" }),
  ]),
  c("t", A, "tP", "annual", "总资产约13.9万亿元，同比增长约7.3%；商誉从435.39亿元降至381.30亿元。", [
    V("total_assets", "2025", "13.9", "万亿", "approx"),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
    V("goodwill", "2024", "435.39"),
    V("goodwill", "2025", "381.30"),
  ]),
  c(
    "f",
    A,
    "fT",
    "annual",
    "商誉由435.39亿元降至381.30亿元，减少约54亿元，降幅约22%。",
    [
      V("goodwill", "2024", "435.39"),
      V("goodwill", "2025", "381.30"),
      D("goodwill", "2025", { v: "-54", cmp: "approx" }),
      G("goodwill", "2025", { v: "-22", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "降幅12.4%" },
  ),
  c("t", A, "tBe", "annual", "2024年归母净利润1266.07亿元，比2023年的856.65亿元增长近48%，2025年增速则降到个位数。", [
    V("net_profit", "2024", "1266.07"),
    V("net_profit", "2023", "856.65"),
    G("net_profit", "2024", { v: "48", cmp: "near" }),
    G("net_profit", "2025", { size: "个位数增长" }),
  ]),
  c("t", A, "fSy", "quarterly", "2026年一季度平安归母净利润250.22亿元，营业收入2184.05亿元。", [
    V("net_profit", "2026Q1", "250.22"),
    V("operating_revenue", "2026Q1", "2184.05"),
  ]),
  c("u", A, "bear", "quarterly", "一季度归母净利润250.22亿元，同比下滑约三成，投资收益拖累明显。", [
    V("net_profit", "2026Q1", "250.22"),
    G("net_profit", "2026Q1", { v: "-30", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "一季度归母净利润2502.2亿元，单季就接近去年全年的两倍。",
    [V("net_profit", "2026Q1", "2502.2", "亿", "eq", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实为250.22亿元" },
  ),
  c("t", A, "tT", "technical", "收盘59.37元，站上5日、20日和250日均线，但仍被60日、120日均线压制。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(20, "above"),
    MA(250, "above"),
    MA(60, "below"),
    MA(120, "below"),
  ]),
  c("t", A, "vT", "technical", "4月7日MACD金叉后DIF一直在DEA之上，只是仍处零轴下方，属弱势反弹。", [
    MACD("golden_cross", 18),
    MACD("dif_above_dea", 0),
    MACD("dif_below_zero", 0),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "平安过去60个交易日涨了约9%，反弹行情已持续三个月。",
    [RET(60, { v: "9", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "近60日-9.10%" },
  ),
  c("t", A, "fM", "technical", "过去250个交易日涨约17.7%，但年初至今仍下跌约13%，RSI约54。", [
    RET(250, { v: "17.7", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
    RSI("54", "approx"),
  ]),
  c("t", A, "tC", "technical", "股价较近60日收盘高点回撤约13.6%，距52周高点74.88元还差约两成。", [
    DD(60, { v: "-13.6", cmp: "approx" }),
    HI52({ cond: "level", v: "74.88" }),
    HI52({ v: "-20", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "近20日均量较前20日明显放大，资金回流平安的迹象清楚。",
    [VOL("expand", { err: "technical" })],
    { err: "technical", note: "量比0.956，缩量" },
  ),
  c("t", A, "fV", "valuation", "平安总市值按最新收盘折算，仅为2025年归母净利润的8倍左右。", [MCNOW("2025", "8")]),
  c("t", A, "tN", "announcement", "平安3月27日公布2025年年度利润分配方案，去年9月还完成了回购股份注销。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27" }),
    EV("repurchase", true, { from: "2025-09-01", to: "2025-09-30", title: "注销" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "平安2026年以来发布新一轮A股回购方案，拟回购不超过100亿元。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  c("u", A, "tN", "announcement", "平安今年推出新一期核心人员持股计划，覆盖约两千名骨干。", [
    U("平安的激励类公告不在数据源收集范围内"),
  ]),
  c("u", A, "bull", "undecidable", "2025年寿险新业务价值同比增长超过三成，代理人渠道产能回升。", [U("NBV不在数据中")]),
  c("u", A, "fR", "undecidable", "若十年期国债收益率跌破1.5%，平安的投资收益率将承压。", [U("情景")]),
  c(
    "f",
    A,
    "vF",
    "annual",
    "平安2025年经营现金流6586.32亿元，同比小幅增长，现金创造能力稳定。",
    [
      V("operating_cash_flow", "2025", "6586.32"),
      G("operating_cash_flow", "2025", { size: "小幅增长", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "同比+72%" },
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "平安2024年归母净利润1347.78亿元，利润重回增长轨道。",
    [V("net_profit", "2024", "1347.78", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "1347.78亿是2025年；2024年为1266.07亿" },
  ),
];
