// 贵州茅台 600519 on 2026-04-30 (FY2025 and 2026Q1 public). Annual-report notices only.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, EV, U, CAGR, QOQ, PSUM, POS52 } =
  H;
const { MCNOW, SPAN, X, READ, VOLR, RANK, LIN, IN, DD, BIAS } = H;
const c = H.maker("b73-mt", "600519");
const A = "2026-04-30";

export default [
  c("t", A, "bear", "annual", "茅台2025年归母净利润823.20亿元，同比下降4.5%，是近七年来首次年度利润负增长。", [
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年营业总收入1720.54亿元，较上年增长1.2%，在行业调整期仍守住了正增长。",
    [V("revenue", "2025", "1720.54"), G("revenue", "2025", { v: "1.2", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "实际同比-1.20%" },
  ),
  c("t", A, "bull", "quarterly", "2026年一季度归母净利润272.43亿元，同比增长约1.5%，利润端已止跌回正。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx", dir: "up" }),
  ]),
  c("t", A, "fE", "quarterly", "一季度营业收入539.09亿元，同比增长6.5%左右，快过利润约1.5%的增速。", [
    V("operating_revenue", "2026Q1", "539.09"),
    G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "2026Q1归母净利润272.43亿元，同比大增15%，高端酒需求回暖信号明确。",
    [
      V("net_profit", "2026Q1", "272.43"),
      G("net_profit", "2026Q1", { v: "15", cmp: "approx", err: "wrong_magnitude" }),
      G("net_profit", "2026Q1", { size: "大增", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际+1.47%" },
  ),
  c("t", A, "fR", "annual", "经营现金流净额由924.64亿元降到615.22亿元，降幅超过三成，回款节奏明显放缓。", [
    V("operating_cash_flow", "2024", "924.64"),
    V("operating_cash_flow", "2025", "615.22"),
    G("operating_cash_flow", "2025", { v: "-30", cmp: "lt" }),
  ]),
  c("t", A, "bull", "quarterly", "现金流在2026Q1强势修复：单季经营现金流269.10亿元，约为去年同期88.09亿元的3倍。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年ROE从36.02%回落至32.53%，一年下滑近5个百分点，盈利能力拐点已现。",
    [
      V("roe", "2024", "36.02", "%"),
      V("roe", "2025", "32.53", "%"),
      PP("roe", "2025", { v: "-5", cmp: "near", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "实际下滑3.49个百分点" },
  ),
  c("t", A, "tF", "annual", "毛利率91.18%、净利率50.53%，虽较2024年各降约0.8和1.7个百分点，盈利能力依旧极强。", [
    V("gross_margin", "2025", "91.18", "%"),
    V("net_margin", "2025", "50.53", "%"),
    PP("gross_margin", "2025", { v: "-0.8", cmp: "approx" }),
    PP("net_margin", "2025", { v: "-1.7", cmp: "approx" }),
  ]),
  c("t", A, "tF", "annual", "资产负债率仅16.42%，比上年又低了2.6个百分点左右，财务结构极为稳健。", [
    V("debt_ratio", "2025", "16.42", "%"),
    PP("debt_ratio", "2025", { v: "-2.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "industry",
    "茅台资产负债率16.42%，比2024年上升约2.6个百分点，杠杆在悄然抬升。",
    [
      V("debt_ratio", "2025", "16.42", "%"),
      PP("debt_ratio", "2025", { v: "2.6", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "19.04%→16.42%，是下降" },
  ),
  c("t", A, "bull", "annual", "2019-2024年归母净利润从412亿元一路增至862亿元，五年翻了一倍多，复合增速约15.9%。", [
    V("net_profit", "2019", "412", "亿", "approx"),
    V("net_profit", "2024", "862", "亿", "approx"),
    CAGR("net_profit", "2019", "2024", { v: "15.9", cmp: "approx" }),
    X("net_profit", "2024", "2019", { v: "2", cmp: "gt" }),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "归母净利润2025年823亿元，仍是公司历史最高水平，龙头地位不容置疑。",
    [
      V("net_profit", "2025", "823", "亿", "approx"),
      MAX("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "最高为2024年862.28亿" },
  ),
  c("t", A, "fE", "annual", "2025年利润虽回落，但823亿元仍是有数据以来的次高，仅低于2024年的862亿元。", [
    RANK("net_profit", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"], "max", 2),
    V("net_profit", "2024", "862", "亿", "approx"),
  ]),
  c("t", A, "fE", "quarterly", "拆季度看，2025年Q2、Q3、Q4归母净利润分别为185.55亿、192.24亿和176.93亿，四季度最弱。", [
    V("net_profit", "2025S2", "185.55"),
    V("net_profit", "2025S3", "192.24"),
    V("net_profit", "2025S4", "176.93"),
    MIN("net_profit", "2025S4", ["2025Q1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "茅台2025年第四季度单季归母净利润646.27亿元，环比三季度明显放大，年末冲量痕迹重。",
    [
      V("net_profit", "2025S4", "646.27", "亿", "eq", { err: "wrong_period" }),
      QOQ("net_profit", "2025S4", "2025S3", { dir: "up", err: "wrong_period" }),
    ],
    { err: "wrong_period", note: "646.27亿为前三季度累计；Q4单季176.93亿" },
  ),
  c("t", A, "fE", "annual", "下半年归母净利润约369亿元，比上半年的454亿元少了约85亿元。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "454", "亿", "approx"),
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -2],
      ],
      { v: "-85", cmp: "approx" },
    ),
  ]),
  c("u", A, "fV", "valuation", "按4月30日收盘1384.79元计，对应2025年归母净利润的PE约21倍，已处近十年估值低位。", [
    CLOSE("1384.79"),
    MCNOW("2025", "21", "approx"),
    U("历史估值分位不在存储数据中"),
  ]),
  c("t", A, "fV", "valuation", "以近四个季度归母净利润约827亿元计，茅台TTM市盈率约21倍，股价1384.79元。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
    MCNOW("2026Q1TTM", "21", "approx"),
    CLOSE("1384.79"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "茅台当前TTM市盈率仅约12倍，股价1384.79元已接近银行股估值。",
    [CLOSE("1384.79"), MCNOW("2026Q1TTM", "12", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "TTM PE约21.0倍" },
  ),
  c("t", A, "tT", "technical", "收盘1384.79元，已跌破MA5、MA10、MA20和MA60，短中期均线呈空头排列。", [
    CLOSE("1384.79"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MAORDER([5, 10, 20, 60], "bear"),
  ]),
  c("t", A, "tT", "technical", "MACD于4月17日形成死叉，DIF约-10.0位于零轴下方，RSI(14)在40附近偏弱。", [
    MACD("death_cross", 10),
    MACD("dif_value", undefined, { v: "-10.0", cmp: "approx" }),
    MACD("dif_below_zero"),
    RSI("40", "approx"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "RSI(14)已降到28附近，进入超卖区，技术上随时可能反抽。",
    [RSI("28", "approx", { err: "technical" })],
    { err: "technical", note: "RSI14=39.64" },
  ),
  c("t", A, "tS", "technical", "股价距52周高点1645元回撤近16%，但较52周低点1322元仅高出不到5%，处在年内区间下沿。", [
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-16", cmp: "near" }),
    LO52({ cond: "level", v: "1322", cmp: "approx" }),
    LO52({ v: "5", cmp: "lt" }),
    POS52({ v: "20", cmp: "le" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "technical",
    "茅台近一年股价累计上涨约11.6%，长期上升趋势未改。",
    [RET(250, { v: "11.6", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "250个交易日-11.57%" },
  ),
  c("t", A, "tTr", "technical", "今年以来茅台基本原地踏步，较2025年末1377.18元仅涨约0.5%，但近20日回落约5%。", [
    SPAN("2025-12-31", { v: "0.5", cmp: "approx" }),
    RET(20, { v: "-5", cmp: "approx" }),
  ]),
  c("t", A, "tS", "technical", "近20日成交量较前20日略有放大，约1.06倍，下跌中放量说明抛压仍在。", [
    VOLR({ v: "1.06", cmp: "approx" }),
    RET(20, { dir: "down" }),
  ]),
  c("t", A, "bull", "annual", "2025年资本开支31.28亿元，仅为经营现金流的约5%，自由现金流约584亿元，分红能力无忧。", [
    V("capex", "2025", "31.28"),
    R("capex", "operating_cash_flow", "2025", "5", { u: "%", cmp: "approx" }),
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
    "bear",
    "annual",
    "2025年分配股利及偿付利息支付现金约6724亿元，远超经营现金流，分红不可持续。",
    [V("dividends_interest_paid", "2025", "6724", "亿", "approx", { err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实际672.42亿元" },
  ),
  c("t", A, "bear", "annual", "分红现金流出672.42亿元，已超过当年经营现金流615.22亿元，差额要靠账上现金弥补。", [
    V("dividends_interest_paid", "2025", "672.42"),
    V("operating_cash_flow", "2025", "615.22"),
    H.PAIR("dividends_interest_paid", "2025", undefined, { metric2: "operating_cash_flow", mode: "gt" }),
  ]),
  c("t", A, "fR", "annual", "货币资金从592.96亿元降至516.91亿元，减少约76亿元，投资活动净流出则扩大到316亿元。", [
    V("cash", "2024", "592.96"),
    V("cash", "2025", "516.91"),
    D("cash", "2025", { v: "-76", cmp: "approx" }),
    V("investing_cash_flow", "2025", "-316", "亿", "approx"),
    D("investing_cash_flow", "2025", { dir: "down" }),
  ]),
  c("u", A, "bear", "undecidable", "i茅台渠道占比提升压缩了经销商利润，2025年批价跌破2000元，飞天动销明显走弱。", [
    U("渠道结构、批价和动销不在存储数据中"),
  ]),
  c("u", A, "fM", "undecidable", "营收539亿元的一季度已兑现全年约三成，预计2026年全年营收回到1800亿元以上。", [
    V("operating_revenue", "2026Q1", "539", "亿", "approx"),
    U("2026年全年营收是预测"),
  ]),
  c("u", A, "tN", "undecidable", "公司2025年净利润823亿元，系列酒增速快于茅台酒，产品结构下沉拖累毛利率。", [
    V("net_profit", "2025", "823", "亿", "approx"),
    U("分产品收入不在存储数据中"),
  ]),
  c("u", A, "bull", "announcement", "茅台年内推出百亿级回购并注销，叠加分红率提升，股东回报力度创新高。", [
    U("茅台只收录年报公告，回购公告未收集"),
  ]),
  c("t", A, "tM", "annual", "综合来看，2025年营收同比-1.2%、净利润-4.5%双双小幅下滑，但2026Q1利润已转正，维持持有。", [
    G("revenue", "2025", { v: "-1.2", cmp: "approx", size: "小幅下滑" }),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx", size: "小幅下滑" }),
    G("net_profit", "2026Q1", { dir: "up" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "2025年净利率50.53%，较2024年提升约1.7个百分点，控费成效显现。",
    [
      V("net_margin", "2025", "50.53", "%"),
      PP("net_margin", "2025", { v: "1.7", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "52.27%→50.53%，下降1.74个百分点" },
  ),
  c("t", A, "fQ", "annual", "经营现金流/净利润2025年仅约0.75倍，而2024年超过1倍，利润含金量下降。", [
    R("operating_cash_flow", "net_profit", "2025", "0.75", { cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2024", "1", { cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "annual",
    "总资产2025年末3038.35亿元，同比增长约12%，扩张速度不慢但ROE在走低。",
    [
      V("total_assets", "2025", "3038.35"),
      G("total_assets", "2025", { v: "12", cmp: "approx", err: "wrong_value" }),
      PP("roe", "2025", { dir: "down" }),
    ],
    { err: "wrong_value", note: "2989.45→3038.35，+1.6%" },
  ),
  c("t", A, "tTr", "technical", "60日最大回撤约11%，收盘仍在52周区间20%分位以内，倾向分批而非追涨。", [
    DD(60, { v: "-11", cmp: "approx" }),
    POS52({ v: "20", cmp: "lt" }),
  ]),
  c("t", A, "tT", "technical", "BIAS(20)约-3.4%，短线超跌幅度有限，乖离尚不足以支撑反弹。", [
    BIAS(20, { v: "-3.4", cmp: "approx" }),
  ]),
];
