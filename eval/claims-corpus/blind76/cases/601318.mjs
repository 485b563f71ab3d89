// 中国平安: FY2017-2025 (revenue from 2021), 2026Q1 only (no 2025 quarter), bars 2024-01-02..2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, QOQ, PSUM } = H;
const { MCNOW, X, SPAN, READ, DD, PAIR, EVN, IND, SNAP, RANK, MAX_CROSS } = H;
const c = H.maker("b76-pa", "601318");
const A = "2026-04-30";
const Y9 = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "平安2025年归母净利润1347.78亿元，同比增长约6.5%，在2024年大幅反弹后继续向上。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2024", { size: "大幅增长" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润同比增长约48%，盈利弹性惊人。",
    [G("net_profit", "2025", { v: "48", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "+47.8%是2024年；2025年+6.45%" },
  ),
  c("t", A, "bear", "annual", "利润虽回升，1347.78亿元仍低于2019年1494.07亿元的历史高点，此后六年都没能超越。", [
    V("net_profit", "2025", "1347.78"),
    V("net_profit", "2019", "1494.07"),
    MAX("net_profit", "2019", Y9),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2023年归母净利润856.65亿元，是2017年以来的最低点。",
    [V("net_profit", "2023", "856.65"), MIN("net_profit", "2023", Y9, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "最低是2022年837.74亿元" },
  ),
  c("t", A, "fE", "annual", "2022年归母净利润837.74亿元为近九年最低，2023年856.65亿元为次低，此后两年明显修复。", [
    V("net_profit", "2022", "837.74"),
    V("net_profit", "2023", "856.65"),
    MIN("net_profit", "2022", Y9),
    RANK("net_profit", "2023", Y9, "min", 2),
    UP("net_profit", ["2023", "2024", "2025"]),
  ]),
  c("t", A, "fE", "annual", "营业收入10505.06亿元，同比增长约2.1%，连续第二年站在万亿元以上。", [
    V("revenue", "2024", "10000", "亿", "gt"),
    V("revenue", "2023", "10000", "亿", "lt"),
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
    V("revenue", "2025", "10000", "亿", "gt"),
  ]),
  c("u", A, "fE", "quarterly", "一季度营收2184亿元、净利润250亿元，同比双双下滑。", [
    V("revenue", "2026Q1", "2184", "亿", "approx"),
    V("net_profit", "2026Q1", "250", "亿", "approx"),
    G("net_profit", "2026Q1", { dir: "down" }),
  ]),
  c("t", A, "fR", "industry", "资产负债率89.80%，对保险集团属于常态，不能据此判断偿付压力。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "平安负债率接近90%，负债端压力巨大，风险不容忽视。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  c("t", A, "fR", "annual", "经营活动现金流6586.32亿元，比上年的3824.74亿元增长约72%，为近年最高。", [
    V("operating_cash_flow", "2025", "6586.32"),
    V("operating_cash_flow", "2024", "3824.74"),
    G("operating_cash_flow", "2025", { v: "72", cmp: "approx" }),
    MAX("operating_cash_flow", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2025年商誉381亿元，较上年增加约54亿元，并购溢价仍在堆积。",
    [
      V("goodwill", "2025", "381", "亿", "approx"),
      H.D("goodwill", "2025", { v: "54", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "435.39→381.30，减少约54亿" },
  ),
  c("t", A, "tB", "annual", "商誉从435.39亿元降至381.30亿元，减少约54亿元，减值压力已部分释放。", [
    V("goodwill", "2024", "435.39"),
    V("goodwill", "2025", "381.30"),
    H.D("goodwill", "2025", { v: "-54", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "按59.37元收盘价，对应2025年净利润PE约8倍，去年7月快照的PB约1.12倍。", [
    CLOSE("59.37"),
    MCNOW("2025", "8"),
    SNAP("pb", "1.12", "x", "eq"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "平安当前市盈率约80倍，保险股中最贵。",
    [MCNOW("2025", "80", "approx", { err: "wrong_magnitude" }), U("保险股对比")],
    { err: "wrong_magnitude", note: "约8.0倍" },
  ),
  c("t", A, "tT", "technical", "收盘59.37元站上5日、20日均线和年线，但仍压在60日线61.25元下方。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(20, "above"),
    MA(250, "above"),
    MA(60, "below"),
    MA(60, "value", { v: "61.25" }),
  ]),
  c("t", A, "tT", "technical", "MACD于4月7日金叉，DIF-0.35仍在零轴下方，属零轴下的弱势反弹。", [
    MACD("golden_cross", 20),
    MACD("dif_value", undefined, { v: "-0.35", cmp: "approx" }),
    MACD("dif_below_zero"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "均线系统MA20>MA60>MA120呈多头排列，中期趋势向上。",
    [MAORDER([20, 60, 120], "bull", { err: "technical" })],
    { err: "technical", note: "MA20 58.22 < MA60 61.25 < MA120 62.69，空头排列" },
  ),
  c("t", A, "tS", "technical", "从近60日收盘高点回撤约13.6%，年初至今跌约13%，但250日维度仍涨近18%。", [
    DD(60, { v: "-13.6", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
    RET(250, { v: "18", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "今年以来平安累计上涨约13%，强于大盘。",
    [SPAN("2025-12-31", { v: "13", cmp: "approx", err: "wrong_direction" }), U("大盘")],
    { err: "wrong_direction", note: "年初至今-13.2%" },
  ),
  c("t", A, "tTr", "technical", "股价距52周低点50.55元反弹约17%，距高点74.88元仍差约21%。", [
    LO52({ cond: "level", v: "50.55" }),
    LO52({ v: "17", cmp: "approx" }),
    HI52({ cond: "level", v: "74.88" }),
    HI52({ v: "-21", cmp: "approx" }),
  ]),
  c("t", A, "tN", "announcement", "3月27日发布2025年年度利润分配方案，此前8月已公布2025年中期利润分配方案。", [
    EV("dividend", true, { from: "2026-03-27", title: "2025年年度利润分配" }),
    EV("dividend", true, { from: "2025-08-27", to: "2025-08-27", title: "2025年中期" }),
  ]),
  c("t", A, "tN", "announcement", "去年9月3日平安公告实施回购股份注销，股本相应减少。", [
    EV("repurchase", true, { from: "2025-09-03", to: "2025-09-03", title: "注销" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "平安今年一季度新推出A股回购方案，拟回购数十亿元。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  c("u", A, "tN", "announcement", "平安拟推出新一期长期服务计划，覆盖核心员工。", [U("平安激励类公告未收集")]),
  c("u", A, "bear", "undecidable", "寿险新业务价值增速放缓，偿付能力充足率已逼近监管红线。", [
    U("NBV、偿付能力未存储"),
  ]),
  c("u", A, "bull", "undecidable", "平安银行和平安好医生的协同将在2026年贡献超百亿利润增量。", [U("分部、预测")]),
  c("t", A, "tM", "annual", "2025年分红及利息支出771.46亿元，约占归母净利润的57%，派息覆盖充分。", [
    V("dividends_interest_paid", "2025", "771.46"),
    R("dividends_interest_paid", "net_profit", "2025", "57", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "fSy", "annual", "总资产13.90万亿元，同比增长约7.3%，负债率89.80%与上年的89.93%基本持平。", [
    V("total_assets", "2025", "13.90", "万亿"),
    G("total_assets", "2025", { v: "7.3", cmp: "approx" }),
    V("debt_ratio", "2024", "89.93", "%"),
    PP("debt_ratio", "2025", { dir: "flat" }),
  ]),
  c("t", A, "vF", "annual", "平安利润从2022年的837.74亿元回升到2025年的1347.78亿元，三年累计增长约61%。", [
    V("net_profit", "2022", "837.74"),
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { base: "2022", v: "61", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tP",
    "annual",
    "利润从2022年的837.74亿元升到2025年的1347.78亿元，三年增长约6.5%，节奏偏慢。",
    [
      V("net_profit", "2022", "837.74"),
      V("net_profit", "2025", "1347.78"),
      G("net_profit", "2025", { base: "2022", v: "6.5", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "6.45%是较2024年；较2022年+60.9%" },
  ),
];
