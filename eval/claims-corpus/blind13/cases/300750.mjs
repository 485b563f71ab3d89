// 宁德时代 on 2026-04-30 (FY2025 and 2026Q1 public; notices from 2026-02-09 decide). blind13.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, RANK, MAX, DOWN, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, QOQ, X, PSUM, SPAN, LIN, READ, IND, PAIR, POS52, VOL, GDIFF } = H;
const c = H.maker("b13-nd", "300750");
const A = "2026-04-30";

export default [
  c("t", A, "bull", "annual", "2025年营收4237亿元、同比增约17%，归母净利722亿元、增逾四成，利润增速是营收的两倍多。", [
    V("revenue", "2025", "4237", "亿", "approx"),
    G("revenue", "2025", { v: "17", cmp: "approx" }),
    V("net_profit", "2025", "722", "亿", "approx"),
    G("net_profit", "2025", { v: "40", cmp: "gt" }),
    GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, { v: "0", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年归母净利润722亿，同比增速约28%，较营收增速领先有限，量增利不增的迹象明显。",
    [V("net_profit", "2025", "722", "亿", "approx"), G("net_profit", "2025", { v: "28", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "+42.28%" },
  ),
  c("t", A, "fE", "quarterly", "26Q1营收1291.31亿元、同比+52.5%，归母207.38亿元、同比+48.5%，增速继续高于全年。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52.5", cmp: "approx" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }),
    GDIFF({ metric: "net_profit", period: "2026Q1" }, { metric: "net_profit", period: "2025" }, { v: "0", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度单季营收1291亿，环比四季度增长约52%，淡季不淡。",
    [
      V("revenue", "2026Q1", "1291", "亿", "approx"),
      QOQ("revenue", "2026Q1", "2025S4", { v: "52", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "52%是同比；环比25Q4 1406.30亿为-8.2%" },
  ),
  c("t", A, "tBe", "quarterly", "空头提醒：26Q1归母207亿，比25Q4的231.67亿环比少了约10%，旺季后的回落不能忽视。", [
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    V("net_profit", "2025S4", "231.67"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "-10", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "2025年第四季度归母231.67亿，同比增幅不到三成，高增长时代已经过去。",
    [V("net_profit", "2025S4", "231.67"), G("net_profit", "2025S4", { v: "30", cmp: "lt", err: "wrong_value" })],
    { err: "wrong_value", note: "Q4同比+57.1%" },
  ),
  c("t", A, "fR", "annual", "资产负债率从2022年的70.56%连降三年至61.94%，对一家重资产制造企业来说，杠杆在主动收缩。", [
    V("debt_ratio", "2022", "70.56", "%"),
    DOWN("debt_ratio", ["2022", "2023", "2024", "2025"]),
    V("debt_ratio", "2025", "61.94", "%"),
  ]),
  c("t", A, "fR", "industry", "负债率61.94%对制造企业不算低，偿债压力仍需关注，但已是2021年以来最低。", [
    V("debt_ratio", "2025", "61.94", "%"),
    IND("high_debt_is_risk"),
    H.MIN("debt_ratio", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c("t", A, "tF", "annual", "Step 4 · 现金质量：2025年经营现金流1332.20亿，约为归母净利的1.85倍；扣除资本开支423亿后自由现金流约909亿。", [
    V("operating_cash_flow", "2025", "1332.20"),
    R("operating_cash_flow", "net_profit", "2025", "1.85", { cmp: "approx" }),
    V("capex", "2025", "423", "亿", "approx"),
    LIN([["operating_cash_flow", 1], ["capex", -1]], "2025", { v: "909", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "Step 5 · 盈利能力：2025年毛利率26.27%，较上年提升约1.8个百分点；净利率18.12%，提升约5.2个百分点。",
    [
      V("gross_margin", "2025", "26.27", "%"),
      PP("gross_margin", "2025", { v: "1.8", cmp: "approx" }),
      V("net_margin", "2025", "18.12", "%"),
      PP("net_margin", "2025", { v: "5.2", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "净利率+3.2个百分点" },
  ),
  c("t", A, "tA", "announcement", "激进风控：2月公布A股员工持股计划草案，4月又发回购结果公告，公司层面动作密集，不该过度保守。", [
    EV("equity_incentive", true, { from: "2026-02-01", to: "2026-02-28" }),
    EV("repurchase", true, { from: "2026-04-01", title: "回购结果" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "announcement",
    "2026年以来宁德时代还披露了定增预案，募资扩产海外基地，资本开支有保障。",
    [EV("placement", true, { from: "2026-02-09", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-02-09以来无定增公告" },
  ),
  c("t", A, "tN", "announcement", "新闻面：3月10日公司发布2025年度利润分配预案，同日提请授权董事会制定2026年中期分红。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2025年度利润分配" }),
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "中期分红" }),
  ]),
  c("u", A, "tN", "announcement", "2月完成科创债发行，票面利率据报仅约1.8%，融资成本显著低于同业。", [
    EV("bond", true, { from: "2026-02-01", title: "发行结果" }),
    U("票面利率数值与同业融资成本未存储"),
  ]),
  c("t", A, "tT", "technical", "中期趋势完好：20/60/120/250日均线多头排列，股价436元较年线高出三成左右。", [
    MAORDER([20, 60, 120, 250], "bull"),
    CLOSE("436"),
    H.BIAS(250, { v: "30", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "4月28日MACD刚刚金叉，DIF上穿DEA，短线有望再攻460元前高。",
    [MACD("golden_cross", 5, { err: "technical" })],
    { err: "technical", note: "4月28日是死叉" },
  ),
  c("t", A, "tS", "technical", "过去250个交易日股价近乎翻倍（+93%），目前距52周高点460元约5%，处在年内区间的高位。", [
    RET(250, { v: "93", cmp: "approx" }),
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5", cmp: "approx" }),
    POS52({ v: "80", cmp: "ge" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "股价436元，距离52周低点231元已经翻倍有余，涨幅超过120%。",
    [CLOSE("436"), LO52({ cond: "level", v: "231", cmp: "approx" }), LO52({ v: "120", cmp: "gt", err: "overstatement" })],
    { err: "overstatement", note: "距低点+88.6%，未翻倍" },
  ),
  c("t", A, "tTr", "technical", "交易员：近20日放量（均量约为前20日的1.13倍），期间上涨约7.5%，量价配合。", [
    H.VOLR({ v: "1.13", cmp: "approx" }),
    RET(20, { v: "7.5", cmp: "approx" }),
  ]),
  c("t", A, "tP", "annual", "组合经理结论：一季度末货币资金约3520亿，相当于2025年全年945亿投资现金净流出的3.7倍左右，扩张资金无虞。", [
    V("cash", "2026Q1", "3520", "亿", "approx"),
    V("investing_cash_flow", "2025", "-945", "亿", "approx"),
    R("cash", "investing_cash_flow", "2026Q1", "-3.7", { denPeriod: "2025", cmp: "approx" }),
  ], { note: "流出额取负值核对，倍数为负" }),
  c("u", A, "tP", "undecidable", "宁德时代2025年动力电池全球市占率仍在37%以上，储能出货增速更快，组合维持超配。", [
    U("市占率与分业务出货量未存储"),
  ]),
  c("u", A, "fM", "undecidable", "一季度归母净利207亿，若后三季维持这个节奏，全年利润有望突破800亿。", [
    V("net_profit", "2026Q1", "207", "亿", "approx"),
    U("2026全年利润为推演"),
  ]),
  c("u", A, "fQ", "quarterly", "一季度收入增长超五成，主要来自储能电池涨价，而非出货量，这一点多头回避了。", [
    G("revenue", "2026Q1", { v: "50", cmp: "gt" }),
    U("增长归因与量价拆分未存储"),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "质疑：多头说2025年现金流好，可经营现金流1332亿其实比2024年下降了，只是利润在涨。",
    [V("operating_cash_flow", "2025", "1332", "亿", "approx"), G("operating_cash_flow", "2025", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "969.90→1332.20亿，+37%" },
  ),
  c("t", A, "vN", "announcement", "消息面投票：4月7日公告A股回购结果，4月22日授予2026年员工持股计划预留份额，偏正面。", [
    EV("repurchase", true, { from: "2026-04-07", to: "2026-04-07" }),
    EV("equity_incentive", true, { from: "2026-04-22", to: "2026-04-22", title: "预留份额" }),
  ]),
  c("t", A, "fV", "valuation", "宁德时代2025年归母净利722亿，是比亚迪同年326亿的2.2倍左右，但营收只有后者的约53%。", [
    PAIR("net_profit", "2025", "002594", { v: "2.2", cmp: "approx" }),
    PAIR("revenue", "2025", "002594", { v: "0.53", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "按4月30日收盘价算，宁德时代TTM市盈率已超过40倍，估值泡沫化。",
    [H.MCNOW("2026Q1TTM", "40", "gt", { err: "overstatement" })],
    { err: "overstatement", note: "TTM PE约24倍" },
  ),
];
