// 中国平安 on 2026-04-30 (FY2025 and 2026Q1 public; 2025Q1 not stored, so 2026Q1 growth is undecidable;
// incentive and financing notices not collected).
import * as H from "../spec-helpers.mjs";

const {
  V,
  G,
  D,
  PP,
  R,
  MAX,
  MIN,
  UP,
  DOWN,
  RET,
  CLOSE,
  MA,
  MAORDER,
  RSI,
  MACD,
  HI52,
  LO52,
  EV,
  U,
  CAGR,
  X,
  MCNOW,
  READ,
  POS52,
  SPAN,
  IND,
  RANK,
  SNAP,
  SNAPDIV,
  DD,
  IN,
  PAIR,
} = H;
const c = H.maker("b37-pa", "601318");
const A = "2026-04-30";
const Y17_25 = ["2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  // ---- annual
  c("t", A, "bull", "annual", "平安2025年归母净利润1347.78亿元，同比增长6.45%，营业收入10505.06亿元、增长2.10%。", [
    V("net_profit", "2025", "1347.78"),
    G("net_profit", "2025", { v: "6.45" }),
    V("revenue", "2025", "10505.06"),
    G("revenue", "2025", { v: "2.10" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营收10505亿元，同比小幅下降，保费端的压力还在传导。",
    [V("revenue", "2025", "10505", "亿", "approx"), G("revenue", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "同比+2.10%" },
  ),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年归母净利润1347.78亿，刷新公司历史最高纪录。",
    [V("net_profit", "2025", "1347.78"), MAX("net_profit", "2025", Y17_25, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "最高为2019年1494.07亿，2025年排第三" },
  ),
  c("t", A, "fE", "annual", "利润仍未回到2019年1494亿的峰值，1348亿只排在2019、2020年之后，位列有数据以来第三。", [
    V("net_profit", "2019", "1494", "亿", "approx"),
    V("net_profit", "2025", "1348", "亿", "approx"),
    RANK("net_profit", "2025", Y17_25, "max", 3),
  ]),
  c("t", A, "fE", "annual", "从2022年838亿的谷底算起，归母净利润三年间增长了六成有余。", [
    MIN("net_profit", "2022", ["2021", "2022", "2023", "2024", "2025"]),
    V("net_profit", "2022", "838", "亿", "approx"),
    G("net_profit", "2025", { base: "2022", v: "60", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "归母净利1347.78亿元，相比2023年只多了6.45%，复苏斜率很平。",
    [V("net_profit", "2025", "1347.78"), G("net_profit", "2025", { base: "2023", v: "6.45", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "6.45%是较2024年；较2023年+57.3%" },
  ),
  c("t", A, "tF", "annual", "2024年利润同比大增约48%，2025年增速则回落到6%附近，弹性明显收敛。", [
    G("net_profit", "2024", { v: "48", cmp: "approx", size: "大增" }),
    G("net_profit", "2025", { v: "6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2024年归母净利润1347.78亿元，同比增长6.45%。",
    [
      V("net_profit", "2024", "1347.78", "亿", "eq", { err: "wrong_period" }),
      G("net_profit", "2024", { v: "6.45", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "这是2025年的数；2024年1266.07亿、+47.8%" },
  ),
  c(
    "f",
    A,
    "bull",
    "annual",
    "营收10505亿元，同比大幅增长，保险主业景气度拐点已至。",
    [V("revenue", "2025", "10505", "亿", "approx"), G("revenue", "2025", { size: "大幅增长", err: "overstatement" })],
    { err: "overstatement", note: "同比+2.10%" },
  ),
  c("t", A, "fR", "annual", "经营活动现金流净额6586亿元，较2024年的3825亿元增加了七成以上。", [
    V("operating_cash_flow", "2025", "6586", "亿", "approx"),
    V("operating_cash_flow", "2024", "3825", "亿", "approx"),
    G("operating_cash_flow", "2025", { v: "70", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流6586亿元，同比增幅约27%，稳中有进。",
    [
      V("operating_cash_flow", "2025", "6586", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "27", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "同比+72.2%" },
  ),
  c("t", A, "fSy", "annual", "总资产13.90万亿元、总负债12.48万亿元，一年间资产规模扩张了约9400亿。", [
    V("total_assets", "2025", "13.90", "万亿"),
    V("total_liabilities", "2025", "12.48", "万亿"),
    D("total_assets", "2025", { v: "9400", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "截至2025年末，平安总资产12.48万亿元，同比增长约7%。",
    [
      V("total_assets", "2025", "12.48", "万亿", "eq", { err: "wrong_value" }),
      G("total_assets", "2025", { v: "7", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "12.48万亿是总负债；总资产13.90万亿" },
  ),
  c("t", A, "tBe", "annual", "商誉从2024年的435亿元降至381亿元，减少约54亿，并购资产仍在消化。", [
    V("goodwill", "2024", "435", "亿", "approx"),
    V("goodwill", "2025", "381", "亿", "approx"),
    D("goodwill", "2025", { v: "-54", cmp: "approx" }),
  ]),
  c("t", A, "tM", "annual", "分红及利息支出771亿元，约为归母净利润的57%，现金回馈相当实在。", [
    V("dividends_interest_paid", "2025", "771", "亿", "approx"),
    R("dividends_interest_paid", "net_profit", "2025", "57", { u: "%", cmp: "approx" }),
  ]),
  c("t", A, "vF", "annual", "基本面一票：2023年营收9138亿是近五年底部，此后两年连续回升至10505亿。", [
    MIN("revenue", "2023", ["2021", "2022", "2023", "2024", "2025"]),
    UP("revenue", ["2023", "2024", "2025"]),
    V("revenue", "2023", "9138", "亿", "approx"),
  ]),
  // ---- industry
  c("t", A, "fT", "industry", "89.80%的负债率对保险集团是常态，保单负债本就是经营的原料，不应算作风险。", [
    V("debt_ratio", "2025", "89.80", "%"),
    IND("high_debt_is_normal"),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "资产负债率接近九成，且连续多年居高不下，财务杠杆风险不容忽视。",
    [V("debt_ratio", "2025", "90", "%", "near"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "保险业约90%负债率属常态" },
  ),
  c("t", A, "fL", "industry", "2017年以来负债率一直在89%到91%之间窄幅波动，今年一季度为89.90%。", [
    ...Y17_25.map((y) => V("debt_ratio", y, IN("89", "91"), "%")),
    V("debt_ratio", "2026Q1", "89.90", "%"),
  ]),
  // ---- quarterly
  c("t", A, "tN", "quarterly", "2026年一季度营业收入2184.05亿元，归母净利润250.22亿元。", [
    V("revenue", "2026Q1", "2184.05"),
    V("net_profit", "2026Q1", "250.22"),
  ]),
  c(
    "u",
    A,
    "tN",
    "quarterly",
    "一季度归母净利润250.22亿元，同比下降约4%，投资收益拖累明显。",
    [V("net_profit", "2026Q1", "250.22"), G("net_profit", "2026Q1", { v: "-4", cmp: "approx" })],
    { note: "2025Q1未存储，同比无法计算" },
  ),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度归母净利润约250亿元，按此年化已超过1347亿的2025全年水平。",
    [
      V("net_profit", "2026Q1", "250", "亿", "approx"),
      V("net_profit", "2025", "1347", "亿", "approx"),
      R("net_profit", "net_profit", "2026Q1", "0.25", { denPeriod: "2025", cmp: "gt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "一季度250亿仅为2025全年的18.6%；年化1000亿也不到1347亿" },
  ),
  // ---- technical
  c("t", A, "tT", "technical", "收盘59.37元，站在5日、10日、20日线之上，却仍被60日线61.25元和120日线62.69元压制。", [
    CLOSE("59.37"),
    MA(5, "above"),
    MA(10, "above"),
    MA(20, "above"),
    MA(60, "value", { v: "61.25" }),
    MA(120, "value", { v: "62.69" }),
    MA(60, "below"),
    MA(120, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "股价已经跌破年线，中长期趋势转空，59元一线恐难守住。",
    [MA(250, "below", { err: "technical" }), CLOSE("59", "approx")],
    { err: "technical", note: "MA250 59.29，收盘59.37在其上" },
  ),
  c("t", A, "fM", "technical", "4月7日MACD在零轴下方金叉，DIF约-0.35，RSI 53.7处在中性区间。", [
    MACD("golden_cross", 20),
    MACD("dif_below_zero", 0),
    MACD("dif_value", 0, { v: "-0.35", cmp: "approx" }),
    RSI("53.7", "approx"),
  ]),
  c("t", A, "tS", "technical", "今年以来跌了13.2%，从52周高点74.88元回落两成，位于年内区间的下半部。", [
    SPAN("2025-12-31", { v: "-13.2" }),
    HI52({ cond: "level", v: "74.88" }),
    HI52({ v: "-20", cmp: "approx" }),
    POS52({ v: "50", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "今年以来股价累计上涨约13%，保险板块明显跑出了超额。",
    [SPAN("2025-12-31", { v: "13", cmp: "approx", err: "wrong_direction" }), U("板块超额不在数据内")],
    { err: "wrong_direction", note: "年初至今-13.20%" },
  ),
  c("t", A, "vT", "technical", "技术面：近250个交易日仍累计上涨17.7%，但近20日成交量较前20日小幅萎缩。", [
    RET(250, { v: "17.7" }),
    VOL_SHRINK(),
  ]),
  c("t", A, "tNe", "technical", "较60个交易日内的收盘高点回撤约13.6%，目前离52周低点50.55元还有17%左右空间。", [
    DD(60, { v: "-13.6", cmp: "approx" }),
    LO52({ cond: "level", v: "50.55" }),
    LO52({ v: "17", cmp: "approx" }),
  ]),
  // ---- valuation
  c("t", A, "fV", "valuation", "按现价算，对应2025年利润的PE只有8倍左右，估值依然便宜。", [
    MCNOW("2025", "8", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按当前股价，平安对应2025年净利润的市盈率约为12倍。",
    [MCNOW("2025", "12", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "约8.0倍" },
  ),
  c("t", A, "tTr", "valuation", "去年7月快照PB 1.12倍，对应每股净资产约50.5元；现价59.37元。", [
    SNAP("pb", "1.12", "x", "eq"),
    SNAPDIV("pb", "50.5", "approx"),
    CLOSE("59.37"),
  ]),
  // ---- announcement
  c("t", A, "tN", "announcement", "3月27日已披露2025年年度利润分配方案，去年8月还发布过中期利润分配方案。", [
    EV("dividend", true, { from: "2026-03-27", to: "2026-03-27", title: "2025年年度" }),
    EV("dividend", true, { from: "2025-08-01", to: "2025-08-31", title: "中期" }),
  ]),
  c("t", A, "fS", "announcement", "2025年9月公司完成回购股份注销并变更股本，A股回购不是纸面承诺。", [
    EV("repurchase", true, { from: "2025-09-01", to: "2025-09-30", title: "注销" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "announcement",
    "今年以来公司又公告了新一轮A股回购方案，护盘态度积极。",
    [EV("repurchase", true, { from: "2026-01-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026年无回购公告" },
  ),
  c("u", A, "tA", "announcement", "年初推出的核心人员持股计划覆盖逾万人，利益绑定更紧。", [
    U("平安的员工持股/激励公告未收录"),
  ]),
  // ---- undecidable
  c("u", A, "fL", "undecidable", "2025年寿险新业务价值同比增长超过25%，代理人产能持续提升。", [
    U("NBV与代理人产能不在数据内"),
  ]),
  c("u", A, "fR", "undecidable", "核心偿付能力充足率降至150%附近，资本补充的需求正在抬头。", [
    U("偿付能力充足率不在数据内"),
  ]),
  c("u", A, "bear", "undecidable", "财险综合成本率升破98%，车险价格战挤压承保利润。", [U("综合成本率为分部数据")]),
  c("u", A, "tBe", "undecidable", "利润增6.45%，落后于中国人寿同期增速，龙头地位受到挑战。", [
    G("net_profit", "2025", { v: "6.45" }),
    U("中国人寿不在样本内"),
  ]),
  c("u", A, "fSy", "undecidable", "预计2026年归母净利润将恢复两位数增长，突破1500亿元。", [U("盈利预测")]),
];

function VOL_SHRINK() {
  return H.VOL("shrink");
}
