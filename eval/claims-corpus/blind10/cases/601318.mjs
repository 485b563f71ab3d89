// 中国平安: FY2017-2025 (a patchwork of sources), 2026Q1 only, bars 2024..2026-04-30, notices 2023-2026 (分红,
// 回购注销). Dates: 2026-04-30 and 2025-04-30 (FY2024 public).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, MAX, MIN, UP, DOWN, RET, CLOSE, MA, RSI, MACD, HI52, LO52, VOL, EV, U, IND, SPAN, PAIR, MCNOW } =
  H;
const c = H.maker("b10-pa", "601318");
const A = "2026-04-30";
const P = "2025-04-30";
const Y9 = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bull", "annual", "2025年归母净利润1347.78亿元，同比增长约6.5%，在2024年大幅反弹之后继续向上。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2024", { size: "大幅增长" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润1347.78亿元，同比增长47.8%，盈利弹性惊人。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { v: "47.8", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "47.8%是2024年增速" },
  ),
  c("t", A, "bear", "annual", "即便2025年利润回到1348亿元，仍比2019年1494亿元的高点低约10%。", [
    V("net_profit", "2025", "1348", "亿", "approx"),
    V("net_profit", "2019", "1494", "亿", "approx"),
    MAX("net_profit", "2019", Y9),
    G("net_profit", "2025", { base: "2019", v: "-10", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年归母净利润1348亿元，已经超越2019年的历史高点。",
    [
      V("net_profit", "2025", "1348", "亿", "approx"),
      PAIR("net_profit", "2025", undefined, { period2: "2019", mode: "gt", err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2019年1494.07亿更高" },
  ),
  c("t", A, "fE", "annual", "归母净利润在2022年触底（837.74亿元），为2017年以来最低，此后三年持续回升。", [
    V("net_profit", "2022", "837.74"),
    MIN("net_profit", "2022", Y9),
    UP("net_profit", ["2022", "2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2023年归母净利润856.65亿元，同比下降约2.3%，是本轮周期的底部。",
    [V("net_profit", "2023", "856.65"), G("net_profit", "2023", { v: "-2.3", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "837.74→856.65，+2.26%" },
  ),
  c("t", A, "fE", "annual", "营业收入1.05万亿元，同比增长约2.1%，增速明显慢于利润。", [
    V("revenue", "2025", "1.05", "万亿", "approx"),
    G("revenue", "2025", { v: "2.1", cmp: "approx" }),
    {
      k: "gdiff",
      x: { metric: "revenue", period: "2025" },
      y: { metric: "net_profit", period: "2025" },
      v: "0",
      cmp: "lt",
      u: "pp",
    },
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年营业收入约1.05万亿元，仍未回到2020年1.22万亿元的水平，较2023年则增长约2.1%。",
    [
      V("revenue", "2025", "1.05", "万亿", "approx"),
      V("operating_revenue", "2020", "1.22", "万亿", "approx"),
      G("revenue", "2025", { base: "2023", v: "2.1", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年+15.0%" },
  ),
  c("t", A, "fR", "annual", "营收自2021年的11804亿元高位下滑，2023年仅9138亿元，此后两年恢复到10505亿元。", [
    V("revenue", "2021", "11804", "亿", "approx"),
    V("revenue", "2023", "9138", "亿", "approx"),
    V("revenue", "2025", "10505", "亿", "approx"),
    DOWN("revenue", ["2021", "2022", "2023"]),
    UP("revenue", ["2023", "2024", "2025"]),
  ]),
  c("t", A, "fR", "industry", "资产负债率约89.8%，对保险集团属行业常态，不能与制造业横向比较。", [
    V("debt_ratio", "2025", "89.8", "%", "approx"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "fR",
    "industry",
    "资产负债率接近90%，杠杆高企是平安最大的财务风险。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense" },
  ),
  c("u", A, "fR", "annual", "核心偿付能力充足率维持在200%左右，远高于监管红线。", [U("偿付能力")]),
  c("u", A, "fR", "annual", "寿险新业务价值（NBV）同比增长近三成，代理人产能持续提升。", [U("NBV未存储")]),
  c("t", A, "fV", "annual", "经营活动现金流6586亿元，同比增加约2762亿元，增幅超过七成。", [
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
    D("operating_cash_flow", "2025", { v: "2762", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "70", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "annual",
    "2025年经营现金流6586亿元，同比增长约17%。",
    [
      V("operating_cash_flow", "2025", "6586", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "17", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "+72.2%" },
  ),
  c("t", A, "tF", "annual", "商誉从435亿元降到381亿元，减少约54亿元。", [
    V("goodwill", "2024", "435", "亿", "approx"),
    V("goodwill", "2025", "381", "亿", "approx"),
    D("goodwill", "2025", { v: "-54", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "商誉381.30亿元，较上年增加约54亿元，并购整合仍在推进。",
    [V("goodwill", "2025", "381.30"), D("goodwill", "2025", { v: "54", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction" },
  ),
  c("t", A, "tF", "annual", "总资产约13.9万亿元，比招商银行的13.07万亿元多出约0.8万亿元。", [
    V("total_assets", "2025", "13.9", "万亿", "approx"),
    PAIR("total_assets", "2025", "600036", { mode: "diff", u: "万亿", v: "0.8", cmp: "approx" }),
  ]),
  c("t", A, "tB", "annual", "分配股利、利润或偿付利息支付的现金771亿元，为2023年以来最高。", [
    V("dividends_interest_paid", "2025", "771", "亿", "approx"),
    MAX("dividends_interest_paid", "2025", ["2023", "2024", "2025"]),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "现金分红及付息支出771亿元，为2021年以来最高。",
    [MAX("dividends_interest_paid", "2025", ["2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2021年928.29亿更高" },
  ),
  c("t", A, "tBe", "annual", "2025年投资活动现金净流出约5600亿元，较2024年的约4163亿元进一步扩大。", [
    V("investing_cash_flow", "2025", "-5600", "亿", "approx"),
    V("investing_cash_flow", "2024", "-4163", "亿", "approx"),
    D("investing_cash_flow", "2025", { dir: "down" }),
  ]),
  c("u", A, "tBe", "annual", "综合成本率升至98%以上，财险承保利润受大灾侵蚀。", [U("综合成本率")]),
  c("t", A, "tA", "quarterly", "2026年一季度营业收入2184亿元，归母净利润约250亿元。", [
    V("revenue", "2026Q1", "2184", "亿", "approx"),
    V("net_profit", "2026Q1", "250", "亿", "approx"),
  ]),
  c("u", A, "tA", "quarterly", "一季度归母净利润250亿元，同比下降约40%，主要受资本市场波动拖累。", [
    V("net_profit", "2026Q1", "250", "亿", "approx"),
    G("net_profit", "2026Q1", { v: "-40", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "quarterly",
    "一季度营业收入约2184亿元，单季净利润约1348亿元，开局强劲。",
    [
      V("revenue", "2026Q1", "2184", "亿", "approx"),
      V("net_profit", "2026Q1", "1348", "亿", "approx", { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "1348亿为2025全年" },
  ),
  c("t", A, "tC", "quarterly", "一季度末资产负债率89.90%，较年初上升0.1个百分点。", [
    V("debt_ratio", "2026Q1", "89.90", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "0.1" }),
  ]),
  // Technicals.
  c("t", A, "tT", "technical", "MACD在4月7日金叉后DIF仍运行在DEA上方，但两线都还在零轴下。", [
    MACD("golden_cross", 20),
    MACD("dif_above_dea"),
    MACD("dif_below_zero"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "DIF已上穿零轴，MACD形成零轴上方金叉，中期多头确立。",
    [MACD("dif_above_zero", undefined, { err: "technical" })],
    { err: "technical", note: "DIF -0.35" },
  ),
  c("t", A, "tT", "technical", "股价59.37元，站上5日、20日和250日均线，但60日均线（约61.25元）仍在上方压制。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(20, "above"),
    MA(250, "above"),
    MA(60, "below"),
    MA(60, "value", { v: "61.25" }),
  ]),
  c(
    "f",
    A,
    "vT",
    "technical",
    "今年以来股价上涨约12.8%，是保险板块的领涨者。",
    [SPAN("2025-12-31", { v: "12.8", cmp: "approx", err: "wrong_base_year" }), U("板块对比")],
    { err: "wrong_base_year", note: "+12.76%是自2024年末；年初以来-13.2%" },
  ),
  c("t", A, "vT", "technical", "今年以来股价下跌约13%，从68.4元回落到59元附近；但较2024年末仍上涨约12.8%。", [
    SPAN("2025-12-31", { v: "-13", cmp: "approx" }),
    CLOSE("68.4", "eq", { date: "2025-12-31" }),
    SPAN("2024-12-31", { v: "12.8", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "过去250个交易日上涨约17.7%，但近60个交易日回落约9%。", [
    RET(250, { v: "17.7", cmp: "approx" }),
    RET(60, { v: "-9", cmp: "approx" }),
  ]),
  c("t", A, "tS", "technical", "52周区间50.55-74.88元，现价距高点约21%，距低点约17%。", [
    LO52({ cond: "level", v: "50.55" }),
    HI52({ cond: "level", v: "74.88" }),
    HI52({ v: "-21", cmp: "approx" }),
    LO52({ v: "17", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "近20日均量较前20日明显放大，资金回补迹象明显。",
    [VOL("expand", { err: "technical" })],
    { err: "technical", note: "0.956" },
  ),
  c("t", A, "tTr", "technical", "RSI14约54，处于中性区，近5个交易日股价上涨约2.6%。", [
    RSI("54", "approx"),
    RET(5, { v: "2.6", cmp: "approx" }),
  ]),
  c("u", A, "tTr", "technical", "北向资金近一个月增持平安超过5000万股。", [U("北向持股")]),
  // Valuation.
  c("t", A, "fV", "valuation", "按当前股价和2025年归母净利润计算，静态市盈率约8倍。", [MCNOW("2025", "8", "approx")]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "当前静态市盈率约12倍，估值已回到历史中枢上方。",
    [MCNOW("2025", "12", "approx", { err: "wrong_value" }), U("历史中枢")],
    { err: "wrong_value" },
  ),
  c("u", A, "fV", "valuation", "PEV仅0.6倍左右，内含价值折价明显。", [U("内含价值未存储")]),
  // Announcements.
  c("t", A, "tN", "announcement", "公司3月27日公告2025年年度利润分配方案。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27" }),
  ]),
  c("t", A, "tN", "announcement", "2025年8月公告中期利润分配方案，9月又公告实施回购股份注销。", [
    EV("dividend", true, { from: "2025-08-01", to: "2025-08-31", title: "中期" }),
    EV("repurchase", true, { from: "2025-09-01", to: "2025-09-30", title: "注销" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "2026年以来公司发布新一期股份回购方案，回购金额上限50亿元。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event" },
  ),
  // The notice source keeps only 平安's dividend and buy-back notices (no incentive or ESOP notice in three years,
  // though the group runs a yearly 核心人员持股计划), so a missing incentive notice decides nothing.
  c("u", A, "vN", "announcement", "公司今年推出了股权激励计划，绑定核心管理层。", [U("平安激励类公告未收录")]),
  c("t", A, "vN", "announcement", "2023年以来，公司每年都发布中期利润分配方案。", [
    EV("dividend", true, { from: "2023-01-01", to: "2023-12-31", title: "中期" }),
    EV("dividend", true, { from: "2024-01-01", to: "2024-12-31", title: "中期" }),
    EV("dividend", true, { from: "2025-01-01", to: "2025-12-31", title: "中期" }),
  ]),
  c("u", A, "vN", "announcement", "集团大股东近日完成增持计划。", [U("增持不判定")]),
  // 2025-04-30: FY2024 public.
  c("t", P, "bull", "annual", "2024年归母净利润1266亿元，同比大增约48%，营收同比增长约12.6%。", [
    V("net_profit", "2024", "1266", "亿", "approx"),
    G("net_profit", "2024", { v: "48", cmp: "approx", size: "大增" }),
    G("revenue", "2024", { v: "12.6", cmp: "approx" }),
  ]),
  c(
    "f",
    P,
    "bear",
    "annual",
    "2024年营收10289亿元，同比仍下滑约12.6%。",
    [
      V("revenue", "2024", "10289", "亿", "approx"),
      G("revenue", "2024", { v: "-12.6", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction" },
  ),
  c("t", P, "tT", "technical", "4月21日MACD金叉，股价50.71元。", [MACD("golden_cross", 8), CLOSE("50.71")]),
  c("t", P, "tT", "technical", "过去一年股价上涨约28%，但较2024年末的52.65元回落约3.7%。", [
    RET(250, { v: "28", cmp: "approx" }),
    SPAN("2024-12-31", { v: "-3.7", cmp: "approx" }),
  ]),
  c(
    "f",
    P,
    "tT",
    "technical",
    "股价较52周高点62.8元回撤不足一成。",
    [HI52({ cond: "level", v: "62.8" }), HI52({ v: "-10", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "-19.25%" },
  ),
];
