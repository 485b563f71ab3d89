// 贵州茅台 on 2026-04-30 (FY2025 and 2026Q1 public; notices are annual reports only). Later dates: zz-late.mjs.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, X, CAGR, GDIFF, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOLR, RET, SPAN, BRK } = H;
const { EV, U, MCNOW, PE, SNAP, SNAPDIV, QOQ, PSUM, LIN } = H;
const c = H.maker("b30-mt", "600519");
const A = "2026-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];
const Q = ["2025Q1", "2025S2", "2025S3", "2025S4"];

export default [
  c("t", A, "bull", "annual", "2025年归母净利润823.20亿元，虽同比回落4.53%，净利率仍有50.53%，赚钱能力没有掉队。", [
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.53" }),
    V("net_margin", "2025", "50.53", "%"),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "营业总收入1702.54亿元，同比缩了1.2%，增长引擎已经熄火。",
    [
      V("revenue", "2025", "1702.54", "亿", "eq", { err: "wrong_value" }),
      G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
    ],
    { err: "wrong_value", note: "实际1720.54亿元" },
  ),
  c("t", A, "fE", "annual", "拉长看，归母净利从2019年的412.06亿元做到823.20亿元，六年约翻一番，年复合增速约12%。", [
    V("net_profit", "2019", "412.06"),
    X("net_profit", "2025", "2019", { v: "2", cmp: "approx" }),
    CAGR("net_profit", "2019", "2025", { v: "12", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "与2023年相比，2025年归母净利润下降约4.5%，两年白干。",
    [G("net_profit", "2025", { base: "2023", v: "-4.5", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "-4.5%是较2024年；较2023年+10.15%" },
  ),
  c("t", A, "fR", "annual", "经营现金流615.22亿元，约为归母净利的0.75倍，而2024年这一比值还在1倍以上。", [
    V("operating_cash_flow", "2025", "615.22"),
    R("operating_cash_flow", "net_profit", "2025", "0.75", { cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2024", "1", { cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年分配股利及付息现金672.42亿元，相当于归母净利的九成以上，股东回报力度可观。",
    [
      V("dividends_interest_paid", "2025", "672.42"),
      R("dividends_interest_paid", "net_profit", "2025", "90", { u: "%", cmp: "gt", err: "wrong_ratio" }),
    ],
    { err: "wrong_ratio", note: "672.42/823.20=81.7%" },
  ),
  c("t", A, "bear", "annual", "年末货币资金516.91亿元，比年初的592.96亿元少了约76亿元。", [
    V("cash", "2024", "592.96"),
    V("cash", "2025", "516.91"),
    D("cash", "2025", { v: "-76", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "资产负债率一年下降2.63个百分点，2025年末只有16.42%，杠杆几乎可以忽略。", [
    V("debt_ratio", "2025", "16.42", "%"),
    PP("debt_ratio", "2025", { v: "-2.63" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "茅台营业总收入同比大幅下滑，2025年仅录得1720.54亿元。",
    [V("revenue", "2025", "1720.54"), G("revenue", "2025", { size: "大幅下滑", err: "overstatement" })],
    { err: "overstatement", note: "同比-1.20%" },
  ),
  c("t", A, "tF", "annual", "总资产3038.35亿元，首度站上3000亿元，负债合计不过498.76亿元。", [
    V("total_assets", "2025", "3038.35"),
    V("total_assets", "2024", "3000", "亿", "lt"),
    MAX("total_assets", "2025", Y),
    V("total_liabilities", "2025", "498.76"),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "823亿元的归母净利刷新了2019年以来的纪录，逆周期能力可见一斑。",
    [V("net_profit", "2025", "823", "亿", "approx"), MAX("net_profit", "2025", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "最高为2024年862.28亿元" },
  ),
  c("t", A, "bull", "annual", "毛利率91.18%，较2024年仅微降0.75个百分点，高端定价权没有受损。", [
    V("gross_margin", "2025", "91.18", "%"),
    PP("gross_margin", "2025", { v: "-0.75" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "净利率较2024年提升1.74个百分点至50.53%，盈利质量逆势改善。",
    [V("net_margin", "2025", "50.53", "%"), PP("net_margin", "2025", { v: "1.74", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "52.27%→50.53%，下降1.74个百分点" },
  ),
  c("t", A, "tP", "annual", "营收降1.20%、利润降4.53%——利润跌得比收入快，经营杠杆在反向放大。", [
    G("revenue", "2025", { v: "-1.20" }),
    G("net_profit", "2025", { v: "-4.53" }),
    GDIFF({ metric: "net_profit", period: "2025" }, { metric: "revenue", period: "2025" }, { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "白酒寒冬下，茅台2025年归母净利润明显下滑至823.20亿元。",
    [V("net_profit", "2025", "823.20"), G("net_profit", "2025", { size: "明显下滑", err: "overstatement" })],
    { err: "overstatement", note: "同比-4.53%，不到明显下滑的8%" },
  ),
  c("t", A, "fR", "annual", "扣掉31.28亿元资本开支，自由现金流约584亿元，尚不足以覆盖672.42亿元的分红付息现金。", [
    V("capex", "2025", "31.28"),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { v: "584", cmp: "approx" },
    ),
    LIN(
      [
        ["operating_cash_flow", 1],
        ["capex", -1],
      ],
      "2025",
      { over: "dividends_interest_paid", v: "1", cmp: "lt" },
    ),
  ]),
  c(
    "f",
    A,
    "tA",
    "annual",
    "自由现金流完全覆盖了当年分红及付息支出，高派现可以无忧持续。",
    [
      LIN(
        [
          ["operating_cash_flow", 1],
          ["capex", -1],
        ],
        "2025",
        { over: "dividends_interest_paid", v: "1", cmp: "ge", err: "wrong_ratio" },
      ),
    ],
    { err: "wrong_ratio", note: "(615.22-31.28)/672.42=0.87" },
  ),
  c("t", A, "fR", "annual", "投资活动现金净流出316.42亿元，2024年同项仅流出17.85亿元，资金去向需要解释。", [
    V("investing_cash_flow", "2025", "-316.42"),
    V("investing_cash_flow", "2024", "-17.85"),
  ]),
  c(
    "u",
    A,
    "fV",
    "undecidable",
    "加权ROE从36.02%回落到32.53%，但在A股消费龙头里依旧排在第一档。",
    [V("roe", "2024", "36.02", "%"), V("roe", "2025", "32.53", "%"), U("A股消费龙头的ROE横向排名未存储")],
    { note: "同业排名无法核验" },
  ),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2024年归母净利润823.20亿元，2025年在此基础上略有下降。",
    [V("net_profit", "2024", "823.20", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "823.20亿元是2025年；2024年862.28亿元" },
  ),
  c("t", A, "vF", "annual", "营业收入1688.38亿元、营业总收入1720.54亿元，两者同比都在-1.2%附近。", [
    V("operating_revenue", "2025", "1688.38"),
    V("revenue", "2025", "1720.54"),
    G("operating_revenue", "2025", { v: "-1.2", cmp: "approx" }),
    G("revenue", "2025", { v: "-1.2", cmp: "approx" }),
  ]),
  // quarterly
  c("t", A, "fE", "quarterly", "2026年一季度营业收入539.09亿元，同比增6.54%，而归母净利272.43亿元仅增1.47%。", [
    V("operating_revenue", "2026Q1", "539.09"),
    G("operating_revenue", "2026Q1", { v: "6.54" }),
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.47" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2025年三季度单季归母净利润646.27亿元，盈利体量依旧惊人。",
    [V("net_profit", "2025S3", "646.27", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "646.27亿元是前三季度累计；单季192.24亿元" },
  ),
  c("t", A, "bear", "quarterly", "拆开看，2025年第四季度单季归母净利176.93亿元，是全年四个季度里最弱的一个。", [
    V("net_profit", "2025S4", "176.93"),
    MIN("net_profit", "2025S4", Q),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "今年一季度归母净利环比上季度继续走低，利润拐点尚未出现。",
    [QOQ("net_profit", "2026Q1", "2025S4", { dir: "down", err: "wrong_direction" })],
    { err: "wrong_direction", note: "272.43亿 vs 2025Q4单季176.93亿，环比+54%" },
  ),
  c("t", A, "tF", "quarterly", "去年一季度经营现金流只有88.09亿元，今年一季度269.10亿元，约为前者的3倍。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "approx" }),
  ]),
  c("u", A, "tN", "quarterly", "一季度直销渠道收入占比已接近五成，i茅台贡献了主要增量。", [U("渠道拆分收入未存储")], {
    note: "分部数据",
  }),
  c("t", A, "tM", "quarterly", "近四个季度归母净利合计约827亿元，和2025全年的823亿元几乎一样。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
    V("net_profit", "2025", "823", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "fR",
    "quarterly",
    "毛利率只比上年同期低约0.2个百分点（一季度89.76%对91.97%），可以忽略。",
    [
      V("gross_margin", "2026Q1", "89.76", "%"),
      V("gross_margin", "2025Q1", "91.97", "%"),
      PP("gross_margin", "2026Q1", { v: "-0.2", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际-2.21个百分点" },
  ),
  c("t", A, "fE", "quarterly", "2025年下半年归母净利约369亿元，明显少于上半年的454.03亿元。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "454.03"),
  ]),
  c("t", A, "tNe", "quarterly", "一季度末资产负债率12.12%，净利率52.22%，财务结构与盈利都很稳。", [
    V("debt_ratio", "2026Q1", "12.12", "%"),
    V("net_margin", "2026Q1", "52.22", "%"),
  ]),
  // technical
  c("t", A, "tT", "technical", "收盘1384.79元，5日、10日、20日、60日均线全部失守，且短中期均线自上而下空头排列。", [
    CLOSE("1384.79"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "RSI(14)已跌破30进入超卖区，短线技术性反弹随时可能出现。",
    [RSI("30", "lt", { err: "technical" })],
    { err: "technical", note: "RSI14=39.64" },
  ),
  c("t", A, "fM", "technical", "4月17日MACD死叉后，DIF约-10.03，依旧压在DEA下方。", [
    MACD("death_cross", 10),
    MACD("dif_value", 0, { v: "-10.03" }),
    MACD("dif_below_dea", 0),
  ]),
  c("t", A, "tC", "technical", "离52周高点1645元已跌去约16%，距1322.01元的52周低点则不到5%。", [
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-16", cmp: "approx" }),
    LO52({ cond: "level", v: "1322.01" }),
    LO52({ v: "5", cmp: "lt" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "过去60个交易日股价累计涨幅超过一成，资金回流迹象清晰。",
    [RET(60, { v: "10", cmp: "gt", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "60日+3.11%" },
  ),
  c("t", A, "tS", "technical", "20日均量比前20日放大约6%，价格同期却回落了5.11%，量增价跌。", [
    VOLR({ v: "1.06", cmp: "approx" }),
    RET(20, { v: "-5.11" }),
  ]),
  c("t", A, "vT", "technical", "今年以来仅涨0.55%，股价基本回到2025年末1377.18元一线。", [
    SPAN("2025-12-31", { v: "0.55" }),
    CLOSE("1377.18", "eq", { date: "2025-12-31" }),
  ]),
  c("t", A, "tT", "technical", "最新收盘低于此前20个交易日的任一收盘价，短线破位已成事实。", [BRK(20, "down")]),
  c(
    "f",
    A,
    "fM",
    "technical",
    "收盘价仍站在250日均线1453.44元之上，长期趋势未破。",
    [MA(250, "value", { v: "1453.44" }), MA(250, "above", { err: "technical" })],
    { err: "technical", note: "收盘1384.79低于MA250" },
  ),
  c("u", A, "tN", "undecidable", "据渠道调研，飞天茅台批价近期跌破1800元，经销商库存明显偏高。", [
    U("批价与渠道库存不在存储数据中"),
  ]),
  // valuation
  c("t", A, "fV", "valuation", "以4月30日收盘1384.79元计，对应2025年归母净利的静态市盈率约21倍。", [
    CLOSE("1384.79"),
    MCNOW("2025", "21"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "现价市盈率还不到18倍——分母用的是2024年每股收益68.64元。",
    [V("basic_eps", "2024", "68.64", "元"), PE("2024", "18", "lt", { err: "wrong_value" })],
    { err: "wrong_value", note: "1384.79/68.64=20.2倍" },
  ),
  c("u", A, "fV", "valuation", "白酒板块平均市盈率约25倍，茅台21倍左右的估值相对板块仍有折价。", [
    U("行业平均市盈率未存储"),
    MCNOW("2025", "21"),
  ]),
  c("t", A, "tF", "valuation", "去年7月4日快照市净率7.99倍，折合每股净资产约178元。", [
    SNAP("pb", "7.99", "x", "eq"),
    SNAPDIV("pb", "178"),
  ]),
  // announcements
  c("t", A, "tN", "announcement", "2024年年度报告在2025年4月初就已发布，披露节奏一向准时。", [
    EV("annual_report", true, { title: "2024年年度报告", from: "2025-04-01", to: "2025-04-10" }),
  ]),
  c("u", A, "tN", "announcement", "公司近期公告拟动用自有资金回购股份并注销，护盘意图明显。", [
    U("茅台的公告源只收年报，回购公告无从核验"),
  ]),
];
