// 贵州茅台: FY2019-2025, quarters 2025Q1..2026Q1, bars 2024-01-02..2026-04-30, annual-report notices only.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, CAGR, QOQ, X, BIAS, SPAN } =
  H;
const { LIN, VOLR, BRK, SNAP, MCPE, PE, READ } = H;
const c = H.maker("b61-mt", "600519");
const A = "2026-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bear", "annual", "2025年归母净利润823.20亿元，较上年862.28亿元回落约4.5%，多年连增的纪录就此中断。", [
    V("net_profit", "2025", "823.20"),
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx", dir: "down" }),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2026年一季度归母净利润272.43亿元，同比微降约1.5%，增长引擎已经熄火。",
    [
      V("net_profit", "2026Q1", "272.43"),
      G("net_profit", "2026Q1", { v: "-1.5", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+1.47%" },
  ),
  c("t", A, "fE", "quarterly", "单季看，去年四季度归母净利润176.93亿元为全年最低，比三季度的192.24亿元环比少了约8%。", [
    V("net_profit", "2025S4", "176.93"),
    V("net_profit", "2025S3", "192.24"),
    MIN("net_profit", "2025S4", ["2025S1", "2025S2", "2025S3", "2025S4"]),
    QOQ("net_profit", "2025S4", "2025S3", { v: "-8", cmp: "approx" }),
  ]),
  c("t", A, "fV", "valuation", "按4月30日收盘1384.79元、2024年每股收益68.64元计，静态市盈率约20.2倍，估值已不算贵。", [
    CLOSE("1384.79"),
    V("basic_eps", "2024", "68.64", "元"),
    PE("2024", "20.2"),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年加权ROE仍有36.02%，资本回报率在消费股里首屈一指。",
    [V("roe", "2025", "36.02", "%", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "36.02%是2024年；2025年32.53%" },
  ),
  c("t", A, "tT", "technical", "收盘1384.79元，5/10/20/60日均线呈空头排列，股价被压在全部六条均线之下。", [
    CLOSE("1384.79"),
    MAORDER([5, 10, 20, 60], "bear"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD在4月下旬刚刚形成金叉，DIF上穿DEA，短线反弹信号出现。",
    [MACD("golden_cross", 8, { err: "technical" })],
    { err: "technical", note: "4月17日死叉，DIF -10.03 < DEA -4.72" },
  ),
  c("t", A, "fM", "technical", "RSI14在39.6附近，还没进入30以下的超卖区；距52周高点1645元仍回撤约16%。", [
    RSI("39.6", "approx"),
    RSI("30", "gt"),
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-16", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流净额615.22亿元，创2019年以来新低，现金回笼能力明显走弱。",
    [V("operating_cash_flow", "2025", "615.22"), MIN("operating_cash_flow", "2025", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2022年366.99亿更低" },
  ),
  c("t", A, "fR", "annual", "资产负债率从19.04%降到16.42%，为2019年以来最低，杠杆几乎可以忽略。", [
    V("debt_ratio", "2024", "19.04", "%"),
    V("debt_ratio", "2025", "16.42", "%"),
    MIN("debt_ratio", "2025", Y),
  ]),
  c("t", A, "tF", "annual", "经营现金流由924.64亿降至615.22亿，缩水约三分之一，而同年资本开支只有31.28亿元。", [
    V("operating_cash_flow", "2024", "924.64"),
    V("operating_cash_flow", "2025", "615.22"),
    G("operating_cash_flow", "2025", { v: "-33.3", cmp: "approx" }),
    V("capex", "2025", "31.28"),
  ]),
  c("t", A, "bull", "annual", "扣掉31.28亿资本开支，2025年自由现金流仍有约584亿元，分红底气还在。", [
    V("capex", "2025", "31.28"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "584", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "2025年分配股利及付息现金672.42亿元，相当于当年归母净利润的九成以上。",
    [
      V("dividends_interest_paid", "2025", "672.42"),
      R("dividends_interest_paid", "net_profit", "2025", "90", { u: "%", cmp: "gt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "672.42/823.20=81.7%" },
  ),
  c("t", A, "fE", "annual", "净利率52.27%→50.53%，降了约1.7个百分点；毛利率也回落0.75个百分点至91.18%。", [
    V("net_margin", "2024", "52.27", "%"),
    V("net_margin", "2025", "50.53", "%"),
    PP("net_margin", "2025", { v: "-1.7", cmp: "approx" }),
    PP("gross_margin", "2025", { v: "-0.75" }),
    V("gross_margin", "2025", "91.18", "%"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "营业总收入1720.54亿元，同比跌幅超过5%，需求收缩已经写在报表上。",
    [V("revenue", "2025", "1720.54"), G("revenue", "2025", { v: "-5", cmp: "lt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "同比-1.20%" },
  ),
  c("t", A, "tF", "quarterly", "今年一季度经营现金流269.10亿元，是去年同期88.09亿元的3倍有余。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "gt" }),
  ]),
  c("u", A, "fS", "undecidable", "渠道调研显示飞天批价已跌破1800元，经销商库存压力还在上升。", [
    U("批价与渠道库存不在数据中"),
  ]),
  c("u", A, "tN", "undecidable", "系列酒营收占比提升到两成以上，产品结构在往下沉。", [U("分产品营收未存储")]),
  c("t", A, "fV", "valuation", "以7月4日快照约17866亿元市值、2024年862.28亿元净利润算，市盈率约20.7倍。", [
    SNAP("marketCap", "17866", "亿"),
    V("net_profit", "2024", "862.28"),
    MCPE("2024", "20.7"),
  ]),
  c(
    "f",
    A,
    "tS",
    "annual",
    "利润同比回落4.5%恰恰说明公司在主动控量稳价，这是个利好信号。",
    [READ(G("net_profit", "2025", { v: "-4.5", cmp: "approx" }), "positive", { err: "stance" })],
    { err: "stance", note: "利润下滑读作利好" },
  ),
  c("t", A, "tS", "technical", "近20个交易日从1459.44元跌到1384.79元，跌了约5.1%；放到今年以来看则基本持平。", [
    RET(20, { v: "-5.1", cmp: "approx" }),
    CLOSE("1459.44", "eq", { date: "2026-04-01" }),
    CLOSE("1384.79"),
    SPAN("2025-12-31", { size: "基本持平" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "52周低点1322.01元，现价离低点已不到3%，支撑近在眼前。",
    [LO52({ cond: "level", v: "1322.01" }), LO52({ v: "3", cmp: "lt", err: "wrong_value" })],
    { err: "wrong_value", note: "距低点+4.75%" },
  ),
  c("t", A, "vN", "announcement", "茅台2024年年度报告于2025年4月3日挂出，年报披露按时。", [
    EV("annual_report", true, { from: "2025-04-03", to: "2025-04-03", title: "2024年年度报告" }),
  ]),
  c("u", A, "tM", "undecidable", "2026年全年归母净利润有望重回增长，预计在860亿元上下。", [U("全年预测")]),
  c("t", A, "tP", "annual", "2019到2025年归母净利润由412.06亿增至823.20亿，接近翻倍，年复合增速约12.2%。", [
    V("net_profit", "2019", "412.06"),
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { base: "2019", size: "接近翻倍" }),
    CAGR("net_profit", "2019", "2025", { v: "12.2", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "归母净利润823.20亿元，比2023年还少了4.5%，两年白干。",
    [G("net_profit", "2025", { base: "2023", v: "-4.5", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "-4.5%是较2024年；较2023年+10.2%" },
  ),
  c("t", A, "tNe", "quarterly", "2026Q1归母净利272.43亿、同比+1.5%，净利率52.22%，比2025年全年的50.53%还高。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    V("net_margin", "2026Q1", "52.22", "%"),
    V("net_margin", "2025", "50.53", "%"),
  ]),
  c(
    "f",
    A,
    "tA",
    "quarterly",
    "一季度利润同比大增，茅台已经走出低谷，仓位应该打满。",
    [G("net_profit", "2026Q1", { dir: "up", size: "大增", err: "overstatement" })],
    { err: "overstatement", note: "同比+1.47%" },
  ),
  c("t", A, "vT", "technical", "量能温和放大，近20日均量约为前20日的1.06倍，收盘却跌破了此前20个交易日的全部收盘价。", [
    VOLR({ v: "1.06", cmp: "approx" }),
    BRK(20, "down"),
  ]),
  c("t", A, "tTr", "technical", "20日线1433.56元是第一道压力，现价低于该线约3.4%。", [
    MA(20, "value", { v: "1433.56" }),
    BIAS(20, { v: "-3.4", cmp: "approx" }),
  ]),
  c("u", A, "fL", "undecidable", "i茅台直销收入占比已超两成，是毛利率的压舱石。", [U("直销渠道收入未存储")]),
  c(
    "f",
    A,
    "tN",
    "quarterly",
    "2025年三季度单季归母净利润176.93亿元，是年内单季最低。",
    [
      V("net_profit", "2025S3", "176.93", "亿", "eq", { err: "wrong_period" }),
      MIN("net_profit", "2025S3", ["2025S1", "2025S2", "2025S3", "2025S4"], { err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "176.93亿是四季度；三季度192.24亿" },
  ),
  c("t", A, "tBe", "annual", "总资产3038.35亿元，2019年以来首次站上3000亿，货币资金却从592.96亿降到516.91亿。", [
    V("total_assets", "2025", "3038.35"),
    MAX("total_assets", "2025", Y),
    V("total_assets", "2024", "3000", "亿", "lt"),
    MAX("total_assets", "2024", Y.slice(0, 6)),
    V("cash", "2024", "592.96"),
    V("cash", "2025", "516.91"),
  ]),
];
