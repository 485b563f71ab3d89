// 贵州茅台 on 2026-04-30: FY2025 and 2026Q1 public; bars 2024-01-02..2026-04-30; notices are annual reports only.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MAX, MIN, UP, RET, CLOSE, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, PAIR, READ } = H;
const { MCNOW, MCPE, SNAP, SNAPDIV, BIAS, DD, BRK, POS52, IN, X, CAGR, RANK, QOQ, PSUM, LIN, HILO, MRET, SPAN } = H;
const { MAXDAY, UPDAYS, VOLR, PE, PERDAY, DAYS, MAHOLD, GDIFF, SUM, AVG, MAX_CROSS } = H;
const c = H.maker("b65-mt", "600519");
const A = "2026-04-30";
const Y = ["2019", "2020", "2021", "2022", "2023", "2024", "2025"];

export default [
  c("t", A, "bear", "annual", "茅台2025年归母净利润823.20亿元，同比下滑约4.5%，为2020年以来首次年度利润负增长。", [
    V("net_profit", "2025", "823.20"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx" }),
    UP("net_profit", ["2019", "2020", "2021", "2022", "2023", "2024"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "annual",
    "2025年营业总收入1720.54亿元，同比下降约4.5%，收入端比利润端更早失速。",
    [V("revenue", "2025", "1720.54"), G("revenue", "2025", { v: "-4.5", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "营业总收入同比-1.20%，-4.5%是归母净利润的降幅" },
  ),
  c("t", A, "bull", "annual", "营收1720.54亿元仅比上年少1.2%，基本持平，收入基本盘算是守住了。", [
    V("revenue", "2025", "1720.54"),
    G("revenue", "2025", { v: "-1.2", cmp: "approx", size: "基本持平" }),
  ]),
  c("t", A, "bull", "annual", "净利率2025年仍有50.53%，虽比2024年的52.27%回落约1.7个百分点，但盈利质量依然顶尖。", [
    V("net_margin", "2025", "50.53", "%"),
    V("net_margin", "2024", "52.27", "%"),
    PP("net_margin", "2025", { v: "-1.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "毛利率由91.93%降至91.18%，下滑约7.5个百分点，提价红利已经明显消退。",
    [
      V("gross_margin", "2024", "91.93", "%"),
      V("gross_margin", "2025", "91.18", "%"),
      PP("gross_margin", "2025", { v: "-7.5", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际-0.75个百分点" },
  ),
  c("t", A, "fE", "annual", "加权ROE从36.02%降到32.53%，少了约3.5个百分点，不过三成以上的回报率在A股仍属凤毛麟角。", [
    V("roe", "2024", "36.02", "%"),
    V("roe", "2025", "32.53", "%"),
    PP("roe", "2025", { v: "-3.5", cmp: "approx" }),
    V("roe", "2025", "30", "%", "gt"),
  ]),
  c("t", A, "fR", "annual", "经营现金流净额615.22亿元，较上年924.64亿元减少约三分之一，仅为归母净利润的0.75倍左右。", [
    V("operating_cash_flow", "2025", "615.22"),
    V("operating_cash_flow", "2024", "924.64"),
    G("operating_cash_flow", "2025", { v: "-33.3", cmp: "approx" }),
    R("operating_cash_flow", "net_profit", "2025", "0.75", { cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年经营现金流615.22亿元，同比腰斩，利润含金量已跌破五成。",
    [
      V("operating_cash_flow", "2025", "615.22"),
      G("operating_cash_flow", "2025", { size: "腰斩", err: "overstatement" }),
      R("operating_cash_flow", "net_profit", "2025", "0.5", { cmp: "lt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "降幅33.5%，不到腰斩；现金/利润0.75倍" },
  ),
  c("t", A, "tF", "annual", "资产负债率16.42%，比2024年再降2.6个百分点，是2019年以来最低的一年。", [
    V("debt_ratio", "2025", "16.42", "%"),
    PP("debt_ratio", "2025", { v: "-2.6", cmp: "approx" }),
    MIN("debt_ratio", "2025", Y),
  ]),
  c(
    "f",
    A,
    "tBe",
    "annual",
    "负债率从2023年的17.98%抬升至2025年的16.42%，杠杆在悄悄加。",
    [
      V("debt_ratio", "2023", "17.98", "%"),
      V("debt_ratio", "2025", "16.42", "%"),
      PP("debt_ratio", "2025", { base: "2023", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "17.98%→16.42%是下降" },
  ),
  c("t", A, "fR", "annual", "货币资金由592.96亿元降至516.91亿元，少了约76亿元，已连续两年下降。", [
    V("cash", "2024", "592.96"),
    V("cash", "2025", "516.91"),
    D("cash", "2025", { v: "-76", cmp: "approx" }),
    H.DOWN("cash", ["2023", "2024", "2025"]),
  ]),
  c("t", A, "tF", "annual", "投资活动现金净流出316.42亿元，是上年17.85亿元的约17.7倍，资金去向值得细究。", [
    V("investing_cash_flow", "2025", "-316.42"),
    V("investing_cash_flow", "2024", "-17.85"),
    X("investing_cash_flow", "2025", "2024", { v: "17.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tF",
    "annual",
    "2025年资本开支31.28亿元，较上年增加约三成，产能扩张仍在推进。",
    [V("capex", "2025", "31.28"), G("capex", "2025", { v: "30", cmp: "approx", dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "46.79→31.28，减少33%" },
  ),
  c("t", A, "bull", "annual", "2025年分配股利及利息支付672.42亿元，约相当于当年归母净利润的82%，分红诚意仍在。", [
    V("dividends_interest_paid", "2025", "672.42"),
    R("dividends_interest_paid", "net_profit", "2025", "82", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "现金分红类支出672.42亿元，同比增长约5%，股东回报继续加码。",
    [
      V("dividends_interest_paid", "2025", "672.42"),
      G("dividends_interest_paid", "2025", { v: "5", cmp: "approx", dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "709.51→672.42，-5.2%" },
  ),
  c("t", A, "fSy", "annual", "总资产3038.35亿元，首次站上3000亿元，但同比仅增约1.6%，扩表速度明显放缓。", [
    V("total_assets", "2025", "3038.35"),
    V("total_assets", "2024", "3000", "亿", "lt"),
    MAX("total_assets", "2024", Y.slice(0, 6)),
    G("total_assets", "2025", { v: "1.6", cmp: "approx" }),
    GDIFF(
      { metric: "total_assets", period: "2025" },
      { metric: "total_assets", period: "2024" },
      { v: "0", cmp: "lt" },
    ),
  ]),
  c("t", A, "fE", "annual", "拉长看，归母净利从2019年412亿元到2025年823亿元，六年几乎翻了一倍，年复合约12%。", [
    V("net_profit", "2019", "412", "亿", "approx"),
    V("net_profit", "2025", "823", "亿", "approx"),
    X("net_profit", "2025", "2019", { v: "2", cmp: "approx" }),
    CAGR("net_profit", "2019", "2025", { v: "12", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "annual",
    "2025年归母净利润823亿元，创上市以来新高，白酒寒冬并未伤及龙头。",
    [V("net_profit", "2025", "823", "亿", "approx"), MAX("net_profit", "2025", Y, { err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "2024年862.28亿元更高，2025年为次高" },
  ),
  c("t", A, "fL", "annual", "2025年利润虽是近七年次高，但823亿元相比862亿元的高点已掉头，增长叙事需要修正。", [
    RANK("net_profit", "2025", Y, "max", 2),
    V("net_profit", "2025", "823", "亿", "approx"),
    V("net_profit", "2024", "862", "亿", "approx"),
    G("net_profit", "2025", { dir: "down" }),
  ]),
  // quarters
  c("t", A, "bull", "quarterly", "2026年一季度归母净利润272.43亿元，同比增长约1.5%，营业收入539.09亿元、同比增6.5%。", [
    V("net_profit", "2026Q1", "272.43"),
    G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    V("operating_revenue", "2026Q1", "539.09"),
    G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bull",
    "quarterly",
    "一季度归母净利润272.43亿元，同比大增15%，重回两位数增长轨道。",
    [V("net_profit", "2026Q1", "272.43"), G("net_profit", "2026Q1", { v: "15", cmp: "approx", err: "wrong_value" })],
    { err: "wrong_value", note: "同比+1.47%" },
  ),
  c("t", A, "fE", "quarterly", "单季看，2026Q1净利272亿元较2025年四季度的177亿元环比增长约54%，季节性回升明显。", [
    V("net_profit", "2026Q1", "272", "亿", "approx"),
    V("net_profit", "2025S4", "177", "亿", "approx"),
    QOQ("net_profit", "2026Q1", "2025S4", { v: "54", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tBe",
    "quarterly",
    "2025年四季度单季归母净利176.93亿元，是全年四个季度中最高的一个。",
    [
      V("net_profit", "2025S4", "176.93"),
      MAX("net_profit", "2025S4", ["2025S1", "2025S2", "2025S3", "2025S4"], { err: "wrong_extreme" }),
    ],
    { err: "wrong_extreme", note: "Q4是2025年四个季度中最低" },
  ),
  c("t", A, "tBe", "quarterly", "2025年单季利润前高后低：一季度268亿元，四季度只剩177亿元，四个季度里最低。", [
    V("net_profit", "2025S1", "268", "亿", "approx"),
    V("net_profit", "2025S4", "177", "亿", "approx"),
    MIN("net_profit", "2025S4", ["2025S1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c("t", A, "fR", "quarterly", "2026Q1经营现金流269.10亿元，约为去年同期88.09亿元的3倍，回款节奏明显好转。", [
    V("operating_cash_flow", "2026Q1", "269.10"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "quarterly",
    "一季度经营现金流269亿元，同比减少约三分之二，渠道打款意愿在走弱。",
    [
      V("operating_cash_flow", "2026Q1", "269", "亿", "approx"),
      G("operating_cash_flow", "2026Q1", { v: "-67", cmp: "approx", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "88.09→269.10，同比约+205%" },
  ),
  c("t", A, "tF", "quarterly", "下半年归母净利约369亿元，低于上半年的454亿元，2025年利润明显前高后低。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "454", "亿", "approx"),
  ]),
  c("t", A, "fE", "quarterly", "近四个季度（截至2026Q1）归母净利润约827亿元，比2025年全年的823亿元略高。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
    V("net_profit", "2025", "823", "亿", "approx"),
    PAIR("net_profit", "2026Q1TTM", "600519", { period2: "2025", mode: "gt" }),
  ]),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度ROE为10.57%，较去年同期提升0.35个百分点，资本回报在修复。",
    [V("roe", "2026Q1", "10.57", "%"), PP("roe", "2026Q1", { v: "0.35", cmp: "approx", err: "wrong_direction" })],
    { err: "wrong_direction", note: "10.92%→10.57%，下降0.35个百分点" },
  ),
  c("t", A, "fQ", "quarterly", "一季度毛利率89.76%，比2025年全年的91.18%低了约1.4个百分点，结构可能在下沉。", [
    V("gross_margin", "2026Q1", "89.76", "%"),
    V("gross_margin", "2025", "91.18", "%"),
    PP("gross_margin", "2026Q1", { base: "2025", v: "-1.4", cmp: "approx" }),
  ]),
  // technicals
  c("t", A, "tT", "technical", "收盘1384.79元，MA5、MA10、MA20、MA60呈空头排列，股价位于所有短中期均线之下。", [
    CLOSE("1384.79"),
    MAORDER([5, 10, 20, 60], "bear"),
    MA(5, "below"),
    MA(60, "below"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "RSI(14)回落到39.6，MACD于4月17日形成金叉，短线反弹信号出现。",
    [RSI("39.6", "approx"), MACD("golden_cross", 10, { err: "technical" })],
    { err: "technical", note: "4月17日是死叉，DIF在DEA下方" },
  ),
  c("t", A, "tT", "technical", "MACD在4月中旬死叉后DIF约-10、低于DEA，零轴下方运行，RSI不到40，短线偏弱。", [
    MACD("death_cross", 12),
    MACD("dif_value", null, { v: "-10", cmp: "approx" }),
    MACD("dif_below_dea"),
    MACD("dif_below_zero"),
    RSI("40", "lt"),
  ]),
  c("t", A, "tS", "technical", "股价距52周高点1645元回落约16%，处在52周区间偏下的位置，情绪面仍偏谨慎。", [
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-16", cmp: "approx" }),
    POS52({ v: "20", cmp: "le" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "现价1384.79元，较52周低点1322.01元已反弹近15%，底部基本确认。",
    [CLOSE("1384.79"), LO52({ cond: "level", v: "1322.01" }), LO52({ v: "15", cmp: "near", err: "wrong_value" })],
    { err: "wrong_value", note: "距52周低点仅+4.75%" },
  ),
  c("t", A, "tTr", "technical", "收盘跌破前20个交易日的所有收盘价，20日乖离约-3.4%，近20日从高点回撤5.6%。", [
    BRK(20, "down"),
    BIAS(20, { v: "-3.4", cmp: "approx" }),
    DD(20, { v: "-5.6", cmp: "approx" }),
  ]),
  c("t", A, "tT", "technical", "4月17日单日下跌3.8%，是近一年最大单日跌幅，4月整月下跌约4.5%。", [
    MAXDAY(250, "down", { v: "-3.8", cmp: "approx" }),
    H.BAR("2026-04-17", "chg", { v: "-3.8", cmp: "approx" }),
    MRET("2026-04", { v: "-4.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "近20日均量较前20日萎缩，缩量回调说明抛压有限。",
    [VOL("shrink", { err: "technical" }), U("抛压有限是解读")],
    { err: "technical", note: "20日均量/前20日=1.063，是放量" },
  ),
  c("t", A, "tS", "technical", "年初至今茅台仅微涨约0.6%，但从2月5日1555元的年内收盘高点已回落约11%。", [
    SPAN("2025-12-31", { v: "0.6", cmp: "approx" }),
    HILO("max", "2026-01-01", { v: "1555" }),
    DD("2026-01-01", { v: "-11", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "过去250个交易日茅台累计上涨约11.6%，长线资金持续流入。",
    [RET(250, { v: "11.6", cmp: "approx", err: "wrong_direction" }), U("长线资金流入属资金流数据")],
    { err: "wrong_direction", note: "250日收益-11.57%" },
  ),
  c("t", A, "vT", "technical", "价格在MA250（约1453元）之下，年线压制仍在，RSI约39.6，维持偏空判断。", [
    MA(250, "below"),
    MA(250, "value", { v: "1453", cmp: "approx" }),
    RSI("39.6", "approx"),
  ]),
  // valuation
  c("u", A, "fV", "valuation", "按4月30日收盘价和2025年归母净利测算，茅台静态PE约21倍，处于近年偏低区间。", [
    MCNOW("2025", "21", "approx"),
    U("近年PE区间未存储"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "以1384.79元收盘、2025年利润823亿元计算，静态市盈率约31倍，仍不便宜。",
    [
      CLOSE("1384.79"),
      V("net_profit", "2025", "823", "亿", "approx"),
      MCNOW("2025", "31", "approx", { err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "PE约21.1倍" },
  ),
  c("t", A, "fV", "valuation", "滚动口径看，近四季利润约827亿元，对应PE约21倍，与静态口径几乎一致。", [
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
    MCNOW("2026Q1TTM", "21", "approx"),
    MCNOW("2025", "21", "approx"),
  ]),
  c("t", A, "tP", "valuation", "参照2025年7月4日快照，茅台PB约7.99倍、总市值约1.79万亿元。", [
    SNAP("pb", "7.99", "x", "eq"),
    SNAP("marketCap", "1.79", "万亿", "approx"),
  ]),
  c(
    "f",
    A,
    "tP",
    "valuation",
    "2025年7月4日快照总市值约17.9万亿元，PB7.99倍，估值已处高位。",
    [SNAP("marketCap", "17.9", "万亿", "approx", { err: "wrong_magnitude" }), SNAP("pb", "7.99", "x", "eq")],
    { err: "wrong_magnitude", note: "市值约1.79万亿元" },
  ),
  c("t", A, "fV", "valuation", "以2024年每股收益68.64元计，现价对应PE约20倍，与按2025年利润算的约21倍相差不大。", [
    V("basic_eps", "2024", "68.64", "元"),
    PE("2024", "20", "approx"),
    MCNOW("2025", "21", "approx"),
  ]),
  // announcements / undecidable
  c(
    "t",
    A,
    "tN",
    "announcement",
    "公告层面，茅台于2025年4月3日发布2024年年度报告，2023年年报则是在2024年4月3日发布。",
    [
      EV("annual_report", true, { from: "2025-04-03", to: "2025-04-03", title: "2024年年度报告" }),
      EV("annual_report", true, { from: "2024-04-03", to: "2024-04-03", title: "2023年年度报告" }),
    ],
  ),
  c("u", A, "tN", "announcement", "茅台已公告以自有资金回购股份并注销，回购金额上限60亿元，托底意图明确。", [
    U("茅台公告仅收年报，回购公告不在采集范围"),
  ]),
  c("u", A, "bull", "annual", "i茅台渠道收入占比继续提升，直销化带来吨价上行，对冲了批价下跌。", [
    U("渠道分部收入未存储"),
  ]),
  c("u", A, "bear", "undecidable", "飞天茅台批价已跌破出厂价附近，渠道库存压力仍未出清，二季度动销堪忧。", [
    U("批价与渠道库存不在存储数据中"),
  ]),
  c("u", A, "fM", "undecidable", "预计2026年二季度营收增速将回落至个位数，全年利润持平，目标价1600元。", [
    U("预测与目标价"),
  ]),
  c("u", A, "fS", "undecidable", "雪球与股吧对茅台的讨论热度一周内下降三成，散户情绪低迷。", [U("舆情热度")]),
  c("u", A, "tS", "undecidable", "北向资金近10个交易日净卖出茅台约40亿元，外资仍在撤离。", [U("资金流")]),
  c("u", A, "fV", "valuation", "与五粮液、泸州老窖相比，茅台PE约21倍，但两者同期PE只有15倍左右，估值溢价仍在。", [
    MCNOW("2025", "21", "approx"),
    U("五粮液2025年利润未存储，泸州老窖不在样本"),
  ]),
  c("u", A, "tBe", "quarterly", "2025年四季度单季利润176.93亿元，同比下滑超过两成，是多年来最差的四季度。", [
    V("net_profit", "2025S4", "176.93"),
    U("2024年四季度单季利润未存储"),
  ]),
  c("u", A, "tM", "undecidable", "若5月后批价止跌回升、动销改善，茅台有望重新站上年线，届时可考虑加仓。", [
    U("情景假设"),
  ]),
  c("u", A, "tTr", "technical", "收盘1384.79元，下周若放量跌破1322元的52周低点，止损离场。", [
    CLOSE("1384.79"),
    U("未来价格走势"),
  ]),
  // cross-company within the sample
  c("t", A, "fSy", "annual", "2025年茅台归母净利润823亿元，约为招行1502亿元的55%，但净利率高出一截。", [
    V("net_profit", "2025", "823", "亿", "approx"),
    PAIR("net_profit", "2025", "600036", { v: "0.55", cmp: "approx" }),
    PAIR("net_margin", "2025", "600036", { mode: "gt" }),
  ]),
  c(
    "f",
    A,
    "fSy",
    "annual",
    "2025年宁德时代归母净利722亿元，已超过茅台的823亿元，新能源龙头盈利规模登顶。",
    [
      V("net_profit", "2025", "823", "亿", "approx"),
      PAIR("net_profit", "2025", "300750", { mode: "lt", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "722亿元低于茅台823亿元" },
  ),
  c("t", A, "vF", "annual", "营收1720亿元不及宁德时代的一半（约0.41倍），但利润反而多出约14%。", [
    V("revenue", "2025", "1720", "亿", "approx"),
    PAIR("revenue", "2025", "300750", { v: "0.41", cmp: "approx" }),
    PAIR("net_profit", "2025", "300750", { v: "1.14", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tC",
    "industry",
    "茅台负债率16.42%看似不高，但合同负债占比大，负债率较2024年上升，偿债风险在累积。",
    [V("debt_ratio", "2025", "16.42", "%"), PP("debt_ratio", "2025", { dir: "up", err: "wrong_direction" })],
    { err: "wrong_direction", note: "负债率19.04%→16.42%" },
  ),
  c("t", A, "tNe", "annual", "现金流减弱与利润回落同时出现，但负债率16%、账上货币资金517亿元，安全垫仍厚。", [
    G("operating_cash_flow", "2025", { dir: "down" }),
    G("net_profit", "2025", { dir: "down" }),
    V("debt_ratio", "2025", "16", "%", "approx"),
    V("cash", "2025", "517", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "fT",
    "annual",
    "自由现金流（经营现金流减资本开支）约584亿元，较2024年的878亿元增长，可支撑分红。",
    [
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
        "2024",
        { v: "878", cmp: "approx" },
      ),
      PSUM(
        [
          ["operating_cash_flow", "2025", 1],
          ["capex", "2025", -1],
          ["operating_cash_flow", "2024", -1],
          ["capex", "2024", 1],
        ],
        { v: "0", cmp: "gt", err: "wrong_direction" },
      ),
    ],
    { err: "wrong_direction", note: "584亿元低于878亿元，是减少" },
  ),
];
