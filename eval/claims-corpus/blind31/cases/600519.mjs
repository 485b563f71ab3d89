// 贵州茅台: FY2019-2025 (some years partial), quarters 2025Q1..2026Q1 (Tushare; 2025Q1 revenue only as a printed
// growth rate), bars 2024-01-02..2026-04-30, annual-report notices only (a missing notice of another kind is open).
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOLR, EV, EVN, U } = H;
const { CAGR, X, LIN, PSUM, PAIR, MCNOW, PE, SNAP, POS52, BIAS, BRK, SPAN, QOQ, RANK, IN } = H;
const c = H.maker("b31-mt", "600519");
const A = "2026-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];
const Q = ["2025Q1", "2025S2", "2025S3", "2025S4"];

export default [
  // ---- annual, 2026-04-30 -------------------------------------------------------------------------------------
  c("t", A, "fE", "annual", "营收端已经失速：2025年营业收入1688.38亿元，较上年的1708.99亿元小幅回落约1.2%。", [
    V("operating_revenue", "2025", "1688.38"),
    V("operating_revenue", "2024", "1708.99"),
    G("operating_revenue", "2025", { v: "-1.2", cmp: "approx", size: "小幅下滑" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润823.2亿元，同比仍增长4.5%，高端白酒龙头的盈利韧性依旧。",
    [
      V("net_profit", "2025", "823.2"),
      G("net_profit", "2025", { v: "4.5", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比-4.53%" },
  ),
  c("t", A, "bear", "annual", "连续五年的利润增长就此中断——归母净利润从2024年的862.28亿降到823.20亿。", [
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
    V("net_profit", "2024", "862.28"),
    V("net_profit", "2025", "823.20"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "净利率首次跌破50%，2025年只剩49.5%左右，茅台的定价权正在松动。",
    [
      V("net_margin", "2025", "50", "%", "lt", { err: "wrong_value" }),
      V("net_margin", "2025", "49.5", "%", "approx", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "净利率50.53%" },
  ),
  c("t", A, "fR", "annual", "加权ROE从36.02%回落到32.53%，一年少了约3.5个百分点，不过仍在三成以上。", [
    V("roe", "2024", "36.02", "%"),
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-3.5", cmp: "approx" }),
    V("roe", "2025", "30", "%", "gt"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "经营现金流净额615亿元，同比下滑约两成，回款节奏放缓但尚可接受。",
    [
      V("operating_cash_flow", "2025", "615", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "-20", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际-33.46%" },
  ),
  c("t", A, "tF", "annual", "经营性现金流615.22亿元，仅为归母净利润的0.75倍左右，而2024年这一比值还在1倍以上。", [
    V("operating_cash_flow", "2025", "615.22"),
    R("operating_cash_flow", "net_profit", "2025", "0.75", { cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2024", "1", { cmp: "gt" }),
  ]),
  c("t", A, "bull", "annual", "资产负债率16.42%，是2019年以来最低的一年，财务结构极其稳健。", [
    V("debt_ratio", "2025", "16.42", "%"),
    MIN("debt_ratio", "2025", Y),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "负债率一年下降约2.6个百分点至16.42%，在近七年里只能排第二低。",
    [
      V("debt_ratio", "2025", "16.42", "%"),
      PP("debt_ratio", "2025", { v: "-2.6", cmp: "approx" }),
      RANK("debt_ratio", "2025", Y, "min", 2, { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2025年是2019-2025最低" },
  ),
  c("t", A, "tF", "annual", "投资活动现金净流出316.42亿元，而2024年才17.85亿元，这笔钱投向了哪里值得追问。", [
    V("investing_cash_flow", "2025", "-316.42"),
    V("investing_cash_flow", "2024", "-17.85"),
  ]),
  c("t", A, "fSy", "annual", "2019—2025年归母净利润由412.06亿增至823.20亿，六年复合增速约12.2%，规模近乎翻倍。", [
    V("net_profit", "2019", "412.06"),
    CAGR("net_profit", "2019", "2025", { v: "12.2", cmp: "approx" }),
    X("net_profit", "2025", "2019", { v: "2", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "把时间拉长看，2019年到2025年净利润的年复合增速不足10%，成长属性早已褪色。",
    [CAGR("net_profit", "2019", "2025", { v: "10", cmp: "lt", err: "wrong_value" })],
    { err: "wrong_value", note: "CAGR约12.2%" },
  ),
  c("u", A, "fE", "annual", "营业总收入1720.54亿与营业收入1688.38亿之间约32亿的差额，主要来自财务公司的利息收入。", [
    V("revenue", "2025", "1720.54"),
    V("operating_revenue", "2025", "1688.38"),
    LIN(
      [
        ["revenue", 1],
        ["operating_revenue", -1],
      ],
      "2025",
      { v: "32", cmp: "approx" },
    ),
    U("差额的构成（财务公司利息收入）未存储"),
  ]),
  c("t", A, "tB", "annual", "总资产首次站上3000亿元大关，2025年末达到3038.35亿元。", [
    V("total_assets", "2025", "3038.35"),
    V("total_assets", "2024", "3000", "亿", "lt"),
    MAX("total_assets", "2025", Y),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "货币资金只剩516.91亿元，创下2019年以来的新低，现金储备在快速消耗。",
    [V("cash", "2025", "516.91"), MIN("cash", "2025", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2019年132.52亿、2020年360.91亿更低" },
  ),
  c("t", A, "fR", "annual", "货币资金516.91亿元，一年少了约76亿，已是2021年以来的最低点。", [
    V("cash", "2025", "516.91"),
    D("cash", "2025", { v: "-76", cmp: "approx" }),
    MIN("cash", "2025", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  c("t", A, "tP", "annual", "分配股利及偿付利息支付现金672.42亿元，相当于当年归母净利润的八成以上。", [
    V("dividends_interest_paid", "2025", "672.42"),
    R("dividends_interest_paid", "net_profit", "2025", "80", { u: "%", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "annual",
    "2025年分红付息现金流出约710亿元，同比还在增加，股东回报力度不减。",
    [
      V("dividends_interest_paid", "2025", "710", "亿", "approx", { err: "wrong_period" }),
      G("dividends_interest_paid", "2025", { dir: "up", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "709.51亿是2024年；2025年672.42亿，同比下降" },
  ),
  c("t", A, "tF", "annual", "自由现金流（经营现金流减资本开支）约584亿元，资本开支仅31.28亿元，几乎不吃资本。", [
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "584", cmp: "approx" },
    ),
    V("capex", "2025", "31.28"),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "资本开支31.28亿元，同比增长约三成，扩产周期或将拖累现金流。",
    [V("capex", "2025", "31.28"), G("capex", "2025", { v: "30", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "46.79→31.28，-33.1%" },
  ),
  c("t", A, "fE", "annual", "毛利率91.18%，较2024年的91.93%回落约0.75个百分点，仍稳居九成以上。", [
    V("gross_margin", "2025", "91.18", "%"),
    V("gross_margin", "2024", "91.93", "%"),
    PP("gross_margin", "2025", { v: "-0.75", cmp: "approx" }),
    V("gross_margin", "2025", "90", "%", "gt"),
  ]),
  c("t", A, "tBe", "annual", "2025年归母净利润823.2亿元，比上一年少赚约39亿元。", [
    V("net_profit", "2025", "823.2"),
    D("net_profit", "2025", { v: "-39", cmp: "approx" }),
  ]),
  c("t", A, "bull", "annual", "别只看一年：营业总收入1720.54亿元，较2023年仍高出约14.3%。", [
    V("revenue", "2025", "1720.54"),
    G("revenue", "2025", { base: "2023", v: "14.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "净利率由52.27%降至50.53%，同比下滑3.3个百分点，盈利能力拐点已现。",
    [
      V("net_margin", "2024", "52.27", "%"),
      V("net_margin", "2025", "50.53", "%"),
      PP("net_margin", "2025", { v: "-3.3", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "-1.74个百分点；-3.3%是相对降幅" },
  ),
  c("t", A, "fT", "annual", "核对年报：2025年ROE为32.53%，对方引用的36.02%其实是2024年的数字。", [
    V("roe", "2025", "32.53", "%"),
    V("roe", "2024", "36.02", "%"),
  ]),
  c("t", A, "bull", "annual", "2023到2025年，营业收入从1476.94亿增至1688.38亿，两年累计增长约14%。", [
    V("operating_revenue", "2023", "1476.94"),
    V("operating_revenue", "2025", "1688.38"),
    G("operating_revenue", "2025", { base: "2023", v: "14", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "负债总额498.76亿元，较2024年反而增加了约70亿元，杠杆在悄悄抬升。",
    [
      V("total_liabilities", "2025", "498.76"),
      D("total_liabilities", "2025", { v: "70", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "569.33→498.76，减少约70.6亿" },
  ),
  c("t", A, "vF", "annual", "营收-1.2%、净利-4.5%、经营现金流-33%，三项同时走弱，基本面给不出买入理由。", [
    G("operating_revenue", "2025", { v: "-1.2", cmp: "approx" }),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "-33", cmp: "approx" }),
  ]),

  // ---- quarterly, 2026-04-30 ----------------------------------------------------------------------------------
  c("t", A, "fE", "quarterly", "2026年一季度营业收入539.09亿元，同比增长6.54%，收入重回正增长。", [
    V("operating_revenue", "2026Q1", "539.09"),
    G("operating_revenue", "2026Q1", { v: "6.54" }),
    G("operating_revenue", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度归母净利润272.43亿元，同比增长约6.5%，利润与收入同步修复。",
    [V("net_profit", "2026Q1", "272.43"), G("net_profit", "2026Q1", { v: "6.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "净利+1.47%；6.54%是营收增速" },
  ),
  c("t", A, "bear", "quarterly", "26Q1归母净利润只增1.47%，远慢于营收6.54%的增速，净利率从54.89%掉到52.22%。", [
    G("net_profit", "2026Q1", { v: "1.47" }),
    G("operating_revenue", "2026Q1", { v: "6.54" }),
    V("net_margin", "2025Q1", "54.89", "%"),
    V("net_margin", "2026Q1", "52.22", "%"),
  ]),
  c("t", A, "fR", "quarterly", "值得注意的是，一季度毛利率89.76%，较去年同期的91.97%下降约2.2个百分点。", [
    V("gross_margin", "2026Q1", "89.76", "%"),
    PP("gross_margin", "2026Q1", { base: "2025Q1", v: "-2.2", cmp: "approx" }),
  ]),
  c("t", A, "tF", "quarterly", "一季度经营现金流269.10亿元，约为上年同期88.09亿元的3倍。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "quarterly",
    "单季经营现金流269.10亿元，同比增幅超过300%，回款显著改善。",
    [G("operating_cash_flow", "2026Q1", { v: "300", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "约3倍即+205%" },
  ),
  c("t", A, "fE", "quarterly", "拆单季看，2025年四季度归母净利润176.93亿元，是全年四个季度里最低的一个。", [
    V("net_profit", "2025S4", "176.93"),
    MIN("net_profit", "2025S4", Q),
  ]),
  c("u", A, "fQ", "quarterly", "四季度单季净利润176.93亿元，同比下滑超过两成，旺季不旺。", [
    V("net_profit", "2025S4", "176.93"),
    G("net_profit", "2025S4", { v: "-20", cmp: "lt" }),
  ]),
  c("t", A, "fSy", "quarterly", "2025年上半年归母净利润454.03亿元，下半年仅约369亿元，前高后低十分明显。", [
    V("net_profit", "2025H1", "454.03"),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "去年前三季度归母净利润646.27亿元，同比增长8.9%，四季度才明显失速。",
    [V("net_profit", "2025M9", "646.27"), G("net_profit", "2025M9", { v: "8.9", cmp: "approx", err: "wrong_period" })],
    { err: "wrong_period", note: "前三季度+6.25%；8.89%是上半年" },
  ),
  c("t", A, "tM", "quarterly", "把26Q1滚进来，近一年归母净利润约827亿元，和年报里的823.20亿元差不多。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
    V("net_profit", "2025", "823.20"),
  ]),
  c("t", A, "fR", "quarterly", "一季度末资产负债率12.12%，比2025年末的16.42%又低了约4.3个百分点。", [
    V("debt_ratio", "2026Q1", "12.12", "%"),
    PP("debt_ratio", "2026Q1", { base: "2025", v: "-4.3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "quarterly",
    "一季度加权ROE 10.57%，同比提升约0.4个百分点，盈利效率边际改善。",
    [
      V("roe", "2026Q1", "10.57", "%"),
      PP("roe", "2026Q1", { base: "2025Q1", v: "0.4", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "10.92→10.57，-0.35个百分点" },
  ),
  c("t", A, "fL", "quarterly", "26Q1单季净利272.43亿元，环比2025Q4的176.93亿元增长约54%，季节性特征明显。", [
    V("net_profit", "2026Q1", "272.43"),
    QOQ("net_profit", "2026S1", "2025S4", { v: "54", cmp: "approx" }),
  ]),

  // ---- technical, 2026-04-30 ----------------------------------------------------------------------------------
  c("t", A, "tT", "technical", "收盘1384.79元，位于5日、20日、60日和250日均线之下，长短均线全面压制。", [
    CLOSE("1384.79"),
    MA(5, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(250, "below"),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "股价仍站稳在60日均线之上，中期趋势并未走坏。",
    [MA(60, "above", { err: "technical" })],
    { err: "technical", note: "收盘1384.79<MA60 1441.22" },
  ),
  c("t", A, "tT", "technical", "MACD于4月17日形成死叉，DIF约-10.0，仍运行在DEA下方。", [
    MACD("death_cross", 10),
    MACD("dif_value", 0, { v: "-10.0", cmp: "approx" }),
    MACD("dif_below_dea", 0),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "RSI14已回落至29附近，进入超卖区间，技术性反弹随时可能出现。",
    [RSI("29", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14=39.64" },
  ),
  c("t", A, "bear", "technical", "距52周高点1645元回撤约15.8%，股价已落入52周区间的下沿附近。", [
    HI52({ v: "-15.8", cmp: "approx" }),
    HI52({ cond: "level", v: "1645" }),
    POS52({ v: "20", cmp: "le" }),
  ]),
  c("t", A, "tT", "technical", "近20个交易日下跌5.11%，20日均量较此前20日仅放大约6%，属于温和放量下跌。", [
    RET(20, { v: "-5.11" }),
    VOLR({ v: "1.06", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "今年以来股价已经累计下跌超过9%，跑输大盘，情绪面极度悲观。",
    [SPAN("2025-12-31", { v: "-9", cmp: "lt", err: "wrong_period" })],
    { err: "wrong_period", note: "年内+0.55%；-9.13%是自2024年末" },
  ),
  c("t", A, "fM", "technical", "年初至今基本持平：较2025年末收盘价1377.18元仅上涨0.55%。", [
    CLOSE("1377.18", "eq", { date: "2025-12-31" }),
    SPAN("2025-12-31", { v: "0.55" }),
  ]),
  c("t", A, "tT", "technical", "MA5<MA10<MA20<MA60，均线呈典型空头排列，反弹先看1433元附近的20日线。", [
    MAORDER([5, 10, 20, 60], "bear"),
    MA(20, "value", { v: "1433", cmp: "approx" }),
  ]),
  c("t", A, "tC", "technical", "收盘价跌出20个交易日以来的新低，5个交易日累计回落2.41%。", [
    RET(5, { v: "-2.41" }),
    BRK(20, "down"),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "股价已较52周低点1322元反弹超两成，底部区域已经确认。",
    [LO52({ cond: "level", v: "1322", cmp: "approx" }), LO52({ v: "20", cmp: "gt", err: "technical" })],
    { err: "technical", note: "距52周低点+4.75%" },
  ),
  c("t", A, "fM", "technical", "BIAS20约-3.4%，偏离不算大；上方250日线在1453元一带。", [
    BIAS(20, { v: "-3.4", cmp: "approx" }),
    MA(250, "value", { v: "1453", cmp: "approx" }),
  ]),
  c("t", A, "vT", "technical", "过去250个交易日累计下跌11.57%，长期趋势向下，技术面不支持买入。", [
    RET(250, { v: "-11.57" }),
  ]),

  // ---- valuation ----------------------------------------------------------------------------------------------
  c("t", A, "fV", "valuation", "按4月30日收盘价计，对应2025年归母净利润的市盈率约21倍。", [MCNOW("2025", "21")]),
  c(
    "f",
    A,
    "bull",
    "valuation",
    "以近四季利润计算，动态市盈率已压到15倍以下，安全边际充足。",
    [MCNOW("2026Q1TTM", "15", "lt", { err: "wrong_value" })],
    { err: "wrong_value", note: "TTM PE约21倍" },
  ),
  c("t", A, "fV", "valuation", "以2024年每股收益68.64元计，当前股价对应静态PE约20.2倍。", [
    V("basic_eps", "2024", "68.64", "元"),
    PE("2024", "20.2"),
  ]),
  c("u", A, "fV", "valuation", "相较白酒板块平均30倍的PE，茅台约21倍的估值明显偏低。", [
    MCNOW("2025", "21"),
    U("白酒板块平均市盈率未存储"),
  ]),
  c("t", A, "tP", "valuation", "2025年7月初快照显示市净率7.99倍、总市值约1.79万亿元，估值并不便宜。", [
    SNAP("pb", "7.99", "x", "eq"),
    SNAP("marketCap", "1.79", "万亿", "approx"),
  ]),

  // ---- announcement -------------------------------------------------------------------------------------------
  c("t", A, "tN", "announcement", "公司已于2025年4月3日披露2024年年度报告。", [
    EV("annual_report", true, { from: "2025-04-03", to: "2025-04-03", title: "2024年" }),
  ]),
  c("u", A, "tN", "announcement", "公司公告拟以集中竞价方式回购股份并注销，释放护盘信号。", [
    U("茅台的回购类公告不在收录范围"),
  ]),
  c("t", A, "tN", "announcement", "2023年以来公司共披露了三份年度报告，信息披露节奏稳定。", [
    EVN("annual_report", "2023-01-01", { v: "3" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "2024年年报早在2025年3月下旬就已发布，市场消化已久。",
    [EV("annual_report", true, { from: "2025-03-20", to: "2025-03-31", title: "2024年", err: "wrong_value" })],
    { err: "wrong_value", note: "2024年年报于2025-04-03发布" },
  ),

  // ---- industry (peers within the sample) ---------------------------------------------------------------------
  c("t", A, "tF", "industry", "横向比，茅台2025年净利率50.53%，高于招商银行的44.77%，在A股也属罕见。", [
    V("net_margin", "2025", "50.53", "%"),
    PAIR("net_margin", "2025", "600036", { mode: "gt" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "industry",
    "茅台2025年归母净利润823亿元，已超过招商银行的利润规模。",
    [PAIR("net_profit", "2025", "600036", { mode: "gt", err: "wrong_value" })],
    { err: "wrong_value", note: "招行1501.81亿" },
  ),

  // ---- undecidable --------------------------------------------------------------------------------------------
  c("u", A, "fS", "undecidable", "飞天茅台批价近期跌破1800元，渠道库存压力正在显现。", [U("批价、渠道库存未存储")]),
  c("u", A, "tN", "undecidable", "系列酒收入增长两成，茅台1935放量对冲了飞天的疲软。", [U("分产品收入未存储")]),
  c("u", A, "bull", "undecidable", "i茅台平台直销收入占比已超过四成，渠道利润正在回收。", [U("渠道结构未存储")]),
  c("u", A, "fM", "undecidable", "若下半年批价企稳，2026年全年净利润有望重回900亿元。", [U("预测")]),
];
