// 宁德时代: FY2021-2025, quarters 2024H1..2026Q1 (no 2024Q1), bars 2020-01-02..2026-04-30, notices from 2026-02-09.
import * as H from "../spec-helpers.mjs";

const { V, G, PP, R, MAX, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, CAGR, QOQ, PSUM } = H;
const { POS52, MCNOW, X, SPAN, READ, LIN, DD, GDIFF, PAIR, EVN, MAHOLD, IND } = H;
const c = H.maker("b76-nd", "300750");
const A = "2026-04-30";

export default [
  c("t", A, "bull", "annual", "宁德时代2025年归母净利润722.01亿元，同比大增约42%，增速远快于17%的营收增长。", [
    V("net_profit", "2025", "722.01"),
    G("net_profit", "2025", { v: "42", cmp: "approx", size: "大增" }),
    G("revenue", "2025", { v: "17", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年营收4237亿元，同比增长约42%，量价齐升。",
    [
      V("revenue", "2025", "4237", "亿", "approx"),
      G("revenue", "2025", { v: "42", cmp: "approx", err: "wrong_value" }),
      U("量价拆分"),
    ],
    { err: "wrong_value", note: "42%是净利润增速，营收+17.0%" },
  ),
  c(
    "t",
    A,
    "bear",
    "annual",
    "营收并非一路向上：2024年3620亿元较2023年的4009亿元下滑近一成，2025年才重回4000亿上方。",
    [
      V("revenue", "2024", "3620", "亿", "approx"),
      V("revenue", "2023", "4009", "亿", "approx"),
      G("revenue", "2024", { v: "-10", cmp: "near" }),
      V("revenue", "2025", "4000", "亿", "gt"),
    ],
  ),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营收4237亿元，仍未回到2023年的水平，收入端复苏乏力。",
    [
      V("revenue", "2025", "4237", "亿", "approx"),
      PAIR("revenue", "2025", undefined, { period2: "2023", mode: "lt", err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "2025年4237亿高于2023年4009亿，为历史最高" },
  ),
  c("t", A, "fE", "quarterly", "2026Q1营收1291.31亿元，同比增长约52%；归母净利润207.38亿元，同比增长约49%。", [
    V("revenue", "2026Q1", "1291.31"),
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
    V("net_profit", "2026Q1", "207.38"),
    G("net_profit", "2026Q1", { v: "49", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度归母净利润207亿元，环比去年四季度增长约10%，逐季加速。",
    [
      V("net_profit", "2026Q1", "207", "亿", "approx"),
      QOQ("net_profit", "2026Q1", "2025S4", { v: "10", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "环比2025Q4 231.67亿，-10.5%" },
  ),
  c("t", A, "tF", "quarterly", "单季看，2025年四季度净利润231.67亿元，比三季度的185.49亿元再增约25%，是单季最高。", [
    V("net_profit", "2025S4", "231.67"),
    V("net_profit", "2025S3", "185.49"),
    QOQ("net_profit", "2025S4", "2025S3", { v: "25", cmp: "approx" }),
    MAX("net_profit", "2025S4", ["2024S3", "2024S4", "2025Q1", "2025S2", "2025S3", "2025S4", "2026Q1"]),
  ]),
  c("t", A, "tF", "annual", "毛利率由24.44%升至26.27%，净利率由14.92%升至18.12%，盈利质量双升。", [
    V("gross_margin", "2024", "24.44", "%"),
    V("gross_margin", "2025", "26.27", "%"),
    V("net_margin", "2024", "14.92", "%"),
    V("net_margin", "2025", "18.12", "%"),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "净利率从14.92%升到18.12%，提升了约21个百分点，这种跃升难以持续。",
    [
      V("net_margin", "2024", "14.92", "%"),
      V("net_margin", "2025", "18.12", "%"),
      PP("net_margin", "2025", { v: "21", cmp: "approx", err: "wrong_ratio" }),
      U("持续性"),
    ],
    { err: "wrong_ratio", note: "提升3.2个百分点（相对+21%）" },
  ),
  c("t", A, "fR", "annual", "经营现金流1332.20亿元，是归母净利润的1.8倍多，利润含金量很高。", [
    V("operating_cash_flow", "2025", "1332.20"),
    R("operating_cash_flow", "net_profit", "2025", "1.8", { cmp: "gt" }),
  ]),
  c("t", A, "fR", "annual", "经营现金流减去资本开支423.45亿元，自由现金流约909亿元，足以覆盖349亿元的分红付息。", [
    V("capex", "2025", "423.45"),
    H.LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "909", cmp: "approx" },
    ),
    V("dividends_interest_paid", "2025", "349", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "2025年资本开支423亿元，同比翻倍，重资产扩张再度提速。",
    [V("capex", "2025", "423", "亿", "approx"), G("capex", "2025", { size: "翻倍", err: "overstatement" })],
    { err: "overstatement", note: "311.80→423.45，+35.8%" },
  ),
  c("t", A, "tBe", "annual", "资本开支从311.80亿元回升至423.45亿元，增幅约36%，扩产周期重新开启。", [
    V("capex", "2024", "311.80"),
    G("capex", "2024", { dir: "down" }),
    V("capex", "2025", "423.45"),
    G("capex", "2025", { v: "36", cmp: "approx" }),
  ]),
  c("t", A, "tC", "annual", "资产负债率61.94%，比上年下降约3.3个百分点，对制造业而言仍偏高但趋势在改善。", [
    V("debt_ratio", "2025", "61.94", "%"),
    PP("debt_ratio", "2025", { v: "-3.3", cmp: "approx" }),
    IND("high_debt_is_risk"),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "一季度末资产负债率62.32%，较年初大幅攀升，杠杆风险加速积累。",
    [
      V("debt_ratio", "2026Q1", "62.32", "%"),
      PP("debt_ratio", "2026Q1", { base: "2025", v: "3", cmp: "gt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "61.94→62.32，仅+0.38个百分点" },
  ),
  c("t", A, "fV", "valuation", "按436元收盘价，对应2025年净利润PE约27.5倍，较按2024年利润算的39倍明显消化。", [
    CLOSE("436"),
    MCNOW("2025", "27.5"),
    MCNOW("2024", "39"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以现价计，宁德时代对2025年业绩的市盈率已接近40倍，透支明显。",
    [MCNOW("2025", "40", "near", { err: "wrong_period" })],
    { err: "wrong_period", note: "39倍是按2024年利润；按2025年约27.5倍" },
  ),
  c("t", A, "tT", "technical", "MA20、MA60、MA120、MA250自上而下多头排列，收盘436元距52周高点460元仅约5%。", [
    MAORDER([20, 60, 120, 250], "bull"),
    CLOSE("436"),
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "收盘价同时站上5日和10日均线，短线动能强劲。",
    [MA(5, "above", { err: "technical" }), MA(10, "above", { err: "technical" })],
    { err: "technical", note: "436 < MA5 437.69、MA10 438.80" },
  ),
  c("t", A, "tT", "technical", "4月28日MACD死叉，DIF回落至DEA下方，但两者仍在零轴上方，属强势整理。", [
    MACD("death_cross", 3),
    MACD("dif_below_dea"),
    MACD("dif_above_zero"),
  ]),
  c("t", A, "tS", "technical", "过去250个交易日股价上涨约93%，处于52周区间的九成位置附近，情绪面明显偏热。", [
    RET(250, { v: "93", cmp: "approx" }),
    POS52({ v: "90", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "宁德时代距离52周低点已上涨超过150%，恐高情绪开始升温。",
    [LO52({ v: "150", cmp: "gt", err: "wrong_value" })],
    { err: "wrong_value", note: "距52周低点231.2元+88.6%" },
  ),
  c("t", A, "tN", "announcement", "4月7日公司公告A股回购结果，此前3月、4月均发布回购进展，回购已实施完毕。", [
    EV("repurchase", true, { from: "2026-04-07", title: "回购结果" }),
    EVN("repurchase", "2026-03-01", { v: "3" }),
  ]),
  c("t", A, "tN", "announcement", "2月9日披露2026年A股员工持股计划草案，4月又调整了股权激励计划价格。", [
    EV("equity_incentive", true, { from: "2026-02-09", to: "2026-02-09", title: "草案" }),
    EV("equity_incentive", true, { from: "2026-04-16", title: "调整" }),
  ]),
  c(
    "f",
    A,
    "tN",
    "announcement",
    "宁德时代3月起推进百亿级定增，摊薄老股东权益。",
    [EV("placement", true, { from: "2026-03-01", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "2026-02-09后无定增公告（2月为科创债）" },
  ),
  c("t", A, "tM", "announcement", "3月10日公布2025年度利润分配预案，并提请授权董事会制定2026年中期分红。", [
    EV("dividend", true, { from: "2026-03-10", to: "2026-03-10", title: "2025年度利润分配预案" }),
    EV("dividend", true, { from: "2026-03-10", title: "中期分红" }),
  ]),
  c("u", A, "tBe", "announcement", "大股东近期减持套现，筹码松动是股价滞涨的原因。", [U("减持公告不足以判定")]),
  c("u", A, "fM", "undecidable", "若钠离子电池如期量产，2027年净利润有望突破1000亿元。", [U("预测")]),
  c("u", A, "bear", "undecidable", "储能业务毛利率已经低于动力电池，海外工厂爬坡拖累利润。", [U("分部数据未存储")]),
  c("t", A, "tP", "annual", "近四个季度归母净利润约790亿元，比2025年全年多出近68亿元。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "790", cmp: "approx" },
    ),
    PSUM(
      [
        ["net_profit", "2026Q1", 1],
        ["net_profit", "2025Q1", -1],
      ],
      { v: "68", cmp: "near" },
    ),
  ]),
  c(
    "t",
    A,
    "fL",
    "annual",
    "归母净利润2021年159亿、2022年307亿、2023年441亿、2024年507亿、2025年722亿，连续四年增长。",
    [
      V("net_profit", "2021", "159", "亿", "approx"),
      V("net_profit", "2022", "307", "亿", "approx"),
      V("net_profit", "2023", "441", "亿", "approx"),
      V("net_profit", "2024", "507", "亿", "approx"),
      V("net_profit", "2025", "722", "亿", "approx"),
      UP("net_profit", ["2021", "2022", "2023", "2024", "2025"]),
    ],
  ),
  c("t", A, "fT", "annual", "货币资金3335亿元、一季度末3520亿元，现金储备超过三千亿，抗周期能力强。", [
    V("cash", "2025", "3335", "亿", "approx"),
    V("cash", "2026Q1", "3520", "亿", "approx"),
    V("cash", "2026Q1", "3000", "亿", "gt"),
  ]),
  c("t", A, "tA", "technical", "近60个交易日涨约28%，今年以来涨约19%，趋势资金明显占优，可以继续持有。", [
    RET(60, { v: "28", cmp: "approx" }),
    SPAN("2025-12-31", { v: "19", cmp: "approx" }),
  ]),
  c("f", A, "vT", "technical", "RSI14已升至70以上的超买区，短线回调压力大。", [RSI("70", "gt", { err: "technical" })], {
    err: "technical",
    note: "RSI14 56.0",
  }),
];
