// 贵州茅台 on 2026-04-30: FY2019-2025 (some lines only 2019-2021 / 2023-2024), quarters 2025Q1..2026Q1, bars from 2024.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, U, CAGR, X, RANK } = H;
const { BIAS, DD, BRK, POS52, MCNOW, PSUM, LIN, QOQ, READ, SUM, IND, EV, MAX_CROSS, DAYS, VOLR } = H;
const c = H.maker("b86-mt", "600519");
const A = "2026-04-30";
const Y7 = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bear", "annual", "茅台2025年归母净利润823.20亿元，同比下降约4.5%，是2019年以来首次负增长。", [
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年归母净利润823亿元，同比下降约45%，高端白酒需求明显走弱。",
    [
      V("net_profit", "2025", "823", "亿", "approx"),
      G("net_profit", "2025", { v: "-45", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际-4.53%，×10" },
  ),
  c("t", A, "bull", "annual", "即使2025年小幅下滑，茅台营业总收入仍有1720.54亿元，比2019年的888.54亿元接近翻倍。", [
    G("revenue", "2025", { size: "小幅下滑" }),
    V("revenue", "2025", "1720.54"),
    V("revenue", "2019", "888.54"),
    X("revenue", "2025", "2019", { v: "2", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年营业收入1720.54亿元，同比下降1.2%，收入端基本持平。",
    [
      V("operating_revenue", "2025", "1720.54", "亿", "eq", { err: "wrong_value" }),
      G("operating_revenue", "2025", { v: "-1.2", cmp: "approx", size: "基本持平" }),
    ],
    { err: "wrong_value", note: "1720.54亿是营业总收入；营业收入1688.38亿" },
  ),
  c("t", A, "fE", "annual", "营业收入从1708.99亿元降到1688.38亿元，少了约20.6亿元，降幅1.2%。", [
    V("operating_revenue", "2024", "1708.99"),
    V("operating_revenue", "2025", "1688.38"),
    D("operating_revenue", "2025", { v: "-20.6", cmp: "approx" }),
    G("operating_revenue", "2025", { v: "-1.2", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "2025年加权ROE为32.53%，较上年的36.02%回落约3.5个百分点，但仍在三成以上。", [
    V("roe", "2025", "32.53", "%"),
    V("roe", "2024", "36.02", "%"),
    PP("roe", "2025", { v: "-3.5", cmp: "approx" }),
    V("roe", "2025", "30", "%", "gt"),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "ROE由36.02%降至32.53%，降幅约3.5%，盈利能力仅轻微松动。",
    [
      V("roe", "2024", "36.02", "%"),
      V("roe", "2025", "32.53", "%"),
      G("roe", "2025", { v: "-3.5", cmp: "approx", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "降3.49个百分点，相对降幅约9.7%" },
  ),
  c("t", A, "fR", "annual", "经营现金流净额615.22亿元，同比骤降约三分之一，远低于823亿元的归母净利润。", [
    V("operating_cash_flow", "2025", "615.22"),
    G("operating_cash_flow", "2025", { v: "-33.3", cmp: "approx", size: "骤降" }),
    R("operating_cash_flow", "net_profit", "2025", "1", { cmp: "lt" }),
    V("net_profit", "2025", "823", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年经营现金流615亿元，较2023年的665.93亿元减少约三成。",
    [
      V("operating_cash_flow", "2025", "615", "亿", "approx"),
      V("operating_cash_flow", "2023", "665.93"),
      G("operating_cash_flow", "2025", { base: "2023", v: "-30", cmp: "approx", err: "wrong_base_year" }),
    ],
    { err: "wrong_base_year", note: "较2023年-7.6%；-33%是较2024年" },
  ),
  c("t", A, "bull", "annual", "资产负债率从19.04%进一步降到16.42%，账上现金516.91亿元，几乎零财务风险。", [
    V("debt_ratio", "2024", "19.04", "%"),
    V("debt_ratio", "2025", "16.42", "%"),
    V("cash", "2025", "516.91"),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年资产负债率16.42%，为2019年以来最低，货币资金也升至近年新高。",
    [MIN("debt_ratio", "2025", Y7), MAX("cash", "2025", Y7, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "现金516.91亿，低于2023年690.70亿、2024年592.96亿" },
  ),
  c("u", A, "bear", "annual", "货币资金连续两年下滑，从690.70亿元降至516.91亿元，分红和理财占用了现金。", [
    H.DOWN("cash", ["2023", "2024", "2025"]),
    V("cash", "2023", "690.70"),
    V("cash", "2025", "516.91"),
    U("现金去向（理财）为归因"),
  ]),
  c("t", A, "fV", "annual", "2025年分配股利及利息支付672.42亿元，约为当年归母净利润的82%。", [
    V("dividends_interest_paid", "2025", "672.42"),
    R("dividends_interest_paid", "net_profit", "2025", "82", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fV",
    "annual",
    "2025年现金分红支出672.42亿元，比2024年多出约37亿元，股东回报继续加码。",
    [
      V("dividends_interest_paid", "2025", "672.42"),
      D("dividends_interest_paid", "2025", { v: "37", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2024年709.51亿，2025年少37.09亿" },
  ),
  c("t", A, "tM", "annual", "2019到2024年归母净利润从412亿元增至862亿元，五年复合增速约16%，2025年这一势头中断。", [
    V("net_profit", "2019", "412", "亿", "approx"),
    V("net_profit", "2024", "862", "亿", "approx"),
    CAGR("net_profit", "2019", "2024", { v: "16", cmp: "approx" }),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "净利润2019-2025年连续七年增长，2025年达823亿元，成长曲线没有中断。",
    [UP("net_profit", Y7, { err: "overstatement" }), V("net_profit", "2025", "823", "亿", "approx")],
    { err: "overstatement", note: "2025年同比-4.53%" },
  ),
  c("t", A, "fE", "annual", "2025年归母净利润仍是2019年的两倍左右，即便较2024年高点有所回落。", [
    X("net_profit", "2025", "2019", { v: "2", cmp: "approx" }),
    MAX("net_profit", "2024", Y7),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  c("t", A, "fSy", "annual", "毛利率91.18%，比上年的91.93%低0.75个百分点，净利率50.53%，两项仍处高位。", [
    V("gross_margin", "2025", "91.18", "%"),
    V("gross_margin", "2024", "91.93", "%"),
    PP("gross_margin", "2025", { v: "-0.75" }),
    V("net_margin", "2025", "50.53", "%"),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "2025年净利率52.27%，较上年提升，提价效应仍在释放。",
    [
      V("net_margin", "2025", "52.27", "%", "eq", { err: "wrong_period" }),
      PP("net_margin", "2025", { dir: "up", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "52.27%是2024年；2025年50.53%，下降" },
  ),
  c("t", A, "tF", "annual", "2025年投资活动现金净流出316.42亿元，而上年仅流出17.85亿元，资本开支却只有31.28亿元。", [
    V("investing_cash_flow", "2025", "-316.42"),
    V("investing_cash_flow", "2024", "-17.85"),
    V("capex", "2025", "31.28"),
  ]),
  c("t", A, "fR", "annual", "总资产3038.35亿元，负债仅498.76亿元，负债不到资产的六分之一。", [
    V("total_assets", "2025", "3038.35"),
    V("total_liabilities", "2025", "498.76"),
    R("total_liabilities", "total_assets", "2025", "16.67", { u: "%", cmp: "lt" }),
  ]),
  c("t", A, "tC", "annual", "负债总额498.76亿元，比上年的569.33亿元减少约12%，资产负债率降至16.42%。", [
    V("total_liabilities", "2025", "498.76"),
    V("total_liabilities", "2024", "569.33"),
    G("total_liabilities", "2025", { v: "-12", cmp: "approx" }),
    V("debt_ratio", "2025", "16.42", "%"),
  ]),
  // quarterly
  c("t", A, "fE", "quarterly", "2026年一季度归母净利润272.43亿元，同比增长约1.5%，营业收入539.09亿元。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    V("operating_revenue", "2026Q1", "539.09"),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度归母净利润272.43亿元，同比增长6.5%，开年重回增长轨道。",
    [V("net_profit", "2026Q1", "272.43"), G("net_profit", "2026Q1", { v: "6.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "6.5%是营业收入增速；净利润+1.47%" },
  ),
  c("t", A, "tF", "quarterly", "一季度营收同比增长约6.5%，快于净利润约1.5%的增速，利润率有所收窄。", [
    G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    PP("net_margin", "2026Q1", { base: "2025Q1", dir: "down" }),
  ]),
  c("t", A, "fR", "quarterly", "2025年第四季度单季归母净利润176.93亿元，是全年四个季度中最低的一季。", [
    V("net_profit", "2025S4", "176.93"),
    MIN("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2025年四季度单季归母净利润646.27亿元，环比有所回落，年末压货明显。",
    [
      V("net_profit", "2025S4", "646.27", "亿", "eq", { err: "wrong_period" }),
      QOQ("net_profit", "2025S4", "2025S3", { dir: "down" }),
    ],
    { err: "wrong_period", note: "646.27亿是前三季度累计；四季度单季176.93亿" },
  ),
  c("t", A, "tM", "quarterly", "四季度单季净利润176.93亿元，环比三季度的192.24亿元下降约8%。", [
    V("net_profit", "2025S4", "176.93"),
    V("net_profit", "2025S3", "192.24"),
    QOQ("net_profit", "2025S4", "2025S3", { v: "-8", cmp: "approx" }),
  ]),
  c("t", A, "fE", "quarterly", "以近四个季度计，归母净利润约827亿元，略高于2025年全年的823亿元。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
    PSUM(
      [
        ["net_profit", "2026Q1TTM", 1],
        ["net_profit", "2025", -1],
      ],
      { v: "0", cmp: "gt" },
    ),
    V("net_profit", "2025", "823", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "tF",
    "quarterly",
    "一季度经营现金流269.10亿元，是去年同期88.09亿元的两倍出头。",
    [
      V("operating_cash_flow", "2026Q1", "269.10"),
      V("operating_cash_flow", "2025Q1", "88.09"),
      X("operating_cash_flow", "2026Q1", "2025Q1", { v: "2", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "3.05倍" },
  ),
  c("t", A, "fSy", "quarterly", "2026Q1资产负债率12.12%，比2025年末的16.42%又低了约4.3个百分点。", [
    V("debt_ratio", "2026Q1", "12.12", "%"),
    PSUM(
      [
        ["debt_ratio", "2026Q1", 1],
        ["debt_ratio", "2025", -1],
      ],
      { u: "%", v: "-4.3", cmp: "approx" },
    ),
  ]),
  c("t", A, "fQ", "quarterly", "下半年单季净利润分别为192.24亿和176.93亿元，合计约369亿元，不及上半年的454亿元。", [
    V("net_profit", "2025S3", "192.24"),
    V("net_profit", "2025S4", "176.93"),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "454", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "2026年一季度毛利率89.76%，同比基本持平，成本端未见压力。",
    [
      V("gross_margin", "2026Q1", "89.76", "%"),
      PP("gross_margin", "2026Q1", { v: "0", cmp: "approx", flatTol: 0.5, dir: "flat", err: "overstatement" }),
    ],
    { err: "overstatement", note: "2025Q1为91.97%，降2.21个百分点" },
  ),
  // technical
  c("t", A, "tT", "technical", "收盘1384.79元，5日、10日、20日、60日均线呈空头排列，股价位于全部均线下方。", [
    CLOSE("1384.79"),
    MAORDER([5, 10, 20, 60], "bear"),
    MA(5, "below"),
    MA(120, "below"),
    MA(250, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD于4月17日形成金叉，短线有望企稳。",
    [MACD("golden_cross", 10, { err: "technical" })],
    { err: "technical", note: "4月17日是死叉" },
  ),
  c("t", A, "bear", "technical", "DIF为-10.03，低于DEA的-4.72，4月中旬刚刚死叉，空头动能在放大。", [
    MACD("dif_value", 0, { v: "-10.03" }),
    MACD("dea_value", 0, { v: "-4.72" }),
    MACD("death_cross", 12),
  ]),
  c("t", A, "tT", "technical", "RSI(14)约39.6，处于偏弱区但远未超卖；股价距52周高点1645元回落近16%。", [
    RSI("39.6", "approx"),
    RSI("30", "gt"),
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-16", cmp: "near" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "RSI已跌破30进入超卖区，技术性反弹随时可能出现。",
    [RSI("30", "lt", { err: "technical" })],
    { err: "technical", note: "RSI14=39.64" },
  ),
  c("t", A, "tTr", "technical", "近20个交易日下跌约5.1%，收盘跌破此前20日所有收盘价，20日乖离率-3.4%。", [
    RET(20, { v: "-5.1", cmp: "approx" }),
    BRK(20, "down"),
    BIAS(20, { v: "-3.4", cmp: "approx" }),
  ]),
  c("t", A, "tC", "technical", "股价处于52周区间下沿，距52周低点1322.01元仅高4.75%。", [
    POS52({ v: "20", cmp: "le" }),
    LO52({ cond: "level", v: "1322.01" }),
    LO52({ v: "4.75" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "茅台今日创出52周新高，趋势资金已全面回流。",
    [HI52({ cond: "new_high", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "收盘1384.79，52周高1645" },
  ),
  c("t", A, "tNe", "technical", "近一年（250个交易日）股价跌约11.6%，但今年以来基本持平，仅涨0.55%。", [
    RET(250, { v: "-11.6", cmp: "approx" }),
    RET("2025-12-31", { v: "0.55", size: "基本持平" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近20日成交量较前20日萎缩约两成，缩量下跌说明抛压衰竭。",
    [VOL("shrink_strong", { err: "technical" })],
    { err: "technical", note: "量比1.063，放量" },
  ),
  c("t", A, "tS", "technical", "近20日均量比前20日略放大约6%，下跌并非缩量，抛压仍在。", [
    VOLR({ v: "1.06", cmp: "approx" }),
    RET(20, { dir: "down" }),
  ]),
  c("t", A, "tTr", "technical", "过去60个交易日仍小涨约3%，但自60日内高点已回撤约11%。", [
    RET(60, { v: "3", cmp: "approx" }),
    DD(60, { v: "-11", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "technical",
    "较2024年末的1524元，股价已上涨约9%，长线资金持续流入。",
    [H.SPAN("2024-12-31", { v: "9", cmp: "approx", err: "wrong_direction" }), U("资金流向")],
    { err: "wrong_direction", note: "自2024年末-9.13%" },
  ),
  c("t", A, "tT", "technical", "5日均线1410.53元已略低于10日均线1411.13元，短线均线偏空。", [
    MA(5, "value", { v: "1410.53" }),
    MA(10, "value", { v: "1411.13" }),
    MAORDER([5, 10], "bear"),
  ]),
  // valuation
  c("t", A, "fV", "valuation", "按4月30日收盘价计，茅台对应2025年归母净利润的市盈率约21倍。", [MCNOW("2025", "21")]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "当前股价对应TTM市盈率仅约12倍，已跌入历史底部估值区间。",
    [MCNOW("2026Q1TTM", "12", "approx", { err: "wrong_value" }), U("历史估值区间")],
    { err: "wrong_value", note: "TTM PE约21.0倍" },
  ),
  c("t", A, "tP", "valuation", "以近四季利润827亿元计，股价对应的市盈率约21倍，与静态PE基本一致。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
    MCNOW("2026Q1TTM", "21"),
    MCNOW("2025", "21"),
  ]),
  // undecidable
  c("u", A, "tB", "undecidable", "飞天茅台批价企稳回升到1800元以上，渠道库存去化接近尾声。", [
    U("批价、渠道库存不在数据中"),
  ]),
  c("u", A, "fM", "undecidable", "若2026年营收恢复5%增长，归母净利润有望重回860亿元。", [U("2026年情景预测")]),
  c("u", A, "tN", "undecidable", "2025年直销渠道收入占比提升至四成以上，i茅台贡献显著。", [U("渠道分部收入")]),
  c("u", A, "fS", "undecidable", "一季度归母净利润272.43亿元，但市场对二季度动销的担忧仍在发酵。", [
    V("net_profit", "2026Q1", "272.43"),
    U("市场情绪"),
  ]),
  c("u", A, "bear", "undecidable", "茅台2025年系列酒收入同比下滑超过一成，拖累整体营收。", [U("系列酒分部")]),
  c("u", A, "tM", "undecidable", "营收1720.54亿元领跑白酒行业，是第二名的两倍以上。", [
    V("revenue", "2025", "1720.54"),
    U("样本外同行"),
  ]),
  c("u", A, "fQ", "announcement", "茅台一季度已发布回购注销公告，回购金额约60亿元。", [
    U("茅台只收录年报公告，回购公告不在数据中"),
  ]),
];
