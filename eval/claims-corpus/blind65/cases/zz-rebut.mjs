// Rebuttals that quote the other side's figure before correcting it (the quoted figure is not asserted), readings of a
// fact, risk debaters, vote lenses and rulings, all on 2026-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, PAIR, READ } = H;
const { MCNOW, SNAP, BIAS, DD, POS52, X, CAGR, RANK, QOQ, PSUM, SPAN, PE, IND, GDIFF, VOLR, EVN, MRET } = H;
const mt = H.maker("b65-rb-mt", "600519");
const zs = H.maker("b65-rb-zs", "600036");
const nd = H.maker("b65-rb-nd", "300750");
const A = "2026-04-30";

export default [
  // rebuttals
  mt("t", A, "fT", "annual", "对方说茅台利润下滑超一成，这不准确：2025年归母净利823.20亿元，同比只降了约4.5%。", [
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
  ]),
  mt(
    "f",
    A,
    "fT",
    "annual",
    "空方称经营现金流降了三分之一，实际上2025年经营现金流615亿元，只比上年少一成左右。",
    [
      V("operating_cash_flow", "2025", "615", "亿", "approx"),
      G("operating_cash_flow", "2025", { v: "-10", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "实际-33.5%，空方的数字是对的" },
  ),
  mt("t", A, "bull", "quarterly", "空方只盯着全年利润下滑，却忽略了2026年一季度归母净利已恢复同比正增长约1.5%。", [
    G("net_profit", "2025", { dir: "down" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx", dir: "up" }),
  ]),
  mt(
    "f",
    A,
    "bear",
    "quarterly",
    "多方拿一季度说事，可一季度营收539亿元同比其实是下降的，复苏无从谈起。",
    [
      V("operating_revenue", "2026Q1", "539", "亿", "approx"),
      G("operating_revenue", "2026Q1", { dir: "down", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "同比+6.54%" },
  ),
  mt("t", A, "fQ", "valuation", "多方所谓“PE不到15倍”站不住：按现价1384.79元和2025年利润算，静态PE约21倍。", [
    CLOSE("1384.79"),
    MCNOW("2025", "21", "approx"),
  ]),
  mt(
    "f",
    A,
    "fQ",
    "technical",
    "多方说股价在年线之上，错了；它在年线下方，且距52周低点1322元只剩约1.5%。",
    [
      MA(250, "below"),
      LO52({ cond: "level", v: "1322.01", cmp: "approx" }),
      LO52({ v: "1.5", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "距52周低点+4.75%" },
  ),
  zs("t", A, "fT", "annual", "质疑方称招行利润负增长，与数据不符：2025年归母净利同比增长1.2%，连续多年创新高。", [
    G("net_profit", "2025", { v: "1.2", cmp: "approx", dir: "up" }),
    UP("net_profit", ["2021", "2022", "2023", "2024", "2025"]),
  ]),
  zs(
    "f",
    A,
    "tB",
    "annual",
    "空头说利润在下滑，但2025年归母净利1502亿元，比2023年还增长了约1.2%，规模仍创新高。",
    [
      V("net_profit", "2025", "1502", "亿", "approx"),
      G("net_profit", "2025", { base: "2023", v: "1.2", cmp: "approx", err: "wrong_base_year" }),
      MAX("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    ],
    { err: "wrong_base_year", note: "1.2%是较2024年；较2023年+2.44%" },
  ),
  zs("t", A, "tBe", "valuation", "多头说PB 1.16倍已是底部，那是去年7月快照的数；按今天收盘，PB只有约0.88倍。", [
    SNAP("pb", "1.16", "x", "eq"),
    PE("2025", "0.88", "approx", { per: "bps" }),
  ]),
  zs(
    "f",
    A,
    "tBe",
    "technical",
    "多头说技术面企稳，但股价已跌破52周低点37.31元，破位确认。",
    [LO52({ cond: "new_low", err: "technical" })],
    { err: "technical", note: "收盘38.27元，高于52周最低37.31元" },
  ),
  nd("t", A, "fT", "annual", "对方说宁王利润靠营收堆出来，可净利增速42%远高于营收的17%，利润率是实打实在提升。", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    G("revenue", "2025", { v: "17", cmp: "approx" }),
    PP("net_margin", "2025", { dir: "up" }),
  ]),
  nd(
    "f",
    A,
    "tBe",
    "quarterly",
    "多头说一季度高增长，可营收同比只增长约15%，远没有利润的48.5%亮眼。",
    [
      G("revenue", "2026Q1", { v: "15", cmp: "approx", err: "wrong_value" }),
      G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "营收同比+52.4%" },
  ),
  nd("t", A, "tB", "technical", "空头说涨幅透支，但股价仍在52周高点460元下方约5%，60日乖离11%也谈不上极端。", [
    HI52({ cond: "level", v: "460" }),
    HI52({ v: "-5", cmp: "approx" }),
    BIAS(60, { v: "11", cmp: "approx" }),
  ]),
  // readings of a fact
  mt(
    "f",
    A,
    "tA",
    "annual",
    "2025年经营现金流从925亿元降到615亿元，这一变化对股东属于利好。",
    [
      V("operating_cash_flow", "2024", "925", "亿", "approx"),
      V("operating_cash_flow", "2025", "615", "亿", "approx"),
      READ(G("operating_cash_flow", "2025"), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "现金流下降被读作利好" },
  ),
  mt("t", A, "tC", "annual", "货币资金连降两年至517亿元，ROE也降到32.5%，这两项都是利空信号。", [
    V("cash", "2025", "517", "亿", "approx"),
    READ(G("cash", "2025"), "negative"),
    H.DOWN("cash", ["2023", "2024", "2025"]),
    V("roe", "2025", "32.5", "%", "approx"),
    READ(PP("roe", "2025"), "negative"),
  ]),
  zs(
    "f",
    A,
    "tA",
    "annual",
    "ROE从14.49%降至13.44%，资本使用更克制，这是利好。",
    [
      V("roe", "2024", "14.49", "%"),
      V("roe", "2025", "13.44", "%"),
      READ(PP("roe", "2025"), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "ROE下降读作利好" },
  ),
  nd("t", A, "tNe", "annual", "现金流增37%属利好，负债率也降了3.3个百分点；但资本开支增36%，折旧压力要留意。", [
    PP("debt_ratio", "2025", { v: "-3.3", cmp: "approx" }),
    READ(G("operating_cash_flow", "2025", { v: "37", cmp: "approx" }), "positive"),
    G("capex", "2025", { v: "36", cmp: "approx" }),
  ]),
  nd(
    "f",
    A,
    "tC",
    "quarterly",
    "一季度毛利率同比提升0.41个百分点至24.82%，是利空，说明竞争在加剧。",
    [
      V("gross_margin", "2026Q1", "24.82", "%"),
      READ(PP("gross_margin", "2026Q1", { v: "0.41", cmp: "approx" }), "negative", { err: "stance" }),
    ],
    { err: "stance", note: "毛利率上升读作利空" },
  ),
  // risk debaters and trader
  mt("t", A, "tC", "technical", "保守看，茅台250日跌约11.6%，距52周高点回撤近16%，仓位宜轻。", [
    RET(250, { v: "-11.6", cmp: "approx" }),
    HI52({ v: "-16", cmp: "near" }),
  ]),
  nd(
    "f",
    A,
    "tA",
    "technical",
    "激进角度：宁王过去60个交易日只涨了约8%，还远没有反映业绩，应重仓追入。",
    [RET(60, { v: "8", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "60日涨28.46%；8%接近20日的7.47%" },
  ),
  nd("t", A, "tNe", "technical", "中性看，60日涨约28%、RSI56未超买，但4月28日MACD刚死叉，建议持有不追高。", [
    RET(60, { v: "28", cmp: "approx" }),
    RSI("56", "approx"),
    RSI("70", "lt"),
    MACD("death_cross", 3),
  ]),
  zs("t", A, "tC", "technical", "招行近250日下跌约10.5%，今年以来跌约9%，在没有止跌信号前不宜抄底。", [
    RET(250, { v: "-10.5", cmp: "approx" }),
    SPAN("2025-12-31", { v: "-9", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "tNe",
    "industry",
    "招行负债率90.43%，接近九成，相比一般企业杠杆过高，建议降低仓位。",
    [V("debt_ratio", "2026Q1", "90.43", "%"), IND("high_debt_is_risk", { err: "industry_sense" })],
    { err: "industry_sense", note: "银行负债率约九成属常态" },
  ),
  // vote lenses
  mt("t", A, "vF", "annual", "2025年净利下滑4.5%、现金流降三成多，但一季度利润重回正增长，投持有票。", [
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    G("operating_cash_flow", "2025", { v: "-30", cmp: "lt" }),
    G("operating_cash_flow", "2025", { v: "-40", cmp: "gt" }),
    G("net_profit", "2026Q1", { dir: "up" }),
  ]),
  zs(
    "f",
    A,
    "vF",
    "quarterly",
    "一季度营收869亿元、净利379亿元，利润同比增速3.8%高于营收，投买入票。",
    [
      V("revenue", "2026Q1", "869", "亿", "approx"),
      V("net_profit", "2026Q1", "379", "亿", "approx"),
      G("net_profit", "2026Q1", { v: "3.8", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "净利同比+1.52%，3.8%是营收增速" },
  ),
  nd("t", A, "vF", "quarterly", "一季度营收增52%、净利增48.5%，销售净利率约17.6%，投买入票。", [
    G("revenue", "2026Q1", { v: "52", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "48.5", cmp: "approx" }),
    V("net_margin", "2026Q1", "17.6", "%", "approx"),
  ]),
  nd("f", A, "vT", "technical", "股价跌破20日均线，短线走坏，投卖出票。", [MA(20, "below", { err: "technical" })], {
    err: "technical",
    note: "收盘436元高于MA20 425.02元",
  }),
  mt("u", A, "vN", "undecidable", "茅台新任董事长到位后推动渠道改革，市场预期将提振动销。", [U("人事与渠道改革消息")]),
  zs("t", A, "vN", "technical", "新消息乏善可陈，股价又跌破此前20日全部收盘价，投减持票。", [H.BRK(20, "down")]),
  // rulings
  mt(
    "t",
    A,
    "tM",
    "annual",
    "裁定：空方关于利润首降（-4.5%）的论据成立，多方关于一季度回暖（+1.5%）的论据也成立，维持持有。",
    [G("net_profit", "2025", { v: "-4.5", cmp: "approx" }), G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" })],
  ),
  zs(
    "f",
    A,
    "fL",
    "annual",
    "综合来看，招行2025年利润增1.2%、营收增约3.8%，稳健但不性感，给予持有。",
    [
      G("net_profit", "2025", { v: "1.2", cmp: "approx" }),
      G("revenue", "2025", { v: "3.8", cmp: "approx", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "3.8%是2026Q1营收增速；2025年营收+0.01%" },
  ),
  nd("t", A, "tP", "valuation", "组合决策：利润增42%、PE约27.5倍，估值与增速大体匹配，维持超配但不加仓。", [
    G("net_profit", "2025", { v: "42", cmp: "approx" }),
    MCNOW("2025", "27.5", "approx"),
  ]),
  nd(
    "f",
    A,
    "fL",
    "valuation",
    "综合多空观点，宁王静态PE约27.5倍，高于茅台的约31倍，估值不再有优势。",
    [MCNOW("2025", "27.5", "approx"), MCNOW("2025", "31", "approx", { t: "600519", err: "wrong_value" })],
    { err: "wrong_value", note: "茅台PE约21倍，低于宁王" },
  ),
  zs("u", A, "tM", "undecidable", "裁定：双方都未提供息差数据，净息差能否在二季度企稳是决定评级的关键。", [
    U("净息差"),
  ]),
  mt("u", A, "fL", "undecidable", "综合判断，茅台2026年全年利润大概率小幅正增长，目标价1550元。", [U("预测")]),
  // one slip per point (base year, size word, reading, ratio, notice) and a true sibling
  mt(
    "f",
    A,
    "fR",
    "annual",
    "资产负债率16.42%，较2023年下降约2.6个百分点，资产端愈发轻盈。",
    [
      V("debt_ratio", "2025", "16.42", "%"),
      PP("debt_ratio", "2025", { base: "2023", v: "-2.6", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "-2.6个百分点是较2024年；较2023年-1.57" },
  ),
  zs("t", A, "tF", "annual", "拉长两年看，归母净利从2023年的1466亿元增到1502亿元，累计增幅约2.4%。", [
    V("net_profit", "2023", "1466", "亿", "approx"),
    V("net_profit", "2025", "1502", "亿", "approx"),
    G("net_profit", "2025", { base: "2023", v: "2.4", cmp: "approx" }),
  ]),
  zs(
    "f",
    A,
    "tA",
    "quarterly",
    "一季度营收同比增3.8%，已是大幅增长，银行股基本面反转就在眼前。",
    [
      G("revenue", "2026Q1", { v: "3.8", cmp: "approx" }),
      G("revenue", "2026Q1", { size: "大幅增长", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+3.81%谈不上大幅增长" },
  ),
  mt(
    "f",
    A,
    "tB",
    "annual",
    "净利率下滑约1.7个百分点至50.53%，对股东而言属利好。",
    [
      V("net_margin", "2025", "50.53", "%"),
      READ(PP("net_margin", "2025", { v: "-1.7", cmp: "approx" }), "positive", { err: "stance" }),
    ],
    { err: "stance", note: "净利率下降读作利好" },
  ),
  mt(
    "f",
    A,
    "fQ",
    "annual",
    "经营现金流与归母净利润之比约1.34倍，利润全部有现金支撑。",
    [R("operating_cash_flow", "net_profit", "2025", "1.34", { cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "615.22/823.20=0.75；1.34是净利/现金流" },
  ),
  nd(
    "f",
    A,
    "tTr",
    "announcement",
    "4月下旬公司又发布了回购进展公告，说明回购仍在持续买入。",
    [EV("repurchase", true, { from: "2026-04-15", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月7日回购结果公告后无回购公告" },
  ),
];
