// 贵州茅台: FY2019-2025 (2022 partial), quarters 2025Q1..2026Q1 (Tushare, printed growth rates), bars from 2024-01-02,
// annual-report notices only. Mostly 2026-04-30; some 2025-10-31, 2025-09-05, 2025-04-30.
import * as H from "../spec-helpers.mjs";

const { V, G, D, PP, R, MIN, RET, MA, MAORDER, RSI, MACD, HI52, LO52, VOL, EV, U, CAGR, QOQ, PSUM, POS52, MCNOW } = H;
const { X, LIN, PE, READ, RANK, DD, BRK, MAHOLD, IN, SNAP, MCPE, UP, MAX } = H;
const c = H.maker("b15-mt", "600519");
const A = "2026-04-30";
const O = "2025-10-31";
const S = "2025-09-05";
const P = "2025-04-30";

export default [
  // ---- 2026-04-30: FY2025 and 2026Q1 ----
  c("t", A, "bear", "annual", "2025年归母净利润823.2亿元，同比下降4.5%，是2019年以来首次出现利润负增长。", [
    V("net_profit", "2025", "823.2"),
    G("net_profit", "2025", { v: "-4.5", cmp: "approx", dir: "down" }),
    H.GSTREAK("net_profit", ["2020", "2021", "2022", "2023", "2024"], 0, 1e9),
  ]),
  c(
    "f",
    A,
    "bull",
    "annual",
    "2025年归母净利润862.3亿元，高基数下盈利体量依旧庞大，龙头地位稳固。",
    [V("net_profit", "2025", "862.3", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "862.28亿是2024年；2025年823.20亿" },
  ),
  c(
    "t",
    A,
    "fE",
    "quarterly",
    "2026Q1营业收入539.09亿元，同比增长约6.5%，但归母净利润272.43亿元仅增1.5%，利润增速跑输收入。",
    [
      V("operating_revenue", "2026Q1", "539.09"),
      G("operating_revenue", "2026Q1", { v: "6.5", cmp: "approx" }),
      V("net_profit", "2026Q1", "272.43"),
      G("net_profit", "2026Q1", { v: "1.5", cmp: "approx" }),
    ],
  ),
  c(
    "f",
    A,
    "fE",
    "quarterly",
    "一季度归母净利润272.43亿元，同比增长14.7%，利润增速重回两位数。",
    [V("net_profit", "2026Q1", "272.43"), G("net_profit", "2026Q1", { v: "14.7", err: "wrong_magnitude" })],
    { err: "wrong_magnitude", note: "实际+1.47%，14.7为×10" },
  ),
  c("t", A, "bear", "quarterly", "2025年四季度单季归母净利润约176.9亿元，是全年四个季度中最低的一个。", [
    V("net_profit", "2025S4", "176.9", "亿", "approx"),
    MIN("net_profit", "2025S4", ["2025S1", "2025S2", "2025S3", "2025S4"]),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "2025年第四季度单季归母净利润高达823亿元，环比三季度明显放大，年末冲量痕迹重。",
    [V("net_profit", "2025S4", "823", "亿", "approx", { err: "wrong_period" })],
    { err: "wrong_period", note: "823亿是全年累计，单季176.93亿" },
  ),
  c("u", A, "bear", "quarterly", "2025Q4单季净利润176.9亿元，同比下滑近两成，是上市以来最差的单季表现。", [
    V("net_profit", "2025S4", "176.9", "亿", "approx"),
    U("2024年单季数据未存储，同比与历史单季排名无法核验"),
  ]),
  c("t", A, "fR", "annual", "经营现金流净额615.22亿元，较2024年的924.64亿元下降约33%，明显弱于利润表现。", [
    V("operating_cash_flow", "2025", "615.22"),
    V("operating_cash_flow", "2024", "924.64"),
    G("operating_cash_flow", "2025", { v: "-33", cmp: "approx" }),
  ]),
  c("t", A, "fT", "quarterly", "质疑方只盯全年现金流，但2026Q1经营现金流269.1亿元，已是去年同期88.09亿元的三倍多。", [
    V("operating_cash_flow", "2026Q1", "269.1"),
    V("operating_cash_flow", "2025Q1", "88.09"),
    X("operating_cash_flow", "2026Q1", "2025Q1", { v: "3", cmp: "gt" }),
  ]),
  c(
    "f",
    A,
    "fT",
    "quarterly",
    "更正一下：一季度经营现金流269.1亿元，同比增长约30%，并非对方说的翻倍。",
    [
      V("operating_cash_flow", "2026Q1", "269.1"),
      G("operating_cash_flow", "2026Q1", { v: "30", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际+205%" },
  ),
  c("t", A, "fV", "annual", "资产负债率16.42%，比2024年下降约2.6个百分点；2026Q1进一步降至12.12%。", [
    V("debt_ratio", "2025", "16.42", "%"),
    PP("debt_ratio", "2025", { v: "-2.6", cmp: "approx" }),
    V("debt_ratio", "2026Q1", "12.12", "%"),
  ]),
  c(
    "f",
    A,
    "fV",
    "annual",
    "资产负债率从19.04%降到16.42%，降幅约2.6%，财务结构更稳。",
    [V("debt_ratio", "2025", "16.42", "%"), G("debt_ratio", "2025", { v: "-2.6", cmp: "approx", err: "wrong_ratio" })],
    { err: "wrong_ratio", note: "下降2.62个百分点，相对降幅13.8%" },
  ),
  c("u", A, "tF", "annual", "2025年ROE为32.53%，较上年的36.02%回落约3.5个百分点，但仍处白酒第一梯队水平。", [
    V("roe", "2025", "32.53", "%"),
    V("roe", "2024", "36.02", "%"),
    PP("roe", "2025", { v: "-3.5", cmp: "approx" }),
    U("白酒行业梯队未存储"),
  ]),
  c("t", A, "tF", "annual", "2025年销售净利率50.53%，较2024年的52.27%下降约1.7个百分点，依然维持在五成以上。", [
    V("net_margin", "2025", "50.53", "%"),
    V("net_margin", "2024", "52.27", "%"),
    PP("net_margin", "2025", { v: "-1.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "bear",
    "quarterly",
    "毛利率已跌破90%：2026Q1为89.76%，较去年同期的91.97%下滑超3个百分点。",
    [
      V("gross_margin", "2026Q1", "89.76", "%"),
      V("gross_margin", "2025Q1", "91.97", "%"),
      PP("gross_margin", "2026Q1", { v: "-3", cmp: "lt", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "实际-2.21个百分点" },
  ),
  c("t", A, "bear", "quarterly", "值得注意的是，2026Q1毛利率89.76%，低于90%，较2025Q1回落约2.2个百分点。", [
    V("gross_margin", "2026Q1", "89.76", "%"),
    V("gross_margin", "2026Q1", "90", "%", "lt"),
    PP("gross_margin", "2026Q1", { base: "2025Q1", v: "-2.2", cmp: "approx" }),
  ]),
  c("t", A, "tB", "annual", "2019到2025年归母净利润从412亿增至823亿，六年接近翻倍，年复合增速约12%。", [
    V("net_profit", "2019", "412", "亿", "approx"),
    V("net_profit", "2025", "823", "亿", "approx"),
    G("net_profit", "2025", { base: "2019", size: "接近翻倍" }),
    CAGR("net_profit", "2019", "2025", { v: "12", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tB",
    "annual",
    "拉长看，营业总收入2025年1720.54亿元，较2020年的979.93亿元增长超一倍。",
    [
      V("revenue", "2025", "1720.54"),
      V("revenue", "2020", "979.93"),
      G("revenue", "2025", { base: "2020", v: "100", cmp: "gt", err: "overstatement" }),
    ],
    { err: "overstatement", note: "+75.6%，未超一倍" },
  ),
  c("t", A, "fSy", "annual", "2025年自由现金流（经营现金流减资本开支）约584亿元，资本开支仅31.28亿元。", [
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
  c("t", A, "fR", "annual", "2025年分配股利及偿付利息支付672.42亿元，约为当年归母净利润的82%，现金回报比例仍处高位。", [
    V("dividends_interest_paid", "2025", "672.42"),
    R("dividends_interest_paid", "net_profit", "2025", "82", { u: "%", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fR",
    "annual",
    "2025年现金分红支出约672亿元，比2024年还多出约37亿元，股东回报继续加码。",
    [
      V("dividends_interest_paid", "2025", "672", "亿", "approx"),
      D("dividends_interest_paid", "2025", { dir: "up", err: "wrong_direction" }),
    ],
    { err: "wrong_direction", note: "2024年709.51亿，2025年少37亿" },
  ),
  c("u", A, "tN", "announcement", "公司近期公告拟实施新一轮股份回购，预计金额不低于30亿元，释放底部信号。", [
    U("茅台仅收录年报公告，回购公告无从核验"),
  ]),
  c("u", A, "tS", "undecidable", "北向资金4月连续净卖出茅台，雪球讨论热度降到年内低位，情绪偏冷。", [
    U("资金流向与社区情绪未存储"),
  ]),
  c("u", A, "fM", "undecidable", "市场一致预期2026年归母净利润约850亿元，对应当前股价约20倍PE。", [
    U("一致预期未存储"),
  ]),
  c("u", A, "fE", "annual", "2025年茅台酒收入占比超过85%，系列酒增速明显放缓，结构端承压。", [U("分产品收入未存储")]),
  c("u", A, "fV", "valuation", "2025年基本每股收益65.5元，按1384.79元收盘价算静态PE约21倍。", [
    U("2025年基本每股收益未存储"),
    H.CLOSE("1384.79"),
  ]),
  c("t", A, "fV", "valuation", "以4月30日收盘价计，茅台滚动市盈率约21倍（近四季归母净利润约827亿元）。", [
    MCNOW("2026Q1TTM", "21", "approx"),
    V("net_profit", "2026Q1TTM", "827", "亿", "approx"),
  ]),
  c(
    "f",
    A,
    "fV",
    "valuation",
    "近四个季度归母净利润合计约827亿元，按当前股价TTM市盈率已压到15倍左右，历史低位。",
    [V("net_profit", "2026Q1TTM", "827", "亿", "approx"), MCNOW("2026Q1TTM", "15", "approx", { err: "wrong_value" })],
    { err: "wrong_value", note: "TTM PE约21.0" },
  ),
  c("t", A, "fV", "valuation", "按2024年每股收益68.64元算，1384.79元对应静态市盈率约20.2倍。", [
    V("basic_eps", "2024", "68.64", "元"),
    H.CLOSE("1384.79"),
    PE("2024", "20.2"),
  ]),
  // technicals
  c("t", A, "tT", "technical", "收盘1384.79元，跌破5/10/20/60日均线，且MA5<MA10<MA20<MA60呈空头排列。", [
    H.CLOSE("1384.79"),
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
    "均线系统完全空头：MA5、MA10、MA20、MA60、MA120依次向下排列，反弹阻力层层叠叠。",
    [MAORDER([5, 10, 20, 60, 120], "bear", { err: "technical" })],
    { err: "technical", note: "MA120 1430.56低于MA60 1441.22" },
  ),
  c("t", A, "tT", "technical", "MACD于4月17日死叉后DIF继续位于DEA下方，且DIF已落到零轴以下。", [
    MACD("death_cross", 10),
    MACD("dif_below_dea"),
    MACD("dif_below_zero"),
  ]),
  c(
    "f",
    A,
    "tT",
    "technical",
    "MACD在4月下旬刚刚形成金叉，DIF上穿DEA，短线反弹信号出现。",
    [MACD("golden_cross", 10, { err: "technical" })],
    { err: "technical", note: "最近交叉为2026-04-17死叉" },
  ),
  c("t", A, "tT", "technical", "RSI(14)约39.6，处于偏弱区但未进入超卖，下跌动能并不极端。", [
    RSI("39.6", "approx"),
    RSI("30", "gt"),
  ]),
  c("t", A, "tS", "technical", "股价距52周高点1645元回撤约16%，目前处于年内区间下沿约两成的位置。", [
    HI52({ cond: "level", v: "1645" }),
    HI52({ v: "-16", cmp: "approx" }),
    POS52({ v: "20", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tS",
    "technical",
    "茅台已跌穿52周低点，创下一年来新低，技术面全面破位。",
    [LO52({ cond: "new_low", err: "wrong_extreme" })],
    { err: "wrong_extreme", note: "52周低1322.01，现价1384.79高4.75%" },
  ),
  c("t", A, "tTr", "technical", "近20个交易日下跌约5.1%，但较去年末收盘仅涨约0.5%，基本原地。", [
    RET(20, { v: "-5.1", cmp: "approx" }),
    RET("2025-12-31", { v: "0.5", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tTr",
    "technical",
    "年初至今茅台已累计下跌约9%，明显跑输大盘，建议减仓。",
    [RET("2025-12-31", { v: "-9", cmp: "approx", err: "wrong_base_year" })],
    { err: "wrong_base_year", note: "-9.13%是自2024年末；自2025年末+0.55%" },
  ),
  c("t", A, "tC", "technical", "最后一个交易日收于1384.79元，跌破此前20个交易日的所有收盘价，短线破位。", [
    H.CLOSE("1384.79"),
    BRK(20, "down"),
  ]),
  c("t", A, "tA", "technical", "近20日均量较此前20日温和放大约6%，下跌中放量，尚未看到缩量企稳。", [
    H.VOLR({ v: "1.06", cmp: "approx" }),
    VOL("expand"),
    RET(20, { dir: "down" }),
  ]),
  c(
    "f",
    A,
    "tA",
    "technical",
    "近20日成交量较前20日萎缩超过两成，抛压明显衰竭。",
    [VOL("shrink_strong", { err: "technical" })],
    { err: "technical", note: "量比1.063，温和放量" },
  ),
  c("u", A, "tT", "technical", "1320元一线是前期密集成交区，跌到这里有望获得强支撑，预计五一后企稳。", [
    U("筹码分布与五一后走势无法核验"),
  ]),
  c("t", A, "tP", "annual", "总资产3038.35亿元，首次站上3000亿元；但现金余额516.91亿元较上年减少约76亿元。", [
    V("total_assets", "2025", "3038.35"),
    MAX("total_assets", "2025", ["2019", "2020", "2021", "2022", "2023", "2024", "2025"]),
    V("total_assets", "2024", "3000", "亿", "lt"),
    D("cash", "2025", { v: "-76", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "tP",
    "annual",
    "投资活动现金净流出316.42亿元，约为2024年的1.8倍，资金去向值得追问。",
    [
      V("investing_cash_flow", "2025", "-316.42"),
      X("investing_cash_flow", "2025", "2024", { v: "1.8", cmp: "approx", err: "wrong_magnitude" }),
    ],
    { err: "wrong_magnitude", note: "316.42/17.85=17.7倍，×10之差" },
  ),
  c("t", A, "tM", "annual", "投资活动现金净流出由17.85亿元扩大至316.42亿元，约17.7倍，资金去向未披露前不宜过度乐观。", [
    V("investing_cash_flow", "2024", "-17.85"),
    V("investing_cash_flow", "2025", "-316.42"),
    X("investing_cash_flow", "2025", "2024", { v: "17.7", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "归母净利润从862亿降到823亿，这说明茅台基本面出现拐点向上的迹象，利好。",
    [READ(G("net_profit", "2025", { dir: "down" }), "positive", { err: "stance" })],
    { err: "stance", note: "利润下滑读作利好" },
  ),
  c("t", A, "fQ", "annual", "营业收入1688.38亿元，比2024年的1708.99亿元少了约20.6亿元，收入端也停止了扩张。", [
    V("operating_revenue", "2025", "1688.38"),
    V("operating_revenue", "2024", "1708.99"),
    D("operating_revenue", "2025", { v: "-20.6", cmp: "approx" }),
  ]),
  c(
    "f",
    A,
    "fQ",
    "annual",
    "2025年营业收入1720.54亿元，同比下降1.2%，高端酒需求走弱已传导到龙头。",
    [V("operating_revenue", "2025", "1720.54", "亿", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "1720.54亿是营业总收入；营业收入1688.38亿" },
  ),
  c("t", A, "fL", "quarterly", "2025年下半年归母净利润约369亿元，明显低于上半年的454亿元，节奏前高后低。", [
    PSUM(
      [
        ["net_profit", "2025", 1],
        ["net_profit", "2025H1", -1],
      ],
      { v: "369", cmp: "approx" },
    ),
    V("net_profit", "2025H1", "454", "亿", "approx"),
  ]),

  // ---- 2025-10-31: nine months ----
  c("t", O, "bull", "quarterly", "前三季度归母净利润646.27亿元，同比增长约6.2%，增速虽放缓但仍为正。", [
    V("net_profit", "2025M9", "646.27"),
    G("net_profit", "2025M9", { v: "6.2", cmp: "approx", dir: "up" }),
  ]),
  c(
    "f",
    O,
    "bear",
    "quarterly",
    "三季度单季归母净利润646.27亿元，同比仅增6.2%，增速创近年新低。",
    [V("net_profit", "2025S3", "646.27", "亿", "eq", { err: "wrong_period" })],
    { err: "wrong_period", note: "646.27亿为前三季度累计，单季192.24亿" },
  ),
  c("t", O, "tF", "quarterly", "三季度单季归母净利润约192.2亿元，环比二季度的185.6亿元小幅回升约3.6%。", [
    V("net_profit", "2025S3", "192.2", "亿", "approx"),
    V("net_profit", "2025S2", "185.6", "亿", "approx"),
    QOQ("net_profit", "2025S3", "2025S2", { v: "3.6", cmp: "approx" }),
  ]),
  c("t", O, "tT", "technical", "10月28日MACD死叉，收盘1430.01元位于所有主要均线下方，距52周低点1400元仅约2%。", [
    MACD("death_cross", 5),
    H.CLOSE("1430.01"),
    MA(5, "below"),
    MA(10, "below"),
    MA(20, "below"),
    MA(60, "below"),
    MA(120, "below"),
    MA(250, "below"),
    LO52({ v: "2", cmp: "approx" }),
  ]),
  c("u", O, "tN", "quarterly", "三季报中批发渠道收入同比下滑，直销占比提升至接近一半。", [U("渠道收入未存储")]),

  // ---- 2025-09-05: half year ----
  c("t", S, "tB", "quarterly", "上半年归母净利润454.03亿元，同比增长8.9%；营业收入同比增长约9.1%。", [
    V("net_profit", "2025H1", "454.03"),
    G("net_profit", "2025H1", { v: "8.9", cmp: "approx" }),
    G("operating_revenue", "2025H1", { v: "9.1", cmp: "approx" }),
  ]),
  c(
    "f",
    S,
    "tBe",
    "quarterly",
    "二季度单季归母净利润约185.6亿元，环比一季度下降约13%，利润环比降速明显。",
    [
      V("net_profit", "2025S2", "185.6", "亿", "approx"),
      QOQ("net_profit", "2025S2", "2025S1", { v: "-13", cmp: "approx", err: "wrong_value" }),
    ],
    { err: "wrong_value", note: "185.55/268.47-1=-30.9%" },
  ),
  c("t", S, "tT", "technical", "量能明显放大，近20日均量约为前20日的1.5倍；DIF自8月18日上穿DEA后一直运行在其上方。", [
    MACD("golden_cross", 20),
    MACD("dif_above_dea"),
    H.VOLR({ v: "1.5", cmp: "approx" }),
    VOL("expand_strong"),
  ]),
  c(
    "f",
    S,
    "tT",
    "technical",
    "收盘1483元，已站上年线（MA250）和半年线（MA120），中期趋势转多。",
    [H.CLOSE("1483"), MA(250, "above", { err: "technical" }), MA(120, "above", { err: "technical" })],
    { err: "technical", note: "MA250 1496.14、MA120 1497.30均高于收盘价" },
  ),

  // ---- 2025-04-30: FY2024 and 2025Q1 ----
  c("t", P, "bull", "annual", "2024年归母净利润862.28亿元，同比增长15.4%，连续多年保持两位数增长。", [
    V("net_profit", "2024", "862.28"),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
    H.GSTREAK("net_profit", ["2021", "2022", "2023", "2024"], 10, 1e9),
  ]),
  c(
    "f",
    P,
    "fE",
    "annual",
    "2024年营业收入1741.44亿元，同比增长15.7%，首次突破1700亿元。",
    [V("operating_revenue", "2024", "1741.44", "亿", "eq", { err: "wrong_value" })],
    { err: "wrong_value", note: "1741.44亿为营业总收入，营业收入1708.99亿" },
  ),
  c("t", P, "fE", "quarterly", "2025Q1归母净利润268.47亿元，同比增长11.6%，低于2024全年15.4%的增速。", [
    V("net_profit", "2025Q1", "268.47"),
    G("net_profit", "2025Q1", { v: "11.6", cmp: "approx" }),
    G("net_profit", "2025Q1", { v: "15.4", cmp: "lt" }),
    G("net_profit", "2024", { v: "15.4", cmp: "approx" }),
  ]),
  c("t", P, "fV", "valuation", "股价1547元，约为2024年每股收益68.64元的22.5倍；较去年末的1524元仅涨约1.5%。", [
    RET("2024-12-31", { v: "1.5", cmp: "approx" }),
    V("basic_eps", "2024", "68.64", "元"),
    H.CLOSE("1547"),
    PE("2024", "22.5"),
  ]),
  c(
    "f",
    P,
    "tN",
    "announcement",
    "茅台已于4月初发布2025年年度报告，全年分红方案同步落地。",
    [EV("annual_report", true, { from: "2025-04-01", title: "2025年", err: "nonexistent_event" })],
    { err: "nonexistent_event", note: "4月3日发布的是2024年年度报告" },
  ),
  c("t", P, "tN", "announcement", "公司于2025年4月3日披露2024年年度报告，全年归母净利润862.28亿元。", [
    EV("annual_report", true, { from: "2025-04-03", title: "2024年" }),
    V("net_profit", "2024", "862.28"),
  ]),
];
